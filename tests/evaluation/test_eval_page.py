"""Evaluate page: run a small batch in the background, read the tables, open an episode in the Run page.

What a person reads must not mislead: every figure with its episode count, unfinished batches
marked, the batch just run shown, batches on different tasks never pooled, the time of a
finished batch frozen, and a small default batch with its estimated time before Start.
"""

from __future__ import annotations

import time

import pytest

from react_core.common.paths import react_home
from react_core.evaluation import running
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.spec import BatchSpec
from tests.support.scripted_model import ScriptedModel
from tests.support.stored_batches import store_batch
from tests.ui.test_app_common import RUN_PAGE, click, open_page, run_state

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")

ANSWER = " Freddie Mercury was born in Zanzibar.\nAction 1: Finish[Zanzibar]"
FOUR_METHODS = ["react", "act", "cot", "cot_sc"]


def page_store() -> ResultsStore:
    return ResultsStore(react_home() / "evaluation.sqlite3")


def table_with(at, row: str):
    """The first table shown that has this row (e.g. Table 1's "Standard")."""
    return next(d.value for d in [*at.table, *at.dataframe] if row in list(d.value.index))


def run_batch(at, n: int = 3, methods: list[str] | None = None):
    at.number_input(key="eval:n").set_value(n).run()
    if methods is not None:
        at.multiselect(key="eval:hotpotqa:methods").set_value(methods).run()
    click(at, "eval:start")
    job = running.get(at.session_state["_eval"]["batch"])
    job.thread.join(60)
    assert not job.alive
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return job


def test_the_default_batch_is_small_and_its_estimated_time_shows_before_start():
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    assert at.multiselect(key="eval:hotpotqa:methods").value == ["react", "act"]
    assert at.number_input(key="eval:n").value == 5
    estimate = next(c.value for c in at.caption if c.value.startswith("Estimated time"))
    # Nothing stored yet: the measured wall times (docs/results.md, 4 at once) as one episode's work
    # alone, said to be a rough default; the embedded server's pace and the machine's load are said.
    assert "for 10 episodes" in estimate and "ReAct ~14 s, Act ~3 s (rough defaults" in estimate, estimate
    assert "tokens/s on a quiet machine" in estimate and "server thread" in estimate


def test_the_estimate_comes_from_stored_episodes_of_the_same_method_and_model():
    spec = BatchSpec("hotpotqa:bundled", ("react",), ("embedded:1.5b",), limit=40)
    store_batch(page_store(), "earlier", spec, {"react": [1.0, 0.0, 1.0]})  # 10 s an episode
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    estimate = next(c.value for c in at.caption if c.value.startswith("Estimated time"))
    assert "(median of 3 stored), Act ~3 s (rough default: none stored" in estimate


def test_a_batch_runs_in_the_background_and_shows_the_table_1_layout_with_counts():
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    job = run_batch(at, methods=FOUR_METHODS)
    report = job.outcome["report"]
    assert report.complete and report.progress.finished == 12
    assert any("finished" in s.value for s in at.success)
    status = at.dataframe[0].value
    assert status.iloc[0][["state", "episodes"]].tolist() == ["done", "12 of 12"]
    table1 = table_with(at, "Standard")
    assert list(table1.index)[:5] == ["Standard", "CoT", "CoT-SC", "Act", "ReAct"]
    assert "HotpotQA EM · PaLM-540B (paper)" in table1.columns
    assert table1.loc["ReAct", "HotpotQA EM · embedded:1.5b"].endswith(" (n=3)")  # every figure with its count
    assert table1.loc["ReAct", "HotpotQA EM · PaLM-540B (paper)"] == "27.4"
    assert table1.loc["Standard", "HotpotQA EM · embedded:1.5b"] == "—"  # not run: no figure, not "None"
    assert not any("FEVER" in c for c in table1.columns)  # a HotpotQA batch gets no FEVER columns


