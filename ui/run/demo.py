"""The Figure 5 demo on the Run page: one button loads it, a guide walks through the two edits.

The demo's trajectory is adopted like a History reopen, so the usual Steer / Resume controls
do the work; the guide only says which thoughts to change and ticks off what is done.
"""

from __future__ import annotations

import streamlit as st

from react_core.common.errors import describe
from react_core.engine.demos import Figure5Demo, furthest_branch, load_figure5, progress
from ui.run_view import effect_view, run_session
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession

DEMO_KEY = "_demo:figure5"  # session_state: the loaded demo, shown while its trajectory is on the page


def demo_button(run: RunSession) -> None:
    st.button(
        "Figure 5 demo",
        key=f"{run.key}:figure5",
        icon=":material/school:",
        on_click=_load,
        args=(run,),
        help="The paper's thought-editing demo: a recorded ReAct failure on an ALFWorld game, "
        "which two edits turn into a success",
    )


def _load(run: RunSession) -> None:
    try:
        demo = load_figure5()
    except Exception as exc:
        run.clear_messages()
        run.messages.error(describe(exc))
        return
    run_session.adopt(run, demo.trajectory)
    run.show_all = True  # the thought to edit is early; a long trajectory would hide it
    st.session_state[DEMO_KEY] = demo
    run.messages.notice("Figure 5 demo loaded: follow the guide above the controls.")
    st.session_state[f"{run.key}:view"] = "Trajectory"  # the guide says "press Steer under the card": show the cards


def guide(run: RunSession) -> None:
    """The numbered steps, while the demo's trajectory is the one on the page."""
    demo: Figure5Demo | None = st.session_state.get(DEMO_KEY)
    trajectory = run.trajectory
    if demo is None or trajectory is None or trajectory.id != demo.trajectory.id:
        return
    here = progress(demo, trajectory)
    furthest = furthest_branch(demo, trajectory)
    done = progress(demo, trajectory, furthest)  # the guide keeps its progress when the page shows another branch
    first, second = demo.edits
    number = _card_number(demo, first.position)
    with st.container(border=True):
        st.markdown("**Figure 5 demo: steer a failing ReAct agent with two thought edits**")
        st.caption(f"Recorded with {demo.model.get('config') or demo.model.get('name', '?')}. {demo.note}")
        if furthest != trajectory.active_branch:
            name = trajectory.branch(furthest).name
            st.info(
                f"Your edits are on branch **{_md(name)}**; the branch shown, "
                f"{_md(trajectory.branch().name)}, was forked before them. Switch to {_md(name)} in the "
                "**Branches** view to go on from your edits.",
                icon=":material/alt_route:",
            )
        st.markdown(
            f"{_tick(done[0])} **1. {_verb(first)} thought {number}.** Press **Steer** under the card "
            f"“{_md(first.original)}”, choose **Edit thought**, replace the text with the one "
            f"below, and press **Apply**. {first.why}"
        )
        st.code(first.suggested, language=None, wrap_lines=True)
        st.markdown(
            f"{_tick(done[1])} **2. {_verb(second)} a hint.** On the new branch, press **Steer** under that "
            f"card again, choose **Insert thought after**, write the hint below, and press **Apply** "
            f"(or **Apply and resume** to do step 3 at once). {second.why}"
        )
        st.code(second.suggested, language=None, wrap_lines=True)
        outcome = (
            f"With this model the edited branch reached success in {demo.success_actions} more actions."
            if demo.success_reached
            else "With this model the edited branch did not reach success when recorded; try another model."
        )
        st.markdown(
            f"{_tick(done[2])} **3. Resume.** Press **Resume**: the model continues live from your edits. {outcome}"
        )
        n = effect_view.chosen_n(run)  # the panel's N: the guide and the panel promise the same measurement
        st.markdown(
            f"**4. Measure it.** One resume is one sample. **Measure this edit** continues your edited "
            f"branch and the original (from before the first edit) {n} times each at temperature 0.7, to the "
            "50-step limit, and shows how often each wins, with 95% intervals (several minutes a try on "
            "the embedded model; Stop keeps the finished tries). The panel under the cards sets N."
        )
        st.button(
            "Measure this edit",
            key=f"{run.key}:figure5:measure",
            icon=":material/science:",
            on_click=_measure,
            args=(run,),
            disabled=not (here[0] and here[1]) or run.running or run.in_flight or run.trying,
            help="Available once both edits are made (steps 1 and 2)",
        )
        if here[0] and here[1] and not run.trying:  # before it starts: how long, and what would be cheaper
            effect_view.estimate_note(run, n, where="guide")
        elif run.trying:
            st.caption(":material/arrow_downward: Measuring: the progress and Stop are under the Run buttons below.")


def _measure(run: RunSession) -> None:
    # N as the panel has it when clicked; when it cannot start, it says why on the page
    effect_view.start(run, effect_view.chosen_n(run), effect_view.DEFAULT_TEMPERATURE)


def _card_number(demo: Figure5Demo, position: int) -> int:
    """The card of `position` on the demo's first branch (the recorded failing one), which every later
    branch shares up to the edits: the number stays when the page shows another branch."""
    first = vm.root_of(demo.trajectory, demo.trajectory.active_branch)
    for group in vm.group_steps(demo.trajectory, first):
        if any(p.position == position for p in group.items):
            return group.number
    return position + 1


def _md(text: str) -> str:
    """Model text shown as typed, not as markdown."""
    return "".join("\\" + c if c in "\\`*_{}[]()<>#+-.!|$:~" else c for c in " ".join(text.split()))


def _verb(edit) -> str:
    return "Edit" if edit.kind == "edit" else "Insert"


def _tick(done: bool) -> str:
    return ":green[:material/check_circle:]" if done else ":gray[:material/radio_button_unchecked:]"
