"""Why an episode failed, read from its trajectory: the failure modes the paper discusses.

Flags (an episode can have several): ``no_answer`` (finished with an empty answer),
``step_limit`` (stopped by the step limit), ``loop`` (the same action twice in a row or
three times in all), ``invalid_action`` (the environment answered "Invalid action" or a
reply had no usable action), ``invalid_click`` (a ``click[...]`` answered "Invalid action":
clicking something that is not a button of the page, WebShop's commonest waste),
``invalid_loop`` (the same invalid action taken twice or more: a loop on it), ``empty_search`` (a search found no page: "Could not find"),
``error`` (the branch ended in an error), ``call_in_text`` (a tool-call reply wrote its call as text,
read from it), ``held_to_schema`` (a tool-call reply had no call that fit the
tools' schemas and was asked again held to them: ReAct (tool calls)), ``invalid_answer`` (a label family's answer that is none
of its labels, e.g. FEVER's "NOT SUPPORTS": it can never score), ``wrong_answer`` (answered, but
scored wrong; a valid label when the family has labels).
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from react_core.engine import catalog
from react_core.prompting.tool_agent import HELD, IN_TEXT
from react_core.scoring.answer_checks import label_of
from react_core.trajectory.steps import Outcome, StepKind
from react_core.trajectory.trajectory import Trajectory

FLAGS = (
    "no_answer",
    "step_limit",
    "loop",
    "invalid_action",
    "invalid_click",
    "invalid_loop",
    "empty_search",
    "error",
    "call_in_text",
    "held_to_schema",
    "invalid_answer",
    "wrong_answer",
)
LABELS = {
    "no_answer": "no answer",
    "step_limit": "step limit",
    "loop": "repeated-action loop",
    "invalid_action": "invalid actions",
    "invalid_click": "invalid clicks",
    "invalid_loop": "loop on an invalid action",
    "empty_search": "empty search",
    "error": "error",
    "call_in_text": "tool calls written as text (read from it)",
    "held_to_schema": "malformed tool calls (held to the schema)",
    "invalid_answer": "invalid answer",
    "wrong_answer": "wrong answer",
}


def can_happen(flag: str, families: set[str], methods: set[str]) -> bool:
    """Whether a failure mode can happen at all to episodes of these families and methods: a HotpotQA batch
    showed columns of zeros for "invalid clicks" and the tool calls' modes, which it can never have. A family
    not known here (a plugin gone) counts as one where any mode can."""
    if flag in ("call_in_text", "held_to_schema"):
        return "react_tools" in methods
    known = [catalog.family(f) for f in families if f in catalog.family_names()]
    if len(known) < len(families):
        return True
    if flag == "invalid_click":
        return any(f.tool_calls is not None and f.tool_calls.find("click") is not None for f in known)
    if flag == "empty_search":  # the paper's search API ("Could not find ..."): Wikipedia's, your documents'
        return any(f.wikipedia or (f.tool_calls is not None and f.tool_calls.find("lookup") is not None) for f in known)
    if flag == "invalid_answer":
        return any(f.labels for f in known)
    return True


def failure_flags(trajectory: Trajectory, correct: bool | None) -> list[str]:
    """The failure flags of the active branch, in `FLAGS` order; [] for a clean success."""
    branch = trajectory.branch()
    steps = trajectory.steps_of()
    flags: set[str] = set()
    if branch.outcome == Outcome.ERROR:
        flags.add("error")
    if branch.outcome == Outcome.STEP_LIMIT:
        flags.add("step_limit")
    family = catalog.family(trajectory.task.family)
    answers = family.scoring != "environment"  # games end without an answer
    if branch.outcome is not None and answers and not (branch.answer or "").strip():
        flags.add("no_answer")
    actions = [" ".join(s.text.lower().split()) for s in steps if s.kind == StepKind.ACTION]
    if any(a == b for a, b in pairwise(actions)) or any(c >= 3 for c in Counter(actions).values()):
        flags.add("loop")
    invalid: Counter = Counter()
    for i, step in enumerate(steps):
        if step.kind == StepKind.OBSERVATION:
            text = step.text.strip()
            if step.info.get("invalid") or text.lower().startswith("invalid action"):
                flags.add("invalid_action")
                action = steps[i - 1] if i and steps[i - 1].kind == StepKind.ACTION else None
                if action is not None:
                    said = " ".join(action.text.lower().split())
                    invalid[said] += 1
                    if said.startswith("click"):
                        flags.add("invalid_click")
            if text.startswith("Could not find"):
                flags.add("empty_search")
        elif step.kind == StepKind.ACTION and "no usable action in the reply" in step.notes:
            flags.add("invalid_action")
        if step.kind == StepKind.ACTION and HELD in step.info:
            flags.add("held_to_schema")
        if step.kind == StepKind.ACTION and IN_TEXT in step.info:
            flags.add("call_in_text")
    if any(n >= 2 for n in invalid.values()):
        flags.add("invalid_loop")
    if correct is False and branch.outcome == Outcome.ANSWERED and "no_answer" not in flags:
        off_label = bool(family.labels) and label_of(branch.answer, family.labels) is None
        flags.add("invalid_answer" if off_label else "wrong_answer")
    if correct is True:
        # A right answer is a success even if the road there had a dead end; keep the road signs.
        flags -= {"wrong_answer", "invalid_answer", "no_answer", "step_limit", "error"}
    return [f for f in FLAGS if f in flags]


def stored_flags(family: str, answer: str | None, flags: list[str]) -> list[str]:
    """An episode's stored flags, read again for what was added since: an episode recorded before
    "invalid_answer" existed has "wrong_answer" for an answer that is none of its family's labels."""
    labels = catalog.family(family).labels if family in catalog.family_names() else ()
    if "wrong_answer" in flags and labels and label_of(answer, labels) is None:
        return [("invalid_answer" if f == "wrong_answer" else f) for f in flags]
    return list(flags)


def backed_off(trajectory: Trajectory) -> str | None:
    """ "cot_sc" or "react" when a back-off method handed over on the active branch."""
    for step in trajectory.steps_of():
        target = step.info.get("backed_off_to") if step.kind == StepKind.THOUGHT else None
        if target:
            return str(target)
    return None
