"""Import: other frameworks' OpenTelemetry traces (and the workbench's own) become trajectories in
History that a person steps, edits and resumes (ReAct (tool calls) for a tool-calling agent) over the trace's recorded tools.

The smolagents and LangGraph fixtures were made by running those frameworks here against the embedded
model, traced with OpenInference's instrumentors:

    python3 -m venv .venv-frameworks
    .venv-frameworks/bin/pip install -r tests/fixtures/traces/requirements-frameworks.txt
    .venv-frameworks/bin/python tests/fixtures/traces/make_framework_traces.py
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from react_core.cli import main as cli
from react_core.engine import catalog
from react_core.engine.assemble import open_engine
from react_core.models.config import ModelConfig
from react_core.models.factory import open_model
from react_core.plugins import registry
from react_core.storage.export import to_text
from react_core.storage.store import TrajectoryStore
from react_core.traces.trace_import import MAX_BYTES, TraceImportError, read_trace_file, read_trace_text
from react_core.trajectory.steering import ReplaceAction
from tests.support.fake_openai_server import FakeOpenAIServer

TRACES = Path(__file__).parents[1] / "fixtures" / "traces"
SMOLAGENTS = TRACES / "smolagents_toolcalling.otlp.jsonl"
LANGGRAPH = TRACES / "langgraph_react.otlp.jsonl"
MODEL = "qwen2.5-coder-1.5b-instruct-q4_k_m"
ZUBROWKA = "Zubrowka: a small alpine republic; capital Lutz; population 1.2 million."


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    for name in (
        "OPENAI_API_KEY",
        "REACT_PROVIDER",
        "REACT_CONFIG",
        "REACT_MODEL",
        registry.MCP_ENV,
        registry.PLUGINS_ENV,
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REACT_CACHE", "0")
    registry.reset_for_tests()
    yield tmp_path / "home"
    registry.reset_for_tests()


@pytest.fixture
def fake_model():
    with FakeOpenAIServer(models=("fake-model",)) as server:
        yield server


def _open(server: FakeOpenAIServer):
    return open_model(ModelConfig(provider="openai-compatible", base_url=server.base_url, model="fake-model"))


def _kinds_and_texts(trajectory) -> list[tuple[str, str]]:
    return [(s.kind.value, s.text) for s in trajectory.steps_of()]


def test_smolagents_tool_calling_agent_imports_with_its_call_result_answer_tokens_model_and_tools(home):
    """smolagents' ToolCallingAgent: the model wrote its calls as JSON text (the llama.cpp server sent no
    tool_calls), smolagents parsed them, ran lookup, and ended with final_answer.

    Made by: make framework-traces (.venv-frameworks/bin/python tests/fixtures/traces/make_framework_traces.py smolagents)."""
    result = read_trace_file(SMOLAGENTS)
    (trajectory,) = result.trajectories
    assert trajectory.task.text == "What is the capital of Zubrowka? Look it up with the lookup tool first."
    assert _kinds_and_texts(trajectory) == [
        ("action", 'lookup[{"topic": "Zubrowka"}]'),
        ("observation", ZUBROWKA),
        ("action", "Finish[Lutz]"),
        ("observation", "Episode finished."),
    ]
    assert trajectory.branch().answer == "Lutz" and trajectory.method == "react_tools"  # a tool-calling agent
    lookup, finish = (s for s in trajectory.steps_of() if s.kind.value == "action")
    assert lookup.tool_call is not None and finish.tool_call is not None
    assert (lookup.tool_call["name"], lookup.tool_call["arguments"]) == ("lookup", '{"topic": "Zubrowka"}')
    assert (finish.tool_call["name"], finish.tool_call["arguments"]) == ("finish", '{"answer": "Lutz"}')
    assert lookup.tool_call["id"] and lookup.tool_call["id"] != finish.tool_call["id"]  # smolagents gave no ids
    totals = trajectory.totals()
    assert (totals["calls"], totals["tokens_in"], totals["tokens_out"]) == (2, 1176 + 1297, 400)
    assert trajectory.model["model"] == MODEL and {c.model for c in trajectory.calls.values()} == {MODEL}
    assert trajectory.task.meta["trace"]["framework"] == "smolagents"
    assert trajectory.task.meta["trace"]["file"] == SMOLAGENTS.name
    assert len(trajectory.task.meta["trace"]["trace_id"]) == 32
    family = catalog.family(trajectory.task.family)
    assert family.label == "smolagents trace (lookup)"  # final_answer is Finish[answer], not a tool
    prefix = catalog.make_method("react", family.name).prefix
    assert '(1) lookup[{"topic": string}], looks a country or a city up in a small encyclopedia.' in prefix
    assert "(2) Finish[answer]" in prefix
    assert "Imported 1 trajectory." in result.summary()


def test_langgraph_agent_imports_the_call_it_wrote_but_never_ran_and_stays_open_to_resume(home):
    """LangGraph's create_react_agent: the server sent no tool_calls, so LangGraph took the model's JSON
    call for its final message and ran nothing; the import shows the call, with no result, unfinished.

    Made by: make framework-traces (.venv-frameworks/bin/python tests/fixtures/traces/make_framework_traces.py langgraph)."""
    (trajectory,) = read_trace_file(LANGGRAPH).trajectories
    assert trajectory.task.text == "What is the capital of Zubrowka? Look it up with the lookup tool first."
    assert _kinds_and_texts(trajectory) == [
        ("action", 'lookup[{"topic": "Zubrowka"}]'),
        ("observation", "(The trace recorded no result for this call.)"),
    ]
    assert trajectory.branch().outcome is None  # Continue: resume it with a model
    assert trajectory.task.meta["trace"]["framework"] == "langgraph"
    assert trajectory.totals()["tokens_in"] == 204 and trajectory.totals()["tokens_out"] == 19
    assert catalog.family(trajectory.task.family).label == "langgraph trace (lookup)"


def _finishes(server: FakeOpenAIServer, thought: str, answer: str) -> None:
    """The scripted model's next reply: a thought and the tool-call agent's finish call."""
    server.reply(thought, tool_calls=[{"name": "finish", "arguments": {"answer": answer}, "id": "call_fin"}])


def test_an_edited_call_is_answered_by_the_recorded_result_and_the_run_resumes_as_a_tool_call_run(home, fake_model):
    """The person edits the imported call's arguments as JSON (as the Run page's editor does, checked
    against the schema the trace declared); the recorded result answers it; the model goes on calling tools."""
    from react_core.engine.tool_steering import call_change

    (trajectory,) = read_trace_file(SMOLAGENTS).trajectories
    _finishes(fake_model, "The recorded page says Lutz.", "Lutz")
    engine = open_engine(trajectory, _open(fake_model))
    engine.steering.apply(call_change(trajectory.task.family, 0, "lookup", '{ "topic" : "Zubrowka" }'))
    engine.run()
    steps = engine.trajectory.steps_of()
    assert _kinds_and_texts(engine.trajectory)[1] == ("observation", ZUBROWKA)
    assert steps[0].tool_call is not None and steps[0].tool_call["arguments"] == '{"topic": "Zubrowka"}'
    assert engine.trajectory.branch().answer == "Lutz"
    assert steps[-2].tool_call is not None and steps[-2].tool_call["id"] == "call_fin"
    body = fake_model.requests[-1].body
    assert [t["function"]["name"] for t in body["tools"]] == ["lookup", "finish"]  # the trace's declared tools
    lookup = next(m for m in body["messages"] if m.get("tool_calls"))["tool_calls"][0]
    answered = next(m for m in body["messages"] if m["role"] == "tool")
    assert lookup["function"] == {"name": "lookup", "arguments": '{"topic": "Zubrowka"}'}
    assert answered == {"role": "tool", "tool_call_id": lookup["id"], "content": ZUBROWKA}


def test_an_edited_call_off_the_declared_schema_is_refused_naming_the_field(home):
    from react_core.engine.tool_steering import call_change
    from react_core.trajectory.errors import TrajectoryError

    (trajectory,) = read_trace_file(SMOLAGENTS).trajectories
    with pytest.raises(TrajectoryError, match="topic"):
        call_change(trajectory.task.family, 0, "lookup", '{"subject": "Zubrowka"}')


def test_a_new_call_without_tools_says_it_cannot_be_answered_and_what_to_do(home, fake_model):
    from react_core.engine.tool_steering import call_change

    (trajectory,) = read_trace_file(SMOLAGENTS).trajectories
    _finishes(fake_model, "I cannot look it up.", "unknown")
    engine = open_engine(trajectory, _open(fake_model))
    engine.steering.apply(call_change(trajectory.task.family, 0, "lookup", '{"topic": "Japan"}'))
    engine.run()
    observation = _kinds_and_texts(engine.trajectory)[1][1]
    assert observation.startswith('The imported trace has no result for lookup[{"topic": "Japan"}]')
    assert "--tools FILE" in observation and "Override" in observation


def test_a_new_call_is_answered_by_the_tools_file_given_at_import(home, fake_model):
    (trajectory,) = read_trace_file(SMOLAGENTS, {"tools": str(TRACES / "lookup_tools.py")}).trajectories
    _finishes(fake_model, "Tokyo.", "Tokyo")
    engine = open_engine(trajectory, _open(fake_model))
    engine.steering.apply(ReplaceAction(0, 'lookup[{"topic": "Japan"}]'))  # a call written as text works too
    engine.run()
    assert _kinds_and_texts(engine.trajectory)[1] == ("observation", "Japan: capital Tokyo.")
    assert engine.trajectory.branch().answer == "Tokyo"


def test_the_langgraph_run_resumes_with_the_tool_call_agent_and_its_new_calls_go_to_the_tools(home, fake_model):
    """LangGraph never ran its call; resumed, the recorded-less call is answered by the tools file and the
    model's next tool call by the tools file too, then it finishes."""
    (trajectory,) = read_trace_file(LANGGRAPH, {"tools": str(TRACES / "lookup_tools.py")}).trajectories
    assert trajectory.method == "react_tools"
    (call,) = [s for s in trajectory.steps_of() if s.kind.value == "action"]
    assert call.tool_call is not None and call.tool_call["name"] == "lookup"
    fake_model.reply("Japan next.", tool_calls=[{"name": "lookup", "arguments": {"topic": "Japan"}, "id": "c2"}])
    _finishes(fake_model, "Done.", "Tokyo")
    engine = open_engine(trajectory, _open(fake_model))
    engine.run()
    texts = _kinds_and_texts(engine.trajectory)
    assert ("action", 'lookup[{"topic": "Japan"}]') in texts and ("observation", "Japan: capital Tokyo.") in texts
    assert engine.trajectory.branch().answer == "Tokyo"


