"""Where to steer: each step of a branch checked by a few documented rules, no model call.

A person steering a failing agent first has to find the step where it went wrong; in a
50-step ALFWorld loop that is tedious. These rules point at the usual culprits of the paper's
error analysis (Section 3.3, Figure 5): repeated actions, searches that found nothing,
invalid actions, thoughts that "see" objects no observation showed (hallucination), answers
no observation supports, and the step limit closing in. They are cheap heuristics, not a
verdict: a flag says "look here", and the person decides.

    diagnose(trajectory)               # [Flag(kind="unseen_object", position=4, reason=...), ...]
    steer_flag(trajectory).position    # where the Run page's "Steer here" opens the editor

Rules (every one reads only the branch's own steps, the task and the opening text):

- ``loop``: an action equal to the previous action, or an action taken for the 3rd time or
  more (case and spacing ignored). A call whose tool failed to answer (an MCP server that crashed
  or timed out: its observation's info has ``failed``) is an error, not a result: trying it again
  is no loop, and it does not count.
- ``empty_search``: a search whose observation says it found nothing (the Wikipedia
  environment's "Could not find ..." or "There were no results ...").
- ``repeated_search``: a Search[...] of a title searched before on the branch (not flagged
  again when ``loop`` already flags that action).
- ``invalid_action``: the observation is "Invalid action ..." or ALFWorld's "Nothing happens.".
- ``unseen_object`` (one-line families: ALFWorld, WebShop): a thought states (a sentence with no plan
  or hedge word such as "need", "likely", "check") "<object> <n>" or
  "<object> (<n>)" that neither the opening nor any earlier observation mentions, as in
  Figure 5's "Now I find the first cellphone (3)" on an ottoman holding a creditcard and a
  pillow (the family's grounding adds where the agent is and the places not yet looked at,
  ALFWorld's room). For knowledge tasks this rule is skipped: a new entity in Search[...] is the normal
  way to look something up, and telling an invented name from a fresh lead needs more than a
  string check.
- ``unsupported_answer`` (families whose answers are words of their pages, HotpotQA and your
  documents, `Family.answers_from_pages`; not a user's tools or environment plugin, whose answer
  may be computed from an observation): Finish[x] where x appears in no page read (a title in a
  "Similar" list was never opened; yes/no answers are exempt;
  FEVER's labels are never in a page). The repeat aid asks again on the same test
  (`answer_checks.unsupported_answer`).
- ``ungrounded``: a thought claims what the observations do not show: an object found, held or
  put where the latest observation at that place does not show it (ALFWorld), a figure or quoted
  name no page read contains (HotpotQA, FEVER), a price, option or product id the pages do not
  show (WebShop). The dense families' rule is in react_core.assist.grounding; ALFWorld's and
  WebShop's are their families' own (`Family.grounding`: environments/alfworld/grounding.py,
  environments/webshop/grounding.py).
- a family's own kinds (`Family.flags`, e.g. a plugin's): after the workbench's flags on the same
  step; a rule that raised shows as ``rule_failed`` on the last step, with the message.
- ``step_limit``: a model's action within two steps of the branch's step limit (actions for
  knowledge tasks; actions and thoughts for ALFWorld, as its method counts them).

"Steer here" (`steer_flag`) goes to the root cause, not to the first symptom: the earliest
flagged thought (a thought that claims what was never shown causes the invalid actions and loops
after it), unless the agent was already stuck before it (two or more flagged actions right
before it, none unflagged between: then the first of those); else the earliest flagged action,
else the answer, else the step limit. A family's own kind counts as a thought's claim on a thought
and as a symptom on an action. A branch that succeeded offers no "Steer here".
"""

from __future__ import annotations

import re

from react_core.assist.grounding import fact_claims
from react_core.engine import catalog
from react_core.environments.base import Family, Grounding
from react_core.scoring.answer_checks import FINISH, pages_read, unsupported_answer
from react_core.scoring.statements import statements
from react_core.trajectory.flags import RULE_FAILED, Flag
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.trajectory import Trajectory

# Which flag "Steer here" opens: the lowest rank, then the earliest step. A thought that claims
# what was never shown comes before the invalid actions and loops it causes.
STEER_RANK = {
    "unseen_object": 0,
    "ungrounded": 0,
    "invalid_action": 1,
    "empty_search": 1,
    "repeated_search": 1,
    "loop": 1,
    "unsupported_answer": 2,
    "step_limit": 3,
}
# A family's own kinds (Family.flags) rank by their step: a thought's claim is a cause (0), an
# action's a symptom (1). RULE_FAILED is never steered to.
LOOP_COUNT = 3  # an action taken this many times is a loop even when not back to back
LIMIT_MARGIN = 2  # flag the last actions this close to the step limit

