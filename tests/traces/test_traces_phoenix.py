"""Runs sent to a real Arize Phoenix (`phoenix serve`, started here on a free loopback port with its
own working folder) and read back through Phoenix's REST API (GET /v1/projects/default/spans): the
span names and kinds Phoenix shows, who is whose parent, the token counts and the text, exactly.

Phoenix lives in .venv-phoenix (`make phoenix`, which `make test` runs); without it these tests
skip, except under `make test` or CI (REACT_REQUIRE_PHOENIX / CI), where its absence fails them.
"""

from __future__ import annotations

import base64
import copy
import json
import os
import urllib.request
from pathlib import Path

import pytest

from react_core.traces import names as n
from react_core.traces.live import LiveExport
from react_core.traces.live_sink import exporting
from react_core.traces.otlp_file import trajectory_to_otlp
from react_core.traces.spans import trace_id
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.family_runs import HINT, HOTPOT_WIN, hotpotqa, steered_hotpotqa
from tests.support.phoenix_server import PHOENIX, Phoenix, running_phoenix
from tests.support.scripted_model import ScriptedModel

pytestmark = pytest.mark.phoenix


@pytest.fixture(scope="module")
def phoenix(tmp_path_factory) -> Phoenix:
    if not PHOENIX.exists():
        reason = f"Arize Phoenix is not installed at {PHOENIX}; run `make phoenix`"
        if os.environ.get("REACT_REQUIRE_PHOENIX") or os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    with running_phoenix(tmp_path_factory.mktemp("phoenix")) as server:
        yield server


def send(phoenix: Phoenix, trajectory: Trajectory, include_messages: bool = False) -> LiveExport:
    export = LiveExport(phoenix.url, include_messages=include_messages)
    export.finish(trajectory)
    assert export.flush(30) and export.take_note() is None
    return export


def by_name(spans: list[dict]) -> dict[str, list[dict]]:
    named: dict[str, list[dict]] = {}
    for span in spans:
        named.setdefault(span["name"], []).append(span)
    return named


def test_a_run_sent_as_it_steps_reads_back_from_phoenix_as_an_agent_run(phoenix):
    from react_core.data.tasks import get_task
    from react_core.engine.assemble import new_engine

    export = LiveExport(phoenix.url)
    engine = new_engine(
        get_task("hotpotqa-bundled-01"), "react", ScriptedModel(list(HOTPOT_WIN)), sink=exporting(None, export)
    )
    trajectory = engine.trajectory
    traces = [trace_id(trajectory, engine.branch)]
    engine.step()
    assert export.flush(30)
    first = phoenix.spans(traces, expected=2)
    assert [s["name"] for s in first] == ["chat scripted", "execute_tool search"]  # there while the run goes on
    engine.run()
    assert export.flush(30) and export.take_note() is None

    spans = phoenix.spans(traces, expected=7)
    assert len(spans) == 7
    (root,) = [s for s in spans if s["parent_id"] is None]
    assert root["name"] == "invoke_agent react" and root["span_kind"] == "AGENT"
    children = [s for s in spans if s is not root]
    assert {s["parent_id"] for s in children} == {root["context"]["span_id"]}
    assert [(s["name"], s["span_kind"]) for s in children] == [
        ("chat scripted", "LLM"),
        ("execute_tool search", "TOOL"),
    ] * 2 + [("chat scripted", "LLM"), ("execute_tool finish", "TOOL")]
    assert root["attributes"][n.INPUT_VALUE] == trajectory.task.text
    assert root["attributes"][n.OUTPUT_VALUE] == "Zanzibar" and root["attributes"][n.WB_SCORE] == 1.0

    steps = trajectory.steps_of()
    chats = [s for s in children if s["span_kind"] == "LLM"]
    tools = [s for s in children if s["span_kind"] == "TOOL"]
    calls = [trajectory.calls[s.call_id or ""] for s in steps if s.kind == StepKind.THOUGHT]
    for chat, call in zip(chats, calls, strict=True):
        assert chat["attributes"][n.LLM_PROMPT_TOKENS] == call.tokens_in > 0
        assert chat["attributes"][n.LLM_COMPLETION_TOKENS] == call.tokens_out > 0
        assert chat["attributes"][n.LLM_TOTAL_TOKENS] == call.tokens_in + call.tokens_out
        assert chat["attributes"][n.INPUT_TOKENS] == call.tokens_in
        assert chat["attributes"][n.LLM_MODEL_NAME] == "scripted"
    thoughts = [s.text for s in steps if s.kind == StepKind.THOUGHT]
    actions = [s.text for s in steps if s.kind == StepKind.ACTION]
    observations = [s.text for s in steps if s.kind == StepKind.OBSERVATION]
    assert [c["attributes"][n.WB_THOUGHT] for c in chats] == thoughts
    assert [c["attributes"][n.OUTPUT_VALUE] for c in chats] == [
        f"Thought: {t}\nAction: {a}" for t, a in zip(thoughts, actions, strict=True)
    ]
    assert [t["attributes"][n.WB_ACTION] for t in tools] == actions
    assert [t["attributes"][n.OUTPUT_VALUE] for t in tools] == observations
    assert [t["attributes"][n.INPUT_VALUE] for t in tools] == ["Queen (band)", "Freddie Mercury", "Zanzibar"]
    assert n.INPUT_VALUE not in chats[0]["attributes"]  # no prompt unless asked


