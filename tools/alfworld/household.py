"""What the rooms of a generated household hold: receptacles and the objects found in them.

Counts follow the ALFRED scenes the official games come from (a kitchen has a dozen cabinets,
four stove burners, one fridge ...). Which object may sit in which receptacle, and which
objects can be cleaned, heated or cooled, comes from the engine's own tables
(``alfworld.gen.constants``), so a generated game never asks for something ALFRED forbids.
"""

from __future__ import annotations

# Receptacle type -> (fewest, most) instances in a room of that kind.
ROOM_RECEPTACLES: dict[str, dict[str, tuple[int, int]]] = {
    "kitchen": {
        "Cabinet": (6, 16),
        "CounterTop": (1, 3),
        "Drawer": (3, 10),
        "Fridge": (1, 1),
        "Microwave": (1, 1),
        "SinkBasin": (1, 2),
        "StoveBurner": (4, 4),
        "CoffeeMachine": (1, 1),
        "Toaster": (1, 1),
        "GarbageCan": (1, 1),
        "DiningTable": (0, 1),
        "Shelf": (0, 3),
    },
    "bedroom": {
        "Bed": (1, 1),
        "Desk": (1, 2),
        "Drawer": (3, 10),
        "Dresser": (0, 1),
        "GarbageCan": (1, 1),
        "LaundryHamper": (0, 1),
        "Safe": (0, 1),
        "Shelf": (3, 12),
        "SideTable": (1, 2),
        "ArmChair": (0, 1),
        "Cabinet": (0, 4),
    },
    "bathroom": {
        "BathtubBasin": (1, 1),
        "Cabinet": (4, 8),
        "CounterTop": (1, 1),
        "Drawer": (2, 8),
        "GarbageCan": (1, 1),
        "HandTowelHolder": (1, 2),
        "Shelf": (0, 3),
        "SinkBasin": (1, 2),
        "Toilet": (1, 1),
        "ToiletPaperHanger": (1, 1),
        "TowelHolder": (1, 1),
        "Cart": (0, 1),
    },
    "livingroom": {
        "ArmChair": (1, 2),
        "CoffeeTable": (1, 2),
        "DiningTable": (0, 1),
        "Drawer": (2, 8),
        "GarbageCan": (1, 1),
        "Shelf": (3, 12),
        "SideTable": (1, 3),
        "Sofa": (1, 1),
        "TVStand": (1, 1),
        "Cabinet": (0, 4),
        "Dresser": (0, 1),
        "Ottoman": (0, 1),
        "Safe": (0, 1),
    },
}

# Objects that turn up in a room of that kind (pickupable things; lamps are listed apart).
ROOM_OBJECTS: dict[str, list[str]] = {
    "kitchen": [
        "Apple",
        "Bread",
        "ButterKnife",
        "Bowl",
        "Cup",
        "DishSponge",
        "Egg",
        "Fork",
        "Kettle",
        "Knife",
        "Ladle",
        "Lettuce",
        "Mug",
        "Pan",
        "PepperShaker",
        "Plate",
        "Pot",
        "Potato",
        "SaltShaker",
        "SoapBottle",
        "Spatula",
        "Spoon",
        "Tomato",
        "WineBottle",
        "Glassbottle",
        "PaperTowel",
        "CellPhone",
        "CreditCard",
    ],
    "bedroom": [
        "AlarmClock",
        "BaseballBat",
        "BasketBall",
        "Book",
        "Bowl",
        "Box",
        "CD",
        "CellPhone",
        "Cloth",
        "CreditCard",
        "KeyChain",
        "Laptop",
        "Mug",
        "Pen",
        "Pencil",
        "Pillow",
        "TennisRacket",
        "Vase",
        "Watch",
        "Statue",
        "TissueBox",
    ],
    "bathroom": [
        "Candle",
        "Cloth",
        "DishSponge",
        "HandTowel",
        "PaperTowel",
        "Plunger",
        "SoapBar",
        "SoapBottle",
        "SprayBottle",
        "TissueBox",
        "ToiletPaper",
        "Towel",
    ],
    "livingroom": [
        "Book",
        "Bowl",
        "Box",
        "CD",
        "Candle",
        "CellPhone",
        "CreditCard",
        "KeyChain",
        "Laptop",
        "Newspaper",
        "Pen",
        "Pencil",
        "Pillow",
        "RemoteControl",
        "Statue",
        "TissueBox",
        "Vase",
        "Watch",
        "WateringCan",
        "Plate",
        "Mug",
    ],
}

# Rooms where each task type makes sense (after ALFRED's GOALS_VALID).
TASK_ROOMS: dict[str, list[str]] = {
    "pick_and_place_simple": ["kitchen", "bedroom", "bathroom", "livingroom"],
    "look_at_obj_in_light": ["bedroom", "livingroom"],
    "pick_clean_then_place_in_recep": ["kitchen", "bathroom"],
    "pick_heat_then_place_in_recep": ["kitchen"],
    "pick_cool_then_place_in_recep": ["kitchen"],
    "pick_two_obj_and_place": ["kitchen", "bedroom", "bathroom", "livingroom"],
}

# The light a look_at_obj_in_light task uses, and where a desk lamp stands.
LAMP_TYPE = "DeskLamp"
LAMP_RECEPTACLES = ["Desk", "SideTable", "Dresser"]

OPENABLE = {"Fridge", "Cabinet", "Microwave", "Drawer", "Safe", "Box"}

# Receptacles the engine names after a part (ALFRED writes the sink as Sink|...|SinkBasin).
PART_NAMED = {"SinkBasin": "Sink", "BathtubBasin": "Bathtub"}

# Receptacle types that only exist to be used, never a task's destination.
NOT_A_DESTINATION = {
    "CoffeeMachine",
    "Toaster",
    "StoveBurner",
    "Microwave",
    "SinkBasin",
    "BathtubBasin",
    "LaundryHamper",
    "HandTowelHolder",
    "TowelHolder",
    "ToiletPaperHanger",
    "Safe",
    "TVStand",
}
