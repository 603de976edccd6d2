(define (problem plan_livingroom_3)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CDType - otype
  CandleType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  MugType - otype
  PenType - otype
  PencilType - otype
  PillowType - otype
  PlateType - otype
  VaseType - otype
  WatchType - otype
  WateringCanType - otype
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
  WateringCan_bar_01 - object
  DeskLamp_bar_01 - object
  Plate_bar_01 - object
  Watch_bar_01 - object
  Vase_bar_01 - object
  CreditCard_bar_01 - object
  Pencil_bar_01 - object
  Watch_bar_02 - object
  KeyChain_bar_01 - object
  CD_bar_01 - object
  CD_bar_02 - object
  KeyChain_bar_02 - object
  CD_bar_03 - object
  Mug_bar_01 - object
  Candle_bar_01 - object
  Book_bar_01 - object
  Pen_bar_01 - object
  Pillow_bar_01 - object
  Pencil_bar_02 - object
  Watch_bar_03 - object
  Candle_bar_02 - object
  Mug_bar_02 - object
  Pillow_bar_02 - object
  Pillow_bar_03 - object
  Book_bar_02 - object
  ArmChair_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  CoffeeTable_bar_01 - receptacle
  CoffeeTable_bar_02 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  GarbageCan_bar_01 - receptacle
  Ottoman_bar_01 - receptacle
  Safe_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  Shelf_bar_06 - receptacle
  Shelf_bar_07 - receptacle
  Shelf_bar_08 - receptacle
  Shelf_bar_09 - receptacle
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
  (receptacleAtLocation Cabinet_bar_03 loc_bar_04)
  (receptacleType Cabinet_bar_03 CabinetType)
  (openable Cabinet_bar_03)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_05)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar_02 loc_bar_06)
  (receptacleType CoffeeTable_bar_02 CoffeeTableType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_07)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_08)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_09)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_10)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
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
  (receptacleAtLocation Shelf_bar_06 loc_bar_19)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_20)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_21)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_22)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_23)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_24)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_25)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 DiningTable_bar_01) (objectAtLocation WateringCan_bar_01 loc_bar_07) (pickupable WateringCan_bar_01)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_23) (toggleable DeskLamp_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Shelf_bar_02) (objectAtLocation Plate_bar_01 loc_bar_15) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Drawer_bar_03) (objectAtLocation Watch_bar_01 loc_bar_10) (pickupable Watch_bar_01)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Safe_bar_01) (objectAtLocation Vase_bar_01 loc_bar_13) (pickupable Vase_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Shelf_bar_04) (objectAtLocation CreditCard_bar_01 loc_bar_17) (pickupable CreditCard_bar_01)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 GarbageCan_bar_01) (objectAtLocation Pencil_bar_01 loc_bar_11) (pickupable Pencil_bar_01)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 SideTable_bar_01) (objectAtLocation Watch_bar_02 loc_bar_23) (pickupable Watch_bar_02)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 ArmChair_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_01) (pickupable KeyChain_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 Cabinet_bar_02) (objectAtLocation CD_bar_01 loc_bar_03) (pickupable CD_bar_01)
  (objectType CD_bar_02 CDType) (inReceptacle CD_bar_02 SideTable_bar_01) (objectAtLocation CD_bar_02 loc_bar_23) (pickupable CD_bar_02)
  (objectType KeyChain_bar_02 KeyChainType) (inReceptacle KeyChain_bar_02 Drawer_bar_03) (objectAtLocation KeyChain_bar_02 loc_bar_10) (pickupable KeyChain_bar_02)
  (objectType CD_bar_03 CDType) (inReceptacle CD_bar_03 Drawer_bar_01) (objectAtLocation CD_bar_03 loc_bar_08) (pickupable CD_bar_03)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_05) (objectAtLocation Mug_bar_01 loc_bar_18) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 Cabinet_bar_03) (objectAtLocation Candle_bar_01 loc_bar_04) (pickupable Candle_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 ArmChair_bar_01) (objectAtLocation Book_bar_01 loc_bar_01) (pickupable Book_bar_01)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 SideTable_bar_01) (objectAtLocation Pen_bar_01 loc_bar_23) (pickupable Pen_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Sofa_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_24) (pickupable Pillow_bar_01)
  (objectType Pencil_bar_02 PencilType) (inReceptacle Pencil_bar_02 GarbageCan_bar_01) (objectAtLocation Pencil_bar_02 loc_bar_11) (pickupable Pencil_bar_02)
  (objectType Watch_bar_03 WatchType) (inReceptacle Watch_bar_03 Shelf_bar_07) (objectAtLocation Watch_bar_03 loc_bar_20) (pickupable Watch_bar_03)
  (objectType Candle_bar_02 CandleType) (inReceptacle Candle_bar_02 DiningTable_bar_01) (objectAtLocation Candle_bar_02 loc_bar_07) (pickupable Candle_bar_02)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Cabinet_bar_01) (objectAtLocation Mug_bar_02 loc_bar_02) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Pillow_bar_02 PillowType) (inReceptacle Pillow_bar_02 Sofa_bar_01) (objectAtLocation Pillow_bar_02 loc_bar_24) (pickupable Pillow_bar_02)
  (objectType Pillow_bar_03 PillowType) (inReceptacle Pillow_bar_03 Ottoman_bar_01) (objectAtLocation Pillow_bar_03 loc_bar_12) (pickupable Pillow_bar_03)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 Sofa_bar_01) (objectAtLocation Book_bar_02 loc_bar_24) (pickupable Book_bar_02)
  (canContain ArmChairType BookType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType PillowType)
  (canContain CabinetType BookType)
  (canContain CabinetType CDType)
  (canContain CabinetType CandleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PlateType)
  (canContain CabinetType VaseType)
  (canContain CabinetType WateringCanType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType PenType)
  (canContain CoffeeTableType PencilType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DiningTableType BookType)
  (canContain DiningTableType CDType)
  (canContain DiningTableType CandleType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType KeyChainType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PenType)
  (canContain DiningTableType PencilType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType VaseType)
  (canContain DiningTableType WatchType)
  (canContain DiningTableType WateringCanType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType PencilType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType PencilType)
  (canContain OttomanType BookType)
  (canContain OttomanType CreditCardType)
  (canContain OttomanType KeyChainType)
  (canContain OttomanType PillowType)
  (canContain SafeType CDType)
  (canContain SafeType CreditCardType)
  (canContain SafeType KeyChainType)
  (canContain SafeType VaseType)
  (canContain SafeType WatchType)
  (canContain ShelfType BookType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PenType)
  (canContain ShelfType PencilType)
  (canContain ShelfType PlateType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BookType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PlateType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BookType)
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
                         (objectType ?o WateringCanType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
