""" "Try N times" on a run: the background measurement of an edit (react_core.assist.effect_job), made
ready for a run's active branch, and what the run says as it starts."""

from __future__ import annotations

from react_core.assist.effect_estimate import CallPace, estimate_tries
from react_core.assist.effect_job import EffectJob
from react_core.engine.assemble import open_engine
from react_core.engine.model_switch import ModelOpener
from react_core.models.base import LanguageModel
from react_core.trajectory.trajectory import Trajectory


def start_tries(
    trajectory: Trajectory,
    model: LanguageModel,
    models: ModelOpener,
    n: int,
    temperature: float,
    confidence: float,
    max_steps: int | None,
    stop_when_decided: bool,
    pace: CallPace | None = None,
) -> tuple[EffectJob, str]:
    """The measurement of the active branch, started, and its notice (how long it should take).
    Raises, with what to do, when the branch cannot be measured; nothing started then. `pace`: the
    model server's measured pace, for the estimate (None: the branches' own call times say)."""
    expected = estimate_tries(trajectory, trajectory.active_branch, n, max_steps, pace=pace)
    job = EffectJob(
        trajectory,
        trajectory.active_branch,
        lambda copy: open_engine(copy, model, models=models),  # `models`: a branch resumed with another model
        n=n,
        temperature=temperature,
        confidence=confidence,
        stop_when_decided=stop_when_decided,
        max_steps=max_steps,
        estimate_s=expected.seconds,
    )
    limit = f", to a step limit of {max_steps}" if max_steps else ""
    early = f"; it stops early once the difference is decided at {confidence:.0%}" if stop_when_decided else ""
    notice = (
        f"Trying {n} times each way at temperature {temperature:g}{limit}{early}. {expected.line()} "
        "The progress and Stop are under the Run buttons, on every tab."
    )
    return job.start(), notice
