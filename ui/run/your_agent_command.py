"""The Your agent panel's command: the workbench starts the person's agent with the run's URL, shows its
output and stops it; and re-runs it from call k of a recorded run, the calls before k answered from the
recording (no model call), call k with the person's change, the rest live (react_core.endpoint's
`Attached` and `open_rerun`). This module only asks and draws."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import streamlit as st

from react_core import ModelConfig, Trajectory
from react_core.common.errors import describe
from react_core.endpoint.agent_process import AgentCommand
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.attached import Attached
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_replay import ReplyChange, first_message
from react_core.endpoint.tape_source import recorded_calls
from ui.run.your_agent_recorded import Recorded
from ui.widgets import resources
from ui.widgets.plain_text import md

RUN_KEY = "agent:run"  # the id of this browser session's open run
ATTACHED = "agent:attached"  # this session's running (or ended) agent process
ENDED = "agent:ended"  # what the last agent's ending said, and the trajectory it recorded to
SHOWN = "agent:shown"  # a recorded run chosen to re-run ("Re-run from here" on a card), shown until an agent ends
CALL = "agent:rerun_k"  # the re-run form's call
CHOSEN = "agent:rerun_chosen"  # the call a card's "Re-run from here" chose
SCROLL = "agent:rerun_scroll"  # the re-run area is brought into view once, after a card chose its call
SCROLLS = "agent:rerun_scrolls"  # how many times: each script differs from the last, so the page runs it
COMMAND = "agent:command"
FOLDER = "agent:cwd"
SHOWN_LINES = 40
TOOLS_LINE = (
    "Tools: MCP calls through the workbench's MCP proxy before this call get their recorded results (the server "
    "is not called again, so nothing it did happens twice); tools that run inside your agent's own code run again."
)


def attached() -> Attached | None:
    found = st.session_state.get(ATTACHED)
    return found if isinstance(found, Attached) else None


def command_form(run: AgentRun) -> None:
    """Start the person's agent on this run (or say it runs)."""
    if attached() is not None:
        return
    with st.expander("Let the workbench start your agent", expanded=not run.trajectory.calls):
        st.text_input("Your agent's command", key=COMMAND, placeholder='python my_agent.py "Is it warm in Oslo?"')
        st.text_input("Folder it runs in", key=FOLDER, value=str(Path.cwd()))
        st.caption(
            "Run with OPENAI_BASE_URL and REACT_WORKBENCH_RUN_URL set to this run's, in a process group of its "
            "own, with a time and an output limit; Stop ends the whole group."
        )
        st.button("Start your agent", key="agent:start", on_click=_start, args=(run,))


def command_from_form() -> AgentCommand:
    """The agent's command as the form has it now; ValueError saying what to fix."""
    line = str(st.session_state.get(COMMAND) or "").strip()
    folder = Path(str(st.session_state.get(FOLDER) or Path.cwd())).expanduser()
    if not folder.is_dir():
        raise ValueError(f"The folder {folder} is not there; give the folder your agent runs in.")
    return AgentCommand.parse(line, cwd=folder)


def _start(run: AgentRun) -> None:
    st.session_state.pop(ENDED, None)
    try:
        command = command_from_form()
    except ValueError as exc:
        st.session_state[ENDED] = ([str(exc)], None)
        return
    agent = Attached(resources.endpoint().runs, run, command)
    st.session_state[ATTACHED] = agent
    if agent.start() is not None:  # it could not start: say why at once
        _end(agent)


def _end(agent: Attached) -> None:
    finished = agent.finish()
    st.session_state[ENDED] = (list(finished.messages), agent.run.trajectory.id if finished.kept else None)
    st.session_state.pop(ATTACHED, None)
    st.session_state.pop(SHOWN, None)  # the run this agent recorded is the one shown now


def _stop() -> None:
    agent = attached()
    if agent is not None:
        agent.stop()
        _end(agent)


def process_view() -> None:
    """The agent's output while it runs, Stop, and how it ended (drawn in the panel's live part)."""
    agent = attached()
    if agent is not None:
        if agent.wait(0) is not None:
            _end(agent)
        else:
            # A code block, not `md` in a code span: Markdown does not undo escapes there, so every "/" read "\/".
            st.markdown("Your agent is running:")
            st.code(agent.process.command.shown, language=None, wrap_lines=True)
            st.button("Stop your agent", key="agent:stop", on_click=_stop)
            _output(agent.lines())
            return
    ended = st.session_state.get(ENDED)
    if ended:
        messages, _ = ended
        for message in messages:
            st.info(md(message))


def _output(lines: list[str]) -> None:
    if lines:
        st.code("\n".join(lines[-SHOWN_LINES:]), language=None)


def recorded_id() -> str | None:
    """The recorded run the panel shows when no run is open: one chosen to re-run from a card, else the
    one the last agent recorded to."""
    shown = st.session_state.get(SHOWN)
    if shown:
        return str(shown)
    ended = st.session_state.get(ENDED)
    return ended[1] if ended else None


def choose_call(trajectory_id: str, k: int) -> None:
    """A card's "Re-run from here": the form re-runs `trajectory_id` from call k (called before the form
    is drawn, so its number input takes it), and is brought into view."""
    st.session_state[SHOWN] = trajectory_id
    st.session_state[CALL] = st.session_state[CHOSEN] = k
    st.session_state[SCROLL] = True
    st.session_state[SCROLLS] = int(st.session_state.get(SCROLLS) or 0) + 1


