"""One ALFWorld game held warm in memory: the real textworld PDDL engine, loaded once, reset cheaply.

We drive ``textworld.envs.PddlEnv`` wrapped in alfworld's ``AlfredDemangler`` directly — the
same two pieces ``AlfredTWEnv`` stacks, minus its gym batching and worker processes, which
only add start-up time for a single game.

Where the time goes, and what we do about it (bench/bench_alfworld.py prints the figures):
- ``load`` parses the text grammar (about 1 s on a 40-receptacle kitchen): once per game,
  since games stay warm.
- every ``reset`` re-translates the PDDL problem to SAS twice (the planner's copy included);
  the translation is a pure function of (domain, problem), so it is memoised.
- every step derives the text of every admissible command, and textworld re-parses the same
  few grammar snippets with tatsu each time; the parse is memoised too (a deep copy is handed
  out, so each derivation still gets fresh symbols). Same output, about 3x less CPU per step.
The engine keeps no state that could be snapshotted (fast-downward's state lives in C), so
going back to step k is reset + k real steps; see bench/bench_alfworld.py for the figures.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from react_core.environments.alfworld.engine_check import require_engine

_SAS_CACHE: OrderedDict[tuple, object] = OrderedDict()
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


def _memoise_grammar_parsing() -> None:
    """Cache textworld's parse of grammar snippets and of rule conditions (pure functions)."""
    import copy

    import textworld.envs.pddl.textgen as textgen
    from textworld.logic import Rule

    if getattr(textgen, "_react_memoised", False):
        return
    parse = textgen._parse_and_convert
    parsed: dict = {}

    def cached_parse(text, rule_name=None, **kwargs):
        key = (text, rule_name)
        if key not in parsed:
            parsed[key] = parse(text, rule_name=rule_name, **kwargs)
        return copy.deepcopy(parsed[key])

    query = Rule.parse_conjunctive_query.__func__
    queries: dict = {}

    def cached_query(cls, text):
        if text not in queries:
            queries[text] = query(cls, text)
        return queries[text]

    textgen._parse_and_convert = cached_parse
    Rule.parse_conjunctive_query = classmethod(cached_query)
    textgen._react_memoised = True


@dataclass
class GameState:
    """What the game said after a reset or a step, with the facts we read from it."""

    feedback: str
    won: bool
    admissible_commands: list[str]
    location: str | None
    inventory: list[str]
    # Every PDDL fact of the state, lower-case (predicate, args...): what progress.py reads.
    facts: frozenset[tuple[str, ...]] = frozenset()


class WarmGame:
    """A loaded game file; `reset()` starts over, `step(command)` plays one command."""

    def __init__(self, game_file: str | Path) -> None:
        require_engine()
        _memoise_translation()
        _memoise_grammar_parsing()
        import textworld
        from alfworld.agents.environment.alfred_tw_env import AlfredDemangler
        from textworld.envs import PddlEnv

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
        agent_at, receptacle_at, inventory, facts = None, {}, [], set()
        for fact in state["_facts"]:
            args = [a.name for a in fact.arguments]
            facts.add((fact.name, *args))
            if fact.name == "atlocation":
                agent_at = args[1]
            elif fact.name == "receptacleatlocation":
                receptacle_at[args[1]] = args[0]
            elif fact.name == "holds":
                inventory.append(names.get(args[1], args[1]))
        receptacle = receptacle_at.get(agent_at)
        return GameState(
            feedback=state.feedback,
            won=bool(state["won"]),
            admissible_commands=list(state["admissible_commands"] or []),
            location=names.get(receptacle, receptacle) if receptacle else None,
            inventory=sorted(inventory),
            facts=frozenset(facts),
        )
