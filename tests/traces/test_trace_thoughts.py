"""An imported model call's thought is the model's own prose: what a call written as text leaves behind
(a label such as "Action:", a code fence and its tag "json") is never a thought, and a step with no
prose has no thought. Read from the real smolagents and LangGraph fixtures, their replies written the
way the 1.5B model writes them under each framework's prompt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from react_core.plugins import registry
from react_core.traces.imported_span import Span
from react_core.traces.model_call import model_turn
from react_core.traces.prose import prose
from react_core.traces.trace_import import read_trace_text
from react_core.trajectory.steps import StepKind

TRACES = Path(__file__).parents[1] / "fixtures" / "traces"
CALL = '{"name": "lookup", "arguments": {"topic": "Zubrowka"}}'


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    registry.reset_for_tests()
    yield
    registry.reset_for_tests()


@pytest.mark.parametrize(
    "left_behind",
    ["Action:", "```json", "```", "```json\n\n```", "Thought:", "Action:\n", "  Tool call:  ", "`", "{}", "~~~", ""],
)
def test_what_a_call_leaves_behind_is_no_thought(left_behind):
    assert prose(left_behind) == ""


@pytest.mark.parametrize(
    ("text", "thought"),
    [
        ("Thought: I should look Zubrowka up.\nAction:", "I should look Zubrowka up."),
        ("I should look Zubrowka up.\n```json\n\n```", "I should look Zubrowka up."),
        ("The lookup says Lutz:\n\n```python\n```", "The lookup says Lutz:"),
        ("Thought 3: the capital is Lutz.", "the capital is Lutz."),
        ("json is the format the tool wants.", "json is the format the tool wants."),
    ],
)
def test_the_models_prose_stays_without_the_labels_around_it(text, thought):
    assert prose(text) == thought


def _llm_span(content: str, tool_calls: list[dict] | None = None) -> Span:
    attributes: dict = {"openinference.span.kind": "LLM", "llm.output_messages.0.message.role": "assistant"}
    attributes["llm.output_messages.0.message.content"] = content
    for j, call in enumerate(tool_calls or []):
        at = f"llm.output_messages.0.message.tool_calls.{j}.tool_call.function"
        attributes[f"{at}.name"], attributes[f"{at}.arguments"] = call["name"], json.dumps(call["arguments"])
    return Span(
        trace_id="a" * 32, span_id="b" * 16, parent_id=None, name="chat", start_ns=0, end_ns=1, attributes=attributes
    )


@pytest.mark.parametrize(
    "reply",
    [
        f"Action:\n{CALL}",  # smolagents' ToolCallingAgent prompt
        f"```json\n{CALL}\n```",  # a chat model's habit (LangGraph's run)
        f"Thought:\n```json\n{CALL}\n```",
        f"```json {CALL} ```",
        f"Action:\n```\n{CALL}\n```\n",
    ],
)
def test_a_call_written_as_text_is_the_call_and_leaves_no_thought(reply):
    turn = model_turn(_llm_span(reply))
    assert [(c.name, json.loads(c.arguments)) for c in turn.calls] == [("lookup", {"topic": "Zubrowka"})]
    assert turn.thought == ""


def test_the_prose_before_a_call_is_the_thought():
    turn = model_turn(_llm_span(f"Thought: Zubrowka is not a country I know.\nAction:\n{CALL}"))
    assert turn.thought == "Zubrowka is not a country I know." and turn.calls[0].name == "lookup"


def test_an_api_tool_call_with_only_a_label_for_text_has_no_thought():
    turn = model_turn(_llm_span("Action:", [{"name": "lookup", "arguments": {"topic": "Zubrowka"}}]))
    assert turn.thought == "" and turn.api_calls


def _rewritten(path: Path, change) -> str:
    """The fixture with each model call's reply text changed by `change` (the call's JSON stays in it)."""
    changed = 0
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        data = json.loads(line)
        for resource in data["resourceSpans"]:
            for scope in resource["scopeSpans"]:
                for span in scope["spans"]:
                    for attribute in span["attributes"]:
                        value = attribute["value"].get("stringValue")
                        key = attribute["key"]
                        written = key.startswith("llm.output_messages.") and key.endswith(("content", "text"))
                        if written and value and '"name"' in value:
                            attribute["value"]["stringValue"] = change(value.strip())
                            changed += 1
        lines.append(json.dumps(data))
    assert changed >= 1
    return "\n".join(lines)


def _thoughts(text: str) -> list[str]:
    (trajectory,) = read_trace_text(text, "run.jsonl").trajectories
    return [s.text for s in trajectory.steps_of() if s.kind == StepKind.THOUGHT]


def test_a_smolagents_run_whose_model_wrote_action_before_each_call_has_no_action_thoughts():
    text = _rewritten(TRACES / "smolagents_toolcalling.otlp.jsonl", lambda call: f"Action:\n{call}")
    (trajectory,) = read_trace_text(text, "smolagents.jsonl").trajectories
    assert _thoughts(text) == []
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION] == [
        'lookup[{"topic": "Zubrowka"}]',
        "Finish[Lutz]",
    ]


def test_a_langgraph_run_whose_model_fenced_its_call_as_json_has_no_json_thought():
    text = _rewritten(TRACES / "langgraph_react.otlp.jsonl", lambda call: f"```json\n{call}\n```")
    (trajectory,) = read_trace_text(text, "langgraph.jsonl").trajectories
    assert _thoughts(text) == []
    assert [s.text for s in trajectory.steps_of() if s.kind == StepKind.ACTION] == ['lookup[{"topic": "Zubrowka"}]']


def test_a_thought_the_model_did_write_is_kept_as_it_wrote_it():
    prose_first = "Zubrowka is unknown to me; I will look it up."
    text = _rewritten(
        TRACES / "smolagents_toolcalling.otlp.jsonl", lambda call: f"Thought: {prose_first}\nAction:\n{call}"
    )
    assert _thoughts(text) == [prose_first, prose_first]
