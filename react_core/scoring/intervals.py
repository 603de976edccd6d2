"""95% intervals for rates measured on few samples: Wilson for a proportion, Newcombe for a difference.

"Try N times" scores 5 or 10 continuations per arm, so the normal approximation (p ± 1.96·se) would
give intervals below 0 or above 1 and zero width at 0/10 or 10/10. Wilson's score interval stays in
[0, 1] and is honest at the edges; Newcombe's hybrid score interval (his method 10, 1998) builds the
interval of a difference of two independent proportions from the two Wilson intervals.
Scores that are not all 0/1 (a mean F1, say) get a plain t-free normal interval, clipped to [0, 1].
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

Z95 = 1.959963984540054


def z_for(confidence: float) -> float:
    """The two-sided normal quantile for `confidence` (0.95 gives 1.96)."""
    if abs(confidence - 0.95) < 1e-12:
        return Z95
    return NormalDist().inv_cdf(0.5 + confidence / 2)


@dataclass(frozen=True)
class Interval:
    estimate: float
    low: float
    high: float


def wilson(successes: float, n: int, z: float = Z95) -> Interval:
    """Wilson score interval of `successes` out of `n` (successes may be fractional: a sum of 0/1 scores)."""
    if n <= 0:
        return Interval(0.0, 0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(scores: list[float], z: float = Z95) -> Interval:
    """Rate of 0/1 scores (Wilson) or mean of graded scores (normal approximation, clipped to [0, 1])."""
    n = len(scores)
    if n == 0:
        return Interval(0.0, 0.0, 1.0)
    if all(s in (0.0, 1.0) for s in scores):
        return wilson(sum(scores), n, z)
    mean = sum(scores) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1)) if n > 1 else 0.5
    half = z * sd / math.sqrt(n)
    return Interval(mean, max(0.0, mean - half), min(1.0, mean + half))


def difference(a: Interval, b: Interval) -> Interval:
    """Newcombe's interval of a - b from each arm's own interval (independent samples)."""
    d = a.estimate - b.estimate
    low = d - math.sqrt((a.estimate - a.low) ** 2 + (b.high - b.estimate) ** 2)
    high = d + math.sqrt((a.high - a.estimate) ** 2 + (b.estimate - b.low) ** 2)
    return Interval(d, max(-1.0, low), min(1.0, high))
