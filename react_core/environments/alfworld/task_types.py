"""ALFWorld's six task types, in the order prompts, suites and Table 3 use."""

from __future__ import annotations

TASK_TYPES = [
    "pick_and_place_simple",
    "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep",
    "pick_cool_then_place_in_recep",
    "look_at_obj_in_light",
    "pick_two_obj_and_place",
]