_NOTHING_FOUND = ("could not find", "there were no results")
_INVALID = ("invalid action",)
_NOTHING_HAPPENS = "nothing happens."
# "cellphone 3", "cellphone (3)"; not ranges such as "drawer (1-4)".
_OBJECT_REF = re.compile(r"\b([a-z][a-z]{2,})\s+\(?(\d+)\)?(?![\d-])", re.IGNORECASE)
# Words that precede a number in a thought without naming an object ("step 3", "find 2 ...").
_NOT_OBJECTS = {
    "step",
    "steps",
    "action",
    "actions",
    "thought",
    "observation",
    "find",
    "take",
    "put",
    "get",
    "have",
    "need",
    "all",
    "the",
    "and",
    "than",
    "only",
    "first",
    "second",
    "number",
    "check",
    "with",
    "are",
    "there",
    "least",
    "about",
    "for",
    "from",
    "try",
    "tried",
    "times",
    "place",
    "places",
}
_SEARCH = re.compile(r"^\s*search\s*\[(.*)\]\s*$", re.IGNORECASE | re.DOTALL)


def diagnose(trajectory: Trajectory, branch_id: str | None = None) -> list[Flag]:
    """Every flag on a branch, in step order (a step may carry more than one)."""
    steps = trajectory.steps_of(branch_id)
    family = catalog.family(trajectory.task.family)
    limit = int(trajectory.model.get("max_steps") or family.step_limit)
    flags: list[Flag] = []
    seen_actions: dict[str, int] = {}
    searched: set[str] = set()
    previous_action: str | None = None
    previous_failed = False  # the previous action's tool failed to answer: the same call again is a retry
    seen_text = _norm(trajectory.opening) + " " + _norm(trajectory.task.text)
    grounding = family.grounding(trajectory.task.text, trajectory.opening) if family.grounding else None
    shown = _Shown(grounding, [trajectory.task.text, trajectory.opening])
    used = 0  # steps counted against the limit so far
    for position, step in enumerate(steps):
        after = steps[position + 1] if position + 1 < len(steps) else None
        if step.kind == StepKind.OBSERVATION:
            seen_text += " " + _norm(step.text)
            before = steps[position - 1] if position else None
            shown.read(before.text if before is not None and before.kind == StepKind.ACTION else "", step.text)
            continue
        if step.kind == StepKind.THOUGHT:
            flags += _thought_flags(family.style, step, position, seen_text, shown)
            if family.sparse:
                used += 1  # ALFWorld's limit counts think: lines too
            continue
        used += 1
        action = _norm(step.text)
        count = seen_actions.get(action, 0) + 1
        failed = after is not None and after.kind == StepKind.OBSERVATION and bool(after.info.get("failed"))
        seen_actions[action] = count - failed  # a call that crashed got no answer: it does not count
        looped = (action == previous_action and not previous_failed) or count >= LOOP_COUNT
        if looped:
            why = "the same action as the previous one" if action == previous_action else f"taken {count} times"
            flags.append(Flag("loop", position, f"{_quote(step.text)}: {why}."))
        search = _SEARCH.match(step.text)
        if search:
            title = _norm(search.group(1))
            if title in searched and not looped:
                flags.append(Flag("repeated_search", position, f"{_quote(step.text)}: this title was searched before."))
            searched.add(title)
        observation = after.text if after is not None and after.kind == StepKind.OBSERVATION else None
        if observation is not None:
            lowered = observation.strip().lower()
            if (search and lowered.startswith(_NOTHING_FOUND)) or "there were no results" in lowered:
                flags.append(Flag("empty_search", position, f"{_quote(step.text)} found nothing."))
            elif lowered.startswith(_INVALID) or lowered == _NOTHING_HAPPENS:
                flags.append(
                    Flag("invalid_action", position, f"{_quote(step.text)} was answered {_quote(observation.strip())}.")
                )
        finish = FINISH.match(step.text)
        if finish and family.answers_from_pages:
            if unsupported_answer(step.text, pages_read(steps[:position])):
                flags.append(
                    Flag(
                        "unsupported_answer",
                        position,
                        f"The answer {_quote(finish.group(1).strip())} appears in no page read.",
                    )
                )
        if used >= limit - LIMIT_MARGIN and not finish and step.author != Author.ENGINE:
            left = max(limit - used, 0)
            flags.append(Flag("step_limit", position, f"Step {used} of {limit}: {left} left before the step limit."))
        previous_action, previous_failed = action, failed
    return _with_family_flags(flags, family, trajectory, steps)


def _with_family_flags(flags: list[Flag], family: Family, trajectory: Trajectory, steps: list[Step]) -> list[Flag]:
    """The workbench's flags and the family's own (`Family.flags`), in step order; on one step the
    workbench's come first (a stable sort keeps each list's order)."""
    if family.flags is None:
        return flags
    plain = [(step.kind.value, step.text) for step in steps]
    own = family.flags(trajectory.task.text, trajectory.opening, plain)
    return sorted(flags + list(own), key=lambda flag: flag.position)


