"""History page: saved as it grows, search, reopen into the Run page, fork, delete, export, import."""
from __future__ import annotations

import json

from react_core.store import TrajectoryStore
from tests.test_app_common import (  # noqa: F401  (app_home is an autouse fixture)
    FINISH, FREDDIE, QUEEN, app_home, click, open_page, run_state, scripted,
)


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


def test_reopen_puts_the_trajectory_on_the_run_page_with_its_branches():
    at, trajectory = finished_run()
    at.switch_page("pages/4_History.py").run()
    click(at, f"history:{trajectory.id}:open")
    reopened = run_state(at).trajectory
    assert reopened.id == trajectory.id and len(reopened.steps_of()) == 9
    assert any("Zanzibar" in s.value and "correct" in s.value for s in at.success)


def test_continue_resumes_an_unfinished_trajectory_with_the_current_model():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    click(at, "run:step")
    trajectory_id = run_state(at).trajectory.id
    runner_state = run_state(at)
    runner_state.trajectory = None  # as if the tab was closed: only the saved copy is left
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
    downloads = [d for d in history.get("download_button")]
    assert len(downloads) == 3


def test_import_json_adds_a_trajectory_and_bad_files_say_why(app_home):
    _, trajectory = finished_run()
    data = json.loads(trajectory.to_json())
    data["id"] = "imported-one"
    store = TrajectoryStore(app_home / "history.sqlite3")
    imported = store.import_json(json.dumps(data))  # the page's uploader calls exactly this
    assert store.load(imported.id).steps_of()[-1].text == "Episode finished."
    history = open_page("pages/4_History.py")
    assert history.button(key="history:imported-one:open")
