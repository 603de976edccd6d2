(define (problem plan_bedroom_102)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  BaseballBatType - otype
  BasketBallType - otype
  BowlType - otype
  CellPhoneType - otype
  ClothType - otype
  CreditCardType - otype
  DeskLampType - otype
  LaptopType - otype
  MugType - otype
  PenType - otype
  PillowType - otype
  StatueType - otype
  TennisRacketType - otype
  TissueBoxType - otype
  WatchType - otype
  ArmChairType - rtype
  BedType - rtype
  CabinetType - rtype
  DeskType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Pillow_bar_01 - object
  Pillow_bar_02 - object
  DeskLamp_bar_01 - object
  Bowl_bar_01 - object
  Bowl_bar_02 - object
  AlarmClock_bar_01 - object
  Pen_bar_01 - object
  TissueBox_bar_01 - object
  AlarmClock_bar_02 - object
  TennisRacket_bar_01 - object
  Mug_bar_01 - object
  Cloth_bar_01 - object
  CellPhone_bar_01 - object
  Bowl_bar_03 - object
  BasketBall_bar_01 - object
  Bowl_bar_04 - object
  AlarmClock_bar_03 - object
  CreditCard_bar_01 - object
  TennisRacket_bar_02 - object
  Statue_bar_01 - object
  Pen_bar_02 - object
  Bowl_bar_05 - object
  BaseballBat_bar_01 - object
  Cloth_bar_02 - object
  Laptop_bar_01 - object
  Mug_bar_02 - object
  TennisRacket_bar_03 - object
  Watch_bar_01 - object
  ArmChair_bar_01 - receptacle
  Bed_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Desk_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Dresser_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
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
  (receptacleAtLocation Dresser_bar_01 loc_bar_08)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_09)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Safe_bar_01 loc_bar_10)
  (receptacleType Safe_bar_01 SafeType)
  (openable Safe_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_11)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_12)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_13)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_14)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_15)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_16)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_17)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_18)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_19)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation Shelf_bar_10 loc_bar_20)
  (receptacleType Shelf_bar_10 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_21)
  (receptacleType SideTable_bar_01 SideTableType)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Bed_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_02) (pickupable Pillow_bar_01)
  (objectType Pillow_bar_02 PillowType) (inReceptacle Pillow_bar_02 ArmChair_bar_01) (objectAtLocation Pillow_bar_02 loc_bar_01) (pickupable Pillow_bar_02)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 Desk_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_04) (toggleable DeskLamp_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Desk_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_04) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Shelf_bar_06) (objectAtLocation Bowl_bar_02 loc_bar_16) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType AlarmClock_bar_01 AlarmClockType) (inReceptacle AlarmClock_bar_01 SideTable_bar_01) (objectAtLocation AlarmClock_bar_01 loc_bar_21) (pickupable AlarmClock_bar_01)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 Shelf_bar_05) (objectAtLocation Pen_bar_01 loc_bar_15) (pickupable Pen_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Cabinet_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_03) (pickupable TissueBox_bar_01)
  (objectType AlarmClock_bar_02 AlarmClockType) (inReceptacle AlarmClock_bar_02 SideTable_bar_01) (objectAtLocation AlarmClock_bar_02 loc_bar_21) (pickupable AlarmClock_bar_02)
  (objectType TennisRacket_bar_01 TennisRacketType) (inReceptacle TennisRacket_bar_01 SideTable_bar_01) (objectAtLocation TennisRacket_bar_01 loc_bar_21) (pickupable TennisRacket_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Desk_bar_01) (objectAtLocation Mug_bar_01 loc_bar_04) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Cloth_bar_01 ClothType) (inReceptacle Cloth_bar_01 ArmChair_bar_01) (objectAtLocation Cloth_bar_01 loc_bar_01) (pickupable Cloth_bar_01) (cleanable Cloth_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 ArmChair_bar_01) (objectAtLocation CellPhone_bar_01 loc_bar_01) (pickupable CellPhone_bar_01)
  (objectType Bowl_bar_03 BowlType) (inReceptacle Bowl_bar_03 SideTable_bar_01) (objectAtLocation Bowl_bar_03 loc_bar_21) (pickupable Bowl_bar_03) (cleanable Bowl_bar_03) (coolable Bowl_bar_03)
  (objectType BasketBall_bar_01 BasketBallType) (inReceptacle BasketBall_bar_01 Dresser_bar_01) (objectAtLocation BasketBall_bar_01 loc_bar_08) (pickupable BasketBall_bar_01)
  (objectType Bowl_bar_04 BowlType) (inReceptacle Bowl_bar_04 Shelf_bar_02) (objectAtLocation Bowl_bar_04 loc_bar_12) (pickupable Bowl_bar_04) (cleanable Bowl_bar_04) (coolable Bowl_bar_04)
  (objectType AlarmClock_bar_03 AlarmClockType) (inReceptacle AlarmClock_bar_03 SideTable_bar_01) (objectAtLocation AlarmClock_bar_03 loc_bar_21) (pickupable AlarmClock_bar_03)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Shelf_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_11) (pickupable CreditCard_bar_01)
  (objectType TennisRacket_bar_02 TennisRacketType) (inReceptacle TennisRacket_bar_02 Dresser_bar_01) (objectAtLocation TennisRacket_bar_02 loc_bar_08) (pickupable TennisRacket_bar_02)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 Safe_bar_01) (objectAtLocation Statue_bar_01 loc_bar_10) (pickupable Statue_bar_01)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 Desk_bar_01) (objectAtLocation Pen_bar_02 loc_bar_04) (pickupable Pen_bar_02)
  (objectType Bowl_bar_05 BowlType) (inReceptacle Bowl_bar_05 SideTable_bar_01) (objectAtLocation Bowl_bar_05 loc_bar_21) (pickupable Bowl_bar_05) (cleanable Bowl_bar_05) (coolable Bowl_bar_05)
  (objectType BaseballBat_bar_01 BaseballBatType) (inReceptacle BaseballBat_bar_01 Bed_bar_01) (objectAtLocation BaseballBat_bar_01 loc_bar_02) (pickupable BaseballBat_bar_01)
  (objectType Cloth_bar_02 ClothType) (inReceptacle Cloth_bar_02 GarbageCan_bar_01) (objectAtLocation Cloth_bar_02 loc_bar_09) (pickupable Cloth_bar_02) (cleanable Cloth_bar_02)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 ArmChair_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_01) (pickupable Laptop_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 Desk_bar_01) (objectAtLocation Mug_bar_02 loc_bar_04) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType TennisRacket_bar_03 TennisRacketType) (inReceptacle TennisRacket_bar_03 Dresser_bar_01) (objectAtLocation TennisRacket_bar_03 loc_bar_08) (pickupable TennisRacket_bar_03)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Dresser_bar_01) (objectAtLocation Watch_bar_01 loc_bar_08) (pickupable Watch_bar_01)
  (canContain ArmChairType BasketBallType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType ClothType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType PillowType)
  (canContain BedType BaseballBatType)
  (canContain BedType BasketBallType)
  (canContain BedType CellPhoneType)
  (canContain BedType LaptopType)
  (canContain BedType PillowType)
  (canContain BedType TennisRacketType)
  (canContain CabinetType BowlType)
  (canContain CabinetType ClothType)
  (canContain CabinetType MugType)
  (canContain CabinetType TissueBoxType)
  (canContain DeskType AlarmClockType)
  (canContain DeskType BasketBallType)
  (canContain DeskType BowlType)
  (canContain DeskType CellPhoneType)
  (canContain DeskType ClothType)
  (canContain DeskType CreditCardType)
  (canContain DeskType LaptopType)
  (canContain DeskType MugType)
  (canContain DeskType PenType)
  (canContain DeskType StatueType)
  (canContain DeskType TennisRacketType)
  (canContain DeskType TissueBoxType)
  (canContain DeskType WatchType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType ClothType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType PenType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DresserType AlarmClockType)
  (canContain DresserType BasketBallType)
  (canContain DresserType BowlType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType ClothType)
  (canContain DresserType CreditCardType)
  (canContain DresserType LaptopType)
  (canContain DresserType MugType)
  (canContain DresserType PenType)
  (canContain DresserType StatueType)
  (canContain DresserType TennisRacketType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType WatchType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType TissueBoxType)
  (canContain SafeType CellPhoneType)
  (canContain SafeType CreditCardType)
  (canContain SafeType StatueType)
  (canContain SafeType WatchType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType ClothType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType MugType)
  (canContain ShelfType PenType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType WatchType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType BaseballBatType)
  (canContain SideTableType BasketBallType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType ClothType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TennisRacketType)
  (canContain SideTableType TissueBoxType)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
