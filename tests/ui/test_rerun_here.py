"""Re-run from here and Compare with the original (issue 47's UI follow-ups): a run of a person's own agent
recorded through the endpoint (an `openai` tool loop before a scripted model) has, on each card of a model
call, a Re-run from here that opens the Your agent panel's re-run form at that call, its thought ready to
edit; a run with a re-run offers Compare with the original, which opens Compare's Your agent's recorded runs
on the re-run and the branch it re-ran, their first divergence said above them."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from react_core.endpoint.rerun import Rerun, open_rerun, reruns_of
from react_core.endpoint.tape_replay import ReplyChange
from react_core.endpoint.tape_route import RERUNS
from react_core.endpoint.tape_source import call_numbers, recorded_calls
from react_core.engine import catalog
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.endpoint.test_endpoint_rerun import WeatherAgent, recorded
from tests.support.endpoint_support import endpoint
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import QUEEN, ROOT, TIMEOUT, click, open_page, run_state, scripted
from ui.run import your_agent, your_agent_command
from ui.run_view import view_model as vm
from ui.widgets import resources

pytestmark = pytest.mark.usefixtures("app_home")


def recorded_run(home: Path, rerun: bool = False) -> Trajectory:
    """The weather agent's run (3 calls: get_weather, add, the answer) in the app's History; with `rerun`,
    re-run from call 2 with add's arguments changed to 20 + 22."""
    home.mkdir(parents=True, exist_ok=True)
    with endpoint(home) as (upstream, server, run):
        original = recorded(upstream, run)
        if rerun:
            change = ReplyChange.editing(recorded_calls(original)[1].reply, arguments={0: {"a": 20, "b": 22}})
            again = open_rerun(server.runs, original, 2, run.config, change)
            upstream.reply("It is 9 C and rainy in Oslo; 20 + 22 = 42.")
            WeatherAgent().run(again.base_url)
            again.flush()
        run.flush()
    return TrajectoryStore(home / "history.sqlite3").load(original.id)


