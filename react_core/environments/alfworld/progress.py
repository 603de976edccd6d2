"""ALFWorld's progress rate as AgentBoard defines it: the share of a task's subgoals reached.

Success says only whether a game was won; the progress rate (Ma et al., AgentBoard, 2024) also
credits the way there. AgentBoard labels each of the 134 unseen games with subgoals, one list
per task type (its alfworld_label.jsonl), and scores an episode as its environment does
(agentboard/environment/alfworld/alfworld_env.py):

- subgoals, in this order:
    pick_and_place_simple            find the object, pick it up
    pick_clean/heat/cool_then_place  find the object, pick it up, clean / heat / cool it
    look_at_obj_in_light             find the object, pick it up, find the lamp
    pick_two_obj_and_place           find the object, pick it up, put one in the destination
- one more slot that only winning fills, so progress = reached / (subgoals + 1), and 1.0 once won;
- a subgoal once reached stays reached (flags are set, never cleared): progress never falls.

AgentBoard matches each subgoal with a regular expression over the observation text
("You pick up the apple 1", "you see ... a apple 1"). We read the same events from the game's
own PDDL facts instead, so wording (or a translated "put" action) cannot change the score:
"found" is the engine's own visibility rule (the agent is at a receptacle holding an object of
the type, open if it opens; see examineObject in alfworld's alfred.pddl), "picked" is `holds`,
clean/heat/cool are isClean/isHot/isCool, "put one in" is inReceptacle in a receptacle of the
destination type. A state fact counts only when it was not already true at the start, as a
regex counts only what the agent's own actions made the game say.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

Fact = tuple[str, ...]  # (predicate, arg, ...), lower-case as textworld names them
Check = Callable[["Facts"], int]  # how many instances hold in a state (compared with the start)

_STATE_CHANGE = {
    "pick_clean_then_place_in_recep": ("clean", "isclean"),
    "pick_heat_then_place_in_recep": ("heat", "ishot"),
    "pick_cool_then_place_in_recep": ("cool", "iscool"),
}


class Facts:
    """One game state's PDDL facts, indexed for the questions the subgoals ask."""

    def __init__(self, facts: Iterable[Fact]) -> None:
        self.by_name: dict[str, list[tuple[str, ...]]] = {}
        for fact in facts:
            self.by_name.setdefault(fact[0], []).append(tuple(fact[1:]))
        self.object_type = {o: t for o, t in self.by_name.get("objecttype", [])}
        self.receptacle_type = {r: t for r, t in self.by_name.get("receptacletype", [])}
        self.opened = {args[0] for args in self.by_name.get("opened", [])}
        self.openable = {args[0] for args in self.by_name.get("openable", [])}
        self.agent_at = {args[1] for args in self.by_name.get("atlocation", [])}

    def of_type(self, name: str) -> set[str]:
        wanted = _type_name(name)
        return {o for o, t in self.object_type.items() if t == wanted}

    def visible(self) -> set[str]:
        """Objects the agent can see now: in a receptacle at its location, opened if it opens."""
        here = {r for r, loc in self.by_name.get("receptacleatlocation", []) if loc in self.agent_at}
        shown = {r for r in here if r not in self.openable or r in self.opened}
        return {o for o, r in self.by_name.get("inreceptacle", []) if r in shown}

    def standing_by(self) -> set[str]:
        """Objects at the agent's location outside any receptacle (a floor lamp)."""
        return {o for o, loc in self.by_name.get("objectatlocation", []) if loc in self.agent_at}

    def held(self) -> set[str]:
        return {args[1] for args in self.by_name.get("holds", [])}

    def having(self, predicate: str) -> set[str]:
        return {args[0] for args in self.by_name.get(predicate, [])}

    def placed_in(self, receptacle_type: str) -> set[str]:
        wanted = _type_name(receptacle_type)
        return {o for o, r in self.by_name.get("inreceptacle", []) if self.receptacle_type.get(r) == wanted}


def _type_name(name: str) -> str:
    return f"{name.lower()}type"


def _a(noun: str) -> str:
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


@dataclass(frozen=True)
class Subgoal:
    """One step on the way to the goal: its words, and how many instances of it hold in a state."""

    name: str
    count: Check


def subgoals(task_type: str, params: dict) -> list[Subgoal]:
    """AgentBoard's subgoals for a game of `task_type` with ALFRED's `pddl_params`
    (object_target, parent_target, toggle_target); [] for a type AgentBoard does not label."""
    target = str(params.get("object_target") or "")
    if not target:
        return []
    words = target.lower()
    goals = [
        Subgoal(f"find {_a(words)}", lambda f: len(f.of_type(target) & f.visible())),
        Subgoal(f"pick up {_a(words)}", lambda f: len(f.of_type(target) & f.held())),
    ]
    if task_type in _STATE_CHANGE:
        verb, predicate = _STATE_CHANGE[task_type]
        goals.append(Subgoal(f"{verb} the {words}", lambda f: len(f.of_type(target) & f.having(predicate))))
    elif task_type == "look_at_obj_in_light":
        lamp = str(params.get("toggle_target") or "DeskLamp")
        goals.append(
            Subgoal(f"find {_a(lamp.lower())}", lambda f: len(f.of_type(lamp) & (f.visible() | f.standing_by())))
        )
    elif task_type == "pick_two_obj_and_place":
        recep = str(params.get("parent_target") or "")
        goals.append(
            Subgoal(f"put {_a(words)} in {_a(recep.lower())}", lambda f: len(f.of_type(target) & f.placed_in(recep)))
        )
    elif task_type != "pick_and_place_simple":
        return []
    return goals


def progress(reached: int, total: int, won: bool) -> float:
    """AgentBoard's formula: 1.0 once won, else reached / (subgoals + 1), the last slot being the win."""
    if won:
        return 1.0
    return reached / (total + 1)


@dataclass
class ProgressTracker:
    """The progress of one episode: the subgoals reached so far (never cleared) and the rate."""

    goals: list[Subgoal]
    start: dict[str, int] = field(default_factory=dict)
    reached: list[str] = field(default_factory=list)
    won: bool = False

    @classmethod
    def begin(cls, task_type: str, params: dict, facts: Iterable[Fact]) -> ProgressTracker:
        goals = subgoals(task_type, params)
        state = Facts(facts)
        return cls(goals=goals, start={g.name: g.count(state) for g in goals})

    def update(self, facts: Iterable[Fact], won: bool) -> float:
        """Mark the subgoals this state reaches (more instances than at the start); the new rate."""
        state = Facts(facts)
        for goal in self.goals:
            if goal.name not in self.reached and goal.count(state) > self.start.get(goal.name, 0):
                self.reached.append(goal.name)
        self.reached.sort(key=self.names.index)  # in the task's order, whatever order they came in
        self.won = self.won or won
        return self.value

    @property
    def value(self) -> float:
        return progress(len(self.reached), len(self.goals), self.won)

    @property
    def names(self) -> list[str]:
        return [g.name for g in self.goals]
