(define (problem plan_kitchen_9)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  ButterKnifeType - otype
  EggType - otype
  ForkType - otype
  KnifeType - otype
  LadleType - otype
  LettuceType - otype
  MugType - otype
  PotType - otype
  PotatoType - otype
  SaltShakerType - otype
  SpatulaType - otype
  TomatoType - otype
  CabinetType - rtype
  CoffeeMachineType - rtype
  CounterTopType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  StoveBurnerType - rtype
  ToasterType - rtype
  Mug_bar_01 - object
  Mug_bar_02 - object
  SaltShaker_bar_01 - object
  Pot_bar_01 - object
  SaltShaker_bar_02 - object
  ButterKnife_bar_01 - object
  Potato_bar_01 - object
  Fork_bar_01 - object
  Lettuce_bar_01 - object
  Spatula_bar_01 - object
  Egg_bar_01 - object
  SaltShaker_bar_03 - object
  Bread_bar_01 - object
  Ladle_bar_01 - object
  Knife_bar_01 - object
  Lettuce_bar_02 - object
  Tomato_bar_01 - object
  Bread_bar_02 - object
  Fork_bar_02 - object
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
  Cabinet_bar_13 - receptacle
  Cabinet_bar_14 - receptacle
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Sink_bar_01_bar_SinkBasin - receptacle
  Sink_bar_02_bar_SinkBasin - receptacle
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
  loc_bar_30 - location
  loc_bar_31 - location
  loc_bar_32 - location
  loc_bar_33 - location
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
  (receptacleAtLocation Cabinet_bar_13 loc_bar_13)
  (receptacleType Cabinet_bar_13 CabinetType)
  (openable Cabinet_bar_13)
  (receptacleAtLocation Cabinet_bar_14 loc_bar_14)
  (receptacleType Cabinet_bar_14 CabinetType)
  (openable Cabinet_bar_14)
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_15)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_16)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_17)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_18)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_19)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_20)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_21)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_22)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_23)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Fridge_bar_01 loc_bar_24)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_25)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_26)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_27)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_28)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_29)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_30)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_31)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_32)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_33)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Fridge_bar_01) (objectAtLocation Mug_bar_01 loc_bar_24) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Mug_bar_02 loc_bar_27) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Cabinet_bar_08) (objectAtLocation SaltShaker_bar_01 loc_bar_08) (pickupable SaltShaker_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 DiningTable_bar_01) (objectAtLocation Pot_bar_01 loc_bar_17) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType SaltShaker_bar_02 SaltShakerType) (inReceptacle SaltShaker_bar_02 Cabinet_bar_03) (objectAtLocation SaltShaker_bar_02 loc_bar_03) (pickupable SaltShaker_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_27) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 DiningTable_bar_01) (objectAtLocation Potato_bar_01 loc_bar_17) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 Drawer_bar_04) (objectAtLocation Fork_bar_01 loc_bar_21) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 Fridge_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_24) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Spatula_bar_01 loc_bar_28) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 CounterTop_bar_01) (objectAtLocation Egg_bar_01 loc_bar_16) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType SaltShaker_bar_03 SaltShakerType) (inReceptacle SaltShaker_bar_03 CounterTop_bar_01) (objectAtLocation SaltShaker_bar_03 loc_bar_16) (pickupable SaltShaker_bar_03)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 GarbageCan_bar_01) (objectAtLocation Bread_bar_01 loc_bar_25) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 DiningTable_bar_01) (objectAtLocation Ladle_bar_01 loc_bar_17) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 CounterTop_bar_01) (objectAtLocation Knife_bar_01 loc_bar_16) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Lettuce_bar_02 LettuceType) (inReceptacle Lettuce_bar_02 GarbageCan_bar_01) (objectAtLocation Lettuce_bar_02 loc_bar_25) (pickupable Lettuce_bar_02) (cleanable Lettuce_bar_02) (coolable Lettuce_bar_02) (sliceable Lettuce_bar_02)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 DiningTable_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_17) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Bread_bar_02 BreadType) (inReceptacle Bread_bar_02 GarbageCan_bar_01) (objectAtLocation Bread_bar_02 loc_bar_25) (pickupable Bread_bar_02) (heatable Bread_bar_02) (coolable Bread_bar_02) (sliceable Bread_bar_02)
  (objectType Fork_bar_02 ForkType) (inReceptacle Fork_bar_02 Drawer_bar_06) (objectAtLocation Fork_bar_02 loc_bar_23) (pickupable Fork_bar_02) (cleanable Fork_bar_02)
  (canContain CabinetType LadleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType LadleType)
  (canContain DiningTableType LettuceType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PotType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SaltShakerType)
  (canContain DiningTableType SpatulaType)
  (canContain DiningTableType TomatoType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SpatulaType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType TomatoType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
