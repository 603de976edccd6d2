(define (problem plan_kitchen_2)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  ButterKnifeType - otype
  DishSpongeType - otype
  GlassbottleType - otype
  KettleType - otype
  KnifeType - otype
  LadleType - otype
  LettuceType - otype
  MugType - otype
  PanType - otype
  PotType - otype
  CabinetType - rtype
  CoffeeMachineType - rtype
  CounterTopType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  StoveBurnerType - rtype
  ToasterType - rtype
  Pot_bar_01 - object
  Pot_bar_02 - object
  Pot_bar_03 - object
  Knife_bar_01 - object
  Glassbottle_bar_01 - object
  Pan_bar_01 - object
  ButterKnife_bar_01 - object
  Ladle_bar_01 - object
  Kettle_bar_01 - object
  Lettuce_bar_01 - object
  Mug_bar_01 - object
  Bread_bar_01 - object
  Ladle_bar_02 - object
  DishSponge_bar_01 - object
  Knife_bar_02 - object
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  Cabinet_bar_07 - receptacle
  Cabinet_bar_08 - receptacle
  Cabinet_bar_09 - receptacle
  Cabinet_bar_10 - receptacle
  Cabinet_bar_11 - receptacle
  Cabinet_bar_12 - receptacle
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Sink_bar_01_bar_SinkBasin - receptacle
  StoveBurner_bar_01 - receptacle
  StoveBurner_bar_02 - receptacle
  StoveBurner_bar_03 - receptacle
  StoveBurner_bar_04 - receptacle
  Toaster_bar_01 - receptacle
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
  (receptacleAtLocation Cabinet_bar_01 loc_bar_01)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation Cabinet_bar_02 loc_bar_02)
  (receptacleType Cabinet_bar_02 CabinetType)
  (openable Cabinet_bar_02)
  (receptacleAtLocation Cabinet_bar_03 loc_bar_03)
  (receptacleType Cabinet_bar_03 CabinetType)
  (openable Cabinet_bar_03)
  (receptacleAtLocation Cabinet_bar_04 loc_bar_04)
  (receptacleType Cabinet_bar_04 CabinetType)
  (openable Cabinet_bar_04)
  (receptacleAtLocation Cabinet_bar_05 loc_bar_05)
  (receptacleType Cabinet_bar_05 CabinetType)
  (openable Cabinet_bar_05)
  (receptacleAtLocation Cabinet_bar_06 loc_bar_06)
  (receptacleType Cabinet_bar_06 CabinetType)
  (openable Cabinet_bar_06)
  (receptacleAtLocation Cabinet_bar_07 loc_bar_07)
  (receptacleType Cabinet_bar_07 CabinetType)
  (openable Cabinet_bar_07)
  (receptacleAtLocation Cabinet_bar_08 loc_bar_08)
  (receptacleType Cabinet_bar_08 CabinetType)
  (openable Cabinet_bar_08)
  (receptacleAtLocation Cabinet_bar_09 loc_bar_09)
  (receptacleType Cabinet_bar_09 CabinetType)
  (openable Cabinet_bar_09)
  (receptacleAtLocation Cabinet_bar_10 loc_bar_10)
  (receptacleType Cabinet_bar_10 CabinetType)
  (openable Cabinet_bar_10)
  (receptacleAtLocation Cabinet_bar_11 loc_bar_11)
  (receptacleType Cabinet_bar_11 CabinetType)
  (openable Cabinet_bar_11)
  (receptacleAtLocation Cabinet_bar_12 loc_bar_12)
  (receptacleType Cabinet_bar_12 CabinetType)
  (openable Cabinet_bar_12)
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_13)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_14)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_15)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_16)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_17)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_18)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_19)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Fridge_bar_01 loc_bar_20)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_21)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_22)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_23)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_24)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_25)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_26)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_27)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_28)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_29)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 CounterTop_bar_01) (objectAtLocation Pot_bar_01 loc_bar_14) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 StoveBurner_bar_03) (objectAtLocation Pot_bar_02 loc_bar_27) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (objectType Pot_bar_03 PotType) (inReceptacle Pot_bar_03 DiningTable_bar_01) (objectAtLocation Pot_bar_03 loc_bar_15) (pickupable Pot_bar_03) (cleanable Pot_bar_03) (coolable Pot_bar_03)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 CounterTop_bar_01) (objectAtLocation Knife_bar_01 loc_bar_14) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Glassbottle_bar_01 loc_bar_24) (pickupable Glassbottle_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Fridge_bar_01) (objectAtLocation Pan_bar_01 loc_bar_20) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 CounterTop_bar_01) (objectAtLocation ButterKnife_bar_01 loc_bar_14) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Ladle_bar_01 loc_bar_24) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 StoveBurner_bar_04) (objectAtLocation Kettle_bar_01 loc_bar_28) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 Fridge_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_20) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_01) (objectAtLocation Mug_bar_01 loc_bar_23) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 GarbageCan_bar_01) (objectAtLocation Bread_bar_01 loc_bar_21) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Ladle_bar_02 LadleType) (inReceptacle Ladle_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Ladle_bar_02 loc_bar_24) (pickupable Ladle_bar_02) (cleanable Ladle_bar_02)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation DishSponge_bar_01 loc_bar_24) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 DiningTable_bar_01) (objectAtLocation Knife_bar_02 loc_bar_15) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PotType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PotType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType DishSpongeType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType LadleType)
  (canContain DiningTableType LettuceType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PotType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType LettuceType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType KettleType)
  (canContain ShelfType MugType)
  (canContain ShelfType PotType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
