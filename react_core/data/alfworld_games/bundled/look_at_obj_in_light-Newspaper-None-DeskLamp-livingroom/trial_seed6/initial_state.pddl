(define (problem plan_livingroom_6)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  CDType - otype
  CandleType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  LaptopType - otype
  MugType - otype
  NewspaperType - otype
  PenType - otype
  PencilType - otype
  PillowType - otype
  PlateType - otype
  StatueType - otype
  VaseType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Newspaper_bar_01 - object
  DeskLamp_bar_01 - object
  CellPhone_bar_01 - object
  Pencil_bar_01 - object
  Pen_bar_01 - object
  Plate_bar_01 - object
  Pillow_bar_01 - object
  Statue_bar_01 - object
  Laptop_bar_01 - object
  Mug_bar_01 - object
  CreditCard_bar_01 - object
  Vase_bar_01 - object
  WateringCan_bar_01 - object
  Candle_bar_01 - object
  CD_bar_01 - object
  Box_bar_01 - object
  Plate_bar_02 - object
  Laptop_bar_02 - object
  KeyChain_bar_01 - object
  CellPhone_bar_02 - object
  WateringCan_bar_02 - object
  ArmChair_bar_01 - receptacle
  ArmChair_bar_02 - receptacle
  CoffeeTable_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  GarbageCan_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  Shelf_bar_06 - receptacle
  Shelf_bar_07 - receptacle
  Shelf_bar_08 - receptacle
  SideTable_bar_01 - receptacle
  SideTable_bar_02 - receptacle
  SideTable_bar_03 - receptacle
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
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation ArmChair_bar_02 loc_bar_02)
  (receptacleType ArmChair_bar_02 ArmChairType)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_03)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_04)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_05)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_06)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_07)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_08)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_09)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_10)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_11)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_12)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_13)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_14)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_15)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_16)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_17)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_18)
  (receptacleType SideTable_bar_02 SideTableType)
  (receptacleAtLocation SideTable_bar_03 loc_bar_19)
  (receptacleType SideTable_bar_03 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_20)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_21)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 DiningTable_bar_01) (objectAtLocation Newspaper_bar_01 loc_bar_04) (pickupable Newspaper_bar_01)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_03) (objectAtLocation DeskLamp_bar_01 loc_bar_19) (toggleable DeskLamp_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Shelf_bar_02) (objectAtLocation CellPhone_bar_01 loc_bar_10) (pickupable CellPhone_bar_01)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 CoffeeTable_bar_01) (objectAtLocation Pencil_bar_01 loc_bar_03) (pickupable Pencil_bar_01)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 DiningTable_bar_01) (objectAtLocation Pen_bar_01 loc_bar_04) (pickupable Pen_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 SideTable_bar_03) (objectAtLocation Plate_bar_01 loc_bar_19) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 ArmChair_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_01) (pickupable Pillow_bar_01)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 CoffeeTable_bar_01) (objectAtLocation Statue_bar_01 loc_bar_03) (pickupable Statue_bar_01)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 ArmChair_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_01) (pickupable Laptop_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 CoffeeTable_bar_01) (objectAtLocation Mug_bar_01 loc_bar_03) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Sofa_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_20) (pickupable CreditCard_bar_01)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Shelf_bar_07) (objectAtLocation Vase_bar_01 loc_bar_15) (pickupable Vase_bar_01)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 Drawer_bar_03) (objectAtLocation WateringCan_bar_01 loc_bar_07) (pickupable WateringCan_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 SideTable_bar_03) (objectAtLocation Candle_bar_01 loc_bar_19) (pickupable Candle_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 Drawer_bar_01) (objectAtLocation CD_bar_01 loc_bar_05) (pickupable CD_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 CoffeeTable_bar_01) (objectAtLocation Box_bar_01 loc_bar_03) (pickupable Box_bar_01)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 CoffeeTable_bar_01) (objectAtLocation Plate_bar_02 loc_bar_03) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType Laptop_bar_02 LaptopType) (inReceptacle Laptop_bar_02 CoffeeTable_bar_01) (objectAtLocation Laptop_bar_02 loc_bar_03) (pickupable Laptop_bar_02)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Drawer_bar_03) (objectAtLocation KeyChain_bar_01 loc_bar_07) (pickupable KeyChain_bar_01)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Shelf_bar_05) (objectAtLocation CellPhone_bar_02 loc_bar_13) (pickupable CellPhone_bar_02)
  (objectType WateringCan_bar_02 WateringCanType) (inReceptacle WateringCan_bar_02 Drawer_bar_01) (objectAtLocation WateringCan_bar_02 loc_bar_05) (pickupable WateringCan_bar_02)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PenType)
  (canContain CoffeeTableType PencilType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DiningTableType BoxType)
  (canContain DiningTableType CDType)
  (canContain DiningTableType CandleType)
  (canContain DiningTableType CellPhoneType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType KeyChainType)
  (canContain DiningTableType LaptopType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType NewspaperType)
  (canContain DiningTableType PenType)
  (canContain DiningTableType PencilType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType StatueType)
  (canContain DiningTableType VaseType)
  (canContain DiningTableType WateringCanType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PenType)
  (canContain DrawerType PencilType)
  (canContain DrawerType WateringCanType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType PencilType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PenType)
  (canContain ShelfType PencilType)
  (canContain ShelfType PlateType)
  (canContain ShelfType StatueType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PenType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PlateType)
  (canContain SideTableType StatueType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType LaptopType)
  (canContain SofaType NewspaperType)
  (canContain SofaType PillowType)
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
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
