(define (problem plan_kitchen_7)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  CupType - otype
  DishSpongeType - otype
  EggType - otype
  KnifeType - otype
  LadleType - otype
  LettuceType - otype
  MugType - otype
  PepperShakerType - otype
  PotatoType - otype
  SaltShakerType - otype
  TomatoType - otype
  CabinetType - rtype
  CoffeeMachineType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  StoveBurnerType - rtype
  ToasterType - rtype
  Potato_bar_01 - object
  Potato_bar_02 - object
  Potato_bar_03 - object
  Ladle_bar_01 - object
  PepperShaker_bar_01 - object
  Apple_bar_01 - object
  Cup_bar_01 - object
  Egg_bar_01 - object
  Mug_bar_01 - object
  Tomato_bar_01 - object
  Lettuce_bar_01 - object
  Bread_bar_01 - object
  Ladle_bar_02 - object
  Knife_bar_01 - object
  Lettuce_bar_02 - object
  Tomato_bar_02 - object
  Cup_bar_02 - object
  SaltShaker_bar_01 - object
  DishSponge_bar_01 - object
  Knife_bar_02 - object
  SaltShaker_bar_02 - object
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
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
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
  (receptacleAtLocation Drawer_bar_01 loc_bar_15)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_16)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_17)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_18)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_19)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
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
  (receptacleAtLocation Shelf_bar_02 loc_bar_24)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_25)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_26)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_27)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_28)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_29)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_30)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_31)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Fridge_bar_01) (objectAtLocation Potato_bar_01 loc_bar_20) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Potato_bar_02 PotatoType) (inReceptacle Potato_bar_02 Microwave_bar_01) (objectAtLocation Potato_bar_02 loc_bar_22) (pickupable Potato_bar_02) (cleanable Potato_bar_02) (heatable Potato_bar_02) (coolable Potato_bar_02) (sliceable Potato_bar_02)
  (objectType Potato_bar_03 PotatoType) (inReceptacle Potato_bar_03 Sink_bar_01_bar_SinkBasin) (objectAtLocation Potato_bar_03 loc_bar_25) (pickupable Potato_bar_03) (cleanable Potato_bar_03) (heatable Potato_bar_03) (coolable Potato_bar_03) (sliceable Potato_bar_03)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Ladle_bar_01 loc_bar_25) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 CounterTop_bar_01) (objectAtLocation PepperShaker_bar_01 loc_bar_14) (pickupable PepperShaker_bar_01)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Apple_bar_01 loc_bar_26) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Shelf_bar_01) (objectAtLocation Cup_bar_01 loc_bar_23) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 CounterTop_bar_01) (objectAtLocation Egg_bar_01 loc_bar_14) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Mug_bar_01 loc_bar_26) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 Fridge_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_20) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 GarbageCan_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_21) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 GarbageCan_bar_01) (objectAtLocation Bread_bar_01 loc_bar_21) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Ladle_bar_02 LadleType) (inReceptacle Ladle_bar_02 CounterTop_bar_01) (objectAtLocation Ladle_bar_02 loc_bar_14) (pickupable Ladle_bar_02) (cleanable Ladle_bar_02)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Drawer_bar_02) (objectAtLocation Knife_bar_01 loc_bar_16) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Lettuce_bar_02 LettuceType) (inReceptacle Lettuce_bar_02 Fridge_bar_01) (objectAtLocation Lettuce_bar_02 loc_bar_20) (pickupable Lettuce_bar_02) (cleanable Lettuce_bar_02) (coolable Lettuce_bar_02) (sliceable Lettuce_bar_02)
  (objectType Tomato_bar_02 TomatoType) (inReceptacle Tomato_bar_02 Fridge_bar_01) (objectAtLocation Tomato_bar_02 loc_bar_20) (pickupable Tomato_bar_02) (cleanable Tomato_bar_02) (heatable Tomato_bar_02) (coolable Tomato_bar_02) (sliceable Tomato_bar_02)
  (objectType Cup_bar_02 CupType) (inReceptacle Cup_bar_02 Microwave_bar_01) (objectAtLocation Cup_bar_02 loc_bar_22) (pickupable Cup_bar_02) (cleanable Cup_bar_02) (heatable Cup_bar_02) (coolable Cup_bar_02)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Cabinet_bar_05) (objectAtLocation SaltShaker_bar_01 loc_bar_05) (pickupable SaltShaker_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 GarbageCan_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_21) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 CounterTop_bar_01) (objectAtLocation Knife_bar_02 loc_bar_14) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType SaltShaker_bar_02 SaltShakerType) (inReceptacle SaltShaker_bar_02 Shelf_bar_02) (objectAtLocation SaltShaker_bar_02 loc_bar_24) (pickupable SaltShaker_bar_02)
  (canContain CabinetType CupType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType LadleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType SaltShakerType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType TomatoType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SaltShakerType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType CupType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType MugType)
  (canContain ShelfType PepperShakerType)
  (canContain ShelfType SaltShakerType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType TomatoType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
