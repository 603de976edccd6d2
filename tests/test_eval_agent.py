"""A batch of a person's own agent (issue 47, item 5): each line of a JSONL file run through the agent's
command with the workbench as its model, its final answer checked by the line's own check, stored like
any batch, so `eval --show NEW --baseline OLD --fail-below N` gates a change to the agent in CI.

The agent here is a real process: a plain script on the `openai` client, reading OPENAI_BASE_URL, against
a FakeOpenAIServer as the model server. A planted regression (a changed system prompt the model answers
badly) fails the gate; the unchanged agent passes it."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from react_core.cli.main import main
from react_core.evaluation.agent_inputs import InputsError, parse_inputs
from react_core.evaluation.results import ResultsStore
from react_core.storage.store import TrajectoryStore
from tests.support.fake_openai_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("app_home")

AGENT = textwrap.dedent(
    """
    import json, os, sys
    import openai

    client = openai.OpenAI()  # OPENAI_BASE_URL from the environment the workbench gave
    tools = [{"type": "function", "function": {"name": "lookup", "parameters": {
        "type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}}}]
    messages = [{"role": "system", "content": os.environ.get("AGENT_PROMPT", "PROMPT-V1: answer in one word.")},
                {"role": "user", "content": sys.argv[1]}]
    if sys.argv[1] == "crash":
        raise SystemExit("the agent gave up on this one")
    while True:
        reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=tools)
        message = reply.choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            print("ANSWER:", message.content)
            break
        for call in message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": "found it"})
    """
)
CAPITALS = {"France": "Paris", "Italy": "Rome", "Spain": "Madrid", "Norway": "Oslo", "Peru": "Lima"}


@pytest.fixture
def agent_file(tmp_path: Path) -> Path:
    path = tmp_path / "my_agent.py"
    path.write_text(AGENT)
    return path


@pytest.fixture
def inputs_file(tmp_path: Path) -> Path:
    path = tmp_path / "inputs.jsonl"
    lines = [
        json.dumps({"id": country.lower(), "input": f"Capital of {country}?", "expected": city})
        for country, city in CAPITALS.items()
    ]
    path.write_text("\n".join(lines) + "\n")
    return path


def model_server(upstream: FakeOpenAIServer, *, regression: bool = False) -> None:
    """The model answers each capital right, after one tool call for Peru; under PROMPT-V2 (the planted
    regression) it answers every question with a wrong city."""
    if regression:
        upstream.when("PROMPT-V2", "The capital is Atlantis.")
    upstream.when("found it", "Lima.")
    upstream.when("Capital of Peru", "Let me look it up.", tool_calls=[{"name": "lookup", "arguments": {"q": "Peru"}}])
    for country, city in CAPITALS.items():
        if country != "Peru":
            upstream.when(f"Capital of {country}", f"{city}.")


def eval_agent(upstream: FakeOpenAIServer, results: Path, agent: Path, inputs: Path, batch: str, *more: str) -> int:
    return main(
        [
            "eval", "--agent", f"{sys.executable} {agent} {{input}}", "--inputs", str(inputs), "--batch", batch,
            "--models", "fake-model", "--results", str(results), "--concurrency", "2", *more,
        ]
    )  # fmt: skip


def test_each_input_runs_through_the_agent_and_is_scored_by_its_check(
    agent_file: Path,
    inputs_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    results = tmp_path / "eval.sqlite3"
    inputs_file.write_text(
        inputs_file.read_text()
        + json.dumps({"id": "regex", "input": "Capital of Italy?", "regex": r"(?i)\brome\b"})
        + "\n"
        + json.dumps({"id": "wrong", "input": "Capital of Spain?", "expected": "Barcelona"})
        + "\n"
        + json.dumps({"id": "crash", "input": "crash", "expected": "anything"})
        + "\n"
    )
    with FakeOpenAIServer() as upstream:
        monkeypatch.setenv("OPENAI_BASE_URL", upstream.base_url)
        model_server(upstream)
        code = eval_agent(upstream, results, agent_file, inputs_file, "agent-v1")
    out, err = capsys.readouterr()
    assert code == 0
    frame = ResultsStore(results).frame("agent-v1").set_index("task_id")
    assert frame.loc["france", "answer"] == "Paris."  # the agent's final answer, as recorded
    assert frame.loc["france", "score"] == 1.0 and frame.loc["france", "gold"] == "Paris"
    assert frame.loc["peru", "answer"] == "Lima." and frame.loc["peru", "score"] == 1.0
    assert frame.loc["peru", "calls"] == 2 and frame.loc["peru", "actions"] == 2  # lookup, then Finish
    assert frame.loc["regex", "score"] == 1.0 and frame.loc["regex", "gold"] == r"regex (?i)\brome\b"
    assert frame.loc["wrong", "score"] == 0.0 and frame.loc["wrong", "failures"] == ["wrong_answer"]
    assert frame.loc["crash", "score"] == 0.0 and frame.loc["crash", "failures"] == ["error"]
    assert frame.loc["crash", "outcome"] == "error"
    assert "crash: Your agent" in err and "exited with code 1" in err and "the agent gave up on this one" in err
    assert set(frame["method"]) == {"agent"} and set(frame["model"]) == {"fake-model"}
    assert "Score per method" in out  # the batch's tables, as for any batch
    saved = TrajectoryStore().list(origin="batch")
    assert len(saved) == 7  # the crashed input never called: nothing of it in History


def test_an_expected_answer_matches_after_normalisation_only() -> None:
    [exact, listed] = parse_inputs(
        '{"input": "q", "expected": "The Eiffel Tower"}\n{"input": "q2", "expected": ["Paris", "City of Light"]}'
    )
    assert exact.check("the eiffel tower.") and exact.check("Eiffel Tower")
    assert not exact.check("It is the Eiffel Tower") and not exact.check(None) and not exact.check("  ")
    assert listed.check("city of light!") and listed.em_f1("Paris") == (1.0, 1.0)
    assert (exact.id, listed.id) == ("line-1", "line-2")


def test_bad_lines_are_each_named_and_nothing_runs() -> None:
    text = "\n".join(
        [
            '{"input": "fine", "expected": "x"}',
            "# a comment",
            "",
            "not json",
            '{"expected": "x"}',
            '{"input": "q", "expected": "x", "regex": "y"}',
            '{"input": "q"}',
            '{"input": "q", "regex": "("}',
            '["input"]',
            '{"id": "a", "input": "q", "expected": "x"}',
            '{"id": "a", "input": "q2", "expected": "y"}',
        ]
    )
    with pytest.raises(InputsError) as caught:
        parse_inputs(text, "inputs.jsonl")
    message = str(caught.value)
    assert message.startswith("inputs.jsonl: 7 bad lines; nothing was run and the file is unchanged.")
    for expected in (
        "line 4: not JSON",
        'line 5: no "input"',
        "line 6: give one check",
        ", not both",
        "line 7: give one check",
        'line 8: "regex" is not a regular expression',
        "line 9: a JSON list",
        "line 11: the id 'a' is also on line 10",
    ):
        assert expected in message


def test_the_gate_fails_on_a_planted_regression_and_passes_the_unchanged_agent(
    agent_file: Path,
    inputs_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    baseline = tmp_path / "baseline.sqlite3"
    with FakeOpenAIServer() as upstream:
        monkeypatch.setenv("OPENAI_BASE_URL", upstream.base_url)
        model_server(upstream, regression=True)
        assert eval_agent(upstream, baseline, agent_file, inputs_file, "agent-main") == 0
        gate = ("--baseline", "agent-main", "--baseline-results", str(baseline), "--fail-below", "5")
        same = eval_agent(upstream, tmp_path / "ci1.sqlite3", agent_file, inputs_file, "ci-same", *gate)
        same_out = capsys.readouterr().out
        monkeypatch.setenv("AGENT_PROMPT", "PROMPT-V2: answer briefly.")  # the change under review
        worse = eval_agent(upstream, tmp_path / "ci2.sqlite3", agent_file, inputs_file, "ci-worse", *gate)
        worse_out = capsys.readouterr().out
    assert same == 0 and "Gate passed (--fail-below 5)" in same_out
    assert worse == 3 and "Gate FAILED (--fail-below 5)" in worse_out
    assert "agent         fake-model                   5     100.0     0.0          -100.0" in worse_out
    assert "  france: 100 -> 0" in worse_out
    # The stored batches read again without running anything, as a CI job's second step would.
    shown = main(["eval", "--show", "ci-worse", "--results", str(tmp_path / "ci2.sqlite3"), *gate])
    assert shown == 3


def test_the_command_must_say_where_the_input_goes(inputs_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["eval", "--agent", "python my_agent.py", "--inputs", str(inputs_file), "--batch", "b"])
    assert code == 1
    assert "Put {input} in your agent's command" in capsys.readouterr().err
    assert main(["eval", "--agent", "python a.py {input}", "--inputs", str(inputs_file)]) == 2
    assert "--agent needs --batch NAME" in capsys.readouterr().err


def test_a_call_the_model_did_not_answer_is_not_the_agents_failure_and_runs_again_on_resume(
    agent_file: Path,
    inputs_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    results = tmp_path / "eval.sqlite3"
    with FakeOpenAIServer() as upstream:
        monkeypatch.setenv("OPENAI_BASE_URL", upstream.base_url)
        upstream.when("Capital of Norway", status=503, message="the model server is overloaded")
        model_server(upstream)
        assert eval_agent(upstream, results, agent_file, inputs_file, "agent-v1") == 1
        err = capsys.readouterr().err
        assert "norway: a call of the agent got no reply from the model" in err
        assert "1 inputs left: run the same command to resume." in err
        assert "norway" not in set(ResultsStore(results).frame("agent-v1", failed=False)["task_id"])
        upstream.rules = [rule for rule in upstream.rules if rule[0] != "Capital of Norway"]
        upstream.when("Capital of Norway", "Oslo.")
        assert eval_agent(upstream, results, agent_file, inputs_file, "agent-v1") == 0
        assert "4 already finished" in capsys.readouterr().err  # only Norway ran again
    assert ResultsStore(results).frame("agent-v1").set_index("task_id").loc["norway", "score"] == 1.0


def test_a_langgraph_agent_as_a_batch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The LangGraph example a person copies (examples/agents/), from `.venv-agents`: each input its own
    process; its own tool runs; its final answer, LangGraph's last message, is what the check reads."""
    from tests.support.framework_agents import AGENTS, AGENTS_PYTHON, require_agents_venv

    require_agents_venv()
    inputs = tmp_path / "cities.jsonl"
    inputs.write_text(
        json.dumps({"id": "paris", "input": "How many people live in Paris?", "regex": r"2,102,650"})
        + "\n"
        + json.dumps({"id": "lima", "input": "How many people live in Lima?", "expected": "About 10 million."})
        + "\n"
    )
    monkeypatch.setenv("AGENT_TOOL_LOG", str(tmp_path / "tools.jsonl"))
    with FakeOpenAIServer() as upstream:
        monkeypatch.setenv("OPENAI_BASE_URL", upstream.base_url)
        upstream.when("Paris has 2,102,650 inhabitants", "Paris has 2,102,650 inhabitants.")
        upstream.when("Lima has 10,151,000 inhabitants", "About ten million.")  # a wrong wording: scored 0
        for city in ("Paris", "Lima"):
            upstream.when(
                f"live in {city}?", "", tool_calls=[{"name": "lookup_population", "arguments": {"city": city}}]
            )
        code = main(
            [
                "eval", "--agent", f"{AGENTS_PYTHON} langgraph_agent.py {{input}}", "--agent-cwd", str(AGENTS),
                "--inputs", str(inputs), "--batch", "langgraph-v1", "--models", "fake-model",
                "--results", str(tmp_path / "eval.sqlite3"), "--concurrency", "2",
            ]
        )  # fmt: skip
    assert code == 0
    frame = ResultsStore(tmp_path / "eval.sqlite3").frame("langgraph-v1").set_index("task_id")
    assert frame.loc["paris", "answer"] == "Paris has 2,102,650 inhabitants." and frame.loc["paris", "score"] == 1.0
    assert frame.loc["lima", "answer"] == "About ten million." and frame.loc["lima", "score"] == 0.0
    assert (frame["calls"] == 2).all()
    called = sorted(
        json.loads(line)["arguments"]["city"] for line in (tmp_path / "tools.jsonl").read_text().splitlines()
    )
    assert called == ["Lima", "Paris"]  # LangGraph's own tool ran for each input


def test_stop_ends_the_running_agents_and_keeps_nothing_half_done(tmp_path: Path) -> None:
    import threading
    import time

    from react_core.evaluation.agent_batch import AgentBatch
    from react_core.models.config import load_config

    (tmp_path / "slow.py").write_text("import time\ntime.sleep(60)\n")
    inputs = tmp_path / "inputs.jsonl"
    inputs.write_text('{"input": "a", "expected": "x"}\n{"input": "b", "expected": "x"}\n')
    with FakeOpenAIServer() as upstream:
        config = load_config({"base_url": upstream.base_url, "model": "fake-model"}, env={})
        batch = AgentBatch(
            f"{sys.executable} slow.py {{input}}",
            inputs,
            config,
            "slow",
            results=ResultsStore(tmp_path / "e.sqlite3"),
            cwd=tmp_path,
        )
        reports: list = []
        thread = threading.Thread(target=lambda: reports.append(batch.run()))
        thread.start()
        while batch.progress.running == 0:  # the first agent has started
            time.sleep(0.05)
        batch.stop(now=True)
        thread.join(30)
    assert not thread.is_alive()
    [report] = reports
    assert report.stopped and not report.complete and report.progress.finished == 0
    assert ResultsStore(tmp_path / "e.sqlite3").frame("slow").empty  # the stopped input runs again on resume
