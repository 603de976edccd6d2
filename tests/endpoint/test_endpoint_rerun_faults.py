"""Bad input and faults of a person's agent run by the workbench, and of a re-run (issue 47): an agent that fails
to start, exits early, hangs, floods its output or never calls the endpoint; a re-run whose agent is gone; a
tape from another agent. Each is one clear message, and the recorded run and its branches are never changed
by a failed re-run. (Starting, the limits and Stop themselves: tests/endpoint/test_endpoint_agent_process.py.)"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_process import AgentCommand, Ending
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.attached import Attached, Finished
from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_replay import ReplyChange
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.endpoint.test_endpoint_attach import AGENT
from tests.support.endpoint_support import endpoint
from tests.support.fake_openai_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("app_home")

QUESTION = "Is it warm in Oslo?"


@pytest.fixture
def recorded(tmp_path: Path) -> Iterator[tuple[FakeOpenAIServer, EndpointServer, AgentRun, Path, Trajectory]]:
    """A run of the agent recorded over two calls (weather, answer), and the agent's file."""
    agent = tmp_path / "my_agent.py"
    agent.write_text(AGENT)
    with endpoint(tmp_path) as (upstream, server, run):
        upstream.reply("Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
        upstream.reply("It is 9 C in Oslo.")
        assert ran(server, run, (sys.executable, str(agent), QUESTION)).exit.ok
        yield upstream, server, run, agent, Trajectory.from_dict(run.trajectory.to_dict())


def ran(server: EndpointServer, run: AgentRun, argv: tuple[str, ...], **options: Any) -> Finished:
    attached = Attached(server.runs, run, AgentCommand(argv, **options))
    if attached.start() is None:
        attached.wait(120)
    return attached.finish()


def as_saved(tmp_path: Path, trajectory: Trajectory) -> dict[str, Any]:
    saved = TrajectoryStore(tmp_path / "history.sqlite3").load(trajectory.id)
    return {**saved.to_dict(), "updated_at": 0}


def unchanged(tmp_path: Path, original: Trajectory) -> bool:
    return as_saved(tmp_path, original) == {**original.to_dict(), "updated_at": 0}


def test_an_agent_that_exits_before_its_first_call_is_one_message_with_its_last_line(tmp_path: Path) -> None:
    crash = "import sys; print('loading the config'); sys.exit('config.yaml: no such file')"
    with endpoint(tmp_path) as (_upstream, server, run):
        finished = ran(server, run, (sys.executable, "-c", crash))
    [message] = finished.messages
    assert message.startswith("Your agent “") and "exited with code 1 after" in message
    assert "Its last line: config.yaml: no such file" in message
    assert message.endswith("It ended before its first model call, so nothing was recorded.")
    assert not finished.kept


def test_an_agent_that_never_calls_the_endpoint_is_one_message_asking_whether_it_reads_the_url(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (_upstream, server, run):
        finished = ran(server, run, (sys.executable, "-c", "print('hello')"))
    [message] = finished.messages
    assert "finished in" in message and "It never called the endpoint: does it read OPENAI_BASE_URL" in message


def test_a_rerun_whose_agent_is_gone_says_so_once_and_leaves_the_recorded_run_as_it_was(recorded, tmp_path) -> None:
    _upstream, server, run, agent, original = recorded
    agent.unlink()  # the agent's file moved or deleted since the recording
    rerun = open_rerun(server.runs, original, 2, run.config)
    finished = ran(server, rerun, (sys.executable, str(agent), QUESTION))
    [message] = finished.messages
    assert "exited with code 2" in message and "can't open file" in message and str(agent) in message
    assert message.endswith("nothing was recorded. The recorded run is as it was.")
    rerun.flush()
    assert unchanged(tmp_path, original)


def test_a_rerun_whose_program_is_gone_fails_to_start_with_one_message(recorded, tmp_path) -> None:
    _upstream, server, run, agent, original = recorded
    rerun = open_rerun(server.runs, original, 2, run.config)
    finished = ran(server, rerun, ("no-such-python", str(agent), QUESTION))
    assert finished.messages == (
        "Could not start your agent “no-such-python "
        f"{agent} 'Is it warm in Oslo?'”: there is no program 'no-such-python' (is it installed and on PATH?). "
        "The recorded run is as it was.",
    )
    rerun.flush()
    assert unchanged(tmp_path, original)


def test_a_rerun_that_hangs_before_calling_ends_at_its_time_limit_and_changes_nothing(recorded, tmp_path) -> None:
    _upstream, server, run, _agent, original = recorded
    rerun = open_rerun(server.runs, original, 2, run.config)
    finished = ran(server, rerun, (sys.executable, "-c", "import time; time.sleep(60)"), time_limit_s=1.0)
    [message] = finished.messages
    assert finished.exit.why == Ending.TIME_LIMIT and "ran past its time limit of 1 s" in message
    assert message.endswith("nothing was recorded. The recorded run is as it was.")
    rerun.flush()
    assert unchanged(tmp_path, original)


def test_a_rerun_that_floods_its_output_ends_at_the_output_limit_and_changes_nothing(recorded, tmp_path) -> None:
    _upstream, server, run, _agent, original = recorded
    rerun = open_rerun(server.runs, original, 2, run.config)
    flood = "while True: print('x' * 1000)"
    finished = ran(server, rerun, (sys.executable, "-c", flood), output_limit=100_000)
    [message] = finished.messages
    assert finished.exit.why == Ending.OUTPUT_LIMIT and "more than 100,000 bytes of output" in message
    rerun.flush()
    assert unchanged(tmp_path, original)


def test_a_rerun_stopped_part_way_keeps_what_it_recorded_on_its_own_branch_only(recorded, tmp_path) -> None:
    """A re-run that ends part way is a record of what happened, on its own branch; the recorded one is as it was."""
    upstream, server, run, agent, original = recorded
    rerun = open_rerun(server.runs, original, 2, run.config)
    upstream.reply("Still thinking.", delay_s=60)  # call 2, live: in flight when the person presses Stop
    attached = Attached(server.runs, rerun, AgentCommand((sys.executable, str(agent), QUESTION)))
    assert attached.start() is None
    while not upstream.completion_requests[2:]:  # call 1 answered from the tape, call 2 at the model
        assert attached.wait(0.05) is None, attached.lines()
    attached.stop()
    finished = attached.finish()
    assert finished.exit.why == Ending.STOPPED and finished.calls == 1 and finished.kept
    rerun.flush()
    saved = TrajectoryStore(tmp_path / "history.sqlite3").load(original.id)
    assert [s.text for s in saved.steps_of(original.active_branch)] == [s.text for s in original.steps_of()]
    assert len(saved.branches) == 2


def test_a_tape_from_another_agent_is_refused_at_its_first_call_with_one_message(recorded, tmp_path) -> None:
    upstream, server, run, _agent, original = recorded
    other = tmp_path / "other_agent.py"
    other.write_text(AGENT.replace('"get_weather"', '"search_flights"').replace("Use the tools.", "You book flights."))
    rerun = open_rerun(server.runs, original, 2, run.config, ReplyChange("It is warm."))
    before = len(upstream.completion_requests)
    finished = ran(server, rerun, (sys.executable, str(other), "A flight to Rome, please."))
    [message] = finished.messages
    assert message.startswith(
        "The re-run's first request matches nothing in the recording: another system prompt, another task "
        "('A flight to Rome, please.', recorded 'Is it warm in Oslo?') and other tools (search_flights; recorded "
        "get_weather). It looks like another agent than the one that recorded this run, so nothing was recorded"
    )
    assert "exited with code 1" in message and message.endswith("The recorded run is as it was.")
    assert len(upstream.completion_requests) == before  # nothing reached the model
    rerun.flush()
    assert unchanged(tmp_path, original)


def test_the_same_agent_with_another_task_is_no_stranger_it_diverges_and_goes_live(recorded, tmp_path) -> None:
    upstream, server, run, agent, original = recorded
    rerun = open_rerun(server.runs, original, 2, run.config)
    upstream.reply("Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Rome"}}])
    upstream.reply("It is 20 C in Rome.")
    finished = ran(server, rerun, (sys.executable, str(agent), "Is it warm in Rome?"))
    assert finished.exit.ok and finished.calls == 2
    assert any(m.startswith("The re-run left the tape. Call 1 differs") for m in finished.messages)
