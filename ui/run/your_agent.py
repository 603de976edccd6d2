"""The Run page's **Your agent** panel: the workbench as the model endpoint of a person's own agent.

The person opens a run, copies its `OPENAI_BASE_URL` into their agent (LangGraph, smolagents, the OpenAI
Agents SDK, any OpenAI client), and watches each model call arrive as a step. Breakpoints hold a reply
before the agent sees it; the panel shows what the model proposed and sends it, edits it, writes it,
rejects it or asks again. The run lives in react_core.endpoint; this module only asks and draws.
"""

from __future__ import annotations

import json
import time
from typing import Any

import streamlit as st

from react_core import Author, ModelConfig, StepKind, Trajectory
from react_core.common.errors import describe
from react_core.endpoint import tape_route
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import DEFAULT_HOLD_S, HoldRules
from react_core.endpoint.holds import Hold, HoldError
from react_core.endpoint.rerun import Rerun, reruns_of
from react_core.endpoint.tape_source import call_numbers
from ui.run import your_agent_command, your_agent_effect, your_agent_recorded
from ui.run.your_agent_recorded import Recorded
from ui.run_view import rerun_here, run_session
from ui.widgets import agent_compare, resources
from ui.widgets.model_picker import model_picker
from ui.widgets.plain_text import md

RUN_KEY = your_agent_command.RUN_KEY  # the id of this browser session's open run
MODE_KEY = rerun_here.AGENT_MODE  # the sidebar's toggle: the Run page shows this panel instead of a workbench agent
NOTICE = "agent:notice"  # a sentence for the panel's top, said once
REFRESH_S = 1.0  # how often the panel looks for new calls and holds
SOURCES = {"tape": "from the recording", "changed": "your change", "live": "asked live"}
MCP_SOURCES = {"tape": "from the recording, the MCP server not called", "live": "MCP server, live"}
WHO = {
    Author.MODEL: "the model",
    Author.HUMAN_EDIT: "edited by you",
    Author.HUMAN_INSERT: "written by you",
    Author.HUMAN_PLAY: "written by you",
    Author.HUMAN_OVERRIDE: "written by you",
    Author.ENVIRONMENT: "your agent",
    Author.ENGINE: "the workbench",
}


def chosen() -> bool:
    """The sidebar's switch between a workbench agent and the person's own; True: this page is drawn."""
    with st.sidebar:
        return st.toggle(
            "Your own agent (any framework)",
            key=MODE_KEY,
            help="Point your agent's OpenAI client at the workbench: each model call becomes a step here, "
            "and a breakpoint holds a reply for you to send, edit or reject before your agent sees it.",
        )


def page() -> None:
    """The Run page for the person's own agent: the model and breakpoints in the sidebar, the panel."""
    _take_rerun_request()
    with st.sidebar:
        st.subheader("Model")
        config = model_picker()
        breakpoints_sidebar(current_run())
    st.title("Run: your agent")
    panel(config)


def _take_rerun_request() -> None:
    """A card's "Re-run from here" (on the Run page's cards or the panel's): the form opens at its call."""
    asked = rerun_here.take()
    if asked is None:
        return
    trajectory_id, k = asked
    if your_agent_command.attached() is not None:
        st.session_state[NOTICE] = (
            f"Your agent is running, so call {k} cannot be re-run yet: stop it (Stop your agent) or let it end, "
            "then press Re-run from here again."
        )
        return
    run = current_run()
    if run is not None and run.trajectory.id != trajectory_id:
        _close()  # as Open another run: the open run stays in History, the panel shows the chosen one
    your_agent_command.choose_call(trajectory_id, k)


def current_run() -> AgentRun | None:
    run_id = st.session_state.get(RUN_KEY)
    if not run_id:
        return None
    return next((r for r in resources.endpoint().runs.all() if r.id == run_id), None)


