"""A review of a batch: its failed or flagged episodes, in the Episodes table's order (by task,
then Table 1's method order, then model), each named with its batch.

An episode that failed before it finished has no trajectory to look at; it is counted among
those left out, so the person reads why it is not in the queue.
"""

from __future__ import annotations

from react_core.evaluation.results import ResultsStore
from react_core.evaluation.tables import METHOD_ORDER
from react_core.storage.review_items import Candidates, item_for


def from_batch(results: ResultsStore, batch_id: str) -> Candidates:
    found = Candidates()
    frame = results.frame(batch_id)
    rank = {m: i for i, m in enumerate(METHOD_ORDER)}
    frame = frame.assign(_rank=frame["method"].map(lambda m: rank.get(m, len(rank)))).sort_values(
        ["task_id", "_rank", "model"], kind="stable"
    )
    for row in frame.itertuples():
        if not row.trajectory_id:
            found.left_out["failed before finishing (no trajectory)"] += 1
            continue
        try:
            trajectory = results.trajectory(batch_id, row.task_id, row.method, row.model)
        except Exception:  # an older or damaged body: the tables leave it out too
            found.left_out["unreadable"] += 1
            continue
        item = item_for(trajectory, batch_id=batch_id, model=row.model)
        if isinstance(item, str):
            found.left_out[item] += 1
        else:
            found.items.append(item)
    return found
