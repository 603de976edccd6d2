(define (problem plan_livingroom_8)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  CDType - otype
  CandleType - otype
  CreditCardType - otype
  KeyChainType - otype
  LaptopType - otype
  NewspaperType - otype
  PencilType - otype
  PlateType - otype
  RemoteControlType - otype
  TissueBoxType - otype
  VaseType - otype
  WatchType - otype
  WateringCanType - otype
  ArmChairType - rtype
  CabinetType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  SafeType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Newspaper_bar_01 - object
  TissueBox_bar_01 - object
  RemoteControl_bar_01 - object
  TissueBox_bar_02 - object
  WateringCan_bar_01 - object
  Box_bar_01 - object
  Plate_bar_01 - object
  WateringCan_bar_02 - object
  Vase_bar_01 - object
  Watch_bar_01 - object
  CreditCard_bar_01 - object
  WateringCan_bar_03 - object
  Candle_bar_01 - object
  KeyChain_bar_01 - object
  Box_bar_02 - object
  Watch_bar_02 - object
  CD_bar_01 - object
  KeyChain_bar_02 - object
  Laptop_bar_01 - object
  TissueBox_bar_03 - object
  Pencil_bar_01 - object
  TissueBox_bar_04 - object
  Box_bar_03 - object
  Watch_bar_03 - object
  Plate_bar_02 - object
  ArmChair_bar_01 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  CoffeeTable_bar_01 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
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
  (receptacleAtLocation Cabinet_bar_01 loc_bar_02)
  (receptacleType Cabinet_bar_01 CabinetType)
  (openable Cabinet_bar_01)
  (receptacleAtLocation Cabinet_bar_02 loc_bar_03)
  (receptacleType Cabinet_bar_02 CabinetType)
  (openable Cabinet_bar_02)
  (receptacleAtLocation Cabinet_bar_03 loc_bar_04)
  (receptacleType Cabinet_bar_03 CabinetType)
  (openable Cabinet_bar_03)
  (receptacleAtLocation Cabinet_bar_04 loc_bar_05)
  (receptacleType Cabinet_bar_04 CabinetType)
  (openable Cabinet_bar_04)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_06)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
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
  (receptacleAtLocation Dresser_bar_01 loc_bar_14)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_15)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
  (receptacleAtLocation Safe_bar_01 loc_bar_16)
  (receptacleType Safe_bar_01 SafeType)
  (openable Safe_bar_01)
  (receptacleAtLocation Shelf_bar_01 loc_bar_17)
  (receptacleType Shelf_bar_01 ShelfType)
  (receptacleAtLocation Shelf_bar_02 loc_bar_18)
  (receptacleType Shelf_bar_02 ShelfType)
  (receptacleAtLocation Shelf_bar_03 loc_bar_19)
  (receptacleType Shelf_bar_03 ShelfType)
  (receptacleAtLocation Shelf_bar_04 loc_bar_20)
  (receptacleType Shelf_bar_04 ShelfType)
  (receptacleAtLocation Shelf_bar_05 loc_bar_21)
  (receptacleType Shelf_bar_05 ShelfType)
  (receptacleAtLocation Shelf_bar_06 loc_bar_22)
  (receptacleType Shelf_bar_06 ShelfType)
  (receptacleAtLocation Shelf_bar_07 loc_bar_23)
  (receptacleType Shelf_bar_07 ShelfType)
  (receptacleAtLocation SideTable_bar_01 loc_bar_24)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_25)
  (receptacleType SideTable_bar_02 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_26)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_27)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Newspaper_bar_01 NewspaperType) (inReceptacle Newspaper_bar_01 GarbageCan_bar_01) (objectAtLocation Newspaper_bar_01 loc_bar_15) (pickupable Newspaper_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 CoffeeTable_bar_01) (objectAtLocation TissueBox_bar_01 loc_bar_06) (pickupable TissueBox_bar_01)
  (objectType RemoteControl_bar_01 RemoteControlType) (inReceptacle RemoteControl_bar_01 Drawer_bar_04) (objectAtLocation RemoteControl_bar_01 loc_bar_10) (pickupable RemoteControl_bar_01)
  (objectType TissueBox_bar_02 TissueBoxType) (inReceptacle TissueBox_bar_02 Shelf_bar_02) (objectAtLocation TissueBox_bar_02 loc_bar_18) (pickupable TissueBox_bar_02)
  (objectType WateringCan_bar_01 WateringCanType) (inReceptacle WateringCan_bar_01 Drawer_bar_03) (objectAtLocation WateringCan_bar_01 loc_bar_09) (pickupable WateringCan_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 Dresser_bar_01) (objectAtLocation Box_bar_01 loc_bar_14) (pickupable Box_bar_01)
  (objectType Plate_bar_01 PlateType) (inReceptacle Plate_bar_01 Cabinet_bar_02) (objectAtLocation Plate_bar_01 loc_bar_03) (pickupable Plate_bar_01) (cleanable Plate_bar_01) (heatable Plate_bar_01) (coolable Plate_bar_01)
  (objectType WateringCan_bar_02 WateringCanType) (inReceptacle WateringCan_bar_02 Dresser_bar_01) (objectAtLocation WateringCan_bar_02 loc_bar_14) (pickupable WateringCan_bar_02)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Cabinet_bar_03) (objectAtLocation Vase_bar_01 loc_bar_04) (pickupable Vase_bar_01)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 CoffeeTable_bar_01) (objectAtLocation Watch_bar_01 loc_bar_06) (pickupable Watch_bar_01)
  (objectType CreditCard_bar_01 CreditCardType) (inReceptacle CreditCard_bar_01 Shelf_bar_03) (objectAtLocation CreditCard_bar_01 loc_bar_19) (pickupable CreditCard_bar_01)
  (objectType WateringCan_bar_03 WateringCanType) (inReceptacle WateringCan_bar_03 Dresser_bar_01) (objectAtLocation WateringCan_bar_03 loc_bar_14) (pickupable WateringCan_bar_03)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 Shelf_bar_05) (objectAtLocation Candle_bar_01 loc_bar_21) (pickupable Candle_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 Safe_bar_01) (objectAtLocation KeyChain_bar_01 loc_bar_16) (pickupable KeyChain_bar_01)
  (objectType Box_bar_02 BoxType) (inReceptacle Box_bar_02 ArmChair_bar_01) (objectAtLocation Box_bar_02 loc_bar_01) (pickupable Box_bar_02)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 CoffeeTable_bar_01) (objectAtLocation Watch_bar_02 loc_bar_06) (pickupable Watch_bar_02)
  (objectType CD_bar_01 CDType) (inReceptacle CD_bar_01 Dresser_bar_01) (objectAtLocation CD_bar_01 loc_bar_14) (pickupable CD_bar_01)
  (objectType KeyChain_bar_02 KeyChainType) (inReceptacle KeyChain_bar_02 CoffeeTable_bar_01) (objectAtLocation KeyChain_bar_02 loc_bar_06) (pickupable KeyChain_bar_02)
  (objectType Laptop_bar_01 LaptopType) (inReceptacle Laptop_bar_01 SideTable_bar_02) (objectAtLocation Laptop_bar_01 loc_bar_25) (pickupable Laptop_bar_01)
  (objectType TissueBox_bar_03 TissueBoxType) (inReceptacle TissueBox_bar_03 Dresser_bar_01) (objectAtLocation TissueBox_bar_03 loc_bar_14) (pickupable TissueBox_bar_03)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 SideTable_bar_02) (objectAtLocation Pencil_bar_01 loc_bar_25) (pickupable Pencil_bar_01)
  (objectType TissueBox_bar_04 TissueBoxType) (inReceptacle TissueBox_bar_04 GarbageCan_bar_01) (objectAtLocation TissueBox_bar_04 loc_bar_15) (pickupable TissueBox_bar_04)
  (objectType Box_bar_03 BoxType) (inReceptacle Box_bar_03 Cabinet_bar_01) (objectAtLocation Box_bar_03 loc_bar_02) (pickupable Box_bar_03)
  (objectType Watch_bar_03 WatchType) (inReceptacle Watch_bar_03 Shelf_bar_07) (objectAtLocation Watch_bar_03 loc_bar_23) (pickupable Watch_bar_03)
  (objectType Plate_bar_02 PlateType) (inReceptacle Plate_bar_02 CoffeeTable_bar_01) (objectAtLocation Plate_bar_02 loc_bar_06) (pickupable Plate_bar_02) (cleanable Plate_bar_02) (heatable Plate_bar_02) (coolable Plate_bar_02)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType LaptopType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType RemoteControlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CDType)
  (canContain CabinetType CandleType)
  (canContain CabinetType NewspaperType)
  (canContain CabinetType PlateType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain CabinetType WateringCanType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CDType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType LaptopType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PencilType)
  (canContain CoffeeTableType PlateType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain CoffeeTableType WateringCanType)
  (canContain DrawerType CDType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PencilType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DrawerType WateringCanType)
  (canContain DresserType BoxType)
  (canContain DresserType CDType)
  (canContain DresserType CandleType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType LaptopType)
  (canContain DresserType NewspaperType)
  (canContain DresserType PencilType)
  (canContain DresserType PlateType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain DresserType WateringCanType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType NewspaperType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain SafeType CDType)
  (canContain SafeType CreditCardType)
  (canContain SafeType KeyChainType)
  (canContain SafeType VaseType)
  (canContain SafeType WatchType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CDType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType PencilType)
  (canContain ShelfType PlateType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain ShelfType WateringCanType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CDType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PlateType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SideTableType WateringCanType)
  (canContain SofaType BoxType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType LaptopType)
  (canContain SofaType NewspaperType)
  (canContain SofaType RemoteControlType)
  (canContain TVStandType TissueBoxType)
)
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o NewspaperType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
