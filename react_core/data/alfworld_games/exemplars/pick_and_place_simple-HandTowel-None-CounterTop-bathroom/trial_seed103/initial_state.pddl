(define (problem plan_bathroom_103)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  DishSpongeType - otype
  HandTowelType - otype
  PaperTowelType - otype
  SoapBarType - otype
  TissueBoxType - otype
  TowelType - otype
  BathtubBasinType - rtype
  CabinetType - rtype
  CartType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  HandTowelHolderType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  ToiletPaperHangerType - rtype
  TowelHolderType - rtype
  HandTowel_bar_01 - object
  HandTowel_bar_02 - object
  HandTowel_bar_03 - object
  SoapBar_bar_01 - object
  Towel_bar_01 - object
  PaperTowel_bar_01 - object
  Towel_bar_02 - object
  DishSponge_bar_01 - object
  SoapBar_bar_02 - object
  Cloth_bar_01 - object
  DishSponge_bar_02 - object
  Candle_bar_01 - object
  TissueBox_bar_01 - object
  TissueBox_bar_02 - object
  Towel_bar_03 - object
  Bathtub_bar_01_bar_BathtubBasin - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cabinet_bar_05 - receptacle
  Cabinet_bar_06 - receptacle
  Cabinet_bar_07 - receptacle
  Cabinet_bar_08 - receptacle
  Cart_bar_01 - receptacle
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
  Shelf_bar_03 - receptacle
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
  loc_bar_22 - location
  loc_bar_23 - location
  loc_bar_24 - location
  loc_bar_25 - location
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
  (receptacleAtLocation Cabinet_bar_07 loc_bar_08)
  (receptacleType Cabinet_bar_07 CabinetType)
  (openable Cabinet_bar_07)
  (receptacleAtLocation Cabinet_bar_08 loc_bar_09)
  (receptacleType Cabinet_bar_08 CabinetType)
  (openable Cabinet_bar_08)
  (receptacleAtLocation Cart_bar_01 loc_bar_10)
  (receptacleType Cart_bar_01 CartType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_11)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_12)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_13)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_14)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_15)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_16)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation HandTowelHolder_bar_01 loc_bar_17)
  (receptacleType HandTowelHolder_bar_01 HandTowelHolderType)
  (receptacleAtLocation HandTowelHolder_bar_02 loc_bar_18)
  (receptacleType HandTowelHolder_bar_02 HandTowelHolderType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_19)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_20)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_21)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_22)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Toilet_bar_01 loc_bar_23)
  (receptacleType Toilet_bar_01 ToiletType)
  (receptacleAtLocation ToiletPaperHanger_bar_01 loc_bar_24)
  (receptacleType ToiletPaperHanger_bar_01 ToiletPaperHangerType)
  (receptacleAtLocation TowelHolder_bar_01 loc_bar_25)
  (receptacleType TowelHolder_bar_01 TowelHolderType)
  (objectType HandTowel_bar_01 HandTowelType) (inReceptacle HandTowel_bar_01 GarbageCan_bar_01) (objectAtLocation HandTowel_bar_01 loc_bar_16) (pickupable HandTowel_bar_01)
  (objectType HandTowel_bar_02 HandTowelType) (inReceptacle HandTowel_bar_02 HandTowelHolder_bar_02) (objectAtLocation HandTowel_bar_02 loc_bar_18) (pickupable HandTowel_bar_02)
  (objectType HandTowel_bar_03 HandTowelType) (inReceptacle HandTowel_bar_03 HandTowelHolder_bar_01) (objectAtLocation HandTowel_bar_03 loc_bar_17) (pickupable HandTowel_bar_03)
  (objectType SoapBar_bar_01 SoapBarType) (inReceptacle SoapBar_bar_01 GarbageCan_bar_01) (objectAtLocation SoapBar_bar_01 loc_bar_16) (pickupable SoapBar_bar_01) (cleanable SoapBar_bar_01)
  (objectType Towel_bar_01 TowelType) (inReceptacle Towel_bar_01 TowelHolder_bar_01) (objectAtLocation Towel_bar_01 loc_bar_25) (pickupable Towel_bar_01)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 Toilet_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_23) (pickupable PaperTowel_bar_01)
  (objectType Towel_bar_02 TowelType) (inReceptacle Towel_bar_02 TowelHolder_bar_01) (objectAtLocation Towel_bar_02 loc_bar_25) (pickupable Towel_bar_02)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Shelf_bar_03) (objectAtLocation DishSponge_bar_01 loc_bar_21) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType SoapBar_bar_02 SoapBarType) (inReceptacle SoapBar_bar_02 Drawer_bar_01) (objectAtLocation SoapBar_bar_02 loc_bar_12) (pickupable SoapBar_bar_02) (cleanable SoapBar_bar_02)
  (objectType Cloth_bar_01 ClothType) (inReceptacle Cloth_bar_01 GarbageCan_bar_01) (objectAtLocation Cloth_bar_01 loc_bar_16) (pickupable Cloth_bar_01) (cleanable Cloth_bar_01)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 Cabinet_bar_01) (objectAtLocation DishSponge_bar_02 loc_bar_02) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 CounterTop_bar_01) (objectAtLocation Candle_bar_01 loc_bar_11) (pickupable Candle_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Cart_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_10) (pickupable TissueBox_bar_01)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Cart_bar_01) (objectAtLocation TissueBox_bar_02 loc_bar_10) (pickupable TissueBox_bar_02)
  (objectType Towel_bar_03 TowelType) (inReceptacle Towel_bar_03 TowelHolder_bar_01) (objectAtLocation Towel_bar_03 loc_bar_25) (pickupable Towel_bar_03)
  (canContain BathtubBasinType ClothType)
  (canContain BathtubBasinType DishSpongeType)
  (canContain BathtubBasinType HandTowelType)
  (canContain BathtubBasinType SoapBarType)
  (canContain CabinetType CandleType)
  (canContain CabinetType ClothType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType HandTowelType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType TissueBoxType)
  (canContain CartType CandleType)
  (canContain CartType ClothType)
  (canContain CartType DishSpongeType)
  (canContain CartType HandTowelType)
  (canContain CartType PaperTowelType)
  (canContain CartType SoapBarType)
  (canContain CartType TissueBoxType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType HandTowelType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType TissueBoxType)
  (canContain DrawerType CandleType)
  (canContain DrawerType ClothType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType HandTowelType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType TissueBoxType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType HandTowelType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType TissueBoxType)
  (canContain HandTowelHolderType HandTowelType)
  (canContain ShelfType CandleType)
  (canContain ShelfType ClothType)
  (canContain ShelfType DishSpongeType)
  (canContain ShelfType HandTowelType)
  (canContain ShelfType PaperTowelType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType TissueBoxType)
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
  (canContain ToiletType TissueBoxType)
  (canContain TowelHolderType TowelType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o HandTowelType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
