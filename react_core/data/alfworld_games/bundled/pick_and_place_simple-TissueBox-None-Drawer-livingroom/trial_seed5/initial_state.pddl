(define (problem plan_livingroom_5)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BowlType - otype
  BoxType - otype
  CDType - otype
  CandleType - otype
  CreditCardType - otype
  KeyChainType - otype
  LaptopType - otype
  PenType - otype
  PencilType - otype
  PlateType - otype
  StatueType - otype
  TissueBoxType - otype
  VaseType - otype
  WatchType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  OttomanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  TissueBox_bar_01 - object
  KeyChain_bar_01 - object
  Bowl_bar_01 - object
  Plate_bar_01 - object
  Candle_bar_01 - object
  Candle_bar_02 - object
  WateringCan_bar_01 - object
  Pencil_bar_01 - object
  Vase_bar_01 - object
  Candle_bar_03 - object
  Plate_bar_02 - object
  Pen_bar_01 - object
  Book_bar_01 - object
  Candle_bar_04 - object
  Laptop_bar_01 - object
  Plate_bar_03 - object
  Laptop_bar_02 - object
  Vase_bar_02 - object
  Statue_bar_01 - object
  CD_bar_01 - object
  Bowl_bar_02 - object
  Statue_bar_02 - object
  WateringCan_bar_02 - object
  Vase_bar_03 - object
  Bowl_bar_03 - object
  Book_bar_02 - object
  Watch_bar_01 - object
  Box_bar_01 - object
  CD_bar_02 - object
  Vase_bar_04 - object
  CreditCard_bar_01 - object
  ArmChair_bar_01 - receptacle
  CoffeeTable_bar_01 - receptacle
  CoffeeTable_bar_02 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Dresser_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Ottoman_bar_01 - receptacle
  Safe_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  SideTable_bar_01 - receptacle
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
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_02)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar_02 loc_bar_03)
  (receptacleType CoffeeTable_bar_02 CoffeeTableType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_04)
  (receptacleType DiningTable_bar_01 DiningTableType)
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
  (receptacleAtLocation Ottoman_bar_01 loc_bar_10)
  (receptacleType Ottoman_bar_01 OttomanType)
  (receptacleAtLocation Safe_bar_01 loc_bar_11)
  (receptacleType Safe_bar_01 SafeType)
  (openable Safe_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_12)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_13)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_14)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_15)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_16)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_17)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_18)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 GarbageCan_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_09) (pickupable TissueBox_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Safe_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_11) (pickupable KeyChain_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 DiningTable_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_04) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Shelf_bar_01) (objectAtLocation Plate_bar_01 loc_bar_12) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 DiningTable_bar_01) (objectAtLocation Candle_bar_01 loc_bar_04) (pickupable Candle_bar_01)
  (objectType Candle_bar_02 CandleType) (inReceptacle Candle_bar_02 Drawer_bar_03) (objectAtLocation Candle_bar_02 loc_bar_07) (pickupable Candle_bar_02)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 DiningTable_bar_01) (objectAtLocation WateringCan_bar_01 loc_bar_04) (pickupable WateringCan_bar_01)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 SideTable_bar_01) (objectAtLocation Pencil_bar_01 loc_bar_16) (pickupable Pencil_bar_01)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Safe_bar_01) (objectAtLocation Vase_bar_01 loc_bar_11) (pickupable Vase_bar_01)
  (objectType Candle_bar_03 CandleType) (inReceptacle Candle_bar_03 Shelf_bar_01) (objectAtLocation Candle_bar_03 loc_bar_12) (pickupable Candle_bar_03)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 SideTable_bar_01) (objectAtLocation Plate_bar_02 loc_bar_16) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 DiningTable_bar_01) (objectAtLocation Pen_bar_01 loc_bar_04) (pickupable Pen_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 ArmChair_bar_01) (objectAtLocation Book_bar_01 loc_bar_01) (pickupable Book_bar_01)
  (objectType Candle_bar_04 CandleType) (inReceptacle Candle_bar_04 Dresser_bar_01) (objectAtLocation Candle_bar_04 loc_bar_08) (pickupable Candle_bar_04)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 SideTable_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_16) (pickupable Laptop_bar_01)
  (objectType Plate_bar_03 PlateType) (inReceptacle Plate_bar_03 SideTable_bar_01) (objectAtLocation Plate_bar_03 loc_bar_16) (pickupable Plate_bar_03) (cleanable Plate_bar_03) (heatable Plate_bar_03) (coolable Plate_bar_03)
  (objectType Laptop_bar_02 LaptopType) (inReceptacle Laptop_bar_02 CoffeeTable_bar_02) (objectAtLocation Laptop_bar_02 loc_bar_03) (pickupable Laptop_bar_02)
  (objectType Vase_bar_02 VaseType) (inReceptacle Vase_bar_02 Safe_bar_01) (objectAtLocation Vase_bar_02 loc_bar_11) (pickupable Vase_bar_02)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 SideTable_bar_01) (objectAtLocation Statue_bar_01 loc_bar_16) (pickupable Statue_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 Drawer_bar_02) (objectAtLocation CD_bar_01 loc_bar_06) (pickupable CD_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 Shelf_bar_02) (objectAtLocation Bowl_bar_02 loc_bar_13) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType Statue_bar_02 StatueType) (inReceptacle Statue_bar_02 Safe_bar_01) (objectAtLocation Statue_bar_02 loc_bar_11) (pickupable Statue_bar_02)
  (objectType WateringCan_bar_02 WateringCanType) (inReceptacle WateringCan_bar_02 Drawer_bar_02) (objectAtLocation WateringCan_bar_02 loc_bar_06) (pickupable WateringCan_bar_02)
  (objectType Vase_bar_03 VaseType) (inReceptacle Vase_bar_03 Shelf_bar_02) (objectAtLocation Vase_bar_03 loc_bar_13) (pickupable Vase_bar_03)
  (objectType Bowl_bar_03 BowlType) (inReceptacle Bowl_bar_03 Dresser_bar_01) (objectAtLocation Bowl_bar_03 loc_bar_08) (pickupable Bowl_bar_03) (cleanable Bowl_bar_03) (coolable Bowl_bar_03)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 DiningTable_bar_01) (objectAtLocation Book_bar_02 loc_bar_04) (pickupable Book_bar_02)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 CoffeeTable_bar_02) (objectAtLocation Watch_bar_01 loc_bar_03) (pickupable Watch_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 DiningTable_bar_01) (objectAtLocation Box_bar_01 loc_bar_04) (pickupable Box_bar_01)
  (objectType CD_bar_02 CDType) (inReceptacle CD_bar_02 Drawer_bar_01) (objectAtLocation CD_bar_02 loc_bar_05) (pickupable CD_bar_02)
  (objectType Vase_bar_04 VaseType) (inReceptacle Vase_bar_04 Dresser_bar_01) (objectAtLocation Vase_bar_04 loc_bar_08) (pickupable Vase_bar_04)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Sofa_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_17) (pickupable CreditCard_bar_01)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BowlType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType PenType)
  (canContain CoffeeTableType PencilType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DiningTableType BookType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType BoxType)
  (canContain DiningTableType CDType)
  (canContain DiningTableType CandleType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType KeyChainType)
  (canContain DiningTableType LaptopType)
  (canContain DiningTableType PenType)
  (canContain DiningTableType PencilType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType StatueType)
  (canContain DiningTableType TissueBoxType)
  (canContain DiningTableType VaseType)
  (canContain DiningTableType WatchType)
  (canContain DiningTableType WateringCanType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType PencilType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain DresserType BookType)
  (canContain DresserType BowlType)
  (canContain DresserType BoxType)
  (canContain DresserType CDType)
  (canContain DresserType CandleType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType LaptopType)
  (canContain DresserType PenType)
  (canContain DresserType PencilType)
  (canContain DresserType PlateType)
  (canContain DresserType StatueType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain DresserType WateringCanType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain OttomanType BookType)
  (canContain OttomanType BoxType)
  (canContain OttomanType CreditCardType)
  (canContain OttomanType KeyChainType)
  (canContain OttomanType LaptopType)
  (canContain SafeType CDType)
  (canContain SafeType CreditCardType)
  (canContain SafeType KeyChainType)
  (canContain SafeType StatueType)
  (canContain SafeType VaseType)
  (canContain SafeType WatchType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PenType)
  (canContain ShelfType PencilType)
  (canContain ShelfType PlateType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType PenType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PlateType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType LaptopType)
  (canContain TVStandType TissueBoxType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o TissueBoxType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
