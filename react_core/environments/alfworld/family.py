"""ALFWorld, the paper's text games (Table 3), declared as a plugin declares its family."""

from __future__ import annotations

from react_core.environments.alfworld.commands import COMMANDS
from react_core.environments.alfworld.grounding import RoomGrounding
from react_core.environments.alfworld.tool_specs import ALFWORLD_TOOLS
from react_core.environments.base import EnvChoice, Environment, Family
from react_core.prompting.method_names import DECISION_METHODS
from react_core.trajectory.task import Task


def sources() -> list[str]:
    try:
        from react_core.environments.alfworld import list_games
    except ImportError:  # the alfworld engine is not installed
        return []
    return [suite for suite in ("bundled", "official") if list_games(suite)]


def load(source: str) -> list[Task]:
    from react_core.environments.alfworld import list_games

    return list_games(source)


def environment(task: Task, choice: EnvChoice) -> Environment:
    from react_core.environments.alfworld import AlfWorldEnv

    return AlfWorldEnv(strip_arrival=choice.paper_observations)


# The ALFWorld engine's PDDL parser (textworld, tatsu) is shared process-wide and breaks when
# two threads load or step games at once: `thread_safe=False`, its environments take turns.
FAMILY = Family(
    name="alfworld",
    label="ALFWorld (text game)",
    short="ALFWorld",
    noun="game",
    source_noun="suite",
    step_limit=50,
    methods=DECISION_METHODS,
    metric="success",
    table="Table 3",
    scoring="environment",
    style="sparse",
    paper_observations=True,
    paper_tasks=134,  # the unseen games (valid_unseen) of Table 3
    rough_seconds={"act": 40, "react": 100},  # the README's batches: 24 games, 1.5B model, 2 cores
    sources=sources,
    load=load,
    environment=environment,
    grounding=RoomGrounding,  # a thought's objects against the room the game showed
    tool_calls=ALFWORLD_TOOLS,
    valid_moves=COMMANDS,  # a command the game does not take is asked again, then chosen among those it does
)
