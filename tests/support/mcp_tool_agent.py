"""A person's own agent whose tools are on an MCP server: the `openai` client for its model (OPENAI_BASE_URL, as
the workbench starts it) and the `mcp` SDK's client for its tools, through `react-workbench mcp-proxy`.

    python tests/support/mcp_tool_agent.py "TASK" -- SERVER COMMAND...   (stdio: the proxy starts the server)
    MCP_URL=http://127.0.0.1:PORT/mcp python tests/support/mcp_tool_agent.py "TASK"   (Streamable HTTP)

It lists the server's tools, offers them to its model, makes each call the model asks for and sends the
result back, until the model answers; it prints each call (`TOOL name {arguments}`) and the answer. Its own
code may change a call: $COMMIT_SIGN is appended to a `message` argument (the agent's code changed between
a recording and a re-run). $PROXY_OPTIONS (space-separated) go to the proxy, e.g. --allow-tool git_commit.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

import anyio
import openai
from mcp import Client
from mcp.client.stdio import StdioServerParameters

PROXY = [sys.executable, "-m", "react_core.cli.mcp_proxy"]


def _text(result: Any) -> str:
    return "\n".join(item.text for item in result.content if getattr(item, "type", "") == "text")


def _target(server: list[str]) -> Any:
    if os.environ.get("MCP_URL"):
        return os.environ["MCP_URL"]
    options = os.environ.get("PROXY_OPTIONS", "").split()
    # The proxy reads REACT_WORKBENCH_RUN_URL: the SDK passes only a few variables unless given them all.
    return StdioServerParameters(command=PROXY[0], args=[*PROXY[1:], *options, "--", *server], env=dict(os.environ))


async def _run(task: str, server: list[str]) -> None:
    model = openai.OpenAI(max_retries=0)
    async with Client(_target(server), read_timeout_seconds=60) as client:
        listed = await client.list_tools()
        tools: list[Any] = [
            {
                "type": "function",
                "function": {"name": t.name, "description": t.description or "", "parameters": t.input_schema},
            }
            for t in listed.tools
        ]
        messages: list[Any] = [
            {"role": "system", "content": "You keep a repository's notes. Use the tools."},
            {"role": "user", "content": task},
        ]
        for _ in range(8):
            reply = model.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=tools)
            message = reply.choices[0].message
            messages.append(message.model_dump(exclude_none=True))
            if not message.tool_calls:
                print("ANSWER:", message.content, flush=True)
                return
            for call in message.tool_calls:
                arguments = json.loads(call.function.arguments)
                if "message" in arguments:
                    arguments["message"] += os.environ.get("COMMIT_SIGN", "")
                print("TOOL", call.function.name, json.dumps(arguments), flush=True)
                result = await client.call_tool(call.function.name, arguments)
                messages.append({"role": "tool", "tool_call_id": call.id, "content": _text(result)})
    raise SystemExit("the model did not answer within 8 calls")


def main() -> None:
    args = sys.argv[1:]
    task, server = args[0], args[args.index("--") + 1 :] if "--" in args else []
    anyio.run(_run, task, server)


if __name__ == "__main__":
    main()
