"""ALFWorld text games (the real alfworld/textworld engine) for ReAct and Act agents.

Public surface: `AlfWorldEnv` (the Environment), `list_games(suite)` (Tasks), `TASK_TYPES`.
The engine itself is imported lazily, so listing games works without it installed.
"""

from react_core.environments.alfworld.env import AlfWorldEnv
from react_core.environments.alfworld.games import list_games
from react_core.environments.alfworld.task_types import TASK_TYPES

__all__ = ["TASK_TYPES", "AlfWorldEnv", "list_games"]
