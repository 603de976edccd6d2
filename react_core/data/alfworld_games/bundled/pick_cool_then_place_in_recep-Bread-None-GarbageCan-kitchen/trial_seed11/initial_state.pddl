(define (problem plan_kitchen_11)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  BreadType - otype
  ButterKnifeType - otype
  CreditCardType - otype
  CupType - otype
  DishSpongeType - otype
  EggType - otype
  KettleType - otype
  PanType - otype
  PaperTowelType - otype
  PepperShakerType - otype
  PotType - otype
  SaltShakerType - otype
  SpatulaType - otype
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
  Bread_bar_01 - object
  Bread_bar_02 - object
  Bread_bar_03 - object
  PepperShaker_bar_01 - object
  Pan_bar_01 - object
  PaperTowel_bar_01 - object
  Bowl_bar_01 - object
  DishSponge_bar_01 - object
  Cup_bar_01 - object
  SaltShaker_bar_01 - object
  Kettle_bar_01 - object
  Cup_bar_02 - object
  ButterKnife_bar_01 - object
  Pot_bar_01 - object
  Spatula_bar_01 - object
  PaperTowel_bar_02 - object
  WineBottle_bar_01 - object
  PepperShaker_bar_02 - object
  CreditCard_bar_01 - object
  CreditCard_bar_02 - object
  PaperTowel_bar_03 - object
  Egg_bar_01 - object
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
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
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
  (receptacleAtLocation Drawer_bar_01 loc_bar_15)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_16)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_17)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_18)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Fridge_bar_01 loc_bar_19)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_20)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_21)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_22)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_23)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_24)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_25)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_26)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_27)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 CounterTop_bar_01) (objectAtLocation Bread_bar_01 loc_bar_13) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Bread_bar_02 BreadType) (inReceptacle Bread_bar_02 Fridge_bar_01) (objectAtLocation Bread_bar_02 loc_bar_19) (pickupable Bread_bar_02) (heatable Bread_bar_02) (coolable Bread_bar_02) (sliceable Bread_bar_02)
  (objectType Bread_bar_03 BreadType) (inReceptacle Bread_bar_03 CounterTop_bar_01) (objectAtLocation Bread_bar_03 loc_bar_13) (pickupable Bread_bar_03) (heatable Bread_bar_03) (coolable Bread_bar_03) (sliceable Bread_bar_03)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 Drawer_bar_02) (objectAtLocation PepperShaker_bar_01 loc_bar_16) (pickupable PepperShaker_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 CounterTop_bar_02) (objectAtLocation Pan_bar_01 loc_bar_14) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 GarbageCan_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_20) (pickupable PaperTowel_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Bowl_bar_01 loc_bar_22) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 GarbageCan_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_20) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Fridge_bar_01) (objectAtLocation Cup_bar_01 loc_bar_19) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Drawer_bar_02) (objectAtLocation SaltShaker_bar_01 loc_bar_16) (pickupable SaltShaker_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 StoveBurner_bar_01) (objectAtLocation Kettle_bar_01 loc_bar_23) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Cup_bar_02 CupType) (inReceptacle Cup_bar_02 CounterTop_bar_01) (objectAtLocation Cup_bar_02 loc_bar_13) (pickupable Cup_bar_02) (cleanable Cup_bar_02) (heatable Cup_bar_02) (coolable Cup_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 CounterTop_bar_02) (objectAtLocation ButterKnife_bar_01 loc_bar_14) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 CounterTop_bar_02) (objectAtLocation Pot_bar_01 loc_bar_14) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Drawer_bar_01) (objectAtLocation Spatula_bar_01 loc_bar_15) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType PaperTowel_bar_02 PaperTowelType) (inReceptacle PaperTowel_bar_02 GarbageCan_bar_01) (objectAtLocation PaperTowel_bar_02 loc_bar_20) (pickupable PaperTowel_bar_02)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 CounterTop_bar_02) (objectAtLocation WineBottle_bar_01 loc_bar_14) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType PepperShaker_bar_02 PepperShakerType) (inReceptacle PepperShaker_bar_02 CounterTop_bar_02) (objectAtLocation PepperShaker_bar_02 loc_bar_14) (pickupable PepperShaker_bar_02)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 CounterTop_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_13) (pickupable CreditCard_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Drawer_bar_03) (objectAtLocation CreditCard_bar_02 loc_bar_17) (pickupable CreditCard_bar_02)
  (objectType PaperTowel_bar_03 PaperTowelType) (inReceptacle PaperTowel_bar_03 GarbageCan_bar_01) (objectAtLocation PaperTowel_bar_03 loc_bar_20) (pickupable PaperTowel_bar_03)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 Fridge_bar_01) (objectAtLocation Egg_bar_01 loc_bar_19) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType KettleType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SpatulaType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType SpatulaType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
