"""Self-consistency (CoT-SC) and the paper's two back-off combinations with ReAct.

- ``cot_sc``: n chain-of-thought samples at temperature 0.7 (one request where the server
  allows), majority answer.
- ``react_cot_sc`` (ReAct -> CoT-SC): ReAct; if it does not return an answer within its step
  limit (`react_backs_off`), back off to CoT-SC instead of finishing empty.
- ``cot_sc_react`` (CoT-SC -> ReAct): CoT-SC; if the majority answer has fewer than n/2
  votes (`cot_sc_backs_off`), back off to ReAct on the same trajectory.
The two rules are shared with the combined scoring of stored episodes (evaluation/combined.py).

Every sample stays visible: the request's n texts are kept in the `ModelCall`, and one
thought step states the vote ("Votes over 21 samples: Danube 12, Rhine 5, ...") with the
per-sample answers in its `info["vote"]`, so Figure 2 (score vs number of samples) can be
recomputed later by subsampling, without new model calls.

The catalogue (`react_core.engine.catalog`) registers the three builders at the end of this module.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypedDict

from react_core.models.errors import ModelError
from react_core.prompting.method_base import Method, MethodContext, Unit, ask, model_step
from react_core.prompting.methods import Format, ReAct
from react_core.prompting.parsing import parse_reasoning_answer
from react_core.prompting.transcript import DenseTranscript, Transcript
from react_core.scoring.answer_checks import FINISH
from react_core.scoring.metrics import normalize_answer
from react_core.trajectory.steps import Author, ModelCall, Outcome, Step, StepKind

DEFAULT_SAMPLES = 21  # the paper's n
SAMPLE_TEMPERATURE = 0.7  # the paper's sampling temperature for CoT-SC
COT_MAX_TOKENS = 384
NO_ANSWER = "(no answer)"


@dataclass
class Vote:
    """The outcome of majority voting over n sampled answers."""

    answers: list[str]  # each sample's answer as written ("" when it gave none)
    majority: str  # the winning answer as first written, "" when no sample answered
    count: int  # votes for the majority
    tally: list[tuple[str, int]]  # (answer as first written, votes), most votes first

    @property
    def n(self) -> int:
        return len(self.answers)

    @property
    def confident(self) -> bool:
        """The paper's back-off test: the majority holds at least n/2 of the votes."""
        return self.count * 2 >= self.n and self.count > 0

    def summary(self) -> str:
        parts = ", ".join(f"{answer or NO_ANSWER} {votes}" for answer, votes in self.tally)
        return f"Votes over {self.n} samples: {parts}."

    def to_info(self) -> dict[str, Any]:
        return {
            "answers": self.answers,
            "majority": self.majority,
            "count": self.count,
            "n": self.n,
            "tally": [list(t) for t in self.tally],
        }


def react_backs_off(outcome: Outcome | str | None, answer: str | None) -> bool:
    """The paper's ReAct -> CoT-SC test: ReAct did not return an answer within its step limit.

    In the paper's code (hotpotqa.ipynb / FEVER.ipynb, `webthink`) an episode not done after its
    steps is ended with ``finish[]``, so its answer is "", exactly as when the model writes
    ``Finish[]`` itself: both are "no answer". An episode that ended in an error returned none
    either. So: back off unless the episode ended by answering, with a non-blank answer.
    """
    outcome = getattr(outcome, "value", outcome)
    return outcome != Outcome.ANSWERED.value or not (answer or "").strip()


def cot_sc_backs_off(vote: Vote) -> bool:
    """The paper's CoT-SC -> ReAct test: the majority answer holds fewer than n/2 of the n votes."""
    return not vote.confident


