(define (problem plan_kitchen_1)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  ButterKnifeType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DishSpongeType - otype
  EggType - otype
  ForkType - otype
  GlassbottleType - otype
  KnifeType - otype
  LettuceType - otype
  MugType - otype
  PaperTowelType - otype
  PlateType - otype
  PotType - otype
  PotatoType - otype
  SaltShakerType - otype
  SoapBottleType - otype
  SpatulaType - otype
  SpoonType - otype
  TomatoType - otype
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
  Apple_bar_01 - object
  Apple_bar_02 - object
  Apple_bar_03 - object
  ButterKnife_bar_01 - object
  PaperTowel_bar_01 - object
  Fork_bar_01 - object
  Spatula_bar_01 - object
  Plate_bar_01 - object
  SoapBottle_bar_01 - object
  DishSponge_bar_01 - object
  DishSponge_bar_02 - object
  ButterKnife_bar_02 - object
  Glassbottle_bar_01 - object
  DishSponge_bar_03 - object
  PaperTowel_bar_02 - object
  Mug_bar_01 - object
  Tomato_bar_01 - object
  Knife_bar_01 - object
  Spatula_bar_02 - object
  Pot_bar_01 - object
  CellPhone_bar_01 - object
  Egg_bar_01 - object
  CreditCard_bar_01 - object
  Knife_bar_02 - object
  Lettuce_bar_01 - object
  Knife_bar_03 - object
  CreditCard_bar_02 - object
  Tomato_bar_02 - object
  SaltShaker_bar_01 - object
  Spoon_bar_01 - object
  Potato_bar_01 - object
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  Cabinet_bar_07 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_08)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_09)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_10)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_11)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_12)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_13)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_14)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Fridge_bar_01 loc_bar_15)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_16)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_17)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_18)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_19)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_20)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_21)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_22)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_23)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 CounterTop_bar_01) (objectAtLocation Apple_bar_01 loc_bar_09) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Apple_bar_02 loc_bar_18) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType Apple_bar_03 AppleType) (inReceptacle Apple_bar_03 Sink_bar_01_bar_SinkBasin) (objectAtLocation Apple_bar_03 loc_bar_18) (pickupable Apple_bar_03) (cleanable Apple_bar_03) (heatable Apple_bar_03) (coolable Apple_bar_03) (sliceable Apple_bar_03)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_18) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 CounterTop_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_09) (pickupable PaperTowel_bar_01)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Fork_bar_01 loc_bar_18) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Drawer_bar_02) (objectAtLocation Spatula_bar_01 loc_bar_11) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Cabinet_bar_02) (objectAtLocation Plate_bar_01 loc_bar_02) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 Cabinet_bar_04) (objectAtLocation SoapBottle_bar_01 loc_bar_04) (pickupable SoapBottle_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Cabinet_bar_05) (objectAtLocation DishSponge_bar_01 loc_bar_05) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 Cabinet_bar_05) (objectAtLocation DishSponge_bar_02 loc_bar_05) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType ButterKnife_bar_02 ButterKnifeType) (inReceptacle ButterKnife_bar_02 Drawer_bar_05) (objectAtLocation ButterKnife_bar_02 loc_bar_14) (pickupable ButterKnife_bar_02) (cleanable ButterKnife_bar_02)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Microwave_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_17) (pickupable Glassbottle_bar_01)
  (objectType DishSponge_bar_03 DishSpongeType) (inReceptacle DishSponge_bar_03 Cabinet_bar_02) (objectAtLocation DishSponge_bar_03 loc_bar_02) (pickupable DishSponge_bar_03) (cleanable DishSponge_bar_03)
  (objectType PaperTowel_bar_02 PaperTowelType) (inReceptacle PaperTowel_bar_02 GarbageCan_bar_01) (objectAtLocation PaperTowel_bar_02 loc_bar_16) (pickupable PaperTowel_bar_02)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Microwave_bar_01) (objectAtLocation Mug_bar_01 loc_bar_17) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 Fridge_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_15) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Drawer_bar_05) (objectAtLocation Knife_bar_01 loc_bar_14) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Spatula_bar_02 SpatulaType) (inReceptacle Spatula_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spatula_bar_02 loc_bar_18) (pickupable Spatula_bar_02) (cleanable Spatula_bar_02)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Cabinet_bar_01) (objectAtLocation Pot_bar_01 loc_bar_01) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Drawer_bar_04) (objectAtLocation CellPhone_bar_01 loc_bar_13) (pickupable CellPhone_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 CounterTop_bar_01) (objectAtLocation Egg_bar_01 loc_bar_09) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 CounterTop_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_09) (pickupable CreditCard_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 CounterTop_bar_01) (objectAtLocation Knife_bar_02 loc_bar_09) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 Fridge_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_15) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Knife_bar_03 KnifeType) (inReceptacle Knife_bar_03 Sink_bar_01_bar_SinkBasin) (objectAtLocation Knife_bar_03 loc_bar_18) (pickupable Knife_bar_03) (cleanable Knife_bar_03)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Drawer_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_10) (pickupable CreditCard_bar_02)
  (objectType Tomato_bar_02 TomatoType) (inReceptacle Tomato_bar_02 GarbageCan_bar_01) (objectAtLocation Tomato_bar_02 loc_bar_16) (pickupable Tomato_bar_02) (cleanable Tomato_bar_02) (heatable Tomato_bar_02) (coolable Tomato_bar_02) (sliceable Tomato_bar_02)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 CounterTop_bar_01) (objectAtLocation SaltShaker_bar_01 loc_bar_09) (pickupable SaltShaker_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Drawer_bar_02) (objectAtLocation Spoon_bar_01 loc_bar_11) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Potato_bar_01 loc_bar_18) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType TomatoType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType SpoonType)
  (canContain SinkBasinType TomatoType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
