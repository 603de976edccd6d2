"""The child process that talks to one MCP server for the workbench, with the official `mcp` SDK.

    python -m react_core.plugins.mcp_child describe SPEC LIMIT_S        # JSON: {"server", "tools"}
    python -m react_core.plugins.mcp_child call SPEC TOOL LIMIT_S < ARGS  # JSON: {"result", "is_error", "length"}

SPEC is a URL (Streamable HTTP) or a command line (stdio: the server is started here and ends with
this process). Each run connects, does one thing and exits, so a server that crashes or hangs costs
one call and is started afresh for the next. The SDK runs here, never in the app: whatever it or the
server does, the parent (react_core.plugins.child) gets one JSON answer or a sentence saying why not.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from typing import Any

RESULT_LIMIT = 4000  # characters of a result kept (the observation goes into the prompt)


def is_url(spec: str) -> bool:
    return spec.startswith(("http://", "https://"))


def _target(spec: str) -> Any:
    from mcp.client.stdio import StdioServerParameters

    if is_url(spec):
        return spec
    words = shlex.split(spec)
    # the user's own server: it gets this environment (API keys, paths), not the SDK's short list
    return StdioServerParameters(command=words[0], args=words[1:], env=dict(os.environ))


def _text(result: Any) -> str:
    """A tool result's content as one text: text as is, other content named, else its structured content."""
    parts = []
    for item in result.content:
        kind = getattr(item, "type", "")
        if kind == "text":
            parts.append(item.text)
        elif kind == "resource":
            parts.append(getattr(item.resource, "text", None) or f"[resource {item.resource.uri}]")
        elif kind == "resource_link":
            parts.append(f"[resource link {item.uri}]")
        else:
            parts.append(f"[{kind} content: {getattr(item, 'mime_type', '') or 'not text'}]")
    if not parts and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return "\n".join(parts)


async def _run(command: str, spec: str, tool: str, arguments: dict, limit_s: float) -> dict:
    import anyio
    from mcp import Client

    with anyio.fail_after(limit_s):
        async with Client(_target(spec)) as client:
            if command == "describe":
                listed = await client.list_tools()
                info = client.server_info
                return {
                    "server": getattr(info, "name", "") or "",
                    "tools": [
                        {"name": t.name, "description": t.description or "", "schema": t.input_schema or {}}
                        for t in listed.tools
                    ],
                }
            result = await client.call_tool(tool, arguments)
            text = _text(result)
            return {"result": text[:RESULT_LIMIT], "length": len(text), "is_error": bool(result.is_error)}


def _reason(exc: BaseException) -> str:
    """The innermost cause of a failure (the SDK wraps them in exception groups), in one line."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, TimeoutError):
        return "timeout"
    return f"{type(exc).__name__}: {' '.join(str(exc).split())[:500]}"


def main(argv: list[str]) -> int:
    import anyio

    command, spec = argv[0], argv[1]
    tool = argv[2] if command == "call" else ""
    limit_s = float(argv[-1])
    arguments = json.loads(sys.stdin.read() or "{}") if command == "call" else {}
    out = sys.stdout
    sys.stdout = sys.stderr  # only the JSON answer goes to the real stdout
    try:
        answer = anyio.run(_run, command, spec, tool, arguments, limit_s)
    except BaseException as exc:  # every failure becomes the answer's "error"
        answer = {"error": _reason(exc)}
    out.write(json.dumps(answer, ensure_ascii=False))
    out.flush()
    return 0


if __name__ == "__main__":
    os._exit(main(sys.argv[1:]))  # os._exit: a stuck SDK thread or server pipe must not keep us alive