def first_flag(trajectory: Trajectory, branch_id: str | None = None) -> Flag | None:
    """The earliest flag on the branch."""
    flags = diagnose(trajectory, branch_id)
    return flags[0] if flags else None


def steer_flag(trajectory: Trajectory, branch_id: str | None = None, flags: list[Flag] | None = None) -> Flag | None:
    """The flag "Steer here" opens (see STEER_RANK), or None: nothing flagged, or the branch succeeded.

    The earliest flagged thought wins over the flagged actions, unless the agent was stuck before
    it: two or more flagged actions right before the thought, with no unflagged action between
    (e.g. `put apple 1 in garbagecan 1` from the microwave, "Nothing happens.", `go to garbagecan 2`,
    "Nothing happens.", then "The apple 1 did not go into the garbagecan 2"): then the first of them.
    `flags`: the branch's flags when the caller has them already."""
    if catalog.score_branch(trajectory, branch_id).correct is True:
        return None  # a winning branch may still show flags, but there is nothing to repair
    flags = diagnose(trajectory, branch_id) if flags is None else flags
    steps = trajectory.steps_of(branch_id)
    ranked = [(_rank(flag, steps), flag) for flag in flags if flag.kind != RULE_FAILED]
    target_rank, target = min(ranked, key=lambda pair: (pair[0], pair[1].position), default=(0, None))
    if target is None or target_rank > 0:
        return target
    symptoms = {flag.position: flag for rank, flag in ranked if rank == 1}
    stuck = _flagged_run_before(steps, set(symptoms), target.position)
    return symptoms[stuck[-1]] if len(stuck) >= 2 else target


def _rank(flag: Flag, steps: list[Step]) -> int:
    """The flag's STEER_RANK; a family's own kind ranks by its step (see RULE_FAILED)."""
    if flag.kind in STEER_RANK:
        return STEER_RANK[flag.kind]
    return 0 if 0 <= flag.position < len(steps) and steps[flag.position].kind == StepKind.THOUGHT else 1


def flags_by_position(flags: list[Flag]) -> dict[int, list[Flag]]:
    grouped: dict[int, list[Flag]] = {}
    for flag in flags:
        grouped.setdefault(flag.position, []).append(flag)
    return grouped


def _flagged_run_before(steps: list[Step], flagged: set[int], position: int) -> list[int]:
    """The actions right before `position` that are all flagged, nearest first."""
    run = []
    for i in range(position - 1, -1, -1):
        if steps[i].kind != StepKind.ACTION:
            continue
        if i not in flagged:
            break
        run.append(i)
    return run


class _Shown:
    """What the branch has shown so far: its pages, and the family's own reading of them (`Grounding`)."""

    def __init__(self, grounding: Grounding | None, pages: list[str]) -> None:
        self.grounding, self.pages = grounding, pages  # pages: the task, the opening, each observation
        self.observations = 0

    def read(self, action: str, observation: str) -> None:
        if self.grounding is not None:
            self.grounding.read(action, observation)
        self.pages.append(observation)
        self.observations += 1


def _thought_flags(style: str, step: Step, position: int, seen_text: str, shown: _Shown) -> list[Flag]:
    grounding = shown.grounding
    if style == "dense":  # knowledge tasks; a thought before the first page is a plan, not a finding
        claims = fact_claims(step.text, shown.pages) if shown.observations else []
        if grounding is not None:
            claims += grounding.claims(step.text, set())
        return [Flag("ungrounded", position, c.reason, c.hint) for c in claims]
    unseen = _unseen_refs(step.text, seen_text)
    flags = []
    for ref in unseen:
        here, hint = grounding.unseen(ref) if grounding is not None else ("", "")
        flags.append(
            Flag(
                "unseen_object",
                position,
                f"The thought names {ref}, which no observation so far has shown{here}.",
                hint,
            )
        )
    claims = grounding.claims(step.text, set(unseen)) if grounding is not None else []
    return flags + [Flag("ungrounded", position, c.reason, c.hint) for c in claims]


def _unseen_refs(text: str, seen_text: str) -> list[str]:
    """The "<object> <n>" a thought states (not plans: "more likely to appear in fridges (1)") that
    neither the opening nor any observation so far showed."""
    unseen: list[str] = []
    for match in _OBJECT_REF.finditer(" ".join(statements(text))):
        word, number = match.group(1).lower(), match.group(2)
        ref = f"{word} {number}"
        if word not in _NOT_OBJECTS and ref not in unseen and not re.search(rf"\b{re.escape(ref)}\b", seen_text):
            unseen.append(ref)
    return unseen


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", (text or "").lower()).split())


def _quote(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return f"“{text[:limit]}{'…' if len(text) > limit else ''}”"