def breakpoints_sidebar(run: AgentRun | None) -> None:
    """The run's breakpoints, in the sidebar under the model."""
    st.subheader("Breakpoints")
    every = st.checkbox("Hold before every call", key="agent:hold_every")
    tools = st.text_input("Hold when it calls (tool names, comma-separated)", key="agent:hold_tools")
    conditions = st.text_input(
        "Hold when (Run until's conditions, comma-separated)",
        key="agent:hold_when",
        placeholder="action:finish, flag:repeat, step:5",
    )
    writes = st.checkbox("Hold MCP tools that may change things", value=True, key="agent:hold_writes")
    limit = st.number_input(
        "A held reply waits (seconds), then goes as the model wrote it",
        min_value=5,
        max_value=3600,
        value=int(DEFAULT_HOLD_S),
        step=30,
        key="agent:hold_limit",
    )
    texts = (["every"] if every else []) + (["mcp-writes"] if writes else [])
    texts += [f"tool:{name.strip()}" for name in tools.split(",") if name.strip()]
    texts += [c.strip() for c in conditions.split(",") if c.strip()]
    try:
        rules = HoldRules.parse(texts, float(limit))
    except Exception as exc:  # a condition it cannot read: said, and the run keeps its breakpoints
        st.error(md(describe(exc)))
        return
    if run is not None and (run.rules.describe(), run.rules.timeout_s, run.rules.mcp_writes) != (
        rules.describe(),
        rules.timeout_s,
        rules.mcp_writes,
    ):
        run.set_breakpoints(rules)
    st.caption(f"Holds {md(rules.describe())}.")


def panel(config: ModelConfig | None) -> None:
    """The panel: open a run, its URL to copy, then its calls and holds as they come."""
    st.caption(
        "Point your own agent at the workbench: every model call it makes becomes a step here, in History "
        "too, and a breakpoint (sidebar) holds a reply until you send, edit or reject it. Your agent's code, "
        "tools and memory stay its own."
    )
    notice = st.session_state.pop(NOTICE, None)
    if notice:
        st.info(md(notice))
    run = current_run()
    if run is None:
        your_agent_command.process_view()  # how the last agent it started ended
        shown = your_agent_command.recorded_id()
        if shown is not None:
            _recorded(shown, config)
        if config is None:
            st.info("Choose a model in the sidebar: your agent's calls go to it.")
            return
        st.text_input("Name of this run", value="my agent", key="agent:name")
        st.button("Open a run for your agent", type="primary", key="agent:open", on_click=_open, args=(config,))
        return
    _address(run)
    your_agent_command.command_form(run)
    _live(run)
    if run.trajectory.calls:
        # The forms read the run as History has it, not `run.trajectory`: request threads write that one
        # under the run's lock as calls come, and a measurement's result is kept on History's copy (the
        # result under the forms). Not read while an agent the workbench started runs: no form then.
        recorded = None if your_agent_command.attached() is not None else your_agent_recorded.load(run.trajectory.id)
        with st.container(key="agent-rerun-area"):
            _change_forms(recorded, config)
            your_agent_command.scroll_if_chosen()
        if recorded is not None:
            your_agent_effect.effect_outcome(recorded)


def _recorded(trajectory_id: str, config: ModelConfig | None) -> None:
    """A run that has ended (or chosen to re-run): Steer in the Run page, Compare with the original when it
    has re-runs, Re-run from a call, and its steps, each call's with Re-run from here."""
    recorded = your_agent_recorded.load(trajectory_id)  # once, for the forms and the cards alike
    if recorded is None:
        return
    trajectory = recorded.trajectory
    # Where a card's Re-run from here lands (scrolled to its top): on a 1280x800 window the buttons and the
    # chosen call's thought and arguments are all in view, the two forms side by side.
    with st.container(key="agent-rerun-area"):
        row = st.container(horizontal=True, gap="small")
        with row:
            st.button(
                "Steer this run in the Run page",
                key="agent:steer_recorded",
                on_click=_to_run_page,
                args=(trajectory_id,),
            )
        _compare_button(row, trajectory)
        your_agent_command.command_fields()
        _change_forms(recorded, config)
        # Last in the area: appended there when asked (an element new to the page runs its script).
        your_agent_command.scroll_if_chosen()
    your_agent_effect.effect_outcome(recorded)
    numbers = call_numbers(trajectory)  # each call's number, read once for every card
    first_steps = {}
    for step in trajectory.steps_of():
        if step.call_id in numbers and step.call_id not in first_steps:
            first_steps[step.call_id] = step.id  # a call's first step carries its Re-run from here
    for step in trajectory.steps_of():
        k = numbers.get(step.call_id or "") if first_steps.get(step.call_id or "") == step.id else None
        _step(trajectory, step, k)


def _change_forms(recorded: Recorded | None, config: ModelConfig | None) -> None:
    """The change to call k, tried once (Re-run) and measured (Try N times), side by side."""
    once, measured = st.columns(2, gap="small")
    if recorded is None:  # not in History (yet), or not read: an agent runs
        return
    with once:
        your_agent_command.rerun_form(recorded, config)
    with measured:
        your_agent_effect.effect_form(recorded, config)


