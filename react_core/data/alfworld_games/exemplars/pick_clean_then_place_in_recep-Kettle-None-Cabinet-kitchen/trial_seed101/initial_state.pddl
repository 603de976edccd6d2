(define (problem plan_kitchen_101)
(:domain alfred)
(:objects
  agent1 - agent
  ButterKnifeType - otype
  DishSpongeType - otype
  KettleType - otype
  MugType - otype
  PanType - otype
  PaperTowelType - otype
  PepperShakerType - otype
  PotType - otype
  PotatoType - otype
  SoapBottleType - otype
  SpoonType - otype
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
  Kettle_bar_01 - object
  Kettle_bar_02 - object
  Kettle_bar_03 - object
  Pan_bar_01 - object
  Pot_bar_01 - object
  Mug_bar_01 - object
  PepperShaker_bar_01 - object
  Spoon_bar_01 - object
  Mug_bar_02 - object
  DishSponge_bar_01 - object
  SoapBottle_bar_01 - object
  PepperShaker_bar_02 - object
  ButterKnife_bar_01 - object
  PaperTowel_bar_01 - object
  Pot_bar_02 - object
  Potato_bar_01 - object
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
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Shelf_bar_01 - receptacle
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
  (receptacleAtLocation Fridge_bar_01 loc_bar_21)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_22)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_23)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_24)
  (receptacleType Shelf_bar_01 ShelfType)
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
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 Shelf_bar_01) (objectAtLocation Kettle_bar_01 loc_bar_24) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Kettle_bar_02 KettleType) (inReceptacle Kettle_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Kettle_bar_02 loc_bar_25) (pickupable Kettle_bar_02) (cleanable Kettle_bar_02)
  (objectType Kettle_bar_03 KettleType) (inReceptacle Kettle_bar_03 DiningTable_bar_01) (objectAtLocation Kettle_bar_03 loc_bar_17) (pickupable Kettle_bar_03) (cleanable Kettle_bar_03)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Fridge_bar_01) (objectAtLocation Pan_bar_01 loc_bar_21) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Pot_bar_01 loc_bar_26) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 CoffeeMachine_bar_01) (objectAtLocation Mug_bar_01 loc_bar_15) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 Shelf_bar_01) (objectAtLocation PepperShaker_bar_01 loc_bar_24) (pickupable PepperShaker_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Spoon_bar_01 loc_bar_26) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Shelf_bar_01) (objectAtLocation Mug_bar_02 loc_bar_24) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Drawer_bar_02) (objectAtLocation DishSponge_bar_01 loc_bar_19) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 CounterTop_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_16) (pickupable SoapBottle_bar_01)
  (objectType PepperShaker_bar_02 PepperShakerType) (inReceptacle PepperShaker_bar_02 Drawer_bar_01) (objectAtLocation PepperShaker_bar_02 loc_bar_18) (pickupable PepperShaker_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 CounterTop_bar_01) (objectAtLocation ButterKnife_bar_01 loc_bar_16) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 GarbageCan_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_22) (pickupable PaperTowel_bar_01)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 CounterTop_bar_01) (objectAtLocation Pot_bar_02 loc_bar_16) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Microwave_bar_01) (objectAtLocation Potato_bar_01 loc_bar_23) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType KettleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PotType)
  (canContain CabinetType SoapBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpoonType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType DishSpongeType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PaperTowelType)
  (canContain DiningTableType PepperShakerType)
  (canContain DiningTableType PotType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SoapBottleType)
  (canContain DiningTableType SpoonType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType SoapBottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType KettleType)
  (canContain ShelfType MugType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType PepperShakerType)
  (canContain ShelfType PotType)
  (canContain ShelfType SoapBottleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o KettleType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
