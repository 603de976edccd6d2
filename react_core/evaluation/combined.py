"""The paper's back-off methods scored from ReAct and CoT-SC episodes already run, as the paper did.

For every task that has both a ReAct and a CoT-SC episode (same model):
- ReAct -> CoT-SC: ReAct's answer when it answered within its step limit, else the CoT-SC majority;
- CoT-SC -> ReAct: the CoT-SC majority when it holds at least n/2 votes, else ReAct's answer.

No model is called: the answers, the outcome and every CoT-SC sample are in the stored
episodes. Because the samples are stored, the same rules give Figure 2 (score against the
number of samples k) for all three sampling methods, by voting over the first k samples.
Rows get the method names ``react_cot_sc_combined`` / ``cot_sc_react_combined`` so they are
never mistaken for episodes that ran the back-off methods step by step.
"""

from __future__ import annotations

import pandas as pd

from react_core.engine.catalog import score
from react_core.prompting.self_consistency import cot_sc_backs_off, majority_vote, react_backs_off
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory

REACT_THEN_COT_SC = "react_cot_sc_combined"
COT_SC_THEN_REACT = "cot_sc_react_combined"


def votes_of(trajectory: Trajectory) -> list[str] | None:
    """The per-sample answers of the CoT-SC vote on the active branch, if it voted."""
    for step in trajectory.steps_of():
        if step.kind == StepKind.THOUGHT and "vote" in step.info:
            return list(step.info["vote"]["answers"])
    return None


def react_answered(row) -> bool:
    """ReAct gave an answer within its step limit: the paper's rule, shared with the live method."""
    return not react_backs_off(row.outcome, row.answer)


def pairs(frame: pd.DataFrame, trajectories: dict[str, Trajectory]):
    """(ReAct row, CoT-SC row, CoT-SC trajectory, its sample answers) per task and model that has both."""
    if frame.empty:
        return
    knowledge = frame[frame["method"].isin(["react", "cot_sc"])]  # only knowledge families run CoT-SC
    for _, part in knowledge.groupby(["family", "model", "task_id"]):
        by_method = {row.method: row for row in part.itertuples()}
        react, cot_sc = by_method.get("react"), by_method.get("cot_sc")
        trajectory = trajectories.get(cot_sc.trajectory_id) if cot_sc is not None else None
        answers = votes_of(trajectory) if trajectory is not None else None
        if answers is None and cot_sc is not None and cot_sc.outcome == "error" and not cot_sc.trajectory_id:
            answers = []  # CoT-SC failed before voting (a results row with no trajectory): no majority
        if react is not None and answers is not None:
            yield react, cot_sc, trajectory, answers


def combined_rows(frame: pd.DataFrame, trajectories: dict[str, Trajectory]) -> pd.DataFrame:
    """One row per task, model and back-off rule, with the columns the tables read."""
    rows = []
    metrics = [name for name in ("em", "f1") if name in frame.columns]  # taken from the episode whose answer is used

    def taken(row) -> dict:
        return {name: getattr(row, name) for name in metrics} | dict(score=row.score, answer=row.answer)

    for react, cot_sc, _, answers in pairs(frame, trajectories):
        vote = majority_vote(answers)
        base = dict(
            batch_id=react.batch_id,
            task_id=react.task_id,
            model=react.model,
            family=react.family,
            task_type=react.task_type,
            question=react.question,
            gold=react.gold,
            failures=[],
        )
        use_react = react_answered(react)
        rows.append(
            base
            | taken(react if use_react else cot_sc)
            | dict(method=REACT_THEN_COT_SC, backed_off=None if use_react else "cot_sc")
        )
        confident = not cot_sc_backs_off(vote)
        rows.append(
            base
            | taken(cot_sc if confident else react)
            | dict(method=COT_SC_THEN_REACT, backed_off=None if confident else "react")
        )
    return pd.DataFrame(rows)


def with_combined(frame: pd.DataFrame, trajectories: dict[str, Trajectory]) -> pd.DataFrame:
    """`frame` plus the combined back-off rows (see `combined_rows`)."""
    extra = combined_rows(frame, trajectories)
    return frame if extra.empty else pd.concat([frame, extra], ignore_index=True)


def curve_points(frame: pd.DataFrame, trajectories: dict[str, Trajectory]) -> list[dict]:
    """Figure 2's combined lines: score (0/1) per task, model, rule and k, voting over the first k samples."""
    points = []
    found = list(pairs(frame, trajectories))
    n = max((len(answers) for *_, answers in found), default=0)
    for react, _, trajectory, answers in found:
        for k in range(1, n + 1):  # an episode with fewer samples votes with all it has, like CoT-SC's line
            vote = majority_vote(answers[:k])
            voted = score(trajectory.task, vote.majority).em if trajectory is not None else 0.0
            points.append(
                dict(
                    model=react.model,
                    method=REACT_THEN_COT_SC,
                    samples=k,
                    score=react.score if react_answered(react) else voted,
                )
            )
            points.append(
                dict(
                    model=react.model,
                    method=COT_SC_THEN_REACT,
                    samples=k,
                    score=react.score if cot_sc_backs_off(vote) else voted,
                )
            )
    return points
