"""Every measured figure of the paper-style tables is written with the episodes behind it."""

from __future__ import annotations

import pandas as pd

from react_core.evaluation import counts, tables


def _frame(rows):
    base = dict(model="m", task_type=None, failures=[], trajectory_id="", outcome="answered", answer="x")
    return pd.DataFrame([base | r for r in rows])


def test_table1_cells_read_score_and_episode_count_and_the_papers_figures_stand_alone():
    frame = _frame(
        [
            dict(family="hotpotqa", method="react", score=1.0),
            dict(family="hotpotqa", method="react", score=0.0),
            dict(family="hotpotqa", method="cot", score=1.0),
        ]
    )
    shown = counts.with_counts(tables.table1(frame), counts.table1_counts(frame))
    assert shown.loc["ReAct", ("HotpotQA EM", "m")] == "50.0 (n=2)"
    assert shown.loc["CoT", ("HotpotQA EM", "m")] == "100.0 (n=1)"
    assert shown.loc["Act", ("HotpotQA EM", "m")] == "—"  # not run: no figure, no count
    assert shown.loc["ReAct", ("HotpotQA EM", tables.PAPER)] == "27.4"  # the paper's figure, no count of ours
    assert shown.loc["ReAct", ("HotpotQA no answer", "m")] == "0"  # a count itself, not a score


def test_table1_counts_each_model_separately():
    frame = _frame(
        [
            dict(family="hotpotqa", method="react", score=1.0, model="a"),
            dict(family="hotpotqa", method="react", score=0.0, model="b"),
            dict(family="hotpotqa", method="react", score=0.0, model="b"),
        ]
    )
    shown = counts.with_counts(tables.table1(frame), counts.table1_counts(frame))
    assert shown.loc["ReAct", ("HotpotQA EM", "a")] == "100.0 (n=1)"
    assert shown.loc["ReAct", ("HotpotQA EM", "b")] == "0.0 (n=2)"


def test_table3_counts_each_task_type_and_the_progress_rates_that_exist():
    frame = _frame(
        [
            dict(family="alfworld", method="react", task_type="pick_and_place_simple", score=1.0, progress=1.0),
            dict(family="alfworld", method="react", task_type="pick_and_place_simple", score=0.0, progress=None),
            dict(family="alfworld", method="react", task_type="look_at_obj_in_light", score=1.0, progress=1.0),
        ]
    )
    shown = counts.with_counts(tables.table3(frame, progress=True), counts.table3_counts(frame, progress=True))
    row = shown.loc[("ReAct", "m")]
    assert row["Pick"] == "50.0 (n=2)" and row["Look"] == "100.0 (n=1)" and row["All"] == "66.7 (n=3)"
    assert row["Clean"] == "—"
    assert row["Progress Pick"] == "100.0 (n=1)"  # one of the two Pick episodes has a rate
    assert shown.loc[("ReAct (best of 6)", tables.PAPER), "Pick"] == "92"


def test_table4_scores_carry_their_episode_count():
    frame = _frame(
        [
            dict(family="webshop", method="act", score=1.0, success=True),
            dict(family="webshop", method="act", score=0.5, success=False),
        ]
    )
    table = tables.table4(frame)
    shown = counts.with_counts(table.drop(columns=["Episodes"]), counts.table4_counts(table))
    assert shown.loc[("Act", "m")].tolist() == ["75.0 (n=2)", "50.0 (n=2)"]
    assert shown.loc[("ReAct", tables.PAPER), "Score"] == "66.6"
