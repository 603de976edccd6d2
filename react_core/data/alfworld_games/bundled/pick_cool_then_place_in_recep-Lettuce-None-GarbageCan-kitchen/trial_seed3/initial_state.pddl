(define (problem plan_kitchen_3)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  CellPhoneType - otype
  DishSpongeType - otype
  GlassbottleType - otype
  KnifeType - otype
  LettuceType - otype
  PanType - otype
  PaperTowelType - otype
  PlateType - otype
  SaltShakerType - otype
  SoapBottleType - otype
  SpatulaType - otype
  SpoonType - otype
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
  Lettuce_bar_01 - object
  Knife_bar_01 - object
  SaltShaker_bar_01 - object
  Pan_bar_01 - object
  PaperTowel_bar_01 - object
  SaltShaker_bar_02 - object
  Plate_bar_01 - object
  DishSponge_bar_01 - object
  CellPhone_bar_01 - object
  Spoon_bar_01 - object
  PaperTowel_bar_02 - object
  Knife_bar_02 - object
  Spatula_bar_01 - object
  PaperTowel_bar_03 - object
  DishSponge_bar_02 - object
  CellPhone_bar_02 - object
  SoapBottle_bar_01 - object
  Spoon_bar_02 - object
  Bread_bar_01 - object
  Glassbottle_bar_01 - object
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
  Drawer_bar_10 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Shelf_bar_01 - receptacle
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
  (receptacleAtLocation CounterTop_bar_03 loc_bar_15)
  (receptacleType CounterTop_bar_03 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_16)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_17)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_18)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_19)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_20)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_21)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_22)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_23)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Drawer_bar_09 loc_bar_24)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Drawer_bar_10 loc_bar_25)
  (receptacleType Drawer_bar_10 DrawerType)
  (openable Drawer_bar_10)
  (receptacleAtLocation Fridge_bar_01 loc_bar_26)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_27)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_28)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_29)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_30)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_31)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
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
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 CounterTop_bar_03) (objectAtLocation Lettuce_bar_01 loc_bar_15) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 CounterTop_bar_03) (objectAtLocation Knife_bar_01 loc_bar_15) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Shelf_bar_01) (objectAtLocation SaltShaker_bar_01 loc_bar_29) (pickupable SaltShaker_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Cabinet_bar_09) (objectAtLocation Pan_bar_01 loc_bar_09) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 CounterTop_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_13) (pickupable PaperTowel_bar_01)
  (objectType SaltShaker_bar_02 SaltShakerType) (inReceptacle SaltShaker_bar_02 Drawer_bar_10) (objectAtLocation SaltShaker_bar_02 loc_bar_25) (pickupable SaltShaker_bar_02)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 CounterTop_bar_02) (objectAtLocation Plate_bar_01 loc_bar_14) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Cabinet_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_01) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Shelf_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_29) (pickupable CellPhone_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spoon_bar_01 loc_bar_30) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType PaperTowel_bar_02 PaperTowelType) (inReceptacle PaperTowel_bar_02 CounterTop_bar_03) (objectAtLocation PaperTowel_bar_02 loc_bar_15) (pickupable PaperTowel_bar_02)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 Drawer_bar_07) (objectAtLocation Knife_bar_02 loc_bar_22) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType Spatula_bar_01 SpatulaType) (inReceptacle Spatula_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spatula_bar_01 loc_bar_30) (pickupable Spatula_bar_01) (cleanable Spatula_bar_01)
  (objectType PaperTowel_bar_03 PaperTowelType) (inReceptacle PaperTowel_bar_03 Shelf_bar_01) (objectAtLocation PaperTowel_bar_03 loc_bar_29) (pickupable PaperTowel_bar_03)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 Sink_bar_02_bar_SinkBasin) (objectAtLocation DishSponge_bar_02 loc_bar_31) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Shelf_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_29) (pickupable CellPhone_bar_02)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 Shelf_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_29) (pickupable SoapBottle_bar_01)
  (objectType Spoon_bar_02 SpoonType) (inReceptacle Spoon_bar_02 Sink_bar_02_bar_SinkBasin) (objectAtLocation Spoon_bar_02 loc_bar_31) (pickupable Spoon_bar_02) (cleanable Spoon_bar_02)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 Fridge_bar_01) (objectAtLocation Bread_bar_01 loc_bar_26) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Fridge_bar_01) (objectAtLocation Glassbottle_bar_01 loc_bar_26) (pickupable Glassbottle_bar_01)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType PanType)
  (canContain CabinetType PlateType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpatulaType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpatulaType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BreadType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBottleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType PlateType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType SoapBottleType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType SpatulaType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType PanType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
