"""Batches written straight into a results store, as another session or an older run left them."""

from __future__ import annotations

from react_core.evaluation.results import EpisodeResult, ResultsStore
from react_core.evaluation.spec import BatchSpec


def episode(
    batch_id: str,
    task_id: str,
    method: str,
    score: float = 1.0,
    *,
    model: str = "m",
    family: str = "hotpotqa",
    seconds: float = 10.0,
) -> EpisodeResult:
    return EpisodeResult(
        batch_id=batch_id,
        task_id=task_id,
        method=method,
        model=model,
        family=family,
        task_type=None,
        question=f"Question {task_id}?",
        gold="g",
        answer="g" if score else "x",
        outcome="answered",
        score=score,
        em=score,
        f1=score,
        success=None,
        actions=1,
        calls=1,
        tokens_in=1,
        tokens_out=1,
        model_seconds=seconds,
        seconds=seconds,
        backed_off=None,
        failures=[] if score else ["wrong_answer"],
        trajectory_id=f"t-{batch_id}-{task_id}-{method}",
        trajectory="{}",
    )


def store_batch(
    store: ResultsStore,
    batch_id: str,
    spec: BatchSpec,
    scores: dict[str, list[float]],
    *,
    total: int | None = None,
    status: str = "done",
) -> None:
    """A batch with these scores per method (task ids t0, t1, ...), `total` episodes planned."""
    results = [
        episode(batch_id, f"t{i}", method, score, model=spec.models[0])
        for method, points in scores.items()
        for i, score in enumerate(points)
    ]
    store.open_batch(batch_id, spec.to_dict(), total if total is not None else len(results))
    for result in results:
        store.record(result)
    if status != "running":
        store.set_status(batch_id, status)


def store_fever_batch(
    store: ResultsStore, batch_id: str, spec: BatchSpec, answers: dict[str, list[tuple[str, str]]]
) -> None:
    """A finished FEVER batch: per method, (gold label, answer) per claim (task ids c0, c1, ...)."""
    from dataclasses import replace

    store.open_batch(batch_id, spec.to_dict(), sum(map(len, answers.values())))
    for method, pairs in answers.items():
        for i, (gold, answer) in enumerate(pairs):
            right = float(gold == answer)
            store.record(
                replace(
                    episode(batch_id, f"c{i}", method, right, model=spec.models[0], family="fever"),
                    gold=gold,
                    answer=answer,
                )
            )
    store.set_status(batch_id, "done")
