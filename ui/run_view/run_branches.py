"""A run's branches: the tree with Switch, Continue and Delete (asked twice), and the step-by-step
diff of two branches (also Compare's diff of two columns)."""

from __future__ import annotations

import streamlit as st

from react_core import Branch, Step, StepKind, Trajectory
from react_core.session import phase as run_phase
from react_core.storage import diff_rows
from ui.run_view import effect_view, exemplar_view, run_session
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md


def branches(run: RunSession) -> None:
    trajectory = run.trajectory
    if trajectory is None:
        st.caption("No trajectory yet.")
        return
    k = run.key
    for depth, branch in effect_view.without_trials(vm.branch_tree(trajectory)):
        active = branch.id == trajectory.active_branch
        actions = sum(1 for i in branch.step_ids if trajectory.steps[i].kind == StepKind.ACTION)
        change = vm.describe_change(trajectory, branch)
        judged = vm.verdict(trajectory, branch.id)
        mark = {
            True: ' · <span style="color:#2e7d4f">✓ correct</span>',
            False: ' · <span style="color:#b3261e">✗ wrong</span>',
            None: "",
        }[judged.correct]
        indent = "&nbsp;" * 6 * depth + ("└ " if depth else "")
        row = st.container(horizontal=True, gap="small", vertical_alignment="center")
        with row:
            st.html(
                f'<div class="rx-tree">{indent}<b>{vm.esc(branch.name)}</b>{" ◀ current" if active else ""} · '
                f"{vm.esc(change)} · {vm.count(actions, 'action')} · {vm.esc(vm.branch_state(branch))}{mark}</div>"
            )
            if not active:
                st.button(
                    "Switch",
                    key=f"{k}:br:{branch.id}:switch",
                    type="tertiary",
                    on_click=run_session.switch_branch,
                    args=(run, branch.id),
                )
            if not active and not branch.finished:
                st.button(
                    "Continue",
                    key=f"{k}:br:{branch.id}:continue",
                    type="tertiary",
                    on_click=_continue,
                    args=(run, branch.id),
                )
            if len(trajectory.branches) > 1 and branch.parent_id:
                st.button(
                    "Delete",
                    key=f"{k}:br:{branch.id}:delete",
                    type="tertiary",
                    on_click=_ask_delete,
                    args=(run, branch.id),
                )
        if run.confirm_delete == branch.id:
            _confirm_delete(run, trajectory, branch)
    exemplar_view.use_as_exemplar(run)  # a finished current branch can become a few-shot exemplar
    effect_view.trial_groups(run, trajectory)
    if len(trajectory.branches) > 1:
        st.divider()
        diff(run, trajectory)


def _ask_delete(run: RunSession, branch_id: str) -> None:
    run.confirm_delete = branch_id


def _confirm_delete(run: RunSession, trajectory: Trajectory, branch: Branch) -> None:
    """Deleting cannot be undone: say what goes, and ask once more."""
    below = vm.descendants(trajectory, branch.id)
    also = f" and the {vm.count(len(below), 'branch')} forked from it" if below else ""
    k = run.key
    with st.container(border=True):
        st.warning(
            f"Delete branch {md(branch.name)}{also}? This cannot be undone; the other branches stay.",
            icon=":material/delete:",
        )
        row = st.container(horizontal=True, gap="small")
        with row:
            st.button(
                "Delete for good",
                key=f"{k}:br:{branch.id}:delete_yes",
                type="primary",
                on_click=_delete,
                args=(run, branch.id),
            )
            st.button("Keep it", key=f"{k}:br:{branch.id}:delete_no", on_click=_keep, args=(run,))


def _delete(run: RunSession, branch_id: str) -> None:
    run.confirm_delete = None
    run_session.delete_branch(run, branch_id)


def _keep(run: RunSession) -> None:
    run.confirm_delete = None


def _continue(run: RunSession, branch_id: str) -> None:
    run_session.switch_branch(run, branch_id)
    if run.error is None:
        run.move(run_phase.RUN_TO_END)


def diff(run: RunSession, trajectory: Trajectory) -> None:
    """Two branches side by side; by default the current one against the branch it was forked from,
    which is what a person who just steered wants to see: what this change did (the root, or any
    other, is one choice away in the left box)."""
    names = {b.id: b.name for _, b in vm.branch_tree(trajectory)}
    ids = list(names)
    active = trajectory.active_branch
    parent = trajectory.branch(active).parent_id
    base = parent if parent in names else next((b.id for b in trajectory.children(active)), None)
    base = base or next((i for i in ids if i != active), active)
    cols = st.columns(2)
    left = cols[0].selectbox(
        "Compare branch",
        ids,
        index=ids.index(base) if base in ids else 0,
        format_func=names.__getitem__,
        key=f"{run.key}:diff:left",
    )
    right = cols[1].selectbox(
        "with branch", ids, index=ids.index(active), format_func=names.__getitem__, key=f"{run.key}:diff:right"
    )
    contrast = vm.model_contrast(trajectory, left, trajectory, right)
    if contrast:  # the two branches ran with different models from some step on
        st.markdown(f":material/swap_horiz: **{md(contrast)}**")
    diff_table(
        trajectory.steps_of(left),
        trajectory.steps_of(right),
        (names[left], vm.verdict(trajectory, left).text),
        (names[right], vm.verdict(trajectory, right).text),
    )


def diff_table(left: list[Step], right: list[Step], left_side: tuple[str, str], right_side: tuple[str, str]) -> None:
    """A step-by-step diff of two step lists: the first difference marked, each side's outcome above.

    `left_side` and `right_side` are (name, outcome) pairs; every text is escaped."""
    rows = vm.align_steps(left, right)
    if not rows:
        st.caption("Both sides are empty.")
        return
    first = vm.first_divergence(rows)
    heads = "".join(
        f'<th>{vm.esc(name)}<div class="rx-outcome">{vm.esc(outcome)}</div></th>'
        for name, outcome in (left_side, right_side)
    )
    body = diff_rows.rows_html(rows, vm.AUTHOR_BADGE, below=vm.call_html)
    st.html(f'<table class="rx-diff"><tr><th class="rx-n">#</th>{heads}</tr>{body}</table>')
    changed = sum(1 for r in rows if not r.same)
    if first is None:
        st.caption("The two sides are the same.")
    else:
        row = rows[first]
        where = " / ".join(
            md(vm.step_label(steps, at)) if at is not None else "deleted"
            for steps, at in ((left, row.left_at), (right, row.right_at))
        )
        st.caption(
            f"First difference at row {first + 1} ({where}); {changed} of {len(rows)} rows differ; "
            f"shared steps are grey."
        )