def test_a_steered_branch_is_a_second_trace_with_its_fork_its_score_and_the_persons_thought(phoenix):
    engine, original, steered = steered_hotpotqa()
    trajectory = engine.trajectory
    send(phoenix, trajectory)
    first = phoenix.spans([trace_id(trajectory, trajectory.branch(original))], expected=5)
    second = phoenix.spans([trace_id(trajectory, trajectory.branch(steered))], expected=6)
    assert len(first) == 5 and len(second) == 6
    root = next(s for s in second if s["parent_id"] is None)
    assert root["attributes"][n.WB_PARENT_BRANCH] == "main" and root["attributes"][n.WB_FORK_STEP] == 3
    assert root["attributes"][n.WB_BRANCH_CHANGE] == "edited thought at step 4"
    assert root["attributes"][n.WB_SCORE] == 1.0
    assert next(s for s in first if s["parent_id"] is None)["attributes"][n.WB_SCORE] == 0.0
    person = by_name(second)["thought"][0]
    assert person["span_kind"] == "CHAIN" and person["parent_id"] == root["context"]["span_id"]
    assert person["attributes"][n.WB_AUTHOR] == "human_edit" and person["attributes"][n.OUTPUT_VALUE] == HINT


def test_with_messages_phoenix_holds_each_prompt_and_raw_reply_exactly(phoenix):
    trajectory = hotpotqa(win=True)
    send(phoenix, trajectory, include_messages=True)
    spans = phoenix.spans([trace_id(trajectory, trajectory.branch())], expected=7)
    chats = by_name(spans)["chat scripted"]
    calls = sorted(trajectory.calls.values(), key=lambda c: c.created_at)
    for chat, call in zip(chats, calls, strict=True):
        assert chat["attributes"][n.INPUT_VALUE] == call.prompt
        assert chat["attributes"]["llm.input_messages.0.message.content"] == call.prompt
        assert chat["attributes"]["llm.output_messages.0.message.content"] == call.raw_output
        assert chat["attributes"]["llm.output_messages.0.message.role"] == "assistant"


def otlp_protobuf(data: dict) -> bytes:
    """An OTLP JSON file as the protobuf Phoenix takes: OTLP JSON writes ids in hex where protobuf's
    own JSON mapping has base64; everything else is parsed by OpenTelemetry's schema, strictly."""
    from google.protobuf import json_format
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    data = copy.deepcopy(data)
    for resource in data["resourceSpans"]:
        for scope in resource["scopeSpans"]:
            for span in scope["spans"]:
                for holder in [span, *span["links"]]:
                    for key in ("traceId", "spanId", "parentSpanId"):
                        if key in holder:
                            holder[key] = base64.b64encode(bytes.fromhex(holder[key])).decode()
    return json_format.ParseDict(data, ExportTraceServiceRequest()).SerializeToString()


