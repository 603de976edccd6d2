"""A run's trajectory as step cards: the latest steps of a long one, each card's Steer button, the
steering editor under the card it changes, and the verdict under the last."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from react_core import Trajectory
from react_core.assist.diagnosis import Flag, steer_flag
from react_core.trajectory.steering import DeletedThought, deleted_thoughts
from ui.run_view import call_view, card_cache, effect_view, rerun_here, run_session, steer_hints
from ui.run_view import view_model as vm
from ui.run_view.run_controls import busy
from ui.run_view.run_session import RunSession
from ui.run_view.run_steering import steering_editor, toggle_editor
from ui.widgets.plain_text import md

RECENT_GROUPS = 20  # steps shown before "Show earlier steps"


def trajectory(run: RunSession, *, compact: bool = False) -> Callable[[], None]:
    """Draw the branch's cards; returns what draws the cards of a step taken afterwards.

    The page takes its steps after this draw (run_session.tick). Calling the returned function
    right after a step puts the new card in place at once; the page's rerun then redraws the
    rest (status line, flags, verdict) a little later."""
    trajectory = run.trajectory
    if trajectory is None or not trajectory.branch().step_ids:
        # One slot: the first card replaces this line, so Compare never shows "on its way" above a card
        # while another column takes its step in the same script run.
        tail = st.empty()
        tail.caption(
            "The first step is on its way…"
            if busy(run)
            else "No steps yet. Write the first one below."
            if run_session.playing(run)
            else _not_started(run)
        )
        return _new_cards_after(run, tail, -1, compact)
    drawn = card_cache.revision(trajectory)  # family, flags and groups: resolved once per revision
    groups, by_position = drawn.groups, drawn.by_position
    target = steer_flag(trajectory, flags=drawn.flags)  # the root cause, not the first symptom; None on a win
    target_group = next((g for g in groups if target and g.first_position <= target.position <= g.last_position), None)
    hidden = len(groups) - RECENT_GROUPS
    if hidden > 0 and not run.show_all and not any(g.first_position == run.steer_at for g in groups[:hidden]):
        # A long trajectory opens on its latest steps; the earlier ones are one click away.
        st.button(
            f"Show {hidden} earlier step{'s' if hidden != 1 else ''}",
            key=f"{run.key}:show_all",
            type="tertiary",
            icon=":material/unfold_more:",
            on_click=setattr,
            args=(run, "show_all", True),
        )
        if target is not None and target_group is not None and target_group not in groups[hidden:]:
            steer_hints.hidden_flag_note(run, target, target_group)
        groups = groups[hidden:]
    elif hidden > 0:
        st.button(
            "Show only the latest steps",
            key=f"{run.key}:show_recent",
            type="tertiary",
            icon=":material/unfold_less:",
            on_click=setattr,
            args=(run, "show_all", False),
        )
    switched = vm.switch_notes(trajectory, groups=drawn.groups)  # "from here: model · T" where a branch changed model
    deleted = deleted_thoughts(trajectory)  # a thought deleted on the way here: marked where it stood
    for group in groups:
        for at in (p for p in deleted if group.first_position <= p <= group.last_position):
            st.html(_deleted_mark(trajectory, deleted[at]))
        if group.first_position in switched:
            st.caption(f":material/swap_horiz: {md(switched[group.first_position])}")
        st.html(card_cache.group_html(group, drawn.family, compact, by_position))  # finished cards are built once
        rerun_call = None if compact else drawn.rerun_calls.get(group.first_position)  # the Run page's only
        _group_buttons(run, group, compact, target if group is target_group else None, rerun_call)
        if call_view.is_open(run, group):
            call_view.panel(run, group)
        if run.steer_at == group.first_position:
            steering_editor(run, group, by_position)
    tail = st.empty()
    past_end = len(trajectory.branch().step_ids)
    if past_end in switched:  # switched after the last card: the next step is the new model's
        st.caption(f":material/swap_horiz: {md(switched[past_end])}")
    if past_end in deleted:
        st.html(_deleted_mark(trajectory, deleted[past_end]))
    verdict_banner(trajectory, drawn)
    effect_view.panel(run)
    return _new_cards_after(run, tail, groups[-1].last_position, compact)


def _deleted_mark(trajectory: Trajectory, deleted: DeletedThought) -> str:
    """Where a person deleted a thought: its name and text struck through, so the card says it."""
    label = vm.step_label(trajectory.steps_of(deleted.parent_id), deleted.at)
    return (
        f'<div class="rx-deleted"><span class="rx-badge rx-human_edit">deleted by you</span> '
        f"{vm.esc(label)}: <s>{vm.esc(vm.cut(deleted.step.text))}</s></div>"
    )


def _not_started(run: RunSession) -> str:
    """What to do before the first step; never "Press Step" while Step is disabled."""
    if run.trajectory is None and run.setup is None:
        return "No steps yet. Choose a valid model in the sidebar; Step is off until then."
    if run.trajectory is None and run.setup is not None and run.setup.task is None:
        return (
            "No steps yet. Choose a task in the sidebar, or write your own there and press its **Use this** "
            "button (or Ctrl+Enter); Step is off until then."
        )
    return "No steps yet. Press **Step** for one thought / action / observation, or **Run to end**."


def _new_cards_after(run: RunSession, tail: DeltaGenerator, drawn: int, compact: bool) -> Callable[[], None]:
    def draw() -> None:
        trajectory = run.trajectory
        if trajectory is None:
            return
        now = card_cache.revision(trajectory)  # the new step's revision: resolved once, read again by the rerun
        new = [g for g in now.groups if g.first_position > drawn]
        if not new:
            return
        with tail.container():
            for group in new:
                st.html(card_cache.group_html(group, now.family, compact, now.by_position))

    return draw


def _group_buttons(
    run: RunSession, group: vm.StepGroup, compact: bool, target: Flag | None = None, rerun_call: int | None = None
) -> None:
    # Few small buttons per card: Steer opens the editor, Prompt (on the model's cards) what produced
    # the step. Fewer widgets per card keep a long trajectory quick to redraw. The card of the flag to
    # fix first (diagnosis.steer_flag) also gets "Steer here", which opens the editor on the flagged step.
    # A card of a call a person's own agent made through the endpoint also gets "Re-run from here".
    with st.container(horizontal=True, gap="small"):
        if target is not None and run.steer_at != group.first_position:
            steer_hints.steer_here_button(run, group, target)
        _steer_button(run, group)
        call_view.prompt_button(run, group)
        if rerun_call is not None and run.trajectory is not None:
            rerun_here.button(f"{run.key}:{group.first_position}:rerun_here", run.trajectory.id, rerun_call)


def _steer_button(run: RunSession, group: vm.StepGroup) -> None:
    st.button(
        "Steer",
        key=f"{run.key}:{group.first_position}:steer",
        type="tertiary",
        icon=":material/edit:",
        on_click=toggle_editor,
        args=(run, group.first_position),
        help="Edit, delete or insert a thought, replace the action, or override the observation",
    )


def verdict_banner(trajectory: Trajectory, drawn: vm.Revision) -> None:
    judged = vm.verdict(trajectory, family=drawn.family)
    if judged.state == "running":
        return
    gold = f" Gold: {md(judged.gold)}." if judged.gold else ""
    text = md(judged.text)  # the model's answer or error: shown as written, never as Markdown
    # "Task not completed." or "Bought ...: score 0.50." is a sentence of its own: its period goes before
    # the verdict ("Task not completed — wrong."); a model's answer keeps every character it wrote.
    lead = md(judged.text[:-1]) if judged.text.endswith(".") and not judged.text.startswith("Answer:") else text
    if judged.state == "error":
        st.error(text, icon=":material/error:")
    elif judged.correct is True:
        st.success(f"{lead} — correct.{gold}", icon=":material/check_circle:")
    elif judged.correct is False:
        st.error(f"{lead} — wrong.{gold}", icon=":material/cancel:")
    else:
        st.info(f"{text} (no gold answer to compare with)")
