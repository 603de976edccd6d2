(define (problem plan_kitchen_3)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  BreadType - otype
  ButterKnifeType - otype
  CellPhoneType - otype
  CreditCardType - otype
  CupType - otype
  EggType - otype
  GlassbottleType - otype
  LettuceType - otype
  MugType - otype
  PaperTowelType - otype
  PlateType - otype
  PotType - otype
  PotatoType - otype
  SaltShakerType - otype
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
  Cup_bar_01 - object
  Mug_bar_01 - object
  WineBottle_bar_01 - object
  Bowl_bar_01 - object
  Bread_bar_01 - object
  CellPhone_bar_01 - object
  Mug_bar_02 - object
  Lettuce_bar_01 - object
  ButterKnife_bar_01 - object
  Egg_bar_01 - object
  CreditCard_bar_01 - object
  WineBottle_bar_02 - object
  WineBottle_bar_03 - object
  Pot_bar_01 - object
  Tomato_bar_01 - object
  Potato_bar_01 - object
  Glassbottle_bar_01 - object
  CellPhone_bar_02 - object
  Tomato_bar_02 - object
  PaperTowel_bar_01 - object
  Plate_bar_01 - object
  SaltShaker_bar_01 - object
  Egg_bar_02 - object
  Plate_bar_02 - object
  CellPhone_bar_03 - object
  Pot_bar_02 - object
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
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_13)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_14)
  (receptacleType CounterTop_bar_01 CounterTopType)
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
  (receptacleAtLocation Drawer_bar_05 loc_bar_19)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
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
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_25)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
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
  (objectType Cup_bar_01 CupType) (inReceptacle Cup_bar_01 Fridge_bar_01) (objectAtLocation Cup_bar_01 loc_bar_20) (pickupable Cup_bar_01) (cleanable Cup_bar_01) (heatable Cup_bar_01) (coolable Cup_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Fridge_bar_01) (objectAtLocation Mug_bar_01 loc_bar_20) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 CounterTop_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_14) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Microwave_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_22) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 Fridge_bar_01) (objectAtLocation Bread_bar_01 loc_bar_20) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 CounterTop_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_14) (pickupable CellPhone_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Fridge_bar_01) (objectAtLocation Mug_bar_02 loc_bar_20) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 GarbageCan_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_21) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_25) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 Microwave_bar_01) (objectAtLocation Egg_bar_01 loc_bar_22) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_15) (pickupable CreditCard_bar_01)
  (objectType WineBottle_bar_02 WineBottleType) (inReceptacle WineBottle_bar_02 Shelf_bar_02) (objectAtLocation WineBottle_bar_02 loc_bar_24) (pickupable WineBottle_bar_02) (coolable WineBottle_bar_02)
  (objectType WineBottle_bar_03 WineBottleType) (inReceptacle WineBottle_bar_03 Shelf_bar_01) (objectAtLocation WineBottle_bar_03 loc_bar_23) (pickupable WineBottle_bar_03) (coolable WineBottle_bar_03)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Fridge_bar_01) (objectAtLocation Pot_bar_01 loc_bar_20) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Tomato_bar_01 TomatoType) (inReceptacle Tomato_bar_01 GarbageCan_bar_01) (objectAtLocation Tomato_bar_01 loc_bar_21) (pickupable Tomato_bar_01) (cleanable Tomato_bar_01) (heatable Tomato_bar_01) (coolable Tomato_bar_01) (sliceable Tomato_bar_01)
  (objectType Potato_bar_01 PotatoType) (inReceptacle Potato_bar_01 Fridge_bar_01) (objectAtLocation Potato_bar_01 loc_bar_20) (pickupable Potato_bar_01) (cleanable Potato_bar_01) (heatable Potato_bar_01) (coolable Potato_bar_01) (sliceable Potato_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Shelf_bar_02) (objectAtLocation Glassbottle_bar_01 loc_bar_24) (pickupable Glassbottle_bar_01)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Shelf_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_23) (pickupable CellPhone_bar_02)
  (objectType Tomato_bar_02 TomatoType) (inReceptacle Tomato_bar_02 Fridge_bar_01) (objectAtLocation Tomato_bar_02 loc_bar_20) (pickupable Tomato_bar_02) (cleanable Tomato_bar_02) (heatable Tomato_bar_02) (coolable Tomato_bar_02) (sliceable Tomato_bar_02)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 CounterTop_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_14) (pickupable PaperTowel_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Shelf_bar_01) (objectAtLocation Plate_bar_01 loc_bar_23) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Shelf_bar_02) (objectAtLocation SaltShaker_bar_01 loc_bar_24) (pickupable SaltShaker_bar_01)
  (objectType Egg_bar_02 EggType) (inReceptacle Egg_bar_02 Fridge_bar_01) (objectAtLocation Egg_bar_02 loc_bar_20) (pickupable Egg_bar_02) (cleanable Egg_bar_02) (heatable Egg_bar_02) (coolable Egg_bar_02) (sliceable Egg_bar_02)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 Cabinet_bar_03) (objectAtLocation Plate_bar_02 loc_bar_03) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType CellPhone_bar_03 CellPhoneType) (inReceptacle CellPhone_bar_03 Shelf_bar_02) (objectAtLocation CellPhone_bar_03 loc_bar_24) (pickupable CellPhone_bar_03)
  (objectType Pot_bar_02 PotType) (inReceptacle Pot_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Pot_bar_02 loc_bar_25) (pickupable Pot_bar_02) (cleanable Pot_bar_02) (coolable Pot_bar_02)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType MugType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType WineBottleType)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType TomatoType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType SaltShakerType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType PotatoType)
  (canContain GarbageCanType TomatoType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType CupType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType MugType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType PlateType)
  (canContain ShelfType PotType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType TomatoType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
