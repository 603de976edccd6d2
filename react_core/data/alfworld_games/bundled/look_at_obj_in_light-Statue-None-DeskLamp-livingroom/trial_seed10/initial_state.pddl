(define (problem plan_livingroom_10)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BowlType - otype
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
  PillowType - otype
  PlateType - otype
  RemoteControlType - otype
  StatueType - otype
  TissueBoxType - otype
  VaseType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CabinetType - rtype
  CoffeeTableType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  OttomanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Statue_bar_01 - object
  Statue_bar_02 - object
  DeskLamp_bar_01 - object
  Pillow_bar_01 - object
  TissueBox_bar_01 - object
  CellPhone_bar_01 - object
  Bowl_bar_01 - object
  Laptop_bar_01 - object
  Plate_bar_01 - object
  WateringCan_bar_01 - object
  CellPhone_bar_02 - object
  RemoteControl_bar_01 - object
  Bowl_bar_02 - object
  RemoteControl_bar_02 - object
  Newspaper_bar_01 - object
  Mug_bar_01 - object
  KeyChain_bar_01 - object
  CD_bar_01 - object
  Newspaper_bar_02 - object
  Vase_bar_01 - object
  Plate_bar_02 - object
  KeyChain_bar_02 - object
  Book_bar_01 - object
  CreditCard_bar_01 - object
  Vase_bar_02 - object
  Vase_bar_03 - object
  Candle_bar_01 - object
  RemoteControl_bar_03 - object
  Newspaper_bar_03 - object
  Box_bar_01 - object
  Newspaper_bar_04 - object
  Book_bar_02 - object
  KeyChain_bar_03 - object
  ArmChair_bar_01 - receptacle
  ArmChair_bar_02 - receptacle
  Cabinet_bar_01 - receptacle
  CoffeeTable_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  GarbageCan_bar_01 - receptacle
  Ottoman_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  Shelf_bar_06 - receptacle
  Shelf_bar_07 - receptacle
  Shelf_bar_08 - receptacle
  Shelf_bar_09 - receptacle
  Shelf_bar_10 - receptacle
  Shelf_bar_11 - receptacle
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
  loc_bar_22 - location
  loc_bar_23 - location
  loc_bar_24 - location
  loc_bar_25 - location
  loc_bar_26 - location
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation ArmChair_bar_02 loc_bar_02)
  (receptacleType ArmChair_bar_02 ArmChairType)
  (receptacleAtLocation Cabinet_bar_01 loc_bar_03)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
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
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_09)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Ottoman_bar_01 loc_bar_10)
  (receptacleType Ottoman_bar_01 OttomanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_11)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_12)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_13)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_14)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_15)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_16)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_17)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_18)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_19)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_20)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation Shelf_bar_11 loc_bar_21)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_22)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_23)
  (receptacleType SideTable_bar_02 SideTableType)
  (receptacleAtLocation SideTable_bar_03 loc_bar_24)
  (receptacleType SideTable_bar_03 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_25)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_26)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 DiningTable_bar_01) (objectAtLocation Statue_bar_01 loc_bar_05) (pickupable Statue_bar_01)
  (objectType Statue_bar_02 StatueType) (inReceptacle Statue_bar_02 Shelf_bar_10) (objectAtLocation Statue_bar_02 loc_bar_20) (pickupable Statue_bar_02)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_02) (objectAtLocation DeskLamp_bar_01 loc_bar_23) (toggleable DeskLamp_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Ottoman_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_10) (pickupable Pillow_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 GarbageCan_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_09) (pickupable TissueBox_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Ottoman_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_10) (pickupable CellPhone_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 DiningTable_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_05) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 ArmChair_bar_02) (objectAtLocation Laptop_bar_01 loc_bar_02) (pickupable Laptop_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Cabinet_bar_01) (objectAtLocation Plate_bar_01 loc_bar_03) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 SideTable_bar_02) (objectAtLocation WateringCan_bar_01 loc_bar_23) (pickupable WateringCan_bar_01)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 CoffeeTable_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_04) (pickupable CellPhone_bar_02)
  (objectType RemoteControl_bar_01 RemoteControlType) (inReceptacle RemoteControl_bar_01 ArmChair_bar_02) (objectAtLocation RemoteControl_bar_01 loc_bar_02) (pickupable RemoteControl_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Cabinet_bar_01) (objectAtLocation Bowl_bar_02 loc_bar_03) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType RemoteControl_bar_02 RemoteControlType) (inReceptacle RemoteControl_bar_02 Ottoman_bar_01) (objectAtLocation RemoteControl_bar_02 loc_bar_10) (pickupable RemoteControl_bar_02)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 Cabinet_bar_01) (objectAtLocation Newspaper_bar_01 loc_bar_03) (pickupable Newspaper_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_10) (objectAtLocation Mug_bar_01 loc_bar_20) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 ArmChair_bar_02) (objectAtLocation KeyChain_bar_01 loc_bar_02) (pickupable KeyChain_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 SideTable_bar_02) (objectAtLocation CD_bar_01 loc_bar_23) (pickupable CD_bar_01)
  (objectType Newspaper_bar_02 NewspaperType) (inReceptacle Newspaper_bar_02 ArmChair_bar_02) (objectAtLocation Newspaper_bar_02 loc_bar_02) (pickupable Newspaper_bar_02)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 CoffeeTable_bar_01) (objectAtLocation Vase_bar_01 loc_bar_04) (pickupable Vase_bar_01)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 Shelf_bar_01) (objectAtLocation Plate_bar_02 loc_bar_11) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType KeyChain_bar_02 KeyChainType) (inReceptacle KeyChain_bar_02 DiningTable_bar_01) (objectAtLocation KeyChain_bar_02 loc_bar_05) (pickupable KeyChain_bar_02)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 ArmChair_bar_02) (objectAtLocation Book_bar_01 loc_bar_02) (pickupable Book_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 SideTable_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_22) (pickupable CreditCard_bar_01)
  (objectType Vase_bar_02 VaseType) (inReceptacle Vase_bar_02 CoffeeTable_bar_01) (objectAtLocation Vase_bar_02 loc_bar_04) (pickupable Vase_bar_02)
  (objectType Vase_bar_03 VaseType) (inReceptacle Vase_bar_03 SideTable_bar_01) (objectAtLocation Vase_bar_03 loc_bar_22) (pickupable Vase_bar_03)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 Shelf_bar_03) (objectAtLocation Candle_bar_01 loc_bar_13) (pickupable Candle_bar_01)
  (objectType RemoteControl_bar_03 RemoteControlType) (inReceptacle RemoteControl_bar_03 ArmChair_bar_01) (objectAtLocation RemoteControl_bar_03 loc_bar_01) (pickupable RemoteControl_bar_03)
  (objectType Newspaper_bar_03 NewspaperType) (inReceptacle Newspaper_bar_03 Ottoman_bar_01) (objectAtLocation Newspaper_bar_03 loc_bar_10) (pickupable Newspaper_bar_03)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 SideTable_bar_01) (objectAtLocation Box_bar_01 loc_bar_22) (pickupable Box_bar_01)
  (objectType Newspaper_bar_04 NewspaperType) (inReceptacle Newspaper_bar_04 Ottoman_bar_01) (objectAtLocation Newspaper_bar_04 loc_bar_10) (pickupable Newspaper_bar_04)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 SideTable_bar_03) (objectAtLocation Book_bar_02 loc_bar_24) (pickupable Book_bar_02)
  (objectType KeyChain_bar_03 KeyChainType) (inReceptacle KeyChain_bar_03 Sofa_bar_01) (objectAtLocation KeyChain_bar_03 loc_bar_25) (pickupable KeyChain_bar_03)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType RemoteControlType)
  (canContain CabinetType BookType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CDType)
  (canContain CabinetType CandleType)
  (canContain CabinetType MugType)
  (canContain CabinetType NewspaperType)
  (canContain CabinetType PlateType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain CabinetType WateringCanType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BowlType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DiningTableType BookType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BoxType)
  (canContain DiningTableType CDType)
  (canContain DiningTableType CandleType)
  (canContain DiningTableType CellPhoneType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType KeyChainType)
  (canContain DiningTableType LaptopType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType NewspaperType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType RemoteControlType)
  (canContain DiningTableType StatueType)
  (canContain DiningTableType TissueBoxType)
  (canContain DiningTableType VaseType)
  (canContain DiningTableType WateringCanType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WateringCanType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType TissueBoxType)
  (canContain OttomanType BookType)
  (canContain OttomanType BoxType)
  (canContain OttomanType CellPhoneType)
  (canContain OttomanType CreditCardType)
  (canContain OttomanType KeyChainType)
  (canContain OttomanType LaptopType)
  (canContain OttomanType NewspaperType)
  (canContain OttomanType PillowType)
  (canContain OttomanType RemoteControlType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PlateType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PlateType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType LaptopType)
  (canContain SofaType NewspaperType)
  (canContain SofaType PillowType)
  (canContain SofaType RemoteControlType)
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
                         (objectType ?o StatueType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
