(define (problem plan_livingroom_2)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CDType - otype
  CreditCardType - otype
  DeskLampType - otype
  KeyChainType - otype
  MugType - otype
  PillowType - otype
  PlateType - otype
  RemoteControlType - otype
  StatueType - otype
  TissueBoxType - otype
  WatchType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CabinetType - rtype
  CoffeeTableType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  CreditCard_bar_01 - object
  CreditCard_bar_02 - object
  DeskLamp_bar_01 - object
  Statue_bar_01 - object
  Pillow_bar_01 - object
  Mug_bar_01 - object
  Statue_bar_02 - object
  Watch_bar_01 - object
  WateringCan_bar_01 - object
  CD_bar_01 - object
  Watch_bar_02 - object
  CD_bar_02 - object
  Book_bar_01 - object
  Plate_bar_01 - object
  RemoteControl_bar_01 - object
  TissueBox_bar_01 - object
  KeyChain_bar_01 - object
  KeyChain_bar_02 - object
  ArmChair_bar_01 - receptacle
  ArmChair_bar_02 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  CoffeeTable_bar_01 - receptacle
  CoffeeTable_bar_02 - receptacle
  DiningTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Dresser_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
  Shelf_bar_06 - receptacle
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
)
(:init
  (atLocation agent1 loc_bar_start)
  (receptacleAtLocation ArmChair_bar_01 loc_bar_01)
  (receptacleType ArmChair_bar_01 ArmChairType)
  (receptacleAtLocation ArmChair_bar_02 loc_bar_02)
  (receptacleType ArmChair_bar_02 ArmChairType)
  (receptacleAtLocation Cabinet_bar_01 loc_bar_03)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation Cabinet_bar_02 loc_bar_04)
  (receptacleType Cabinet_bar_02 CabinetType)
  (openable Cabinet_bar_02)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_05)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar_02 loc_bar_06)
  (receptacleType CoffeeTable_bar_02 CoffeeTableType)
  (receptacleAtLocation DiningTable_bar_01 loc_bar_07)
  (receptacleType DiningTable_bar_01 DiningTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_08)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_09)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_10)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_11)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Dresser_bar_01 loc_bar_12)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_13)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
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
  (receptacleAtLocation SideTable_bar_01 loc_bar_20)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_21)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_22)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Sofa_bar_01) (objectAtLocation CreditCard_bar_01 loc_bar_21) (pickupable CreditCard_bar_01)
  (objectType CreditCard_bar_02 CreditCardType) (inReceptacle CreditCard_bar_02 Shelf_bar_01) (objectAtLocation CreditCard_bar_02 loc_bar_14) (pickupable CreditCard_bar_02)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 Dresser_bar_01) (objectAtLocation DeskLamp_bar_01 loc_bar_12) (toggleable DeskLamp_bar_01)
  (objectType Statue_bar_01 StatueType) (inReceptacle Statue_bar_01 SideTable_bar_01) (objectAtLocation Statue_bar_01 loc_bar_20) (pickupable Statue_bar_01)
  (objectType Pillow_bar_01 PillowType) (inReceptacle Pillow_bar_01 Sofa_bar_01) (objectAtLocation Pillow_bar_01 loc_bar_21) (pickupable Pillow_bar_01)
  (objectType Mug_bar_01 MugType) (inReceptacle Mug_bar_01 SideTable_bar_01) (objectAtLocation Mug_bar_01 loc_bar_20) (pickupable Mug_bar_01) (cleanable Mug_bar_01) (heatable Mug_bar_01) (coolable Mug_bar_01)
  (objectType Statue_bar_02 StatueType) (inReceptacle Statue_bar_02 SideTable_bar_01) (objectAtLocation Statue_bar_02 loc_bar_20) (pickupable Statue_bar_02)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 SideTable_bar_01) (objectAtLocation Watch_bar_01 loc_bar_20) (pickupable Watch_bar_01)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 Dresser_bar_01) (objectAtLocation WateringCan_bar_01 loc_bar_12) (pickupable WateringCan_bar_01)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 Dresser_bar_01) (objectAtLocation CD_bar_01 loc_bar_12) (pickupable CD_bar_01)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 Drawer_bar_01) (objectAtLocation Watch_bar_02 loc_bar_08) (pickupable Watch_bar_02)
  (objectType CD_bar_02 CDType) (inReceptacle CD_bar_02 DiningTable_bar_01) (objectAtLocation CD_bar_02 loc_bar_07) (pickupable CD_bar_02)
  (objectType Book_bar_01 BookType) (inReceptacle Book_bar_01 SideTable_bar_01) (objectAtLocation Book_bar_01 loc_bar_20) (pickupable Book_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 SideTable_bar_01) (objectAtLocation Plate_bar_01 loc_bar_20) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType RemoteControl_bar_01 RemoteControlType) (inReceptacle RemoteControl_bar_01 Shelf_bar_03) (objectAtLocation RemoteControl_bar_01 loc_bar_16) (pickupable RemoteControl_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Dresser_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_12) (pickupable TissueBox_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Drawer_bar_02) (objectAtLocation KeyChain_bar_01 loc_bar_09) (pickupable KeyChain_bar_01)
  (objectType KeyChain_bar_02 KeyChainType) (inReceptacle KeyChain_bar_02 Drawer_bar_03) (objectAtLocation KeyChain_bar_02 loc_bar_10) (pickupable KeyChain_bar_02)
  (canContain ArmChairType BookType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType RemoteControlType)
  (canContain CabinetType BookType)
  (canContain CabinetType CDType)
  (canContain CabinetType MugType)
  (canContain CabinetType PlateType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType WateringCanType)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType MugType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DiningTableType BookType)
  (canContain DiningTableType CDType)
  (canContain DiningTableType CreditCardType)
  (canContain DiningTableType KeyChainType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType RemoteControlType)
  (canContain DiningTableType StatueType)
  (canContain DiningTableType TissueBoxType)
  (canContain DiningTableType WatchType)
  (canContain DiningTableType WateringCanType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain DresserType BookType)
  (canContain DresserType CDType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType MugType)
  (canContain DresserType PlateType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType StatueType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType WatchType)
  (canContain DresserType WateringCanType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType BookType)
  (canContain ShelfType CDType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PlateType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType StatueType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BookType)
  (canContain SideTableType CDType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType MugType)
  (canContain SideTableType PlateType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType StatueType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BookType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType PillowType)
  (canContain SofaType RemoteControlType)
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
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
