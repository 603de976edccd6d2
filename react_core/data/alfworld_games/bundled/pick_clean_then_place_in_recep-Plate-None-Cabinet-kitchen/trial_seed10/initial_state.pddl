(define (problem plan_kitchen_10)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  BreadType - otype
  CreditCardType - otype
  CupType - otype
  EggType - otype
  KettleType - otype
  KnifeType - otype
  MugType - otype
  PanType - otype
  PaperTowelType - otype
  PepperShakerType - otype
  PlateType - otype
  SoapBottleType - otype
  SpoonType - otype
  WineBottleType - otype
  CabinetType - rtype
  CoffeeMachineType - rtype
  CounterTopType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  StoveBurnerType - rtype
  ToasterType - rtype
  Plate_bar_01 - object
  Plate_bar_02 - object
  Spoon_bar_01 - object
  Mug_bar_01 - object
  PaperTowel_bar_01 - object
  CreditCard_bar_01 - object
  Pan_bar_01 - object
  Egg_bar_01 - object
  Bowl_bar_01 - object
  Egg_bar_02 - object
  WineBottle_bar_01 - object
  Bread_bar_01 - object
  WineBottle_bar_02 - object
  PepperShaker_bar_01 - object
  Cup_bar_01 - object
  SoapBottle_bar_01 - object
  Kettle_bar_01 - object
  Mug_bar_02 - object
  Knife_bar_01 - object
  PepperShaker_bar_02 - object
  Pan_bar_02 - object
  PepperShaker_bar_03 - object
  Apple_bar_01 - object
  Pan_bar_03 - object
  WineBottle_bar_03 - object
  Spoon_bar_02 - object
  WineBottle_bar_04 - object
  Apple_bar_02 - object
  Bowl_bar_02 - object
  SoapBottle_bar_02 - object
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
  Drawer_bar_07 - receptacle
  Drawer_bar_08 - receptacle
  Drawer_bar_09 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
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
  (receptacleAtLocation Drawer_bar_07 loc_bar_25)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_26)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Drawer_bar_09 loc_bar_27)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Fridge_bar_01 loc_bar_28)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_29)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_30)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_31)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_32)
  (receptacleType Shelf_bar_02 ShelfType)
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
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 DiningTable_bar_01) (objectAtLocation Plate_bar_01 loc_bar_18) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 CounterTop_bar_03) (objectAtLocation Plate_bar_02 loc_bar_17) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spoon_bar_01 loc_bar_33) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Microwave_bar_01) (objectAtLocation Mug_bar_01 loc_bar_30) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 CounterTop_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_15) (pickupable PaperTowel_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Shelf_bar_02) (objectAtLocation CreditCard_bar_01 loc_bar_32) (pickupable CreditCard_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Pan_bar_01 loc_bar_33) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 CounterTop_bar_02) (objectAtLocation Egg_bar_01 loc_bar_16) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 DiningTable_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_18) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Egg_bar_02 EggType) (inReceptacle Egg_bar_02 CounterTop_bar_03) (objectAtLocation Egg_bar_02 loc_bar_17) (pickupable Egg_bar_02) (cleanable Egg_bar_02) (heatable Egg_bar_02) (coolable Egg_bar_02) (sliceable Egg_bar_02)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Cabinet_bar_12) (objectAtLocation WineBottle_bar_01 loc_bar_12) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 Microwave_bar_01) (objectAtLocation Bread_bar_01 loc_bar_30) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType WineBottle_bar_02 WineBottleType) (inReceptacle WineBottle_bar_02 Fridge_bar_01) (objectAtLocation WineBottle_bar_02 loc_bar_28) (pickupable WineBottle_bar_02) (coolable WineBottle_bar_02)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 DiningTable_bar_01) (objectAtLocation PepperShaker_bar_01 loc_bar_18) (pickupable PepperShaker_bar_01)
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Microwave_bar_01) (objectAtLocation Cup_bar_01 loc_bar_30) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 DiningTable_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_18) (pickupable SoapBottle_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 StoveBurner_bar_02) (objectAtLocation Kettle_bar_01 loc_bar_35) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 CoffeeMachine_bar_01) (objectAtLocation Mug_bar_02 loc_bar_14) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Knife_bar_01 loc_bar_33) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType PepperShaker_bar_02 PepperShakerType) (inReceptacle PepperShaker_bar_02 Cabinet_bar_12) (objectAtLocation PepperShaker_bar_02 loc_bar_12) (pickupable PepperShaker_bar_02)
  (objectType Pan_bar_02 PanType) (inReceptacle Pan_bar_02 DiningTable_bar_01) (objectAtLocation Pan_bar_02 loc_bar_18) (pickupable Pan_bar_02) (cleanable Pan_bar_02) (coolable Pan_bar_02)
  (objectType PepperShaker_bar_03 PepperShakerType) (inReceptacle PepperShaker_bar_03 Cabinet_bar_13) (objectAtLocation PepperShaker_bar_03 loc_bar_13) (pickupable PepperShaker_bar_03)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Fridge_bar_01) (objectAtLocation Apple_bar_01 loc_bar_28) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Pan_bar_03 PanType) (inReceptacle Pan_bar_03 DiningTable_bar_01) (objectAtLocation Pan_bar_03 loc_bar_18) (pickupable Pan_bar_03) (cleanable Pan_bar_03) (coolable Pan_bar_03)
  (objectType WineBottle_bar_03 WineBottleType) (inReceptacle WineBottle_bar_03 Shelf_bar_01) (objectAtLocation WineBottle_bar_03 loc_bar_31) (pickupable WineBottle_bar_03) (coolable WineBottle_bar_03)
  (objectType Spoon_bar_02 SpoonType) (inReceptacle Spoon_bar_02 DiningTable_bar_01) (objectAtLocation Spoon_bar_02 loc_bar_18) (pickupable Spoon_bar_02) (cleanable Spoon_bar_02)
  (objectType WineBottle_bar_04 WineBottleType) (inReceptacle WineBottle_bar_04 Fridge_bar_01) (objectAtLocation WineBottle_bar_04 loc_bar_28) (pickupable WineBottle_bar_04) (coolable WineBottle_bar_04)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Microwave_bar_01) (objectAtLocation Apple_bar_02 loc_bar_30) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Shelf_bar_02) (objectAtLocation Bowl_bar_02 loc_bar_32) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType SoapBottle_bar_02 SoapBottleType) (inReceptacle SoapBottle_bar_02 Drawer_bar_02) (objectAtLocation SoapBottle_bar_02 loc_bar_20) (pickupable SoapBottle_bar_02)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType KettleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PlateType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType WineBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType WineBottleType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType KettleType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PaperTowelType)
  (canContain DiningTableType PepperShakerType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType SoapBottleType)
  (canContain DiningTableType SpoonType)
  (canContain DiningTableType WineBottleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType CupType)
  (canContain ShelfType KettleType)
  (canContain ShelfType MugType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType PepperShakerType)
  (canContain ShelfType PlateType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