def test_the_cli_saves_each_run_to_history_and_prints_ids_and_what_was_read(home, capsys):
    assert cli.main(["trace", "import", str(SMOLAGENTS)]) == 0
    out = capsys.readouterr().out
    (saved,) = TrajectoryStore().list()
    assert saved.id in out and "Read 7 span(s) in 1 trace(s)" in out and "Imported 1 trajectory." in out
    assert to_text(TrajectoryStore().load(saved.id)).count("Action") == 2


# ----- the workbench's own export --------------------------------------------------------------------
def test_export_then_import_gives_the_same_steps_and_text(home):
    from react_core.traces.otlp_file import trajectory_to_otlp

    (original,) = read_trace_file(SMOLAGENTS).trajectories
    back = read_trace_text(json.dumps(trajectory_to_otlp(original)), "round.json").trajectories
    assert len(back) == 1
    assert _kinds_and_texts(back[0]) == _kinds_and_texts(original)
    assert to_text(back[0]) == to_text(original) and back[0].branches.keys() == original.branches.keys()


# ----- Phoenix -------------------------------------------------------------------------------------
def test_a_phoenix_rest_export_of_the_smolagents_run_imports_like_the_otlp_file(home):
    """phoenix_smolagents.rest.json is what a real Phoenix 20.26 answered to GET /v1/projects/default/spans
    after the smolagents fixture was sent to it (tests/fixtures/traces/make_phoenix_export.py, run with
    .venv-phoenix/bin/python)."""
    result = read_trace_file(TRACES / "phoenix_smolagents.rest.json")
    assert "(Phoenix spans)" in result.read[0]
    (trajectory,) = result.trajectories
    (original,) = read_trace_file(SMOLAGENTS).trajectories
    assert _kinds_and_texts(trajectory) == _kinds_and_texts(original)
    assert trajectory.totals()["tokens_in"] == original.totals()["tokens_in"]
    assert trajectory.model["model"] == MODEL and trajectory.task.meta["trace"]["framework"] == "smolagents"


