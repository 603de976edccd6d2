"""A paired bootstrap interval: how much a new batch differs from a baseline on the same tasks.

Pairing matters: two batches on the same 100 questions share each question's difficulty, so the
per-task differences vary far less than the two scores do, and the interval of their mean is
narrower than one from two independent samples (Newcombe's, in `scoring.intervals`). The tasks
are resampled with replacement, each bringing its own (new - baseline) difference; the interval
is the 2.5th and 97.5th percentile of the resampled means. Seeded, so a rerun prints the same.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from react_core.scoring.intervals import Interval

RESAMPLES = 10_000


def paired_bootstrap(
    differences: Sequence[float], *, resamples: int = RESAMPLES, seed: int = 0, level: float = 0.95
) -> Interval:
    """The mean of the per-task differences and its percentile bootstrap interval at `level`."""
    if not differences:
        raise ValueError("A paired interval needs at least one task scored in both batches.")
    if resamples < 1:
        raise ValueError("The bootstrap needs at least one resample.")
    points = np.asarray(differences, dtype=float)
    rng = np.random.default_rng(seed)
    # In chunks, so a batch of thousands of tasks never holds every resample's indices at once.
    chunk = max(1, 2_000_000 // len(points))
    means = np.concatenate(
        [
            points[rng.integers(0, len(points), size=(min(chunk, resamples - start), len(points)))].mean(axis=1)
            for start in range(0, resamples, chunk)
        ]
    )
    tail = (1.0 - level) / 2 * 100
    low, high = np.percentile(means, [tail, 100 - tail])
    return Interval(float(points.mean()), float(low), float(high))
