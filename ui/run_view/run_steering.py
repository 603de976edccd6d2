"""The steering editor of one card: edit, delete or insert a thought, replace the action, or override
the observation (write what the environment should have answered). A change
makes a new branch (run_session.steer). The exact prompt behind the step is the card's Prompt panel
(ui/run_view/call_view.py)."""

from __future__ import annotations

import streamlit as st

from react_core import StepKind, Trajectory
from react_core.assist.diagnosis import Flag
from react_core.session import phase as run_phase
from react_core.trajectory.steering import fork_effect
from ui.run_view import run_session, run_switch, steer_hints, tool_call_editor
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md


def _operations(group: vm.StepGroup) -> list[tuple[str, int]]:
    ops: list[tuple[str, int]] = []
    thoughts = group.of_kind(StepKind.THOUGHT)
    actions = group.of_kind(StepKind.ACTION)
    if thoughts:
        ops += [("edit", thoughts[0].position), ("delete", thoughts[0].position)]
    if actions:
        ops.append(("replace", actions[0].position))
    observations = group.of_kind(StepKind.OBSERVATION)
    if observations:
        ops.append(("override", observations[0].position))
    ops += [("insert_before", group.first_position), ("insert_after", group.last_position)]
    return ops


def steering_editor(run: RunSession, group: vm.StepGroup, flags: dict[int, list[Flag]] | None = None) -> None:
    """The change panel of one card. Its state lives in session_state (keys from `editor_key`),
    so "Steer here" and "Suggest an edit" can choose the change and fill the text before it is drawn.
    A change that fails says why right here, beside the text it was about."""
    k = steer_hints.editor_key(run, group)
    ops = dict(_operations(group))
    if st.session_state.get(f"{k}:op") not in ops:
        st.session_state[f"{k}:op"] = next(iter(ops))
    with st.container(border=True):
        # Drafts persist while the editor is hidden (another view, another page), so nothing typed is lost.
        choice = st.segmented_control(
            f"Change step {group.number}",
            list(ops),
            format_func=run_session.OPERATIONS.__getitem__,
            key=f"{k}:op",
            required=True,
            persist_state="session",
        )
        assert choice is not None, "session_state holds one of the operations, set above"
        position = ops[choice]
        step = run.shown().steps_of()[position]
        step_flags = (flags or {}).get(position, [])
        text = ""
        call: tuple[str, str] | None = None  # a tool-call run's replaced call: (tool, arguments JSON)
        tools = tool_call_editor.tools_of(run.shown()) if choice == "replace" else None
        if tools is not None:
            call = tool_call_editor.call_editor(k, step, tools, run.messages)
        elif choice == "delete":
            st.text(step.text)
        else:
            default = step.text if choice in ("edit", "replace", "override") else ""
            hint = {
                "replace": "One line, e.g. Search[Colorado orogeny]",
                "edit": "",
                "override": "What the environment should have answered",
            }.get(choice, "A hint for the agent, e.g. I should look for the elevation range.")
            if choice == "override":
                st.caption(
                    "Write what the environment or the tool should have answered; the model reads it from "
                    f"here on, on a new branch. {md(vm.override_note(run.shown().task.family))}"
                )
            st.session_state.setdefault(f"{k}:{choice}:text", default)
            text = st.text_area(
                {"replace": "Action", "override": "Observation"}.get(choice, "Thought"),
                key=f"{k}:{choice}:text",
                height=110 if choice != "replace" else 68,
                placeholder=hint,
                persist_state="session",
            )
            suggestion = st.session_state.get(f"{k}:suggested")
            if choice == "edit" and suggestion:
                st.caption(steer_hints.suggestion_note(suggestion))
        _keeps_and_drops(run, choice, position)
        for flag in step_flags:
            st.caption(f"Flagged: {md(flag.reason)}")
        if run.steer_error:
            st.error(md(run.steer_error), icon=":material/warning:")
        row = st.container(horizontal=True, gap="small")
        with row:
            apply = st.button(
                "Apply",
                key=f"{k}:apply",
                type="primary",
                help="Make a new branch with this change; the original branch is kept",
            )
            apply_resume = st.button(
                "Apply and resume", key=f"{k}:apply_resume", help="Make the branch and run it to the end"
            )
            if choice == "edit" and step_flags:
                steer_hints.suggest_button(run, group, step_flags[0])
            st.button(
                "Close",
                key=f"{k}:cancel",
                type="tertiary",
                on_click=toggle_editor,
                args=(run, group.first_position),
            )
        run_switch.switch_panel(run, group, k)
    if apply or apply_resume:
        if run_session.steer(run, choice, position, text or "", resume=apply_resume, call=call):
            st.session_state.pop(f"{k}:suggested", None)
            if apply_resume:
                run.move(run_phase.RUN_TO_END)
        st.rerun()


def keeps_and_drops(trajectory: Trajectory, operation: str, position: int) -> tuple[str, bool, bool]:
    """Before a change is applied: what the new branch keeps and drops, in the cards' words, whether it drops
    something a person wrote (then it is said as a warning), and whether it drops anything."""
    effect = fork_effect(trajectory, operation, position)
    steps = trajectory.steps_of()

    def name(i: int) -> str:
        return vm.step_label(steps, i)

    said = []
    if operation == "delete":
        kept = " and ".join(name(i) for i in effect.kept_after)
        said.append(f"Deletes {name(position)}" + (f"; {kept} right after it stay." if kept else "."))
    if effect.dropped:
        first, last = effect.dropped[0], effect.dropped[-1]
        span = name(first) if name(first) == name(last) else f"{name(first)} to {name(last)}"
        said.append(
            f"The new branch ends there: it drops {vm.count(len(effect.dropped), 'later step')} ({span}), "
            "which Resume lets the model write again."
        )
    if effect.dropped_by_person:
        named = _each_once([name(i) for i in effect.dropped_by_person])
        mine = ", ".join(named[:4])
        more = len(named) - 4
        said.append(
            f"Among them is what you wrote ({mine}{f' and {more} more' if more > 0 else ''}): "
            "the new branch will not have it."
        )
    if not said:  # said alone, "This branch keeps every step." read as a fragment beside the scissors
        said.append("The new branch drops no later step.")
    said.append("The branch you are on keeps every step.")
    return " ".join(said), bool(effect.dropped_by_person), bool(effect.dropped)


def _each_once(labels: list[str]) -> list[str]:
    """Each label once, in order, with how often it came: ALFWorld's thoughts share their step's
    number, so two hints in a row are both "Thought 2" ("Thought 2 twice", not "Thought 2, Thought 2")."""
    counts = {label: labels.count(label) for label in labels}
    return [label + {1: "", 2: " twice"}.get(n, f" ({n} of them)") for label, n in counts.items()]


def _keeps_and_drops(run: RunSession, operation: str, position: int) -> None:
    try:
        text, loses_mine, drops = keeps_and_drops(run.shown(), operation, position)
    except Exception:  # a position gone meanwhile: Apply says why
        return
    if loses_mine:
        st.warning(md(text), icon=":material/content_cut:")
    else:
        icon = ":material/content_cut:" if drops else ":material/call_split:"
        st.caption(f"{icon} {md(text)}")


def toggle_editor(run: RunSession, position: int) -> None:
    """Open the steering editor of the card that starts at `position`, or close it when open there."""
    run.steer_at = None if run.steer_at == position else position
