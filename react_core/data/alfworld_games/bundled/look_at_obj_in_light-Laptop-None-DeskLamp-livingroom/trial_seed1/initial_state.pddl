(define (problem plan_livingroom_1)
(:domain alfred)
(:objects
  agent1 - agent
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
  StatueType - otype
  VaseType - otype
  WatchType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CabinetType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  OttomanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Laptop_bar_01 - object
  Laptop_bar_02 - object
  Laptop_bar_03 - object
  DeskLamp_bar_01 - object
  Mug_bar_01 - object
  WateringCan_bar_01 - object
  RemoteControl_bar_01 - object
  Mug_bar_02 - object
  Bowl_bar_01 - object
  CreditCard_bar_01 - object
  Pillow_bar_01 - object
  Candle_bar_01 - object
  Box_bar_01 - object
  KeyChain_bar_01 - object
  Watch_bar_01 - object
  Bowl_bar_02 - object
  Pencil_bar_01 - object
  Vase_bar_01 - object
  Candle_bar_02 - object
  RemoteControl_bar_02 - object
  Watch_bar_02 - object
  Statue_bar_01 - object
  Newspaper_bar_01 - object
  WateringCan_bar_02 - object
  Statue_bar_02 - object
  ArmChair_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  CoffeeTable_bar_01 - receptacle
  CoffeeTable_bar_02 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
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
  loc_bar_23 - location
  loc_bar_24 - location
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
  (receptacleAtLocation CoffeeTable_bar_02 loc_bar_04)
  (receptacleType CoffeeTable_bar_02 CoffeeTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_05)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_06)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_07)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_08)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_09)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_10)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Ottoman_bar_01 loc_bar_11)
  (receptacleType Ottoman_bar_01 OttomanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_12)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_13)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_14)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_15)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_16)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_17)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_18)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_19)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_20)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_21)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_22)
  (receptacleType SideTable_bar_02 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_23)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_24)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Ottoman_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_11) (pickupable Laptop_bar_01)
  (objectType Laptop_bar_02 LaptopType) (inReceptacle Laptop_bar_02 SideTable_bar_02) (objectAtLocation Laptop_bar_02 loc_bar_22) (pickupable Laptop_bar_02)
  (objectType Laptop_bar_03 LaptopType) (inReceptacle Laptop_bar_03 Sofa_bar_01) (objectAtLocation Laptop_bar_03 loc_bar_23) (pickupable Laptop_bar_03)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_02) (objectAtLocation DeskLamp_bar_01 loc_bar_22) (toggleable DeskLamp_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_03) (objectAtLocation Mug_bar_01 loc_bar_14) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 Cabinet_bar_01) (objectAtLocation WateringCan_bar_01 loc_bar_02) (pickupable WateringCan_bar_01)
  (objectType RemoteControl_bar_01 RemoteControlType) (inReceptacle RemoteControl_bar_01 Sofa_bar_01) (objectAtLocation RemoteControl_bar_01 loc_bar_23) (pickupable RemoteControl_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Cabinet_bar_01) (objectAtLocation Mug_bar_02 loc_bar_02) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 SideTable_bar_02) (objectAtLocation Bowl_bar_01 loc_bar_22) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 CoffeeTable_bar_02) (objectAtLocation CreditCard_bar_01 loc_bar_04) (pickupable CreditCard_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 ArmChair_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_01) (pickupable Pillow_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 CoffeeTable_bar_01) (objectAtLocation Candle_bar_01 loc_bar_03) (pickupable Candle_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 ArmChair_bar_01) (objectAtLocation Box_bar_01 loc_bar_01) (pickupable Box_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Shelf_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_12) (pickupable KeyChain_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Drawer_bar_03) (objectAtLocation Watch_bar_01 loc_bar_07) (pickupable Watch_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Shelf_bar_05) (objectAtLocation Bowl_bar_02 loc_bar_16) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 GarbageCan_bar_01) (objectAtLocation Pencil_bar_01 loc_bar_10) (pickupable Pencil_bar_01)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 CoffeeTable_bar_01) (objectAtLocation Vase_bar_01 loc_bar_03) (pickupable Vase_bar_01)
  (objectType Candle_bar_02 CandleType) (inReceptacle Candle_bar_02 Drawer_bar_05) (objectAtLocation Candle_bar_02 loc_bar_09) (pickupable Candle_bar_02)
  (objectType RemoteControl_bar_02 RemoteControlType) (inReceptacle RemoteControl_bar_02 Sofa_bar_01) (objectAtLocation RemoteControl_bar_02 loc_bar_23) (pickupable RemoteControl_bar_02)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 Shelf_bar_05) (objectAtLocation Watch_bar_02 loc_bar_16) (pickupable Watch_bar_02)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 CoffeeTable_bar_02) (objectAtLocation Statue_bar_01 loc_bar_04) (pickupable Statue_bar_01)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 Sofa_bar_01) (objectAtLocation Newspaper_bar_01 loc_bar_23) (pickupable Newspaper_bar_01)
  (objectType WateringCan_bar_02 WateringCanType) (inReceptacle WateringCan_bar_02 SideTable_bar_02) (objectAtLocation WateringCan_bar_02 loc_bar_22) (pickupable WateringCan_bar_02)
  (objectType Statue_bar_02 StatueType) (inReceptacle Statue_bar_02 Shelf_bar_01) (objectAtLocation Statue_bar_02 loc_bar_12) (pickupable Statue_bar_02)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType RemoteControlType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CandleType)
  (canContain CabinetType MugType)
  (canContain CabinetType NewspaperType)
  (canContain CabinetType VaseType)
  (canContain CabinetType WateringCanType)
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
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PencilType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType PencilType)
  (canContain OttomanType BoxType)
  (canContain OttomanType CreditCardType)
  (canContain OttomanType KeyChainType)
  (canContain OttomanType LaptopType)
  (canContain OttomanType NewspaperType)
  (canContain OttomanType PillowType)
  (canContain OttomanType RemoteControlType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PencilType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType StatueType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
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
  (canContain SideTableType StatueType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BoxType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType LaptopType)
  (canContain SofaType NewspaperType)
  (canContain SofaType PillowType)
  (canContain SofaType RemoteControlType)
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
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
