"""The sidebar's box for a person's own families: a plugin file or an MCP server to add, and any that did not load."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.plugins import registry
from ui.widgets.mcp_field import MCP_ORIGIN, mcp_problems, mcp_server_field


def plugin_field(key: str) -> None:
    """Your own families: a plugin file (a tools file or an environment plugin) or an MCP server to add, and any
    that did not load.

    Added files are remembered for later sessions (react_core.plugins.registry); a failing file is one
    message naming it, and every other family keeps working."""
    problems = catalog.plugin_problems()
    added = st.session_state.pop(f"{key}:plugin_added", None)  # set by Add, shown once after its rerun
    if added:
        st.session_state[f"{key}:plugin_path"] = ""  # before the box exists: a widget's own state cannot change
    with st.expander("Your tools and environments", expanded=bool(problems) or bool(added)):
        for origin, message in problems.items():
            if not origin.startswith(MCP_ORIGIN):
                st.error(message, icon=":material/extension_off:")
        mcp_problems(problems)
        if added:
            st.success(added, icon=":material/extension:")
        path = st.text_input(
            "Plugin file (.py)",
            key=f"{key}:plugin_path",
            placeholder="/path/to/my_tools.py",
            help="A Python file of tool functions (one string in, a string out, with a docstring), "
            "or one that defines FAMILY (an environment). See docs/your-own-world.md.",
        )
        if st.button("Add", key=f"{key}:plugin_add", disabled=not path.strip()):
            try:
                names = catalog.add_plugin(path.strip(), remember=True)
                st.session_state[f"{key}:family"] = names[0]
                labels = ", ".join(catalog.family(name).label for name in names)
                st.session_state[f"{key}:plugin_added"] = (
                    f"Added {Path(path.strip()).name}: {labels}, now the task "
                    "family (and loaded again in later sessions)."
                )
                st.rerun()
            except Exception as exc:  # PluginError names the file and what to do
                st.error(describe(exc))
        for origin in registry.remembered():
            if st.button(
                f"Forget {Path(origin).name}",
                key=f"{key}:forget:{origin}",
                help=f"Stop loading {origin} in later sessions (saved runs stay in History).",
            ):
                registry.forget_file(origin)
                st.rerun()
        mcp_server_field(key, bool(added))
