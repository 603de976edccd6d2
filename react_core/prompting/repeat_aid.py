"""The repeat aid (`Generation.retry_repeats`), a small-model aid off in the paper's own decoding: a reply
that wastes its step (repeats an action that got nothing, or the one just taken; an answer that cannot be
right; a click on no button of the page) is asked again at REPEAT_TEMPERATURE, seeded so reruns stay
identical, and the first reply no rule objects to is kept. Every rule that fires is noted on the step.
"""

from __future__ import annotations

from collections.abc import Callable

from react_core.prompting.method_base import MethodContext, Unit, ValidMoves, ask
from react_core.prompting.parsing import Parsed
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
from react_core.trajectory.steps import ModelCall, Step, StepKind, last_observation

REPEAT_TEMPERATURE = 0.7
# Knowledge tasks ask up to this many times: there a guessed Finish ends the episode for good,
# while a wasted ALFWorld or WebShop step costs one step of many (asked once).
DENSE_TRIES = 3
PAGE_TRIES = 3  # tries after an invalid click on a page that lists its buttons (WebShop)
LAST_STEP_NOTE = "at the last step only another answer could replace it"


def gives_up_answer(first_action: str | None, retried_action: str | None, last_step: bool) -> bool:
    """At the last step, a try that does not answer cannot replace a reply that does: the step limit would end
    the episode with no answer (the paper's ``Finish[]``), which is never right, where a guessed answer sometimes
    is (t45-fever100: a guessed NOT ENOUGH INFO, the gold label, was put aside for a search at the last step)."""
    answers = finish_argument(first_action or "") is not None
    return last_step and answers and finish_argument(retried_action or "") is None


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


# Answers that say nothing of where the agent is: the same text after them is no sign of the same place.
_NO_PLACE = ("nothing happens.", "ok.")


def went_round(steps: list[Step], action: str) -> bool:
    """The action was taken before from the same observation the agent has now (the text of the last one),
    so in a game it leads where it led: the agent goes round. The 1.5B model on ALFWorld went "go to bed 1",
    "go to cabinet 2", "go to cabinet 1", ... to the step limit, each move new to `wasted_repeat`, in 4 of 6
    games with either method (batch t45-alfworld10); on WebShop, search, think, Back to Search
    (t45-webshop-g39f). An observation that tells nothing of the place ("Nothing happens.") is no match."""
    key = " ".join(action.lower().split())
    here = last_observation(steps)
    if here is None or " ".join(here.text.lower().split()) in _NO_PLACE:
        return False
    seen: Step | None = None  # the last observation before each earlier action
    for step in steps:
        if step.kind == StepKind.OBSERVATION:
            seen = step
        elif step.kind == StepKind.ACTION and seen is not None and seen is not here:
            if " ".join(step.text.lower().split()) == key and seen.text.strip() == here.text.strip():
                return True
    return False


