"""Prompting methods: how the next unit of a trajectory is asked of the model.

A method sees the task and the steps so far and returns a `Unit`: the new thought and/or
action steps and the model calls behind them. It never touches the environment or the
trajectory; the engine does. New methods (CoT-SC, back-off combinations) are new classes
registered in the catalogue (`react_core.engine.catalog`); the engine does not change for them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from react_core.models.base import LanguageModel, ModelRequest
from react_core.prompting.parsing import (
    Parsed,
    parse_action_only,
    parse_answer_only,
    parse_reasoning_answer,
    parse_thought_action,
)
from react_core.prompting.tool_calls import ActionTools
from react_core.prompting.transcript import (
    DenseTranscript,
    LineTranscript,
    Transcript,
    count_actions,
    render_prompt,
)
from react_core.scoring.answer_checks import (
    finish_argument,
    invalid_label,
    off_type_answer,
    pages_read,
    silent_verdict,
    unfounded_silence,
    unsupported_answer,
    unsupported_verdict,
)
from react_core.trajectory.steps import Author, ModelCall, Outcome, Step, StepKind
from react_core.trajectory.task import Task


@dataclass
class Generation:
    """Sampling settings a method uses for its calls."""

    temperature: float = 0.0
    max_tokens: int = 200
    seed: int | None = None
    # A small-model aid, off for the paper's own decoding: when a greedy reply repeats an action
    # that already failed (a search that found nothing, an invalid action) or the action just
    # taken, ask once more at REPEAT_TEMPERATURE (seeded, so reruns stay identical).
    retry_repeats: bool = False


REPEAT_TEMPERATURE = 0.7
# Knowledge tasks ask up to this many times: there a guessed Finish ends the episode for good,
# while a wasted ALFWorld or WebShop step costs one step of many (asked once).
DENSE_TRIES = 3
PAGE_TRIES = 3  # tries after an invalid click on a page that lists its buttons (WebShop)


@dataclass
class MethodContext:
    task: Task
    steps: list[Step]
    model: LanguageModel
    session: str  # lets the server keep this trajectory's prefix warm
    generation: Generation = field(default_factory=Generation)
    opening: str = ""  # the environment's opening text (ALFWorld's room and goal)


@dataclass
class Unit:
    """What one engine step adds. `forced`: the step limit made it. `ended`: stop without an action."""

    steps: list[Step] = field(default_factory=list)
    calls: list[ModelCall] = field(default_factory=list)
    bad_calls: int = 0
    forced: bool = False
    ended: Outcome | None = None


class ValidMoves(Protocol):
    """A family's rules for which actions can work where the agent is (WebShop: the buttons its page
    lists), which the one-line formats' repeat aid reads. A family brings them as `Family.valid_moves`
    (react_core.environments.base); the catalogue hands them to the method it makes (`Format.moves`),
    so this layer never imports a family."""

    def listed(self, steps: list[Step]) -> bool:
        """The latest observation lists the actions that can work there, so a wrong one is known before it is taken."""
        ...

    def why_not(self, steps: list[Step], action: str) -> str | None:
        """Why `action` cannot work where the agent is ("clicked ..., which is not a button on this page");
        None when it can, or when the rules cannot tell."""
        ...

    def choose(
        self, ctx: MethodContext, unit: Unit, call: ModelCall, parsed: Parsed, transcript: LineTranscript
    ) -> tuple[ModelCall, Parsed]:
        """The repeat aid's last resort where the moves are `listed`, after its tries: the reply (`call`,
        `parsed`) as it stands, or a new one chosen among the valid moves (its call added to `unit`)."""
        ...

    def held_tools(self, steps: list[Step], tools: ActionTools) -> ActionTools | None:
        """The same last resort for the tool-call agent (react_core.prompting.tool_agent): `tools` narrowed
        to calls on the valid moves not taken yet (WebShop: `click` with its button held to an `enum`), for
        one greedy ask held to their schemas; None when there is nothing left to choose."""
        ...


def ask(
    ctx: MethodContext,
    prompt: str,
    stop: tuple[str, ...],
    purpose: str = "step",
    *,
    n: int = 1,
    temperature: float | None = None,
    max_tokens: int | None = None,
    end_after_line: str | None = None,
    seed: int | None = None,
    choices: tuple[str, ...] = (),
) -> ModelCall:
    """One model request, recorded whole as a `ModelCall`. `end_after_line`, `choices`: see `ModelRequest`."""
    temperature = ctx.generation.temperature if temperature is None else temperature
    request = ModelRequest(
        prompt=prompt,
        stop=stop,
        max_tokens=max_tokens or ctx.generation.max_tokens,
        temperature=temperature,
        n=n,
        seed=ctx.generation.seed if seed is None else seed,
        session=ctx.session,
        end_after_line=end_after_line,
        choices=choices,
    )
    reply = ctx.model.complete(request)
    return ModelCall(
        prompt=prompt,
        raw_output=reply.text,
        model=reply.model,
        purpose=purpose,
        samples=list(reply.texts) if n > 1 else [],
        tokens_in=reply.tokens_in,
        tokens_out=reply.tokens_out,
        latency_s=reply.latency_s,
        cache_hit=reply.cache_hit,
        cost_usd=reply.cost_usd,
        temperature=temperature,
        original_latency_s=reply.original_latency_s,
        request=request_settings(request),
        sent=reply.sent,
        finish_reason=reply.finish_reasons[0] if reply.finish_reasons else None,
        context_tokens=reply.context_tokens,
    )


def request_settings(request: ModelRequest) -> dict[str, object]:
    """What a call asked besides its prompt (kept as `ModelCall.prompt`), as the model received it;
    the session only names a server slot and is left out."""
    return {
        "stop": list(request.stop),
        "max_tokens": request.max_tokens,
        "temperature": request.temperature,
        "n": request.n,
        "seed": request.seed,
        "end_after_line": request.end_after_line,
        "choices": list(request.choices),
    }


def model_step(kind: StepKind, text: str, call: ModelCall, notes: list[str] | None = None) -> Step:
    return Step(kind, text, Author.MODEL, call_id=call.id, notes=list(notes or []))


class Method(ABC):
    """A prompting method bound to a task family's format and exemplars."""

    name: str = ""
    uses_actions: bool = True
    # The family's answers are words of the pages it reads (HotpotQA; not FEVER's labels): the
    # repeat aid asks again after an answer that cannot be right (answer_checks). Never on labels:
    # a claim may hold the word "supports". Set from `Format.span_answers`.
    span_answers: bool = False
    # A label family's answers (FEVER's three): any other answer is asked again under the aid. Set
    # from `Format.labels`; empty for families with free answers.
    labels: tuple[str, ...] = ()
    # The family's rules for which actions can work where the agent is (WebShop's buttons), read by
    # the one-line formats' repeat aid. Set from `Format.moves`; None for families without such rules.
    moves: ValidMoves | None = None

    def __init__(self, family: str, prefix: str, transcript: Transcript, max_steps: int) -> None:
        self.family = family
        self.prefix = prefix
        self.transcript = transcript
        self.max_steps = max_steps

    @abstractmethod
    def next_unit(self, ctx: MethodContext) -> Unit:
        """Ask the model for the next thought and/or action."""

    def at_limit(self, steps: list[Step]) -> bool:
        return count_actions(steps) >= self.max_steps

    def on_limit(self, ctx: MethodContext) -> Unit:
        """The paper's rule for knowledge tasks: finish with an empty answer at the limit."""
        step = Step(
            StepKind.ACTION,
            "Finish[]",
            Author.ENGINE,
            notes=[f"step limit of {self.max_steps} reached; finished without an answer"],
        )
        return Unit(steps=[step], forced=True)

    def prompt(self, ctx: MethodContext, steps: list[Step], cue: str) -> str:
        return render_prompt(self.prefix, self.transcript, ctx.task, steps, cue, ctx.opening)


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
        # A page that lists its buttons (WebShop, `ValidMoves`) makes an invalid click recognisable before
        # it is taken; it gets up to three tries, since a small model tends to repeat the same wrong click.
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