def test_the_batch_just_run_replaces_the_choice_and_stays_shown_after_it_finishes():
    spec = BatchSpec("hotpotqa:bundled", ("standard",), ("m",), limit=2)
    store_batch(page_store(), "finished-earlier", spec, {"standard": [1.0, 0.0]})
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    assert at.multiselect(key="eval:show").value == ["finished-earlier"]  # the latest finished batch
    at.number_input(key="eval:n").set_value(1).run()
    click(at, "eval:start")
    batch = at.session_state["_eval"]["batch"]
    assert at.multiselect(key="eval:show").value == [batch]  # chosen as it starts
    running.get(batch).thread.join(60)
    at.run()
    assert at.multiselect(key="eval:show").value == [batch]  # and still shown once it has finished
    assert table_with(at, "ReAct").loc["ReAct", "HotpotQA EM · embedded:1.5b"] == "100.0 (n=1)"


def test_a_batch_running_elsewhere_is_not_chosen_first_and_its_figures_are_marked_partial():
    spec = BatchSpec("hotpotqa:bundled", ("react",), ("m",), limit=100)
    store = page_store()
    store_batch(store, "finished", spec.__class__("hotpotqa:bundled", ("act",), ("m",), limit=1), {"act": [1.0]})
    store_batch(store, "elsewhere", spec, {"react": [1.0, 0.0]}, total=100, status="running")
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    assert at.multiselect(key="eval:show").value == ["finished"]  # not the newer batch still running
    at.multiselect(key="eval:show").set_value(["elsewhere"]).run()
    status = at.dataframe[0].value
    assert status.iloc[0][["state", "episodes"]].tolist() == ["running elsewhere, or interrupted", "2 of 100"]
    assert any(
        "is running elsewhere, or interrupted: its figures below are from the 2 of its 100 episodes" in w.value
        for w in at.warning
    )
    assert table_with(at, "ReAct").loc["ReAct", "HotpotQA EM · m · running"] == "50.0 (n=2)"


def test_batches_on_different_task_sets_are_refused_together_and_the_page_says_why():
    store = page_store()
    store_batch(
        store, "bundled", BatchSpec("hotpotqa:bundled", ("standard",), ("m",), limit=50), {"standard": [1.0] * 50}
    )
    store_batch(
        store,
        "imported",
        BatchSpec("hotpotqa:/tmp/mine.json", ("standard",), ("m",), limit=2),
        {"standard": [0.0, 0.0]},
    )
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    at.multiselect(key="eval:show").set_value(["bundled", "imported"]).run()
    warning = next(w.value for w in at.warning if "ran different tasks" in w.value)
    assert "bundled: hotpotqa bundled (first 50)" in warning and "imported: hotpotqa mine.json (first 2)" in warning
    assert not any("Standard" in list(d.value.index) for d in [*at.table, *at.dataframe])  # no pooled Table 1


def test_one_model_in_two_batches_on_the_same_tasks_gets_a_column_per_batch():
    store = page_store()
    store_batch(
        store, "greedy", BatchSpec("hotpotqa:bundled", ("standard",), ("m",), limit=2), {"standard": [1.0, 1.0]}
    )
    store_batch(
        store,
        "short",
        BatchSpec("hotpotqa:bundled", ("standard",), ("m",), limit=2, max_steps=3),
        {"standard": [0.0, 0.0]},
    )
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    at.multiselect(key="eval:show").set_value(["greedy", "short"]).run()
    table1 = table_with(at, "Standard")
    assert table1.loc["Standard", "HotpotQA EM · m · greedy"] == "100.0 (n=2)"
    assert table1.loc["Standard", "HotpotQA EM · m · short"] == "0.0 (n=2)"
    assert not any(c == "HotpotQA EM · m" for c in table1.columns)  # never the two pooled (50.0 of 4)


def test_the_finished_banner_keeps_its_time_on_later_reruns():
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    run_batch(at, n=1)
    banner = next(s.value for s in at.success if "finished" in s.value)
    assert "took" in banner and "ended at" in banner
    time.sleep(1.1)
    at.run()
    assert next(s.value for s in at.success if "finished" in s.value) == banner


def test_the_same_settings_again_name_the_finished_batch_and_run_nothing():
    model = ScriptedModel(default=ANSWER)
    at = open_page("pages/3_Evaluate.py", model)
    run_batch(at, n=2, methods=FOUR_METHODS)
    asked = len(model.requests)
    at.run()
    button = at.button(key="eval:start")
    assert button.label == "Batch complete" and button.disabled
    assert "Change the tasks, methods or model for another batch." in button.help  # greyed out, and why
    assert any("is complete (8 episodes); its results are below" in c.value for c in at.caption)
    assert not any(c.value.startswith("Estimated time") for c in at.caption)  # nothing left to run
    assert len(model.requests) == asked


