"""The child process that talks to one MCP server for the workbench, with the official `mcp` SDK.

    python -m react_core.plugins.mcp_child describe SPEC LIMIT_S        # JSON: {"server", "instructions", "tools"}
    python -m react_core.plugins.mcp_child call SPEC TOOL LIMIT_S < ARGS  # JSON: {"result", "is_error", "length"}
    python -m react_core.plugins.mcp_child serve SPEC LIMIT_S           # JSON lines: one answer per request line

SPEC is a URL (Streamable HTTP) or a command line (stdio: the server is started here and ends with
this process). `describe` and `call` connect, do one thing and exit. `serve` is a run's connection
(react_core.plugins.mcp_session): it connects once, writes {"ready": true, "server_pids": [...]},
then answers each request line ({"tool": NAME, "arguments": {...}}) with one answer line, until its
input ends; the server keeps its state between calls. The SDK runs here, never in the app: whatever
it or the server does, the parent gets one JSON answer or a sentence saying why not.
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


def _annotations(tool: Any) -> dict:
    """The tool's MCP annotations (readOnlyHint, destructiveHint, ...), as the protocol spells them."""
    found = getattr(tool, "annotations", None)
    if found is None:
        return {}
    return {k: v for k, v in found.model_dump(by_alias=True, exclude_none=True).items() if k != "title"}


async def _describe(client: Any) -> dict:
    listed = await client.list_tools()
    info = client.server_info
    return {
        "server": getattr(info, "name", "") or "",
        "instructions": getattr(client, "instructions", None) or "",
        "tools": [
            {
                "name": t.name,
                "description": t.description or "",
                "schema": t.input_schema or {},
                "annotations": _annotations(t),
            }
            for t in listed.tools
        ],
    }


async def _call(client: Any, tool: str, arguments: dict) -> dict:
    result = await client.call_tool(tool, arguments)
    text = _text(result)
    return {"result": text[:RESULT_LIMIT], "length": len(text), "is_error": bool(result.is_error)}


async def _run(command: str, spec: str, tool: str, arguments: dict, limit_s: float) -> dict:
    import anyio
    from mcp import Client

    with anyio.fail_after(limit_s):
        async with Client(_target(spec)) as client:
            if command == "describe":
                return await _describe(client)
            return await _call(client, tool, arguments)


def _children() -> list[int]:
    """This process's child processes (the stdio server the SDK started), read from /proc (Linux)."""
    found: list[int] = []
    try:
        for task in os.listdir(f"/proc/{os.getpid()}/task"):
            with open(f"/proc/{os.getpid()}/task/{task}/children", encoding="ascii") as f:
                found += [int(p) for p in f.read().split()]
    except OSError:
        return []
    return sorted(set(found))


async def _serve(spec: str, out: Any) -> None:
    """One connection for a whole run: a request line in, an answer line out, until the input ends."""
    import anyio
    from mcp import Client

    def answer(value: dict) -> None:
        out.write(json.dumps(value, ensure_ascii=False) + "\n")
        out.flush()

    # The parent holds the time limits (connecting, each call): past one it stops this process.
    async with Client(_target(spec)) as client:
        answer({"ready": True, "server_pids": _children()})
        async for line in anyio.wrap_file(sys.stdin):
            if not line.strip():
                continue
            request = json.loads(line)
            try:
                answer(await _call(client, request["tool"], request.get("arguments") or {}))
            except Exception as exc:  # the call failed: an error result, or the server is gone
                answer({"error": _reason(exc)})
                if "Connection closed" in _reason(exc):
                    break  # the server ended: this connection is over, the parent starts another


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
    out = sys.stdout
    sys.stdout = sys.stderr  # only the JSON answers go to the real stdout
    if command == "serve":
        try:
            anyio.run(_serve, spec, out)
        except BaseException as exc:  # could not connect, or the server went away: the parent is told
            out.write(json.dumps({"error": _reason(exc)}, ensure_ascii=False) + "\n")
            out.flush()
        return 0
    arguments = json.loads(sys.stdin.read() or "{}") if command == "call" else {}
    try:
        answer = anyio.run(_run, command, spec, tool, arguments, limit_s)
    except BaseException as exc:  # every failure becomes the answer's "error"
        answer = {"error": _reason(exc)}
    out.write(json.dumps(answer, ensure_ascii=False))
    out.flush()
    return 0


if __name__ == "__main__":
    os._exit(main(sys.argv[1:]))  # os._exit: a stuck SDK thread or server pipe must not keep us alive
