(define (problem plan_livingroom_4)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  CDType - otype
  CandleType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DeskLampType - otype
  LaptopType - otype
  MugType - otype
  NewspaperType - otype
  PenType - otype
  PillowType - otype
  PlateType - otype
  StatueType - otype
  TissueBoxType - otype
  WatchType - otype
  ArmChairType - rtype
  CabinetType - rtype
  CoffeeTableType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  OttomanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  CreditCard_bar_01 - object
  CreditCard_bar_02 - object
  CreditCard_bar_03 - object
  DeskLamp_bar_01 - object
  TissueBox_bar_01 - object
  Statue_bar_01 - object
  CD_bar_01 - object
  Watch_bar_01 - object
  Plate_bar_01 - object
  Laptop_bar_01 - object
  Newspaper_bar_01 - object
  Laptop_bar_02 - object
  Box_bar_01 - object
  Laptop_bar_03 - object
  Pen_bar_01 - object
  CellPhone_bar_01 - object
  Candle_bar_01 - object
  Pen_bar_02 - object
  Mug_bar_01 - object
  Pillow_bar_01 - object
  ArmChair_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  CoffeeTable_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  GarbageCan_bar_01 - receptacle
  Ottoman_bar_01 - receptacle
  Safe_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  SideTable_bar_01 - receptacle
  SideTable_bar_02 - receptacle
  Sofa_bar_01 - receptacle
  TVStand_bar_01 - receptacle
  loc_bar_start - location
  loc_bar_01 - location
  loc_bar_02 - location
  loc_bar_03 - location
  loc_bar_04 - location
  loc_bar_05 - location
  loc_bar_06 - location
  loc_bar_07 - location
  loc_bar_08 - location
  loc_bar_09 - location
  loc_bar_10 - location
  loc_bar_11 - location
  loc_bar_12 - location
  loc_bar_13 - location
  loc_bar_14 - location
  loc_bar_15 - location
  loc_bar_16 - location
  loc_bar_17 - location
  loc_bar_18 - location
  loc_bar_19 - location
  loc_bar_20 - location
  loc_bar_21 - location
  loc_bar_22 - location
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation Cabinet_bar_01 loc_bar_02)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation Cabinet_bar_02 loc_bar_03)
  (receptacleType Cabinet_bar_02 CabinetType)
  (openable Cabinet_bar_02)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_04)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_05)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_06)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_07)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_08)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_09)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_10)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_11)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Ottoman_bar_01 loc_bar_12)
  (receptacleType Ottoman_bar_01 OttomanType)
  (receptacleAtLocation Safe_bar_01 loc_bar_13)
  (receptacleType Safe_bar_01 SafeType)
  (openable Safe_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_14)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_15)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_16)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_17)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_18)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_19)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_20)
  (receptacleType SideTable_bar_02 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_21)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_22)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 ArmChair_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_01) (pickupable CreditCard_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Ottoman_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_12) (pickupable CreditCard_bar_02)
  (objectType CreditCard_bar_03 CreditCardType) (inReceptacle CreditCard_bar_03 Safe_bar_01) (objectAtLocation CreditCard_bar_03 loc_bar_13) (pickupable CreditCard_bar_03)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_19) (toggleable DeskLamp_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Cabinet_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_02) (pickupable TissueBox_bar_01)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 Shelf_bar_05) (objectAtLocation Statue_bar_01 loc_bar_18) (pickupable Statue_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 CoffeeTable_bar_01) (objectAtLocation CD_bar_01 loc_bar_04) (pickupable CD_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Shelf_bar_01) (objectAtLocation Watch_bar_01 loc_bar_14) (pickupable Watch_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 CoffeeTable_bar_01) (objectAtLocation Plate_bar_01 loc_bar_04) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Ottoman_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_12) (pickupable Laptop_bar_01)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 DiningTable_bar_01) (objectAtLocation Newspaper_bar_01 loc_bar_05) (pickupable Newspaper_bar_01)
  (objectType Laptop_bar_02 LaptopType) (inReceptacle Laptop_bar_02 DiningTable_bar_01) (objectAtLocation Laptop_bar_02 loc_bar_05) (pickupable Laptop_bar_02)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 Shelf_bar_01) (objectAtLocation Box_bar_01 loc_bar_14) (pickupable Box_bar_01)
  (objectType Laptop_bar_03 LaptopType) (inReceptacle Laptop_bar_03 CoffeeTable_bar_01) (objectAtLocation Laptop_bar_03 loc_bar_04) (pickupable Laptop_bar_03)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 DiningTable_bar_01) (objectAtLocation Pen_bar_01 loc_bar_05) (pickupable Pen_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 SideTable_bar_02) (objectAtLocation CellPhone_bar_01 loc_bar_20) (pickupable CellPhone_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 CoffeeTable_bar_01) (objectAtLocation Candle_bar_01 loc_bar_04) (pickupable Candle_bar_01)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 SideTable_bar_02) (objectAtLocation Pen_bar_02 loc_bar_20) (pickupable Pen_bar_02)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 DiningTable_bar_01) (objectAtLocation Mug_bar_01 loc_bar_05) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 ArmChair_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_01) (pickupable Pillow_bar_01)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CDType)
  (canContain CabinetType CandleType)
  (canContain CabinetType MugType)
  (canContain CabinetType NewspaperType)
  (canContain CabinetType PlateType)
  (canContain CabinetType TissueBoxType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PenType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType WatchType)
  (canContain DiningTableType BoxType)
  (canContain DiningTableType CDType)
  (canContain DiningTableType CandleType)
  (canContain DiningTableType CellPhoneType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType LaptopType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType NewspaperType)
  (canContain DiningTableType PenType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType StatueType)
  (canContain DiningTableType TissueBoxType)
  (canContain DiningTableType WatchType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PenType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType TissueBoxType)
  (canContain OttomanType BoxType)
  (canContain OttomanType CellPhoneType)
  (canContain OttomanType CreditCardType)
  (canContain OttomanType LaptopType)
  (canContain OttomanType NewspaperType)
  (canContain OttomanType PillowType)
  (canContain SafeType CDType)
  (canContain SafeType CellPhoneType)
  (canContain SafeType CreditCardType)
  (canContain SafeType StatueType)
  (canContain SafeType WatchType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType MugType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PenType)
  (canContain ShelfType PlateType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType WatchType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PenType)
  (canContain SideTableType PlateType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType WatchType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType LaptopType)
  (canContain SofaType NewspaperType)
  (canContain SofaType PillowType)
  (canContain TVStandType TissueBoxType)
)
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