def _compare_button(row: Any, trajectory: Trajectory) -> None:
    """Compare with the original: Compare's Your agent's recorded runs with a re-run and the branch it
    re-ran, where they first part said above them. The active branch's re-run when it is one (the re-run
    just ended), else the newest; a choice when the run has several."""
    reruns = reruns_of(trajectory)
    if not reruns:
        return
    chosen = reruns[0]
    if len(reruns) > 1:
        by_branch = {r.branch_id: r for r in reruns}
        picked = st.selectbox(
            "Re-run to compare with its original",
            list(by_branch),
            format_func=lambda b: _rerun_label(trajectory, by_branch[b]),
            key=f"agent:compare_rerun:{trajectory.id}",
        )
        chosen = by_branch.get(str(picked), chosen)
    with row:
        st.button(
            "Compare with the original",
            key="agent:compare",
            icon=":material/compare_arrows:",
            on_click=agent_compare.choose,
            args=(trajectory.id, chosen.of, chosen.branch_id),
            help=f"Open Compare with {_rerun_label(trajectory, chosen)} beside the run it re-ran, and where they "
            "first part",
        )
    agent_compare.go_if_chosen()


def _rerun_label(trajectory: Trajectory, rerun: Rerun) -> str:
    return f"{trajectory.branch(rerun.branch_id).name} (re-run from call {rerun.from_call})"


def _open(config: ModelConfig) -> None:
    try:
        run = resources.endpoint().runs.open(config, str(st.session_state.get("agent:name") or "my agent"))
    except Exception as exc:
        st.session_state["agent:error"] = describe(exc)
        return
    st.session_state[RUN_KEY] = run.id


def _close() -> None:
    st.session_state.pop(RUN_KEY, None)
    st.session_state.pop(your_agent_command.ENDED, None)


def _address(run: AgentRun) -> None:
    st.markdown(f"**Run** {md(run.name)} · trajectory {md(run.trajectory.id)} · model {md(run.config.describe())}")
    st.code(
        f"export OPENAI_BASE_URL={run.base_url}\nexport OPENAI_API_KEY=workbench  # any text: the workbench holds the real key",
        language="bash",
    )
    st.caption("MCP tools through the workbench: start your agent's MCP server behind the proxy.")
    st.code(f"REACT_WORKBENCH_RUN_URL={run.root_url} react-workbench mcp-proxy -- <server command>", language="bash")
    left, right = st.columns(2)
    left.button(
        "Steer this run in the Run page",
        key="agent:steer",
        on_click=_to_run_page,
        args=(run.trajectory.id,),
        help="Open the recorded run as any other: Steer here, edit a thought or a call, resume with the "
        "agent's recorded tool results, the diff, the HTML share.",
    )
    right.button("Open another run", key="agent:close", on_click=_close)


def _to_run_page(trajectory_id: str) -> None:
    store = resources.store()
    if not store.exists(trajectory_id):
        return
    st.session_state[MODE_KEY] = False
    run_session.adopt(run_session.session("run"), store.load(trajectory_id))


@st.fragment(run_every=REFRESH_S)
def _live(run: AgentRun) -> None:
    """What changes while the agent runs: holds waiting for the person, messages, the calls so far."""
    your_agent_command.process_view()
    if current_run() is None:  # the agent the workbench started has ended: its run is closed
        st.rerun()
    for hold in run.pending():
        _hold_form(run, hold)
    with run.lock:
        messages = list(run.messages)
        trajectory = run.trajectory
        steps = list(trajectory.steps_of())
        calls = len([c for c in trajectory.calls_of() if not c.set_aside_for])  # this branch's, as the agent saw them
        in_flight = run.in_flight
    for message in messages[-3:]:
        st.warning(md(message))
    waiting = "a call in flight" if in_flight else "waiting for your agent's next call"
    st.caption(f"{calls} model call{'s' if calls != 1 else ''} recorded · {waiting}")
    if not steps:
        st.info("No calls yet. Start your agent with the base URL above.")
        return
    for step in steps:
        _step(trajectory, step)