def majority_vote(answers: list[str]) -> Vote:
    """Majority over normalised answers; ties go to the answer seen first; empty answers never win
    (they are tallied as "(no answer)" so the summary shows them). Answers that score alike vote
    alike: the paper scores HotpotQA and FEVER with the same SQuAD normalisation (wrappers.py),
    so both vote over `normalize_answer`."""
    normalise = normalize_answer
    first_written: dict[str, str] = {}
    counts: Counter[str] = Counter()
    empty = 0
    for answer in answers:
        key = normalise(answer) if answer.strip() else ""
        if not key:
            empty += 1
            continue
        first_written.setdefault(key, answer.strip())
        counts[key] += 1
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])  # stable: ties keep first-seen order
    tally = [(first_written[k], c) for k, c in ranked]
    if empty:
        tally.append(("", empty))
    if not ranked:
        return Vote(list(answers), "", 0, tally)
    key, count = ranked[0]
    return Vote(list(answers), first_written[key], count, tally)


class CoTSC(Method):
    """CoT-SC: one request for n chain-of-thought samples, then the majority answer."""

    name = "cot_sc"
    uses_actions = False

    transcript: DenseTranscript  # its votes end the sampled text at the next "Question:" or "Claim:"

    def __init__(
        self, family: str, prefix: str, transcript: DenseTranscript, max_steps: int, samples: int = DEFAULT_SAMPLES
    ) -> None:
        super().__init__(family, prefix, transcript, max_steps)
        self.samples = samples

    def next_unit(self, ctx: MethodContext) -> Unit:
        return self.vote_unit(ctx, finish=True)

    def sample(self, ctx: MethodContext) -> tuple[ModelCall, Vote, list, list[str]]:
        """Ask for n samples of the CoT prompt on the bare question (no earlier steps)."""
        prompt = self.prompt(ctx, [], "Thought:")
        options = _SampleOptions(
            purpose="samples",
            temperature=SAMPLE_TEMPERATURE,
            max_tokens=max(ctx.generation.max_tokens, COT_MAX_TOKENS),
            end_after_line="Answer:",
        )
        stops = (f"\n{self.transcript.label}:",)
        notes: list[str] = []
        try:
            call = ask(ctx, prompt, stops, n=self.samples, **options)
        except ModelError as exc:
            # Some servers cap n without saying so up front (the embedded model knows its cap and
            # asks in chunks itself); a request of one sample at a time gets the same n samples.
            # Any other fault fails again the same way and is raised.
            if self.samples == 1 or exc.kind != "server":
                raise
            call = _one_at_a_time(ctx, prompt, stops, self.samples, options)
            notes.append(f"the server refused n={self.samples} in one request; asked for the samples one at a time")
        texts = call.samples or [call.raw_output]
        if len(texts) < self.samples:  # some servers ignore n; say so rather than vote quietly over fewer
            notes.append(f"asked for {self.samples} samples, the server returned {len(texts)}")
        parsed = [parse_reasoning_answer(text) for text in texts]
        answers = [_finish_argument(p.action) for p in parsed]
        return call, majority_vote(answers), parsed, notes

    def vote_unit(
        self,
        ctx: MethodContext,
        *,
        finish: bool,
        notes: list[str] | None = None,
        back_off_below_half: bool = False,
        backed_off_to: str | None = None,
    ) -> Unit:
        """The vote as one thought, then Finish[majority] when `finish` (or when confident and
        `back_off_below_half`); otherwise the thought alone, noting the back-off to ReAct."""
        call, vote, parsed, sampling_notes = self.sample(ctx)
        notes = list(notes or []) + sampling_notes
        backed_off = back_off_below_half and cot_sc_backs_off(vote)
        text = vote.summary()
        if vote.majority:
            text += f" Majority: {vote.majority} ({vote.count} of {vote.n})."
            example = next(
                i
                for i, a in enumerate(vote.answers)
                if a.strip() and normalize_answer(a) == normalize_answer(vote.majority)
            )
            if parsed[example].thought:
                text += f" Reasoning of sample {example + 1}: {parsed[example].thought}"
        else:
            text += " No sample gave an answer."
        if backed_off:
            notes.append(f"backed off to ReAct: the majority had {vote.count} of {vote.n} votes, fewer than n/2")
        info = {"vote": vote.to_info(), "backed_off_to": "react" if backed_off else None}
        if backed_off_to:
            info["backed_off_to"] = backed_off_to
        thought = Step(StepKind.THOUGHT, text, Author.MODEL, call_id=call.id, notes=notes, info=info)
        unit = Unit(steps=[thought], calls=[call])
        if finish and not backed_off:
            unit.steps.append(model_step(StepKind.ACTION, f"Finish[{vote.majority}]", call))
        return unit