def choose_among(
    ctx: MethodContext,
    unit: Unit,
    call: ModelCall,
    parsed: Parsed,
    stops: tuple[str, ...],
    parse: Callable[[str], Parsed],
    choices: tuple[str, ...],
    cannot: Callable[[str], str | None],
    chose: str,
) -> tuple[ModelCall, Parsed]:
    """A family's last resort (`ValidMoves.choose`): one greedy ask of `call`'s prompt held to a line that is one
    of `choices` (`ModelRequest.choices`; the embedded model follows it, another server may not, so the reply
    is checked again by `cannot`). The reply as it stands when the chosen line still cannot work; else the new
    one, its note ending with `chose` (what was chosen among) and the line."""
    again = ask(
        ctx, call.prompt, stops, temperature=0.0, choices=choices, max_tokens=min(ctx.generation.max_tokens, 120)
    )
    unit.calls.append(again)
    chosen = parse(again.raw_output)
    if not chosen.action or cannot(chosen.action) is not None:
        return call, parsed
    chosen.notes = [*chosen.notes, f"{chose}, and chose {chosen.action!r}"]
    return again, chosen


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
    last_step: bool = False,
    **options,
) -> tuple[ModelCall, Parsed]:
    """The repeat aid (`Generation.retry_repeats`): when a reply is `wasted` (it returns why), ask the
    same prompt again at REPEAT_TEMPERATURE, up to `tries` times, each seeded by `number` and the try so
    a rerun is identical, and keep the first reply that is not wasted and has an action (or, unless
    `needs_action`, a thought); the original reply when none is. `last_step`: the step limit comes after
    this step, so an answer is replaced by another answer only (`gives_up_answer`). Every call stays in `unit`.

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
    turned_down = False  # a try that did not answer where the answer stood at the last step
    for attempt in range(tries):
        again = ask(
            ctx, call.prompt, stops, temperature=REPEAT_TEMPERATURE, seed=repeat_seed(ctx, number, attempt), **options
        )
        unit.calls.append(again)
        retried = parse(again.raw_output)
        usable = bool(retried.action) or (not needs_action and retried.thought is not None)
        if usable and wasted(retried) is None:
            if gives_up_answer(parsed.action, retried.action, last_step):
                turned_down = True
                continue
            times = "" if attempt == 0 else f" ({attempt + 1} times)"
            retried.notes = [
                *retried.notes,
                f"the first reply {why}; asked again at temperature {REPEAT_TEMPERATURE}{times}",
            ]
            return again, retried
    times = "once" if tries == 1 else f"{tries} times"
    last = f" ({LAST_STEP_NOTE})" if turned_down else ""
    parsed.notes = [
        *parsed.notes,
        f"the reply {why}; asked again {times} at temperature {REPEAT_TEMPERATURE}, no try did better{last}, so it "
        "stands",
    ]
    return call, parsed


def dense_wasted(
    steps: list[Step],
    question: str,
    span_answers: bool,
    labels: tuple[str, ...] = (),
    moves: ValidMoves | None = None,
) -> Callable[[Parsed], str | None]:
    """Dense formats: why a reply's action is wasted (see `wasted_repeat`, `answer_checks`), or None.
    `span_answers`: the family's answers are words of its pages (HotpotQA), so the answer checks
    apply; a label family (FEVER, `labels`) gets the repeat rule, `invalid_label`, `unsupported_verdict` and
    `silent_verdict`, `unfounded_silence`. `moves`: the family's valid moves, as `wasted_line` reads them (the
    tool-call agent passes them; text ReAct's dense format keeps its own aid)."""
    pages = pages_read(steps)
    seen = [question] + pages

    def why(parsed: Parsed) -> str | None:
        if not parsed.action:
            return None
        if wasted_repeat(steps, parsed.action):
            return f"repeated {parsed.action!r}, which got nothing new"
        if labels:
            found = (
                invalid_label(parsed.action, labels)
                or unsupported_verdict(question, parsed.action, pages, labels)
                or silent_verdict(parsed.thought, parsed.action, labels)
                or unfounded_silence(parsed.thought, parsed.action, pages, labels)
            )
        elif span_answers:
            found = off_type_answer(question, parsed.action) or unsupported_answer(parsed.action, seen)
        else:
            found = None
        return found or (moves.why_not(steps, parsed.action) if moves is not None else None)

    return why


def wasted_line(steps: list[Step], parsed: Parsed, moves: ValidMoves | None = None) -> str | None:
    """One-line formats: why a reply is wasted (a thought identical to the last thought, a wasted
    repeated action, an action taken before from the same observation (`went_round`), or an action the
    family's `moves` say cannot work here), or None."""
    if parsed.thought is not None:
        last = next((s for s in reversed(steps) if s.kind == StepKind.THOUGHT), None)
        same = last is not None and " ".join(last.text.split()) == " ".join(parsed.thought.split())
        return f"repeated 'think: {parsed.thought}', which got nothing new" if same else None
    if parsed.action and wasted_repeat(steps, parsed.action):
        return f"repeated {parsed.action!r}, which got nothing new"
    if parsed.action and went_round(steps, parsed.action):
        return f"repeated {parsed.action!r} from where it was taken before, which goes round"
    return moves.why_not(steps, parsed.action) if parsed.action and moves is not None else None


def repeat_seed(ctx: MethodContext, number: int, attempt: int = 0) -> int:
    return (ctx.generation.seed or 0) + 1000 + number + 7919 * attempt
