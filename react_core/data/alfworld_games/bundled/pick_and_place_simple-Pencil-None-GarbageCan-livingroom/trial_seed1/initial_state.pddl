(define (problem plan_livingroom_1)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BoxType - otype
  LaptopType - otype
  MugType - otype
  NewspaperType - otype
  PencilType - otype
  PillowType - otype
  TissueBoxType - otype
  WatchType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  OttomanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Pencil_bar_01 - object
  Watch_bar_01 - object
  TissueBox_bar_01 - object
  Book_bar_01 - object
  Pillow_bar_01 - object
  Book_bar_02 - object
  Newspaper_bar_01 - object
  WateringCan_bar_01 - object
  Mug_bar_01 - object
  Watch_bar_02 - object
  Laptop_bar_01 - object
  Mug_bar_02 - object
  Box_bar_01 - object
  ArmChair_bar_01 - receptacle
  CoffeeTable_bar_01 - receptacle
  CoffeeTable_bar_02 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  GarbageCan_bar_01 - receptacle
  Ottoman_bar_01 - receptacle
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
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_07)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Ottoman_bar_01 loc_bar_08)
  (receptacleType Ottoman_bar_01 OttomanType)
  (receptacleAtLocation Safe_bar_01 loc_bar_09)
  (receptacleType Safe_bar_01 SafeType)
  (openable Safe_bar_01)
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
  (receptacleAtLocation Shelf_bar_07 loc_bar_16)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation Shelf_bar_08 loc_bar_17)
  (receptacleType Shelf_bar_08 ShelfType)
  (receptacleAtLocation Shelf_bar_09 loc_bar_18)
  (receptacleType Shelf_bar_09 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_19)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_20)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_21)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 Drawer_bar_02) (objectAtLocation Pencil_bar_01 loc_bar_05) (pickupable Pencil_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Shelf_bar_03) (objectAtLocation Watch_bar_01 loc_bar_12) (pickupable Watch_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 TVStand_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_21) (pickupable TissueBox_bar_01)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 SideTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_19) (pickupable Book_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Ottoman_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_08) (pickupable Pillow_bar_01)
  (objectType Book_bar_02 BookType) (inReceptacle Book_bar_02 Shelf_bar_09) (objectAtLocation Book_bar_02 loc_bar_18) (pickupable Book_bar_02)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 Shelf_bar_02) (objectAtLocation Newspaper_bar_01 loc_bar_11) (pickupable Newspaper_bar_01)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 CoffeeTable_bar_02) (objectAtLocation WateringCan_bar_01 loc_bar_03) (pickupable WateringCan_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 Shelf_bar_03) (objectAtLocation Mug_bar_01 loc_bar_12) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 SideTable_bar_01) (objectAtLocation Watch_bar_02 loc_bar_19) (pickupable Watch_bar_02)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 SideTable_bar_01) (objectAtLocation Laptop_bar_01 loc_bar_19) (pickupable Laptop_bar_01)
  (objectType Mug_bar_02 MugType) (inReceptacle Mug_bar_02 SideTable_bar_01) (objectAtLocation Mug_bar_02 loc_bar_19) (pickupable Mug_bar_02) (cleanable Mug_bar_02) (heatable Mug_bar_02) (coolable Mug_bar_02)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 SideTable_bar_01) (objectAtLocation Box_bar_01 loc_bar_19) (pickupable Box_bar_01)
  (canContain ArmChairType BookType)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType PillowType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PencilType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DrawerType BookType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PencilType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain OttomanType BookType)
  (canContain OttomanType BoxType)
  (canContain OttomanType LaptopType)
  (canContain OttomanType NewspaperType)
  (canContain OttomanType PillowType)
  (canContain SafeType WatchType)
  (canContain ShelfType BookType)
  (canContain ShelfType BoxType)
  (canContain ShelfType MugType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PencilType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PencilType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType LaptopType)
  (canContain SofaType NewspaperType)
  (canContain SofaType PillowType)
  (canContain TVStandType TissueBoxType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PencilType)
                            (receptacleType ?r GarbageCanType)
                        )
                    )
                )
            )
        )
    )
