(define (problem plan_bathroom_101)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  DishSpongeType - otype
  HandTowelType - otype
  PaperTowelType - otype
  PlungerType - otype
  SoapBarType - otype
  SoapBottleType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  ToiletPaperType - otype
  TowelType - otype
  BathtubBasinType - rtype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  HandTowelHolderType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  ToiletPaperHangerType - rtype
  TowelHolderType - rtype
  Candle_bar_01 - object
  Candle_bar_02 - object
  Candle_bar_03 - object
  TissueBox_bar_01 - object
  DishSponge_bar_01 - object
  PaperTowel_bar_01 - object
  SprayBottle_bar_01 - object
  SoapBottle_bar_01 - object
  SoapBar_bar_01 - object
  ToiletPaper_bar_01 - object
  Plunger_bar_01 - object
  SprayBottle_bar_02 - object
  SoapBar_bar_02 - object
  SoapBottle_bar_02 - object
  SoapBar_bar_03 - object
  HandTowel_bar_01 - object
  SoapBottle_bar_03 - object
  Cloth_bar_01 - object
  PaperTowel_bar_02 - object
  PaperTowel_bar_03 - object
  SoapBar_bar_04 - object
  SprayBottle_bar_03 - object
  TissueBox_bar_02 - object
  PaperTowel_bar_04 - object
  Cloth_bar_02 - object
  PaperTowel_bar_05 - object
  Towel_bar_01 - object
  HandTowel_bar_02 - object
  PaperTowel_bar_06 - object
  DishSponge_bar_02 - object
  Plunger_bar_02 - object
  SprayBottle_bar_04 - object
  Bathtub_bar_01_bar_BathtubBasin - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  CounterTop_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  GarbageCan_bar_01 - receptacle
  HandTowelHolder_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Sink_bar_01_bar_SinkBasin - receptacle
  Sink_bar_02_bar_SinkBasin - receptacle
  Toilet_bar_01 - receptacle
  ToiletPaperHanger_bar_01 - receptacle
  TowelHolder_bar_01 - receptacle
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
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation Bathtub_bar_01_bar_BathtubBasin loc_bar_01)
  (receptacleType Bathtub_bar_01_bar_BathtubBasin BathtubBasinType)
  (receptacleAtLocation Cabinet_bar_01 loc_bar_02)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation Cabinet_bar_02 loc_bar_03)
  (receptacleType Cabinet_bar_02 CabinetType)
  (openable Cabinet_bar_02)
  (receptacleAtLocation Cabinet_bar_03 loc_bar_04)
  (receptacleType Cabinet_bar_03 CabinetType)
  (openable Cabinet_bar_03)
  (receptacleAtLocation Cabinet_bar_04 loc_bar_05)
  (receptacleType Cabinet_bar_04 CabinetType)
  (openable Cabinet_bar_04)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_06)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_07)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_08)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_09)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_10)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_11)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation HandTowelHolder_bar_01 loc_bar_12)
  (receptacleType HandTowelHolder_bar_01 HandTowelHolderType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_13)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_14)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_15)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_16)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_17)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Toilet_bar_01 loc_bar_18)
  (receptacleType Toilet_bar_01 ToiletType)
  (receptacleAtLocation ToiletPaperHanger_bar_01 loc_bar_19)
  (receptacleType ToiletPaperHanger_bar_01 ToiletPaperHangerType)
  (receptacleAtLocation TowelHolder_bar_01 loc_bar_20)
  (receptacleType TowelHolder_bar_01 TowelHolderType)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 Cabinet_bar_02) (objectAtLocation Candle_bar_01 loc_bar_03) (pickupable Candle_bar_01)
  (objectType Candle_bar_02 CandleType) (inReceptacle Candle_bar_02 CounterTop_bar_01) (objectAtLocation Candle_bar_02 loc_bar_06) (pickupable Candle_bar_02)
  (objectType Candle_bar_03 CandleType) (inReceptacle Candle_bar_03 Toilet_bar_01) (objectAtLocation Candle_bar_03 loc_bar_18) (pickupable Candle_bar_03)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 CounterTop_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_06) (pickupable TissueBox_bar_01)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Sink_bar_02_bar_SinkBasin) (objectAtLocation DishSponge_bar_01 loc_bar_17) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 Shelf_bar_03) (objectAtLocation PaperTowel_bar_01 loc_bar_15) (pickupable PaperTowel_bar_01)
  (objectType SprayBottle_bar_01 SprayBottleType) (inReceptacle SprayBottle_bar_01 Shelf_bar_01) (objectAtLocation SprayBottle_bar_01 loc_bar_13) (pickupable SprayBottle_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 Drawer_bar_02) (objectAtLocation SoapBottle_bar_01 loc_bar_08) (pickupable SoapBottle_bar_01)
  (objectType SoapBar_bar_01 SoapBarType) (inReceptacle SoapBar_bar_01 CounterTop_bar_01) (objectAtLocation SoapBar_bar_01 loc_bar_06) (pickupable SoapBar_bar_01) (cleanable SoapBar_bar_01)
  (objectType ToiletPaper_bar_01 ToiletPaperType) (inReceptacle ToiletPaper_bar_01 Drawer_bar_03) (objectAtLocation ToiletPaper_bar_01 loc_bar_09) (pickupable ToiletPaper_bar_01)
  (objectType Plunger_bar_01 PlungerType) (inReceptacle Plunger_bar_01 Cabinet_bar_04) (objectAtLocation Plunger_bar_01 loc_bar_05) (pickupable Plunger_bar_01)
  (objectType SprayBottle_bar_02 SprayBottleType) (inReceptacle SprayBottle_bar_02 Toilet_bar_01) (objectAtLocation SprayBottle_bar_02 loc_bar_18) (pickupable SprayBottle_bar_02)
  (objectType SoapBar_bar_02 SoapBarType) (inReceptacle SoapBar_bar_02 GarbageCan_bar_01) (objectAtLocation SoapBar_bar_02 loc_bar_11) (pickupable SoapBar_bar_02) (cleanable SoapBar_bar_02)
  (objectType SoapBottle_bar_02 SoapBottleType) (inReceptacle SoapBottle_bar_02 GarbageCan_bar_01) (objectAtLocation SoapBottle_bar_02 loc_bar_11) (pickupable SoapBottle_bar_02)
  (objectType SoapBar_bar_03 SoapBarType) (inReceptacle SoapBar_bar_03 Drawer_bar_02) (objectAtLocation SoapBar_bar_03 loc_bar_08) (pickupable SoapBar_bar_03) (cleanable SoapBar_bar_03)
  (objectType HandTowel_bar_01 HandTowelType) (inReceptacle HandTowel_bar_01 Drawer_bar_02) (objectAtLocation HandTowel_bar_01 loc_bar_08) (pickupable HandTowel_bar_01)
  (objectType SoapBottle_bar_03 SoapBottleType) (inReceptacle SoapBottle_bar_03 Shelf_bar_01) (objectAtLocation SoapBottle_bar_03 loc_bar_13) (pickupable SoapBottle_bar_03)
  (objectType Cloth_bar_01 ClothType) (inReceptacle Cloth_bar_01 Cabinet_bar_02) (objectAtLocation Cloth_bar_01 loc_bar_03) (pickupable Cloth_bar_01) (cleanable Cloth_bar_01)
  (objectType PaperTowel_bar_02 PaperTowelType) (inReceptacle PaperTowel_bar_02 CounterTop_bar_01) (objectAtLocation PaperTowel_bar_02 loc_bar_06) (pickupable PaperTowel_bar_02)
  (objectType PaperTowel_bar_03 PaperTowelType) (inReceptacle PaperTowel_bar_03 CounterTop_bar_01) (objectAtLocation PaperTowel_bar_03 loc_bar_06) (pickupable PaperTowel_bar_03)
  (objectType SoapBar_bar_04 SoapBarType) (inReceptacle SoapBar_bar_04 Drawer_bar_03) (objectAtLocation SoapBar_bar_04 loc_bar_09) (pickupable SoapBar_bar_04) (cleanable SoapBar_bar_04)
  (objectType SprayBottle_bar_03 SprayBottleType) (inReceptacle SprayBottle_bar_03 CounterTop_bar_01) (objectAtLocation SprayBottle_bar_03 loc_bar_06) (pickupable SprayBottle_bar_03)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Toilet_bar_01) (objectAtLocation TissueBox_bar_02 loc_bar_18) (pickupable TissueBox_bar_02)
  (objectType PaperTowel_bar_04 PaperTowelType) (inReceptacle PaperTowel_bar_04 Shelf_bar_03) (objectAtLocation PaperTowel_bar_04 loc_bar_15) (pickupable PaperTowel_bar_04)
  (objectType Cloth_bar_02 ClothType) (inReceptacle Cloth_bar_02 GarbageCan_bar_01) (objectAtLocation Cloth_bar_02 loc_bar_11) (pickupable Cloth_bar_02) (cleanable Cloth_bar_02)
  (objectType PaperTowel_bar_05 PaperTowelType) (inReceptacle PaperTowel_bar_05 Toilet_bar_01) (objectAtLocation PaperTowel_bar_05 loc_bar_18) (pickupable PaperTowel_bar_05)
  (objectType Towel_bar_01 TowelType) (inReceptacle Towel_bar_01 TowelHolder_bar_01) (objectAtLocation Towel_bar_01 loc_bar_20) (pickupable Towel_bar_01)
  (objectType HandTowel_bar_02 HandTowelType) (inReceptacle HandTowel_bar_02 Shelf_bar_03) (objectAtLocation HandTowel_bar_02 loc_bar_15) (pickupable HandTowel_bar_02)
  (objectType PaperTowel_bar_06 PaperTowelType) (inReceptacle PaperTowel_bar_06 Toilet_bar_01) (objectAtLocation PaperTowel_bar_06 loc_bar_18) (pickupable PaperTowel_bar_06)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 Toilet_bar_01) (objectAtLocation DishSponge_bar_02 loc_bar_18) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Plunger_bar_02 PlungerType) (inReceptacle Plunger_bar_02 Cabinet_bar_01) (objectAtLocation Plunger_bar_02 loc_bar_02) (pickupable Plunger_bar_02)
  (objectType SprayBottle_bar_04 SprayBottleType) (inReceptacle SprayBottle_bar_04 Drawer_bar_02) (objectAtLocation SprayBottle_bar_04 loc_bar_08) (pickupable SprayBottle_bar_04)
  (canContain BathtubBasinType ClothType)
  (canContain BathtubBasinType DishSpongeType)
  (canContain BathtubBasinType HandTowelType)
  (canContain BathtubBasinType SoapBarType)
  (canContain CabinetType CandleType)
  (canContain CabinetType ClothType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType HandTowelType)
  (canContain CabinetType PlungerType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType ToiletPaperType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType HandTowelType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType ToiletPaperType)
  (canContain DrawerType CandleType)
  (canContain DrawerType ClothType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType HandTowelType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType ToiletPaperType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType HandTowelType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain GarbageCanType ToiletPaperType)
  (canContain HandTowelHolderType HandTowelType)
  (canContain ShelfType CandleType)
  (canContain ShelfType ClothType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType HandTowelType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType ToiletPaperType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType HandTowelType)
  (canContain SinkBasinType SoapBarType)
  (canContain ToiletType CandleType)
  (canContain ToiletType ClothType)
  (canContain ToiletType DishSpongeType)
  (canContain ToiletType HandTowelType)
  (canContain ToiletType PaperTowelType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SoapBottleType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType TissueBoxType)
  (canContain ToiletType ToiletPaperType)
  (canContain ToiletPaperHangerType ToiletPaperType)
  (canContain TowelHolderType TowelType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CandleType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
