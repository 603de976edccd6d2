"""An MCP agent in a process of its own: the `mcp` SDK's client, so that the tests' process never imports the SDK
(tests/plugins/test_mcp_bad_input.py checks that the app's process does not, whichever tests ran before it).

    python tests/support/mcp_agent.py < REQUEST

REQUEST: {"server": {"command": ..., "args": [...], "env": {...}} or {"url": ...}, "calls": [[tool, arguments], ...],
"listed": true (list the tools first)}. Prints one JSON line: {"results": [{"is_error", "text"}, ...]}, with
"error": {"code", "message"} when a call raised the SDK's MCPError (the results so far before it).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError


def _text(result: Any) -> str:
    return "\n".join(item.text for item in result.content if getattr(item, "type", "") == "text")


def _mcp_error(raised: BaseException) -> MCPError | None:
    """The MCPError inside what anyio raised (a group, when the client's task group ends with it)."""
    found: list[BaseException] = [raised]
    while found:
        exc = found.pop()
        if isinstance(exc, MCPError):
            return exc
        found += list(getattr(exc, "exceptions", ()))
        if exc.__cause__ is not None:
            found.append(exc.__cause__)
    return None


async def _run(request: dict[str, Any], out: dict[str, Any]) -> None:
    server = request["server"]
    target: Any = server["url"] if "url" in server else StdioServerParameters(**server)
    async with Client(target, read_timeout_seconds=60) as client:
        if request.get("listed", True):
            await client.list_tools()
        for name, arguments in request["calls"]:
            result = await client.call_tool(name, arguments)
            out["results"].append({"is_error": bool(result.is_error), "text": _text(result)})


def main() -> None:
    request = json.loads(sys.stdin.read())
    out: dict[str, Any] = {"results": []}
    try:
        anyio.run(_run, request, out)
    except BaseException as raised:
        error = _mcp_error(raised)
        if error is None:
            raise
        out["error"] = {"code": error.code, "message": error.message}
    print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
