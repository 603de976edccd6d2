"""What the pages show, computed without Streamlit: step groups, verdicts, branch trees, diffs.

Every piece of user or model text that ends up in HTML passes through `esc`, so a thought
that looks like markup or a script is shown as the characters it is.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from react_core import Author, Branch, Family, Outcome, Step, StepKind, Trajectory
from react_core.assist.diagnosis import Flag, flags_by_position
from react_core.endpoint.tape_source import call_numbers
from react_core.engine import catalog
from react_core.environments.overrides import what_holds
from react_core.prompting.step_labels import KIND_LABEL as KIND_LABEL
from react_core.prompting.step_labels import describe_change as describe_change
from react_core.prompting.transcript import step_numbers
from react_core.storage.diff_rows import cut as cut
from react_core.trajectory.branch_diff import DiffRow as DiffRow
from react_core.trajectory.branch_diff import align_branches as align_branches
from react_core.trajectory.branch_diff import align_steps as align_steps
from react_core.trajectory.branch_diff import first_divergence as first_divergence
from react_core.trajectory.run_with import first_difference, switch_points
from react_core.trajectory.steps import ModelCall, set_aside_by_step

FOLD_CHARS = 480  # observations longer than this start folded

AUTHOR_BADGE = {
    Author.HUMAN_EDIT: "edited by you",
    Author.HUMAN_INSERT: "inserted by you",
    Author.HUMAN_PLAY: "written by you",
    Author.HUMAN_OVERRIDE: "written by you",
    Author.ENGINE: "forced by the step limit",
}


def count(n: int, noun: str) -> str:
    """ "1 action", "3 actions" """
    return f"{n} {noun}" + ("" if n == 1 else "s")


def esc(text: str) -> str:
    """HTML-escape text, quotes included; newlines kept as line breaks."""
    return html.escape(text or "", quote=True).replace("\n", "<br>")


@dataclass
class PlacedStep:
    position: int  # index in the branch's step list (what the fork_* methods take)
    step: Step


@dataclass
class StepGroup:
    """One paper step i: its thought, action and observation, and the calls behind them."""

    number: int
    items: list[PlacedStep] = field(default_factory=list)
    calls: list[ModelCall] = field(default_factory=list)

    @property
    def first_position(self) -> int:
        return self.items[0].position

    @property
    def last_position(self) -> int:
        return self.items[-1].position

    def of_kind(self, kind: StepKind) -> list[PlacedStep]:
        return [p for p in self.items if p.step.kind == kind]


@dataclass(frozen=True)
class Revision:
    """A branch at one revision (its steps and calls) as its cards draw it, each part resolved once: the
    trajectory's family (not looked up by name at each card), its flags (diagnosed once), the step
    groups, and the flags by step position. The cards, the verdict and the new card after a step all
    read this one object (ui/run_view/card_cache.py keeps it per revision). `rerun_calls`: on a run a
    person's own agent recorded through the endpoint, the card (its first position) of each recorded call
    and that call's number, which "Re-run from here" re-runs from; empty on the workbench's own runs."""

    family: Family
    flags: list[Flag]
    groups: list[StepGroup]
    by_position: dict[int, list[Flag]]
    rerun_calls: dict[int, int] = field(default_factory=dict)


def revision(trajectory: Trajectory, family: Family, flags: list[Flag]) -> Revision:
    """The active branch's `Revision`, from its family and its flags (react_core.assist.diagnosis)."""
    groups = group_steps(trajectory, family=family)
    return Revision(family, flags, groups, flags_by_position(flags), rerun_calls(trajectory, groups))


def rerun_calls(trajectory: Trajectory, groups: list[StepGroup]) -> dict[int, int]:
    """The cards of the active branch that hold a call the endpoint recorded, by first position: the number
    of that call (its first, if a card holds two). A card no call wrote (a person's step) has none."""
    numbers = call_numbers(trajectory)
    found: dict[int, int] = {}
    for group in groups:
        mine = [numbers[c.id] for c in group.calls if c.id in numbers]
        if mine:
            found[group.first_position] = min(mine)
    return found