def call_line(k: int, recorded: int, reply: dict[str, Any], chosen: int | None) -> str:
    """Which call the form re-runs from, said under its number: where it was chosen, and what its reply did."""
    message = first_message(reply)
    names = [str((c.get("function") or {}).get("name") or "?") for c in message.get("tool_calls") or []]
    did = f"its reply called {', '.join(names)}" if names else "its reply answered, with no tool call"
    if k == chosen:
        where = "chosen on its step below"
    elif k == 1:
        where = "the first, the form's default; Re-run from here on a step below starts from that step's call"
    else:
        where = "chosen here"
    return f"Call {k} of {recorded}, {where}: {did}."


def command_fields() -> None:
    """The agent's command and folder, for a recorded run with no run open (no command form above): both
    the re-run and the tries start the agent with them."""
    # What was typed in the command form while the run was open (its widgets not drawn since): kept.
    st.session_state[COMMAND] = st.session_state.get(COMMAND) or ""
    st.session_state[FOLDER] = st.session_state.get(FOLDER) or str(Path.cwd())
    command, folder = st.columns([3, 2], gap="small")
    command.text_input("Your agent's command", key=COMMAND, placeholder='python my_agent.py "Is it warm in Oslo?"')
    folder.text_input("Folder it runs in", key=FOLDER)


def rerun_form(recorded: Recorded, config: ModelConfig | None) -> None:
    """Re-run the recorded run from call k, with the person's change to call k: the call, its thought and
    arguments, the button, then what a re-run does (under the button, so that a card's Re-run from here
    lands with the call and the button in view)."""
    calls = recorded.calls
    if calls is None or attached() is not None:
        return  # not recorded through the endpoint (nothing to re-run), or an agent runs
    trajectory_id = recorded.trajectory.id
    if int(st.session_state.get(CALL) or 1) > len(calls):  # kept from a longer run: its last call here
        st.session_state[CALL] = len(calls)
    with st.container(border=True, key="agent-rerun-form"):
        st.markdown("**Re-run your agent from a call**")
        k = int(st.number_input("From call", min_value=1, max_value=len(calls), key=CALL))
        reply = calls[k - 1].reply
        st.caption(md(call_line(k, len(calls), reply, st.session_state.get(CHOSEN))))
        message = first_message(reply)
        st.text_area("Its thought", value=str(message.get("content") or ""), key=f"agent:rerun_thought:{k}")
        first_call = (message.get("tool_calls") or [{}])[0].get("function") or {}
        if first_call:
            st.text_area(
                f"Its call of {first_call.get('name', '?')}: arguments (JSON)",
                value=str(first_call.get("arguments") or "{}"),
                key=f"agent:rerun_args:{k}",
            )
        st.button(
            "Re-run from this call",
            key="agent:rerun",
            type="primary",
            disabled=config is None or not st.session_state.get(COMMAND),
            on_click=_rerun,
            args=(trajectory_id, config),
            help="Give your agent's command first." if not st.session_state.get(COMMAND) else None,
        )
        st.caption(
            "Your agent starts again; the calls before the one you choose are answered from the recording "
            "(no model call, no tokens), that call with your change, the rest by the model. A request that "
            "differs from the recording is a divergence: from there on every call goes to the model."
        )
        st.caption(TOOLS_LINE)


def scroll_if_chosen() -> None:
    """After a card's Re-run from here (once): the re-run area comes into view, its top at the window's top,
    so the chosen call's thought and arguments and the buttons (Compare, Re-run, Try N times) are seen."""
    if st.session_state.pop(SCROLL, False):
        # The same script drawn again in the same place would be taken as unchanged and not run again.
        script = SCROLL_SCRIPT.replace("<script>", f"<script>/* {int(st.session_state.get(SCROLLS) or 0)} */")
        st.html(script, unsafe_allow_javascript=True)


# Constant, no model or person's text in it. The area's container is drawn before this element.
SCROLL_SCRIPT = (
    "<script>setTimeout(() => { const area = document.querySelector('.st-key-agent-rerun-area'); "
    "if (area) { area.style.scrollMarginTop = '0.75rem'; "
    "area.scrollIntoView({block: 'start', behavior: 'instant'}); } }, 50)</script>"
)


def change_from_form(trajectory: Trajectory, k: int) -> ReplyChange:
    """Call k's reply with the form's thought and first call's arguments (json.JSONDecodeError: not JSON)."""
    recorded = recorded_calls(trajectory)[k - 1].reply
    thought = st.session_state.get(f"agent:rerun_thought:{k}")
    arguments_text = st.session_state.get(f"agent:rerun_args:{k}")
    arguments = {0: json.loads(arguments_text)} if arguments_text else None
    return ReplyChange.editing(recorded, thought=thought, arguments=arguments)


def _rerun(trajectory_id: str, config: ModelConfig | None) -> None:
    """Read at the press (a button's own arguments are those of the last drawing, maybe before the last edit)."""
    st.session_state.pop(ENDED, None)
    try:
        if config is None:
            raise ValueError("Choose a model in the sidebar: the calls after the change go to it.")
        command = command_from_form()
        trajectory = resources.store().load(trajectory_id)
        k = int(st.session_state.get(CALL) or 1)
        change = change_from_form(trajectory, k)
        run = open_rerun(resources.endpoint().runs, trajectory, k, config, change)
    except json.JSONDecodeError as exc:
        st.session_state[ENDED] = ([f"The call's arguments are not JSON ({exc.msg}); fix them and re-run."], None)
        return
    except Exception as exc:
        st.session_state[ENDED] = ([describe(exc)], trajectory_id)
        return
    st.session_state[RUN_KEY] = run.id
    agent = Attached(resources.endpoint().runs, run, command)
    st.session_state[ATTACHED] = agent
    if agent.start() is not None:
        _end(agent)
