"""A run without a browser: the run controller steps, stops, steers, resumes and switches branches
on its own, and says what happened as a list of messages (kind, where, text)."""

from __future__ import annotations

import threading

import pytest

from react_core.assist.diagnosis import diagnose
from react_core.engine import catalog
from react_core.engine.breakpoints import parse_conditions
from react_core.engine.run_until import RunUntil
from react_core.models.cancel import STOPPED
from react_core.models.config import ModelConfig
from react_core.session.controller import RunController
from react_core.session.messages import Message, Messages
from react_core.session.phase import Phase
from react_core.session.resources import RunResources
from react_core.session.setup import Setup
from react_core.session.stepping import NO_SETUP, RESUME_HINT
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, Outcome
from tests.support.scripted_model import ScriptedModel

QUEEN = " The band that recorded Bohemian Rhapsody is Queen. I need its lead singer.\nAction 1: Search[Queen (band)]"
FREDDIE = " Queen's lead singer was Freddie Mercury. I need his birthplace.\nAction 2: Search[Freddie Mercury]"
FINISH = " Freddie Mercury was born in Zanzibar.\nAction 3: Finish[Zanzibar]"


@pytest.fixture
def store(app_home) -> TrajectoryStore:
    return TrajectoryStore(app_home / "history.sqlite3")


def controller(store: TrajectoryStore, *replies, method: str = "react") -> tuple[RunController, ScriptedModel]:
    model = ScriptedModel(list(replies))
    run = RunController(RunResources(store=store, open_model=lambda config: model))
    task = catalog.family("hotpotqa").load("bundled")[0]
    run.follow(Setup(task, method, ModelConfig()))
    return run, model


def test_a_step_taken_headless_is_written_saved_and_leaves_the_run_at_rest(store):
    run, model = controller(store, QUEEN)
    result = run.step()
    assert result.taken and not result.cancelled and result.error is None
    steps = run.shown().steps_of()
    assert [s.kind.value for s in steps] == ["thought", "action", "observation"]
    assert steps[1].text == "Search[Queen (band)]" and "Queen" in steps[2].text
    assert run.phase is Phase.IDLE and list(run.messages) == []
    assert store.load(run.shown().id).to_json() == run.shown().to_json(), "History has the step"
    assert len(model.requests) == 1


def test_run_to_end_steps_until_the_branch_finishes_and_reports_each_step(store):
    run, _ = controller(store, QUEEN, FREDDIE, FINISH)
    seen = []
    last = run.run(on_step=seen.append)
    branch = run.shown().branch()
    assert last.taken and len(seen) == 3 and all(r.taken for r in seen)
    assert branch.outcome == Outcome.ANSWERED and branch.answer == "Zanzibar"
    assert run.phase is Phase.IDLE and not run.running


def test_stop_from_another_thread_cancels_the_step_in_flight_and_writes_nothing(store):
    asked, released = threading.Event(), threading.Event()

    def slow(request):  # the model is answering when Stop is pressed
        asked.set()
        released.wait(10)
        return FREDDIE

    run, _ = controller(store, QUEEN, slow)
    run.step()
    before = run.shown().to_json()
    run.ask_step()
    job = run.start_step()
    assert job is not None and asked.wait(10)
    assert run.in_flight
    run.stop()
    released.set()
    job.join(10)
    assert job.result is not None and job.result.cancelled and not job.result.taken
    assert run.shown().to_json() == before, "nothing of the stopped step was written"
    assert run.phase is Phase.IDLE
    assert list(run.messages) == [Message("notice", "run", STOPPED)]


def test_stop_between_steps_says_nothing_was_lost(store):
    run, _ = controller(store, QUEEN)
    run.run_to_end()
    run.stop()
    assert run.phase is Phase.IDLE
    assert run.messages.text("notice", "run").startswith("Stopped between steps")


def test_steer_then_resume_runs_on_a_new_branch_and_keeps_the_original(store):
    run, model = controller(store, QUEEN, FREDDIE, " Finish[Zanzibar]")  # the last: the edited thought's action
    run.step()
    run.step()
    original = run.shown().active_branch
    branch = run.steer("edit", 0, "I should look up Queen's singer directly.", resume=True)
    assert branch is not None and run.shown().active_branch == branch.id != original
    said = run.messages.text("notice")
    assert said.startswith(f"New branch {branch.name}") and said.endswith("Resuming on it.")
    assert run.shown().steps[run.shown().branch().step_ids[0]].author == Author.HUMAN_EDIT
    run.run()
    assert run.shown().branch().outcome == Outcome.ANSWERED
    assert "I should look up Queen's singer directly." in model.last_prompt, "the model saw the edit"
    assert len(run.shown().branch(original).step_ids) == 6, "the original branch keeps every step"
    assert not (run.messages.text("notice") or "").endswith("Resuming on it."), "a stale hint is dropped"


def test_steer_while_running_stops_the_run_and_says_to_resume(store):
    run, _ = controller(store, QUEEN)
    run.step()
    run.run_to_end()
    assert run.steer("edit", 0, "A better plan.") is not None
    assert not run.running
    said = run.messages.text("notice")
    assert "The run was stopped so you could steer." in said and said.endswith(RESUME_HINT)


def test_a_change_that_cannot_be_made_is_said_beside_the_editor_and_changes_nothing(store):
    run, _ = controller(store, QUEEN)
    run.step()
    before = run.shown().to_json()
    assert run.steer("edit", 0, "   ") is None
    assert run.shown().to_json() == before
    [message] = list(run.messages)
    assert message.kind == "error" and message.where == "steer" and "empty" in message.text
    assert run.messages.text("error", "run") is None, "the top of the run stays quiet"