def _on_the_run_page(trajectory_id: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    at.query_params["trajectory"] = trajectory_id  # as History's Open, or a shared link, opens it
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _captions(at: AppTest) -> list[str]:
    """The captions as a person reads them (the page escapes Markdown's punctuation)."""
    return [c.value.replace("\\", "") for c in at.caption]


def test_each_card_of_a_recorded_call_is_numbered_by_its_call_and_a_workbench_run_has_none(app_home):
    trajectory = recorded_run(app_home)
    drawn = vm.revision(trajectory, catalog.family(trajectory.task.family), [])
    assert drawn.rerun_calls == {0: 1, 3: 2, 6: 3}  # thought, action, observation per call; the answer's card
    assert list(call_numbers(trajectory).values()) == [1, 2, 3]

    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    workbench = run_state(at).trajectory
    assert vm.revision(workbench, catalog.family(workbench.task.family), []).rerun_calls == {}
    assert not [b for b in at.button if str(b.key).endswith(":rerun_here")], "never on the workbench's own runs"


def test_re_run_from_here_on_call_2s_card_opens_the_form_at_call_2_with_its_thought(app_home):
    trajectory = recorded_run(app_home)
    at = _on_the_run_page(trajectory.id)
    assert [b.key for b in at.button if str(b.key).endswith(":rerun_here")] == [
        "run:0:rerun_here",
        "run:3:rerun_here",
        "run:6:rerun_here",
    ]
    click(at, "run:3:rerun_here")

    assert [t.value for t in at.title] == ["Run: your agent"], "the Run page turned to the Your agent panel"
    assert at.number_input(key="agent:rerun_k").value == 2
    assert "Call 2 of 3, chosen on its step below: its reply called add." in _captions(at)
    assert at.text_area(key="agent:rerun_thought:2").value == "Now the sum."
    assert at.text_area(key="agent:rerun_args:2").value == '{"a": 20, "b": 1}'
    assert at.text_input(key="agent:command").value == "", "the form asks for the agent's command itself"
    assert at.button(key="agent:rerun").disabled, "until the command is given"

    # The panel's own cards re-run from their call too.
    keys = [str(b.key) for b in at.button if str(b.key).startswith("agent:rerun_here:")]
    assert len(keys) == 3, "one per call, on its first step"
    click(at, keys[2])
    assert at.number_input(key="agent:rerun_k").value == 3
    assert at.text_area(key="agent:rerun_thought:3").value == "It is 9 C and rainy in Oslo; 20 + 1 = 21."
    assert not at.warning, "no warning about a widget's value set twice"


def test_the_forms_default_is_call_1_and_says_so():
    reply = {"choices": [{"message": {"role": "assistant", "content": "x", "tool_calls": []}}]}
    assert your_agent_command.call_line(1, 3, reply, None) == (
        "Call 1 of 3, the first, the form's default; Re-run from here on a step below starts from that "
        "step's call: its reply answered, with no tool call."
    )
    assert your_agent_command.call_line(2, 3, reply, 3).startswith("Call 2 of 3, chosen here:")


def test_a_run_with_a_re_run_lists_it_active_first_and_compare_with_the_original_opens_their_divergence(app_home):
    trajectory = recorded_run(app_home, rerun=True)
    original = trajectory.branch().parent_id
    assert reruns_of(trajectory) == [Rerun(trajectory.active_branch, str(original), 2)]
    plain = Trajectory.from_dict(trajectory.to_dict())
    plain.task.meta.pop(RERUNS)
    assert reruns_of(plain) == [], "a branch a person made by steering is no re-run"

    at = _on_the_run_page(trajectory.id)
    click(at, "run:3:rerun_here")  # the re-run's branch is the one shown: its call 2
    assert at.text_area(key="agent:rerun_args:2").value == '{"a": 20, "b": 22}'
    click(at, "agent:compare")

    assert [t.value for t in at.title] == ["Compare: your agent's runs"]
    assert at.session_state["compare:agent_left"] == f"{trajectory.id}/{original}"
    assert at.session_state["compare:agent_right"] == f"{trajectory.id}/{trajectory.active_branch}"
    assert [w.value.replace("\\", "") for w in at.warning] == [
        "First divergence at call 2: the reply's tool call differs "
        '(call 1: add({"a": 20, "b": 1}) -> add({"a": 20, "b": 22})).'
    ]


def test_compare_offers_the_chosen_run_even_when_it_is_older_than_the_runs_it_lists(app_home, monkeypatch):
    from ui.compare import agent_runs

    older = recorded_run(app_home / "older")  # History's file under a home of its own, copied below
    newer = recorded_run(app_home)
    store = TrajectoryStore(app_home / "history.sqlite3")
    older.updated_at = newer.updated_at - 3600
    store.save(older)
    monkeypatch.setattr(agent_runs, "LISTED", 1)  # Compare lists the newest run only
    assert {r.trajectory_id for r in agent_runs.recorded(store)} == {newer.id}
    chosen = agent_runs.recorded(store, also=[older.id])
    assert [r.key for r in chosen if r.trajectory_id == older.id] == [f"{older.id}/{older.active_branch}"]


def _counting_loads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The ids History is asked to load from now on, in order."""
    loads: list[str] = []
    load = TrajectoryStore.load

    def counted(store: TrajectoryStore, trajectory_id: str) -> Trajectory:
        loads.append(trajectory_id)
        return load(store, trajectory_id)

    monkeypatch.setattr(TrajectoryStore, "load", counted)
    return loads


def test_one_drawing_of_the_panel_reads_the_recorded_run_from_history_once(
    app_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The panel, the re-run form and the measure form (with its result under both) share one read: a run of
    hundreds of calls is not read and parsed again for each on every rerun of the page."""
    trajectory = recorded_run(app_home)
    at = _on_the_run_page(trajectory.id)
    click(at, "run:3:rerun_here")  # the panel shows the recorded run, both forms at call 2
    assert at.number_input(key="agent:rerun_k").value == 2
    assert at.button(key="agent:tries_start").label == "Try 3 times from call 2"

    loads = _counting_loads(monkeypatch)
    at.run()  # one drawing of the page, as any widget's change reruns it
    assert not at.exception, [e.value for e in at.exception]
    assert at.text_area(key="agent:rerun_thought:2").value == "Now the sum.", "the forms are drawn"
    assert at.button(key="agent:tries_start").label == "Try 3 times from call 2"
    assert loads == [trajectory.id]


def test_an_open_run_reads_its_forms_run_from_history_once_a_drawing(
    app_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run still open, its agent run by the person with the run's URL (not started by the workbench): the
    forms under its calls read the run as History has it (where a measurement's result is kept), once."""
    app_home.mkdir(parents=True, exist_ok=True)
    at = AppTest.from_file(str(ROOT / "pages" / "1_Run.py"), default_timeout=TIMEOUT)
    at.session_state[your_agent.MODE_KEY] = True
    with FakeOpenAIServer() as upstream:
        config = load_config(
            {"base_url": upstream.base_url, "model": "fake-model", "api_key": "sk-x", "retries": 0}, env={}
        )
        server = resources.endpoint()  # the app's own endpoint (one per process and History), as the panel's
        try:
            run = server.runs.open(config, "weather agent")
            recorded(upstream, run)
            run.flush()
            at.session_state[your_agent_command.RUN_KEY] = run.id
            at.run()
            assert not at.exception, [e.value for e in at.exception]
            assert at.number_input(key="agent:rerun_k").value == 1, "the re-run form, under the run's calls"

            loads = _counting_loads(monkeypatch)
            at.run()
            assert not at.exception, [e.value for e in at.exception]
            assert at.text_area(key="agent:rerun_thought:1").value == "First the weather."
            assert at.button(key="agent:tries_start").label == "Try 3 times from call 1"
            assert loads == [run.trajectory.id]
        finally:
            server.stop()
