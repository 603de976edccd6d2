"""One branch of the one-file share (share_html): its score, its steps as cards with who wrote
each and the flags on them, and its diff against the branch it was forked from.

Every text from a model, a tool, a task file or an imported trajectory goes through `esc` (quotes
included, so it is safe in an attribute too); only this module's own tags and class names are markup.
"""

from __future__ import annotations

from react_core.assist.diagnosis import diagnose, flags_by_position
from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.prompting.step_labels import KIND_LABEL
from react_core.prompting.transcript import step_numbers
from react_core.storage.diff_rows import esc as esc
from react_core.storage.diff_rows import rows_html
from react_core.trajectory.branch_diff import align_steps, first_divergence
from react_core.trajectory.flags import Flag
from react_core.trajectory.run_with import switch_points
from react_core.trajectory.steps import BY_A_PERSON, Author, Branch, Step, StepKind
from react_core.trajectory.trajectory import Trajectory

# Who wrote a step, in the app's words; a model's step names the model instead.
AUTHOR_LABEL = {
    Author.HUMAN_EDIT: "edited by a person",
    Author.HUMAN_INSERT: "inserted by a person",
    Author.HUMAN_PLAY: "written by a person",
    Author.HUMAN_OVERRIDE: "written by a person in the environment's place",
    Author.ENVIRONMENT: "environment",
    Author.ENGINE: "forced by the step limit",
}
STATE = {"answered": "finished", "step_limit": "step limit reached", "error": "error"}
# A diff row badges only a person's steps (as the Branches tab does); every step's card names its author.
PERSON_LABEL = {author: AUTHOR_LABEL[author] for author in BY_A_PERSON}


def score_text(trajectory: Trajectory, branch: Branch) -> tuple[str, bool | None]:
    """ "answer Zanzibar · correct · em 1 · f1 1" and the verdict (None: nothing to judge by)."""
    outcome = branch.outcome.value if branch.outcome else None
    parts = [STATE.get(outcome, str(outcome).replace("_", " ")) if outcome else "open"]
    if branch.answer is not None:
        parts.append(f"answer {branch.answer}")
    if branch.error:
        parts.append(branch.error)
    if not branch.finished:
        return " · ".join(parts), None
    try:
        scored = catalog.score_branch(trajectory, branch.id)
    except Exception as exc:  # an unknown family (a plugin not installed here): shown unscored
        return " · ".join([*parts, f"not scored: {describe(exc)}"]), None
    if scored.correct is not None:
        parts.append("correct" if scored.correct else "wrong")
    parts += [f"{name} {value:.3g}" for name, value in scored.as_dict().items() if isinstance(value, float)]
    return " · ".join(parts), scored.correct


def branch_flags(trajectory: Trajectory, branch_id: str) -> tuple[dict[int, list[Flag]], str]:
    """The diagnosis' flags by step position, and a note when they could not be computed."""
    try:
        return flags_by_position(diagnose(trajectory, branch_id)), ""
    except Exception as exc:  # a family this install does not know: the steps are still worth sharing
        return {}, f"Flags not computed: {describe(exc)}"


def _who(trajectory: Trajectory, step: Step) -> str:
    if step.author == Author.MODEL:
        call = trajectory.calls.get(step.call_id or "")
        return f"model {call.model}" if call is not None and call.model else "model"
    return AUTHOR_LABEL.get(step.author, step.author.value.replace("_", " "))


def _line(trajectory: Trajectory, step: Step, number: int, flags: list[Flag]) -> str:
    person = step.author not in (Author.MODEL, Author.ENVIRONMENT)
    badge = f'<span class="rx-badge{" rx-person" if person else ""}">{esc(_who(trajectory, step))}</span>'
    text = step.text if step.text.strip() else "(empty)"
    notes = "".join(f'<div class="rx-note">note: {esc(n)}</div>' for n in step.notes)
    marks = "".join(
        f'<div class="rx-flag"><span class="rx-flag-kind">{esc(f.label)}</span> {esc(f.reason)}</div>' for f in flags
    )
    return (
        f'<div class="rx-line rx-{step.kind.value}"><div class="rx-label">{KIND_LABEL[step.kind]} {number}{badge}</div>'
        f'<div class="rx-body"><div class="rx-text">{esc(text)}</div>{notes}{marks}</div></div>'
    )


def cards(trajectory: Trajectory, branch: Branch, flags: dict[int, list[Flag]]) -> str:
    """The branch's steps as the Run page's cards: one per paper step i, a model switch above the
    card where it starts."""
    steps = trajectory.steps_of(branch.id)
    switches = switch_points(trajectory, branch.id)
    out: list[str] = []
    card: list[str] = []
    flagged = False
    last_number, had_observation = 0, False
    for position, (step, number) in enumerate(zip(steps, step_numbers(steps))):
        new_card = number != last_number or (had_observation and step.kind != StepKind.OBSERVATION)
        if card and new_card:
            out.append(f'<div class="rx-card{" rx-flagged" if flagged else ""}">{"".join(card)}</div>')
            card, flagged, had_observation = [], False, False
        if position in switches:
            out.append(f'<div class="rx-switch-note">from here: {esc(switches[position].label())}</div>')
        card.append(_line(trajectory, step, number, flags.get(position, [])))
        flagged = flagged or position in flags
        last_number, had_observation = number, had_observation or step.kind == StepKind.OBSERVATION
    if card:
        out.append(f'<div class="rx-card{" rx-flagged" if flagged else ""}">{"".join(card)}</div>')
    if len(steps) in switches:  # resumed with another model, nothing written yet
        out.append(f'<div class="rx-switch-note">from here: {esc(switches[len(steps)].label())}</div>')
    return "".join(out) or '<p class="rx-quiet">No steps yet.</p>'


def diff(trajectory: Trajectory, branch: Branch) -> str:
    """The branch against its parent, row by row, as the Branches tab shows it ('' for a first branch)."""
    parent = trajectory.branches.get(branch.parent_id or "")
    if parent is None:
        return ""
    rows = align_steps(trajectory.steps_of(parent.id), trajectory.steps_of(branch.id))
    first = first_divergence(rows)
    changed = sum(1 for r in rows if not r.same)
    summary = (
        "The two are the same."
        if first is None
        else f"First difference at row {first + 1}; {changed} of {len(rows)} rows differ; shared steps are grey."
    )
    return (
        f'<h3>Against {esc(parent.name)}</h3><table class="rx-diff"><thead><tr><th class="rx-n">#</th>'
        f"<th>{esc(parent.name)}</th><th>{esc(branch.name)}</th></tr></thead>"
        f"<tbody>{rows_html(rows, PERSON_LABEL)}</tbody></table>"
        f'<p class="rx-quiet">{summary}</p>'
    )
