"""The Your agent panel's command: the workbench starts the person's agent with the run's URL, shows its
output and stops it; and re-runs it from call k of a recorded run, the calls before k answered from the
recording (no model call), call k with the person's change, the rest live (react_core.endpoint's
`Attached` and `open_rerun`). This module only asks and draws."""

from __future__ import annotations

import json
from pathlib import Path

import streamlit as st

from react_core import ModelConfig, Trajectory
from react_core.common.errors import describe
from react_core.endpoint.agent_process import AgentCommand
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.attached import Attached
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_replay import ReplyChange, first_message
from react_core.endpoint.tape_source import recorded_calls
from ui.widgets import resources
from ui.widgets.plain_text import md

RUN_KEY = "agent:run"  # the id of this browser session's open run
ATTACHED = "agent:attached"  # this session's running (or ended) agent process
ENDED = "agent:ended"  # what the last agent's ending said, and the trajectory it recorded to
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
            st.markdown(f"Your agent is running: `{md(agent.process.command.shown)}`")
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


def ended_trajectory_id() -> str | None:
    ended = st.session_state.get(ENDED)
    return ended[1] if ended else None


def rerun_form(trajectory_id: str, config: ModelConfig | None) -> None:
    """Re-run the recorded run from call k, with the person's change to call k."""
    store = resources.store()
    if not store.exists(trajectory_id) or attached() is not None:
        return
    trajectory = store.load(trajectory_id)
    try:
        calls = recorded_calls(trajectory)
    except ValueError:
        return  # not recorded through the endpoint: nothing to re-run
    with st.container(border=True, key="agent-rerun"):
        st.markdown("**Re-run your agent from a call**")
        st.caption(
            "Your agent starts again; the calls before the one you choose are answered from the recording "
            "(no model call, no tokens), that call with your change, the rest by the model. A request that "
            "differs from the recording is a divergence: from there on every call goes to the model."
        )
        st.caption(TOOLS_LINE)
        k = int(st.number_input("From call", min_value=1, max_value=len(calls), value=1, key="agent:rerun_k"))
        recorded = calls[k - 1].reply
        message = first_message(recorded)
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
            help="Give your agent's command above first." if not st.session_state.get(COMMAND) else None,
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
        k = int(st.session_state.get("agent:rerun_k") or 1)
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
