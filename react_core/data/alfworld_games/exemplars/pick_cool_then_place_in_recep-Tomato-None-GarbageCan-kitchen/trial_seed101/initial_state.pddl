(define (problem plan_kitchen_101)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  BreadType - otype
  ButterKnifeType - otype
  DishSpongeType - otype
  ForkType - otype
  GlassbottleType - otype
  KettleType - otype
  LadleType - otype
  PanType - otype
  PaperTowelType - otype
  PepperShakerType - otype
  PlateType - otype
  PotType - otype
  SaltShakerType - otype
  SoapBottleType - otype
  TomatoType - otype
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
  Pan_bar_01 - object
  ButterKnife_bar_01 - object
  ButterKnife_bar_02 - object
  Fork_bar_01 - object
  Ladle_bar_01 - object
  Kettle_bar_01 - object
  Pot_bar_01 - object
  Glassbottle_bar_01 - object
  Bread_bar_01 - object
  Pot_bar_02 - object
  ButterKnife_bar_03 - object
  SoapBottle_bar_01 - object
  Bowl_bar_01 - object
  SaltShaker_bar_01 - object
  Bowl_bar_02 - object
  PepperShaker_bar_01 - object
  Plate_bar_01 - object
  Pot_bar_03 - object
  DishSponge_bar_01 - object
  Pot_bar_04 - object
  Pot_bar_05 - object
  PaperTowel_bar_01 - object
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
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  CounterTop_bar_02 - receptacle
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
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_11)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_12)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation CounterTop_bar_02 loc_bar_13)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_14)
  (receptacleType DiningTable_bar_01 DiningTableType)
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
  (receptacleAtLocation Drawer_bar_06 loc_bar_20)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
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
  (receptacleAtLocation Shelf_bar_02 loc_bar_25)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_26)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
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
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 CounterTop_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_12) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Tomato_bar_02 TomatoType) (inReceptacle Tomato_bar_02 CounterTop_bar_01) (objectAtLocation Tomato_bar_02 loc_bar_12) (pickupable Tomato_bar_02) (cleanable Tomato_bar_02) (heatable Tomato_bar_02) (coolable Tomato_bar_02) (sliceable Tomato_bar_02)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 CounterTop_bar_02) (objectAtLocation Pan_bar_01 loc_bar_13) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_26) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType ButterKnife_bar_02 ButterKnifeType) (inReceptacle ButterKnife_bar_02 DiningTable_bar_01) (objectAtLocation ButterKnife_bar_02 loc_bar_14) (pickupable ButterKnife_bar_02) (cleanable ButterKnife_bar_02)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 DiningTable_bar_01) (objectAtLocation Fork_bar_01 loc_bar_14) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 DiningTable_bar_01) (objectAtLocation Ladle_bar_01 loc_bar_14) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 DiningTable_bar_01) (objectAtLocation Kettle_bar_01 loc_bar_14) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Shelf_bar_01) (objectAtLocation Pot_bar_01 loc_bar_24) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 CounterTop_bar_02) (objectAtLocation Glassbottle_bar_01 loc_bar_13) (pickupable Glassbottle_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 Fridge_bar_01) (objectAtLocation Bread_bar_01 loc_bar_21) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 StoveBurner_bar_01) (objectAtLocation Pot_bar_02 loc_bar_27) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (objectType ButterKnife_bar_03 ButterKnifeType) (inReceptacle ButterKnife_bar_03 Drawer_bar_03) (objectAtLocation ButterKnife_bar_03 loc_bar_17) (pickupable ButterKnife_bar_03) (cleanable ButterKnife_bar_03)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 Cabinet_bar_02) (objectAtLocation SoapBottle_bar_01 loc_bar_02) (pickupable SoapBottle_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Shelf_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_24) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Drawer_bar_01) (objectAtLocation SaltShaker_bar_01 loc_bar_15) (pickupable SaltShaker_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 CounterTop_bar_01) (objectAtLocation Bowl_bar_02 loc_bar_12) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 DiningTable_bar_01) (objectAtLocation PepperShaker_bar_01 loc_bar_14) (pickupable PepperShaker_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Shelf_bar_01) (objectAtLocation Plate_bar_01 loc_bar_24) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Pot_bar_03 PotType) (inReceptacle Pot_bar_03 StoveBurner_bar_03) (objectAtLocation Pot_bar_03 loc_bar_29) (pickupable Pot_bar_03) (cleanable Pot_bar_03) (coolable Pot_bar_03)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation DishSponge_bar_01 loc_bar_26) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Pot_bar_04 PotType) (inReceptacle Pot_bar_04 StoveBurner_bar_03) (objectAtLocation Pot_bar_04 loc_bar_29) (pickupable Pot_bar_04) (cleanable Pot_bar_04) (coolable Pot_bar_04)
  (objectType Pot_bar_05 PotType) (inReceptacle Pot_bar_05 CounterTop_bar_01) (objectAtLocation Pot_bar_05 loc_bar_12) (pickupable Pot_bar_05) (cleanable Pot_bar_05) (coolable Pot_bar_05)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 CounterTop_bar_02) (objectAtLocation PaperTowel_bar_01 loc_bar_13) (pickupable PaperTowel_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType DishSpongeType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType LadleType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PaperTowelType)
  (canContain DiningTableType PepperShakerType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType PotType)
  (canContain DiningTableType SaltShakerType)
  (canContain DiningTableType SoapBottleType)
  (canContain DiningTableType TomatoType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType ForkType)
  (canContain DrawerType LadleType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType KettleType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType PepperShakerType)
  (canContain ShelfType PlateType)
  (canContain ShelfType PotType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType SoapBottleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType TomatoType)
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
                            (objectType ?o TomatoType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
