"""`react-workbench attach -- COMMAND` (issue 47, item 1): the person's agent, a real process with the
`openai` client, runs against an endpoint started in-process; its output is printed, its calls recorded
in History; `--rerun` runs it again from call K with the earlier calls from the tape. And the `Attached`
API under it says what a person needs when the agent never calls the endpoint or fails to start."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from react_core.cli.main import main
from react_core.endpoint.agent_process import AgentCommand
from react_core.endpoint.attached import Attached
from react_core.storage.store import TrajectoryStore
from tests.support.endpoint_support import endpoint
from tests.support.fake_openai_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("app_home")

AGENT = textwrap.dedent(
    """
    import json, os, sys
    import openai

    client = openai.OpenAI()  # OPENAI_BASE_URL and OPENAI_API_KEY from the environment the workbench gave
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}]
    messages = [{"role": "system", "content": os.environ.get("AGENT_PROMPT", "Use the tools.")},
                {"role": "user", "content": sys.argv[1]}]
    while True:
        reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=tools)
        message = reply.choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            print("ANSWER:", message.content)
            break
        for call in message.tool_calls:
            city = json.loads(call.function.arguments)["city"]
            print("TOOL get_weather", city, flush=True)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": f"9 C in {city}"})
    """
)


@pytest.fixture
def agent_file(tmp_path: Path) -> Path:
    path = tmp_path / "my_agent.py"
    path.write_text(AGENT)
    return path


def attach(upstream: FakeOpenAIServer, *args: str) -> int:
    return main(["attach", "--base-url", upstream.base_url, "--model", "fake-model", *args])


def test_attach_runs_the_agent_prints_its_output_and_records_its_calls(
    agent_file: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-upstream")  # the workbench's key for the model server
    with FakeOpenAIServer() as upstream:
        upstream.reply("Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
        upstream.reply("It is 9 C in Oslo.")
        code = attach(upstream, "--", sys.executable, str(agent_file), "Is it warm in Oslo?")
        assert upstream.completion_requests[0].headers["Authorization"] == "Bearer sk-upstream"
    out, err = capsys.readouterr()
    assert code == 0
    assert out.splitlines() == ["TOOL get_weather Oslo", "ANSWER: It is 9 C in Oslo."]
    assert "[workbench] 2 call(s) recorded in History" in err
    trajectory_id = err.strip().splitlines()[-1].removeprefix("[workbench] trajectory ")
    saved = TrajectoryStore().load(trajectory_id)
    assert saved.task.text == "Is it warm in Oslo?"
    assert "Finish[It is 9 C in Oslo.]" in [s.text for s in saved.steps_of()]


def test_attach_rerun_from_call_2_answers_call_1_from_the_tape(
    agent_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with FakeOpenAIServer() as upstream:
        upstream.reply("Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
        upstream.reply("It is 9 C in Oslo.")
        assert attach(upstream, "--", sys.executable, str(agent_file), "Is it warm in Oslo?") == 0
        recorded = capsys.readouterr().err.strip().splitlines()[-1].removeprefix("[workbench] trajectory ")
        upstream.reply("It is 9 C in Rome.")
        code = attach(
            upstream,
            "--rerun", recorded, "--from-call", "1", "--args", "1", '{"city": "Rome"}',
            "--", sys.executable, str(agent_file), "Is it warm in Oslo?",
        )  # fmt: skip
        assert code == 0
        out, err = capsys.readouterr()
        # Call 1 changed (no model call); call 2 read "9 C in Rome" and went live: one more request in all.
        assert len(upstream.completion_requests) == 3
    assert out.splitlines() == ["TOOL get_weather Rome", "ANSWER: It is 9 C in Rome."]
    assert '[workbench] action [changed]: get_weather[{"city": "Rome"}]' in err
    assert "[workbench] action [live]: Finish[It is 9 C in Rome.]" in err
    assert "2 call(s) recorded in a new branch of the recorded run" in err
    saved = TrajectoryStore().load(recorded)
    assert len(saved.branches) == 2  # the re-run is a branch of the recorded run


def test_an_agent_that_never_calls_the_endpoint_is_told_what_to_check_and_leaves_nothing(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (_upstream, server, run):
        attached = Attached(server.runs, run, AgentCommand((sys.executable, "-c", "print('hello')")))
        assert attached.start() is None
        attached.wait(30)
        finished = attached.finish()
        assert finished.exit.ok and finished.calls == 0 and not finished.kept
        assert "never called the endpoint: does it read OPENAI_BASE_URL" in finished.messages[0]
        assert not TrajectoryStore(tmp_path / "history.sqlite3").exists(run.trajectory.id)
        assert server.runs.all() == []


def test_an_agent_command_that_cannot_start_is_one_clear_message(capsys: pytest.CaptureFixture[str]) -> None:
    with FakeOpenAIServer() as upstream:
        code = attach(upstream, "--", "no-such-agent-program", "--go")
    err = capsys.readouterr().err
    assert code == 127
    assert "Could not start your agent “no-such-agent-program --go”: there is no program" in err
    assert "never called" not in err  # it never ran: one message, not two


def test_attach_without_a_command_or_with_rerun_options_alone_says_what_is_missing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["attach"]) == 2
    assert "needs your agent's command after --" in capsys.readouterr().err
    assert main(["attach", "--from-call", "2", "--", "python3", "a.py"]) == 2
    assert "add --rerun TRAJECTORY" in capsys.readouterr().err


def test_a_hanging_agent_ends_at_the_time_limit_with_status_124(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with FakeOpenAIServer() as upstream:
        code = attach(upstream, "--time-limit", "0.5", "--", sys.executable, "-c", "import time; time.sleep(60)")
    assert code == 124
    assert "ran past its time limit of 0.5 s" in capsys.readouterr().err


def test_a_rerun_whose_agent_cannot_start_leaves_the_recorded_run_as_it_was(
    agent_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with FakeOpenAIServer() as upstream:
        upstream.reply("Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
        upstream.reply("It is 9 C in Oslo.")
        assert attach(upstream, "--", sys.executable, str(agent_file), "Is it warm in Oslo?") == 0
        recorded = capsys.readouterr().err.strip().splitlines()[-1].removeprefix("[workbench] trajectory ")
        before = TrajectoryStore().load(recorded).to_dict()
        code = attach(upstream, "--rerun", recorded, "--from-call", "2", "--", "gone-agent", str(agent_file))
    err = capsys.readouterr().err
    assert code == 127 and "Could not start your agent “gone-agent " in err
    assert {**TrajectoryStore().load(recorded).to_dict(), "updated_at": 0} == {**before, "updated_at": 0}