def _step(trajectory: Trajectory, step: Any, rerun_call: int | None = None) -> None:
    label = {StepKind.THOUGHT: "Thought", StepKind.ACTION: "Action", StepKind.OBSERVATION: "Observation"}.get(
        step.kind, str(step.kind)
    )
    who = WHO.get(step.author, getattr(step.author, "value", str(step.author)))
    mcp_result = step.kind == StepKind.OBSERVATION and bool(step.info.get("mcp_result"))
    source = tape_route.source_of(trajectory, step) if step.kind != StepKind.OBSERVATION or mcp_result else None
    if source is not None:  # a re-run's step: who answered its call (an MCP tool's result: who gave it)
        who += f" · {(MCP_SOURCES if mcp_result else SOURCES).get(source.value, source.value)}"
    with st.container(border=True, key=f"agent-step-{step.id}"):
        st.markdown(f"**{label}** · {md(who)}")
        st.text(step.text if len(step.text) < 4000 else step.text[:4000] + " …")
        if rerun_call is not None:  # the first step of a recorded call
            rerun_here.button(f"agent:rerun_here:{step.id}", trajectory.id, rerun_call)


def _hold_form(run: AgentRun, hold: Hold) -> None:
    """What the model proposed, and what the person does with it."""
    with st.container(border=True, key=f"agent-hold-{hold.id}"):
        st.markdown(f"**Held:** {md(hold.reason)}")
        proposal = hold.proposal
        calls = [_plain_call(c) for c in proposal.tool_calls]
        error_key = f"agent:hold_error:{hold.id}"
        if st.session_state.get(error_key):
            st.error(md(st.session_state[error_key]))
        st.caption("What the model proposed; change it below and press Send edited, or send it as it is.")
        st.text_area("Thought", value=proposal.content or "", key=f"agent:thought:{hold.id}")
        st.text_area(
            "Tool calls (JSON: a list of {name, arguments})",
            value=json.dumps(calls, indent=2, ensure_ascii=False),
            key=f"agent:calls:{hold.id}",
            height=140,
        )
        st.text_input("Message to your agent (for Reject)", key=f"agent:reject:{hold.id}")
        send, edit, reject, again = st.columns(4)
        send.button("Send as is", key=f"agent:send:{hold.id}", type="primary", on_click=_answer, args=(hold, "send"))
        edit.button("Send edited", key=f"agent:edit:{hold.id}", on_click=_answer, args=(hold, "edit"))
        reject.button("Reject", key=f"agent:no:{hold.id}", on_click=_answer, args=(hold, "reject"))
        again.button("Ask again", key=f"agent:again:{hold.id}", on_click=_answer, args=(hold, "again"))
        left = max(0, int(hold.deadline - time.time()))
        st.caption(f"Goes as the model wrote it in {left} s if no one answers.")


def _plain_call(call: dict[str, Any]) -> dict[str, Any]:
    function = call.get("function") or {}
    arguments: Any = function.get("arguments", "{}")
    try:
        arguments = json.loads(arguments) if isinstance(arguments, str) else arguments
    except ValueError:
        pass  # shown as the model wrote it
    return {"name": function.get("name", ""), "arguments": arguments}


def _answer(hold: Hold, what: str) -> None:
    """The person's answer, read from the form's widgets when the button is pressed (a button's own
    arguments are those of the last drawing, which may predate the last edit)."""
    form = st.session_state
    error_key = f"agent:hold_error:{hold.id}"
    st.session_state.pop(error_key, None)
    try:
        if what == "send":
            hold.send()
        elif what == "again":
            hold.ask_again()
        elif what == "reject":
            hold.reject(str(form.get(f"agent:reject:{hold.id}") or ""))
        else:
            thought = str(form.get(f"agent:thought:{hold.id}") or "")
            calls_text = str(form.get(f"agent:calls:{hold.id}") or "[]")
            ids = [str(c.get("id") or "") for c in hold.proposal.tool_calls]
            hold.edit(thought=thought, tool_calls=_calls_from(calls_text, ids))
    except (HoldError, ValueError) as exc:
        st.session_state[error_key] = str(exc)


def _calls_from(text: str, ids: list[str]) -> list[dict[str, Any]]:
    """The person's JSON list of {name, arguments} in the API's shape; a clear message when it is not one."""
    try:
        calls = json.loads(text or "[]")
    except json.JSONDecodeError as exc:
        raise HoldError(
            f"The tool calls are not JSON ({exc.msg}, line {exc.lineno}); fix them and send again."
        ) from None
    if not isinstance(calls, list) or not all(isinstance(c, dict) and "name" in c for c in calls):
        raise HoldError('Write the tool calls as a list of {"name": ..., "arguments": {...}}.')
    # A call kept in its place keeps the model's id, so the agent's bookkeeping of calls stays whole.
    return [
        {
            **({"id": ids[i]} if i < len(ids) and ids[i] else {}),
            "type": "function",
            "function": {"name": str(c["name"]), "arguments": json.dumps(c.get("arguments") or {})},
        }
        for i, c in enumerate(calls)
    ]
