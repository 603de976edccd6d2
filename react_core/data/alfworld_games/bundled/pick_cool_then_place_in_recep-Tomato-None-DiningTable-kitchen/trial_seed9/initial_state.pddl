(define (problem plan_kitchen_9)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  ButterKnifeType - otype
  CreditCardType - otype
  DishSpongeType - otype
  GlassbottleType - otype
  KnifeType - otype
  LettuceType - otype
  MugType - otype
  PanType - otype
  PaperTowelType - otype
  PlateType - otype
  SoapBottleType - otype
  SpatulaType - otype
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
  SinkBasinType - rtype
  StoveBurnerType - rtype
  ToasterType - rtype
  Tomato_bar_01 - object
  Tomato_bar_02 - object
  ButterKnife_bar_01 - object
  SoapBottle_bar_01 - object
  Apple_bar_01 - object
  Apple_bar_02 - object
  Lettuce_bar_01 - object
  Plate_bar_01 - object
  WineBottle_bar_01 - object
  PaperTowel_bar_01 - object
  Apple_bar_03 - object
  Pan_bar_01 - object
  DishSponge_bar_01 - object
  Plate_bar_02 - object
  Spatula_bar_01 - object
  CreditCard_bar_01 - object
  ButterKnife_bar_02 - object
  Apple_bar_04 - object
  Knife_bar_01 - object
  Glassbottle_bar_01 - object
  CreditCard_bar_02 - object
  Mug_bar_01 - object
  Pan_bar_02 - object
  Spoon_bar_01 - object
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
  Drawer_bar_07 - receptacle
  Drawer_bar_08 - receptacle
  Drawer_bar_09 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_12)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_13)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation CounterTop_bar_02 loc_bar_14)
  (receptacleType CounterTop_bar_02 CounterTopType)
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
  (receptacleAtLocation Fridge_bar_01 loc_bar_25)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_26)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_27)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_28)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_29)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_30)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_31)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_32)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_33)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 Fridge_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_25) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Tomato_bar_02 TomatoType) (inReceptacle Tomato_bar_02 Fridge_bar_01) (objectAtLocation Tomato_bar_02 loc_bar_25) (pickupable Tomato_bar_02) (cleanable Tomato_bar_02) (heatable Tomato_bar_02) (coolable Tomato_bar_02) (sliceable Tomato_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Drawer_bar_09) (objectAtLocation ButterKnife_bar_01 loc_bar_24) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 CounterTop_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_13) (pickupable SoapBottle_bar_01)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Apple_bar_01 loc_bar_28) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Microwave_bar_01) (objectAtLocation Apple_bar_02 loc_bar_27) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 GarbageCan_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_26) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Cabinet_bar_05) (objectAtLocation Plate_bar_01 loc_bar_05) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Fridge_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_25) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 DiningTable_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_15) (pickupable PaperTowel_bar_01)
  (objectType Apple_bar_03 AppleType) (inReceptacle Apple_bar_03 DiningTable_bar_01) (objectAtLocation Apple_bar_03 loc_bar_15) (pickupable Apple_bar_03) (cleanable Apple_bar_03) (heatable Apple_bar_03) (coolable Apple_bar_03) (sliceable Apple_bar_03)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 DiningTable_bar_01) (objectAtLocation Pan_bar_01 loc_bar_15) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 CounterTop_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_13) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 DiningTable_bar_01) (objectAtLocation Plate_bar_02 loc_bar_15) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 CounterTop_bar_02) (objectAtLocation Spatula_bar_01 loc_bar_14) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_06) (objectAtLocation CreditCard_bar_01 loc_bar_21) (pickupable CreditCard_bar_01)
  (objectType ButterKnife_bar_02 ButterKnifeType) (inReceptacle ButterKnife_bar_02 DiningTable_bar_01) (objectAtLocation ButterKnife_bar_02 loc_bar_15) (pickupable ButterKnife_bar_02) (cleanable ButterKnife_bar_02)
  (objectType Apple_bar_04 AppleType) (inReceptacle Apple_bar_04 DiningTable_bar_01) (objectAtLocation Apple_bar_04 loc_bar_15) (pickupable Apple_bar_04) (cleanable Apple_bar_04) (heatable Apple_bar_04) (coolable Apple_bar_04) (sliceable Apple_bar_04)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Knife_bar_01 loc_bar_28) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 DiningTable_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_15) (pickupable Glassbottle_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Drawer_bar_05) (objectAtLocation CreditCard_bar_02 loc_bar_20) (pickupable CreditCard_bar_02)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Fridge_bar_01) (objectAtLocation Mug_bar_01 loc_bar_25) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Pan_bar_02 PanType) (inReceptacle Pan_bar_02 Fridge_bar_01) (objectAtLocation Pan_bar_02 loc_bar_25) (pickupable Pan_bar_02) (cleanable Pan_bar_02) (coolable Pan_bar_02)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 CounterTop_bar_01) (objectAtLocation Spoon_bar_01 loc_bar_13) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PlateType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType WineBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType TomatoType)
  (canContain CounterTopType WineBottleType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType DishSpongeType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType LettuceType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PaperTowelType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType SoapBottleType)
  (canContain DiningTableType SpatulaType)
  (canContain DiningTableType SpoonType)
  (canContain DiningTableType TomatoType)
  (canContain DiningTableType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain FridgeType TomatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType TomatoType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType SpatulaType)
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
