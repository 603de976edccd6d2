(define (problem plan_kitchen_1)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  BreadType - otype
  ButterKnifeType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DishSpongeType - otype
  EggType - otype
  KettleType - otype
  KnifeType - otype
  LadleType - otype
  PanType - otype
  PaperTowelType - otype
  PlateType - otype
  PotType - otype
  SoapBottleType - otype
  SpoonType - otype
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
  Knife_bar_01 - object
  Knife_bar_02 - object
  WineBottle_bar_01 - object
  Pan_bar_01 - object
  PaperTowel_bar_01 - object
  Kettle_bar_01 - object
  Ladle_bar_01 - object
  Kettle_bar_02 - object
  SoapBottle_bar_01 - object
  Spoon_bar_01 - object
  PaperTowel_bar_02 - object
  CreditCard_bar_01 - object
  Plate_bar_01 - object
  Bread_bar_01 - object
  CellPhone_bar_01 - object
  CellPhone_bar_02 - object
  CellPhone_bar_03 - object
  DishSponge_bar_01 - object
  Bread_bar_02 - object
  Bowl_bar_01 - object
  Plate_bar_02 - object
  CreditCard_bar_02 - object
  WineBottle_bar_02 - object
  ButterKnife_bar_01 - object
  Egg_bar_01 - object
  WineBottle_bar_03 - object
  Bowl_bar_02 - object
  Pot_bar_01 - object
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  CoffeeMachine_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  CounterTop_bar_02 - receptacle
  CounterTop_bar_03 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
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
  (receptacleAtLocation CoffeeMachine_bar_01 loc_bar_07)
  (receptacleType CoffeeMachine_bar_01 CoffeeMachineType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_08)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation CounterTop_bar_02 loc_bar_09)
  (receptacleType CounterTop_bar_02 CounterTopType)
  (receptacleAtLocation CounterTop_bar_03 loc_bar_10)
  (receptacleType CounterTop_bar_03 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_11)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_12)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_13)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_14)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Fridge_bar_01 loc_bar_15)
  (receptacleType Fridge_bar_01 FridgeType)
  (openable Fridge_bar_01)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_16)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Microwave_bar_01 loc_bar_17)
  (receptacleType Microwave_bar_01 MicrowaveType)
  (openable Microwave_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_18)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_19)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation StoveBurner_bar_01 loc_bar_20)
  (receptacleType StoveBurner_bar_01 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_02 loc_bar_21)
  (receptacleType StoveBurner_bar_02 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_03 loc_bar_22)
  (receptacleType StoveBurner_bar_03 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar_04 loc_bar_23)
  (receptacleType StoveBurner_bar_04 StoveBurnerType)
  (receptacleAtLocation Toaster_bar_01 loc_bar_24)
  (receptacleType Toaster_bar_01 ToasterType)
  (objectType Knife_bar_01 KnifeType) (inReceptacle Knife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Knife_bar_01 loc_bar_19) (pickupable Knife_bar_01) (cleanable Knife_bar_01)
  (objectType Knife_bar_02 KnifeType) (inReceptacle Knife_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation Knife_bar_02 loc_bar_19) (pickupable Knife_bar_02) (cleanable Knife_bar_02)
  (objectType WineBottle_bar_01 WineBottleType) (inReceptacle WineBottle_bar_01 Fridge_bar_01) (objectAtLocation WineBottle_bar_01 loc_bar_15) (pickupable WineBottle_bar_01) (coolable WineBottle_bar_01)
  (objectType Pan_bar_01 PanType) (inReceptacle Pan_bar_01 Cabinet_bar_03) (objectAtLocation Pan_bar_01 loc_bar_03) (pickupable Pan_bar_01) (cleanable Pan_bar_01) (coolable Pan_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 GarbageCan_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_16) (pickupable PaperTowel_bar_01)
  (objectType Kettle_bar_01 KettleType) (inReceptacle Kettle_bar_01 Shelf_bar_01) (objectAtLocation Kettle_bar_01 loc_bar_18) (pickupable Kettle_bar_01) (cleanable Kettle_bar_01)
  (objectType Ladle_bar_01 LadleType) (inReceptacle Ladle_bar_01 Cabinet_bar_06) (objectAtLocation Ladle_bar_01 loc_bar_06) (pickupable Ladle_bar_01) (cleanable Ladle_bar_01)
  (objectType Kettle_bar_02 KettleType) (inReceptacle Kettle_bar_02 Cabinet_bar_06) (objectAtLocation Kettle_bar_02 loc_bar_06) (pickupable Kettle_bar_02) (cleanable Kettle_bar_02)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 Shelf_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_18) (pickupable SoapBottle_bar_01)
  (objectType Spoon_bar_01 SpoonType) (inReceptacle Spoon_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Spoon_bar_01 loc_bar_19) (pickupable Spoon_bar_01) (cleanable Spoon_bar_01)
  (objectType PaperTowel_bar_02 PaperTowelType) (inReceptacle PaperTowel_bar_02 Shelf_bar_01) (objectAtLocation PaperTowel_bar_02 loc_bar_18) (pickupable PaperTowel_bar_02)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 CounterTop_bar_03) (objectAtLocation CreditCard_bar_01 loc_bar_10) (pickupable CreditCard_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Plate_bar_01 loc_bar_19) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Bread_bar_01 BreadType) (inReceptacle Bread_bar_01 Microwave_bar_01) (objectAtLocation Bread_bar_01 loc_bar_17) (pickupable Bread_bar_01) (heatable Bread_bar_01) (coolable Bread_bar_01) (sliceable Bread_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 CounterTop_bar_03) (objectAtLocation CellPhone_bar_01 loc_bar_10) (pickupable CellPhone_bar_01)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Shelf_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_18) (pickupable CellPhone_bar_02)
  (objectType CellPhone_bar_03 CellPhoneType) (inReceptacle CellPhone_bar_03 Drawer_bar_03) (objectAtLocation CellPhone_bar_03 loc_bar_13) (pickupable CellPhone_bar_03)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 GarbageCan_bar_01) (objectAtLocation DishSponge_bar_01 loc_bar_16) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Bread_bar_02 BreadType) (inReceptacle Bread_bar_02 Fridge_bar_01) (objectAtLocation Bread_bar_02 loc_bar_15) (pickupable Bread_bar_02) (heatable Bread_bar_02) (coolable Bread_bar_02) (sliceable Bread_bar_02)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Fridge_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_15) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 Cabinet_bar_02) (objectAtLocation Plate_bar_02 loc_bar_02) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Shelf_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_18) (pickupable CreditCard_bar_02)
  (objectType WineBottle_bar_02 WineBottleType) (inReceptacle WineBottle_bar_02 CounterTop_bar_03) (objectAtLocation WineBottle_bar_02 loc_bar_10) (pickupable WineBottle_bar_02) (coolable WineBottle_bar_02)
  (objectType ButterKnife_bar_01 ButterKnifeType) (inReceptacle ButterKnife_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation ButterKnife_bar_01 loc_bar_19) (pickupable ButterKnife_bar_01) (cleanable ButterKnife_bar_01)
  (objectType Egg_bar_01 EggType) (inReceptacle Egg_bar_01 CounterTop_bar_01) (objectAtLocation Egg_bar_01 loc_bar_08) (pickupable Egg_bar_01) (cleanable Egg_bar_01) (heatable Egg_bar_01) (coolable Egg_bar_01) (sliceable Egg_bar_01)
  (objectType WineBottle_bar_03 WineBottleType) (inReceptacle WineBottle_bar_03 Cabinet_bar_05) (objectAtLocation WineBottle_bar_03 loc_bar_05) (pickupable WineBottle_bar_03) (coolable WineBottle_bar_03)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Fridge_bar_01) (objectAtLocation Bowl_bar_02 loc_bar_15) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType Pot_bar_01 PotType) (inReceptacle Pot_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation Pot_bar_01 loc_bar_19) (pickupable Pot_bar_01) (cleanable Pot_bar_01) (coolable Pot_bar_01)
  (canContain CabinetType BowlType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType KettleType)
  (canContain CabinetType LadleType)
  (canContain CabinetType PanType)
  (canContain CabinetType PlateType)
  (canContain CabinetType PotType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType WineBottleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ButterKnifeType)
  (canContain CounterTopType CellPhoneType)
  (canContain CounterTopType CreditCardType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType KettleType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LadleType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType WineBottleType)
  (canContain DrawerType ButterKnifeType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LadleType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotType)
  (canContain FridgeType WineBottleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType WineBottleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType KettleType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType PlateType)
  (canContain ShelfType PotType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType WineBottleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ButterKnifeType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType KettleType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LadleType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotType)
  (canContain SinkBasinType SpoonType)
  (canContain StoveBurnerType KettleType)
  (canContain StoveBurnerType PanType)
  (canContain StoveBurnerType PotType)
)
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KnifeType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KnifeType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
