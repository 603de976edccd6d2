(define (problem plan_bedroom_2)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  BaseballBatType - otype
  BasketBallType - otype
  BookType - otype
  BoxType - otype
  CellPhoneType - otype
  CreditCardType - otype
  KeyChainType - otype
  LaptopType - otype
  MugType - otype
  PenType - otype
  PencilType - otype
  PillowType - otype
  TennisRacketType - otype
  TissueBoxType - otype
  VaseType - otype
  BedType - rtype
  CabinetType - rtype
  DeskType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Laptop_bar_01 - object
  Laptop_bar_02 - object
  Pen_bar_01 - object
  AlarmClock_bar_01 - object
  Box_bar_01 - object
  BaseballBat_bar_01 - object
  TissueBox_bar_01 - object
  Box_bar_02 - object
  CellPhone_bar_01 - object
  Pillow_bar_01 - object
  TissueBox_bar_02 - object
  KeyChain_bar_01 - object
  Pen_bar_02 - object
  TennisRacket_bar_01 - object
  Mug_bar_01 - object
  BaseballBat_bar_02 - object
  Pillow_bar_02 - object
  CreditCard_bar_01 - object
  Book_bar_01 - object
  Pen_bar_03 - object
  Vase_bar_01 - object
  Box_bar_03 - object
  Pencil_bar_01 - object
  Book_bar_02 - object
  BasketBall_bar_01 - object
  Pen_bar_04 - object
  Bed_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Desk_bar_01 - receptacle
  Desk_bar_02 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
  Drawer_bar_08 - receptacle
  GarbageCan_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  Shelf_bar_06 - receptacle
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
  (receptacleAtLocation Drawer_bar_07 loc_bar_13)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_14)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_15)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_16)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_17)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_18)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_19)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_20)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_21)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_22)
  (receptacleType SideTable_bar_01 SideTableType)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Bed_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_01) (pickupable Laptop_bar_01)
  (objectType Laptop_bar_02 LaptopType) (inReceptacle Laptop_bar_02 Desk_bar_01) (objectAtLocation Laptop_bar_02 loc_bar_05) (pickupable Laptop_bar_02)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 Desk_bar_01) (objectAtLocation Pen_bar_01 loc_bar_05) (pickupable Pen_bar_01)
  (objectType AlarmClock_bar_01 AlarmClockType) (inReceptacle AlarmClock_bar_01 SideTable_bar_01) (objectAtLocation AlarmClock_bar_01 loc_bar_22) (pickupable AlarmClock_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 Cabinet_bar_01) (objectAtLocation Box_bar_01 loc_bar_02) (pickupable Box_bar_01)
  (objectType BaseballBat_bar_01 BaseballBatType) (inReceptacle BaseballBat_bar_01 SideTable_bar_01) (objectAtLocation BaseballBat_bar_01 loc_bar_22) (pickupable BaseballBat_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Cabinet_bar_02) (objectAtLocation TissueBox_bar_01 loc_bar_03) (pickupable TissueBox_bar_01)
  (objectType Box_bar_02 BoxType) (inReceptacle Box_bar_02 Desk_bar_02) (objectAtLocation Box_bar_02 loc_bar_06) (pickupable Box_bar_02)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Drawer_bar_05) (objectAtLocation CellPhone_bar_01 loc_bar_11) (pickupable CellPhone_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Bed_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_01) (pickupable Pillow_bar_01)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Cabinet_bar_03) (objectAtLocation TissueBox_bar_02 loc_bar_04) (pickupable TissueBox_bar_02)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Desk_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_05) (pickupable KeyChain_bar_01)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 Desk_bar_02) (objectAtLocation Pen_bar_02 loc_bar_06) (pickupable Pen_bar_02)
  (objectType TennisRacket_bar_01 TennisRacketType) (inReceptacle TennisRacket_bar_01 SideTable_bar_01) (objectAtLocation TennisRacket_bar_01 loc_bar_22) (pickupable TennisRacket_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Cabinet_bar_01) (objectAtLocation Mug_bar_01 loc_bar_02) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType BaseballBat_bar_02 BaseballBatType) (inReceptacle BaseballBat_bar_02 SideTable_bar_01) (objectAtLocation BaseballBat_bar_02 loc_bar_22) (pickupable BaseballBat_bar_02)
  (objectType Pillow_bar_02 PillowType) (inReceptacle Pillow_bar_02 Bed_bar_01) (objectAtLocation Pillow_bar_02 loc_bar_01) (pickupable Pillow_bar_02)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 SideTable_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_22) (pickupable CreditCard_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 SideTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_22) (pickupable Book_bar_01)
  (objectType Pen_bar_03 PenType) (inReceptacle Pen_bar_03 GarbageCan_bar_01) (objectAtLocation Pen_bar_03 loc_bar_15) (pickupable Pen_bar_03)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 SideTable_bar_01) (objectAtLocation Vase_bar_01 loc_bar_22) (pickupable Vase_bar_01)
  (objectType Box_bar_03 BoxType) (inReceptacle Box_bar_03 SideTable_bar_01) (objectAtLocation Box_bar_03 loc_bar_22) (pickupable Box_bar_03)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 GarbageCan_bar_01) (objectAtLocation Pencil_bar_01 loc_bar_15) (pickupable Pencil_bar_01)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 Drawer_bar_08) (objectAtLocation Book_bar_02 loc_bar_14) (pickupable Book_bar_02)
  (objectType BasketBall_bar_01 BasketBallType) (inReceptacle BasketBall_bar_01 Desk_bar_01) (objectAtLocation BasketBall_bar_01 loc_bar_05) (pickupable BasketBall_bar_01)
  (objectType Pen_bar_04 PenType) (inReceptacle Pen_bar_04 Shelf_bar_04) (objectAtLocation Pen_bar_04 loc_bar_19) (pickupable Pen_bar_04)
  (canContain BedType BaseballBatType)
  (canContain BedType BasketBallType)
  (canContain BedType BookType)
  (canContain BedType CellPhoneType)
  (canContain BedType LaptopType)
  (canContain BedType PillowType)
  (canContain BedType TennisRacketType)
  (canContain CabinetType BookType)
  (canContain CabinetType BoxType)
  (canContain CabinetType MugType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain DeskType AlarmClockType)
  (canContain DeskType BasketBallType)
  (canContain DeskType BookType)
  (canContain DeskType BoxType)
  (canContain DeskType CellPhoneType)
  (canContain DeskType CreditCardType)
  (canContain DeskType KeyChainType)
  (canContain DeskType LaptopType)
  (canContain DeskType MugType)
  (canContain DeskType PenType)
  (canContain DeskType PencilType)
  (canContain DeskType TennisRacketType)
  (canContain DeskType TissueBoxType)
  (canContain DeskType VaseType)
  (canContain DrawerType BookType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType PencilType)
  (canContain DrawerType TissueBoxType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType BookType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PenType)
  (canContain ShelfType PencilType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType BaseballBatType)
  (canContain SideTableType BasketBallType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (canContain SideTableType PencilType)
  (canContain SideTableType TennisRacketType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
