"""Steps as chat turns with tool calls, and a family's ReAct exemplars as such turns.

A thought is the assistant message's text before its call, an action is the call, an observation is
the tool's result message. The exemplars are read from the same files text ReAct reads (the
``Thought i`` / ``Action i`` / ``Observation i`` lines of ``prompts/<family>/react.txt``), so they
are written once: each example becomes a user turn with its question, then assistant turns
(``content`` = the thought, ``tool_calls`` = the action as a call) each answered by a ``tool`` turn.
Training data (react_core.datasets.formats) writes a tool-call run's branch with the same turns.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from react_core.prompting.tool_calls import ActionTools
from react_core.trajectory.steps import Author, Step, StepKind

FINISHED = "Episode finished."  # what the environments answer a finish (react_core.environments.wikipedia.env)
THOUGHT_ANSWER = "OK."  # what a game answers a thought (the paper's ALFWorld and WebShop formats), and the think tool
_STEP = re.compile(r"^(Thought|Action|Observation)\s*\d*\s*:\s?(.*)$")
_KINDS = {"Thought": StepKind.THOUGHT, "Action": StepKind.ACTION, "Observation": StepKind.OBSERVATION}


@dataclass(frozen=True)
class Exemplar:
    """One worked example of a ReAct exemplar file: its task line ("Question: ...") and its steps."""

    task: str
    steps: tuple[tuple[StepKind, str], ...]


def read_exemplars(prefix: str, label: str) -> tuple[str, list[Exemplar]]:
    """A dense ReAct prefix as (its instruction, its examples); an instruction alone (a tools family's
    zero-shot prefix) gives no examples."""
    instruction: list[str] = []
    examples: list[tuple[str, list[tuple[StepKind, str]]]] = []
    for line in prefix.splitlines():
        if line.startswith(f"{label}:"):
            examples.append((line.strip(), []))
            continue
        match = _STEP.match(line.strip())
        if examples and match:
            examples[-1][1].append((_KINDS[match.group(1)], match.group(2).strip()))
        elif examples and examples[-1][1] and line.strip():  # a step's text on more lines
            kind, text = examples[-1][1][-1]
            examples[-1][1][-1] = (kind, f"{text} {line.strip()}")
        elif not examples:
            instruction.append(line)
    return "\n".join(instruction).strip(), [Exemplar(task, tuple(steps)) for task, steps in examples if steps]


def read_line_exemplars(prefix: str, style: str) -> tuple[str, list[Exemplar]]:
    """The one-line formats' exemplars as (instruction, examples). ALFWorld ("sparse"): the room and the
    goal, then ``> think: ...`` (answered ``OK.``) and ``> command`` lines, each answered by the next line.
    WebShop ("pages"): blocks parted by blank lines, ``WebShop`` / ``Instruction: ...`` opening an example,
    ``Action: think[...]`` a thought, ``Action: ...`` then ``Observation:`` and the page an action."""
    if style == "pages":
        return "", _shop_exemplars(prefix)
    lines = prefix.splitlines()
    instruction = lines[0].strip() if lines and not lines[0].startswith("You are in") else ""
    examples: list[tuple[list[str], list[tuple[StepKind, str]]]] = []
    answered = True  # the last step needs no more lines
    for line in lines[1 if instruction else 0 :]:
        text = line.strip()
        if not text:
            continue
        if text.startswith(">"):
            said = text.lstrip(">").strip()
            if not examples:
                continue
            if said.lower().startswith("think:"):
                examples[-1][1].append((StepKind.THOUGHT, said[len("think:") :].strip()))
            else:
                examples[-1][1].append((StepKind.ACTION, said))
            answered = False
            continue
        if not answered:
            answered = True
            if examples[-1][1][-1][0] == StepKind.ACTION:
                examples[-1][1].append((StepKind.OBSERVATION, text))
            continue  # a thought's "OK."
        if not examples or examples[-1][1]:
            examples.append(([], []))
        examples[-1][0].append(text)
    found = [Exemplar("\n".join(opening), tuple(steps)) for opening, steps in examples if steps]
    return _EXAMPLE_COUNT.sub("", instruction).strip(), found


def _shop_exemplars(prefix: str) -> list[Exemplar]:
    examples: list[tuple[str, list[tuple[StepKind, str]]]] = []
    for block in re.split(r"\n\s*\n", prefix.strip()):
        block = block.strip()
        if block.startswith("Action:") and examples:
            head, _, page = block.partition("\nObservation:")
            said = head[len("Action:") :].strip()
            thought = re.fullmatch(r"think\[(.*)\]", said, re.S)
            if thought:
                examples[-1][1].append((StepKind.THOUGHT, thought.group(1).strip()))
            else:
                examples[-1][1].append((StepKind.ACTION, said))
                examples[-1][1].append((StepKind.OBSERVATION, page.strip()))
        elif block:
            examples.append((block, []))
    return [Exemplar(opening, tuple(steps)) for opening, steps in examples if steps]


_EXAMPLE_COUNT = re.compile(r"\s*Here are (?:some|two|\w+) examples\.?\s*$")


def task_sentence(instruction: str, fallback: str) -> str:
    """What the task is, from a ReAct instruction's first sentence ("Solve a question answering task" from
    "Solve a question answering task with interleaving Thought, Action, Observation steps. ...")."""
    first = instruction.strip().splitlines()[0] if instruction.strip() else ""
    first = re.split(r"(?<=[a-z])\.\s", first, maxsplit=1)[0]
    cut = re.split(r",?\s+with interleaving\b|,?\s+interleaving\b", first, maxsplit=1)[0].strip().rstrip(".,")
    return cut if cut and "Action" not in cut else fallback


def call_id(step: Step) -> str:
    """The id a call goes by in the messages: the model's own, else one made from the step's id."""
    return (step.tool_call or {}).get("id") or f"call_{step.id}"


def chat_turns(steps: list[Step], tools: ActionTools) -> list[dict[str, Any]]:
    """The assistant and tool turns of these steps (after the task's user turn).

    Thoughts before an action are its message's text; a thought made by a call (the games' think tool) is
    that call, answered "OK."; an action without a recorded call (a person's written action, the step limit's
    Finish[]) is turned into the call its text makes; one that names no tool is shown as text and its
    observation as a user turn, since no tool answered it. Thoughts at the end (a person's, inserted last) are
    an assistant message of their own."""
    turns: list[dict[str, Any]] = []
    thoughts: list[str] = []
    pending: str | None = None  # the id of the call the next observation answers
    for step in steps:
        if step.kind == StepKind.THOUGHT and step.tool_call:
            think: dict[str, Any] = {"id": call_id(step), "type": "function", "function": _function_of(step.tool_call)}
            before = "\n".join(t for t in thoughts if t) or None
            thoughts = []
            turns.append({"role": "assistant", "content": before, "tool_calls": [think]})
            turns.append({"role": "tool", "tool_call_id": think["id"], "content": THOUGHT_ANSWER})
            continue
        if step.kind == StepKind.THOUGHT:
            thoughts.append(step.text.strip())
            continue
        if step.kind == StepKind.ACTION:
            call = _call_of(step, tools)
            content = "\n".join(t for t in thoughts if t) or None
            thoughts = []
            if call is None:
                text = f"{content}\n" if content else ""
                turns.append({"role": "assistant", "content": f"{text}Action: {step.text.strip()}"})
                pending = None
            else:
                turns.append({"role": "assistant", "content": content, "tool_calls": [call]})
                pending = call["id"]
            continue
        if pending is not None:
            turns.append({"role": "tool", "tool_call_id": pending, "content": step.text})
        else:
            turns.append({"role": "user", "content": f"Observation: {step.text}"})
        pending = None
    if thoughts:
        turns.append({"role": "assistant", "content": "\n".join(thoughts)})
    return turns


ACT_ON_THOUGHT = "Act on the thought above: call exactly one tool now."


def held_turns(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages of an ask held to the tools' schema. A thought at the end (a person's, the last
    assistant turn with no call) stays a turn of its own, and a user turn asks for the call: the held
    reply must not continue it, since a server holds the reply from the start of the assistant's turn
    (llama.cpp's grammar begins at ``<|im_start|>assistant``, so a prefilled thought made it refuse the
    request: "Failed to initialize samplers", issue 43)."""
    last = messages[-1] if messages else {}
    if last.get("role") == "assistant" and not last.get("tool_calls"):
        return [*messages, {"role": "user", "content": ACT_ON_THOUGHT}]
    return messages


def exemplar_turns(examples: list[Exemplar], tools: ActionTools, think: str | None = None) -> list[dict[str, Any]]:
    """Each example as its user turn and its steps' turns, the calls numbered per example. `think`: the name of
    the tool a thought is a call of (the games' think tool, its one argument "thought"), else thoughts are the
    text before a call."""
    turns: list[dict[str, Any]] = []
    for number, example in enumerate(examples, 1):
        steps = [
            Step(
                kind,
                text,
                Author.MODEL,
                id=f"example{number}_{i}",
                tool_call=_think_call(think, text, f"call_example{number}_{i}")
                if think and kind == StepKind.THOUGHT
                else None,
            )
            for i, (kind, text) in enumerate(example.steps, 1)
        ]
        turns.append({"role": "user", "content": example.task})
        turns.extend(chat_turns(steps, tools))
        last = turns[-1]
        if last.get("tool_calls"):  # the example ends in its finish: a chat API wants every call answered
            turns.append({"role": "tool", "tool_call_id": last["tool_calls"][0]["id"], "content": FINISHED})
    return turns


def readable(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> str:
    """The messages and tools as text a person reads (a tool-call request's `prompt`, the Prompt panel);
    with no tools, the messages alone (a branch's turns, the Transcript tab)."""
    lines = ["[tools]"] if tools else []
    for tool in tools:
        function = tool.get("function", {})
        lines.append(f"{function.get('name')}: {function.get('description', '')}")
        lines.append(f"  parameters: {json.dumps(function.get('parameters', {}), ensure_ascii=False)}")
    for message in messages:
        lines.append("")
        role = message.get("role", "?")
        if role == "tool":
            role = f"tool ({message.get('tool_call_id', '')})"
        lines.append(f"[{role}]")
        if message.get("content"):
            lines.append(str(message["content"]))
        for call in message.get("tool_calls") or []:
            function = call.get("function", {})
            lines.append(f"→ {function.get('name')}({function.get('arguments', '')})  [{call.get('id', '')}]")
    return "\n".join(lines if tools else lines[1:])


def _think_call(name: str, thought: str, call: str) -> dict[str, str]:
    return {"name": name, "arguments": json.dumps({"thought": thought}, ensure_ascii=False), "id": call}


def _function_of(tool_call: dict[str, Any]) -> dict[str, Any]:
    return {"name": tool_call["name"], "arguments": tool_call["arguments"]}


def _call_of(step: Step, tools: ActionTools) -> dict[str, Any] | None:
    if step.tool_call:
        name, arguments = step.tool_call["name"], step.tool_call["arguments"]
    else:
        made = tools.to_call(step.text)
        if made is None:
            return None
        name, arguments = made[0], json.dumps(made[1], ensure_ascii=False)
    return {"id": call_id(step), "type": "function", "function": {"name": name, "arguments": arguments}}
