"""What every prompting method is: a `Method` bound to a family's format and exemplars, what it sees
(`MethodContext`, its sampling settings `Generation`), what it returns (a `Unit`), how it asks the model
(`ask`, each request recorded whole as a `ModelCall`), and a family's rules for which moves can work
(`ValidMoves`).

A method sees the task and the steps so far and returns a `Unit`: the new thought and/or
action steps and the model calls behind them. It never touches the environment or the
trajectory; the engine does. The methods themselves are in `methods`, `self_consistency` and `tool_agent`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Protocol

from react_core.models.base import LanguageModel, ModelRequest
from react_core.prompting.parsing import Parsed
from react_core.prompting.tool_calls import ActionTools
from react_core.prompting.transcript import LineTranscript, Transcript, count_actions, render_prompt
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
    # taken, ask once more at repeat_aid.REPEAT_TEMPERATURE (seeded, so reruns stay identical).
    retry_repeats: bool = False


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

    def held_tools(self, steps: list[Step], tools: ActionTools, action: str) -> ActionTools | None:
        """The same last resort for the tool-call agent (react_core.prompting.tool_agent), instead of `action`:
        `tools` narrowed to calls on the valid moves not taken yet (WebShop: `click` with its button held to an
        `enum`), for one greedy ask held to their schemas; None when there is nothing left to choose."""
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
    # `on_limit` ends the episode with no answer (the paper's empty Finish[]), so at the last step the repeat aid
    # keeps a guessed answer unless another answer replaces it. False where the limit hands over to something
    # that still answers (ReAct -> CoT-SC backs off to CoT-SC's vote).
    limit_answers_nothing: bool = True

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
