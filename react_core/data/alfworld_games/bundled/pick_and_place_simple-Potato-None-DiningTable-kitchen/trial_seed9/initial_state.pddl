(define (problem plan_kitchen_9)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  ButterKnifeType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DishSpongeType - otype
  EggType - otype
  GlassbottleType - otype
  KnifeType - otype
  MugType - otype
  PanType - otype
  PepperShakerType - otype
  PotType - otype
  PotatoType - otype
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
  Potato_bar_01 - object
  Potato_bar_02 - object
  Spoon_bar_01 - object
  Bowl_bar_01 - object
  Knife_bar_01 - object
  DishSponge_bar_01 - object
  Glassbottle_bar_01 - object
  PepperShaker_bar_01 - object
  Mug_bar_01 - object
  ButterKnife_bar_01 - object
  CellPhone_bar_01 - object
  ButterKnife_bar_02 - object
  Mug_bar_02 - object
  Pot_bar_01 - object
  CreditCard_bar_01 - object
  Egg_bar_01 - object
  Pan_bar_01 - object
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
  CounterTop_bar_03 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
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
  loc_bar_30 - location
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
  (receptacleAtLocation CounterTop_bar_03 loc_bar_12)
  (receptacleType CounterTop_bar_03 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_13)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_14)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_15)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_16)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_17)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_18)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_19)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_20)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Fridge_bar_01 loc_bar_21)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_22)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_23)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_24)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_25)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_26)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_27)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_28)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_29)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_30)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Potato_bar_01 loc_bar_25) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Potato_bar_02 PotatoType) (inReceptacle Potato_bar_02 Microwave_bar_01) (objectAtLocation Potato_bar_02 loc_bar_23) (pickupable Potato_bar_02) (cleanable Potato_bar_02) (heatable Potato_bar_02) (coolable Potato_bar_02) (sliceable Potato_bar_02)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Drawer_bar_03) (objectAtLocation Spoon_bar_01 loc_bar_16) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 DiningTable_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_13) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 DiningTable_bar_01) (objectAtLocation Knife_bar_01 loc_bar_13) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Drawer_bar_07) (objectAtLocation DishSponge_bar_01 loc_bar_20) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Fridge_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_21) (pickupable Glassbottle_bar_01)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 DiningTable_bar_01) (objectAtLocation PepperShaker_bar_01 loc_bar_13) (pickupable PepperShaker_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 CounterTop_bar_02) (objectAtLocation Mug_bar_01 loc_bar_11) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 DiningTable_bar_01) (objectAtLocation ButterKnife_bar_01 loc_bar_13) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Drawer_bar_04) (objectAtLocation CellPhone_bar_01 loc_bar_17) (pickupable CellPhone_bar_01)
  (objectType ButterKnife_bar_02 ButterKnifeType) (inReceptacle ButterKnife_bar_02 Drawer_bar_04) (objectAtLocation ButterKnife_bar_02 loc_bar_17) (pickupable ButterKnife_bar_02) (cleanable ButterKnife_bar_02)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 CounterTop_bar_03) (objectAtLocation Mug_bar_02 loc_bar_12) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Pot_bar_01 loc_bar_24) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 DiningTable_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_13) (pickupable CreditCard_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Egg_bar_01 loc_bar_25) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Cabinet_bar_04) (objectAtLocation Pan_bar_01 loc_bar_04) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PotType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpoonType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType CellPhoneType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType DishSpongeType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PepperShakerType)
  (canContain DiningTableType PotType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SpoonType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BowlType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PotatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType PanType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PotatoType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
