(define (problem plan_kitchen_102)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  ButterKnifeType - otype
  CellPhoneType - otype
  CreditCardType - otype
  CupType - otype
  EggType - otype
  GlassbottleType - otype
  KnifeType - otype
  LadleType - otype
  PotType - otype
  PotatoType - otype
  SaltShakerType - otype
  SoapBottleType - otype
  SpatulaType - otype
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
  Apple_bar_01 - object
  Apple_bar_02 - object
  Cup_bar_01 - object
  SaltShaker_bar_01 - object
  SoapBottle_bar_01 - object
  CellPhone_bar_01 - object
  Bowl_bar_01 - object
  Knife_bar_01 - object
  Glassbottle_bar_01 - object
  WineBottle_bar_01 - object
  CellPhone_bar_02 - object
  Egg_bar_01 - object
  Knife_bar_02 - object
  ButterKnife_bar_01 - object
  Pot_bar_01 - object
  CreditCard_bar_01 - object
  Potato_bar_01 - object
  Cup_bar_02 - object
  WineBottle_bar_02 - object
  Glassbottle_bar_02 - object
  Glassbottle_bar_03 - object
  Ladle_bar_01 - object
  Glassbottle_bar_04 - object
  Pot_bar_02 - object
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
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_16)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_17)
  (receptacleType CounterTop_bar_01 CounterTopType)
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
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_31)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_32)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_33)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_34)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_35)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_36)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 CounterTop_bar_01) (objectAtLocation Apple_bar_01 loc_bar_17) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Microwave_bar_01) (objectAtLocation Apple_bar_02 loc_bar_29) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Microwave_bar_01) (objectAtLocation Cup_bar_01 loc_bar_29) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 CounterTop_bar_01) (objectAtLocation SaltShaker_bar_01 loc_bar_17) (pickupable SaltShaker_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 Cabinet_bar_11) (objectAtLocation SoapBottle_bar_01 loc_bar_11) (pickupable SoapBottle_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Shelf_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_30) (pickupable CellPhone_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Shelf_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_30) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Knife_bar_01 loc_bar_31) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Glassbottle_bar_01 loc_bar_31) (pickupable Glassbottle_bar_01)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 CounterTop_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_17) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Shelf_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_30) (pickupable CellPhone_bar_02)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Egg_bar_01 loc_bar_31) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Knife_bar_02 loc_bar_31) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Drawer_bar_09) (objectAtLocation ButterKnife_bar_01 loc_bar_26) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Shelf_bar_01) (objectAtLocation Pot_bar_01 loc_bar_30) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_18) (pickupable CreditCard_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Microwave_bar_01) (objectAtLocation Potato_bar_01 loc_bar_29) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Cup_bar_02 CupType) (inReceptacle Cup_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Cup_bar_02 loc_bar_31) (pickupable Cup_bar_02) (cleanable Cup_bar_02) (heatable Cup_bar_02) (coolable Cup_bar_02)
  (objectType WineBottle_bar_02 WineBottleType) (inReceptacle WineBottle_bar_02 Shelf_bar_01) (objectAtLocation WineBottle_bar_02 loc_bar_30) (pickupable WineBottle_bar_02) (coolable WineBottle_bar_02)
  (objectType Glassbottle_bar_02 GlassbottleType) (inReceptacle Glassbottle_bar_02 Microwave_bar_01) (objectAtLocation Glassbottle_bar_02 loc_bar_29) (pickupable Glassbottle_bar_02)
  (objectType Glassbottle_bar_03 GlassbottleType) (inReceptacle Glassbottle_bar_03 Fridge_bar_01) (objectAtLocation Glassbottle_bar_03 loc_bar_27) (pickupable Glassbottle_bar_03)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 Cabinet_bar_13) (objectAtLocation Ladle_bar_01 loc_bar_13) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Glassbottle_bar_04 GlassbottleType) (inReceptacle Glassbottle_bar_04 Fridge_bar_01) (objectAtLocation Glassbottle_bar_04 loc_bar_27) (pickupable Glassbottle_bar_04)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 Fridge_bar_01) (objectAtLocation Pot_bar_02 loc_bar_27) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Drawer_bar_07) (objectAtLocation Spatula_bar_01 loc_bar_24) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpatulaType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType CupType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType PotType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpatulaType)
  (canContain StoveBurnerType PotType)
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
