(define (problem plan_livingroom_5)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BowlType - otype
  BoxType - otype
  CDType - otype
  CandleType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  PenType - otype
  PillowType - otype
  StatueType - otype
  WatchType - otype
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
  Pillow_bar_01 - object
  Pillow_bar_02 - object
  Pillow_bar_03 - object
  DeskLamp_bar_01 - object
  Box_bar_01 - object
  CreditCard_bar_01 - object
  Candle_bar_01 - object
  CD_bar_01 - object
  Statue_bar_01 - object
  Bowl_bar_01 - object
  Candle_bar_02 - object
  WateringCan_bar_01 - object
  KeyChain_bar_01 - object
  Watch_bar_01 - object
  Pen_bar_01 - object
  Book_bar_01 - object
  CreditCard_bar_02 - object
  ArmChair_bar_01 - receptacle
  ArmChair_bar_02 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  CoffeeTable_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
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
  loc_bar_27 - location
  loc_bar_28 - location
  loc_bar_29 - location
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
  (receptacleAtLocation Cabinet_bar_02 loc_bar_04)
  (receptacleType Cabinet_bar_02 CabinetType)
  (openable Cabinet_bar_02)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_05)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_06)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_07)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_08)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_09)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_10)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_11)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_12)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_13)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_14)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Ottoman_bar_01 loc_bar_15)
  (receptacleType Ottoman_bar_01 OttomanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_16)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_17)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_18)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_19)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_20)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_21)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_22)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_23)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_24)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_25)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation Shelf_bar_11 loc_bar_26)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_27)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_28)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_29)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Sofa_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_28) (pickupable Pillow_bar_01)
  (objectType Pillow_bar_02 PillowType) (inReceptacle Pillow_bar_02 ArmChair_bar_02) (objectAtLocation Pillow_bar_02 loc_bar_02) (pickupable Pillow_bar_02)
  (objectType Pillow_bar_03 PillowType) (inReceptacle Pillow_bar_03 ArmChair_bar_01) (objectAtLocation Pillow_bar_03 loc_bar_01) (pickupable Pillow_bar_03)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_27) (toggleable DeskLamp_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 SideTable_bar_01) (objectAtLocation Box_bar_01 loc_bar_27) (pickupable Box_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 ArmChair_bar_02) (objectAtLocation CreditCard_bar_01 loc_bar_02) (pickupable CreditCard_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 DiningTable_bar_01) (objectAtLocation Candle_bar_01 loc_bar_06) (pickupable Candle_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 SideTable_bar_01) (objectAtLocation CD_bar_01 loc_bar_27) (pickupable CD_bar_01)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 SideTable_bar_01) (objectAtLocation Statue_bar_01 loc_bar_27) (pickupable Statue_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 DiningTable_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_06) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Candle_bar_02 CandleType) (inReceptacle Candle_bar_02 CoffeeTable_bar_01) (objectAtLocation Candle_bar_02 loc_bar_05) (pickupable Candle_bar_02)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 Shelf_bar_09) (objectAtLocation WateringCan_bar_01 loc_bar_24) (pickupable WateringCan_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Shelf_bar_11) (objectAtLocation KeyChain_bar_01 loc_bar_26) (pickupable KeyChain_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Shelf_bar_10) (objectAtLocation Watch_bar_01 loc_bar_25) (pickupable Watch_bar_01)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 GarbageCan_bar_01) (objectAtLocation Pen_bar_01 loc_bar_14) (pickupable Pen_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 DiningTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_06) (pickupable Book_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Shelf_bar_04) (objectAtLocation CreditCard_bar_02 loc_bar_19) (pickupable CreditCard_bar_02)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType PillowType)
  (canContain CabinetType BookType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CDType)
  (canContain CabinetType CandleType)
  (canContain CabinetType WateringCanType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BowlType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType PenType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DiningTableType BookType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BoxType)
  (canContain DiningTableType CDType)
  (canContain DiningTableType CandleType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType KeyChainType)
  (canContain DiningTableType PenType)
  (canContain DiningTableType StatueType)
  (canContain DiningTableType WatchType)
  (canContain DiningTableType WateringCanType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType PenType)
  (canContain OttomanType BookType)
  (canContain OttomanType BoxType)
  (canContain OttomanType CreditCardType)
  (canContain OttomanType KeyChainType)
  (canContain OttomanType PillowType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PenType)
  (canContain ShelfType StatueType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PenType)
  (canContain SideTableType StatueType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
