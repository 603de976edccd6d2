(define (problem plan_kitchen_4)
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
  LettuceType - otype
  MugType - otype
  PotType - otype
  PotatoType - otype
  SaltShakerType - otype
  SpatulaType - otype
  TomatoType - otype
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
  Potato_bar_01 - object
  DishSponge_bar_01 - object
  Spatula_bar_01 - object
  Tomato_bar_01 - object
  CellPhone_bar_01 - object
  Mug_bar_01 - object
  Bread_bar_01 - object
  Spatula_bar_02 - object
  DishSponge_bar_02 - object
  Fork_bar_01 - object
  CellPhone_bar_02 - object
  Egg_bar_01 - object
  Tomato_bar_02 - object
  Apple_bar_01 - object
  Cup_bar_01 - object
  SaltShaker_bar_01 - object
  Apple_bar_02 - object
  SaltShaker_bar_02 - object
  Pot_bar_01 - object
  Apple_bar_03 - object
  CreditCard_bar_01 - object
  SaltShaker_bar_03 - object
  Lettuce_bar_01 - object
  Spatula_bar_03 - object
  SaltShaker_bar_04 - object
  WineBottle_bar_01 - object
  Glassbottle_bar_01 - object
  Bread_bar_02 - object
  Kettle_bar_01 - object
  ButterKnife_bar_01 - object
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
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  CounterTop_bar_02 - receptacle
  CounterTop_bar_03 - receptacle
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
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_14)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_15)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation CounterTop_bar_02 loc_bar_16)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation CounterTop_bar_03 loc_bar_17)
  (receptacleType CounterTop_bar_03 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_18)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_19)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_20)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_21)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_22)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_23)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_24)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_25)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Drawer_bar_09 loc_bar_26)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Fridge_bar_01 loc_bar_27)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_28)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_29)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_30)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_31)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_32)
  (receptacleType Shelf_bar_03 ShelfType)
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
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Potato_bar_01 loc_bar_33) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Cabinet_bar_08) (objectAtLocation DishSponge_bar_01 loc_bar_08) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spatula_bar_01 loc_bar_33) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 GarbageCan_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_28) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Shelf_bar_02) (objectAtLocation CellPhone_bar_01 loc_bar_31) (pickupable CellPhone_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_02) (objectAtLocation Mug_bar_01 loc_bar_31) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 CounterTop_bar_03) (objectAtLocation Bread_bar_01 loc_bar_17) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Spatula_bar_02 SpatulaType) (inReceptacle Spatula_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spatula_bar_02 loc_bar_33) (pickupable Spatula_bar_02) (cleanable Spatula_bar_02)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 Shelf_bar_03) (objectAtLocation DishSponge_bar_02 loc_bar_32) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 CounterTop_bar_01) (objectAtLocation Fork_bar_01 loc_bar_15) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Shelf_bar_02) (objectAtLocation CellPhone_bar_02 loc_bar_31) (pickupable CellPhone_bar_02)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 GarbageCan_bar_01) (objectAtLocation Egg_bar_01 loc_bar_28) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Tomato_bar_02 TomatoType) (inReceptacle Tomato_bar_02 Microwave_bar_01) (objectAtLocation Tomato_bar_02 loc_bar_29) (pickupable Tomato_bar_02) (cleanable Tomato_bar_02) (heatable Tomato_bar_02) (coolable Tomato_bar_02) (sliceable Tomato_bar_02)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Apple_bar_01 loc_bar_33) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Fridge_bar_01) (objectAtLocation Cup_bar_01 loc_bar_27) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Cabinet_bar_08) (objectAtLocation SaltShaker_bar_01 loc_bar_08) (pickupable SaltShaker_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Apple_bar_02 loc_bar_33) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType SaltShaker_bar_02 SaltShakerType) (inReceptacle SaltShaker_bar_02 CounterTop_bar_02) (objectAtLocation SaltShaker_bar_02 loc_bar_16) (pickupable SaltShaker_bar_02)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 CounterTop_bar_01) (objectAtLocation Pot_bar_01 loc_bar_15) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Apple_bar_03 AppleType) (inReceptacle Apple_bar_03 GarbageCan_bar_01) (objectAtLocation Apple_bar_03 loc_bar_28) (pickupable Apple_bar_03) (cleanable Apple_bar_03) (heatable Apple_bar_03) (coolable Apple_bar_03) (sliceable Apple_bar_03)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_09) (objectAtLocation CreditCard_bar_01 loc_bar_26) (pickupable CreditCard_bar_01)
  (objectType SaltShaker_bar_03 SaltShakerType) (inReceptacle SaltShaker_bar_03 Drawer_bar_08) (objectAtLocation SaltShaker_bar_03 loc_bar_25) (pickupable SaltShaker_bar_03)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 CounterTop_bar_02) (objectAtLocation Lettuce_bar_01 loc_bar_16) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Spatula_bar_03 SpatulaType) (inReceptacle Spatula_bar_03 CounterTop_bar_03) (objectAtLocation Spatula_bar_03 loc_bar_17) (pickupable Spatula_bar_03) (cleanable Spatula_bar_03)
  (objectType SaltShaker_bar_04 SaltShakerType) (inReceptacle SaltShaker_bar_04 Cabinet_bar_12) (objectAtLocation SaltShaker_bar_04 loc_bar_12) (pickupable SaltShaker_bar_04)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Fridge_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_27) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Microwave_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_29) (pickupable Glassbottle_bar_01)
  (objectType Bread_bar_02 BreadType) (inReceptacle Bread_bar_02 CounterTop_bar_02) (objectAtLocation Bread_bar_02 loc_bar_16) (pickupable Bread_bar_02) (heatable Bread_bar_02) (coolable Bread_bar_02) (sliceable Bread_bar_02)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 CounterTop_bar_02) (objectAtLocation Kettle_bar_01 loc_bar_16) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 CounterTop_bar_02) (objectAtLocation ButterKnife_bar_01 loc_bar_16) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (canContain CabinetType CupType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType WineBottleType)
  (canContain CoffeeMachineType MugType)
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
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType TomatoType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType ForkType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SpatulaType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType TomatoType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType CupType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType KettleType)
  (canContain ShelfType MugType)
  (canContain ShelfType PotType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType TomatoType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
