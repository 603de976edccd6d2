(define (problem plan_bedroom_8)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  BaseballBatType - otype
  BasketBallType - otype
  BookType - otype
  BowlType - otype
  BoxType - otype
  CDType - otype
  ClothType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  LaptopType - otype
  MugType - otype
  PencilType - otype
  PillowType - otype
  StatueType - otype
  TissueBoxType - otype
  VaseType - otype
  WatchType - otype
  ArmChairType - rtype
  BedType - rtype
  CabinetType - rtype
  DeskType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  BaseballBat_bar_01 - object
  BaseballBat_bar_02 - object
  DeskLamp_bar_01 - object
  Pencil_bar_01 - object
  Watch_bar_01 - object
  Pillow_bar_01 - object
  Vase_bar_01 - object
  Bowl_bar_01 - object
  AlarmClock_bar_01 - object
  Book_bar_01 - object
  BasketBall_bar_01 - object
  Box_bar_01 - object
  Statue_bar_01 - object
  Vase_bar_02 - object
  Mug_bar_01 - object
  Book_bar_02 - object
  TissueBox_bar_01 - object
  Book_bar_03 - object
  Pencil_bar_02 - object
  KeyChain_bar_01 - object
  Mug_bar_02 - object
  TissueBox_bar_02 - object
  Cloth_bar_01 - object
  Laptop_bar_01 - object
  Box_bar_02 - object
  CD_bar_01 - object
  Book_bar_04 - object
  AlarmClock_bar_02 - object
  CreditCard_bar_01 - object
  Laptop_bar_02 - object
  Laptop_bar_03 - object
  CD_bar_02 - object
  ArmChair_bar_01 - receptacle
  Bed_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Desk_bar_01 - receptacle
  Desk_bar_02 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Dresser_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
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
  loc_bar_27 - location
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation Bed_bar_01 loc_bar_02)
  (receptacleType Bed_bar_01 BedType)
  (receptacleAtLocation Cabinet_bar_01 loc_bar_03)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation Cabinet_bar_02 loc_bar_04)
  (receptacleType Cabinet_bar_02 CabinetType)
  (openable Cabinet_bar_02)
  (receptacleAtLocation Desk_bar_01 loc_bar_05)
  (receptacleType Desk_bar_01 DeskType)
  (receptacleAtLocation Desk_bar_02 loc_bar_06)
  (receptacleType Desk_bar_02 DeskType)
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
  (receptacleAtLocation Drawer_bar_05 loc_bar_11)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_12)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Dresser_bar_01 loc_bar_13)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_14)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_15)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_16)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_17)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_18)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_19)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_20)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_21)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_22)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_23)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_24)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation Shelf_bar_11 loc_bar_25)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_26)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_27)
  (receptacleType SideTable_bar_02 SideTableType)
  (objectType BaseballBat_bar_01 BaseballBatType) (inReceptacle BaseballBat_bar_01 Bed_bar_01) (objectAtLocation BaseballBat_bar_01 loc_bar_02) (pickupable BaseballBat_bar_01)
  (objectType BaseballBat_bar_02 BaseballBatType) (inReceptacle BaseballBat_bar_02 Bed_bar_01) (objectAtLocation BaseballBat_bar_02 loc_bar_02) (pickupable BaseballBat_bar_02)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 Desk_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_05) (toggleable DeskLamp_bar_01)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 Desk_bar_01) (objectAtLocation Pencil_bar_01 loc_bar_05) (pickupable Pencil_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Shelf_bar_01) (objectAtLocation Watch_bar_01 loc_bar_15) (pickupable Watch_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 ArmChair_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_01) (pickupable Pillow_bar_01)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Desk_bar_02) (objectAtLocation Vase_bar_01 loc_bar_06) (pickupable Vase_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 SideTable_bar_02) (objectAtLocation Bowl_bar_01 loc_bar_27) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType AlarmClock_bar_01 AlarmClockType) (inReceptacle AlarmClock_bar_01 Shelf_bar_07) (objectAtLocation AlarmClock_bar_01 loc_bar_21) (pickupable AlarmClock_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 Cabinet_bar_02) (objectAtLocation Book_bar_01 loc_bar_04) (pickupable Book_bar_01)
  (objectType BasketBall_bar_01 BasketBallType) (inReceptacle BasketBall_bar_01 Dresser_bar_01) (objectAtLocation BasketBall_bar_01 loc_bar_13) (pickupable BasketBall_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 Desk_bar_02) (objectAtLocation Box_bar_01 loc_bar_06) (pickupable Box_bar_01)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 Dresser_bar_01) (objectAtLocation Statue_bar_01 loc_bar_13) (pickupable Statue_bar_01)
  (objectType Vase_bar_02 VaseType) (inReceptacle Vase_bar_02 SideTable_bar_01) (objectAtLocation Vase_bar_02 loc_bar_26) (pickupable Vase_bar_02)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_07) (objectAtLocation Mug_bar_01 loc_bar_21) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 Drawer_bar_01) (objectAtLocation Book_bar_02 loc_bar_07) (pickupable Book_bar_02)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 GarbageCan_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_14) (pickupable TissueBox_bar_01)
  (objectType Book_bar_03 BookType) (inReceptacle Book_bar_03 Shelf_bar_10) (objectAtLocation Book_bar_03 loc_bar_24) (pickupable Book_bar_03)
  (objectType Pencil_bar_02 PencilType) (inReceptacle Pencil_bar_02 Drawer_bar_03) (objectAtLocation Pencil_bar_02 loc_bar_09) (pickupable Pencil_bar_02)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Dresser_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_13) (pickupable KeyChain_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Dresser_bar_01) (objectAtLocation Mug_bar_02 loc_bar_13) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Desk_bar_02) (objectAtLocation TissueBox_bar_02 loc_bar_06) (pickupable TissueBox_bar_02)
  (objectType Cloth_bar_01 ClothType) (inReceptacle Cloth_bar_01 Cabinet_bar_01) (objectAtLocation Cloth_bar_01 loc_bar_03) (pickupable Cloth_bar_01) (cleanable Cloth_bar_01)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Bed_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_02) (pickupable Laptop_bar_01)
  (objectType Box_bar_02 BoxType) (inReceptacle Box_bar_02 SideTable_bar_01) (objectAtLocation Box_bar_02 loc_bar_26) (pickupable Box_bar_02)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 Cabinet_bar_02) (objectAtLocation CD_bar_01 loc_bar_04) (pickupable CD_bar_01)
  (objectType Book_bar_04 BookType) (inReceptacle Book_bar_04 Dresser_bar_01) (objectAtLocation Book_bar_04 loc_bar_13) (pickupable Book_bar_04)
  (objectType AlarmClock_bar_02 AlarmClockType) (inReceptacle AlarmClock_bar_02 SideTable_bar_02) (objectAtLocation AlarmClock_bar_02 loc_bar_27) (pickupable AlarmClock_bar_02)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Shelf_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_15) (pickupable CreditCard_bar_01)
  (objectType Laptop_bar_02 LaptopType) (inReceptacle Laptop_bar_02 ArmChair_bar_01) (objectAtLocation Laptop_bar_02 loc_bar_01) (pickupable Laptop_bar_02)
  (objectType Laptop_bar_03 LaptopType) (inReceptacle Laptop_bar_03 SideTable_bar_02) (objectAtLocation Laptop_bar_03 loc_bar_27) (pickupable Laptop_bar_03)
  (objectType CD_bar_02 CDType) (inReceptacle CD_bar_02 GarbageCan_bar_01) (objectAtLocation CD_bar_02 loc_bar_14) (pickupable CD_bar_02)
  (canContain ArmChairType BasketBallType)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType ClothType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType PillowType)
  (canContain BedType BaseballBatType)
  (canContain BedType BasketBallType)
  (canContain BedType BookType)
  (canContain BedType LaptopType)
  (canContain BedType PillowType)
  (canContain CabinetType BookType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CDType)
  (canContain CabinetType ClothType)
  (canContain CabinetType MugType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain DeskType AlarmClockType)
  (canContain DeskType BasketBallType)
  (canContain DeskType BookType)
  (canContain DeskType BowlType)
  (canContain DeskType BoxType)
  (canContain DeskType CDType)
  (canContain DeskType ClothType)
  (canContain DeskType CreditCardType)
  (canContain DeskType KeyChainType)
  (canContain DeskType LaptopType)
  (canContain DeskType MugType)
  (canContain DeskType PencilType)
  (canContain DeskType StatueType)
  (canContain DeskType TissueBoxType)
  (canContain DeskType VaseType)
  (canContain DeskType WatchType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType ClothType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PencilType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DresserType AlarmClockType)
  (canContain DresserType BasketBallType)
  (canContain DresserType BookType)
  (canContain DresserType BowlType)
  (canContain DresserType BoxType)
  (canContain DresserType CDType)
  (canContain DresserType ClothType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType LaptopType)
  (canContain DresserType MugType)
  (canContain DresserType PencilType)
  (canContain DresserType StatueType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType ClothType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PencilType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType BaseballBatType)
  (canContain SideTableType BasketBallType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType ClothType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType PencilType)
  (canContain SideTableType StatueType)
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
                         (objectType ?o BaseballBatType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
