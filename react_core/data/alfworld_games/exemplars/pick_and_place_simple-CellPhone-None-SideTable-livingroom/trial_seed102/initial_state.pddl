(define (problem plan_livingroom_102)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BowlType - otype
  CellPhoneType - otype
  CreditCardType - otype
  KeyChainType - otype
  LaptopType - otype
  MugType - otype
  PenType - otype
  PillowType - otype
  StatueType - otype
  TissueBoxType - otype
  VaseType - otype
  WatchType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  CellPhone_bar_01 - object
  CellPhone_bar_02 - object
  Bowl_bar_01 - object
  Watch_bar_01 - object
  Watch_bar_02 - object
  Pen_bar_01 - object
  Pillow_bar_01 - object
  Bowl_bar_02 - object
  Pen_bar_02 - object
  CreditCard_bar_01 - object
  Bowl_bar_03 - object
  Vase_bar_01 - object
  Pillow_bar_02 - object
  Statue_bar_01 - object
  KeyChain_bar_01 - object
  Watch_bar_03 - object
  Book_bar_01 - object
  WateringCan_bar_01 - object
  Pen_bar_03 - object
  Pen_bar_04 - object
  Laptop_bar_01 - object
  TissueBox_bar_01 - object
  Bowl_bar_04 - object
  Pen_bar_05 - object
  Statue_bar_02 - object
  TissueBox_bar_02 - object
  Statue_bar_03 - object
  Mug_bar_01 - object
  ArmChair_bar_01 - receptacle
  ArmChair_bar_02 - receptacle
  CoffeeTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
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
  Shelf_bar_11 - receptacle
  Shelf_bar_12 - receptacle
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
  (receptacleAtLocation ArmChair_bar_02 loc_bar_02)
  (receptacleType ArmChair_bar_02 ArmChairType)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_03)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_04)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_05)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_06)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_07)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
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
  (receptacleAtLocation Shelf_bar_11 loc_bar_21)
  (receptacleType Shelf_bar_11 ShelfType)
  (receptacleAtLocation Shelf_bar_12 loc_bar_22)
  (receptacleType Shelf_bar_12 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_23)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_24)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_25)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 Drawer_bar_04) (objectAtLocation CellPhone_bar_01 loc_bar_07) (pickupable CellPhone_bar_01)
  (objectType CellPhone_bar_02 CellPhoneType) (inReceptacle CellPhone_bar_02 Dresser_bar_01) (objectAtLocation CellPhone_bar_02 loc_bar_08) (pickupable CellPhone_bar_02)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 Dresser_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_08) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 CoffeeTable_bar_01) (objectAtLocation Watch_bar_01 loc_bar_03) (pickupable Watch_bar_01)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 SideTable_bar_01) (objectAtLocation Watch_bar_02 loc_bar_23) (pickupable Watch_bar_02)
  (objectType Pen_bar_01 PenType) (inReceptacle Pen_bar_01 Drawer_bar_04) (objectAtLocation Pen_bar_01 loc_bar_07) (pickupable Pen_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Sofa_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_24) (pickupable Pillow_bar_01)
  (objectType Bowl_bar_02 BowlType) (inReceptacle Bowl_bar_02 CoffeeTable_bar_01) (objectAtLocation Bowl_bar_02 loc_bar_03) (pickupable Bowl_bar_02) (cleanable Bowl_bar_02) (coolable Bowl_bar_02)
  (objectType Pen_bar_02 PenType) (inReceptacle Pen_bar_02 Dresser_bar_01) (objectAtLocation Pen_bar_02 loc_bar_08) (pickupable Pen_bar_02)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Drawer_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_04) (pickupable CreditCard_bar_01)
  (objectType Bowl_bar_03 BowlType) (inReceptacle Bowl_bar_03 CoffeeTable_bar_01) (objectAtLocation Bowl_bar_03 loc_bar_03) (pickupable Bowl_bar_03) (cleanable Bowl_bar_03) (coolable Bowl_bar_03)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Safe_bar_01) (objectAtLocation Vase_bar_01 loc_bar_10) (pickupable Vase_bar_01)
  (objectType Pillow_bar_02 PillowType) (inReceptacle Pillow_bar_02 ArmChair_bar_01) (objectAtLocation Pillow_bar_02 loc_bar_01) (pickupable Pillow_bar_02)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 Safe_bar_01) (objectAtLocation Statue_bar_01 loc_bar_10) (pickupable Statue_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 CoffeeTable_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_03) (pickupable KeyChain_bar_01)
  (objectType Watch_bar_03 WatchType) (inReceptacle Watch_bar_03 Dresser_bar_01) (objectAtLocation Watch_bar_03 loc_bar_08) (pickupable Watch_bar_03)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 SideTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_23) (pickupable Book_bar_01)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 SideTable_bar_01) (objectAtLocation WateringCan_bar_01 loc_bar_23) (pickupable WateringCan_bar_01)
  (objectType Pen_bar_03 PenType) (inReceptacle Pen_bar_03 Shelf_bar_10) (objectAtLocation Pen_bar_03 loc_bar_20) (pickupable Pen_bar_03)
  (objectType Pen_bar_04 PenType) (inReceptacle Pen_bar_04 CoffeeTable_bar_01) (objectAtLocation Pen_bar_04 loc_bar_03) (pickupable Pen_bar_04)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 Dresser_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_08) (pickupable Laptop_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Drawer_bar_04) (objectAtLocation TissueBox_bar_01 loc_bar_07) (pickupable TissueBox_bar_01)
  (objectType Bowl_bar_04 BowlType) (inReceptacle Bowl_bar_04 CoffeeTable_bar_01) (objectAtLocation Bowl_bar_04 loc_bar_03) (pickupable Bowl_bar_04) (cleanable Bowl_bar_04) (coolable Bowl_bar_04)
  (objectType Pen_bar_05 PenType) (inReceptacle Pen_bar_05 GarbageCan_bar_01) (objectAtLocation Pen_bar_05 loc_bar_09) (pickupable Pen_bar_05)
  (objectType Statue_bar_02 StatueType) (inReceptacle Statue_bar_02 Safe_bar_01) (objectAtLocation Statue_bar_02 loc_bar_10) (pickupable Statue_bar_02)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Dresser_bar_01) (objectAtLocation TissueBox_bar_02 loc_bar_08) (pickupable TissueBox_bar_02)
  (objectType Statue_bar_03 StatueType) (inReceptacle Statue_bar_03 CoffeeTable_bar_01) (objectAtLocation Statue_bar_03 loc_bar_03) (pickupable Statue_bar_03)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 CoffeeTable_bar_01) (objectAtLocation Mug_bar_01 loc_bar_03) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (canContain ArmChairType BookType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType PillowType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BowlType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType PenType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DrawerType BookType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain DresserType BookType)
  (canContain DresserType BowlType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType LaptopType)
  (canContain DresserType MugType)
  (canContain DresserType PenType)
  (canContain DresserType StatueType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain DresserType WateringCanType)
  (canContain GarbageCanType PenType)
  (canContain GarbageCanType TissueBoxType)
  (canContain SafeType CellPhoneType)
  (canContain SafeType CreditCardType)
  (canContain SafeType KeyChainType)
  (canContain SafeType StatueType)
  (canContain SafeType VaseType)
  (canContain SafeType WatchType)
  (canContain ShelfType BookType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PenType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BookType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BookType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType LaptopType)
  (canContain SofaType PillowType)
  (canContain TVStandType TissueBoxType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CellPhoneType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
