"""A trajectory as OpenTelemetry spans in an OTLP JSON file (react_core.traces): each branch a
trace rooted in an invoke_agent span, a chat span per model call, an execute_tool span per action,
both the GenAI conventions' and OpenInference's attributes, and the prompts only when asked."""

from __future__ import annotations

import json
import re

from react_core.traces import names as n
from react_core.traces.otlp_file import trajectory_to_otlp, write_otlp_json
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.family_runs import HINT, hotpotqa, steered_hotpotqa


def spans_of(data: dict) -> list[dict]:
    return [span for r in data["resourceSpans"] for s in r["scopeSpans"] for span in s["spans"]]


def attrs(span: dict) -> dict:
    """Attribute values as Python values (an intValue is a string in OTLP JSON)."""

    def value(v: dict):
        kind, raw = next(iter(v.items()))
        if kind == "intValue":
            return int(raw)
        if kind == "arrayValue":
            return [value(x) for x in raw["values"]]
        return raw

    return {a["key"]: value(a["value"]) for a in span["attributes"]}


def test_a_run_is_one_trace_an_agent_root_with_a_chat_span_per_call_and_a_tool_span_per_action():
    trajectory = hotpotqa(win=True)
    spans = spans_of(trajectory_to_otlp(trajectory))
    assert len({s["traceId"] for s in spans}) == 1
    root, *children = spans
    assert root["name"] == "invoke_agent react" and root["parentSpanId"] == ""
    assert [s["name"] for s in children] == ["chat scripted", "execute_tool search"] * 2 + [
        "chat scripted",
        "execute_tool finish",
    ]
    assert {s["parentSpanId"] for s in children} == {root["spanId"]}
    assert attrs(root)[n.SPAN_KIND] == "AGENT" and attrs(root)[n.OPERATION] == "invoke_agent"
    assert attrs(root)[n.WB_SCORE] == 1.0 and attrs(root)[n.WB_ANSWER] == "Zanzibar"
    assert attrs(root)[n.INPUT_VALUE] == trajectory.task.text and attrs(root)[n.OUTPUT_VALUE] == "Zanzibar"

    steps = trajectory.steps_of()
    first_call = trajectory.calls[steps[0].call_id or ""]
    chat = attrs(children[0])
    assert children[0]["kind"] == 3  # CLIENT, as the GenAI conventions make a model call
    assert chat[n.SPAN_KIND] == "LLM" and chat[n.OPERATION] == "chat"
    assert chat[n.INPUT_TOKENS] == chat[n.LLM_PROMPT_TOKENS] == first_call.tokens_in > 0
    assert chat[n.OUTPUT_TOKENS] == chat[n.LLM_COMPLETION_TOKENS] == first_call.tokens_out > 0
    assert chat[n.LLM_TOTAL_TOKENS] == first_call.tokens_in + first_call.tokens_out
    assert chat[n.REQUEST_MODEL] == chat[n.LLM_MODEL_NAME] == "scripted"
    assert chat[n.REQUEST_TEMPERATURE] == 0.0 and chat[n.REQUEST_STOP] == first_call.request["stop"]
    assert chat[n.WB_THOUGHT] == steps[0].text and chat[n.WB_ACTION] == steps[1].text
    assert chat[n.OUTPUT_VALUE] == f"Thought: {steps[0].text}\nAction: {steps[1].text}"

    tool = attrs(children[1])
    assert tool[n.SPAN_KIND] == "TOOL" and tool[n.TOOL_NAME] == tool[n.OI_TOOL_NAME] == "search"
    assert tool[n.INPUT_VALUE] == "Queen (band)" and json.loads(tool[n.TOOL_CALL_ARGUMENTS]) == {
        "input": "Queen (band)"
    }
    assert tool[n.OUTPUT_VALUE] == tool[n.TOOL_CALL_RESULT] == steps[2].text
    assert tool[n.WB_AUTHOR] == "model" and tool[n.WB_OBSERVATION_AUTHOR] == "environment"


def test_a_steered_branch_is_its_own_trace_linked_to_its_parent_at_the_fork():
    engine, _, _ = steered_hotpotqa()
    spans = spans_of(trajectory_to_otlp(engine.trajectory))
    roots = [s for s in spans if not s["parentSpanId"]]
    assert len(roots) == 2 and len({s["traceId"] for s in spans}) == 2
    first, second = roots
    assert attrs(first)[n.WB_SCORE] == 0.0 and attrs(second)[n.WB_SCORE] == 1.0
    assert attrs(second)[n.WB_PARENT_BRANCH] == "main" and attrs(second)[n.WB_FORK_STEP] == 3
    assert attrs(second)[n.WB_BRANCH_CHANGE] == "edited thought at step 4"
    # The link points at the span of the parent's last shared step (step 3, the observation of the search).
    (link,) = second["links"]
    target = next(s for s in spans if s["spanId"] == link["spanId"])
    assert link["traceId"] == first["traceId"] and target["name"] == "execute_tool search"
    assert attrs(target)[n.WB_STEP] == 2  # the action; its observation (step 3) is the tool's result
    own = [s for s in spans if s["traceId"] == second["traceId"] and s is not second]
    person = own[0]
    assert person["name"] == "thought" and attrs(person)[n.SPAN_KIND] == "CHAIN"
    assert attrs(person)[n.WB_AUTHOR] == "human_edit" and attrs(person)[n.WB_THOUGHT] == HINT
    assert n.WB_TRAJECTORY_JSON in attrs(first) and n.WB_TRAJECTORY_JSON not in attrs(second)


