"""ReAct with the model API's tool calls ("ReAct (tool calls)", method `react_tools`).

Today's agents (LangGraph's, smolagents' ToolCallingAgent, the OpenAI Agents SDK) act through tool
calls rather than the paper's text format. This method asks the model in chat with the family's
actions as ``tools`` (`tool_calls.ActionTools`, the family's `Family.tool_calls`), its ReAct exemplars
as earlier turns (`tool_messages`), and a system prompt that asks for a thought before every call.
The reply's text is the thought, its first call the action, written as the family's action text
(``Search[Vienna]``) with the call itself on the step (`Step.tool_call`); the environment's answer is
the next tool message. Episodes end as the family's do (its finish tool, the environment's done).

A reply whose call is written as text instead (a small model's habit: its thought, then the call's JSON
as plain text) is read from the text (`tool_calls.call_in_text`), and the step says so in
``info["call_in_text"]``. A reply with no usable call even so (text only, a tool that does not exist,
arguments that are not JSON or off the schema) is asked again with ``tool_choice="required"``, which the
server holds to the tools' schemas (OpenAI; the embedded llama.cpp through a JSON Schema of the calls):
that model call has purpose ``held_to_schema`` and the action step says why in
``info["held_to_schema"]``. Both are counted in Evaluate's failure table. A reply that still has no
usable call is sent as written, so the environment answers it with its own "Invalid action", and counts
as a bad call.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from react_core.models.base import LanguageModel, ModelRequest
from react_core.prompting.methods import Format, Method, MethodContext, Unit, model_step, request_settings
from react_core.prompting.tool_calls import ActionTools, ToolCallError, call_in_text
from react_core.prompting.tool_messages import (
    chat_turns,
    exemplar_turns,
    read_exemplars,
    read_line_exemplars,
    readable,
    task_sentence,
)
from react_core.prompting.transcript import DenseTranscript, SparseTranscript, Transcript
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import ModelCall, Outcome, Step, StepKind

NAME = "react_tools"
HELD = "held_to_schema"  # the purpose of a call asked again with tool_choice="required"
IN_TEXT = "call_in_text"  # a step whose call was read from the reply's text
MAX_TOOL_TOKENS = 300  # a thought and a call's JSON: longer than a text action


def system_prompt(task: str, tools: ActionTools, examples: bool) -> str:
    finish = tools.find("finish")
    end = (
        f" When you know the answer, call {finish.api_name()} with it."
        if finish is not None
        else " Go on until the task is done."
    )
    shown = " Earlier conversations show how." if examples else ""
    return (
        f"{task} by calling the tools you are given, one at a time. Before every tool call, write one "
        "short thought in plain text: reason about what you know so far and what to do next. Then call "
        f"exactly one tool; its result comes back as the next message.{end}{shown}"
    )


class ToolReAct(Method):
    """ReAct through tool calls: each unit is a thought (the reply's text) and one call."""

    name = NAME

    def __init__(self, family: str, prefix: str, transcript: Transcript, max_steps: int, tools: ActionTools):
        super().__init__(family, prefix, transcript, max_steps)
        self.tools = tools
        # The knowledge tasks' "Question: ..." / "Claim: ..."; the games (ALFWorld, WebShop) state their
        # task in their opening text, and step as the one-line formats do (see `at_limit`).
        self.label = transcript.label if isinstance(transcript, DenseTranscript) else ""
        if self.label:
            instruction, examples = read_exemplars(prefix, self.label)
            fallback = f"Solve a {self.label.lower()} task"
        else:
            style = "sparse" if isinstance(transcript, SparseTranscript) else "pages"
            instruction, examples = read_line_exemplars(prefix, style)
            fallback = "Solve the household task" if style == "sparse" else "Buy the product the instruction asks for"
        self.instruction = system_prompt(task_sentence(instruction, fallback), tools, bool(examples))
        self.examples = exemplar_turns(examples, tools)

    def task_message(self, ctx: MethodContext) -> str:
        if self.label:
            return f"{self.label}: {ctx.task.text}"
        return (ctx.opening or ctx.task.meta.get("intro") or ctx.task.text).strip()

    def messages(self, ctx: MethodContext, steps: list[Step]) -> list[dict[str, Any]]:
        return [
            {"role": "system", "content": self.instruction},
            *self.examples,
            {"role": "user", "content": self.task_message(ctx)},
            *chat_turns(steps, self.tools),
        ]

    def at_limit(self, steps: list[Step]) -> bool:
        if self.label:
            return super().at_limit(steps)
        return sum(1 for s in steps if s.kind != StepKind.OBSERVATION) >= self.max_steps  # as Interactive

    def on_limit(self, ctx: MethodContext) -> Unit:
        return super().on_limit(ctx) if self.label else Unit(ended=Outcome.STEP_LIMIT, forced=True)

    def next_unit(self, ctx: MethodContext) -> Unit:
        steps = ctx.steps
        after_thought = bool(steps) and steps[-1].kind == StepKind.THOUGHT  # a person's thought: act on it
        messages = self.messages(ctx, steps)
        call, calls = self._ask(ctx, messages, "auto", "step")
        unit = Unit(calls=[call])
        thought = _thought(call)
        notes: list[str] = []
        info: dict[str, Any] = {}
        if not calls and (found := call_in_text(thought, self.tools)) is not None:
            thought, calls = found[0], [found[1]]
            info[IN_TEXT] = True
            notes.append("the call was written as text in the reply; read from it")
        action, tool_call, problem = self._action(calls, call)
        if problem is not None:
            # Hold the reply to the tools' schemas: ask again, the model now must call a tool.
            held, held_calls = self._ask(ctx, messages, "required", HELD)
            unit.calls.append(held)
            info.pop(IN_TEXT, None)
            info[HELD] = problem
            held_text = _thought(held)
            if not held_calls and (found := call_in_text(held_text, self.tools)) is not None:
                held_text, held_calls = found[0], [found[1]]  # llama.cpp's reply under the calls' JSON Schema
            action, tool_call, still = self._action(held_calls, held)
            thought = thought or held_text
            if still is None:
                notes.append(f"{problem}; asked again, held to the tools' schema")
                call = held
            else:
                notes.append(f"{problem}; held to the schema, the reply still had no usable call: {still}")
                unit.bad_calls += 1
                action = action or _as_written(held, call)
        if not after_thought:
            if thought:
                unit.steps.append(model_step(StepKind.THOUGHT, thought, call))
            else:
                notes.append("the reply had no thought before its call")
        elif thought:
            notes.append(f"the model wrote after your thought: {thought[:200]}")
        step = model_step(StepKind.ACTION, action, call, notes)
        unit.steps.append(replace(step, tool_call=tool_call, info=info))
        return unit

    def first_request(self, task: Task, model: LanguageModel) -> ModelRequest:
        """The request a new run's first step sends, for a warm-up to read ahead (engine.warmup)."""
        ctx = MethodContext(task=task, steps=[], model=model, session="warm-up")
        return self.request_for(ctx, self.messages(ctx, []), "auto", "step")

    def request_for(
        self, ctx: MethodContext, messages: list[dict[str, Any]], choice: str, purpose: str
    ) -> ModelRequest:
        tools = self.tools.schemas()
        return ModelRequest(
            prompt=readable(messages, tools),
            max_tokens=max(ctx.generation.max_tokens, MAX_TOOL_TOKENS),
            temperature=ctx.generation.temperature,
            seed=ctx.generation.seed,
            # A held call goes to a server slot of its own: on llama.cpp it is sent without `tools` (see
            # openai_requests.post_tool_chat), so its prompt differs from the first token on, and in the step's own
            # slot it would push out the cached exemplars, which the next step would then read again
            # (2,600 tokens, about 3 minutes on a loaded 2-core machine, measured).
            session=ctx.session if purpose != HELD else f"{ctx.session}:held",
            messages=tuple(messages),
            tools=tuple(tools),
            tool_choice=choice,
            shared_chars=len(readable(messages[: 1 + len(self.examples)], tools)),  # system + exemplars
        )

    def _ask(
        self, ctx: MethodContext, messages: list[dict[str, Any]], choice: str, purpose: str
    ) -> tuple[ModelCall, list[dict[str, str]]]:
        request = self.request_for(ctx, messages, choice, purpose)
        reply = ctx.model.complete(request)
        written = "\n".join(
            [reply.text.strip()] + [f"→ {c.get('name')}({c.get('arguments', '')})" for c in reply.tool_calls]
        ).strip()
        call = ModelCall(
            prompt=request.prompt,
            raw_output=written,
            model=reply.model,
            purpose=purpose,
            tokens_in=reply.tokens_in,
            tokens_out=reply.tokens_out,
            latency_s=reply.latency_s,
            cache_hit=reply.cache_hit,
            cost_usd=reply.cost_usd,
            temperature=request.temperature,
            original_latency_s=reply.original_latency_s,
            request={
                **request_settings(request),
                "tool_choice": choice,
                "tools": [t["function"]["name"] for t in request.tools],
            },
            sent=reply.sent,
            finish_reason=reply.finish_reasons[0] if reply.finish_reasons else None,
            context_tokens=reply.context_tokens,
        )
        return call, list(reply.tool_calls)

    def _action(self, calls: list[dict[str, str]], call: ModelCall) -> tuple[str, dict[str, str] | None, str | None]:
        """(action text, the call, None) for a usable first call; ("", None, why not) otherwise."""
        if not calls:
            return "", None, "the reply called no tool"
        first = calls[0]
        try:
            action = self.tools.to_action(first.get("name", ""), first.get("arguments", ""))
        except ToolCallError as exc:
            return _raw_call(first), None, str(exc)
        spec = self.tools.find(first.get("name", ""))
        assert spec is not None  # to_action found it
        arguments = json.dumps(json.loads(first.get("arguments") or "{}"), ensure_ascii=False)
        made = {"name": spec.api_name(), "arguments": arguments, "id": first.get("id") or f"call_{call.id}"}
        return action, made, None


def _thought(call: ModelCall) -> str:
    """The reply's text before its calls, on one line per paragraph as the thought a card shows."""
    return call.raw_output.split("\n→ ")[0].strip() if not call.raw_output.startswith("→ ") else ""


def _raw_call(call: dict[str, str]) -> str:
    """A call that does not fit, as action text the environment will answer with "Invalid action"."""
    return " ".join(f"{call.get('name', '')}[{call.get('arguments', '')}]".split())[:500]


def _as_written(held: ModelCall, first: ModelCall) -> str:
    text = _thought(held) or _thought(first) or "(no call)"
    return " ".join(text.split())[:500]


def build_react_tools(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
    """ReAct (tool calls) on a family that brings its actions as tools (`Format.tools`)."""
    if fmt.tools is None:
        raise ValueError(f"{fmt.family} has no tools for ReAct (tool calls); choose ReAct or Act.")
    return ToolReAct(fmt.family, prefix_of("react"), fmt.transcript, fmt.max_steps, fmt.tools)