def test_a_phoenix_spans_dataframe_written_as_json_records_imports_alike(home):
    """phoenix_smolagents.dataframe.jsonl: the same Phoenix's spans dataframe (phoenix.client's
    get_spans_dataframe) as .to_json(orient="records", lines=True): dotted columns, ISO times."""
    (trajectory,) = read_trace_file(TRACES / "phoenix_smolagents.dataframe.jsonl").trajectories
    assert _kinds_and_texts(trajectory) == _kinds_and_texts(read_trace_file(SMOLAGENTS).trajectories[0])
    assert trajectory.totals()["tokens_out"] == 400


# ----- bad input -----------------------------------------------------------------------------------
def test_malformed_json_is_one_message_and_history_keeps_what_it_had(home, tmp_path, capsys):
    cli.main(["trace", "import", str(SMOLAGENTS)])
    bad = tmp_path / "bad.json"
    bad.write_text('{"resourceSpans": [{"scopeSpans": ', encoding="utf-8")
    assert cli.main(["trace", "import", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "Nothing was imported: The trace file is not JSON" in out and "Traceback" not in out
    assert len(TrajectoryStore().list()) == 1


def test_a_file_over_the_limit_is_refused_by_its_size_before_reading(home, tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(200 * 1024 * 1024)  # sparse: 200 MB on paper, nothing on disk
    with pytest.raises(TraceImportError, match=r"is 210 MB; the limit is 50 MB, so it was not read"):
        read_trace_file(big)
    assert MAX_BYTES == 50 * 1024 * 1024


def _otlp(spans: list[dict]) -> str:
    return json.dumps({"resourceSpans": [{"scopeSpans": [{"spans": spans}]}]})


def _span(span_id: str, name: str, kind: str, start: int, parent: str | None = None, **attrs: str) -> dict:
    attributes = [{"key": "openinference.span.kind", "value": {"stringValue": kind}}]
    attributes += [{"key": k.replace("__", "."), "value": {"stringValue": v}} for k, v in attrs.items()]
    return {
        "traceId": "ab" * 16,
        "spanId": span_id * 8,
        **({"parentSpanId": parent * 8} if parent else {}),
        "name": name,
        "startTimeUnixNano": str(start),
        "endTimeUnixNano": str(start + 5),
        "attributes": attributes,
    }


def test_a_trace_with_no_model_spans_says_so(home):
    with pytest.raises(TraceImportError, match=r"no model call \(LLM or chat span\)"):
        read_trace_text(_otlp([_span("01", "root", "CHAIN", 1)]), "t.json")


def test_spans_out_of_order_or_without_their_parent_are_read_in_time_order_with_a_note(home):
    spans = [
        _span("03", "llm", "LLM", 30, "09", llm__output_messages__0__message__content="Second."),
        _span("02", "llm", "LLM", 20, "09", llm__output_messages__0__message__content="First."),
    ]
    result = read_trace_text(_otlp(spans), "t.json")
    assert [s.text for s in result.trajectories[0].steps_of()][:1] == ["First."]
    assert any("name a parent the file does not have" in line for line in result.skipped)


def test_a_multi_agent_trace_imports_each_agent_as_its_own_trajectory(home):
    spans = [
        _span("01", "researcher", "AGENT", 1, input__value="Find it."),
        _span("02", "llm", "LLM", 2, "01", llm__output_messages__0__message__content="Searching."),
        _span("03", "writer", "AGENT", 10, input__value="Write it."),
        _span("04", "llm", "LLM", 11, "03", llm__output_messages__0__message__content="Writing.", unknown__attr="x"),
    ]
    result = read_trace_text(_otlp(spans), "t.json")
    assert [t.task.text for t in result.trajectories] == ["Find it.", "Write it."]
    assert any("2 agents side by side (a multi-agent trace)" in line for line in result.skipped)


def test_a_trace_in_the_genai_conventions_gives_reasoning_as_the_thought_and_matches_results_by_call_id(home):
    """genai_conventions.otlp.json is written by hand after OpenTelemetry's GenAI semantic conventions
    (invoke_agent, chat with gen_ai.input/output.messages and gen_ai.tool.definitions, execute_tool)."""
    result = read_trace_file(TRACES / "genai_conventions.otlp.json")
    (trajectory,) = result.trajectories
    assert trajectory.task.text == "What is the capital of Zubrowka?"
    assert _kinds_and_texts(trajectory) == [
        ("thought", "I do not know Zubrowka. I should look it up first."),
        ("action", 'lookup[{"topic": "Zubrowka"}]'),
        ("observation", ZUBROWKA),
        ("action", "Finish[Lutz]"),
        ("observation", "Episode finished."),
    ]
    assert trajectory.model["model"] == "gpt-4o-mini-2024-07-18" and trajectory.totals()["tokens_in"] == 182 + 251
    assert trajectory.method == "react_tools"  # resumed with ReAct (tool calls), its call editable as JSON
    lookup = trajectory.steps_of()[1]
    assert lookup.tool_call == {"name": "lookup", "arguments": '{"topic": "Zubrowka"}', "id": "call_1"}
    assert trajectory.task.meta["trace"]["framework"] == "travel-helper"  # the resource's service.name
    assert catalog.family(trajectory.task.family).label == "travel-helper trace (lookup)"


def _steered_hotpotqa():
    """A HotpotQA run, its second thought edited by a person and resumed: two branches."""
    from react_core.data.tasks import get_task
    from react_core.engine.assemble import new_engine
    from react_core.trajectory.steering import EditThought
    from tests.support.scripted_model import ScriptedModel

    engine = new_engine(
        get_task("hotpotqa-bundled-01"),
        "react",
        ScriptedModel(
            [
                " I should search Bohemian Rhapsody.\nAction 1: Search[Bohemian Rhapsody]",
                " I will guess.\nAction 2: Finish[Tanzania]",
            ]
        ),
    )
    engine.run()
    steered = open_engine(
        engine.trajectory, ScriptedModel(["Search[Freddie Mercury]", " Zanzibar.\nAction 3: Finish[Zanzibar]"])
    )
    steered.steering.apply(EditThought(3, "Mercury sang for Queen; look him up."))
    steered.run()
    return steered.trajectory


def test_a_steered_workbench_run_with_two_branches_comes_back_whole_from_its_export(home):
    from react_core.traces.otlp_file import trajectory_to_otlp

    original = _steered_hotpotqa()
    (back,) = read_trace_text(json.dumps(trajectory_to_otlp(original)), "steered.json").trajectories
    assert {k: v for k, v in back.to_dict().items() if k != "calls"} == {
        k: v for k, v in original.to_dict().items() if k != "calls"
    }  # every step, branch and setting; the prompts travel only when the export opts in
    assert to_text(back) == to_text(original) and back.totals() == original.totals()


def test_a_workbench_export_without_its_trajectory_json_is_read_from_its_spans_branch_by_branch(home):
    """Another tool may drop the big attribute: each branch's trace is then read like anyone's, from the
    react_workbench.thought / .action the chat spans carry and the tool spans' results."""
    from react_core.traces import names
    from react_core.traces.otlp_file import trajectory_to_otlp

    original = _steered_hotpotqa()
    data = trajectory_to_otlp(original)
    for resource in data["resourceSpans"]:
        for scope in resource["scopeSpans"]:
            for span in scope["spans"]:
                span["attributes"] = [a for a in span["attributes"] if a["key"] != names.WB_TRAJECTORY_JSON]
    result = read_trace_text(json.dumps(data), "steered.json")
    main = next(b for b in original.branches.values() if b.name == "main")
    first = next(t for t in result.trajectories if t.branch().answer == "Tanzania")
    assert _kinds_and_texts(first) == [(s.kind.value, s.text) for s in original.steps_of(main.id)]
    assert first.task.text == original.task.text and len(result.trajectories) == 2
    assert first.method == "react" and not any(s.tool_call for s in first.steps_of())  # text ReAct stays text
    fork = next(
        t for t in result.trajectories if t.branch().answer == "Zanzibar"
    )  # its trace: the steps after the fork
    assert _kinds_and_texts(fork)[0] == ("action", "Search[Freddie Mercury]")


def test_what_answers_new_calls_is_a_tools_file_when_it_is_one_else_an_mcp_server(home):
    from react_core.plugins.trace_tools import answer_with_from

    assert answer_with_from(str(TRACES / "lookup_tools.py")) == {"tools": str((TRACES / "lookup_tools.py").resolve())}
    assert answer_with_from("python examples/mcp/notes_server.py") == {"mcp": "python examples/mcp/notes_server.py"}
    assert answer_with_from("  ") == {}


def test_importing_again_with_a_tools_file_answers_new_calls_though_the_first_import_had_none(home, fake_model):
    """The first import's family is loaded in this process; the second, with tools, is a family of its own."""
    (plain,) = read_trace_file(SMOLAGENTS).trajectories
    assert catalog.family(plain.task.family)  # loaded now, as the app would have it
    (tooled,) = read_trace_file(SMOLAGENTS, {"tools": str(TRACES / "lookup_tools.py")}).trajectories
    assert tooled.task.family != plain.task.family
    _finishes(fake_model, "Tokyo.", "Tokyo")
    engine = open_engine(tooled, _open(fake_model))
    engine.steering.apply(ReplaceAction(0, 'lookup[{"topic": "Japan"}]'))
    engine.run()
    assert _kinds_and_texts(engine.trajectory)[1] == ("observation", "Japan: capital Tokyo.")


def test_spans_written_oddly_are_passed_over_with_a_count_and_never_raise_anything_but_the_import_error(home):
    odd = [
        '{"resourceSpans": [1, {"scopeSpans": [null, {"spans": [1, {"traceId": 5}]}]}]}',
        '{"resourceSpans": [{"resource": 5, "scopeSpans": [{"spans": [{"traceId": "ab", "spanId": "cd", '
        '"status": "bad", "startTimeUnixNano": "abc", "attributes": [{"key": "openinference.span.kind", '
        '"value": {"stringValue": "LLM"}}]}]}]}]}',
        '{"data": [null, {"context": 5}]}',
        '"just a string"',
        "[1, 2, 3]",
    ]
    for text in odd:
        with pytest.raises(TraceImportError):
            read_trace_text(text, "odd.json")
