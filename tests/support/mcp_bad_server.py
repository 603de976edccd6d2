"""An MCP server that misbehaves on request, for tests/plugins/test_mcp_bad_input.py.

python tests/support/mcp_bad_server.py               # tools: echo, count, big, hang, crash, finish, noise
python tests/support/mcp_bad_server.py --crash-on-start
"""

from __future__ import annotations

import os
import sys
import time

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("bad")
# Marked read-only, so a run calls them without asking (what is tested here is how they fail).
READ_ONLY = ToolAnnotations(read_only_hint=True)


@server.tool(annotations=READ_ONLY)
def echo(text: str) -> str:
    """Gives the text back."""
    return text


@server.tool(annotations=READ_ONLY)
def count(label: str) -> str:
    """Records each call in $MCP_TEST_CALLS (so a test can tell a replay from a call) and says how many."""
    with open(os.environ["MCP_TEST_CALLS"], "a", encoding="utf-8") as f:
        f.write(label + "\n")
    with open(os.environ["MCP_TEST_CALLS"], encoding="utf-8") as f:
        return f"call {len(f.readlines())}: {label}"


@server.tool(annotations=READ_ONLY)
def finish(report: str) -> str:
    """Files a report: a tool whose name is the agent's own way to answer."""
    return f"report filed: {report}"


@server.tool(annotations=READ_ONLY)
def big() -> str:
    """Returns ten megabytes."""
    return "x" * 10_000_000


@server.tool(annotations=READ_ONLY)
def hang(seconds: int) -> str:
    """Sleeps, never answering in time."""
    time.sleep(seconds)
    return "woke up"


@server.tool(annotations=READ_ONLY)
def crash() -> str:
    """Ends the server in the middle of the call."""
    os._exit(3)


@server.tool(annotations=READ_ONLY)
def noise() -> str:
    """Writes a line that is not JSON-RPC on stdout (the protocol's channel), then answers."""
    sys.stdout.write("debug: this is not JSON-RPC\n")
    sys.stdout.flush()
    return "answered after the noise"


if __name__ == "__main__":
    if "--crash-on-start" in sys.argv:
        sys.exit("bad server: failing on start")
    server.run()
