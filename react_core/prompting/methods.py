"""The paper's prompting methods: Standard, CoT, Act and ReAct, in the knowledge tasks' dense format and the
decision-making tasks' one-line format (`Interactive`), and their builders from a family's `Format`.

New methods (CoT-SC, back-off combinations) are new classes registered in the catalogue
(`react_core.engine.catalog`); the engine does not change for them. What every method is, and how it asks
the model, is in `method_base`; the repeat aid the methods share is in `repeat_aid`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from react_core.prompting.method_base import Method, MethodContext, Unit, ValidMoves, ask, model_step
from react_core.prompting.parsing import (
    Parsed,
    parse_action_only,
    parse_answer_only,
    parse_reasoning_answer,
    parse_thought_action,
)
from react_core.prompting.repeat_aid import DENSE_TRIES, PAGE_TRIES, ask_again_if_wasted, dense_wasted, wasted_line
from react_core.prompting.tool_calls import ActionTools
from react_core.prompting.transcript import DenseTranscript, LineTranscript, Transcript, count_actions
from react_core.trajectory.steps import ModelCall, Outcome, Step, StepKind


class ReAct(Method):
    """Dense ReAct: each unit is ``Thought i`` then ``Action i`` from one call."""

    name = "react"

    def next_unit(self, ctx: MethodContext) -> Unit:
        steps = ctx.steps
        if steps and steps[-1].kind == StepKind.THOUGHT:
            # A human wrote or edited the last thought: continue after it, never over it.
            return self._action_after(ctx, steps, Unit(), [])
        number = count_actions(steps) + 1
        # The reply is complete once its "Action i:" line is: what a small model writes after it is dropped.
        call = ask(
            ctx,
            self.prompt(ctx, steps, self.transcript.cue(steps, StepKind.THOUGHT)),
            self.transcript.stops(steps),
            end_after_line=f"Action {number}:",
        )
        parsed = parse_thought_action(call.raw_output, number)
        unit = Unit(calls=[call])
        call, parsed = ask_again_if_wasted(
            ctx,
            unit,
            call,
            parsed,
            self.transcript.stops(steps),
            number,
            lambda text: parse_thought_action(text, number),
            dense_wasted(steps, ctx.task.text, self.span_answers, self.labels),
            needs_action=True,
            tries=DENSE_TRIES,
            last_step=number >= self.max_steps and self.limit_answers_nothing,
            end_after_line=f"Action {number}:",
        )
        thought = model_step(StepKind.THOUGHT, parsed.thought or "", call, parsed.notes)
        unit.steps.append(thought)
        if parsed.action:
            unit.steps.append(model_step(StepKind.ACTION, parsed.action, call))
            return unit
        # As the paper's code does: ask again for the action alone, and count it.
        unit.bad_calls += 1
        return self._action_after(
            ctx, steps + [thought], unit, ["the reply had no action; asked again for the action only"]
        )

    def _action_after(self, ctx: MethodContext, steps: list[Step], unit: Unit, notes: list[str]) -> Unit:
        cue = self.transcript.cue(steps, StepKind.ACTION)
        call = ask(ctx, self.prompt(ctx, steps, cue), ("\n",), purpose="action_only" if notes else "step")
        parsed = parse_action_only(call.raw_output)
        unit.calls.append(call)
        unit.steps.append(_action_or_invalid(parsed, call, notes, unit))
        return unit


class Act(Method):
    """Act: actions and observations only, no thoughts."""

    name = "act"

    def next_unit(self, ctx: MethodContext) -> Unit:
        steps = ctx.steps
        call = ask(
            ctx, self.prompt(ctx, steps, self.transcript.cue(steps, StepKind.ACTION)), self.transcript.stops(steps)
        )
        parsed = parse_action_only(call.raw_output)
        unit = Unit(calls=[call])
        call, parsed = ask_again_if_wasted(
            ctx,
            unit,
            call,
            parsed,
            self.transcript.stops(steps),
            count_actions(steps) + 1,
            parse_action_only,
            dense_wasted(steps, ctx.task.text, self.span_answers, self.labels),
            needs_action=True,
            tries=DENSE_TRIES,
            last_step=count_actions(steps) + 1 >= self.max_steps and self.limit_answers_nothing,
        )
        unit.steps.append(_action_or_invalid(parsed, call, [], unit))
        return unit


class CoT(Method):
    """Chain-of-thought: one call writes the reasoning and ``Answer:``; no environment use."""

    name = "cot"
    uses_actions = False

    def next_unit(self, ctx: MethodContext) -> Unit:
        call = ask(
            ctx,
            self.prompt(ctx, ctx.steps, "Thought:"),
            (f"\n{_label(self)}:",),
            max_tokens=max(ctx.generation.max_tokens, 384),
            end_after_line="Answer:",
        )
        return reasoning_unit(call, parse_reasoning_answer(call.raw_output))


class Standard(Method):
    """Standard prompting: the answer alone."""

    name = "standard"
    uses_actions = False

    def next_unit(self, ctx: MethodContext) -> Unit:
        call = ask(ctx, self.prompt(ctx, ctx.steps, "Answer:"), ("\n",))
        parsed = parse_answer_only(call.raw_output)
        return Unit(steps=[model_step(StepKind.ACTION, parsed.action or "Finish[]", call, parsed.notes)], calls=[call])


class Interactive(Method):
    """The decision-making format (ALFWorld, WebShop): each call writes one line, a thought
    (``think: ...`` / ``think[...]``) or an action; the transcript says which is which.

    ReAct and Act differ only in their exemplars (Act's have no thoughts).
    """

    transcript: LineTranscript

    def __init__(self, family: str, prefix: str, transcript: LineTranscript, max_steps: int) -> None:
        super().__init__(family, prefix, transcript, max_steps)

    def at_limit(self, steps: list[Step]) -> bool:
        return sum(1 for s in steps if s.kind != StepKind.OBSERVATION) >= self.max_steps

    def on_limit(self, ctx: MethodContext) -> Unit:
        return Unit(ended=Outcome.STEP_LIMIT, forced=True)

    def next_unit(self, ctx: MethodContext) -> Unit:
        cue = self.transcript.cue(ctx.steps, StepKind.ACTION)
        call = ask(
            ctx,
            self.prompt(ctx, ctx.steps, cue),
            self.transcript.stops(ctx.steps),
            max_tokens=min(ctx.generation.max_tokens, 120),
        )
        parsed = self.transcript.parse(call.raw_output)
        unit = Unit(calls=[call])
        # A page that lists its buttons (WebShop) or a room's commands (ALFWorld), `ValidMoves`, makes an invalid
        # move recognisable before it is taken; it gets up to three tries, since a small model tends to repeat
        # the same wrong move.
        moves = self.moves
        tries = PAGE_TRIES if moves is not None and moves.listed(ctx.steps) else 1
        call, parsed = ask_again_if_wasted(
            ctx,
            unit,
            call,
            parsed,
            self.transcript.stops(ctx.steps),
            len(ctx.steps) + 1,
            self.transcript.parse,
            lambda p: wasted_line(ctx.steps, p, moves),
            tries=tries,
            max_tokens=min(ctx.generation.max_tokens, 120),
        )
        if moves is not None and tries == PAGE_TRIES:
            call, parsed = moves.choose(ctx, unit, call, parsed, self.transcript)
        if parsed.thought is not None:
            unit.steps.append(model_step(StepKind.THOUGHT, parsed.thought, call, parsed.notes))
        else:
            unit.steps.append(_action_or_invalid(parsed, call, [], unit))
        return unit


def reasoning_unit(call: ModelCall, parsed: Parsed) -> Unit:
    """A thought (the reasoning) then its Finish action, both from one call."""
    unit = Unit(calls=[call])
    if parsed.thought:
        unit.steps.append(model_step(StepKind.THOUGHT, parsed.thought, call, parsed.notes))
        parsed.notes = []
    unit.steps.append(model_step(StepKind.ACTION, parsed.action or "Finish[]", call, parsed.notes))
    return unit


def _action_or_invalid(parsed: Parsed, call: ModelCall, notes: list[str], unit: Unit) -> Step:
    if parsed.action:
        return model_step(StepKind.ACTION, parsed.action, call, notes + parsed.notes)
    unit.bad_calls += 1
    raw = call.raw_output.strip().split("\n")[0].strip()
    # Kept as written so the environment answers it with its own "Invalid action" message.
    return model_step(StepKind.ACTION, raw, call, notes + parsed.notes + ["no usable action in the reply"])


def _label(method: Method) -> str:
    return method.transcript.label if isinstance(method.transcript, DenseTranscript) else "Question"


# ----- builders ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Format:
    """What a method needs to know of a task family: how its transcript reads and its step limit."""

    family: str
    transcript: Transcript
    max_steps: int
    span_answers: bool = False  # answers are spans of the pages (HotpotQA), see Method.span_answers
    labels: tuple[str, ...] = ()  # a label family's answers (FEVER), see Method.labels
    moves: ValidMoves | None = None  # the family's valid-move rules (WebShop's buttons), see Method.moves
    tools: ActionTools | None = None  # the family's actions as tools, for ReAct (tool calls): see tool_agent


# A builder gets the family's format and a way to read an exemplar file by method name
# ("react", "cot", ...); the catalogue (react_core.engine.catalog) registers each builder once.
MethodFactory = Callable[[Format, Callable[[str], str]], Method]


def _dense_or_sparse(cls: type[Method], name: str) -> MethodFactory:
    def build(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
        if not isinstance(fmt.transcript, DenseTranscript):
            # The decision-making formats: ReAct and Act differ only in their exemplars.
            method: Method = Interactive(fmt.family, prefix_of(name), fmt.transcript, fmt.max_steps)
            method.name = name
            method.moves = fmt.moves
            return method
        method = cls(fmt.family, prefix_of(name), fmt.transcript, fmt.max_steps)
        method.span_answers = fmt.span_answers
        method.labels = fmt.labels
        return method

    return build


build_react = _dense_or_sparse(ReAct, "react")
build_act = _dense_or_sparse(Act, "act")


def build_cot(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
    return CoT(fmt.family, prefix_of("cot"), fmt.transcript, fmt.max_steps)


def build_standard(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
    return Standard(fmt.family, prefix_of("standard"), fmt.transcript, fmt.max_steps)
