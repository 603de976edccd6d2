"""Above a run's cards: the task, a reopened trajectory's note, and (ALFWorld, WebShop) the game's state."""

from __future__ import annotations

import streamlit as st

from react_core import Family, StepKind, Task, Trajectory
from react_core.engine import catalog
from ui.run_view import card_cache
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md


def task_header(task: Task, opening: str = "", family: Family | None = None) -> None:
    """The task above the cards; `family`: the task's, when the caller has it resolved."""
    family = family or catalog.family(task.family)
    label = family.noun.capitalize()
    st.html(
        f'<div class="rx-task-label">{label} · {vm.esc(task.id)}</div><div class="rx-task">{vm.esc(task.text)}</div>'
    )
    # WebShop's opening page is the instruction again and a Search button: shown, it read twice.
    if opening.strip() and family.style != "pages":
        st.html(f'<div class="rx-opening">{vm.esc(opening.strip())}</div>')


def reopened_note(trajectory: Trajectory) -> None:
    """A trajectory opened from History or the demo is not the sidebar's task: say which one is shown."""
    noun = card_cache.revision(trajectory).family.noun
    text = " ".join(trajectory.task.text.split())
    text = text if len(text) <= 120 else text[:120] + "…"
    st.caption(
        f"Showing a reopened trajectory: the {noun} “{md(text)}”. The sidebar's task is not used until you "
        f"change it; choose a task there to start a new run."
    )


def game_state(run: RunSession) -> None:
    """ALFWorld: where the agent is, what it holds, and the commands the game accepts now.
    WebShop: the page the shopper is on, its buttons, and what was bought for what score."""
    trajectory = run.trajectory
    family = card_cache.revision(trajectory).family if trajectory is not None else None
    if trajectory is None or family is None or not family.sparse:
        return
    info = next((s.info for s in reversed(trajectory.steps_of()) if s.kind == StepKind.OBSERVATION and s.info), {})
    if family.style == "pages":
        _shop_state(info)
        return
    commands = info.get("admissible_commands")
    if commands is None and run.control.engine is not None:
        commands = getattr(run.control.engine.env, "admissible_commands", None)
    location = info.get("location") or "start"
    inventory = ", ".join(info.get("inventory") or []) or "nothing"
    st.caption(
        f"Location: {md(location)} · Holding: {md(inventory)}"
        + (f" · Progress: {info['progress']:.0%}" if "progress" in info else "")
        + (" · task completed" if info.get("won") else "")
    )
    if commands:
        with st.expander(f"Commands the game accepts now ({len(commands)})"):
            st.text("\n".join(commands))


def _shop_state(info: dict) -> None:
    bought = info.get("purchased")
    if bought:
        chosen = ", ".join(f"{k}: {v}" for k, v in bought.get("options", {}).items()) or "no options"
        st.caption(f"Bought {md(bought.get('asin', '?'))} ({md(chosen)}) · score {info.get('reward', 0):.2f}")
        return
    st.caption(f"Page: {md(str(info.get('page') or 'search'))}")
    buttons = info.get("clickables") or []
    if buttons:
        with st.expander(f"Buttons on this page ({len(buttons)})"):
            st.text("\n".join(buttons))
