"""Evaluate page: run a small batch in the background, read the tables, open an episode in the Run page."""
from __future__ import annotations

from tests.support.scripted_model import ScriptedModel
from tests.test_app_common import app_home, click, open_page, run_state  # noqa: F401  (app_home: autouse)

ANSWER = " Freddie Mercury was born in Zanzibar.\nAction 1: Finish[Zanzibar]"


def run_batch(at, n: int = 3):
    at.number_input(key="eval:n").set_value(n).run()
    click(at, "eval:start")
    job = at.session_state["_eval"]["job"]
    job["thread"].join(60)
    assert not job["thread"].is_alive()
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return job


def test_a_batch_runs_in_the_background_and_shows_the_table_1_layout():
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    assert at.multiselect(key="eval:hotpotqa:methods").value == ["react", "act", "cot", "cot_sc"]
    job = run_batch(at)
    report = job["outcome"]["report"]
    assert report.complete and report.progress.finished == 12
    assert any("finished" in s.value for s in at.success)
    frames = [d.value for d in at.dataframe]
    status = frames[0]
    assert status.iloc[0][["status", "finished", "total"]].tolist() == ["done", 12, 12]
    table1 = next(f for f in frames if "Standard" in list(f.index))
    assert list(table1.index)[:5] == ["Standard", "CoT", "CoT-SC", "Act", "ReAct"]
    assert "HotpotQA EM · PaLM-540B (paper)" in table1.columns
    assert float(table1.loc["ReAct", "HotpotQA EM · embedded:1.5b"]) >= 0
    assert table1.loc["Standard", "HotpotQA EM · embedded:1.5b"] == "—"  # not run: no figure, not "None"
    assert not any("FEVER" in c for c in table1.columns)  # a HotpotQA batch gets no FEVER columns


def test_the_same_settings_again_name_the_finished_batch_and_run_nothing():
    model = ScriptedModel(default=ANSWER)
    at = open_page("pages/3_Evaluate.py", model)
    run_batch(at, n=2)
    asked = len(model.requests)
    at.run()
    button = at.button(key="eval:start")
    assert button.label == "Batch complete" and button.disabled
    assert any("is complete (8 episodes)" in c.value for c in at.caption)
    assert len(model.requests) == asked


def test_an_interrupted_batch_offers_to_resume():
    from react_core.evaluation.results import ResultsStore
    from react_core.paths import react_home

    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    run_batch(at, n=1)
    batch = at.session_state["_eval"]["batch"]
    at.number_input(key="eval:n").set_value(2).run()  # a bigger batch that has not started
    assert at.button(key="eval:start").label == "Run batch"
    store = ResultsStore(react_home() / "evaluation.sqlite3")
    with store._connect() as db:  # as if the first batch had been stopped after one episode
        db.execute("UPDATE batches SET total = 8 WHERE id = ?", (batch,))
    at.number_input(key="eval:n").set_value(1).run()
    assert at.button(key="eval:start").label == "Resume batch"


def test_an_episode_opens_in_the_run_page():
    at = open_page("app.py", ScriptedModel(default=ANSWER))
    at.switch_page("pages/3_Evaluate.py").run()
    run_batch(at, n=1)
    box = at.selectbox(key="eval:episode")
    # By task, in Table 1's order, each labelled with method, verdict and question.
    assert [o.split(" · ")[0] for o in box.options] == ["CoT", "CoT-SC", "Act", "ReAct"]
    assert box.options[3].startswith("ReAct · right · In what archipelago was the lead singer")
    box.select_index(3).run()
    click(at, "eval:open")
    trajectory = run_state(at).trajectory
    assert trajectory is not None and trajectory.branch().finished and trajectory.method == "react"
    assert trajectory.task.id.startswith("hotpotqa")
    assert any("Zanzibar" in h.proto.body for h in at.get("html"))  # the Run page shows its steps


def test_settings_survive_a_visit_to_the_run_page():
    at = open_page("app.py", ScriptedModel(default=ANSWER))
    at.switch_page("pages/3_Evaluate.py").run()
    at.number_input(key="eval:n").set_value(7).run()
    at.multiselect(key="eval:hotpotqa:methods").set_value(["react", "cot_sc"]).run()
    at.switch_page("app.py").run()
    at.switch_page("pages/3_Evaluate.py").run()
    assert at.number_input(key="eval:n").value == 7
    assert at.multiselect(key="eval:hotpotqa:methods").value == ["react", "cot_sc"]
