(define (problem plan_bathroom_103)
(:domain alfred)
(:objects
  agent1 - agent
  DishSpongeType - otype
  HandTowelType - otype
  PaperTowelType - otype
  PlungerType - otype
  SoapBarType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  TowelType - otype
  BathtubBasinType - rtype
  CabinetType - rtype
  CartType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  HandTowelHolderType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  ToiletPaperHangerType - rtype
  TowelHolderType - rtype
  DishSponge_bar_01 - object
  DishSponge_bar_02 - object
  SprayBottle_bar_01 - object
  Towel_bar_01 - object
  HandTowel_bar_01 - object
  HandTowel_bar_02 - object
  Towel_bar_02 - object
  Towel_bar_03 - object
  TissueBox_bar_01 - object
  Plunger_bar_01 - object
  Plunger_bar_02 - object
  SoapBar_bar_01 - object
  Towel_bar_04 - object
  HandTowel_bar_03 - object
  SoapBar_bar_02 - object
  PaperTowel_bar_01 - object
  Bathtub_bar_01_bar_BathtubBasin - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Cart_bar_01 - receptacle
  CounterTop_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
  Drawer_bar_08 - receptacle
  GarbageCan_bar_01 - receptacle
  HandTowelHolder_bar_01 - receptacle
  HandTowelHolder_bar_02 - receptacle
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
  loc_bar_21 - location
  loc_bar_22 - location
  loc_bar_23 - location
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
  (receptacleAtLocation Cart_bar_01 loc_bar_06)
  (receptacleType Cart_bar_01 CartType)
  (receptacleAtLocation CounterTop_bar_01 loc_bar_07)
  (receptacleType CounterTop_bar_01 CounterTopType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_08)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_09)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_10)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_11)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_12)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_13)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_14)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_15)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_16)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation HandTowelHolder_bar_01 loc_bar_17)
  (receptacleType HandTowelHolder_bar_01 HandTowelHolderType)
  (receptacleAtLocation HandTowelHolder_bar_02 loc_bar_18)
  (receptacleType HandTowelHolder_bar_02 HandTowelHolderType)
  (receptacleAtLocation Sink_bar_01_bar_SinkBasin loc_bar_19)
  (receptacleType Sink_bar_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar_02_bar_SinkBasin loc_bar_20)
  (receptacleType Sink_bar_02_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Toilet_bar_01 loc_bar_21)
  (receptacleType Toilet_bar_01 ToiletType)
  (receptacleAtLocation ToiletPaperHanger_bar_01 loc_bar_22)
  (receptacleType ToiletPaperHanger_bar_01 ToiletPaperHangerType)
  (receptacleAtLocation TowelHolder_bar_01 loc_bar_23)
  (receptacleType TowelHolder_bar_01 TowelHolderType)
  (objectType DishSponge_bar_01 DishSpongeType) (inReceptacle DishSponge_bar_01 Sink_bar_01_bar_SinkBasin) (objectAtLocation DishSponge_bar_01 loc_bar_19) (pickupable DishSponge_bar_01) (cleanable DishSponge_bar_01)
  (objectType DishSponge_bar_02 DishSpongeType) (inReceptacle DishSponge_bar_02 Bathtub_bar_01_bar_BathtubBasin) (objectAtLocation DishSponge_bar_02 loc_bar_01) (pickupable DishSponge_bar_02) (cleanable DishSponge_bar_02)
  (objectType SprayBottle_bar_01 SprayBottleType) (inReceptacle SprayBottle_bar_01 GarbageCan_bar_01) (objectAtLocation SprayBottle_bar_01 loc_bar_16) (pickupable SprayBottle_bar_01)
  (objectType Towel_bar_01 TowelType) (inReceptacle Towel_bar_01 TowelHolder_bar_01) (objectAtLocation Towel_bar_01 loc_bar_23) (pickupable Towel_bar_01)
  (objectType HandTowel_bar_01 HandTowelType) (inReceptacle HandTowel_bar_01 GarbageCan_bar_01) (objectAtLocation HandTowel_bar_01 loc_bar_16) (pickupable HandTowel_bar_01)
  (objectType HandTowel_bar_02 HandTowelType) (inReceptacle HandTowel_bar_02 Sink_bar_01_bar_SinkBasin) (objectAtLocation HandTowel_bar_02 loc_bar_19) (pickupable HandTowel_bar_02)
  (objectType Towel_bar_02 TowelType) (inReceptacle Towel_bar_02 TowelHolder_bar_01) (objectAtLocation Towel_bar_02 loc_bar_23) (pickupable Towel_bar_02)
  (objectType Towel_bar_03 TowelType) (inReceptacle Towel_bar_03 TowelHolder_bar_01) (objectAtLocation Towel_bar_03 loc_bar_23) (pickupable Towel_bar_03)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Cart_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_06) (pickupable TissueBox_bar_01)
  (objectType Plunger_bar_01 PlungerType) (inReceptacle Plunger_bar_01 Cart_bar_01) (objectAtLocation Plunger_bar_01 loc_bar_06) (pickupable Plunger_bar_01)
  (objectType Plunger_bar_02 PlungerType) (inReceptacle Plunger_bar_02 Cabinet_bar_02) (objectAtLocation Plunger_bar_02 loc_bar_03) (pickupable Plunger_bar_02)
  (objectType SoapBar_bar_01 SoapBarType) (inReceptacle SoapBar_bar_01 Cabinet_bar_01) (objectAtLocation SoapBar_bar_01 loc_bar_02) (pickupable SoapBar_bar_01) (cleanable SoapBar_bar_01)
  (objectType Towel_bar_04 TowelType) (inReceptacle Towel_bar_04 TowelHolder_bar_01) (objectAtLocation Towel_bar_04 loc_bar_23) (pickupable Towel_bar_04)
  (objectType HandTowel_bar_03 HandTowelType) (inReceptacle HandTowel_bar_03 HandTowelHolder_bar_02) (objectAtLocation HandTowel_bar_03 loc_bar_18) (pickupable HandTowel_bar_03)
  (objectType SoapBar_bar_02 SoapBarType) (inReceptacle SoapBar_bar_02 Drawer_bar_04) (objectAtLocation SoapBar_bar_02 loc_bar_11) (pickupable SoapBar_bar_02) (cleanable SoapBar_bar_02)
  (objectType PaperTowel_bar_01 PaperTowelType) (inReceptacle PaperTowel_bar_01 Toilet_bar_01) (objectAtLocation PaperTowel_bar_01 loc_bar_21) (pickupable PaperTowel_bar_01)
  (canContain BathtubBasinType DishSpongeType)
  (canContain BathtubBasinType HandTowelType)
  (canContain BathtubBasinType SoapBarType)
  (canContain CabinetType DishSpongeType)
  (canContain CabinetType HandTowelType)
  (canContain CabinetType PlungerType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CartType DishSpongeType)
  (canContain CartType HandTowelType)
  (canContain CartType PaperTowelType)
  (canContain CartType PlungerType)
  (canContain CartType SoapBarType)
  (canContain CartType SprayBottleType)
  (canContain CartType TissueBoxType)
  (canContain CounterTopType DishSpongeType)
  (canContain CounterTopType HandTowelType)
  (canContain CounterTopType PaperTowelType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain DrawerType DishSpongeType)
  (canContain DrawerType HandTowelType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TissueBoxType)
  (canContain GarbageCanType DishSpongeType)
  (canContain GarbageCanType HandTowelType)
  (canContain GarbageCanType PaperTowelType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain HandTowelHolderType HandTowelType)
  (canContain SinkBasinType DishSpongeType)
  (canContain SinkBasinType HandTowelType)
  (canContain SinkBasinType SoapBarType)
  (canContain ToiletType DishSpongeType)
  (canContain ToiletType HandTowelType)
  (canContain ToiletType PaperTowelType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType TissueBoxType)
  (canContain TowelHolderType TowelType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
