(define (problem plan_kitchen_101)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  CupType - otype
  ForkType - otype
  GlassbottleType - otype
  KettleType - otype
  KnifeType - otype
  LadleType - otype
  LettuceType - otype
  MugType - otype
  PanType - otype
  PaperTowelType - otype
  PepperShakerType - otype
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
  Apple_bar_01 - object
  Apple_bar_02 - object
  PaperTowel_bar_01 - object
  Mug_bar_01 - object
  Ladle_bar_01 - object
  PepperShaker_bar_01 - object
  Glassbottle_bar_01 - object
  Cup_bar_01 - object
  Fork_bar_01 - object
  Knife_bar_01 - object
  Lettuce_bar_01 - object
  Potato_bar_01 - object
  PepperShaker_bar_02 - object
  Ladle_bar_02 - object
  Pan_bar_01 - object
  Kettle_bar_01 - object
  Knife_bar_02 - object
  PepperShaker_bar_03 - object
  Spoon_bar_01 - object
  Bread_bar_01 - object
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
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
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
  (receptacleAtLocation DiningTable_bar_01 loc_bar_18)
  (receptacleType DiningTable_bar_01 DiningTableType)
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
  (receptacleAtLocation Drawer_bar_06 loc_bar_24)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
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
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Fridge_bar_01) (objectAtLocation Apple_bar_01 loc_bar_25) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Fridge_bar_01) (objectAtLocation Apple_bar_02 loc_bar_25) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 DiningTable_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_18) (pickupable PaperTowel_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Cabinet_bar_13) (objectAtLocation Mug_bar_01 loc_bar_13) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 DiningTable_bar_01) (objectAtLocation Ladle_bar_01 loc_bar_18) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 Cabinet_bar_13) (objectAtLocation PepperShaker_bar_01 loc_bar_13) (pickupable PepperShaker_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Fridge_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_25) (pickupable Glassbottle_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Fridge_bar_01) (objectAtLocation Cup_bar_01 loc_bar_25) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Fork_bar_01 loc_bar_28) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Drawer_bar_02) (objectAtLocation Knife_bar_01 loc_bar_20) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 Fridge_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_25) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 GarbageCan_bar_01) (objectAtLocation Potato_bar_01 loc_bar_26) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType PepperShaker_bar_02 PepperShakerType) (inReceptacle PepperShaker_bar_02 Cabinet_bar_13) (objectAtLocation PepperShaker_bar_02 loc_bar_13) (pickupable PepperShaker_bar_02)
  (objectType Ladle_bar_02 LadleType) (inReceptacle Ladle_bar_02 Drawer_bar_03) (objectAtLocation Ladle_bar_02 loc_bar_21) (pickupable Ladle_bar_02) (cleanable Ladle_bar_02)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Fridge_bar_01) (objectAtLocation Pan_bar_01 loc_bar_25) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 CounterTop_bar_03) (objectAtLocation Kettle_bar_01 loc_bar_17) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 Drawer_bar_05) (objectAtLocation Knife_bar_02 loc_bar_23) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType PepperShaker_bar_03 PepperShakerType) (inReceptacle PepperShaker_bar_03 DiningTable_bar_01) (objectAtLocation PepperShaker_bar_03 loc_bar_18) (pickupable PepperShaker_bar_03)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 CounterTop_bar_02) (objectAtLocation Spoon_bar_01 loc_bar_16) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 Microwave_bar_01) (objectAtLocation Bread_bar_01 loc_bar_27) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (canContain CabinetType CupType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpoonType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType LadleType)
  (canContain DiningTableType LettuceType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PaperTowelType)
  (canContain DiningTableType PepperShakerType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SpoonType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType PotatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotatoType)
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
                            (objectType ?o AppleType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
