"""ALFWorld text games (the real alfworld/textworld engine) for ReAct and Act agents.

Public surface: `AlfWorldEnv` (the Environment), `list_games(suite)` (Tasks), `TASK_TYPES`.
The engine itself is imported lazily, so listing games works without it installed.
"""
from react_core.environments.alfworld.env import AlfWorldEnv
from react_core.environments.alfworld.games import list_games

TASK_TYPES = [
    "pick_and_place_simple",
    "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep",
    "pick_cool_then_place_in_recep",
    "look_at_obj_in_light",
    "pick_two_obj_and_place",
]

__all__ = ["AlfWorldEnv", "list_games", "TASK_TYPES"]
