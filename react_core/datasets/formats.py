"""One branch as training text, in three formats.

- OpenAI chat fine-tuning (``{"messages": [...]}``), FireAct's layout: the first user turn is the
  instruction without the few-shot examples (or the whole prefix, `few_shot=True`) and the task;
  each model turn is an assistant turn (HotpotQA / FEVER: ``Thought i: ...`` and ``Action i: ...``;
  ALFWorld ``think: ...`` or the command; WebShop ``think[...]`` or the action) and each
  observation the next user turn (a thought of ALFWorld or WebShop is answered ``OK.``, as the
  paper's transcripts do). The environment's reply to the last action is left out: nothing is
  learnt from it, and a conversation ends with the assistant.
- ShareGPT (``{"conversations": [{"from": "human" | "gpt", "value": ...}]}``): the same turns.
- A ReAct (tool calls) run's branch is chat with ``tool_calls``, as OpenAI's fine-tuning format for
  function calling has it: the system prompt the model read, the task, each assistant turn its thought as
  ``content`` and its call in ``tool_calls``, each observation a ``tool`` turn, and the record's ``tools``
  the schemas it was given (`tool_turns`). In ShareGPT a call is written as Hermes' ``<tool_call>`` JSON
  after the thought and its result as a human turn in ``<tool_response>``, so the turns still alternate.
- The paper's text: one ``{"prompt", "completion"}`` pair per model turn, the prompt exactly as
  the model saw it (few-shot prefix, task, steps so far, cue) and the completion what followed.

`replay` reads chat turns back into steps, so a test can show that nothing is lost or reordered.
"""

from __future__ import annotations

import json
import re
from typing import Any

from react_core.engine import catalog
from react_core.prompting import tool_agent, tool_messages
from react_core.prompting.prompt_import import split_exemplars
from react_core.trajectory.steps import Step, StepKind
from react_core.trajectory.trajectory import Trajectory

FORMATS = {
    "chat": "OpenAI chat fine-tuning JSONL (messages)",
    "sharegpt": "ShareGPT JSONL (conversations), for Axolotl, LLaMA-Factory and similar",
    "text": "the paper's text: prompt / completion pairs, one per step, as the model saw it",
}
THOUGHT_ANSWER = "OK."  # what ALFWorld and WebShop transcripts answer to a thought
_SHAREGPT_ROLE = {"system": "system", "user": "human", "assistant": "gpt"}
_DENSE_LINE = re.compile(r"^(Thought|Action|Observation) \d+: ?(.*)$", re.S)
_EXAMPLE_COUNT = re.compile(r"\s*Here are (?:some|two|\w+) examples\.\s*$")


# ----- the prefix and the instruction ---------------------------------------------------------------
def prefix_of(trajectory: Trajectory) -> str:
    """The few-shot prefix the model saw: the first step call's prompt up to the task's header.

    A branch a person wrote without any model call has no recorded prompt: then the method's
    project prefix (what a new run would read)."""
    transcript = catalog.transcript_for(trajectory.task.family)
    header = transcript.header(trajectory.task, trajectory.opening)
    for call in sorted(trajectory.calls.values(), key=lambda c: c.created_at):
        at = call.prompt.find(header)
        if call.purpose == "step" and at >= 0:
            return call.prompt[:at]
    try:
        method = catalog.make_method(
            trajectory.method, trajectory.task.family, task_type=trajectory.task.meta.get("task_type")
        )
    except Exception:
        return ""
    prefix = method.prefix
    return prefix.rstrip("\n") + "\n\n" if prefix.strip() else ""


def instruction_of(prefix: str, family: str) -> str:
    """The prefix without its examples: the paragraph saying what to do and which actions exist."""
    if not catalog.family(family).sparse:
        return split_exemplars(prefix)[0]
    first = prefix.strip("\n").split("\n", 1)[0]
    if first.startswith("WebShop") or first.startswith("Instruction:"):  # WebShop's prompt is examples only
        return ""
    return _EXAMPLE_COUNT.sub("", first).strip()


def opening_text(trajectory: Trajectory, few_shot: bool) -> str:
    """The first user turn: instruction (or whole prefix) and the task as its transcript states it."""
    transcript = catalog.transcript_for(trajectory.task.family)
    header = transcript.header(trajectory.task, trajectory.opening).strip()
    prefix = prefix_of(trajectory)
    lead = prefix.strip() if few_shot else instruction_of(prefix, trajectory.task.family)
    return f"{lead}\n\n{header}" if lead else header


# ----- chat turns ------------------------------------------------------------------------------
def _through_last_action(steps: list[Step]) -> list[Step]:
    while steps and steps[-1].kind == StepKind.OBSERVATION:
        steps = steps[:-1]
    return steps


def tool_method(trajectory: Trajectory) -> tool_agent.ToolReAct | None:
    """The tool-call method a ReAct (tool calls) run was made with (its family's tools), else None."""
    if trajectory.method != tool_agent.NAME:
        return None
    try:
        method = catalog.make_method(trajectory.method, trajectory.task.family)
    except Exception:  # a plugin family no longer loaded: its steps are still text
        return None
    return method if isinstance(method, tool_agent.ToolReAct) else None


def tool_turns(trajectory: Trajectory, branch_id: str, *, few_shot: bool = False) -> list[dict[str, Any]]:
    """A tool-call run's branch as chat with tool calls (see the module's docstring)."""
    method = tool_method(trajectory)
    if method is None:
        raise ValueError(f"{trajectory.method} is not a tool-call run of a family with tools.")
    steps = _through_last_action(trajectory.steps_of(branch_id))
    turns: list[dict[str, Any]] = [{"role": "system", "content": method.instruction}]
    if few_shot:
        turns += method.examples
    turns.append({"role": "user", "content": method.task_turn(trajectory.task, trajectory.opening)})
    return turns + tool_messages.chat_turns(steps, method.tools)