def wasted_repeat(steps: list[Step], action: str) -> bool:
    """The action was taken before and got nothing, or it is the action just taken (a loop).

    "Got nothing": a search with no page (its observation's info has `similar`), an invalid
    action, or a lookup that found no further sentence (`no_result`) with no page opened since.
    A repeated Lookup that found something is not wasted: it returns the next match. Repeating a
    call whose tool failed to answer (an MCP server that crashed: info `failed`) is a retry, not waste."""
    key = " ".join(action.lower().split())
    lookup = key.startswith("lookup[")
    actions = [(i, s) for i, s in enumerate(steps) if s.kind == StepKind.ACTION]
    if not lookup and actions and " ".join(actions[-1][1].text.lower().split()) == key:
        last = actions[-1][0]
        answered = steps[last + 1] if last + 1 < len(steps) else None
        return not (answered is not None and answered.info.get("failed"))
    for i, step in actions:
        if " ".join(step.text.lower().split()) != key or i + 1 >= len(steps):
            continue
        answer = steps[i + 1]
        if answer.kind != StepKind.OBSERVATION:
            continue
        if "similar" in answer.info or answer.info.get("invalid"):
            return True
        if answer.info.get("no_result") and not any(
            "title" in s.info for s in steps[i + 2 :] if s.kind == StepKind.OBSERVATION
        ):
            return True
    return False


