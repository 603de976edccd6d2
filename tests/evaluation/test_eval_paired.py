"""The paired bootstrap interval of a mean difference, on cases whose answer is known."""

from __future__ import annotations

import math

import pytest

from react_core.evaluation.paired import paired_bootstrap
from react_core.scoring.intervals import difference, wilson


def test_the_same_difference_on_every_task_has_no_width():
    interval = paired_bootstrap([-1.0] * 12)
    assert (interval.estimate, interval.low, interval.high) == (-1.0, -1.0, -1.0)


def test_a_large_sample_matches_the_normal_approximation():
    # 30 tasks gained, 10 lost, 60 unchanged: mean 0.2, sd 0.6, so about 0.2 +- 1.96 * 0.06
    differences = [1.0] * 30 + [-1.0] * 10 + [0.0] * 60
    interval = paired_bootstrap(differences, seed=3)
    sd = math.sqrt(sum((d - 0.2) ** 2 for d in differences) / len(differences))
    half = 1.959964 * sd / math.sqrt(len(differences))
    assert interval.estimate == pytest.approx(0.2)
    assert interval.low == pytest.approx(0.2 - half, abs=0.01) and interval.high == pytest.approx(0.2 + half, abs=0.01)


def test_the_same_seed_gives_the_same_interval_and_another_seed_nearly_the_same():
    differences = [(i * 37 % 23) / 23 - 0.4 for i in range(40)]  # graded: resampled means rarely tie
    first, again = paired_bootstrap(differences, seed=7), paired_bootstrap(differences, seed=7)
    other = paired_bootstrap(differences, seed=8)
    assert first == again and first != other
    assert other.low == pytest.approx(first.low, abs=0.05) and other.high == pytest.approx(first.high, abs=0.05)


def test_pairing_sees_a_gain_that_two_independent_samples_cannot():
    """60 tasks, half right before; 6 more right after and none lost. Unpaired, 50% vs 60% on 60
    tasks each overlaps zero; paired, every task that changed changed upward."""
    before = [1.0] * 30 + [0.0] * 30
    after = [1.0] * 36 + [0.0] * 24
    unpaired = difference(wilson(sum(after), 60), wilson(sum(before), 60))
    paired = paired_bootstrap([a - b for a, b in zip(after, before, strict=True)])
    assert unpaired.low < 0 < unpaired.high
    assert paired.estimate == pytest.approx(0.1) and 0 < paired.low < paired.high < 0.2


def test_no_task_is_refused():
    with pytest.raises(ValueError, match="at least one task"):
        paired_bootstrap([])
