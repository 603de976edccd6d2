(define (problem plan_kitchen_2)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  ButterKnifeType - otype
  CreditCardType - otype
  CupType - otype
  EggType - otype
  ForkType - otype
  KettleType - otype
  KnifeType - otype
  LadleType - otype
  MugType - otype
  PlateType - otype
  PotType - otype
  SaltShakerType - otype
  SpatulaType - otype
  SpoonType - otype
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
  Pot_bar_01 - object
  Plate_bar_01 - object
  Ladle_bar_01 - object
  Knife_bar_01 - object
  Ladle_bar_02 - object
  Apple_bar_01 - object
  CreditCard_bar_01 - object
  Kettle_bar_01 - object
  SaltShaker_bar_01 - object
  Spoon_bar_01 - object
  Mug_bar_01 - object
  Cup_bar_01 - object
  Mug_bar_02 - object
  Fork_bar_01 - object
  SaltShaker_bar_02 - object
  ButterKnife_bar_01 - object
  Plate_bar_02 - object
  Cup_bar_02 - object
  Cup_bar_03 - object
  Knife_bar_02 - object
  Spatula_bar_01 - object
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
  Cabinet_bar_15 - receptacle
  Cabinet_bar_16 - receptacle
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
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
  (receptacleAtLocation Cabinet_bar_15 loc_bar_15)
  (receptacleType Cabinet_bar_15 CabinetType)
  (openable Cabinet_bar_15)
  (receptacleAtLocation Cabinet_bar_16 loc_bar_16)
  (receptacleType Cabinet_bar_16 CabinetType)
  (openable Cabinet_bar_16)
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_17)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_18)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_19)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_20)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_21)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_22)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
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
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 Microwave_bar_01) (objectAtLocation Egg_bar_01 loc_bar_25) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 StoveBurner_bar_01) (objectAtLocation Pot_bar_01 loc_bar_27) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Fridge_bar_01) (objectAtLocation Plate_bar_01 loc_bar_23) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Ladle_bar_01 loc_bar_26) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 CounterTop_bar_01) (objectAtLocation Knife_bar_01 loc_bar_18) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Ladle_bar_02 LadleType) (inReceptacle Ladle_bar_02 Cabinet_bar_12) (objectAtLocation Ladle_bar_02 loc_bar_12) (pickupable Ladle_bar_02) (cleanable Ladle_bar_02)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Microwave_bar_01) (objectAtLocation Apple_bar_01 loc_bar_25) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_02) (objectAtLocation CreditCard_bar_01 loc_bar_21) (pickupable CreditCard_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 StoveBurner_bar_01) (objectAtLocation Kettle_bar_01 loc_bar_27) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Drawer_bar_02) (objectAtLocation SaltShaker_bar_01 loc_bar_21) (pickupable SaltShaker_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Drawer_bar_02) (objectAtLocation Spoon_bar_01 loc_bar_21) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Cabinet_bar_16) (objectAtLocation Mug_bar_01 loc_bar_16) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Cabinet_bar_04) (objectAtLocation Cup_bar_01 loc_bar_04) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Cabinet_bar_10) (objectAtLocation Mug_bar_02 loc_bar_10) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 DiningTable_bar_01) (objectAtLocation Fork_bar_01 loc_bar_19) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType SaltShaker_bar_02 SaltShakerType) (inReceptacle SaltShaker_bar_02 CounterTop_bar_01) (objectAtLocation SaltShaker_bar_02 loc_bar_18) (pickupable SaltShaker_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 CounterTop_bar_01) (objectAtLocation ButterKnife_bar_01 loc_bar_18) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 DiningTable_bar_01) (objectAtLocation Plate_bar_02 loc_bar_19) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType Cup_bar_02 CupType) (inReceptacle Cup_bar_02 Fridge_bar_01) (objectAtLocation Cup_bar_02 loc_bar_23) (pickupable Cup_bar_02) (cleanable Cup_bar_02) (heatable Cup_bar_02) (coolable Cup_bar_02)
  (objectType Cup_bar_03 CupType) (inReceptacle Cup_bar_03 Sink_bar_01_bar_SinkBasin) (objectAtLocation Cup_bar_03 loc_bar_26) (pickupable Cup_bar_03) (cleanable Cup_bar_03) (heatable Cup_bar_03) (coolable Cup_bar_03)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 CounterTop_bar_01) (objectAtLocation Knife_bar_02 loc_bar_18) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 CounterTop_bar_01) (objectAtLocation Spatula_bar_01 loc_bar_18) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (canContain CabinetType CupType)
  (canContain CabinetType KettleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType LadleType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType PotType)
  (canContain DiningTableType SaltShakerType)
  (canContain DiningTableType SpatulaType)
  (canContain DiningTableType SpoonType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType EggType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType SpoonType)
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
