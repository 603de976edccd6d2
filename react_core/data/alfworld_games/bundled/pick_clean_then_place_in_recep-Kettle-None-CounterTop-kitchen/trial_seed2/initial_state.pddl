(define (problem plan_kitchen_2)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  BreadType - otype
  ButterKnifeType - otype
  CreditCardType - otype
  EggType - otype
  ForkType - otype
  GlassbottleType - otype
  KettleType - otype
  KnifeType - otype
  MugType - otype
  PanType - otype
  PlateType - otype
  PotType - otype
  PotatoType - otype
  SoapBottleType - otype
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
  Kettle_bar_01 - object
  Glassbottle_bar_01 - object
  Potato_bar_01 - object
  Bread_bar_01 - object
  Egg_bar_01 - object
  Apple_bar_01 - object
  Fork_bar_01 - object
  Mug_bar_01 - object
  Pan_bar_01 - object
  ButterKnife_bar_01 - object
  Pot_bar_01 - object
  Bowl_bar_01 - object
  Knife_bar_01 - object
  SoapBottle_bar_01 - object
  Knife_bar_02 - object
  Potato_bar_02 - object
  Pan_bar_02 - object
  Glassbottle_bar_02 - object
  Pot_bar_02 - object
  Plate_bar_01 - object
  Egg_bar_02 - object
  CreditCard_bar_01 - object
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
  loc_bar_33 - location
  loc_bar_34 - location
  loc_bar_35 - location
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
  (receptacleAtLocation Drawer_bar_05 loc_bar_20)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_21)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_22)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_23)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Drawer_bar_09 loc_bar_24)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Drawer_bar_10 loc_bar_25)
  (receptacleType Drawer_bar_10 DrawerType)
  (openable Drawer_bar_10)
  (receptacleAtLocation Fridge_bar_01 loc_bar_26)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_27)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_28)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_29)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_30)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_31)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_32)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_33)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_34)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_35)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 DiningTable_bar_01) (objectAtLocation Kettle_bar_01 loc_bar_15) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 DiningTable_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_15) (pickupable Glassbottle_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 DiningTable_bar_01) (objectAtLocation Potato_bar_01 loc_bar_15) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 CounterTop_bar_01) (objectAtLocation Bread_bar_01 loc_bar_14) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 Fridge_bar_01) (objectAtLocation Egg_bar_01 loc_bar_26) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Apple_bar_01 loc_bar_29) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 CounterTop_bar_01) (objectAtLocation Fork_bar_01 loc_bar_14) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Mug_bar_01 loc_bar_29) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Pan_bar_01 loc_bar_29) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_29) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 StoveBurner_bar_03) (objectAtLocation Pot_bar_01 loc_bar_33) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 DiningTable_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_15) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 CounterTop_bar_01) (objectAtLocation Knife_bar_01 loc_bar_14) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 Drawer_bar_08) (objectAtLocation SoapBottle_bar_01 loc_bar_23) (pickupable SoapBottle_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 DiningTable_bar_01) (objectAtLocation Knife_bar_02 loc_bar_15) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType Potato_bar_02 PotatoType) (inReceptacle Potato_bar_02 CounterTop_bar_01) (objectAtLocation Potato_bar_02 loc_bar_14) (pickupable Potato_bar_02) (cleanable Potato_bar_02) (heatable Potato_bar_02) (coolable Potato_bar_02) (sliceable Potato_bar_02)
  (objectType Pan_bar_02 PanType) (inReceptacle Pan_bar_02 StoveBurner_bar_03) (objectAtLocation Pan_bar_02 loc_bar_33) (pickupable Pan_bar_02) (cleanable Pan_bar_02) (coolable Pan_bar_02)
  (objectType Glassbottle_bar_02 GlassbottleType) (inReceptacle Glassbottle_bar_02 Cabinet_bar_09) (objectAtLocation Glassbottle_bar_02 loc_bar_09) (pickupable Glassbottle_bar_02)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Pot_bar_02 loc_bar_29) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 CounterTop_bar_01) (objectAtLocation Plate_bar_01 loc_bar_14) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Egg_bar_02 EggType) (inReceptacle Egg_bar_02 DiningTable_bar_01) (objectAtLocation Egg_bar_02 loc_bar_15) (pickupable Egg_bar_02) (cleanable Egg_bar_02) (heatable Egg_bar_02) (coolable Egg_bar_02) (sliceable Egg_bar_02)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 DiningTable_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_15) (pickupable CreditCard_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType SoapBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SoapBottleType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType PotType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SoapBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType SoapBottleType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType SoapBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
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
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