def test_switch_branch_goes_back_and_an_unknown_branch_is_an_error(store):
    run, _ = controller(store, QUEEN)
    run.step()
    original = run.shown().active_branch
    run.steer("edit", 0, "Another plan.")
    switched = run.switch_branch(original)
    assert switched is not None and run.shown().active_branch == original
    assert list(run.messages) == [Message("notice", "run", f"Switched to branch {switched.name}.")]
    assert run.switch_branch("no-such-branch") is None
    assert run.shown().active_branch == original
    assert [m.kind for m in run.messages] == ["error"], "the next action cleared the notice"


def test_delete_branch_removes_it_and_says_so(store):
    run, _ = controller(store, QUEEN)
    run.step()
    original = run.shown().active_branch
    forked = run.steer("edit", 0, "Another plan.")
    assert forked is not None
    run.switch_branch(original)
    assert run.delete_branch(forked.id) == forked.name
    assert forked.id not in run.shown().branches
    assert run.messages.text("notice") == f"Deleted branch {forked.name} and the branches forked from it."


def test_run_until_stops_before_the_step_where_the_condition_holds(store):
    run, _ = controller(store, QUEEN, FREDDIE, FINISH)
    until = RunUntil(parse_conditions(["action:Finish["]), diagnose)
    last = run.run(until=until)
    assert last.taken and last.held is not None
    assert run.shown().branch().outcome is None, "Finish was not taken"
    assert run.phase is Phase.IDLE and run.until is None
    assert run.messages.text("notice").endswith("Step, Steer or Resume go on from here.")


def test_without_a_setup_a_step_says_what_to_choose(store):
    run = RunController(RunResources(store=store))
    result = run.step()
    assert not result.taken and result.error == NO_SETUP
    assert run.phase is Phase.IDLE and run.trajectory is None


def test_a_failing_model_is_said_and_the_run_stops_with_nothing_written(store):
    from react_core.models.errors import ModelError

    run, _ = controller(store, QUEEN, ModelError("down", "The server is down.", "Start it again."))
    run.step()
    before = run.shown().to_json()
    result = run.run()
    assert not result.taken and result.error == "The server is down. Start it again."
    assert run.shown().to_json() == before and run.phase is Phase.IDLE
    assert run.messages.text("error") == "The server is down. Start it again."


def test_play_a_step_then_take_it_back(store):
    run, model = controller(store)
    assert run.play("I will look up the band.", "Search[Queen (band)]")
    assert [s.author for s in run.shown().steps_of()][:2] == [Author.HUMAN_PLAY, Author.HUMAN_PLAY]
    assert run.can_take_back()
    assert run.take_back() and run.shown().steps_of() == []
    assert run.messages.text("notice") == "Took back your last step."
    assert model.requests == [], "a played step asks no model"


def test_a_step_refused_while_tries_run_says_why(store):
    class Busy:
        running = True

        def stop(self):
            self.running = False

    run, _ = controller(store, QUEEN)
    run.background = Busy()  # type: ignore[assignment]
    run.ask_step()
    assert not run.wants_step() and run.phase is Phase.IDLE
    assert "Tries are running" in run.messages.text("notice")


def test_messages_keep_one_of_each_kind_per_place_in_the_order_said():
    messages = Messages()
    messages.notice("first")
    messages.error("bad edit", "steer")
    messages.notice("second")
    assert list(messages) == [Message("error", "steer", "bad edit"), Message("notice", "run", "second")]
    messages.clear("steer")
    assert messages.text("error", "steer") is None and messages.text("notice") == "second"
    messages.clear()
    assert len(messages) == 0


def test_try_n_times_measures_the_edit_in_the_background_and_the_run_takes_in_the_tries(store):
    go = threading.Event()

    def answer(request):  # each try finishes at once, once the test lets it: an action alone after the edit
        go.wait(30)
        return " Finish[Zanzibar]" if request.prompt.endswith("Action 1:") else " I know.\nAction 1: Finish[Zanzibar]"

    run, _ = controller(store, QUEEN, *[answer] * 4)
    run.step()
    edited = run.steer("edit", 0, "The singer was born in Zanzibar.")
    assert edited is not None
    job = run.try_n_times(n=1, temperature=0.7, stop_when_decided=False)
    assert job is not None and run.trying
    assert run.messages.text("notice").startswith("Trying 1 times each way at temperature 0.7")
    assert run.try_n_times(n=1, temperature=0.7) is None, "one measurement at a time"
    assert run.messages.text("error") == "Tries are already running on this trajectory; stop them first."
    go.set()
    job.join(30)
    assert not run.trying and job.error is None
    assert run.merge_tries(job)
    trials = [b for b in run.shown().branches.values() if b.trial and b.trial["of"] == edited.id]
    assert sorted(b.trial["arm"] for b in trials) == ["edited", "original"]
    assert store.load(run.shown().id).to_json() == run.shown().to_json(), "History has the tries"


def test_try_n_times_waits_for_the_run_to_stop(store):
    run, _ = controller(store, QUEEN)
    run.step()
    run.steer("edit", 0, "Another plan.")
    run.run_to_end()
    assert run.try_n_times(n=1, temperature=0.7) is None
    assert run.messages.text("error").startswith("Stop the run first")
