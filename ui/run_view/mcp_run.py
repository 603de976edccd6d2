"""The Run page's say over an MCP server's tools: which ones the model is offered, and a call held for a yes.

In the sidebar, "Tools offered" lists the server's tools with what their annotations say (read-only,
changes things, destructive); a tool turned off is not offered to the model (a new run starts, as for
any setup change). On the page, a call of a tool that is not marked read-only waits before it runs
(react_core.plugins.mcp_env): the person sees the tool and its arguments and approves it (once, or
for the rest of the run), edits the arguments (checked against the tool's schema; a new branch),
or rejects it with a message the model reads as the call's observation. Tool names, descriptions and
arguments are the server's or the model's text: shown escaped.
"""

from __future__ import annotations

import json

import streamlit as st

from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.prompting.tool_agent import NAME as TOOL_CALLS
from react_core.prompting.tool_calls import ToolSpec
from react_core.session import phase as run_phase
from ui.run_view import card_cache, run_session
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md

MCP_ORIGIN = "MCP server"
_EFFECT_COLOUR = {"read-only": "green", "changes things": "orange", "destructive": "red"}


def effect_badge(spec: ToolSpec) -> str:
    effect = spec.effect or "not marked"
    return f":{_EFFECT_COLOUR.get(effect, 'gray')}-badge[{effect}]"


def tool_picker(family: str) -> tuple[str, ...] | None:
    """The MCP server's tools the person offers the model (None: all of them; not an MCP family: None)."""
    fam = catalog.family(family)
    if fam.offer is None or fam.tool_calls is None or not fam.origin.startswith(MCP_ORIGIN):
        return None
    specs = [s for s in fam.tool_calls.specs if s.effect]  # the server's tools (finish is the agent's own)
    chosen = []
    with st.expander("Tools offered", icon=":material/handyman:"):
        st.caption(
            "The model may call the ticked tools. A tool its server does not mark read-only waits for your "
            "yes each time it is called."
        )
        for spec in specs:
            if st.checkbox(
                f"{md(spec.name)} {effect_badge(spec)}",
                value=True,
                key=f"tools:{family}:{spec.name}",
                help=md(spec.description[:400]),
            ):
                chosen.append(spec.name)
    return None if len(chosen) == len(specs) else tuple(chosen)


def approval(run: RunSession) -> None:
    """The held call, and the person's choices: approve, allow for the run, edit, reject."""
    engine = run.control.engine
    if engine is None or run.in_flight or engine.trajectory is not run.trajectory:
        return
    why = engine.waiting()
    if not why:
        return
    steps = engine.trajectory.steps_of()
    action = steps[-1]
    family = card_cache.revision(engine.trajectory).family
    tools = family.tool_calls
    call = tools.to_call(action.text) if tools is not None else None
    if call is None or tools is None:
        return
    name, arguments = call
    spec = tools.find(name)
    shown = json.dumps(arguments, ensure_ascii=False, indent=1)
    env = engine.env
    with st.container(border=True, key=f"{run.key}:approval"):
        st.markdown(f"**Approve this call?** {md(name)} {effect_badge(spec) if spec else ''}")
        st.caption(md(why))
        st.code(shown, language="json")  # shown as written: the model's text, not Markdown
        left, right = st.columns(2)
        if left.button("Approve and run", key=f"{run.key}:approval:approve", type="primary", icon=":material/check:"):
            env.approve(action.text)  # type: ignore[attr-defined]
            _go(run, f"Approved {name}: it runs now.")
        if right.button(f"Allow {md(name)} for this run", key=f"{run.key}:approval:allow"):
            env.approve(action.text, for_run=True)  # type: ignore[attr-defined]
            _go(run, f"{name} is allowed for the rest of this run: it runs now, and again without asking.")
        with st.expander("Edit the arguments"):
            st.session_state.setdefault(f"{run.key}:approval:arguments:{action.id}", shown)
            text = st.text_area(
                "Arguments (JSON)",
                key=f"{run.key}:approval:arguments:{action.id}",
                help="Checked against the tool's schema; the call runs with them on a new branch.",
            )
            if st.button("Run with these arguments", key=f"{run.key}:approval:edit"):
                _edited(run, name, text, len(steps) - 1)
            if run.steer_error:
                st.error(md(run.steer_error))
        with st.expander("Reject"):
            message = st.text_input(
                "Message for the model",
                key=f"{run.key}:approval:message:{action.id}",
                placeholder="e.g. Do not commit yet: run the tests first.",
            )
            if st.button("Reject", key=f"{run.key}:approval:reject", icon=":material/block:"):
                env.reject(action.text, message)  # type: ignore[attr-defined]
                _go(run, f"Rejected {name}: the model reads your message as the call's answer.")


def _edited(run: RunSession, name: str, text: str, position: int) -> None:
    """The call with the person's arguments, on a new branch, approved as it stands."""
    trajectory = run.shown()
    tools = card_cache.revision(trajectory).family.tool_calls
    assert tools is not None
    try:
        spec, value = tools.parse(name, text)
    except Exception as exc:  # not JSON, or off the schema: said, nothing forked
        run.messages.error(describe(exc), "steer")
        return
    if trajectory.method == TOOL_CALLS:
        changed = run_session.steer(run, "replace", position, call=(spec.api_name(), text))
    else:
        changed = run_session.steer(run, "replace", position, f"{spec.name}[{json.dumps(value, ensure_ascii=False)}]")
    if changed and run.control.engine is not None:
        run.control.engine.env.approve(run.shown().steps_of()[-1].text)  # type: ignore[attr-defined]
        _go(run, f"{name} runs with your arguments on a new branch; the original branch keeps the model's.")


def _go(run: RunSession, notice: str) -> None:
    run.messages.clear("steer", "error")
    run.messages.notice(notice)
    run.move(run_phase.ASK_STEP)
    st.rerun()