def ask_again_if_wasted(
    ctx: MethodContext,
    unit: Unit,
    call: ModelCall,
    parsed: Parsed,
    stops: tuple[str, ...],
    number: int,
    parse: Callable[[str], Parsed],
    wasted: Callable[[Parsed], str | None],
    needs_action: bool = False,
    tries: int = 1,
    **options,
) -> tuple[ModelCall, Parsed]:
    """The repeat aid (`Generation.retry_repeats`): when a reply is `wasted` (it returns why), ask the
    same prompt again at REPEAT_TEMPERATURE, up to `tries` times, each seeded by `number` and the try so
    a rerun is identical, and keep the first reply that is not wasted and has an action (or, unless
    `needs_action`, a thought); the original reply when none is. Every call stays in `unit`.

    A reply the rules object to always says so in its notes, so a person can tell what the rules
    decided: asked again and replaced, asked again and kept (no try did better), or, for an answer
    with the aid off, not asked again."""
    if not ctx.generation.retry_repeats:
        why = wasted(parsed) if parsed.action and finish_argument(parsed.action) is not None else None
        if why is not None:
            parsed.notes = [*parsed.notes, f"answer rules: the reply {why}; not asked again (the repeat aid is off)"]
        return call, parsed
    why = wasted(parsed)
    if why is None:
        return call, parsed
    for attempt in range(tries):
        again = ask(
            ctx, call.prompt, stops, temperature=REPEAT_TEMPERATURE, seed=repeat_seed(ctx, number, attempt), **options
        )
        unit.calls.append(again)
        retried = parse(again.raw_output)
        usable = bool(retried.action) or (not needs_action and retried.thought is not None)
        if usable and wasted(retried) is None:
            times = "" if attempt == 0 else f" ({attempt + 1} times)"
            retried.notes = [
                *retried.notes,
                f"the first reply {why}; asked again at temperature {REPEAT_TEMPERATURE}{times}",
            ]
            return again, retried
    times = "once" if tries == 1 else f"{tries} times"
    parsed.notes = [
        *parsed.notes,
        f"the reply {why}; asked again {times} at temperature {REPEAT_TEMPERATURE}, no try did better, so it stands",
    ]
    return call, parsed


def dense_wasted(
    steps: list[Step], question: str, span_answers: bool, labels: tuple[str, ...] = ()
) -> Callable[[Parsed], str | None]:
    """Dense formats: why a reply's action is wasted (see `wasted_repeat`, `answer_checks`), or None.
    `span_answers`: the family's answers are words of its pages (HotpotQA), so the answer checks
    apply; a label family (FEVER, `labels`) gets the repeat rule, `invalid_label`, `unsupported_verdict` and
    `silent_verdict`, `unfounded_silence`."""
    pages = pages_read(steps)
    seen = [question] + pages

    def why(parsed: Parsed) -> str | None:
        if not parsed.action:
            return None
        if wasted_repeat(steps, parsed.action):
            return f"repeated {parsed.action!r}, which got nothing new"
        if labels:
            return (
                invalid_label(parsed.action, labels)
                or unsupported_verdict(question, parsed.action, pages, labels)
                or silent_verdict(parsed.thought, parsed.action, labels)
                or unfounded_silence(parsed.thought, parsed.action, pages, labels)
            )
        if not span_answers:
            return None
        return off_type_answer(question, parsed.action) or unsupported_answer(parsed.action, seen)

    return why


def wasted_line(steps: list[Step], parsed: Parsed, moves: ValidMoves | None = None) -> str | None:
    """One-line formats: why a reply is wasted (a thought identical to the last thought, a wasted
    repeated action, or an action the family's `moves` say cannot work here), or None."""
    if parsed.thought is not None:
        last = next((s for s in reversed(steps) if s.kind == StepKind.THOUGHT), None)
        same = last is not None and " ".join(last.text.split()) == " ".join(parsed.thought.split())
        return f"repeated 'think: {parsed.thought}', which got nothing new" if same else None
    if parsed.action and wasted_repeat(steps, parsed.action):
        return f"repeated {parsed.action!r}, which got nothing new"
    return moves.why_not(steps, parsed.action) if parsed.action and moves is not None else None


def repeat_seed(ctx: MethodContext, number: int, attempt: int = 0) -> int:
    return (ctx.generation.seed or 0) + 1000 + number + 7919 * attempt


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
