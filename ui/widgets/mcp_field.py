"""The sidebar's MCP server box: a command or a URL whose tools become a task family (react_core.plugins.mcp_tools).

Added servers are remembered for later sessions (react_core.plugins.registry). A server that cannot
be used is one message naming it and what to do; its text is the server's, so it is shown escaped.
"""

from __future__ import annotations

import streamlit as st

from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.plugins import registry
from ui.widgets.plain_text import md

MCP_ORIGIN = "MCP server "  # how the registry names a server's entry in its problems


def mcp_problems(problems: dict[str, str]) -> None:
    """The servers that did not load, each one message."""
    for origin, message in problems.items():
        if origin.startswith(MCP_ORIGIN):
            st.error(md(message), icon=":material/extension_off:")


def mcp_server_field(key: str, added: bool) -> None:
    """A box for a server, its Add button, and a Forget button for each remembered server."""
    if added:
        st.session_state[f"{key}:mcp_spec"] = ""  # before the box exists: a widget's own state cannot change
    spec = st.text_input(
        "MCP server (a command or a URL)",
        key=f"{key}:mcp_spec",
        placeholder="python -m mcp_server_time   or   http://127.0.0.1:8765/mcp",
        help="A Model Context Protocol server: a command the workbench starts once for each run (stdio), or "
        "the URL of a running one (Streamable HTTP). Its tools are the actions. See docs/your-own-world.md.",
    )
    if st.button("Add server", key=f"{key}:mcp_add", disabled=not spec.strip()):
        try:
            with st.spinner("Starting the server and listing its tools…"):
                names = catalog.add_mcp_server(spec.strip(), remember=True)
            st.session_state[f"{key}:family"] = names[0]
            tools = catalog.family(names[0]).label
            st.session_state[f"{key}:plugin_added"] = (
                f"Added the MCP server {md(spec.strip())}: {md(tools)}, now the task family "
                "(and started again in later sessions)."
            )
            st.rerun()
        except Exception as exc:  # PluginError names the server and what to do
            st.error(md(describe(exc)))
    for remembered in registry.remembered_servers():
        # The command in full, wrapped, then a short button: a long command in the button's own label
        # was cut off in the narrow sidebar.
        st.caption(f"Remembered: {md(remembered)}")
        if st.button(
            "Forget this server",
            key=f"{key}:forget_mcp:{remembered}",
            help="Stop starting this server in later sessions (saved runs stay in History).",
        ):
            registry.forget_server(remembered)
            st.rerun()
