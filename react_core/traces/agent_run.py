"""An agent's run read from its spans: the question, each model call's thought and tool calls, the
tools' results, token counts, the model's name and the tools it declared.

Spans are grouped by trace; in each, the agent root is the top AGENT span (OpenInference) or
``invoke_agent`` span (GenAI conventions), else the top span. Several top agents in one trace are
several runs (a multi-agent trace): each becomes its own trajectory. Within a run, model calls (LLM /
``chat`` spans) are taken in time order; a call's thought is the assistant's text or reasoning parts,
its calls the tool calls it asked for; TOOL / ``execute_tool`` spans give the observations, matched
to a call by the tool call id, else by name in order, else by order. A tool span no model call asked
for (a framework that parsed the call from the model's text) is a call of the model call before it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from react_core.traces import names
from react_core.traces.imported_span import Span, indexed
from react_core.traces.model_call import (
    FINAL_ANSWER_TOOLS,
    ModelTurn,
    ToolCall,
    input_messages,
    json_list,
    json_object,
    model_turn,
)


@dataclass
class AgentRun:
    trace_id: str
    root_name: str
    question: str
    turns: list[ModelTurn]
    tools: list[dict[str, Any]]  # {"name", "description", "parameters"} as declared to the model
    answer: str | None  # the final answer, when the run gave one
    notes: list[str] = field(default_factory=list)
    workbench_json: str = ""  # a workbench export's whole trajectory (an exact round trip)
    workbench_id: str = ""  # the workbench trajectory this trace is a branch of
    service: str = ""
    top_names: str = ""
    tool_calling: bool = False  # a tool-calling agent: it declared its tools or got the API's tool calls

    @property
    def model(self) -> str:
        return next((t.model for t in self.turns if t.model), "")


def traces(spans: list[Span]) -> dict[str, list[Span]]:
    grouped: dict[str, list[Span]] = {}
    for span in spans:
        grouped.setdefault(span.trace_id, []).append(span)
    return grouped


def agent_runs(trace_id: str, spans: list[Span]) -> tuple[list[AgentRun], list[str]]:
    """The runs of one trace, and notes on what was odd (missing parents, several agents)."""
    notes: list[str] = []
    by_id = {s.span_id: s for s in spans}
    orphans = [s for s in spans if s.parent_id and s.parent_id not in by_id]
    if orphans:
        notes.append(
            f"trace {trace_id[:8]}: {len(orphans)} span(s) name a parent the file does not have; "
            "they were read as top spans."
        )
    children: dict[str | None, list[Span]] = {}
    for span in spans:
        parent = span.parent_id if span.parent_id in by_id else None
        children.setdefault(parent, []).append(span)
    for group in children.values():
        group.sort(key=lambda s: (s.start_ns, s.end_ns))  # written in any order: read in time order
    tops = _top_agents(children)
    if len(tops) > 1 and tops[0].kind == names.KIND_AGENT:
        notes.append(
            f"trace {trace_id[:8]} holds {len(tops)} agents side by side (a multi-agent trace): "
            "each is imported as its own trajectory."
        )
    if any(s.kind == names.KIND_AGENT for s in tops):
        runs = [_run(trace_id, root, _subtree(root, children)) for root in tops]
    else:  # no agent span: the whole trace is one run, whatever its top spans
        runs = [_run(trace_id, tops[0], sorted(spans, key=lambda s: (s.start_ns, s.end_ns)))]
    for run in runs:  # the trace's top span names the framework even when the agent sits below it
        run.top_names = " ".join(s.name for s in children.get(None, []))
    return runs, notes


def _top_agents(children: dict[str | None, list[Span]]) -> list[Span]:
    """The highest AGENT spans (none inside another); without any, the top spans that hold a model call."""
    found: list[Span] = []
    stack = list(children.get(None, []))
    while stack:
        span = stack.pop(0)
        if span.kind == names.KIND_AGENT:
            found.append(span)
        else:
            stack.extend(children.get(span.span_id, []))
    if not found:
        return list(children.get(None, []))
    parents = {s.parent_id for s in found}
    if len(found) > 1 and len(parents) == 1 and None not in parents and len({s.name for s in found}) == 1:
        # one graph's agent node, entered once per loop (LangGraph's "agent"): the graph is the run
        return [next(s for group in children.values() for s in group if s.span_id == found[0].parent_id)]
    return sorted(found, key=lambda s: s.start_ns)


def _subtree(root: Span, children: dict[str | None, list[Span]]) -> list[Span]:
    out, stack = [], [root]
    while stack:
        span = stack.pop()
        out.append(span)
        stack.extend(children.get(span.span_id, []))
    return sorted(out, key=lambda s: (s.start_ns, s.end_ns))


def _run(trace_id: str, root: Span, spans: list[Span]) -> AgentRun:
    # A workbench export's set-aside call (a reply a re-ask replaced) counted, but no step came of it.
    llm = [s for s in spans if s.kind == names.KIND_LLM and not s.get(names.WB_SET_ASIDE)]
    tool_spans = [s for s in spans if s.kind == names.KIND_TOOL]
    turns = [model_turn(s) for s in llm]
    notes = _attach_results(turns, tool_spans, llm)
    declared = _declared_tools(llm)
    tools = declared or _tools_from_calls(turns)
    question = _question(root, llm)
    answer = _final_answer(turns)
    return AgentRun(
        trace_id=trace_id,
        root_name=root.name,
        question=question,
        turns=turns,
        tools=tools,
        answer=answer,
        notes=notes,
        # on the root, or on its outcome span when the root went while the branch was open (a live export)
        workbench_json=next(
            (s.text(names.WB_TRAJECTORY_JSON) for s in [root, *spans] if s.get(names.WB_TRAJECTORY_JSON)), ""
        ),
        workbench_id=root.text(names.WB_TRAJECTORY_ID),
        service=root.service,
        tool_calling=bool(declared) or any(t.api_calls for t in turns),
    )


# ----- tools and their results -------------------------------------------------------------------------
def _attach_results(turns: list[ModelTurn], tool_spans: list[Span], llm: list[Span]) -> list[str]:
    notes: list[str] = []
    pending = [c for t in turns for c in t.calls]
    for span in tool_spans:
        name = str(span.get(names.OI_TOOL_NAME) or span.get(names.TOOL_NAME) or span.name.removeprefix("execute_tool "))
        call_id = str(span.get(names.TOOL_CALL_ID) or span.get(names.OI_TOOL_CALL_ID) or "")
        result = span.text(names.OUTPUT_VALUE) or span.text(names.TOOL_CALL_RESULT)
        call = next((c for c in pending if call_id and c.call_id == call_id), None)
        call = call or next(
            (c for c in pending if c.name.lower() == name.lower() and not (c.call_id and call_id)), None
        )
        if call is None:  # a call the framework read from the model's text: it belongs to the call before it
            before = [i for i, s in enumerate(llm) if s.start_ns <= span.start_ns]
            if not turns or not before:
                notes.append(f"a {name} tool span comes before any model call; it was skipped.")
                continue
            call = ToolCall(name, _tool_arguments(span), call_id)
            turns[before[-1]].calls.append(call)
        else:
            pending.remove(call)
        call.result = result
        call.failed = span.status == "ERROR"
    return notes


def _tool_arguments(span: Span) -> str:
    text = span.text(names.TOOL_CALL_ARGUMENTS) or span.text(names.INPUT_VALUE)
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return text
    if isinstance(value, dict) and set(value) <= {"args", "kwargs", "sanitize_inputs_outputs"}:
        kwargs = value.get("kwargs")  # smolagents' Tool.__call__ input: {"args": [], "kwargs": {...}}
        if isinstance(kwargs, dict) and kwargs:
            return json.dumps(kwargs)
    return json.dumps(value) if isinstance(value, dict) else text


def _declared_tools(llm: list[Span]) -> list[dict[str, Any]]:
    tools: dict[str, dict[str, Any]] = {}
    for span in llm:
        for item in indexed(span.attributes, names.LLM_TOOLS):
            _add_tool(tools, json_object(item.get(names.OI_LLM_TOOL_JSON_SCHEMA)))
        for item in json_list(span.get(names.TOOL_DEFINITIONS)):
            _add_tool(tools, item if isinstance(item, dict) else {})
    return list(tools.values())


def _add_tool(tools: dict[str, dict[str, Any]], schema: dict[str, Any]) -> None:
    inner = schema.get("function")
    function: dict[str, Any] = inner if isinstance(inner, dict) else schema
    name = str(function.get("name") or "")
    if name and name not in tools and name not in FINAL_ANSWER_TOOLS:  # Finish[answer] stands for it
        parameters = function.get("parameters") or function.get("input_schema") or {}
        tools[name] = {
            "name": name,
            "description": str(function.get("description") or ""),
            "parameters": parameters if isinstance(parameters, dict) else {},
        }


def _tools_from_calls(turns: list[ModelTurn]) -> list[dict[str, Any]]:
    """Tools the trace never declared, read from the calls made: names and argument names only."""
    tools: dict[str, dict[str, Any]] = {}
    for call in (c for t in turns for c in t.calls):
        arguments = json_object(call.arguments)
        properties = {k: {"type": "string" if isinstance(v, str) else "number"} for k, v in arguments.items()}
        if call.name not in FINAL_ANSWER_TOOLS:
            tools.setdefault(
                call.name,
                {"name": call.name, "description": "", "parameters": {"type": "object", "properties": properties}},
            )
    return list(tools.values())


def _question(root: Span, llm: list[Span]) -> str:
    if root.text(names.WB_QUESTION).strip():  # the workbench's own export: its messages hold exemplars first
        return root.text(names.WB_QUESTION).strip()
    task = json_object(root.text(names.INPUT_VALUE)).get("task")  # smolagents' run(task)
    if isinstance(task, str) and task.strip():
        return task.strip()
    for span in llm:
        users = [text for role, text in input_messages(span) if role == "user" and text.strip()]
        if users:
            return users[0].strip()
    value = root.text(names.INPUT_VALUE) or root.text(names.SMOLAGENTS_TASK)
    parsed = json_object(value)
    return str(parsed.get("task") or parsed.get("input") or parsed.get("question") or value).strip()


def _final_answer(turns: list[ModelTurn]) -> str | None:
    for call in (c for t in turns for c in t.calls):
        if call.name in FINAL_ANSWER_TOOLS:
            arguments = json_object(call.arguments)
            return str(arguments.get("answer", next(iter(arguments.values()), "")) if arguments else call.arguments)
    if turns and not turns[-1].calls and turns[-1].thought:
        return turns[-1].thought  # a LangGraph agent ends with an AI message that calls nothing
    return None
