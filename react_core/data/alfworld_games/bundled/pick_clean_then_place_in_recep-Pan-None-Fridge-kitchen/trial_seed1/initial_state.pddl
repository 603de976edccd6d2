(define (problem plan_kitchen_1)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  BreadType - otype
  ButterKnifeType - otype
  CupType - otype
  ForkType - otype
  GlassbottleType - otype
  KettleType - otype
  PanType - otype
  SaltShakerType - otype
  TomatoType - otype
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
  Pan_bar_01 - object
  Pan_bar_02 - object
  Pan_bar_03 - object
  Apple_bar_01 - object
  Glassbottle_bar_01 - object
  Cup_bar_01 - object
  Kettle_bar_01 - object
  Apple_bar_02 - object
  ButterKnife_bar_01 - object
  Fork_bar_01 - object
  Bowl_bar_01 - object
  Bread_bar_01 - object
  SaltShaker_bar_01 - object
  Fork_bar_02 - object
  Bowl_bar_02 - object
  Fork_bar_03 - object
  Fork_bar_04 - object
  Tomato_bar_01 - object
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
  CounterTop_bar_03 - receptacle
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
  loc_bar_31 - location
  loc_bar_32 - location
  loc_bar_33 - location
  loc_bar_34 - location
  loc_bar_35 - location
  loc_bar_36 - location
  loc_bar_37 - location
  loc_bar_38 - location
  loc_bar_39 - location
  loc_bar_40 - location
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
  (receptacleAtLocation CounterTop_bar_03 loc_bar_20)
  (receptacleType CounterTop_bar_03 CounterTopType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_21)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_22)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_23)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_24)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_25)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_26)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_27)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_28)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_29)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Drawer_bar_09 loc_bar_30)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Fridge_bar_01 loc_bar_31)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_32)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_33)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_34)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_35)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_36)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_37)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_38)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_39)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_40)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 CounterTop_bar_02) (objectAtLocation Pan_bar_01 loc_bar_19) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType Pan_bar_02 PanType) (inReceptacle Pan_bar_02 Cabinet_bar_14) (objectAtLocation Pan_bar_02 loc_bar_14) (pickupable Pan_bar_02) (cleanable Pan_bar_02) (coolable Pan_bar_02)
  (objectType Pan_bar_03 PanType) (inReceptacle Pan_bar_03 Cabinet_bar_06) (objectAtLocation Pan_bar_03 loc_bar_06) (pickupable Pan_bar_03) (cleanable Pan_bar_03) (coolable Pan_bar_03)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Fridge_bar_01) (objectAtLocation Apple_bar_01 loc_bar_31) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 CounterTop_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_18) (pickupable Glassbottle_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Fridge_bar_01) (objectAtLocation Cup_bar_01 loc_bar_31) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 CounterTop_bar_02) (objectAtLocation Kettle_bar_01 loc_bar_19) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Fridge_bar_01) (objectAtLocation Apple_bar_02 loc_bar_31) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_35) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Fork_bar_01 loc_bar_35) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Bowl_bar_01 loc_bar_35) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 DiningTable_bar_01) (objectAtLocation Bread_bar_01 loc_bar_21) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Cabinet_bar_03) (objectAtLocation SaltShaker_bar_01 loc_bar_03) (pickupable SaltShaker_bar_01)
  (objectType Fork_bar_02 ForkType) (inReceptacle Fork_bar_02 DiningTable_bar_01) (objectAtLocation Fork_bar_02 loc_bar_21) (pickupable Fork_bar_02) (cleanable Fork_bar_02)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Microwave_bar_01) (objectAtLocation Bowl_bar_02 loc_bar_33) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType Fork_bar_03 ForkType) (inReceptacle Fork_bar_03 DiningTable_bar_01) (objectAtLocation Fork_bar_03 loc_bar_21) (pickupable Fork_bar_03) (cleanable Fork_bar_03)
  (objectType Fork_bar_04 ForkType) (inReceptacle Fork_bar_04 DiningTable_bar_01) (objectAtLocation Fork_bar_04 loc_bar_21) (pickupable Fork_bar_04) (cleanable Fork_bar_04)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 CounterTop_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_18) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType KettleType)
  (canContain CabinetType PanType)
  (canContain CabinetType SaltShakerType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType ButterKnifeType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType GlassbottleType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType SaltShakerType)
  (canContain DiningTableType TomatoType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType ForkType)
  (canContain DrawerType SaltShakerType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType PanType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType TomatoType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
