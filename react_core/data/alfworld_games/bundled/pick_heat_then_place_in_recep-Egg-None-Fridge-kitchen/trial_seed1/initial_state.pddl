(define (problem plan_kitchen_1)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  ButterKnifeType - otype
  CellPhoneType - otype
  CreditCardType - otype
  CupType - otype
  DishSpongeType - otype
  EggType - otype
  ForkType - otype
  GlassbottleType - otype
  KettleType - otype
  PlateType - otype
  PotType - otype
  WineBottleType - otype
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
  Egg_bar_01 - object
  Egg_bar_02 - object
  Egg_bar_03 - object
  Fork_bar_01 - object
  Apple_bar_01 - object
  Bread_bar_01 - object
  Apple_bar_02 - object
  Glassbottle_bar_01 - object
  Bread_bar_02 - object
  Plate_bar_01 - object
  Bread_bar_03 - object
  Bread_bar_04 - object
  CreditCard_bar_01 - object
  CreditCard_bar_02 - object
  ButterKnife_bar_01 - object
  Kettle_bar_01 - object
  CellPhone_bar_01 - object
  Cup_bar_01 - object
  DishSponge_bar_01 - object
  Plate_bar_02 - object
  DishSponge_bar_02 - object
  Pot_bar_01 - object
  Plate_bar_03 - object
  Glassbottle_bar_02 - object
  Fork_bar_02 - object
  WineBottle_bar_01 - object
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  Cabinet_bar_07 - receptacle
  Cabinet_bar_08 - receptacle
  Cabinet_bar_09 - receptacle
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
  Drawer_bar_08 - receptacle
  Drawer_bar_09 - receptacle
  Drawer_bar_10 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_10)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_11)
  (receptacleType CounterTop_bar_01 CounterTopType)
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
  (receptacleAtLocation Drawer_bar_05 loc_bar_17)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_18)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_19)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_20)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Drawer_bar_09 loc_bar_21)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Drawer_bar_10 loc_bar_22)
  (receptacleType Drawer_bar_10 DrawerType)
  (openable Drawer_bar_10)
  (receptacleAtLocation Fridge_bar_01 loc_bar_23)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_24)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_25)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_26)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_27)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_28)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_29)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_30)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_31)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_32)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 CounterTop_bar_01) (objectAtLocation Egg_bar_01 loc_bar_11) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Egg_bar_02 EggType) (inReceptacle Egg_bar_02 Microwave_bar_01) (objectAtLocation Egg_bar_02 loc_bar_25) (pickupable Egg_bar_02) (cleanable Egg_bar_02) (heatable Egg_bar_02) (coolable Egg_bar_02) (sliceable Egg_bar_02)
  (objectType Egg_bar_03 EggType) (inReceptacle Egg_bar_03 Microwave_bar_01) (objectAtLocation Egg_bar_03 loc_bar_25) (pickupable Egg_bar_03) (cleanable Egg_bar_03) (heatable Egg_bar_03) (coolable Egg_bar_03) (sliceable Egg_bar_03)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Fork_bar_01 loc_bar_26) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 CounterTop_bar_01) (objectAtLocation Apple_bar_01 loc_bar_11) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 GarbageCan_bar_01) (objectAtLocation Bread_bar_01 loc_bar_24) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Microwave_bar_01) (objectAtLocation Apple_bar_02 loc_bar_25) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Glassbottle_bar_01 loc_bar_26) (pickupable Glassbottle_bar_01)
  (objectType Bread_bar_02 BreadType) (inReceptacle Bread_bar_02 CounterTop_bar_01) (objectAtLocation Bread_bar_02 loc_bar_11) (pickupable Bread_bar_02) (heatable Bread_bar_02) (coolable Bread_bar_02) (sliceable Bread_bar_02)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 CounterTop_bar_01) (objectAtLocation Plate_bar_01 loc_bar_11) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Bread_bar_03 BreadType) (inReceptacle Bread_bar_03 CounterTop_bar_01) (objectAtLocation Bread_bar_03 loc_bar_11) (pickupable Bread_bar_03) (heatable Bread_bar_03) (coolable Bread_bar_03) (sliceable Bread_bar_03)
  (objectType Bread_bar_04 BreadType) (inReceptacle Bread_bar_04 GarbageCan_bar_01) (objectAtLocation Bread_bar_04 loc_bar_24) (pickupable Bread_bar_04) (heatable Bread_bar_04) (coolable Bread_bar_04) (sliceable Bread_bar_04)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_10) (objectAtLocation CreditCard_bar_01 loc_bar_22) (pickupable CreditCard_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 DiningTable_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_12) (pickupable CreditCard_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 DiningTable_bar_01) (objectAtLocation ButterKnife_bar_01 loc_bar_12) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Kettle_bar_01 loc_bar_27) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 DiningTable_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_12) (pickupable CellPhone_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Fridge_bar_01) (objectAtLocation Cup_bar_01 loc_bar_23) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 CounterTop_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_11) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Plate_bar_02 loc_bar_26) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 DiningTable_bar_01) (objectAtLocation DishSponge_bar_02 loc_bar_12) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 StoveBurner_bar_01) (objectAtLocation Pot_bar_01 loc_bar_28) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Plate_bar_03 PlateType) (inReceptacle Plate_bar_03 DiningTable_bar_01) (objectAtLocation Plate_bar_03 loc_bar_12) (pickupable Plate_bar_03) (cleanable Plate_bar_03) (heatable Plate_bar_03) (coolable Plate_bar_03)
  (objectType Glassbottle_bar_02 GlassbottleType) (inReceptacle Glassbottle_bar_02 Sink_bar_02_bar_SinkBasin) (objectAtLocation Glassbottle_bar_02 loc_bar_27) (pickupable Glassbottle_bar_02)
  (objectType Fork_bar_02 ForkType) (inReceptacle Fork_bar_02 Sink_bar_02_bar_SinkBasin) (objectAtLocation Fork_bar_02 loc_bar_27) (pickupable Fork_bar_02) (cleanable Fork_bar_02)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Cabinet_bar_06) (objectAtLocation WineBottle_bar_01 loc_bar_06) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (canContain CabinetType CupType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType WineBottleType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType CellPhoneType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType DishSpongeType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType PotType)
  (canContain DiningTableType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType ForkType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
