"""Replies that quote another episode: a check that a model server kept concurrent episodes apart.

A reply can only quote an observation its own prompt showed. When a reply holds a run of text
(40 characters) that is in no part of its prompt but is in an observation of another episode of
the same batch, the server mixed two requests' contexts (llama.cpp's RAM prompt cache did, under
load: ggml-org/llama.cpp#27148). `python -m react_core eval --leaks BATCH` prints what it finds.
"""

from __future__ import annotations

from dataclasses import dataclass

from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory

WINDOW = 40  # characters: long enough that a shared phrase of the exemplars' style is not a match
STRIDE = 10


@dataclass(frozen=True)
class Leak:
    """One reply that quotes an observation only another episode saw."""

    episode: str  # the trajectory whose reply leaked
    source: str  # the trajectory whose observation it quotes
    quoted: str


def _observations(trajectory: Trajectory) -> str:
    return "\n".join(s.text for s in trajectory.steps_of() if s.kind == StepKind.OBSERVATION)


def find_leaks(trajectories: list[Trajectory]) -> list[Leak]:
    """The first leaked quote of each reply, over all the batch's trajectories (at most one per reply)."""
    seen = {t.id: _observations(t) for t in trajectories}
    leaks = []
    for trajectory in trajectories:
        for call in trajectory.calls.values():
            reply, prompt = call.raw_output or "", call.prompt or ""
            for start in range(0, max(0, len(reply) - WINDOW), STRIDE):
                window = reply[start : start + WINDOW]
                if window in prompt:
                    continue
                source = next((tid for tid, text in seen.items() if tid != trajectory.id and window in text), None)
                if source is not None:
                    leaks.append(Leak(trajectory.id, source, window))
                    break
    return leaks