class _VotesWithCoTSC:
    """Back-off methods hand their vote to an inner CoT-SC; its sample count is theirs."""

    cot_sc: CoTSC

    @property
    def samples(self) -> int:
        return self.cot_sc.samples

    @samples.setter
    def samples(self, value: int) -> None:
        self.cot_sc.samples = value


class ReActThenCoTSC(_VotesWithCoTSC, ReAct):
    """ReAct -> CoT-SC: ReAct until it answers; CoT-SC's majority when it would not (`react_backs_off`):
    at the step limit, on an empty ``Finish[]``, and where the engine would end the episode as an
    error because the model gave no usable action `MAX_BAD_CALLS` times."""

    name = "react_cot_sc"
    limit_answers_nothing = False  # the limit backs off to CoT-SC: a guess flagged at the last step gives way to it

    def __init__(self, family: str, prefix: str, transcript: DenseTranscript, max_steps: int, cot_sc: CoTSC) -> None:
        super().__init__(family, prefix, transcript, max_steps)
        self.cot_sc = cot_sc

    def on_limit(self, ctx: MethodContext) -> Unit:
        note = f"backed off to CoT-SC: ReAct reached its step limit of {self.max_steps} without an answer"
        return self.cot_sc.vote_unit(ctx, finish=True, notes=[note], backed_off_to="cot_sc")

    def next_unit(self, ctx: MethodContext) -> Unit:
        unit = super().next_unit(ctx)
        action = unit.steps[-1] if unit.steps and unit.steps[-1].kind == StepKind.ACTION else None
        finish = FINISH.match(action.text) if action is not None else None
        bad_calls = _bad_calls(ctx.steps) + unit.bad_calls
        if finish is not None:
            outcome, answer = Outcome.ANSWERED, finish.group(1)
            reason = f"ReAct finished without an answer ({finish.string.strip()})"
        elif bad_calls >= MAX_BAD_CALLS:  # the engine would end the episode as an error
            outcome, answer = Outcome.ERROR, None
            reason = f"ReAct gave no usable action {bad_calls} times"
        else:
            return unit
        if not react_backs_off(outcome, answer):
            return unit
        # ReAct's thought stays; its action (empty finish, or unusable text) is left in its call's
        # raw output and named in the note, so no action is left without an observation.
        vote = self.cot_sc.vote_unit(
            ctx, finish=True, notes=[f"backed off to CoT-SC: {reason}"], backed_off_to="cot_sc"
        )
        kept = [s for s in unit.steps if s is not action]
        return Unit(steps=kept + vote.steps, calls=unit.calls + vote.calls, bad_calls=unit.bad_calls)


class CoTSCThenReAct(_VotesWithCoTSC, Method):
    """CoT-SC -> ReAct: CoT-SC first; a weak majority (< n/2 votes) hands over to ReAct steps."""

    name = "cot_sc_react"

    def __init__(self, family: str, react: ReAct, cot_sc: CoTSC) -> None:
        super().__init__(family, react.prefix, react.transcript, react.max_steps)
        self.react = react
        self.cot_sc = cot_sc

    def next_unit(self, ctx: MethodContext) -> Unit:
        start = vote_position(ctx.steps)
        if start is None:
            return self.cot_sc.vote_unit(ctx, finish=True, back_off_below_half=True)
        # ReAct sees only its own steps: the vote thought is not part of its transcript.
        return self.react.next_unit(replace(ctx, steps=ctx.steps[start + 1 :]))

    def at_limit(self, steps: list[Step]) -> bool:
        start = vote_position(steps)
        return start is not None and self.react.at_limit(steps[start + 1 :])


class _SampleOptions(TypedDict):
    """The request options every sample shares, whether asked for at once or one at a time."""

    purpose: str
    temperature: float
    max_tokens: int
    end_after_line: str


