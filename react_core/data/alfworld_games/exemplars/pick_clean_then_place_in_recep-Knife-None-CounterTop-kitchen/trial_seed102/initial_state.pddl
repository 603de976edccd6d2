(define (problem plan_kitchen_102)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  CellPhoneType - otype
  CreditCardType - otype
  EggType - otype
  GlassbottleType - otype
  KettleType - otype
  KnifeType - otype
  LettuceType - otype
  MugType - otype
  PaperTowelType - otype
  PepperShakerType - otype
  PlateType - otype
  PotType - otype
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
  SinkBasinType - rtype
  StoveBurnerType - rtype
  ToasterType - rtype
  Knife_bar_01 - object
  Knife_bar_02 - object
  Lettuce_bar_01 - object
  CellPhone_bar_01 - object
  Pot_bar_01 - object
  CreditCard_bar_01 - object
  Glassbottle_bar_01 - object
  Glassbottle_bar_02 - object
  CreditCard_bar_02 - object
  CellPhone_bar_02 - object
  Kettle_bar_01 - object
  WineBottle_bar_01 - object
  CreditCard_bar_03 - object
  PepperShaker_bar_01 - object
  Spatula_bar_01 - object
  Apple_bar_01 - object
  Pot_bar_02 - object
  Bread_bar_01 - object
  Lettuce_bar_02 - object
  Mug_bar_01 - object
  Plate_bar_01 - object
  PaperTowel_bar_01 - object
  Glassbottle_bar_03 - object
  Egg_bar_01 - object
  Spoon_bar_01 - object
  CellPhone_bar_03 - object
  Plate_bar_02 - object
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
  CounterTop_bar_02 - receptacle
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
  loc_bar_36 - location
  loc_bar_37 - location
  loc_bar_38 - location
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
  (receptacleAtLocation CounterTop_bar_02 loc_bar_19)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_20)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_21)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_22)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_23)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_24)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_25)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_26)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_27)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Drawer_bar_09 loc_bar_28)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Drawer_bar_10 loc_bar_29)
  (receptacleType Drawer_bar_10 DrawerType)
  (openable Drawer_bar_10)
  (receptacleAtLocation Fridge_bar_01 loc_bar_30)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_31)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_32)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_33)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_34)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_35)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_36)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_37)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_38)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Drawer_bar_04) (objectAtLocation Knife_bar_01 loc_bar_23) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 Drawer_bar_10) (objectAtLocation Knife_bar_02 loc_bar_29) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 Fridge_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_30) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 CounterTop_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_18) (pickupable CellPhone_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Fridge_bar_01) (objectAtLocation Pot_bar_01 loc_bar_30) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_09) (objectAtLocation CreditCard_bar_01 loc_bar_28) (pickupable CreditCard_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Fridge_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_30) (pickupable Glassbottle_bar_01)
  (objectType Glassbottle_bar_02 GlassbottleType) (inReceptacle Glassbottle_bar_02 CounterTop_bar_01) (objectAtLocation Glassbottle_bar_02 loc_bar_18) (pickupable Glassbottle_bar_02)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 CounterTop_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_18) (pickupable CreditCard_bar_02)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 CounterTop_bar_02) (objectAtLocation CellPhone_bar_02 loc_bar_19) (pickupable CellPhone_bar_02)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 StoveBurner_bar_04) (objectAtLocation Kettle_bar_01 loc_bar_37) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Fridge_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_30) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType CreditCard_bar_03 CreditCardType) (inReceptacle CreditCard_bar_03 CounterTop_bar_01) (objectAtLocation CreditCard_bar_03 loc_bar_18) (pickupable CreditCard_bar_03)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 Cabinet_bar_06) (objectAtLocation PepperShaker_bar_01 loc_bar_06) (pickupable PepperShaker_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 CounterTop_bar_01) (objectAtLocation Spatula_bar_01 loc_bar_18) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Fridge_bar_01) (objectAtLocation Apple_bar_01 loc_bar_30) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 Cabinet_bar_03) (objectAtLocation Pot_bar_02 loc_bar_03) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 GarbageCan_bar_01) (objectAtLocation Bread_bar_01 loc_bar_31) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Lettuce_bar_02 LettuceType) (inReceptacle Lettuce_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Lettuce_bar_02 loc_bar_33) (pickupable Lettuce_bar_02) (cleanable Lettuce_bar_02) (coolable Lettuce_bar_02) (sliceable Lettuce_bar_02)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Cabinet_bar_11) (objectAtLocation Mug_bar_01 loc_bar_11) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Fridge_bar_01) (objectAtLocation Plate_bar_01 loc_bar_30) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 CounterTop_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_18) (pickupable PaperTowel_bar_01)
  (objectType Glassbottle_bar_03 GlassbottleType) (inReceptacle Glassbottle_bar_03 Sink_bar_01_bar_SinkBasin) (objectAtLocation Glassbottle_bar_03 loc_bar_33) (pickupable Glassbottle_bar_03)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 GarbageCan_bar_01) (objectAtLocation Egg_bar_01 loc_bar_31) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Drawer_bar_08) (objectAtLocation Spoon_bar_01 loc_bar_27) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType CellPhone_bar_03 CellPhoneType) (inReceptacle CellPhone_bar_03 CounterTop_bar_02) (objectAtLocation CellPhone_bar_03 loc_bar_19) (pickupable CellPhone_bar_03)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 Fridge_bar_01) (objectAtLocation Plate_bar_02 loc_bar_30) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType WineBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LettuceType)
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
                            (cleanable ?o)
                            (objectType ?o KnifeType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
