(define (problem plan_kitchen_6)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  CreditCardType - otype
  DishSpongeType - otype
  ForkType - otype
  GlassbottleType - otype
  LettuceType - otype
  PanType - otype
  PaperTowelType - otype
  PepperShakerType - otype
  PlateType - otype
  PotType - otype
  SaltShakerType - otype
  SoapBottleType - otype
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
  DishSponge_bar_01 - object
  DishSponge_bar_02 - object
  Bread_bar_01 - object
  Glassbottle_bar_01 - object
  Apple_bar_01 - object
  Pot_bar_01 - object
  Fork_bar_01 - object
  PepperShaker_bar_01 - object
  Bread_bar_02 - object
  Pan_bar_01 - object
  SaltShaker_bar_01 - object
  Lettuce_bar_01 - object
  Apple_bar_02 - object
  CreditCard_bar_01 - object
  Apple_bar_03 - object
  Plate_bar_01 - object
  CreditCard_bar_02 - object
  Plate_bar_02 - object
  PaperTowel_bar_01 - object
  WineBottle_bar_01 - object
  Glassbottle_bar_02 - object
  SoapBottle_bar_01 - object
  Glassbottle_bar_03 - object
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
  Cabinet_bar_14 - receptacle
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Fridge_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Microwave_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_15)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_16)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_17)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_18)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_19)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
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
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_27)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
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
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Shelf_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_23) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation DishSponge_bar_02 loc_bar_26) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 CounterTop_bar_01) (objectAtLocation Bread_bar_01 loc_bar_16) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType Glassbottle_bar_01 GlassbottleType) (inReceptacle Glassbottle_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Glassbottle_bar_01 loc_bar_26) (pickupable Glassbottle_bar_01)
  (objectType Apple_bar_01 AppleType) (inReceptacle Apple_bar_01 Fridge_bar_01) (objectAtLocation Apple_bar_01 loc_bar_20) (pickupable Apple_bar_01) (cleanable Apple_bar_01) (heatable Apple_bar_01) (coolable Apple_bar_01) (sliceable Apple_bar_01)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation Pot_bar_01 loc_bar_27) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (objectType Fork_bar_01 ForkType) (inReceptacle Fork_bar_01 CounterTop_bar_01) (objectAtLocation Fork_bar_01 loc_bar_16) (pickupable Fork_bar_01) (cleanable Fork_bar_01)
  (objectType PepperShaker_bar_01 PepperShakerType) (inReceptacle PepperShaker_bar_01 Cabinet_bar_12) (objectAtLocation PepperShaker_bar_01 loc_bar_12) (pickupable PepperShaker_bar_01)
  (objectType Bread_bar_02 BreadType) (inReceptacle Bread_bar_02 Microwave_bar_01) (objectAtLocation Bread_bar_02 loc_bar_22) (pickupable Bread_bar_02) (heatable Bread_bar_02) (coolable Bread_bar_02) (sliceable Bread_bar_02)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Fridge_bar_01) (objectAtLocation Pan_bar_01 loc_bar_20) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType SaltShaker_bar_01 SaltShakerType) (inReceptacle SaltShaker_bar_01 Drawer_bar_03) (objectAtLocation SaltShaker_bar_01 loc_bar_19) (pickupable SaltShaker_bar_01)
  (objectType Lettuce_bar_01 LettuceType) (inReceptacle Lettuce_bar_01 CounterTop_bar_01) (objectAtLocation Lettuce_bar_01 loc_bar_16) (pickupable Lettuce_bar_01) (cleanable Lettuce_bar_01) (coolable Lettuce_bar_01) (sliceable Lettuce_bar_01)
  (objectType Apple_bar_02 AppleType) (inReceptacle Apple_bar_02 Microwave_bar_01) (objectAtLocation Apple_bar_02 loc_bar_22) (pickupable Apple_bar_02) (cleanable Apple_bar_02) (heatable Apple_bar_02) (coolable Apple_bar_02) (sliceable Apple_bar_02)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_02) (objectAtLocation CreditCard_bar_01 loc_bar_18) (pickupable CreditCard_bar_01)
  (objectType Apple_bar_03 AppleType) (inReceptacle Apple_bar_03 CounterTop_bar_01) (objectAtLocation Apple_bar_03 loc_bar_16) (pickupable Apple_bar_03) (cleanable Apple_bar_03) (heatable Apple_bar_03) (coolable Apple_bar_03) (sliceable Apple_bar_03)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Cabinet_bar_09) (objectAtLocation Plate_bar_01 loc_bar_09) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Shelf_bar_03) (objectAtLocation CreditCard_bar_02 loc_bar_25) (pickupable CreditCard_bar_02)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 Shelf_bar_03) (objectAtLocation Plate_bar_02 loc_bar_25) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 Shelf_bar_03) (objectAtLocation PaperTowel_bar_01 loc_bar_25) (pickupable PaperTowel_bar_01)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Shelf_bar_02) (objectAtLocation WineBottle_bar_01 loc_bar_24) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType Glassbottle_bar_02 GlassbottleType) (inReceptacle Glassbottle_bar_02 Cabinet_bar_13) (objectAtLocation Glassbottle_bar_02 loc_bar_13) (pickupable Glassbottle_bar_02)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 GarbageCan_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_21) (pickupable SoapBottle_bar_01)
  (objectType Glassbottle_bar_03 GlassbottleType) (inReceptacle Glassbottle_bar_03 Cabinet_bar_01) (objectAtLocation Glassbottle_bar_03 loc_bar_01) (pickupable Glassbottle_bar_03)
  (objectType SoapBottle_bar_02 SoapBottleType) (inReceptacle SoapBottle_bar_02 Shelf_bar_03) (objectAtLocation SoapBottle_bar_02 loc_bar_25) (pickupable SoapBottle_bar_02)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType GlassbottleType)
  (canContain CabinetType PanType)
  (canContain CabinetType PepperShakerType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType SaltShakerType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType GlassbottleType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PepperShakerType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType SaltShakerType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType ForkType)
  (canContain DrawerType PepperShakerType)
  (canContain DrawerType SaltShakerType)
  (canContain DrawerType SoapBottleType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType GlassbottleType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType GlassbottleType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType GlassbottleType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType PepperShakerType)
  (canContain ShelfType PlateType)
  (canContain ShelfType PotType)
  (canContain ShelfType SaltShakerType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType GlassbottleType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain StoveBurnerType PanType)
  (canContain StoveBurnerType PotType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
