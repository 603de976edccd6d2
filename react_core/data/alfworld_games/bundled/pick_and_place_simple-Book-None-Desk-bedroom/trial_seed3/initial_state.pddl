(define (problem plan_bedroom_3)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  BaseballBatType - otype
  BookType - otype
  BowlType - otype
  BoxType - otype
  ClothType - otype
  KeyChainType - otype
  LaptopType - otype
  PenType - otype
  TennisRacketType - otype
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
  LaundryHamperType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Book_bar_01 - object
  Pen_bar_01 - object
  Pen_bar_02 - object
  AlarmClock_bar_01 - object
  Cloth_bar_01 - object
  AlarmClock_bar_02 - object
  TissueBox_bar_01 - object
  Bowl_bar_01 - object
  Laptop_bar_01 - object
  TennisRacket_bar_01 - object
  Bowl_bar_02 - object
  Box_bar_01 - object
  TennisRacket_bar_02 - object
  Cloth_bar_02 - object
  Box_bar_02 - object
  TissueBox_bar_02 - object
  Vase_bar_01 - object
  Vase_bar_02 - object
  TennisRacket_bar_03 - object
  BaseballBat_bar_01 - object
  Watch_bar_01 - object
  KeyChain_bar_01 - object
  ArmChair_bar_01 - receptacle
  Bed_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Desk_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
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
  Shelf_bar_12 - receptacle
  SideTable_bar_01 - receptacle
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
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation Bed_bar_01 loc_bar_02)
  (receptacleType Bed_bar_01 BedType)
  (receptacleAtLocation Cabinet_bar_01 loc_bar_03)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation Desk_bar_01 loc_bar_04)
  (receptacleType Desk_bar_01 DeskType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_05)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_06)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_07)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_08)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_09)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Dresser_bar_01 loc_bar_10)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_11)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation LaundryHamper_bar_01 loc_bar_12)
  (receptacleType LaundryHamper_bar_01 LaundryHamperType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_13)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_14)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_15)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_16)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_17)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_18)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_19)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_20)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_21)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_22)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation Shelf_bar_11 loc_bar_23)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation Shelf_bar_12 loc_bar_24)
  (receptacleType Shelf_bar_12 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_25)
  (receptacleType SideTable_bar_01 SideTableType)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 ArmChair_bar_01) (objectAtLocation Book_bar_01 loc_bar_01) (pickupable Book_bar_01)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 Desk_bar_01) (objectAtLocation Pen_bar_01 loc_bar_04) (pickupable Pen_bar_01)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 Dresser_bar_01) (objectAtLocation Pen_bar_02 loc_bar_10) (pickupable Pen_bar_02)
  (objectType AlarmClock_bar_01 AlarmClockType) (inReceptacle AlarmClock_bar_01 Desk_bar_01) (objectAtLocation AlarmClock_bar_01 loc_bar_04) (pickupable AlarmClock_bar_01)
  (objectType Cloth_bar_01 ClothType) (inReceptacle Cloth_bar_01 Desk_bar_01) (objectAtLocation Cloth_bar_01 loc_bar_04) (pickupable Cloth_bar_01) (cleanable Cloth_bar_01)
  (objectType AlarmClock_bar_02 AlarmClockType) (inReceptacle AlarmClock_bar_02 SideTable_bar_01) (objectAtLocation AlarmClock_bar_02 loc_bar_25) (pickupable AlarmClock_bar_02)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Drawer_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_05) (pickupable TissueBox_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Desk_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_04) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Bed_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_02) (pickupable Laptop_bar_01)
  (objectType TennisRacket_bar_01 TennisRacketType) (inReceptacle TennisRacket_bar_01 SideTable_bar_01) (objectAtLocation TennisRacket_bar_01 loc_bar_25) (pickupable TennisRacket_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Shelf_bar_12) (objectAtLocation Bowl_bar_02 loc_bar_24) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 ArmChair_bar_01) (objectAtLocation Box_bar_01 loc_bar_01) (pickupable Box_bar_01)
  (objectType TennisRacket_bar_02 TennisRacketType) (inReceptacle TennisRacket_bar_02 SideTable_bar_01) (objectAtLocation TennisRacket_bar_02 loc_bar_25) (pickupable TennisRacket_bar_02)
  (objectType Cloth_bar_02 ClothType) (inReceptacle Cloth_bar_02 Cabinet_bar_01) (objectAtLocation Cloth_bar_02 loc_bar_03) (pickupable Cloth_bar_02) (cleanable Cloth_bar_02)
  (objectType Box_bar_02 BoxType) (inReceptacle Box_bar_02 ArmChair_bar_01) (objectAtLocation Box_bar_02 loc_bar_01) (pickupable Box_bar_02)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 SideTable_bar_01) (objectAtLocation TissueBox_bar_02 loc_bar_25) (pickupable TissueBox_bar_02)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Shelf_bar_07) (objectAtLocation Vase_bar_01 loc_bar_19) (pickupable Vase_bar_01)
  (objectType Vase_bar_02 VaseType) (inReceptacle Vase_bar_02 Cabinet_bar_01) (objectAtLocation Vase_bar_02 loc_bar_03) (pickupable Vase_bar_02)
  (objectType TennisRacket_bar_03 TennisRacketType) (inReceptacle TennisRacket_bar_03 SideTable_bar_01) (objectAtLocation TennisRacket_bar_03 loc_bar_25) (pickupable TennisRacket_bar_03)
  (objectType BaseballBat_bar_01 BaseballBatType) (inReceptacle BaseballBat_bar_01 Bed_bar_01) (objectAtLocation BaseballBat_bar_01 loc_bar_02) (pickupable BaseballBat_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 SideTable_bar_01) (objectAtLocation Watch_bar_01 loc_bar_25) (pickupable Watch_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Drawer_bar_03) (objectAtLocation KeyChain_bar_01 loc_bar_07) (pickupable KeyChain_bar_01)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType ClothType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain BedType BaseballBatType)
  (canContain BedType BookType)
  (canContain BedType LaptopType)
  (canContain BedType TennisRacketType)
  (canContain CabinetType BookType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType ClothType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain DeskType AlarmClockType)
  (canContain DeskType BookType)
  (canContain DeskType BowlType)
  (canContain DeskType BoxType)
  (canContain DeskType ClothType)
  (canContain DeskType KeyChainType)
  (canContain DeskType LaptopType)
  (canContain DeskType PenType)
  (canContain DeskType TennisRacketType)
  (canContain DeskType TissueBoxType)
  (canContain DeskType VaseType)
  (canContain DeskType WatchType)
  (canContain DrawerType BookType)
  (canContain DrawerType ClothType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DresserType AlarmClockType)
  (canContain DresserType BookType)
  (canContain DresserType BowlType)
  (canContain DresserType BoxType)
  (canContain DresserType ClothType)
  (canContain DresserType KeyChainType)
  (canContain DresserType LaptopType)
  (canContain DresserType PenType)
  (canContain DresserType TennisRacketType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType TissueBoxType)
  (canContain LaundryHamperType ClothType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType ClothType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PenType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType BaseballBatType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType BoxType)
  (canContain SideTableType ClothType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType PenType)
  (canContain SideTableType TennisRacketType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BookType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
