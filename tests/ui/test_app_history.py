"""History page: saved as it grows, search, reopen into the Run page, fork, delete, export, import."""

from __future__ import annotations

import json
import sqlite3

import pytest

from react_core.storage.store import TrajectoryStore
from tests.ui.test_app_common import (
    FINISH,
    FREDDIE,
    QUEEN,
    click,
    open_page,
    run_state,
    scripted,
)
from ui.widgets.plain_text import md

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def finished_run():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    click(at, "run:run")
    return at, run_state(at).trajectory


def test_a_run_appears_in_history_and_search_finds_it(app_home):
    _, trajectory = finished_run()
    history = open_page("pages/4_History.py")
    assert any("lead singer of the band" in h.proto.body for h in history.get("html"))
    history.text_input(key="history:search").input("Zanzibar").run()
    assert history.button(key=f"history:{trajectory.id}:open")
    history.text_input(key="history:search").input("no such thing").run()
    assert any("No saved trajectory matches" in c.value for c in history.caption)


def test_search_finds_a_run_by_the_trajectory_id_the_run_page_shows():
    """The Run page's caption names "trajectory <id>"; pasted into History's search, it found nothing."""
    at, trajectory = finished_run()
    assert any(f"trajectory {trajectory.id}" in c.value for c in at.caption)
    at.switch_page("pages/4_History.py").run()
    at.text_input(key="history:search").input(trajectory.id).run()
    assert at.button(key=f"history:{trajectory.id}:open")
    assert not any("No saved trajectory matches" in c.value for c in at.caption)


def test_reopen_puts_the_trajectory_on_the_run_page_with_its_branches():
    at, trajectory = finished_run()
    at.switch_page("pages/4_History.py").run()
    click(at, f"history:{trajectory.id}:open")
    reopened = run_state(at).trajectory
    assert reopened.id == trajectory.id and len(reopened.steps_of()) == 9
    assert any("Zanzibar" in s.value and "correct" in s.value for s in at.success)


def test_open_points_the_run_sidebar_at_the_reopened_task_and_method():
    """A run of the second bundled question with Act, reopened while the sidebar names the first
    question with ReAct: the sidebar follows the trajectory, and a rerun keeps it."""
    from react_core.engine import catalog

    second = catalog.load_tasks("hotpotqa")[1]
    at = open_page("app.py", scripted(" Search[Queen (band)]"))  # Act writes the action alone
    bundled_task = "task:hotpotqa:Bundled tasks:task"
    at.selectbox(key=bundled_task).select(second).run()
    at.selectbox(key="method:hotpotqa").select("act").run()
    click(at, "run:step")
    trajectory = run_state(at).trajectory
    at.selectbox(key=bundled_task).select(catalog.load_tasks("hotpotqa")[0]).run()
    at.selectbox(key="method:hotpotqa").select("react").run()
    at.switch_page("pages/4_History.py").run()
    click(at, f"history:{trajectory.id}:open")
    assert at.selectbox(key=bundled_task).value.id == second.id
    assert at.selectbox(key="method:hotpotqa").value == "act"
    at.run()
    assert run_state(at).trajectory.id == trajectory.id


def test_continue_resumes_an_unfinished_trajectory_with_the_current_model():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    click(at, "run:step")
    trajectory_id = run_state(at).trajectory.id
    runner_state = run_state(at)
    runner_state.control.trajectory = None  # as if the tab was closed: only the saved copy is left
    at.switch_page("pages/4_History.py").run()
    click(at, f"history:{trajectory_id}:continue")
    trajectory = run_state(at).trajectory
    assert trajectory.id == trajectory_id and trajectory.branch().answer == "Zanzibar"


def test_fork_opens_a_copy_and_keeps_the_original(app_home):
    at, trajectory = finished_run()
    at.switch_page("pages/4_History.py").run()
    click(at, f"history:{trajectory.id}:fork")
    copy = run_state(at).trajectory
    assert copy.id != trajectory.id
    store = TrajectoryStore(app_home / "history.sqlite3")
    assert {s.id for s in store.list()} == {trajectory.id, copy.id}


