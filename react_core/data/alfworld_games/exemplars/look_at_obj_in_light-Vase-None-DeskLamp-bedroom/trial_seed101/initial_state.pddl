(define (problem plan_bedroom_101)
(:domain alfred)
(:objects
  agent1 - agent
  BaseballBatType - otype
  BasketBallType - otype
  BoxType - otype
  CDType - otype
  CellPhoneType - otype
  ClothType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  MugType - otype
  PenType - otype
  PencilType - otype
  PillowType - otype
  StatueType - otype
  TennisRacketType - otype
  TissueBoxType - otype
  VaseType - otype
  WatchType - otype
  BedType - rtype
  CabinetType - rtype
  DeskType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  LaundryHamperType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Vase_bar_01 - object
  Vase_bar_02 - object
  Vase_bar_03 - object
  DeskLamp_bar_01 - object
  Pen_bar_01 - object
  TennisRacket_bar_01 - object
  Box_bar_01 - object
  CellPhone_bar_01 - object
  KeyChain_bar_01 - object
  CreditCard_bar_01 - object
  TissueBox_bar_01 - object
  Watch_bar_01 - object
  CreditCard_bar_02 - object
  Watch_bar_02 - object
  Pen_bar_02 - object
  Pen_bar_03 - object
  TissueBox_bar_02 - object
  TissueBox_bar_03 - object
  Box_bar_02 - object
  CellPhone_bar_02 - object
  CD_bar_01 - object
  Mug_bar_01 - object
  Box_bar_03 - object
  BasketBall_bar_01 - object
  Statue_bar_01 - object
  Pen_bar_04 - object
  Pillow_bar_01 - object
  TennisRacket_bar_02 - object
  Pen_bar_05 - object
  Pencil_bar_01 - object
  Cloth_bar_01 - object
  Mug_bar_02 - object
  CreditCard_bar_03 - object
  BaseballBat_bar_01 - object
  Bed_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  Desk_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Dresser_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  LaundryHamper_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  Shelf_bar_06 - receptacle
  Shelf_bar_07 - receptacle
  Shelf_bar_08 - receptacle
  Shelf_bar_09 - receptacle
  Shelf_bar_10 - receptacle
  Shelf_bar_11 - receptacle
  SideTable_bar_01 - receptacle
  SideTable_bar_02 - receptacle
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
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation Bed_bar_01 loc_bar_01)
  (receptacleType Bed_bar_01 BedType)
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
  (receptacleAtLocation Desk_bar_01 loc_bar_06)
  (receptacleType Desk_bar_01 DeskType)
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
  (receptacleAtLocation Dresser_bar_01 loc_bar_11)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_12)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation LaundryHamper_bar_01 loc_bar_13)
  (receptacleType LaundryHamper_bar_01 LaundryHamperType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_14)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_15)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_16)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_17)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_18)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_19)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_20)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_21)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_22)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_23)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation Shelf_bar_11 loc_bar_24)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_25)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_26)
  (receptacleType SideTable_bar_02 SideTableType)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Dresser_bar_01) (objectAtLocation Vase_bar_01 loc_bar_11) (pickupable Vase_bar_01)
  (objectType Vase_bar_02 VaseType) (inReceptacle Vase_bar_02 Cabinet_bar_01) (objectAtLocation Vase_bar_02 loc_bar_02) (pickupable Vase_bar_02)
  (objectType Vase_bar_03 VaseType) (inReceptacle Vase_bar_03 SideTable_bar_02) (objectAtLocation Vase_bar_03 loc_bar_26) (pickupable Vase_bar_03)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 Desk_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_06) (toggleable DeskLamp_bar_01)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 Desk_bar_01) (objectAtLocation Pen_bar_01 loc_bar_06) (pickupable Pen_bar_01)
  (objectType TennisRacket_bar_01 TennisRacketType) (inReceptacle TennisRacket_bar_01 Dresser_bar_01) (objectAtLocation TennisRacket_bar_01 loc_bar_11) (pickupable TennisRacket_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 SideTable_bar_02) (objectAtLocation Box_bar_01 loc_bar_26) (pickupable Box_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Desk_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_06) (pickupable CellPhone_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Dresser_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_11) (pickupable KeyChain_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Dresser_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_11) (pickupable CreditCard_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Shelf_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_14) (pickupable TissueBox_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Shelf_bar_05) (objectAtLocation Watch_bar_01 loc_bar_18) (pickupable Watch_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Desk_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_06) (pickupable CreditCard_bar_02)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 Drawer_bar_03) (objectAtLocation Watch_bar_02 loc_bar_09) (pickupable Watch_bar_02)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 Shelf_bar_11) (objectAtLocation Pen_bar_02 loc_bar_24) (pickupable Pen_bar_02)
  (objectType Pen_bar_03 PenType) (inReceptacle Pen_bar_03 Desk_bar_01) (objectAtLocation Pen_bar_03 loc_bar_06) (pickupable Pen_bar_03)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Shelf_bar_01) (objectAtLocation TissueBox_bar_02 loc_bar_14) (pickupable TissueBox_bar_02)
  (objectType TissueBox_bar_03 TissueBoxType) (inReceptacle TissueBox_bar_03 SideTable_bar_02) (objectAtLocation TissueBox_bar_03 loc_bar_26) (pickupable TissueBox_bar_03)
  (objectType Box_bar_02 BoxType) (inReceptacle Box_bar_02 Desk_bar_01) (objectAtLocation Box_bar_02 loc_bar_06) (pickupable Box_bar_02)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Bed_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_01) (pickupable CellPhone_bar_02)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 SideTable_bar_01) (objectAtLocation CD_bar_01 loc_bar_25) (pickupable CD_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_09) (objectAtLocation Mug_bar_01 loc_bar_22) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Box_bar_03 BoxType) (inReceptacle Box_bar_03 Cabinet_bar_04) (objectAtLocation Box_bar_03 loc_bar_05) (pickupable Box_bar_03)
  (objectType BasketBall_bar_01 BasketBallType) (inReceptacle BasketBall_bar_01 SideTable_bar_01) (objectAtLocation BasketBall_bar_01 loc_bar_25) (pickupable BasketBall_bar_01)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 SideTable_bar_02) (objectAtLocation Statue_bar_01 loc_bar_26) (pickupable Statue_bar_01)
  (objectType Pen_bar_04 PenType) (inReceptacle Pen_bar_04 Shelf_bar_04) (objectAtLocation Pen_bar_04 loc_bar_17) (pickupable Pen_bar_04)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Bed_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_01) (pickupable Pillow_bar_01)
  (objectType TennisRacket_bar_02 TennisRacketType) (inReceptacle TennisRacket_bar_02 Dresser_bar_01) (objectAtLocation TennisRacket_bar_02 loc_bar_11) (pickupable TennisRacket_bar_02)
  (objectType Pen_bar_05 PenType) (inReceptacle Pen_bar_05 Shelf_bar_03) (objectAtLocation Pen_bar_05 loc_bar_16) (pickupable Pen_bar_05)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 SideTable_bar_02) (objectAtLocation Pencil_bar_01 loc_bar_26) (pickupable Pencil_bar_01)
  (objectType Cloth_bar_01 ClothType) (inReceptacle Cloth_bar_01 Shelf_bar_06) (objectAtLocation Cloth_bar_01 loc_bar_19) (pickupable Cloth_bar_01) (cleanable Cloth_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Dresser_bar_01) (objectAtLocation Mug_bar_02 loc_bar_11) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType CreditCard_bar_03 CreditCardType) (inReceptacle CreditCard_bar_03 Desk_bar_01) (objectAtLocation CreditCard_bar_03 loc_bar_06) (pickupable CreditCard_bar_03)
  (objectType BaseballBat_bar_01 BaseballBatType) (inReceptacle BaseballBat_bar_01 Bed_bar_01) (objectAtLocation BaseballBat_bar_01 loc_bar_01) (pickupable BaseballBat_bar_01)
  (canContain BedType BaseballBatType)
  (canContain BedType BasketBallType)
  (canContain BedType CellPhoneType)
  (canContain BedType PillowType)
  (canContain BedType TennisRacketType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CDType)
  (canContain CabinetType ClothType)
  (canContain CabinetType MugType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain DeskType BasketBallType)
  (canContain DeskType BoxType)
  (canContain DeskType CDType)
  (canContain DeskType CellPhoneType)
  (canContain DeskType ClothType)
  (canContain DeskType CreditCardType)
  (canContain DeskType KeyChainType)
  (canContain DeskType MugType)
  (canContain DeskType PenType)
  (canContain DeskType PencilType)
  (canContain DeskType StatueType)
  (canContain DeskType TennisRacketType)
  (canContain DeskType TissueBoxType)
  (canContain DeskType VaseType)
  (canContain DeskType WatchType)
  (canContain DrawerType CDType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType ClothType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType PencilType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DresserType BasketBallType)
  (canContain DresserType BoxType)
  (canContain DresserType CDType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType ClothType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType MugType)
  (canContain DresserType PenType)
  (canContain DresserType PencilType)
  (canContain DresserType StatueType)
  (canContain DresserType TennisRacketType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain LaundryHamperType ClothType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType ClothType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PenType)
  (canContain ShelfType PencilType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain SideTableType BaseballBatType)
  (canContain SideTableType BasketBallType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType ClothType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (canContain SideTableType PencilType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TennisRacketType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
)
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o VaseType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
