"""A step of a run: its worker thread (`StepJob`), how it ended (`StepResult`), and a failure said
with what to do (`explain`)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.engine.run_until import Stop
from react_core.prompting.prompts import PromptNotFound
from react_core.trajectory.task import Task


@dataclass(frozen=True)
class StepResult:
    """How a step ended: `taken` (written to the trajectory), `cancelled` (Stopped, nothing written),
    or failed (`error`, nothing written); `held` is the breakpoint a run until stopped before."""

    taken: bool
    cancelled: bool = False
    error: str | None = None
    held: Stop | None = None
    seconds: float | None = None


class StepJob:
    """One step, ready to run in its worker thread; `result` once it has ended."""

    def __init__(self, work: Callable[[StepJob], None]) -> None:
        self.result: StepResult | None = None  # set by `work`, which always leaves one
        self._thread = threading.Thread(target=work, args=(self,), name="react-step", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def is_alive(self) -> bool:
        return self._thread.is_alive()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    @property
    def taken(self) -> bool:
        return self.result is not None and self.result.taken


def explain(exc: Exception, task: Task | None) -> str:
    """`describe(exc)`, except where the run knows a better fix: a family with no exemplars yet, and an
    own question too long for the model's context (shortened by its author, not by server settings)."""
    if isinstance(exc, PromptNotFound):  # a new family: its first exemplar is written by playing
        return (
            f"{exc} The model needs few-shot exemplars: turn on Play it yourself, play a run to its end, "
            "save it with Use as exemplar, then choose your set in the sidebar's Prompts."
        )
    if getattr(exc, "kind", None) == "context_overflow" and task is not None and task.meta.get("source") == "own":
        return (
            f"{getattr(exc, 'cause', exc)} Your own {catalog.family(task.family).noun} makes the prompt "
            "too long: shorten it in the sidebar and start again."
        )
    return describe(exc)
