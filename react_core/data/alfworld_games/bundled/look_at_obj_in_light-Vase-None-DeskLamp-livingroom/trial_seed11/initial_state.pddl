(define (problem plan_livingroom_11)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  BoxType - otype
  CandleType - otype
  CellPhoneType - otype
  DeskLampType - otype
  KeyChainType - otype
  PencilType - otype
  RemoteControlType - otype
  TissueBoxType - otype
  VaseType - otype
  WatchType - otype
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
  Vase_bar_01 - object
  Vase_bar_02 - object
  DeskLamp_bar_01 - object
  Bowl_bar_01 - object
  TissueBox_bar_01 - object
  CellPhone_bar_01 - object
  Pencil_bar_01 - object
  Box_bar_01 - object
  KeyChain_bar_01 - object
  Pencil_bar_02 - object
  Watch_bar_01 - object
  Candle_bar_01 - object
  Watch_bar_02 - object
  RemoteControl_bar_01 - object
  Box_bar_02 - object
  ArmChair_bar_01 - receptacle
  ArmChair_bar_02 - receptacle
  Cabinet_bar_01 - receptacle
  Cabinet_bar_02 - receptacle
  Cabinet_bar_03 - receptacle
  Cabinet_bar_04 - receptacle
  CoffeeTable_bar_01 - receptacle
  CoffeeTable_bar_02 - receptacle
  Drawer_bar_01 - receptacle
  Drawer_bar_02 - receptacle
  Drawer_bar_03 - receptacle
  Drawer_bar_04 - receptacle
  Drawer_bar_05 - receptacle
  Drawer_bar_06 - receptacle
  Drawer_bar_07 - receptacle
  Drawer_bar_08 - receptacle
  Dresser_bar_01 - receptacle
  GarbageCan_bar_01 - receptacle
  Safe_bar_01 - receptacle
  Shelf_bar_01 - receptacle
  Shelf_bar_02 - receptacle
  Shelf_bar_03 - receptacle
  Shelf_bar_04 - receptacle
  Shelf_bar_05 - receptacle
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
  loc_bar_28 - location
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
  (receptacleAtLocation Cabinet_bar_03 loc_bar_05)
  (receptacleType Cabinet_bar_03 CabinetType)
  (openable Cabinet_bar_03)
  (receptacleAtLocation Cabinet_bar_04 loc_bar_06)
  (receptacleType Cabinet_bar_04 CabinetType)
  (openable Cabinet_bar_04)
  (receptacleAtLocation CoffeeTable_bar_01 loc_bar_07)
  (receptacleType CoffeeTable_bar_01 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar_02 loc_bar_08)
  (receptacleType CoffeeTable_bar_02 CoffeeTableType)
  (receptacleAtLocation Drawer_bar_01 loc_bar_09)
  (receptacleType Drawer_bar_01 DrawerType)
  (openable Drawer_bar_01)
  (receptacleAtLocation Drawer_bar_02 loc_bar_10)
  (receptacleType Drawer_bar_02 DrawerType)
  (openable Drawer_bar_02)
  (receptacleAtLocation Drawer_bar_03 loc_bar_11)
  (receptacleType Drawer_bar_03 DrawerType)
  (openable Drawer_bar_03)
  (receptacleAtLocation Drawer_bar_04 loc_bar_12)
  (receptacleType Drawer_bar_04 DrawerType)
  (openable Drawer_bar_04)
  (receptacleAtLocation Drawer_bar_05 loc_bar_13)
  (receptacleType Drawer_bar_05 DrawerType)
  (openable Drawer_bar_05)
  (receptacleAtLocation Drawer_bar_06 loc_bar_14)
  (receptacleType Drawer_bar_06 DrawerType)
  (openable Drawer_bar_06)
  (receptacleAtLocation Drawer_bar_07 loc_bar_15)
  (receptacleType Drawer_bar_07 DrawerType)
  (openable Drawer_bar_07)
  (receptacleAtLocation Drawer_bar_08 loc_bar_16)
  (receptacleType Drawer_bar_08 DrawerType)
  (openable Drawer_bar_08)
  (receptacleAtLocation Dresser_bar_01 loc_bar_17)
  (receptacleType Dresser_bar_01 DresserType)
  (receptacleAtLocation GarbageCan_bar_01 loc_bar_18)
  (receptacleType GarbageCan_bar_01 GarbageCanType)
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
  (receptacleAtLocation SideTable_bar_01 loc_bar_25)
  (receptacleType SideTable_bar_01 SideTableType)
  (receptacleAtLocation SideTable_bar_02 loc_bar_26)
  (receptacleType SideTable_bar_02 SideTableType)
  (receptacleAtLocation Sofa_bar_01 loc_bar_27)
  (receptacleType Sofa_bar_01 SofaType)
  (receptacleAtLocation TVStand_bar_01 loc_bar_28)
  (receptacleType TVStand_bar_01 TVStandType)
  (objectType Vase_bar_01 VaseType) (inReceptacle Vase_bar_01 Cabinet_bar_01) (objectAtLocation Vase_bar_01 loc_bar_03) (pickupable Vase_bar_01)
  (objectType Vase_bar_02 VaseType) (inReceptacle Vase_bar_02 Shelf_bar_02) (objectAtLocation Vase_bar_02 loc_bar_21) (pickupable Vase_bar_02)
  (objectType DeskLamp_bar_01 DeskLampType) (inReceptacle DeskLamp_bar_01 SideTable_bar_02) (objectAtLocation DeskLamp_bar_01 loc_bar_26) (toggleable DeskLamp_bar_01)
  (objectType Bowl_bar_01 BowlType) (inReceptacle Bowl_bar_01 CoffeeTable_bar_01) (objectAtLocation Bowl_bar_01 loc_bar_07) (pickupable Bowl_bar_01) (cleanable Bowl_bar_01) (coolable Bowl_bar_01)
  (objectType TissueBox_bar_01 TissueBoxType) (inReceptacle TissueBox_bar_01 Drawer_bar_06) (objectAtLocation TissueBox_bar_01 loc_bar_14) (pickupable TissueBox_bar_01)
  (objectType CellPhone_bar_01 CellPhoneType) (inReceptacle CellPhone_bar_01 SideTable_bar_02) (objectAtLocation CellPhone_bar_01 loc_bar_26) (pickupable CellPhone_bar_01)
  (objectType Pencil_bar_01 PencilType) (inReceptacle Pencil_bar_01 SideTable_bar_02) (objectAtLocation Pencil_bar_01 loc_bar_26) (pickupable Pencil_bar_01)
  (objectType Box_bar_01 BoxType) (inReceptacle Box_bar_01 ArmChair_bar_01) (objectAtLocation Box_bar_01 loc_bar_01) (pickupable Box_bar_01)
  (objectType KeyChain_bar_01 KeyChainType) (inReceptacle KeyChain_bar_01 SideTable_bar_02) (objectAtLocation KeyChain_bar_01 loc_bar_26) (pickupable KeyChain_bar_01)
  (objectType Pencil_bar_02 PencilType) (inReceptacle Pencil_bar_02 CoffeeTable_bar_01) (objectAtLocation Pencil_bar_02 loc_bar_07) (pickupable Pencil_bar_02)
  (objectType Watch_bar_01 WatchType) (inReceptacle Watch_bar_01 Safe_bar_01) (objectAtLocation Watch_bar_01 loc_bar_19) (pickupable Watch_bar_01)
  (objectType Candle_bar_01 CandleType) (inReceptacle Candle_bar_01 Shelf_bar_03) (objectAtLocation Candle_bar_01 loc_bar_22) (pickupable Candle_bar_01)
  (objectType Watch_bar_02 WatchType) (inReceptacle Watch_bar_02 Drawer_bar_06) (objectAtLocation Watch_bar_02 loc_bar_14) (pickupable Watch_bar_02)
  (objectType RemoteControl_bar_01 RemoteControlType) (inReceptacle RemoteControl_bar_01 ArmChair_bar_01) (objectAtLocation RemoteControl_bar_01 loc_bar_01) (pickupable RemoteControl_bar_01)
  (objectType Box_bar_02 BoxType) (inReceptacle Box_bar_02 SideTable_bar_01) (objectAtLocation Box_bar_02 loc_bar_25) (pickupable Box_bar_02)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType RemoteControlType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BoxType)
  (canContain CabinetType CandleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType VaseType)
  (canContain CoffeeTableType BowlType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CandleType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType PencilType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType TissueBoxType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain DrawerType CandleType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PencilType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType WatchType)
  (canContain DresserType BowlType)
  (canContain DresserType BoxType)
  (canContain DresserType CandleType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType KeyChainType)
  (canContain DresserType PencilType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType TissueBoxType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain GarbageCanType PencilType)
  (canContain GarbageCanType TissueBoxType)
  (canContain SafeType CellPhoneType)
  (canContain SafeType KeyChainType)
  (canContain SafeType VaseType)
  (canContain SafeType WatchType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CandleType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PencilType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain SideTableType BowlType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CandleType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PencilType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType TissueBoxType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType KeyChainType)
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
                         (objectType ?o VaseType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