def test_the_otlp_json_file_goes_into_phoenix_and_its_root_gives_the_trajectory_back(phoenix):
    engine, original, _ = steered_hotpotqa()
    trajectory = engine.trajectory
    body = otlp_protobuf(json.loads(json.dumps(trajectory_to_otlp(trajectory, include_messages=True))))
    request = urllib.request.Request(
        f"{phoenix.url}/v1/traces", data=body, headers={"Content-Type": "application/x-protobuf"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 200
    traces = [trace_id(trajectory, b) for b in trajectory.branches.values()]
    spans = phoenix.spans(traces, expected=11)
    assert len(spans) == 11
    root = next(s for s in spans if s["parent_id"] is None and s["context"]["trace_id"] == traces[0])
    back = Trajectory.from_json(root["attributes"][n.WB_TRAJECTORY_JSON])
    assert back.to_dict() == trajectory.to_dict()
    assert trajectory.branch(original).name == "main"


@pytest.mark.embedded
def test_a_run_of_the_embedded_model_from_the_command_line_reads_back_from_phoenix(phoenix, tmp_path):
    """What a person does: `python -m react_core run ... --otlp URL` with the real model; then the
    spans Phoenix holds carry the model's own name, its real token counts and its exact text."""
    import subprocess
    import sys

    from react_core.models.errors import ModelError
    from react_core.models.server_build import find_server_binary

    try:
        find_server_binary()
    except ModelError as missing:
        if os.environ.get("REACT_REQUIRE_EMBEDDED"):
            pytest.fail(f"the embedded model is not ready: {missing}")
        pytest.skip(f"embedded model not set up ({missing.cause}); run `make model`")
    out = tmp_path / "run.json"
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "OTEL_", "REACT_MODEL", "REACT_PROVIDER"))
    }
    env["REACT_CACHE"] = "0"  # REACT_HOME stays: the model's server and weights live there; nothing is saved
    command = [sys.executable, "-m", "react_core", "run", "--task", "hotpotqa", "--task-id", "hotpotqa-bundled-01"]
    command += ["--max-steps", "1", "--otlp", phoenix.url, "--json", str(out)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, env=env, cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr
    assert "spans sent to" in done.stderr and "# note:" not in done.stderr
    trajectory = Trajectory.from_json(out.read_text(encoding="utf-8"))
    spans = phoenix.spans([trace_id(trajectory, trajectory.branch())], expected=3)
    chat = next(s for s in spans if s["span_kind"] == "LLM")
    (call,) = [c for c in trajectory.calls.values()][:1]
    assert chat["name"] == f"chat {call.model}" and call.model.startswith("embedded:")
    assert chat["attributes"][n.LLM_PROMPT_TOKENS] == call.tokens_in > 1000
    assert chat["attributes"][n.LLM_COMPLETION_TOKENS] == call.tokens_out > 0
    first = trajectory.steps_of()[0]
    assert chat["attributes"][n.WB_THOUGHT if first.kind == StepKind.THOUGHT else n.WB_ACTION] == first.text
    tool = next(s for s in spans if s["span_kind"] == "TOOL")
    action = next(s for s in trajectory.steps_of() if s.kind == StepKind.ACTION)
    assert tool["attributes"][n.WB_ACTION] == action.text
    assert next(s for s in spans if s["parent_id"] is None)["span_kind"] == "AGENT"


def test_a_tool_call_run_reads_back_from_phoenix_with_its_calls_and_imports_as_a_tool_call_run(
    phoenix, tmp_path, monkeypatch
):
    """A ReAct (tool calls) run: Phoenix holds each call as the call itself (the tool span's JSON arguments
    and id, the chat span's output tool call, the declared tools), and its REST answer, read without the
    trajectory JSON, imports as a tool-call run with the same calls."""
    from react_core.plugins import registry
    from react_core.traces.trace_import import read_trace_text
    from tests.traces.test_trace_tool_calls import FREDDIE, _tool_call_run

    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    registry.reset_for_tests()
    trajectory = _tool_call_run()
    send(phoenix, trajectory, include_messages=True)
    spans = phoenix.spans([trace_id(trajectory, trajectory.branch())], expected=5)
    named = by_name(spans)
    (search,) = named["execute_tool search"]
    assert search["attributes"][n.TOOL_CALL_ARGUMENTS] == FREDDIE and search["attributes"][n.TOOL_CALL_ID] == "c1"
    chat = named["chat fake-model"][0]["attributes"]
    at = "llm.output_messages.0.message.tool_calls.0.tool_call"
    assert (chat[f"{at}.function.name"], chat[f"{at}.function.arguments"], chat[f"{at}.id"]) == (
        "search",
        FREDDIE,
        "c1",
    )
    assert json.loads(chat[f"llm.tools.0.{n.OI_LLM_TOOL_JSON_SCHEMA}"])["function"]["name"] == "search"
    for span in spans:
        span["attributes"].pop(n.WB_TRAJECTORY_JSON, None)
    (back,) = read_trace_text(json.dumps({"data": spans}), "phoenix.json").trajectories
    registry.reset_for_tests()
    assert back.method == "react_tools" and back.branch().answer == "Zanzibar"
    assert [s.tool_call for s in back.steps_of() if s.tool_call] == [
        s.tool_call for s in trajectory.steps_of() if s.tool_call
    ]


def test_an_open_tool_call_branch_is_one_tree_and_its_chat_spans_show_their_messages_in_phoenix(
    phoenix, tmp_path, monkeypatch
):
    """Sent as the app sends (root with the first step, prompts on), a tool-call branch left open after two
    steps: Phoenix holds its agent root with every step under it, and each chat span's attributes, as
    Phoenix's own span view reads them (GraphQL), hold the input messages as sent (the earlier call and its
    result tied by id), the reply's thought and call, and the input and output values. When the branch ends,
    Phoenix keeps that root and the end arrives as its outcome span."""
    from react_core.engine import catalog
    from react_core.engine.assemble import new_engine
    from react_core.models.openai_model import OpenAIModel
    from react_core.plugins import registry
    from react_core.traces.trace_import import read_trace_text
    from tests.support.fake_openai_server import FakeOpenAIServer

    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("REACT_CACHE", "0")
    registry.reset_for_tests()
    thoughts = ["Queen recorded it; I need its lead singer.", "Mercury was born in Zanzibar; I look it up."]
    export = LiveExport(phoenix.url, include_messages=True, open_roots=True)
    with FakeOpenAIServer() as server:
        server.reply(
            thoughts[0], tool_calls=[{"name": "search", "arguments": {"entity": "Freddie Mercury"}, "id": "c1"}]
        )
        server.reply(thoughts[1], tool_calls=[{"name": "search", "arguments": {"entity": "Zanzibar"}, "id": "c2"}])
        server.reply(
            "Zanzibar it is.", tool_calls=[{"name": "finish", "arguments": {"answer": "Zanzibar"}, "id": "c3"}]
        )
        model = OpenAIModel(base_url=server.base_url, model="fake-model", api_style="completion", retries=0)
        engine = new_engine(
            catalog.find_task("hotpotqa", "hotpotqa-bundled-01"), "react_tools", model, sink=exporting(None, export)
        )
        engine.step()
        engine.step()
        assert not engine.branch.finished
        assert export.flush(30) and export.take_note() is None
        trajectory = engine.trajectory
        traces = [trace_id(trajectory, engine.branch)]
        spans = phoenix.spans(traces, expected=5)
        (root,) = [s for s in spans if s["parent_id"] is None]
        assert root["span_kind"] == "AGENT" and root["name"] == "invoke_agent react_tools"
        assert {s["parent_id"] for s in spans if s is not root} == {root["context"]["span_id"]}

        seen = sorted(
            (s for s in phoenix.graphql_spans(traces) if s["spanKind"] == "llm"),
            key=lambda s: json.loads(s["attributes"])["react_workbench"]["step"],
        )
        calls = [trajectory.calls[s.call_id or ""] for s in trajectory.steps_of() if s.kind == StepKind.THOUGHT]
        assert len(seen) == 2
        for span, call, thought in zip(seen, calls, thoughts, strict=True):
            llm = json.loads(span["attributes"])["llm"]
            inputs = [m["message"] for m in llm["input_messages"]]
            assert [m["role"] for m in inputs][-1] == ("user" if call is calls[0] else "tool")
            (reply,) = [m["message"] for m in llm["output_messages"]]
            assert reply["role"] == "assistant" and reply["content"].startswith(thought)
            assert reply["tool_calls"][0]["tool_call"]["function"]["name"] == "search"
            assert span["input"]["value"] == call.prompt and span["output"]["value"]
        second = [m["message"] for m in json.loads(seen[1]["attributes"])["llm"]["input_messages"]]
        asked, answered = second[-2], second[-1]
        assert asked["role"] == "assistant" and asked["tool_calls"][0]["tool_call"]["id"] == "c1"
        arguments = asked["tool_calls"][0]["tool_call"]["function"]["arguments"]
        assert json.loads(arguments) == {"entity": "Freddie Mercury"}
        observation = next(s.text for s in trajectory.steps_of() if s.kind == StepKind.OBSERVATION)
        assert answered["tool_call_id"] == "c1" and observation in answered["content"]

        engine.step()  # the branch ends
    assert engine.branch.answer == "Zanzibar"
    assert export.flush(30) and export.take_note() is None
    spans = phoenix.spans(traces, expected=8)
    assert [s["context"]["span_id"] for s in spans if s["parent_id"] is None] == [root["context"]["span_id"]]
    (outcome,) = [s for s in spans if s["name"] == "outcome"]
    assert outcome["parent_id"] == root["context"]["span_id"] and outcome["span_kind"] == "CHAIN"
    assert outcome["attributes"][n.OUTPUT_VALUE] == "Zanzibar" and outcome["attributes"][n.WB_OUTCOME] == "answered"
    # what Phoenix gives back imports as the very run: its JSON is read from the outcome span
    (back,) = read_trace_text(json.dumps({"data": spans}), "phoenix.json").trajectories
    assert back.id == trajectory.id and back.branch().answer == "Zanzibar"
    registry.reset_for_tests()
