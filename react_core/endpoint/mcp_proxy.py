"""`react-workbench mcp-proxy -- <server command>`: the person's agent's MCP server, its calls through the workbench.

The proxy is the MCP server the agent starts (stdio). It starts the real server as its child and passes
JSON-RPC lines between them unchanged, except `tools/call` requests: each is first posted to the run
(`mcp_gate`, `mcp_workbench`; contract B: the tool, its arguments, and whether its server marks it read-only, learnt
from the server's `tools/list` reply, which the proxy asks itself when the agent never listed), and, after
the person's decision, forwarded (with the arguments the person may have edited) or answered with an MCP
error result carrying the person's message. Each result is posted to the run before the agent sees it. On a
re-run, a call before step k is answered with the recorded answer and never reaches the server (`mcp_gate`).

Faults, and what the agent gets (never a hang):
- the run cannot be reached or answers an error: one line on stderr; a read-only tool, or one allowed with
  --allow-tool, runs unrecorded; any other tool is refused (an MCP error result saying why): a tool that
  may change things never runs without a person's yes.
- the server does not answer a request within the time limit (--time-limit; before its first line,
  while it starts, at least START_LIMIT_S): a JSON-RPC error (code -32001), a `notifications/cancelled`
  to the server, and its late answer dropped.
- the server ends (crash, exit): a JSON-RPC error (-32000) for every request waiting and every later one,
  until the agent closes the connection.
- a line that is not JSON-RPC: from the agent, a JSON-RPC parse error (-32700) back; from the server, a
  line on stderr, and the agent never sees it (it would break the agent's client).
A batch (a JSON array) is taken apart and answered message by message, so no call slips past the run.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import threading
import time
from dataclasses import dataclass, field
from typing import IO, Any

from react_core.endpoint.mcp_gate import Gate
from react_core.endpoint.mcp_workbench import Workbench

TIME_LIMIT_S = 60.0  # one request to the server (a tools/call's starts once the person has decided)
START_LIMIT_S = 60.0  # until the server's first line: starting it (npx, uvx, imports) may take longer than a call
CONNECTION_CLOSED = -32000
REQUEST_TIMEOUT = -32001
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
INTERNAL_ERROR = -32603
_OWN = "react-workbench-proxy-"  # the ids of the proxy's own requests (a tools/list)
_END_WAIT_S = 3.0


@dataclass
class _Waiting:
    """A request sent to the server and not answered yet."""

    method: str
    deadline: float
    hand_over: bool = False  # a tools/call or the proxy's own request: its thread takes the reply
    reply: dict[str, Any] | None = None
    done: threading.Event = field(default_factory=threading.Event)


class McpProxy:
    """One agent connection, one server: `run()` until the agent closes its input."""

    def __init__(
        self,
        command: list[str],
        workbench: Workbench,
        agent_in: IO[bytes],
        agent_out: IO[bytes],
        err: IO[str],
        name: str = "",
        allow_tools: frozenset[str] = frozenset(),
        time_limit_s: float = TIME_LIMIT_S,
    ) -> None:
        self.command = command
        self.agent_in, self.agent_out = agent_in, agent_out
        self.gate = Gate(workbench, name, allow_tools, err)
        self.time_limit_s = time_limit_s
        self._server: subprocess.Popen[bytes] | None = None
        self._ended: str = ""  # why the server is gone, once it is
        self._waiting: dict[str, _Waiting] = {}
        self._lock = threading.Lock()
        self._agent_lock = threading.Lock()
        self._server_lock = threading.Lock()
        self._closing = threading.Event()
        self._own = 0
        self._started = time.monotonic()
        self._heard = False  # the server has written a line: it has started

    # ----- the whole connection -------------------------------------------------------------------------
    def run(self) -> int:
        self._started = time.monotonic()
        try:
            self._server = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        except OSError as exc:
            self.say(f"the MCP server command {shlex.join(self.command)!r} could not be started: {exc}")
            return 127
        threads = [
            threading.Thread(target=self._read_server, daemon=True),
            threading.Thread(target=self._watch, daemon=True),
        ]
        for thread in threads:
            thread.start()
        try:
            for line in iter(self.agent_in.readline, b""):
                self._from_agent(line)
        finally:
            self._closing.set()
            self._end_server()
        return 0

    def say(self, text: str) -> None:
        self.gate.say(text)

    @property
    def server_name(self) -> str:
        """The server's name on the run: --name, else the name it gives itself, else its command's last word."""
        return self.gate.name or (self.command[-1] if self.command else "mcp")

    # ----- the agent's messages ---------------------------------------------------------------------------
    def _from_agent(self, line: bytes) -> None:
        if not line.strip():
            return
        try:
            message = json.loads(line)
        except ValueError as exc:
            self.say(f"the agent sent a line that is not JSON ({exc}); answered with a parse error")
            self._to_agent_json(_error(None, PARSE_ERROR, f"Parse error: {exc}"))
            return
        if isinstance(message, list):  # a batch: each message on its own, so none slips past the run
            for item in message:
                self._message_from_agent(item, None)
        else:
            self._message_from_agent(message, line)

    def _message_from_agent(self, message: Any, line: bytes | None) -> None:
        if not isinstance(message, dict):
            self._to_agent_json(_error(None, INVALID_REQUEST, "Invalid Request: a JSON-RPC message is an object"))
            return
        raw = line if line is not None else json.dumps(message).encode() + b"\n"
        if "method" in message and "id" in message:  # a request
            if self._ended:
                self._to_agent_json(_error(message["id"], CONNECTION_CLOSED, self._ended))
            elif message["method"] == "tools/call" and isinstance((message.get("params") or {}).get("name"), str):
                threading.Thread(target=self._tool_call_answered, args=(message,), daemon=True).start()
            else:
                self._expect(message["id"], str(message["method"]))
                self._to_server(raw)
        elif not self._ended:  # a notification, or the agent's answer to the server's own request
            self._to_server(raw)

    def _tool_call_answered(self, message: dict[str, Any]) -> None:
        """`_tool_call`, and whatever goes wrong in the proxy itself is the agent's JSON-RPC error, not a hang."""
        try:
            self._tool_call(message)
        except Exception as exc:  # the agent must get an answer
            self.say(f"the call failed in the proxy itself: {exc!r}")
            self._to_agent_json(_error(message["id"], INTERNAL_ERROR, f"the workbench's MCP proxy failed: {exc}"))

    def _tool_call(self, message: dict[str, Any]) -> None:
        """Ask the run, then forward the call or refuse it; tell the run the result; answer the agent."""
        params = dict(message.get("params") or {})
        tool, arguments = str(params["name"]), params.get("arguments") or {}
        self._list_tools(tool, params.get("_meta"))
        call = self.gate.ask(self.server_name, tool, arguments, params)
        if call.decision.taped is not None:  # a re-run's call before step k: the recorded answer, the server untouched
            self._to_agent_json(self.gate.from_tape(message["id"], call.decision))
            return
        if not call.decision.approve:
            self._to_agent_json(self.gate.refusal(message["id"], tool, call.decision, params.get("_meta")))
            return
        if call.decision.arguments != arguments:
            message = {**message, "params": {**params, "arguments": call.decision.arguments}}
        reply = self._ask_server(message, "tools/call")
        self.gate.tell(call, tool, reply)
        self._to_agent_json(reply)

    # ----- what the server said about its tools -------------------------------------------------------------
    def _list_tools(self, tool: str, meta: Any) -> None:
        """Ask the server for its tools when the agent never did (an unknown tool may change things). The
        proxy's own request carries the call's `_meta` (a 2026-07-28 connection's protocol version)."""
        cursor: Any = None
        for _ in range(20 if tool not in self.gate.tools and not self._ended else 0):  # pages
            params: dict[str, Any] = {"_meta": meta} if isinstance(meta, dict) else {}
            if cursor:
                params["cursor"] = cursor
            with self._lock:
                self._own += 1
                own_id = f"{_OWN}{self._own}"
            request = {"jsonrpc": "2.0", "id": own_id, "method": "tools/list", "params": params}
            cursor = (self._ask_server(request, "tools/list").get("result") or {}).get("nextCursor")
            if not cursor or tool in self.gate.tools:
                break

    # ----- the server -------------------------------------------------------------------------------------
    def _expect(self, request_id: Any, method: str, hand_over: bool = False) -> _Waiting:
        waiting = _Waiting(method, time.monotonic() + self.time_limit_s, hand_over)
        with self._lock:
            self._waiting[_key(request_id)] = waiting
        return waiting

    def _ask_server(self, message: dict[str, Any], method: str) -> dict[str, Any]:
        """Send a request whose reply this thread takes: the server's, or the error standing for it."""
        if self._ended:
            return _error(message["id"], CONNECTION_CLOSED, self._ended)
        waiting = self._expect(message["id"], method, hand_over=True)
        self._to_server(json.dumps(message, ensure_ascii=False).encode() + b"\n")
        waiting.done.wait(self.time_limit_s + START_LIMIT_S + 1.0)  # the watch answers at the limit; a backstop
        if waiting.reply is None:
            self._expire(_key(message["id"]), message["id"])
        return waiting.reply or _error(message["id"], REQUEST_TIMEOUT, self._too_slow(method))

    def _read_server(self) -> None:
        assert self._server is not None and self._server.stdout is not None
        for line in iter(self._server.stdout.readline, b""):
            self._from_server(line)
        self._server_ended()

    def _from_server(self, line: bytes) -> None:
        self._heard = True
        if not line.strip():
            return
        try:
            message = json.loads(line)
        except ValueError:
            self.say(f"the MCP server wrote a line that is not JSON-RPC; not passed on: {line[:200]!r}")
            return
        if not isinstance(message, dict):
            self.say(f"the MCP server wrote JSON that is not a JSON-RPC message; not passed on: {line[:200]!r}")
            return
        if "id" in message and ("result" in message or "error" in message) and "method" not in message:
            with self._lock:
                waiting = self._waiting.pop(_key(message["id"]), None)
            if waiting is None:
                return  # an answer after its time limit: the agent has had its error already
            self.gate.learn(waiting.method, message)
            if waiting.hand_over:
                waiting.reply = message
                waiting.done.set()
                return
        self._to_agent(line if line.endswith(b"\n") else line + b"\n")

    def _server_ended(self) -> None:
        code = self._server.wait() if self._server is not None else None
        if self._closing.is_set():
            return
        self._ended = f"the MCP server ended (exit code {code}); restart the agent's MCP connection"
        self.say(self._ended)
        with self._lock:
            waiting, self._waiting = self._waiting, {}
        for key, wait in waiting.items():
            self._give(wait, json.loads(key), _error(json.loads(key), CONNECTION_CLOSED, self._ended))

    def _watch(self) -> None:
        """Answer each request the server leaves past its time limit."""
        while not self._closing.wait(0.2):
            now = time.monotonic()
            if not self._heard and now < self._started + START_LIMIT_S:
                continue  # still starting: its first answer may take the start's time
            with self._lock:
                late = [key for key, wait in self._waiting.items() if wait.deadline <= now]
            for key in late:
                self._expire(key, json.loads(key))

    def _expire(self, key: str, request_id: Any) -> None:
        with self._lock:
            waiting = self._waiting.pop(key, None)
        if waiting is None:
            return
        self.say(self._too_slow(waiting.method))
        cancel = {
            "jsonrpc": "2.0",
            "method": "notifications/cancelled",
            "params": {"requestId": request_id, "reason": "timeout"},
        }
        self._to_server(json.dumps(cancel).encode() + b"\n")
        self._give(waiting, request_id, _error(request_id, REQUEST_TIMEOUT, self._too_slow(waiting.method)))

    def _too_slow(self, method: str) -> str:
        return f"the MCP server did not answer {method} within {self.time_limit_s:g} s"

    def _give(self, waiting: _Waiting, request_id: Any, reply: dict[str, Any]) -> None:
        if waiting.hand_over:
            waiting.reply = reply
            waiting.done.set()
        else:
            self._to_agent_json(reply)

    def _end_server(self) -> None:
        server = self._server
        if server is None:
            return
        for step in (_close_input, subprocess.Popen.terminate, subprocess.Popen.kill):
            try:
                step(server)
                server.wait(_END_WAIT_S)
                return
            except subprocess.TimeoutExpired:
                continue
            except OSError:
                return

    # ----- writing ----------------------------------------------------------------------------------------
    def _to_server(self, raw: bytes) -> None:
        server = self._server
        if server is None or server.stdin is None:
            return
        with self._server_lock:
            try:
                server.stdin.write(raw)
                server.stdin.flush()
            except OSError:
                pass  # the server is gone: its reader answers everything waiting

    def _to_agent_json(self, message: dict[str, Any]) -> None:
        self._to_agent(json.dumps(message, ensure_ascii=False).encode() + b"\n")

    def _to_agent(self, raw: bytes) -> None:
        with self._agent_lock:
            try:
                self.agent_out.write(raw)
                self.agent_out.flush()
            except (OSError, ValueError):
                pass  # the agent is gone: its input ends too, and the proxy with it


def _close_input(server: subprocess.Popen[bytes]) -> None:
    if server.stdin is not None:
        server.stdin.close()


def _key(request_id: Any) -> str:
    """A request's id as a key: 1 and "1" are different ids."""
    return json.dumps(request_id)


def _error(request_id: Any, code: int, message: str) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
