(define (problem plan_kitchen_3)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CreditCardType - otype
  CupType - otype
  DishSpongeType - otype
  ForkType - otype
  GlassbottleType - otype
  KnifeType - otype
  PlateType - otype
  PotType - otype
  PotatoType - otype
  SpatulaType - otype
  SpoonType - otype
  WineBottleType - otype
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
  Plate_bar_01 - object
  WineBottle_bar_01 - object
  Knife_bar_01 - object
  Knife_bar_02 - object
  Pot_bar_01 - object
  CreditCard_bar_01 - object
  Spatula_bar_01 - object
  Spatula_bar_02 - object
  Spoon_bar_01 - object
  Glassbottle_bar_01 - object
  Potato_bar_01 - object
  Pot_bar_02 - object
  Potato_bar_02 - object
  Glassbottle_bar_02 - object
  Pot_bar_03 - object
  Fork_bar_01 - object
  Bowl_bar_01 - object
  DishSponge_bar_01 - object
  Cup_bar_01 - object
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
  CounterTop_bar_03 - receptacle
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
  (receptacleAtLocation CounterTop_bar_03 loc_bar_14)
  (receptacleType CounterTop_bar_03 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_15)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_16)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_17)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Fridge_bar_01 loc_bar_18)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_19)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_20)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_21)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_22)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_23)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_24)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_25)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_26)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_27)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_28)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 CounterTop_bar_03) (objectAtLocation Plate_bar_01 loc_bar_14) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Cabinet_bar_06) (objectAtLocation WineBottle_bar_01 loc_bar_06) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 CounterTop_bar_02) (objectAtLocation Knife_bar_01 loc_bar_13) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 Drawer_bar_02) (objectAtLocation Knife_bar_02 loc_bar_16) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Shelf_bar_01) (objectAtLocation Pot_bar_01 loc_bar_21) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Shelf_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_21) (pickupable CreditCard_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 CounterTop_bar_01) (objectAtLocation Spatula_bar_01 loc_bar_12) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType Spatula_bar_02 SpatulaType) (inReceptacle Spatula_bar_02 CounterTop_bar_01) (objectAtLocation Spatula_bar_02 loc_bar_12) (pickupable Spatula_bar_02) (cleanable Spatula_bar_02)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spoon_bar_01 loc_bar_22) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Microwave_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_20) (pickupable Glassbottle_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 CounterTop_bar_03) (objectAtLocation Potato_bar_01 loc_bar_14) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 StoveBurner_bar_04) (objectAtLocation Pot_bar_02 loc_bar_27) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (objectType Potato_bar_02 PotatoType) (inReceptacle Potato_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Potato_bar_02 loc_bar_22) (pickupable Potato_bar_02) (cleanable Potato_bar_02) (heatable Potato_bar_02) (coolable Potato_bar_02) (sliceable Potato_bar_02)
  (objectType Glassbottle_bar_02 GlassbottleType) (inReceptacle Glassbottle_bar_02 Microwave_bar_01) (objectAtLocation Glassbottle_bar_02 loc_bar_20) (pickupable Glassbottle_bar_02)
  (objectType Pot_bar_03 PotType) (inReceptacle Pot_bar_03 CounterTop_bar_01) (objectAtLocation Pot_bar_03 loc_bar_12) (pickupable Pot_bar_03) (cleanable Pot_bar_03) (coolable Pot_bar_03)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 CounterTop_bar_01) (objectAtLocation Fork_bar_01 loc_bar_12) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Bowl_bar_01 loc_bar_22) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Shelf_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_21) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Cabinet_bar_04) (objectAtLocation Cup_bar_01 loc_bar_04) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType CupType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType PlateType)
  (canContain ShelfType PotType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