def test_a_complete_batch_not_shown_offers_to_show_its_results():
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    run_batch(at, n=1)
    batch = at.session_state["_eval"]["batch"]
    at.multiselect(key="eval:show").set_value([]).run()
    assert any(c.value.endswith(f"{batch} is complete (2 episodes).") for c in at.caption)
    click(at, "eval:show_batch")
    assert at.multiselect(key="eval:show").value == [batch]


def test_an_interrupted_batch_offers_to_resume():
    from react_core.common.paths import react_home
    from react_core.evaluation.results import ResultsStore

    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    run_batch(at, n=1, methods=FOUR_METHODS)
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
    run_batch(at, n=1, methods=FOUR_METHODS)
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
    at.switch_page(RUN_PAGE).run()
    at.switch_page("pages/3_Evaluate.py").run()
    assert at.number_input(key="eval:n").value == 7
    assert at.multiselect(key="eval:hotpotqa:methods").value == ["react", "cot_sc"]


def test_a_fever_batch_shows_its_confusion_matrix_with_invalid_answers_apart():
    from tests.support.stored_batches import store_fever_batch

    store_fever_batch(
        page_store(),
        "fever-b",
        BatchSpec("fever:bundled", ("react",), ("m",), limit=3),
        {"react": [("NOT ENOUGH INFO", "SUPPORTS"), ("NOT ENOUGH INFO", "NOT SUPPORTS"), ("SUPPORTS", "SUPPORTS")]},
    )
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    assert not at.exception, [e.value for e in at.exception]
    matrix = table_with(at, "ReAct · m · gold NOT ENOUGH INFO")
    assert matrix.loc["ReAct · m · gold NOT ENOUGH INFO"].tolist() == [1, 0, 0, 1, 0, 2]
    assert matrix.loc["ReAct · m · gold SUPPORTS", "SUPPORTS"] == 1
    assert any("FEVER confusion matrix" in m.value for m in at.markdown)


def test_the_score_chart_stays_still_under_the_mouse_wheel_on_a_0_to_100_axis():
    """Scrolling the page over the chart must scroll the page: a zoomable chart swallowed the wheel
    and showed scores from -2,000 %."""
    import json

    spec = BatchSpec("hotpotqa:bundled", ("react", "act"), ("m",), limit=2)
    store_batch(page_store(), "charted", spec, {"react": [1.0, 0.0], "act": [1.0, 1.0]})
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    charts = [json.loads(c.proto.spec) for c in at.get("vega_lite_chart")]
    bars = next(c for c in charts if c.get("mark", {}).get("type", c.get("mark")) == "bar")
    assert bars["encoding"]["x"]["scale"]["domain"] == [0, 100]
    assert "params" not in bars, bars.get("params")  # no zoom or pan bound to the wheel


def test_a_knowledge_batch_says_how_many_searches_found_a_page():
    from react_core.evaluation.runner import BatchRunner

    def reply(request):  # one search the bundled pages lack, one they hold, then an answer
        asked = request.prompt.rsplit("Claim:", 1)[-1]
        if "Observation 2:" in asked:
            return " It says so.\nAction 3: Finish[SUPPORTS]"
        if "Observation 1:" in asked:
            return " Try the page.\nAction 2: Search[Charles Darwin]"
        return " Search first.\nAction 1: Search[Qwxzy Nonexistent Page]"

    spec = BatchSpec("fever:bundled", ("react",), ("m",), limit=2)
    BatchRunner(
        spec, results=page_store(), model_factory=lambda _label: ScriptedModel(default=reply), concurrency=1
    ).run()
    at = open_page("pages/3_Evaluate.py", ScriptedModel(default=ANSWER))
    assert not at.exception, [e.value for e in at.exception]
    searches = table_with(at, "ReAct · m")
    assert searches.loc["ReAct · m", "searches"] == 4 and searches.loc["ReAct · m", "found a page"] == 2
    assert any(m.value.startswith("**Searches**") for m in at.markdown)