def chat_turns(trajectory: Trajectory, branch_id: str, *, few_shot: bool = False) -> list[dict[str, Any]]:
    """The branch as user / assistant turns (see the module's docstring); a tool-call run's with tool calls."""
    if tool_method(trajectory) is not None:
        return tool_turns(trajectory, branch_id, few_shot=few_shot)
    family = catalog.family(trajectory.task.family)
    steps = _through_last_action(trajectory.steps_of(branch_id))
    turns = [{"role": "user", "content": opening_text(trajectory, few_shot)}]
    if family.sparse:
        think = "think: {}" if family.style == "sparse" else "think[{}]"
        for step in steps:
            if step.kind == StepKind.THOUGHT:
                turns += [
                    {"role": "assistant", "content": think.format(step.text)},
                    {"role": "user", "content": THOUGHT_ANSWER},
                ]
            else:
                turns.append({"role": "assistant" if step.kind == StepKind.ACTION else "user", "content": step.text})
        if turns[-1]["role"] == "user" and len(turns) > 1 and turns[-1]["content"] == THOUGHT_ANSWER:
            turns.pop()  # a branch that ended on a thought
        return turns
    number = 1
    for step in steps:
        if step.kind == StepKind.OBSERVATION:
            turns.append({"role": "user", "content": f"Observation {max(number - 1, 1)}: {step.text}"})
            continue
        line = f"{'Thought' if step.kind == StepKind.THOUGHT else 'Action'} {number}: {step.text}"
        if step.kind == StepKind.ACTION:
            number += 1
        if turns[-1]["role"] == "assistant":  # a thought and its action: one model turn
            turns[-1]["content"] += "\n" + line
        else:
            turns.append({"role": "assistant", "content": line})
    return turns


def replay(turns: list[dict[str, str]], family_name: str) -> list[tuple[str, str]]:
    """Chat turns read back into (kind, text) steps, the first user turn (the task) left out."""
    family = catalog.family(family_name)
    steps: list[tuple[str, str]] = []
    after_thought = False
    for turn in turns[1:]:
        role, content = turn["role"], turn["content"]
        if family.sparse:
            if role == "user":
                if not after_thought:
                    steps.append(("observation", content))
                after_thought = False
                continue
            thought = re.fullmatch(r"think: (.*)" if family.style == "sparse" else r"think\[(.*)\]", content, re.S)
            steps.append(("thought", thought.group(1)) if thought else ("action", content))
            after_thought = thought is not None
            continue
        for line in re.split(r"\n(?=(?:Thought|Action) \d+: )", content) if role == "assistant" else [content]:
            match = _DENSE_LINE.match(line)
            if match is None:
                raise ValueError(f"Not a step line: {line[:60]!r}")
            steps.append((match.group(1).lower(), match.group(2)))
    return steps


def chat_record(
    turns: list[dict[str, Any]], meta: dict[str, Any], tools: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """OpenAI's chat fine-tuning record; `tools`: the schemas a tool-call run was given (its calls' tools)."""
    return {"messages": turns, **({"tools": tools} if tools else {}), "metadata": meta}


def sharegpt_record(turns: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    return {"conversations": [_sharegpt_turn(t) for t in turns], "metadata": meta}


def _sharegpt_turn(turn: dict[str, Any]) -> dict[str, str]:
    if turn["role"] == "tool":
        return {"from": "human", "value": f"<tool_response>\n{turn['content']}\n</tool_response>"}
    value = turn.get("content") or ""
    for call in turn.get("tool_calls") or []:
        function = call["function"]
        written = json.dumps({"name": function["name"], "arguments": json.loads(function["arguments"] or "{}")})
        value = f"{value}\n<tool_call>\n{written}\n</tool_call>".lstrip("\n")
    return {"from": _SHAREGPT_ROLE[turn["role"]], "value": value}


# ----- the paper's text --------------------------------------------------------------------------
def text_pairs(trajectory: Trajectory, branch_id: str, *, few_shot: bool = True) -> list[dict[str, str]]:
    """One {"prompt", "completion"} per model turn, the prompt as `render_prompt` builds it."""
    family = catalog.family(trajectory.task.family)
    transcript = family.transcript()
    prefix = prefix_of(trajectory)
    lead = (
        prefix
        if few_shot
        else (instruction_of(prefix, family.name) + "\n\n" if instruction_of(prefix, family.name) else "")
    )
    header = transcript.header(trajectory.task, trajectory.opening)
    steps = _through_last_action(trajectory.steps_of(branch_id))
    pairs = []
    start = 0
    while start < len(steps):
        if steps[start].kind == StepKind.OBSERVATION:
            start += 1
            continue
        end = start + 1
        if not family.sparse:  # a thought and its action come from one call
            while end < len(steps) and steps[end].kind != StepKind.OBSERVATION:
                end += 1
        before, upto = transcript.body(steps[:start]), transcript.body(steps[:end])
        cue = transcript.cue(steps[:start], steps[start].kind)
        piece = upto[len(before) :]
        if not piece.startswith(cue):
            raise ValueError(f"Step {start + 1} does not render after its cue {cue!r}.")
        completion = piece[len(cue) :]
        completion = completion.split("\n", 1)[0] if family.sparse else completion.rstrip("\n")
        pairs.append({"prompt": f"{lead}{header}{before}{cue}", "completion": completion})
        start = end
    return pairs


def text_record(pair: dict[str, str], meta: dict[str, Any], step: int) -> dict[str, Any]:
    return {**pair, "metadata": {**meta, "step": step}}
