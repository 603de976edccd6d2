(define (problem plan_kitchen_5)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  ButterKnifeType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DishSpongeType - otype
  EggType - otype
  KnifeType - otype
  LadleType - otype
  MugType - otype
  PanType - otype
  PepperShakerType - otype
  PotType - otype
  PotatoType - otype
  SaltShakerType - otype
  SoapBottleType - otype
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
  Mug_bar_01 - object
  Knife_bar_01 - object
  SoapBottle_bar_01 - object
  WineBottle_bar_01 - object
  SaltShaker_bar_01 - object
  Spatula_bar_01 - object
  DishSponge_bar_01 - object
  DishSponge_bar_02 - object
  Potato_bar_01 - object
  Spoon_bar_01 - object
  ButterKnife_bar_01 - object
  Knife_bar_02 - object
  Egg_bar_01 - object
  CellPhone_bar_01 - object
  CreditCard_bar_01 - object
  Ladle_bar_01 - object
  WineBottle_bar_02 - object
  CreditCard_bar_02 - object
  PepperShaker_bar_01 - object
  SaltShaker_bar_02 - object
  Pot_bar_01 - object
  DishSponge_bar_03 - object
  CellPhone_bar_02 - object
  Spoon_bar_02 - object
  Spatula_bar_02 - object
  Bread_bar_01 - object
  Pan_bar_01 - object
  Egg_bar_02 - object
  SaltShaker_bar_03 - object
  Knife_bar_03 - object
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  Cabinet_bar_07 - receptacle
  Cabinet_bar_08 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_09)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_10)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation CounterTop_bar_02 loc_bar_11)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_12)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_13)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_14)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_15)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_16)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_17)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_18)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_19)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Fridge_bar_01 loc_bar_20)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_21)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_22)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_23)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_24)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_25)
  (receptacleType Shelf_bar_03 ShelfType)
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
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Mug_bar_01 loc_bar_26) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Drawer_bar_08) (objectAtLocation Knife_bar_01 loc_bar_19) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 GarbageCan_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_21) (pickupable SoapBottle_bar_01)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 CounterTop_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_10) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Drawer_bar_03) (objectAtLocation SaltShaker_bar_01 loc_bar_14) (pickupable SaltShaker_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Drawer_bar_05) (objectAtLocation Spatula_bar_01 loc_bar_16) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Shelf_bar_02) (objectAtLocation DishSponge_bar_01 loc_bar_24) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 CounterTop_bar_01) (objectAtLocation DishSponge_bar_02 loc_bar_10) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Potato_bar_01 loc_bar_26) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Drawer_bar_04) (objectAtLocation Spoon_bar_01 loc_bar_15) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 CounterTop_bar_01) (objectAtLocation ButterKnife_bar_01 loc_bar_10) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 Drawer_bar_05) (objectAtLocation Knife_bar_02 loc_bar_16) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 Fridge_bar_01) (objectAtLocation Egg_bar_01 loc_bar_20) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Shelf_bar_03) (objectAtLocation CellPhone_bar_01 loc_bar_25) (pickupable CellPhone_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_04) (objectAtLocation CreditCard_bar_01 loc_bar_15) (pickupable CreditCard_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 CounterTop_bar_01) (objectAtLocation Ladle_bar_01 loc_bar_10) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType WineBottle_bar_02 WineBottleType) (inReceptacle WineBottle_bar_02 Fridge_bar_01) (objectAtLocation WineBottle_bar_02 loc_bar_20) (pickupable WineBottle_bar_02) (coolable WineBottle_bar_02)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 CounterTop_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_10) (pickupable CreditCard_bar_02)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 Cabinet_bar_01) (objectAtLocation PepperShaker_bar_01 loc_bar_01) (pickupable PepperShaker_bar_01)
  (objectType SaltShaker_bar_02 SaltShakerType) (inReceptacle SaltShaker_bar_02 Drawer_bar_06) (objectAtLocation SaltShaker_bar_02 loc_bar_17) (pickupable SaltShaker_bar_02)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 CounterTop_bar_02) (objectAtLocation Pot_bar_01 loc_bar_11) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType DishSponge_bar_03 DishSpongeType) (inReceptacle DishSponge_bar_03 Cabinet_bar_08) (objectAtLocation DishSponge_bar_03 loc_bar_08) (pickupable DishSponge_bar_03) (cleanable DishSponge_bar_03)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 CounterTop_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_10) (pickupable CellPhone_bar_02)
  (objectType Spoon_bar_02 SpoonType) (inReceptacle Spoon_bar_02 CounterTop_bar_01) (objectAtLocation Spoon_bar_02 loc_bar_10) (pickupable Spoon_bar_02) (cleanable Spoon_bar_02)
  (objectType Spatula_bar_02 SpatulaType) (inReceptacle Spatula_bar_02 CounterTop_bar_01) (objectAtLocation Spatula_bar_02 loc_bar_10) (pickupable Spatula_bar_02) (cleanable Spatula_bar_02)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 CounterTop_bar_01) (objectAtLocation Bread_bar_01 loc_bar_10) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Fridge_bar_01) (objectAtLocation Pan_bar_01 loc_bar_20) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType Egg_bar_02 EggType) (inReceptacle Egg_bar_02 Fridge_bar_01) (objectAtLocation Egg_bar_02 loc_bar_20) (pickupable Egg_bar_02) (cleanable Egg_bar_02) (heatable Egg_bar_02) (coolable Egg_bar_02) (sliceable Egg_bar_02)
  (objectType SaltShaker_bar_03 SaltShakerType) (inReceptacle SaltShaker_bar_03 Cabinet_bar_01) (objectAtLocation SaltShaker_bar_03 loc_bar_01) (pickupable SaltShaker_bar_03)
  (objectType Knife_bar_03 KnifeType) (inReceptacle Knife_bar_03 CounterTop_bar_01) (objectAtLocation Knife_bar_03 loc_bar_10) (pickupable Knife_bar_03) (cleanable Knife_bar_03)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType LadleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType WineBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType MugType)
  (canContain ShelfType PepperShakerType)
  (canContain ShelfType PotType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType PanType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