def group_steps(trajectory: Trajectory, branch_id: str | None = None, family: Family | None = None) -> list[StepGroup]:
    """The branch's steps as cards. `family`: the trajectory's, when the caller has it already."""
    steps = trajectory.steps_of(branch_id)
    sparse = (family or catalog.family(trajectory.task.family)).style == "sparse"
    groups: list[StepGroup] = []
    set_aside = set_aside_by_step(trajectory.calls.values())  # replies a re-ask replaced
    for position, (step, number) in enumerate(zip(steps, step_numbers(steps))):
        if (
            not groups
            or groups[-1].number != number
            or _starts_new_group(groups[-1], step)
            or (sparse and step.kind == StepKind.THOUGHT)
        ):  # ALFWorld: each think: is its own turn
            groups.append(StepGroup(number))
        group = groups[-1]
        group.items.append(PlacedStep(position, step))
        group.calls.extend(set_aside.get(step.id, []))  # asked first, then replaced
        call = trajectory.calls.get(step.call_id or "")
        if call is not None and all(c.id != call.id for c in group.calls):
            group.calls.append(call)
    return groups


def _starts_new_group(group: StepGroup, step: Step) -> bool:
    # ALFWorld's think: lines share a number with the next command; a second thought after an
    # observation is still the same i, but reads better as its own card.
    kinds = [p.step.kind for p in group.items]
    return StepKind.OBSERVATION in kinds and step.kind != StepKind.OBSERVATION


def _card_number(trajectory: Trajectory, branch_id: str, position: int) -> int:
    """The number of the card that holds `position` (one past the last card: the next step's)."""
    groups = group_steps(trajectory, branch_id)
    for group in groups:
        if group.first_position <= position <= group.last_position:
            return group.number
    return groups[-1].number + 1 if groups else 1


def switch_notes(
    trajectory: Trajectory, branch_id: str | None = None, groups: list[StepGroup] | None = None
) -> dict[int, str]:
    """ "from here: qwen2.5-0.5b · T 0.7" above the card where a branch's model settings change,
    keyed by that card's first position (a switch past the last card goes under the key of its length).
    `groups`: the branch's cards when the caller has them (`Revision.groups`)."""
    branch = trajectory.branch(branch_id)
    groups = groups if groups is not None else group_steps(trajectory, branch.id)
    notes: dict[int, str] = {}
    for position, settings in switch_points(trajectory, branch.id).items():
        holder = next((g for g in groups if g.first_position <= position <= g.last_position), None)
        notes[holder.first_position if holder else position] = f"from here: {settings.label()}"
    return notes


def model_contrast(left: Trajectory, left_branch: str, right: Trajectory, right_branch: str) -> str | None:
    """ "from step 3: model-a · T 0 vs model-b · T 0.7" where two branches' models part; None: alike."""
    found = first_difference(left, left_branch, right, right_branch)
    if found is None:
        return None
    position, a, b = found
    prompts = a.prompt_set != b.prompt_set
    longer = left if len(left.branch(left_branch).step_ids) >= len(right.branch(right_branch).step_ids) else right
    number = _card_number(longer, left_branch if longer is left else right_branch, position)
    return f"from step {number}: {a.label(prompts)} vs {b.label(prompts)}"


def model_seconds(call: ModelCall) -> float:
    """What a call cost in model time: for a cache hit, what it took when it was first asked
    (the lookup itself is ~0 s and would make a cached method look free)."""
    if call.cache_hit and call.original_latency_s is not None:
        return call.original_latency_s
    return call.latency_s


def branch_model_seconds(trajectory: Trajectory, branch_id: str | None = None) -> float:
    """A branch's model time, each cached call at what it took when first asked (`model_seconds`): the Run
    page's branch line and Compare's table say the same figure."""
    return sum(model_seconds(call) for call in trajectory.calls_of(branch_id))


def call_meta(calls: list[ModelCall]) -> str:
    """ "812 → 34 tokens · 1.32 s · cached" for the calls of one group ('' when none)."""
    if not calls:
        return ""
    tokens_in = sum(c.tokens_in for c in calls)
    tokens_out = sum(c.tokens_out for c in calls)
    seconds = sum(model_seconds(c) for c in calls)
    parts = [f"{tokens_in:,} → {tokens_out:,} tokens", f"{seconds:.2f} s"]
    hits = sum(1 for c in calls if c.cache_hit)
    if hits:
        parts[-1] += " when first asked"
        parts.append("cached" if hits == len(calls) else f"{hits}/{len(calls)} cached")
    if len(calls) > 1:
        parts.append(f"{len(calls)} calls")
    return " · ".join(parts)


