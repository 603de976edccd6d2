(define (problem plan_livingroom_9)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BoxType - otype
  CDType - otype
  CandleType - otype
  CellPhoneType - otype
  DeskLampType - otype
  LaptopType - otype
  NewspaperType - otype
  PenType - otype
  PillowType - otype
  PlateType - otype
  TissueBoxType - otype
  WatchType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  OttomanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Pen_bar_01 - object
  Pen_bar_02 - object
  Pen_bar_03 - object
  DeskLamp_bar_01 - object
  Book_bar_01 - object
  Pillow_bar_01 - object
  Pillow_bar_02 - object
  CellPhone_bar_01 - object
  Watch_bar_01 - object
  CD_bar_01 - object
  Candle_bar_01 - object
  Plate_bar_01 - object
  CD_bar_02 - object
  TissueBox_bar_01 - object
  Laptop_bar_01 - object
  Box_bar_01 - object
  Pillow_bar_03 - object
  Newspaper_bar_01 - object
  Box_bar_02 - object
  Laptop_bar_02 - object
  CellPhone_bar_02 - object
  ArmChair_bar_01 - receptacle
  CoffeeTable_bar_01 - receptacle
  CoffeeTable_bar_02 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Dresser_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Ottoman_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  Shelf_bar_06 - receptacle
  SideTable_bar_01 - receptacle
  SideTable_bar_02 - receptacle
  Sofa_bar_01 - receptacle
  TVStand_bar_01 - receptacle
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
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_02)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar_02 loc_bar_03)
  (receptacleType CoffeeTable_bar_02 CoffeeTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_04)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_05)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_06)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Dresser_bar_01 loc_bar_07)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_08)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Ottoman_bar_01 loc_bar_09)
  (receptacleType Ottoman_bar_01 OttomanType)
  (receptacleAtLocation Shelf_bar_01 loc_bar_10)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_11)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_12)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_13)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_14)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_15)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_16)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_17)
  (receptacleType SideTable_bar_02 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_18)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_19)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 Dresser_bar_01) (objectAtLocation Pen_bar_01 loc_bar_07) (pickupable Pen_bar_01)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 CoffeeTable_bar_01) (objectAtLocation Pen_bar_02 loc_bar_02) (pickupable Pen_bar_02)
  (objectType Pen_bar_03 PenType) (inReceptacle Pen_bar_03 Dresser_bar_01) (objectAtLocation Pen_bar_03 loc_bar_07) (pickupable Pen_bar_03)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 Dresser_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_07) (toggleable DeskLamp_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 SideTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_16) (pickupable Book_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Ottoman_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_09) (pickupable Pillow_bar_01)
  (objectType Pillow_bar_02 PillowType) (inReceptacle Pillow_bar_02 Ottoman_bar_01) (objectAtLocation Pillow_bar_02 loc_bar_09) (pickupable Pillow_bar_02)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 CoffeeTable_bar_02) (objectAtLocation CellPhone_bar_01 loc_bar_03) (pickupable CellPhone_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 SideTable_bar_02) (objectAtLocation Watch_bar_01 loc_bar_17) (pickupable Watch_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 CoffeeTable_bar_01) (objectAtLocation CD_bar_01 loc_bar_02) (pickupable CD_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 SideTable_bar_02) (objectAtLocation Candle_bar_01 loc_bar_17) (pickupable Candle_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Shelf_bar_03) (objectAtLocation Plate_bar_01 loc_bar_12) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType CD_bar_02 CDType) (inReceptacle CD_bar_02 Drawer_bar_01) (objectAtLocation CD_bar_02 loc_bar_04) (pickupable CD_bar_02)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 CoffeeTable_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_02) (pickupable TissueBox_bar_01)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Sofa_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_18) (pickupable Laptop_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 Shelf_bar_01) (objectAtLocation Box_bar_01 loc_bar_10) (pickupable Box_bar_01)
  (objectType Pillow_bar_03 PillowType) (inReceptacle Pillow_bar_03 ArmChair_bar_01) (objectAtLocation Pillow_bar_03 loc_bar_01) (pickupable Pillow_bar_03)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 Dresser_bar_01) (objectAtLocation Newspaper_bar_01 loc_bar_07) (pickupable Newspaper_bar_01)
  (objectType Box_bar_02 BoxType) (inReceptacle Box_bar_02 SideTable_bar_02) (objectAtLocation Box_bar_02 loc_bar_17) (pickupable Box_bar_02)
  (objectType Laptop_bar_02 LaptopType) (inReceptacle Laptop_bar_02 Dresser_bar_01) (objectAtLocation Laptop_bar_02 loc_bar_07) (pickupable Laptop_bar_02)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Drawer_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_04) (pickupable CellPhone_bar_02)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PenType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType WatchType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PenType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DresserType BookType)
  (canContain DresserType BoxType)
  (canContain DresserType CDType)
  (canContain DresserType CandleType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType LaptopType)
  (canContain DresserType NewspaperType)
  (canContain DresserType PenType)
  (canContain DresserType PlateType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType WatchType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType TissueBoxType)
  (canContain OttomanType BookType)
  (canContain OttomanType BoxType)
  (canContain OttomanType CellPhoneType)
  (canContain OttomanType LaptopType)
  (canContain OttomanType NewspaperType)
  (canContain OttomanType PillowType)
  (canContain ShelfType BookType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PenType)
  (canContain ShelfType PlateType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType WatchType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PenType)
  (canContain SideTableType PlateType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType WatchType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType LaptopType)
  (canContain SofaType NewspaperType)
  (canContain SofaType PillowType)
  (canContain TVStandType TissueBoxType)
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
                         (objectType ?o PenType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
