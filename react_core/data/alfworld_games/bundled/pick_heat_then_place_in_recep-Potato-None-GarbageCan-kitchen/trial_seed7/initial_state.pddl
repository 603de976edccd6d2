(define (problem plan_kitchen_7)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  CellPhoneType - otype
  CreditCardType - otype
  CupType - otype
  DishSpongeType - otype
  KettleType - otype
  KnifeType - otype
  LadleType - otype
  LettuceType - otype
  PanType - otype
  PotatoType - otype
  SaltShakerType - otype
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
  Potato_bar_01 - object
  Bread_bar_01 - object
  Knife_bar_01 - object
  CreditCard_bar_01 - object
  Kettle_bar_01 - object
  Knife_bar_02 - object
  WineBottle_bar_01 - object
  CellPhone_bar_01 - object
  Lettuce_bar_01 - object
  SaltShaker_bar_01 - object
  Cup_bar_01 - object
  Pan_bar_01 - object
  DishSponge_bar_01 - object
  WineBottle_bar_02 - object
  Spoon_bar_01 - object
  Ladle_bar_01 - object
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
  CounterTop_bar_02 - receptacle
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
  (receptacleAtLocation CounterTop_bar_02 loc_bar_18)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_19)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_20)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_21)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_22)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_23)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Fridge_bar_01 loc_bar_24)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_25)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_26)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_27)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
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
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Potato_bar_01 loc_bar_27) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 GarbageCan_bar_01) (objectAtLocation Bread_bar_01 loc_bar_25) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Drawer_bar_05) (objectAtLocation Knife_bar_01 loc_bar_23) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 CounterTop_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_17) (pickupable CreditCard_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 StoveBurner_bar_02) (objectAtLocation Kettle_bar_01 loc_bar_29) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 CounterTop_bar_01) (objectAtLocation Knife_bar_02 loc_bar_17) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Fridge_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_24) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Drawer_bar_03) (objectAtLocation CellPhone_bar_01 loc_bar_21) (pickupable CellPhone_bar_01)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Lettuce_bar_01 loc_bar_27) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Drawer_bar_02) (objectAtLocation SaltShaker_bar_01 loc_bar_20) (pickupable SaltShaker_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 CounterTop_bar_02) (objectAtLocation Cup_bar_01 loc_bar_18) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 CounterTop_bar_02) (objectAtLocation Pan_bar_01 loc_bar_18) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Drawer_bar_02) (objectAtLocation DishSponge_bar_01 loc_bar_20) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType WineBottle_bar_02 WineBottleType) (inReceptacle WineBottle_bar_02 CounterTop_bar_01) (objectAtLocation WineBottle_bar_02 loc_bar_17) (pickupable WineBottle_bar_02) (coolable WineBottle_bar_02)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spoon_bar_01 loc_bar_27) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 CounterTop_bar_02) (objectAtLocation Ladle_bar_01 loc_bar_18) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Drawer_bar_05) (objectAtLocation Spatula_bar_01 loc_bar_23) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (canContain CabinetType CupType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType KettleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType PanType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