def flag_html(flags: list[Flag]) -> str:
    """The diagnosis' badges for one step: the rule's name, its reason on hover and below."""
    return "".join(
        f'<div class="rx-flag" title="{esc(f.reason)}"><span class="rx-flag-kind">{esc(f.label)}</span> '
        f"{esc(f.reason)}</div>"
        for f in flags
    )


def step_html(placed: PlacedStep, number: int, family: Family, flags: list[Flag] | None = None) -> str:
    """One line of the trajectory, in the paper's words, escaped (with its flags, if any)."""
    step = placed.step
    kind = step.kind.value
    label = f"{KIND_LABEL[step.kind]} {number}"
    if family.style == "sparse" and step.kind == StepKind.ACTION:
        label = f"&gt; Action {number}"
    elif family.style == "sparse" and step.kind == StepKind.THOUGHT:
        label = "&gt; Think"  # the paper's `think:` is a turn of its own, not numbered with an action
    badge = AUTHOR_BADGE.get(step.author)
    badge_html = f'<span class="rx-badge rx-{step.author.value}">{esc(badge)}</span>' if badge else ""
    text = step.text if step.text.strip() else "(empty)"
    if step.kind == StepKind.OBSERVATION and len(text) > FOLD_CHARS:
        body = (
            f'<details class="rx-fold"><summary>{esc(text[:FOLD_CHARS].rstrip())}… '
            f'<span class="rx-more">show all {len(text):,} characters</span></summary>'
            f'<div class="rx-text">{esc(text)}</div></details>'
        )
    else:
        body = f'<div class="rx-text">{esc(text)}</div>'
    body += call_html(step)
    notes = "".join(f'<div class="rx-note">⚠ {esc(n)}</div>' for n in _notes(step, family)) + flag_html(flags or [])
    return (
        f'<div class="rx-line rx-{kind}"><div class="rx-label">{label}{badge_html}</div>'
        f'<div class="rx-body">{body}{notes}</div></div>'
    )


def call_html(step: Step) -> str:
    """A tool-call agent's call under its action: the tool and its arguments as the model API had them. Not
    under a thought: a game's thought made by the think tool is that call's one argument, shown as the thought."""
    if not step.tool_call or step.kind == StepKind.THOUGHT:
        return ""
    call = step.tool_call
    return (
        f'<div class="rx-call" title="call id {esc(call.get("id", ""))}">tool call '
        f'<code class="rx-tool">{esc(call.get("name", ""))}</code>'
        f'<code class="rx-args">{esc(call.get("arguments", ""))}</code></div>'
    )


def _notes(step: Step, family: Family) -> list[str]:
    """A step's own notes, and on an overridden observation what still holds (the environment went on)."""
    return [*step.notes, what_holds(family)] if step.author == Author.HUMAN_OVERRIDE else step.notes


def override_note(family: str) -> str:
    """What still holds after an override in this family (react_core.environments.overrides)."""
    try:
        return what_holds(catalog.family(family))
    except ValueError:  # a plugin family no longer loaded: the general sentence
        return what_holds(None)


def group_html(
    group: StepGroup, family: Family | str, compact: bool = False, flags: dict[int, list[Flag]] | None = None
) -> str:
    """One card; `flags` maps step positions to the diagnosis' flags (see react_core.assist.diagnosis).
    `family` is resolved here once (a name is looked up) and handed to each line."""
    family = catalog.family(family) if isinstance(family, str) else family
    flags = flags or {}
    meta = call_meta(group.calls)
    progress = next((p.step.info["progress"] for p in group.items if "progress" in p.step.info), None)
    if progress is not None:  # ALFWorld: the progress rate after this step's observation
        meta = " · ".join(part for part in (meta, f"progress {progress:.0%}") if part)
    lines = "".join(step_html(p, group.number, family, flags.get(p.position)) for p in group.items)
    flagged = any(p.position in flags for p in group.items)
    cls = ("rx-card rx-compact" if compact else "rx-card") + (" rx-flagged" if flagged else "")
    return f'<div class="{cls}"><div class="rx-meta">{esc(meta)}</div>{lines}</div>'


# ----- outcome ---------------------------------------------------------------------------------
@dataclass
class Verdict:
    """How a branch ended, for the banner and the Compare summaries."""

    state: str  # "running" | "answered" | "step_limit" | "error"
    answer: str | None
    correct: bool | None  # None: nothing to judge against
    gold: str | None
    text: str


