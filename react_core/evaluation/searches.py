"""How often a knowledge task's searches found a page, per method and model.

The paper's `search[entity]` either opens a page (its first sentences) or answers
``Could not find X. Similar: [...]``. On a corpus that holds only some pages (the FEVER pages the
paper's own run opened, a HotpotQA question's ten paragraphs) a miss is common and says as much
about the data as about the agent, so a table of accuracy is read beside this one.

A search is an action ``search[...]``; it found a page when the observation after it carries the
page's title (the environment's `info`), or, for older steps without it, when the text is not a
"Could not find" answer.

    searches = search_counts(frame, trajectories)   # method, model, episodes, searches, found, ...
"""

from __future__ import annotations

import re
from itertools import pairwise

import pandas as pd

from react_core.environments.wikipedia.env import search_missed
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory

_SEARCH = re.compile(r"^\s*search\s*\[", re.IGNORECASE)


def episode_searches(trajectory: Trajectory) -> tuple[int, int]:
    """(searches made, searches that opened a page) on the trajectory's active branch."""
    made = found = 0
    steps = trajectory.steps_of()
    for step, after in pairwise(steps):
        if step.kind != StepKind.ACTION or not _SEARCH.match(step.text) or after.kind != StepKind.OBSERVATION:
            continue
        made += 1
        if not search_missed(after.text, after.info):
            found += 1
    return made, found


def search_counts(frame: pd.DataFrame, trajectories: dict[str, Trajectory]) -> pd.DataFrame:
    """Per method and model of the episodes that can search (an episode without a stored
    trajectory is left out): episodes, searches made, searches that found a page, the share
    found (%), and episodes in which at least one search found a page."""
    rows = []
    for (method, model), part in frame.groupby(["method", "model"], sort=False):
        counted = [
            episode_searches(trajectories[tid])
            for tid in part["trajectory_id"]
            if isinstance(tid, str) and tid in trajectories
        ]
        made = sum(m for m, _ in counted)
        if not made:
            continue  # CoT, Standard, CoT-SC never search
        found = sum(f for _, f in counted)
        rows.append(
            {
                "method": method,
                "model": model,
                "episodes": len(counted),
                "searches": made,
                "found a page": found,
                "found %": round(100 * found / made, 1),
                "episodes with a page": sum(1 for _, f in counted if f),
            }
        )
    return pd.DataFrame(rows)
