"""The Review page's queue: one failed or flagged episode at a time, the step where it went wrong,
a category, and Mark / Skip / Previous / Next; Fix it on the Run page opens the episode there.

Reviews are started from the Evaluate page (a batch) and from History (a selection) with
ui.widgets.review_start; the queue's logic and its storage are react_core.storage.review_queue and .reviews.
"""

from __future__ import annotations

import streamlit as st

from react_core import Trajectory
from react_core.common.errors import describe
from react_core.datasets.review_pairs import corrections
from react_core.prompting.transcript import step_numbers
from react_core.storage.review_queue import ReviewQueue
from react_core.storage.reviews import ReviewItem
from ui.run_view import run_session
from ui.run_view import view_model as vm
from ui.widgets import navigation, resources
from ui.widgets.plain_text import md
from ui.widgets.review_start import state


def episode(item: ReviewItem) -> Trajectory | None:
    """The episode as saved now: from History (where a fix made on the Run page is saved), else from
    its batch; None when it was deleted from both."""
    history = resources.store()
    if history.exists(item.trajectory_id):
        return history.load(item.trajectory_id)
    if item.batch_id:
        try:
            return resources.results_store().trajectory(item.batch_id, item.task_id, item.method, item.model)
        except KeyError:
            return None
    return None


def _say(kind: str, text: str) -> None:
    state()["message"] = (kind, text)


def _act(queue: ReviewQueue, action: str) -> None:
    """A button's action, run before the page is drawn again; a refusal is said, nothing is lost."""
    key = f"review:{queue.review.id}:{queue.position}"
    try:
        if action == "mark":
            step, category = st.session_state.get(f"{key}:step"), st.session_state.get(f"{key}:category")
            if step is None or not category:
                _say("warning", "Choose the step where it went wrong and a category, then Mark.")
                return
            queue.mark(int(step), str(category), str(st.session_state.get(f"{key}:note") or ""))
        elif action == "skip":
            queue.skip(str(st.session_state.get(f"{key}:note") or ""))
        elif action == "next":
            queue.next()
        elif action == "previous":
            queue.previous()
    except Exception as exc:
        _say("error", md(describe(exc)))


def _fix(item: ReviewItem) -> None:
    """Open the reviewed branch on the Run page, to steer it; the review waits where it is."""
    trajectory = episode(item)
    if trajectory is None or item.branch_id not in trajectory.branches:
        _say("error", "This episode is no longer saved, so it cannot be opened. Skip it or go on.")
        return
    trajectory.active_branch = item.branch_id
    run = run_session.session("run")
    run_session.adopt(run, trajectory)
    run.messages.notice("Opened from a review: steer it to a fix, then come back with Review in the menu.")
    state()["to_run"] = True


def show_episode(queue: ReviewQueue) -> None:
    item = queue.current
    total = len(queue.items)
    st.progress(queue.done / total, text=f"{queue.done} of {total} episodes reviewed")
    if item is None:
        st.success(
            "You reached the end of this review. Previous goes back; the counts and exports are below.",
            icon=":material/task_alt:",
        )
        left = total - queue.done
        if left:
            st.caption(
                f"{left} episode{'s' if left != 1 else ''} of this review {'have' if left != 1 else 'has'} no mark yet."
            )
        row = st.container(horizontal=True, gap="small")
        with row:
            _previous(queue)
            if left:
                st.button(
                    "First one not marked",
                    key="review:first_open",
                    icon=":material/first_page:",
                    on_click=lambda: queue.go_to(queue.first_open()),
                )
        return
    st.subheader(f"Episode {queue.position + 1} of {total}")
    st.caption(
        md(f"{item.task_id} · {item.method} · {item.model}" + (f" · batch {item.batch_id}" if item.batch_id else ""))
    )
    st.markdown(f"**Why it is here:** {md(item.why)}")
    done = queue.annotation()
    trajectory = episode(item)
    branch_there = trajectory is not None and item.branch_id in trajectory.branches
    labels: dict[int, str] = {}
    if trajectory is not None and branch_there:
        steps = trajectory.steps_of(item.branch_id)
        numbers = step_numbers(steps)
        labels = {i: f"{vm.KIND_LABEL[s.kind]} {numbers[i]}" for i, s in enumerate(steps)}
    if done is not None:
        at = labels.get(done.step, f"step {done.step}") if done.step is not None else ""
        said = f"marked {done.category} at {at}" if done.status == "marked" else "skipped"
        st.info(f"Already {md(said)}. Mark or Skip again to change it.", icon=":material/check:")
    fixes = corrections(trajectory, item.branch_id) if trajectory is not None and branch_there else []
    if trajectory is not None and fixes:
        names = ", ".join(trajectory.branches[b].name for b in fixes)
        st.success(
            md(f"Fixed on {names}: it scores better, so it becomes a preference pair with this review's annotation."),
            icon=":material/build_circle:",
        )
    if trajectory is None or not branch_there:
        st.warning(
            "This episode was deleted meanwhile (it is no longer in History or its batch). Its annotation, if "
            "any, is kept; Skip it or go on with Next.",
            icon=":material/delete:",
        )
    key = f"review:{queue.review.id}:{queue.position}"
    if trajectory is not None and branch_there:
        steps = trajectory.steps_of(item.branch_id)
        options = {i: f"{labels[i]} · {s.text.strip()[:90]}" for i, s in enumerate(steps)}
        st.html(_transcript(trajectory, item.branch_id))
        st.selectbox(
            "Where it went wrong",
            list(options),
            index=done.step if done is not None and done.step is not None and done.step in options else None,
            format_func=options.__getitem__,
            key=f"{key}:step",
            placeholder="Choose a step",
        )
        categories = resources.review_store().categories()
        st.radio(
            "What went wrong",
            categories,
            index=categories.index(done.category) if done is not None and done.category in categories else None,
            format_func=md,
            key=f"{key}:category",
            horizontal=True,
        )
        st.text_input("Note (optional)", key=f"{key}:note", value=done.note if done is not None else "")
    actions = st.container(horizontal=True, gap="small")
    with actions:
        _previous(queue)
        if branch_there:
            st.button(
                "Mark and next",
                key="review:mark",
                type="primary",
                icon=":material/flag:",
                on_click=_act,
                args=(queue, "mark"),
            )
        st.button("Skip", key="review:skip", icon=":material/skip_next:", on_click=_act, args=(queue, "skip"))
        st.button("Next", key="review:next", icon=":material/arrow_forward:", on_click=_act, args=(queue, "next"))
        if branch_there:
            st.button(
                "Fix it on the Run page",
                key="review:fix",
                icon=":material/edit:",
                on_click=_fix,
                args=(item,),
                help="Steer this branch to a fix; a fix that scores better becomes a preference pair with this review",
            )
    if state().pop("to_run", False):
        st.switch_page(navigation.RUN)


def _previous(queue: ReviewQueue) -> None:
    st.button("Previous", key="review:previous", icon=":material/arrow_back:", on_click=_act, args=(queue, "previous"))


def _transcript(trajectory: Trajectory, branch_id: str) -> str:
    """The branch's steps, each labelled as on the Run page's cards; model and tool text escaped."""
    steps = trajectory.steps_of(branch_id)
    numbers = step_numbers(steps)
    lines = [
        f'<div style="margin:.1rem 0"><b>{vm.KIND_LABEL[s.kind]} {numbers[i]}:</b> {vm.esc(s.text.strip())}</div>'
        for i, s in enumerate(steps)
    ]
    return f'<div style="font-size:.9rem;max-height:22rem;overflow:auto">{"".join(lines)}</div>'
