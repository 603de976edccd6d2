(define (problem plan_kitchen_102)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  ButterKnifeType - otype
  DishSpongeType - otype
  LadleType - otype
  PanType - otype
  PotatoType - otype
  SaltShakerType - otype
  SoapBottleType - otype
  SpoonType - otype
  TomatoType - otype
  WineBottleType - otype
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
  Tomato_bar_01 - object
  Tomato_bar_02 - object
  DishSponge_bar_01 - object
  ButterKnife_bar_01 - object
  SaltShaker_bar_01 - object
  Spoon_bar_01 - object
  Ladle_bar_01 - object
  Apple_bar_01 - object
  DishSponge_bar_02 - object
  Pan_bar_01 - object
  SaltShaker_bar_02 - object
  Spoon_bar_02 - object
  WineBottle_bar_01 - object
  Potato_bar_01 - object
  SoapBottle_bar_01 - object
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  Cabinet_bar_07 - receptacle
  Cabinet_bar_08 - receptacle
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  CounterTop_bar_02 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_09)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_10)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation CounterTop_bar_02 loc_bar_11)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_12)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_13)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_14)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_15)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_16)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Fridge_bar_01 loc_bar_17)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_18)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_19)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_20)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_21)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_22)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_23)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_24)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
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
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 GarbageCan_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_18) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Tomato_bar_02 TomatoType) (inReceptacle Tomato_bar_02 GarbageCan_bar_01) (objectAtLocation Tomato_bar_02 loc_bar_18) (pickupable Tomato_bar_02) (cleanable Tomato_bar_02) (heatable Tomato_bar_02) (coolable Tomato_bar_02) (sliceable Tomato_bar_02)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 DiningTable_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_12) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 DiningTable_bar_01) (objectAtLocation ButterKnife_bar_01 loc_bar_12) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Shelf_bar_03) (objectAtLocation SaltShaker_bar_01 loc_bar_22) (pickupable SaltShaker_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 DiningTable_bar_01) (objectAtLocation Spoon_bar_01 loc_bar_12) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 Drawer_bar_04) (objectAtLocation Ladle_bar_01 loc_bar_16) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 DiningTable_bar_01) (objectAtLocation Apple_bar_01 loc_bar_12) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 DiningTable_bar_01) (objectAtLocation DishSponge_bar_02 loc_bar_12) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Cabinet_bar_04) (objectAtLocation Pan_bar_01 loc_bar_04) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType SaltShaker_bar_02 SaltShakerType) (inReceptacle SaltShaker_bar_02 Drawer_bar_03) (objectAtLocation SaltShaker_bar_02 loc_bar_15) (pickupable SaltShaker_bar_02)
  (objectType Spoon_bar_02 SpoonType) (inReceptacle Spoon_bar_02 Sink_bar_02_bar_SinkBasin) (objectAtLocation Spoon_bar_02 loc_bar_24) (pickupable Spoon_bar_02) (cleanable Spoon_bar_02)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Shelf_bar_02) (objectAtLocation WineBottle_bar_01 loc_bar_21) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Fridge_bar_01) (objectAtLocation Potato_bar_01 loc_bar_17) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 DiningTable_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_12) (pickupable SoapBottle_bar_01)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType LadleType)
  (canContain CabinetType PanType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType TomatoType)
  (canContain CounterTopType WineBottleType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType DishSpongeType)
  (canContain DiningTableType LadleType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SaltShakerType)
  (canContain DiningTableType SoapBottleType)
  (canContain DiningTableType SpoonType)
  (canContain DiningTableType TomatoType)
  (canContain DiningTableType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType TomatoType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (canContain SinkBasinType TomatoType)
  (canContain StoveBurnerType PanType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
