(define (problem plan_bathroom_8)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  DishSpongeType - otype
  PaperTowelType - otype
  PlungerType - otype
  SoapBarType - otype
  SoapBottleType - otype
  TissueBoxType - otype
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
  SoapBar_bar_01 - object
  SoapBar_bar_02 - object
  DishSponge_bar_01 - object
  Candle_bar_01 - object
  PaperTowel_bar_01 - object
  TissueBox_bar_01 - object
  PaperTowel_bar_02 - object
  Candle_bar_02 - object
  DishSponge_bar_02 - object
  Towel_bar_01 - object
  SoapBottle_bar_01 - object
  Candle_bar_03 - object
  PaperTowel_bar_03 - object
  TissueBox_bar_02 - object
  TissueBox_bar_03 - object
  TissueBox_bar_04 - object
  Candle_bar_04 - object
  Plunger_bar_01 - object
  TissueBox_bar_05 - object
  Bathtub_bar_01_bar_BathtubBasin - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  CounterTop_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  GarbageCan_bar_01 - receptacle
  HandTowelHolder_bar_01 - receptacle
  HandTowelHolder_bar_02 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Sink_bar_01_bar_SinkBasin - receptacle
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
  loc_bar_21 - location
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
  (receptacleAtLocation Cabinet_bar_05 loc_bar_06)
  (receptacleType Cabinet_bar_05 CabinetType)
  (openable Cabinet_bar_05)
  (receptacleAtLocation Cabinet_bar_06 loc_bar_07)
  (receptacleType Cabinet_bar_06 CabinetType)
  (openable Cabinet_bar_06)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_08)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_09)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_10)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_11)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_12)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_13)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation HandTowelHolder_bar_01 loc_bar_14)
  (receptacleType HandTowelHolder_bar_01 HandTowelHolderType)
  (receptacleAtLocation HandTowelHolder_bar_02 loc_bar_15)
  (receptacleType HandTowelHolder_bar_02 HandTowelHolderType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_16)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_17)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_18)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Toilet_bar_01 loc_bar_19)
  (receptacleType Toilet_bar_01 ToiletType)
  (receptacleAtLocation ToiletPaperHanger_bar_01 loc_bar_20)
  (receptacleType ToiletPaperHanger_bar_01 ToiletPaperHangerType)
  (receptacleAtLocation TowelHolder_bar_01 loc_bar_21)
  (receptacleType TowelHolder_bar_01 TowelHolderType)
  (objectType SoapBar_bar_01 SoapBarType) (inReceptacle SoapBar_bar_01 Bathtub_bar_01_bar_BathtubBasin) (objectAtLocation SoapBar_bar_01 loc_bar_01) (pickupable SoapBar_bar_01) (cleanable SoapBar_bar_01)
  (objectType SoapBar_bar_02 SoapBarType) (inReceptacle SoapBar_bar_02 Cabinet_bar_02) (objectAtLocation SoapBar_bar_02 loc_bar_03) (pickupable SoapBar_bar_02) (cleanable SoapBar_bar_02)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Bathtub_bar_01_bar_BathtubBasin) (objectAtLocation DishSponge_bar_01 loc_bar_01) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 CounterTop_bar_01) (objectAtLocation Candle_bar_01 loc_bar_08) (pickupable Candle_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 Shelf_bar_02) (objectAtLocation PaperTowel_bar_01 loc_bar_17) (pickupable PaperTowel_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Cabinet_bar_06) (objectAtLocation TissueBox_bar_01 loc_bar_07) (pickupable TissueBox_bar_01)
  (objectType PaperTowel_bar_02 PaperTowelType) (inReceptacle PaperTowel_bar_02 Toilet_bar_01) (objectAtLocation PaperTowel_bar_02 loc_bar_19) (pickupable PaperTowel_bar_02)
  (objectType Candle_bar_02 CandleType) (inReceptacle Candle_bar_02 Toilet_bar_01) (objectAtLocation Candle_bar_02 loc_bar_19) (pickupable Candle_bar_02)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 CounterTop_bar_01) (objectAtLocation DishSponge_bar_02 loc_bar_08) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Towel_bar_01 TowelType) (inReceptacle Towel_bar_01 TowelHolder_bar_01) (objectAtLocation Towel_bar_01 loc_bar_21) (pickupable Towel_bar_01)
  (objectType SoapBottle_bar_01 SoapBottleType) (inReceptacle SoapBottle_bar_01 CounterTop_bar_01) (objectAtLocation SoapBottle_bar_01 loc_bar_08) (pickupable SoapBottle_bar_01)
  (objectType Candle_bar_03 CandleType) (inReceptacle Candle_bar_03 Shelf_bar_01) (objectAtLocation Candle_bar_03 loc_bar_16) (pickupable Candle_bar_03)
  (objectType PaperTowel_bar_03 PaperTowelType) (inReceptacle PaperTowel_bar_03 GarbageCan_bar_01) (objectAtLocation PaperTowel_bar_03 loc_bar_13) (pickupable PaperTowel_bar_03)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Toilet_bar_01) (objectAtLocation TissueBox_bar_02 loc_bar_19) (pickupable TissueBox_bar_02)
  (objectType TissueBox_bar_03 TissueBoxType) (inReceptacle TissueBox_bar_03 Drawer_bar_03) (objectAtLocation TissueBox_bar_03 loc_bar_11) (pickupable TissueBox_bar_03)
  (objectType TissueBox_bar_04 TissueBoxType) (inReceptacle TissueBox_bar_04 GarbageCan_bar_01) (objectAtLocation TissueBox_bar_04 loc_bar_13) (pickupable TissueBox_bar_04)
  (objectType Candle_bar_04 CandleType) (inReceptacle Candle_bar_04 Shelf_bar_02) (objectAtLocation Candle_bar_04 loc_bar_17) (pickupable Candle_bar_04)
  (objectType Plunger_bar_01 PlungerType) (inReceptacle Plunger_bar_01 Cabinet_bar_04) (objectAtLocation Plunger_bar_01 loc_bar_05) (pickupable Plunger_bar_01)
  (objectType TissueBox_bar_05 TissueBoxType) (inReceptacle TissueBox_bar_05 Cabinet_bar_01) (objectAtLocation TissueBox_bar_05 loc_bar_02) (pickupable TissueBox_bar_05)
  (canContain BathtubBasinType DishSpongeType)
  (canContain BathtubBasinType SoapBarType)
  (canContain CabinetType CandleType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType PlungerType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain DrawerType CandleType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType TissueBoxType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType CandleType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType SoapBarType)
  (canContain ToiletType CandleType)
  (canContain ToiletType DishSpongeType)
  (canContain ToiletType PaperTowelType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SoapBottleType)
  (canContain ToiletType TissueBoxType)
  (canContain TowelHolderType TowelType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
