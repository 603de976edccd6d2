"""How long a batch will take, said before it starts.

Per method, an episode's time is the median of the stored episodes of the same family, method
and model (their wall seconds, which include waiting for the model's other slots); with none
stored, a rough default measured once here. The batch takes the episodes left times that,
divided by the episodes run at once, but never less than the longest of its episodes (4 episodes
at once cannot end before the slowest of them): an estimate, and said to be one.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from react_core.engine import catalog
from react_core.evaluation.results import ResultsStore

# Seconds an episode, from the README's real batches: embedded 1.5B model on 2 CPU cores, 2 to 4
# episodes at once (HotpotQA: 50 questions; ALFWorld and WebShop: 24 tasks). FEVER was not
# measured: its rows are HotpotQA's. The back-off methods: their first method plus part of the other.
ROUGH_SECONDS = {
    "hotpotqa": {
        "standard": 5,
        "cot": 7,
        "cot_sc": 102,
        "act": 20,
        "react": 96,
        "cot_sc_react": 150,
        "react_cot_sc": 120,
    },
    "alfworld": {"act": 40, "react": 100},
    "webshop": {"act": 63, "react": 59},
}
ROUGH_SECONDS["fever"] = ROUGH_SECONDS["hotpotqa"]
ROUGH_FALLBACK = 60  # a family or method measured nowhere


@dataclass(frozen=True)
class MethodEstimate:
    method: str
    episodes: int  # left to run
    seconds: float  # an episode
    measured: int  # stored episodes behind `seconds`; 0 when it is the rough default


@dataclass(frozen=True)
class BatchEstimate:
    methods: tuple[MethodEstimate, ...]
    at_once: int

    @property
    def episodes(self) -> int:
        return sum(m.episodes for m in self.methods)

    @property
    def seconds(self) -> float:
        shared = sum(m.episodes * m.seconds for m in self.methods) / max(1, min(self.at_once, self.episodes))
        return max([shared, *(m.seconds for m in self.methods if m.episodes)])

    def line(self) -> str:
        """ "Estimated time: about 8 min for 10 episodes, 2 at a time; an episode: ReAct ~30 s (median
        of 12 stored), Act ~20 s (rough default: none stored for this model)."""
        left = [m for m in self.methods if m.episodes]
        measured = [
            f"{catalog.method_label(m.method)} ~{m.seconds:.0f} s (median of {m.measured} stored)"
            for m in left
            if m.measured
        ]
        rough = [f"{catalog.method_label(m.method)} ~{m.seconds:.0f} s" for m in left if not m.measured]
        if rough:
            plural = "s" if len(rough) > 1 else ""
            measured.append(f"{', '.join(rough)} (rough default{plural}: none stored for this model)")
        at_once = max(1, min(self.at_once, self.episodes))
        return (
            f"Estimated time: about {duration(self.seconds)} for {self.episodes} episodes, {at_once} at a time; "
            f"an episode: {', '.join(measured)}."
        )


def duration(seconds: float) -> str:
    """A rough duration in words: "40 s", "7 min", "1 h 10 min"."""
    if seconds < 60:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min" if hours else f"{minutes} min"


def per_episode(store: ResultsStore, family: str, method: str, model: str) -> tuple[float, int]:
    """(seconds an episode, how many stored episodes say so); (rough default, 0) with none stored."""
    measured = store.episode_seconds(family, method, model)
    if measured:
        return statistics.median(measured), len(measured)
    return float(ROUGH_SECONDS.get(family, {}).get(method, ROUGH_FALLBACK)), 0


def estimate(store: ResultsStore, family: str, model: str, left: dict[str, int], at_once: int) -> BatchEstimate:
    """The time of `left` episodes per method (those not yet finished), `at_once` at a time."""
    methods = []
    for method, episodes in left.items():
        seconds, measured = per_episode(store, family, method, model)
        methods.append(MethodEstimate(method, episodes, seconds, measured))
    return BatchEstimate(tuple(methods), at_once)