def verdict(trajectory: Trajectory, branch_id: str | None = None, family: Family | None = None) -> Verdict:
    """How the branch ended; `family`: the trajectory's, when the caller has it resolved (else looked up)."""
    branch = trajectory.branch(branch_id)
    task = trajectory.task
    if not branch.finished:
        return Verdict("running", None, None, task.gold, "Not finished yet.")
    family = family or catalog.family(task.family)
    scored = family.score(task, *catalog.branch_outcome(trajectory, branch.id))
    correct = scored.correct
    state = branch.outcome.value if branch.outcome else "running"
    if branch.outcome == Outcome.ERROR:
        text = branch.error or "The branch ended with an error."
    elif family.scoring == "reward":
        text = f"Bought {branch.answer or 'nothing'}: score {scored.reward:.2f}" + (
            " (every requirement met)." if correct else "."
        )
    elif family.scoring == "environment":
        text = "Task completed." if correct else "Task not completed."
    else:
        shown = branch.answer if branch.answer else "(no answer)"
        text = f"Answer: {shown}"
    if branch.outcome == Outcome.STEP_LIMIT:
        text += " (step limit reached)"
    return Verdict(state, branch.answer, correct, task.gold, text)


# ----- branches --------------------------------------------------------------------------------
def branch_tree(trajectory: Trajectory) -> list[tuple[int, Branch]]:
    """Branches depth-first from the roots, each with its depth, oldest child first."""
    order: list[tuple[int, Branch]] = []

    def visit(branch: Branch, depth: int) -> None:
        order.append((depth, branch))
        for child in sorted(trajectory.children(branch.id), key=lambda b: b.created_at):
            visit(child, depth + 1)

    roots = [b for b in trajectory.branches.values() if b.parent_id not in trajectory.branches]
    for root in sorted(roots, key=lambda b: b.created_at):
        visit(root, 0)
    return order


OUTCOME_LABEL = {"answered": "finished", "step_limit": "step limit reached", "error": "error"}


def outcome_label(outcome: str | None) -> str:
    """A stored outcome in words ("step_limit" -> "step limit reached"; None -> "open")."""
    return "open" if outcome is None else OUTCOME_LABEL.get(outcome, outcome.replace("_", " "))


def branch_state(branch: Branch) -> str:
    if branch.outcome is None:
        return "open"
    return {"answered": "finished", "step_limit": "step limit", "error": "error"}[branch.outcome.value]


def root_of(trajectory: Trajectory, branch_id: str) -> str:
    """The original branch a branch descends from (itself when it is one)."""
    seen = {branch_id}
    branch = trajectory.branch(branch_id)
    while branch.parent_id in trajectory.branches and branch.parent_id not in seen:
        seen.add(branch.parent_id)
        branch = trajectory.branches[branch.parent_id]
    return branch.id


def descendants(trajectory: Trajectory, branch_id: str) -> list[Branch]:
    """Every branch forked from `branch_id`, directly or further down."""
    found = []
    for branch in trajectory.branches.values():
        parent, seen = branch.parent_id, {branch.id}
        while parent in trajectory.branches and parent not in seen:
            if parent == branch_id:
                found.append(branch)
                break
            seen.add(parent)
            parent = trajectory.branches[parent].parent_id
    return found


def step_label(steps: list[Step], position: int) -> str:
    """The paper's name of the step at `position` ("Thought 2"), or "step n" past the end."""
    if 0 <= position < len(steps):
        return f"{KIND_LABEL[steps[position].kind]} {step_numbers(steps)[position]}"
    return f"step {position + 1}"


def summary_row(trajectory: Trajectory, branch_id: str | None = None) -> dict[str, Any]:
    """Answer, correct, steps, tokens and time of a branch, for the Compare columns."""
    branch = trajectory.branch(branch_id)
    totals = trajectory.totals(branch.id)
    judged = verdict(trajectory, branch.id)
    actions = sum(1 for i in branch.step_ids if trajectory.steps[i].kind == StepKind.ACTION)
    return {
        "answer": judged.answer if judged.state != "running" else None,
        "correct": judged.correct,
        "state": branch_state(branch),
        "steps": actions,
        "tokens": totals["tokens_in"] + totals["tokens_out"],
        "seconds": branch_model_seconds(trajectory, branch.id),
        "cached": totals["cache_hits"],
        "calls": totals["calls"],
    }
