(define (problem plan_bedroom_103)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  BasketBallType - otype
  BookType - otype
  BowlType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  LaptopType - otype
  MugType - otype
  PenType - otype
  StatueType - otype
  TissueBoxType - otype
  VaseType - otype
  ArmChairType - rtype
  BedType - rtype
  CabinetType - rtype
  DeskType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  LaundryHamperType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Laptop_bar_01 - object
  DeskLamp_bar_01 - object
  Book_bar_01 - object
  BasketBall_bar_01 - object
  Vase_bar_01 - object
  Vase_bar_02 - object
  BasketBall_bar_02 - object
  Pen_bar_01 - object
  CreditCard_bar_01 - object
  AlarmClock_bar_01 - object
  TissueBox_bar_01 - object
  Book_bar_02 - object
  TissueBox_bar_02 - object
  Bowl_bar_01 - object
  Mug_bar_01 - object
  Pen_bar_02 - object
  Statue_bar_01 - object
  CreditCard_bar_02 - object
  Statue_bar_02 - object
  BasketBall_bar_03 - object
  KeyChain_bar_01 - object
  Bowl_bar_02 - object
  ArmChair_bar_01 - receptacle
  Bed_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Desk_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
  Drawer_bar_08 - receptacle
  Drawer_bar_09 - receptacle
  Drawer_bar_10 - receptacle
  GarbageCan_bar_01 - receptacle
  LaundryHamper_bar_01 - receptacle
  Safe_bar_01 - receptacle
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
  (receptacleAtLocation Cabinet_bar_03 loc_bar_05)
  (receptacleType Cabinet_bar_03 CabinetType)
  (openable Cabinet_bar_03)
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
  (receptacleAtLocation Drawer_bar_09 loc_bar_15)
  (receptacleType Drawer_bar_09 DrawerType)
  (openable Drawer_bar_09)
  (receptacleAtLocation Drawer_bar_10 loc_bar_16)
  (receptacleType Drawer_bar_10 DrawerType)
  (openable Drawer_bar_10)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_17)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation LaundryHamper_bar_01 loc_bar_18)
  (receptacleType LaundryHamper_bar_01 LaundryHamperType)
  (receptacleAtLocation Safe_bar_01 loc_bar_19)
  (receptacleType Safe_bar_01 SafeType)
  (openable Safe_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_20)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_21)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_22)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_23)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_24)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_25)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_26)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_27)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_28)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_29)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation Shelf_bar_11 loc_bar_30)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_31)
  (receptacleType SideTable_bar_01 SideTableType)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Bed_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_02) (pickupable Laptop_bar_01)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_31) (toggleable DeskLamp_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 SideTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_31) (pickupable Book_bar_01)
  (objectType BasketBall_bar_01 BasketBallType) (inReceptacle BasketBall_bar_01 Desk_bar_01) (objectAtLocation BasketBall_bar_01 loc_bar_06) (pickupable BasketBall_bar_01)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Cabinet_bar_02) (objectAtLocation Vase_bar_01 loc_bar_04) (pickupable Vase_bar_01)
  (objectType Vase_bar_02 VaseType) (inReceptacle Vase_bar_02 Desk_bar_01) (objectAtLocation Vase_bar_02 loc_bar_06) (pickupable Vase_bar_02)
  (objectType BasketBall_bar_02 BasketBallType) (inReceptacle BasketBall_bar_02 Bed_bar_01) (objectAtLocation BasketBall_bar_02 loc_bar_02) (pickupable BasketBall_bar_02)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 Drawer_bar_07) (objectAtLocation Pen_bar_01 loc_bar_13) (pickupable Pen_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Safe_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_19) (pickupable CreditCard_bar_01)
  (objectType AlarmClock_bar_01 AlarmClockType) (inReceptacle AlarmClock_bar_01 Desk_bar_01) (objectAtLocation AlarmClock_bar_01 loc_bar_06) (pickupable AlarmClock_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Desk_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_06) (pickupable TissueBox_bar_01)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 Shelf_bar_04) (objectAtLocation Book_bar_02 loc_bar_23) (pickupable Book_bar_02)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 GarbageCan_bar_01) (objectAtLocation TissueBox_bar_02 loc_bar_17) (pickupable TissueBox_bar_02)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Cabinet_bar_02) (objectAtLocation Bowl_bar_01 loc_bar_04) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Desk_bar_01) (objectAtLocation Mug_bar_01 loc_bar_06) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 Desk_bar_01) (objectAtLocation Pen_bar_02 loc_bar_06) (pickupable Pen_bar_02)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 Safe_bar_01) (objectAtLocation Statue_bar_01 loc_bar_19) (pickupable Statue_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Desk_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_06) (pickupable CreditCard_bar_02)
  (objectType Statue_bar_02 StatueType) (inReceptacle Statue_bar_02 Safe_bar_01) (objectAtLocation Statue_bar_02 loc_bar_19) (pickupable Statue_bar_02)
  (objectType BasketBall_bar_03 BasketBallType) (inReceptacle BasketBall_bar_03 Bed_bar_01) (objectAtLocation BasketBall_bar_03 loc_bar_02) (pickupable BasketBall_bar_03)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 SideTable_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_31) (pickupable KeyChain_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Desk_bar_01) (objectAtLocation Bowl_bar_02 loc_bar_06) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (canContain ArmChairType BasketBallType)
  (canContain ArmChairType BookType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain BedType BasketBallType)
  (canContain BedType BookType)
  (canContain BedType LaptopType)
  (canContain CabinetType BookType)
  (canContain CabinetType BowlType)
  (canContain CabinetType MugType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain DeskType AlarmClockType)
  (canContain DeskType BasketBallType)
  (canContain DeskType BookType)
  (canContain DeskType BowlType)
  (canContain DeskType CreditCardType)
  (canContain DeskType KeyChainType)
  (canContain DeskType LaptopType)
  (canContain DeskType MugType)
  (canContain DeskType PenType)
  (canContain DeskType StatueType)
  (canContain DeskType TissueBoxType)
  (canContain DeskType VaseType)
  (canContain DrawerType BookType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType TissueBoxType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType TissueBoxType)
  (canContain SafeType CreditCardType)
  (canContain SafeType KeyChainType)
  (canContain SafeType StatueType)
  (canContain SafeType VaseType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PenType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType BasketBallType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
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
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
