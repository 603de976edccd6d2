"""An agent run read from a trace (`agent_run.AgentRun`) as a trajectory History keeps.

Each model call is a Thought (its text, when it wrote any) and, for each tool call, an Action in the
text form a tools family reads, ``lookup[{"topic": "Zubrowka"}]``, and an Observation (the tool's
recorded result); ``final_answer`` (smolagents) or a last reply that calls nothing (LangGraph) is
``Finish[answer]``. A tool-calling agent's run (it declared its tools, or its model answered with the
API's tool calls) is a ReAct (tool calls) run: each action also keeps its call (`Step.tool_call`: the
tool, its JSON arguments, the call's id), so a person resumes it with the tool-call agent and edits a
call's arguments as JSON; any other run is text ReAct. The family is the trace's tools
(react_core.plugins.trace_tools), which answer recorded calls with their recorded results. Where it came from (framework, file, trace id) is kept in ``task.meta["trace"]``.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace

from react_core.prompting.tool_agent import NAME as TOOL_CALLS
from react_core.traces.agent_run import AgentRun
from react_core.traces.model_call import FINAL_ANSWER_TOOLS, ToolCall
from react_core.trajectory.steps import Author, ModelCall, Outcome, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

NO_RESULT = "(The trace recorded no result for this call.)"


def _arguments(call: ToolCall) -> str:
    """The call's arguments as one-line JSON (as the tool-call agent writes them); as written when not JSON."""
    arguments = call.arguments.strip() or "{}"
    try:
        return json.dumps(json.loads(arguments), ensure_ascii=False)
    except json.JSONDecodeError:
        return arguments  # kept as the model wrote it; the step shows what the trace holds


def action_text(call: ToolCall) -> str:
    """A call as the workbench writes it: name[{JSON arguments}]."""
    return f"{call.name}[{_arguments(call)}]"


def api_call(call: ToolCall, model_call: str, index: int) -> dict[str, str]:
    """The call as `Step.tool_call` keeps it; a call the trace gave no id gets one (a chat API wants one)."""
    return {"name": call.name, "arguments": _arguments(call), "id": call.call_id or f"call_{model_call}_{index}"}


def to_trajectory(run: AgentRun, family: str, framework: str, source: str) -> Trajectory:
    recorded = [
        [c.name, c.arguments, c.result]
        for t in run.turns
        for c in t.calls
        if c.result is not None and c.name not in FINAL_ANSWER_TOOLS
    ]
    task = Task(
        id=f"{family}-{run.trace_id[:12]}",
        family=family,
        text=run.question or "(the trace holds no question)",
        meta={
            "source": source,
            "trace": {"framework": framework, "file": source, "trace_id": run.trace_id, "root": run.root_name},
            "recorded": recorded,
        },
    )
    actions = sum(len(t.calls) for t in run.turns)
    settings = {"model": run.model or "unknown", "imported_from": framework, "max_steps": max(8, actions + 5)}
    trajectory = Trajectory.start(task, TOOL_CALLS if run.tool_calling else "react", settings)
    trajectory.title = f"[{framework}] {task.text}"[:120]
    finished = False
    for turn in run.turns:
        call = ModelCall(
            prompt=turn.prompt,
            raw_output=turn.raw_output,
            model=turn.model or run.model,
            tokens_in=turn.tokens_in,
            tokens_out=turn.tokens_out,
            latency_s=round(turn.latency_s, 3),
        )
        trajectory.calls[call.id] = call
        info = {"trace_span": turn.span_id}
        if turn.thought and not (not turn.calls and turn is run.turns[-1] and run.answer == turn.thought):
            trajectory.append(Step(StepKind.THOUGHT, turn.thought, Author.MODEL, call_id=call.id, info=info))
        for index, tool_call in enumerate(turn.calls):
            made = api_call(tool_call, call.id, index) if run.tool_calling else None
            if tool_call.name in FINAL_ANSWER_TOOLS:
                finished = _finish(trajectory, run.answer or "", call.id, made)
                break
            action = Step(StepKind.ACTION, action_text(tool_call), Author.MODEL, call_id=call.id, info=info)
            trajectory.append(replace(action, tool_call=made))
            text = tool_call.result if tool_call.result is not None else NO_RESULT
            notes = ["the tool failed (the span's status is ERROR)"] if tool_call.failed else []
            trajectory.append(
                Step(StepKind.OBSERVATION, text, Author.ENVIRONMENT, notes=notes, info={"recorded": True})
            )
        if finished:
            break
    if not finished and run.answer is not None and run.turns and not run.turns[-1].calls:
        last = list(trajectory.calls)[-1]
        _finish(trajectory, run.answer, last, api_call(ToolCall("finish", "{}"), last, 0) if run.tool_calling else None)
    trajectory.updated_at = time.time()
    return trajectory


def _finish(trajectory: Trajectory, answer: str, call_id: str, made: dict[str, str] | None) -> bool:
    """Finish[answer]; a tool-call run's finish is the tool-call agent's `finish` call, with the answer."""
    call = None if made is None else {**made, "name": "finish", "arguments": json.dumps({"answer": answer})}
    trajectory.append(Step(StepKind.ACTION, f"Finish[{answer}]", Author.MODEL, call_id=call_id, tool_call=call))
    trajectory.append(Step(StepKind.OBSERVATION, "Episode finished.", Author.ENVIRONMENT))
    branch = trajectory.branch()
    branch.outcome, branch.answer = Outcome.ANSWERED, answer
    return True
