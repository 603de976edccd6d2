(define (problem plan_kitchen_6)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  ButterKnifeType - otype
  CreditCardType - otype
  CupType - otype
  EggType - otype
  ForkType - otype
  KettleType - otype
  KnifeType - otype
  LadleType - otype
  MugType - otype
  PanType - otype
  PepperShakerType - otype
  PotatoType - otype
  SoapBottleType - otype
  SpoonType - otype
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
  Apple_bar_01 - object
  Apple_bar_02 - object
  Apple_bar_03 - object
  Kettle_bar_01 - object
  CreditCard_bar_01 - object
  Fork_bar_01 - object
  Egg_bar_01 - object
  SoapBottle_bar_01 - object
  Potato_bar_01 - object
  Egg_bar_02 - object
  PepperShaker_bar_01 - object
  Cup_bar_01 - object
  Kettle_bar_02 - object
  Bread_bar_01 - object
  ButterKnife_bar_01 - object
  Pan_bar_01 - object
  Mug_bar_01 - object
  Fork_bar_02 - object
  Ladle_bar_01 - object
  Pan_bar_02 - object
  Ladle_bar_02 - object
  Fork_bar_03 - object
  Spoon_bar_01 - object
  SoapBottle_bar_02 - object
  Mug_bar_02 - object
  Tomato_bar_01 - object
  Kettle_bar_03 - object
  PepperShaker_bar_02 - object
  SoapBottle_bar_03 - object
  Knife_bar_01 - object
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
  CounterTop_bar_02 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
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
  (receptacleAtLocation CounterTop_bar_02 loc_bar_15)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_16)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_17)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_18)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_19)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Fridge_bar_01 loc_bar_20)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_21)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_22)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
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
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Apple_bar_01 loc_bar_23) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 DiningTable_bar_01) (objectAtLocation Apple_bar_02 loc_bar_16) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType Apple_bar_03 AppleType) (inReceptacle Apple_bar_03 Fridge_bar_01) (objectAtLocation Apple_bar_03 loc_bar_20) (pickupable Apple_bar_03) (cleanable Apple_bar_03) (heatable Apple_bar_03) (coolable Apple_bar_03) (sliceable Apple_bar_03)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Kettle_bar_01 loc_bar_24) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 DiningTable_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_16) (pickupable CreditCard_bar_01)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 Drawer_bar_02) (objectAtLocation Fork_bar_01 loc_bar_18) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 GarbageCan_bar_01) (objectAtLocation Egg_bar_01 loc_bar_21) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 GarbageCan_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_21) (pickupable SoapBottle_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Microwave_bar_01) (objectAtLocation Potato_bar_01 loc_bar_22) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Egg_bar_02 EggType) (inReceptacle Egg_bar_02 CounterTop_bar_01) (objectAtLocation Egg_bar_02 loc_bar_14) (pickupable Egg_bar_02) (cleanable Egg_bar_02) (heatable Egg_bar_02) (coolable Egg_bar_02) (sliceable Egg_bar_02)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 Cabinet_bar_11) (objectAtLocation PepperShaker_bar_01 loc_bar_11) (pickupable PepperShaker_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Fridge_bar_01) (objectAtLocation Cup_bar_01 loc_bar_20) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType Kettle_bar_02 KettleType) (inReceptacle Kettle_bar_02 Cabinet_bar_05) (objectAtLocation Kettle_bar_02 loc_bar_05) (pickupable Kettle_bar_02) (cleanable Kettle_bar_02)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 Microwave_bar_01) (objectAtLocation Bread_bar_01 loc_bar_22) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_24) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Fridge_bar_01) (objectAtLocation Pan_bar_01 loc_bar_20) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 CoffeeMachine_bar_01) (objectAtLocation Mug_bar_01 loc_bar_13) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Fork_bar_02 ForkType) (inReceptacle Fork_bar_02 DiningTable_bar_01) (objectAtLocation Fork_bar_02 loc_bar_16) (pickupable Fork_bar_02) (cleanable Fork_bar_02)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 Cabinet_bar_02) (objectAtLocation Ladle_bar_01 loc_bar_02) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Pan_bar_02 PanType) (inReceptacle Pan_bar_02 StoveBurner_bar_01) (objectAtLocation Pan_bar_02 loc_bar_25) (pickupable Pan_bar_02) (cleanable Pan_bar_02) (coolable Pan_bar_02)
  (objectType Ladle_bar_02 LadleType) (inReceptacle Ladle_bar_02 Cabinet_bar_01) (objectAtLocation Ladle_bar_02 loc_bar_01) (pickupable Ladle_bar_02) (cleanable Ladle_bar_02)
  (objectType Fork_bar_03 ForkType) (inReceptacle Fork_bar_03 CounterTop_bar_01) (objectAtLocation Fork_bar_03 loc_bar_14) (pickupable Fork_bar_03) (cleanable Fork_bar_03)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 CounterTop_bar_01) (objectAtLocation Spoon_bar_01 loc_bar_14) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType SoapBottle_bar_02 SoapBottleType) (inReceptacle SoapBottle_bar_02 Cabinet_bar_01) (objectAtLocation SoapBottle_bar_02 loc_bar_01) (pickupable SoapBottle_bar_02)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 CoffeeMachine_bar_01) (objectAtLocation Mug_bar_02 loc_bar_13) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 GarbageCan_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_21) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Kettle_bar_03 KettleType) (inReceptacle Kettle_bar_03 Cabinet_bar_10) (objectAtLocation Kettle_bar_03 loc_bar_10) (pickupable Kettle_bar_03) (cleanable Kettle_bar_03)
  (objectType PepperShaker_bar_02 PepperShakerType) (inReceptacle PepperShaker_bar_02 DiningTable_bar_01) (objectAtLocation PepperShaker_bar_02 loc_bar_16) (pickupable PepperShaker_bar_02)
  (objectType SoapBottle_bar_03 SoapBottleType) (inReceptacle SoapBottle_bar_03 Drawer_bar_03) (objectAtLocation SoapBottle_bar_03 loc_bar_19) (pickupable SoapBottle_bar_03)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 DiningTable_bar_01) (objectAtLocation Knife_bar_01 loc_bar_16) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (canContain CabinetType CupType)
  (canContain CabinetType KettleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType LadleType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PepperShakerType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SoapBottleType)
  (canContain DiningTableType SpoonType)
  (canContain DiningTableType TomatoType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (canContain SinkBasinType TomatoType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