def _one_at_a_time(
    ctx: MethodContext, prompt: str, stops: tuple[str, ...], n: int, options: _SampleOptions
) -> ModelCall:
    """n requests of one sample each, recorded as one call holding all n samples."""
    calls = []
    for i in range(n):
        seed = ctx.generation.seed
        # A fixed seed would make every single-sample request give the same text.
        one = ctx if seed is None else replace(ctx, generation=replace(ctx.generation, seed=seed + i))
        calls.append(ask(one, prompt, stops, n=1, **options))
    first = calls[0]
    return ModelCall(
        prompt=prompt,
        raw_output=first.raw_output,
        model=first.model,
        purpose="samples",
        samples=[c.raw_output for c in calls],
        tokens_in=sum(c.tokens_in for c in calls),
        tokens_out=sum(c.tokens_out for c in calls),
        latency_s=sum(c.latency_s for c in calls),
        cost_usd=None if any(c.cost_usd is None for c in calls) else sum(c.cost_usd or 0.0 for c in calls),
        temperature=first.temperature,
        # The settings all n shared; each request's own seed was the recorded one plus its index.
        request=first.request,
        sent=first.sent,
        finish_reason=first.finish_reason,
        context_tokens=first.context_tokens,
    )


def vote_position(steps: list[Step]) -> int | None:
    """Index of the CoT-SC vote thought in a branch, if there is one."""
    for i, step in enumerate(steps):
        if step.kind == StepKind.THOUGHT and "vote" in step.info:
            return i
    return None


# The notes `react_core.prompting.methods` puts on an action for each call that gave no usable action
# (each one counted in `Unit.bad_calls`, which the engine adds up per branch).
# engine.MAX_BAD_CALLS, named here so this module does not import the engine (a test holds them equal).
MAX_BAD_CALLS = 5
_BAD_CALL_NOTES = ("the reply had no action; asked again for the action only", "no usable action in the reply")


def _bad_calls(steps: list[Step]) -> int:
    """Calls so far that gave no usable action, read from the actions' notes."""
    return sum(note in _BAD_CALL_NOTES for s in steps if s.kind == StepKind.ACTION for note in s.notes)


def _finish_argument(action: str | None) -> str:
    if not action or not action.startswith("Finish[") or not action.endswith("]"):
        return ""
    return action[len("Finish[") : -1].strip()


# ----- builders (registered in react_core.engine.catalog) ------------------------------------------------
def _dense(transcript: Transcript, method: str) -> DenseTranscript:
    """Self-consistency votes over answers to a question or claim: only the knowledge tasks' format."""
    if not isinstance(transcript, DenseTranscript):
        raise ValueError(
            f"{method} needs the Question/Claim format of the knowledge tasks, not {type(transcript).__name__}"
        )
    return transcript


def _cot_sc(fmt: Format, prefix_of: Callable[[str], str]) -> CoTSC:
    return CoTSC(fmt.family, prefix_of("cot"), _dense(fmt.transcript, "cot_sc"), fmt.max_steps)


def _react(fmt: Format, prefix_of: Callable[[str], str]) -> ReAct:
    react = ReAct(fmt.family, prefix_of("react"), fmt.transcript, fmt.max_steps)
    react.span_answers = fmt.span_answers
    react.labels = fmt.labels
    return react


def build_cot_sc(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
    return _cot_sc(fmt, prefix_of)


def build_react_cot_sc(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
    react = _react(fmt, prefix_of)
    transcript = _dense(react.transcript, "react_cot_sc")
    method = ReActThenCoTSC(fmt.family, react.prefix, transcript, react.max_steps, _cot_sc(fmt, prefix_of))
    method.span_answers = react.span_answers
    method.labels = react.labels
    return method


def build_cot_sc_react(fmt: Format, prefix_of: Callable[[str], str]) -> Method:
    return CoTSCThenReAct(fmt.family, _react(fmt, prefix_of), _cot_sc(fmt, prefix_of))
