(define (problem plan_livingroom_7)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BowlType - otype
  BoxType - otype
  CandleType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  LaptopType - otype
  MugType - otype
  NewspaperType - otype
  PencilType - otype
  PillowType - otype
  RemoteControlType - otype
  TissueBoxType - otype
  VaseType - otype
  WatchType - otype
  ArmChairType - rtype
  CabinetType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  TissueBox_bar_01 - object
  DeskLamp_bar_01 - object
  Vase_bar_01 - object
  Laptop_bar_01 - object
  Watch_bar_01 - object
  Candle_bar_01 - object
  Book_bar_01 - object
  Pillow_bar_01 - object
  Book_bar_02 - object
  Candle_bar_02 - object
  Newspaper_bar_01 - object
  KeyChain_bar_01 - object
  Bowl_bar_01 - object
  RemoteControl_bar_01 - object
  Pencil_bar_01 - object
  Candle_bar_03 - object
  CreditCard_bar_01 - object
  Newspaper_bar_02 - object
  CreditCard_bar_02 - object
  CreditCard_bar_03 - object
  Mug_bar_01 - object
  Box_bar_01 - object
  Pencil_bar_02 - object
  Pencil_bar_03 - object
  ArmChair_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  CoffeeTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  GarbageCan_bar_01 - receptacle
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
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation Cabinet_bar_01 loc_bar_02)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_03)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_04)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_05)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_06)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_07)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_08)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_09)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_10)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_11)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_12)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_13)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_14)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_15)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_16)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_17)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_18)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_19)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation Shelf_bar_11 loc_bar_20)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_21)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_22)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_23)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Shelf_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_10) (pickupable TissueBox_bar_01)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_21) (toggleable DeskLamp_bar_01)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Cabinet_bar_01) (objectAtLocation Vase_bar_01 loc_bar_02) (pickupable Vase_bar_01)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 SideTable_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_21) (pickupable Laptop_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Drawer_bar_03) (objectAtLocation Watch_bar_01 loc_bar_06) (pickupable Watch_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 Drawer_bar_01) (objectAtLocation Candle_bar_01 loc_bar_04) (pickupable Candle_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 SideTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_21) (pickupable Book_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 ArmChair_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_01) (pickupable Pillow_bar_01)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 Cabinet_bar_01) (objectAtLocation Book_bar_02 loc_bar_02) (pickupable Book_bar_02)
  (objectType Candle_bar_02 CandleType) (inReceptacle Candle_bar_02 Cabinet_bar_01) (objectAtLocation Candle_bar_02 loc_bar_02) (pickupable Candle_bar_02)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 CoffeeTable_bar_01) (objectAtLocation Newspaper_bar_01 loc_bar_03) (pickupable Newspaper_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 ArmChair_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_01) (pickupable KeyChain_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Shelf_bar_09) (objectAtLocation Bowl_bar_01 loc_bar_18) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType RemoteControl_bar_01 RemoteControlType) (inReceptacle RemoteControl_bar_01 ArmChair_bar_01) (objectAtLocation RemoteControl_bar_01 loc_bar_01) (pickupable RemoteControl_bar_01)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 GarbageCan_bar_01) (objectAtLocation Pencil_bar_01 loc_bar_09) (pickupable Pencil_bar_01)
  (objectType Candle_bar_03 CandleType) (inReceptacle Candle_bar_03 SideTable_bar_01) (objectAtLocation Candle_bar_03 loc_bar_21) (pickupable Candle_bar_03)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_05) (objectAtLocation CreditCard_bar_01 loc_bar_08) (pickupable CreditCard_bar_01)
  (objectType Newspaper_bar_02 NewspaperType) (inReceptacle Newspaper_bar_02 ArmChair_bar_01) (objectAtLocation Newspaper_bar_02 loc_bar_01) (pickupable Newspaper_bar_02)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 CoffeeTable_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_03) (pickupable CreditCard_bar_02)
  (objectType CreditCard_bar_03 CreditCardType) (inReceptacle CreditCard_bar_03 SideTable_bar_01) (objectAtLocation CreditCard_bar_03 loc_bar_21) (pickupable CreditCard_bar_03)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 CoffeeTable_bar_01) (objectAtLocation Mug_bar_01 loc_bar_03) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 CoffeeTable_bar_01) (objectAtLocation Box_bar_01 loc_bar_03) (pickupable Box_bar_01)
  (objectType Pencil_bar_02 PencilType) (inReceptacle Pencil_bar_02 Shelf_bar_07) (objectAtLocation Pencil_bar_02 loc_bar_16) (pickupable Pencil_bar_02)
  (objectType Pencil_bar_03 PencilType) (inReceptacle Pencil_bar_03 SideTable_bar_01) (objectAtLocation Pencil_bar_03 loc_bar_21) (pickupable Pencil_bar_03)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType RemoteControlType)
  (canContain CabinetType BookType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CandleType)
  (canContain CabinetType MugType)
  (canContain CabinetType NewspaperType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BowlType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PencilType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain DrawerType BookType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PencilType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PencilType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PencilType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
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
                         (objectType ?o TissueBoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