def test_delete_asks_first(app_home):
    _, trajectory = finished_run()
    history = open_page("pages/4_History.py")
    click(history, f"history:{trajectory.id}:delete")
    assert TrajectoryStore(app_home / "history.sqlite3").exists(trajectory.id)
    click(history, f"history:{trajectory.id}:delete_yes")
    assert not TrajectoryStore(app_home / "history.sqlite3").exists(trajectory.id)


def test_export_offers_json_transcript_and_markdown():
    _, trajectory = finished_run()
    history = open_page("pages/4_History.py")
    click(history, f"history:{trajectory.id}:details")
    code = [c.value for c in history.code]
    assert any(c.startswith("Question: In what archipelago") and "Action 3: Finish[Zanzibar]" in c for c in code)
    downloads = [d.proto.label for d in history.get("download_button")]
    assert downloads == ["JSON", "Paper transcript", "Markdown", "Export as OpenTelemetry (OTLP JSON)", "Share as HTML"]


def test_share_as_html_offers_the_whole_trajectory_as_one_html_file():
    """What the file holds is checked in tests/storage/test_share_html.py and, downloaded from this page in a
    real browser, in tests/e2e/test_browser_share.py; here: the button is there, for an .html file."""
    _, trajectory = finished_run()
    history = open_page("pages/4_History.py")
    click(history, f"history:{trajectory.id}:details")
    (share,) = [d.proto for d in history.get("download_button") if d.proto.label == "Share as HTML"]
    assert share.url.endswith(".html") and "offline" in share.help


def test_import_json_adds_a_trajectory_and_bad_files_say_why(app_home):
    _, trajectory = finished_run()
    data = json.loads(trajectory.to_json())
    data["id"] = "imported-one"
    store = TrajectoryStore(app_home / "history.sqlite3")
    imported = store.import_json(json.dumps(data))  # the page's uploader calls exactly this
    assert store.load(imported.id).steps_of()[-1].text == "Episode finished."
    history = open_page("pages/4_History.py")
    assert history.button(key="history:imported-one:open")


def test_a_row_that_cannot_be_read_is_flagged_and_the_page_still_works(app_home):
    _, trajectory = finished_run()
    with sqlite3.connect(app_home / "history.sqlite3") as db:
        db.execute(
            "INSERT INTO trajectories VALUES ('bad-row','t','hotpotqa','q','react','m',NULL,NULL,1,0,0,1e20,'{}')"
        )
    history = open_page("pages/4_History.py")
    assert any("bad\\-row" in w.value for w in history.warning)
    assert history.button(key=f"history:{trajectory.id}:open")
    click(history, "history:bad-row:delete_unreadable")
    assert not TrajectoryStore(app_home / "history.sqlite3").exists("bad-row")


def test_a_saved_body_that_fails_the_checks_says_why_on_open_instead_of_breaking_the_run_page(app_home):
    _, trajectory = finished_run()
    data = json.loads(trajectory.to_json())
    next(iter(data["steps"].values()))["text"] = 42
    with sqlite3.connect(app_home / "history.sqlite3") as db:
        db.execute("UPDATE trajectories SET body = ? WHERE id = ?", (json.dumps(data), trajectory.id))
    history = open_page("pages/4_History.py")
    click(history, f"history:{trajectory.id}:open")
    assert any(md("expected a string, got int") in e.value for e in history.error)


def test_a_damaged_history_file_is_set_aside_and_the_page_starts_fresh(app_home):
    app_home.mkdir(parents=True, exist_ok=True)
    (app_home / "history.sqlite3").write_bytes(b"garbage" * 1000)
    history = open_page("pages/4_History.py")
    assert any("moved aside untouched" in w.value for w in history.warning)
    assert list(app_home.glob("history.sqlite3.corrupt-*"))
    assert any("Nothing saved yet" in c.value for c in history.caption)