def test_prompts_and_raw_replies_go_out_only_when_asked():
    trajectory = hotpotqa(win=True)
    call = next(iter(trajectory.calls.values()))
    plain = json.dumps(trajectory_to_otlp(trajectory))
    assert "Bohemian Rhapsody" in plain  # the question is the task, always there
    assert call.prompt[:200] not in plain and call.raw_output not in plain
    spans = spans_of(trajectory_to_otlp(trajectory, include_messages=True))
    chat = attrs(next(s for s in spans if s["name"].startswith("chat")))
    assert chat[n.INPUT_VALUE] == call.prompt
    assert chat["llm.input_messages.0.message.content"] == call.prompt
    assert chat["llm.output_messages.0.message.content"] == call.raw_output
    assert json.loads(chat[n.INPUT_MESSAGES])[0]["parts"][0]["content"] == call.prompt
    assert json.loads(chat[n.OUTPUT_MESSAGES])[0]["parts"][0]["content"] == call.raw_output


def test_the_root_carries_the_whole_trajectory_so_a_file_gives_it_back():
    engine, _, _ = steered_hotpotqa()
    trajectory = engine.trajectory
    root = spans_of(trajectory_to_otlp(trajectory, include_messages=True))[0]
    assert Trajectory.from_json(attrs(root)[n.WB_TRAJECTORY_JSON]).to_dict() == trajectory.to_dict()
    root = spans_of(trajectory_to_otlp(trajectory))[0]
    back = Trajectory.from_json(attrs(root)[n.WB_TRAJECTORY_JSON])
    for branch in trajectory.branches:
        assert [(s.kind, s.text, s.author) for s in back.steps_of(branch)] == [
            (s.kind, s.text, s.author) for s in trajectory.steps_of(branch)
        ]
    assert {c.prompt for c in back.calls.values()} == {""}  # the prompts stayed home


def test_the_file_is_otlp_json_as_the_collector_writes_it(tmp_path):
    trajectories = [hotpotqa(win=True), hotpotqa(win=False)]
    path = tmp_path / "batch.json"
    count = write_otlp_json(trajectories, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    spans = spans_of(data)
    assert count == len(spans) == 6 + 4 + 2
    assert data["resourceSpans"][0]["resource"]["attributes"][0] == {
        "key": "service.name",
        "value": {"stringValue": "react-workbench"},
    }
    for span in spans:
        assert re.fullmatch(r"[0-9a-f]{32}", span["traceId"]) and re.fullmatch(r"[0-9a-f]{16}", span["spanId"])
        assert int(span["startTimeUnixNano"]) <= int(span["endTimeUnixNano"])
        assert isinstance(span["startTimeUnixNano"], str)
    assert len({s["traceId"] for s in spans}) == 2
    assert len({s["spanId"] for s in spans}) == len(spans)
    assert not list(tmp_path.glob("*.tmp"))


def test_the_same_trajectory_gives_the_same_ids_every_time():
    trajectory = hotpotqa(win=True)
    ids = [(s["traceId"], s["spanId"]) for s in spans_of(trajectory_to_otlp(trajectory))]
    assert ids == [(s["traceId"], s["spanId"]) for s in spans_of(trajectory_to_otlp(trajectory))]


def test_an_unfinished_action_is_a_tool_span_without_a_result():
    trajectory = hotpotqa(win=True)
    branch = trajectory.branch()
    branch.outcome = None
    branch.step_ids = [i for i in branch.step_ids[:2]]
    spans = spans_of(trajectory_to_otlp(trajectory))
    tool = attrs(spans[-1])
    assert spans[-1]["name"] == "execute_tool search" and n.OUTPUT_VALUE not in tool
    assert n.WB_SCORE not in attrs(spans[0])
    assert trajectory.steps_of()[1].kind == StepKind.ACTION


def test_a_family_not_installed_here_is_exported_unscored_and_an_orphan_branch_from_its_start():
    engine, _, steered = steered_hotpotqa()
    data = engine.trajectory.to_dict()
    data["task"]["family"] = "someone-elses-plugin"
    trajectory = Trajectory.from_dict(data)
    trajectory.branch(steered).parent_id = "gone"  # as a damaged file may have it
    spans = spans_of(trajectory_to_otlp(trajectory))
    roots = [s for s in spans if not s["parentSpanId"]]
    assert all(n.WB_SCORE not in attrs(r) for r in roots)
    orphan = next(r for r in roots if attrs(r)[n.WB_BRANCH] == "main.1")
    assert orphan["links"] == [] and n.WB_PARENT_BRANCH not in attrs(orphan)
    own = [s for s in spans if s["traceId"] == orphan["traceId"] and s is not orphan]
    assert attrs(own[0])[n.WB_STEP] == 1  # all its steps, the shared ones too: nothing to link them to
