"""One ALFWorld game held warm in memory: the real textworld PDDL engine, loaded once, reset cheaply.

We drive ``textworld.envs.PddlEnv`` wrapped in alfworld's ``AlfredDemangler`` directly — the
same two pieces ``AlfredTWEnv`` stacks, minus its gym batching and worker processes, which
only add start-up time for a single game.

Two costs dominate and both are paid once per game instead of per episode:
- ``load`` parses the text grammar (about 1 s on a 40-receptacle kitchen);
- every ``reset`` re-translates the PDDL problem to SAS twice (the planner's copy included).
  The translation is a pure function of (domain, problem), so it is memoised here.
The engine keeps no state that could be snapshotted (fast-downward's state lives in C), so
going back to step k is reset + k real steps; see bench/bench_alfworld.py for the figures.
"""
from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from react_core.environments.alfworld.engine_check import require_engine

_SAS_CACHE: "OrderedDict[tuple, object]" = OrderedDict()
_SAS_CACHE_SIZE = 32
_patched = False


def _memoise_translation() -> None:
    """Wrap fast_downward.pddl2sas with a small LRU cache (same inputs, same output)."""
    global _patched
    if _patched:
        return
    import fast_downward

    original = fast_downward.pddl2sas

    def cached_pddl2sas(domain, problem, verbose=False, optimize=False):
        key = (domain, problem, bool(optimize))
        if key in _SAS_CACHE:
            _SAS_CACHE.move_to_end(key)
            return _SAS_CACHE[key]
        result = original(domain, problem, verbose=verbose, optimize=optimize)
        _SAS_CACHE[key] = result
        if len(_SAS_CACHE) > _SAS_CACHE_SIZE:
            _SAS_CACHE.popitem(last=False)
        return result

    fast_downward.pddl2sas = cached_pddl2sas
    _patched = True


@dataclass
class GameState:
    """What the game said after a reset or a step, with the facts we read from it."""

    feedback: str
    won: bool
    admissible_commands: list[str]
    location: str | None
    inventory: list[str]


class WarmGame:
    """A loaded game file; `reset()` starts over, `step(command)` plays one command."""

    def __init__(self, game_file: str | Path) -> None:
        require_engine()
        _memoise_translation()
        import textworld
        from textworld.envs import PddlEnv
        from alfworld.agents.environment.alfred_tw_env import AlfredDemangler

        self.game_file = str(game_file)
        self.data = json.loads(Path(game_file).read_text())
        infos = textworld.EnvInfos(won=True, admissible_commands=True)
        self._env = AlfredDemangler(PddlEnv(infos), shuffle=False)
        self._env.load(self.game_file)
        self.history: list[str] = []

    @property
    def walkthrough(self) -> list[str]:
        return list(self.data.get("walkthrough") or [])

    def reset(self) -> GameState:
        self.history = []
        return self._read(self._env.reset())

    def step(self, command: str) -> GameState:
        state, _, _ = self._env.step(command)
        self.history.append(command)
        return self._read(state)

    def _read(self, state) -> GameState:
        # Location and inventory come from the PDDL facts the engine keeps anyway: cheap.
        names = {key: info.name for key, info in state["_entity_infos"].items()}
        agent_at, receptacle_at, inventory = None, {}, []
        for fact in state["_facts"]:
            args = [a.name for a in fact.arguments]
            if fact.name == "atlocation":
                agent_at = args[1]
            elif fact.name == "receptacleatlocation":
                receptacle_at[args[1]] = args[0]
            elif fact.name == "holds":
                inventory.append(names.get(args[1], args[1]))
        receptacle = receptacle_at.get(agent_at)
        return GameState(feedback=state.feedback, won=bool(state["won"]),
                         admissible_commands=list(state["admissible_commands"] or []),
                         location=names.get(receptacle, receptacle) if receptacle else None,
                         inventory=sorted(inventory))
