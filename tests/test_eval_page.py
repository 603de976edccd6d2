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
    assert table1.loc["ReAct", "HotpotQA EM · embedded:1.5b"] >= 0


def test_running_the_same_settings_again_resumes_and_reruns_nothing():
    model = ScriptedModel(default=ANSWER)
    at = open_page("pages/3_Evaluate.py", model)
    run_batch(at, n=2)
    asked = len(model.requests)
    assert at.button(key="eval:start").label == "Resume batch"
    job = run_batch(at, n=2)
    assert len(model.requests) == asked and job["outcome"]["report"].progress.done_now == 0


def test_an_episode_opens_in_the_run_page():
    at = open_page("app.py", ScriptedModel(default=ANSWER))
    at.switch_page("pages/3_Evaluate.py").run()
    run_batch(at, n=1)
    at.selectbox(key="eval:episode").set_value(0).run()
    click(at, "eval:open")
    trajectory = run_state(at).trajectory
    assert trajectory is not None and trajectory.branch().finished
    assert trajectory.task.id.startswith("hotpotqa")
    assert any("Zanzibar" in h.proto.body for h in at.get("html"))  # the Run page shows its steps
