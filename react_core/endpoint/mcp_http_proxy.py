"""`react-workbench mcp-proxy --http URL`: an agent's remote MCP server (Streamable HTTP), its calls through the workbench.

The proxy serves Streamable HTTP on 127.0.0.1 (``http://127.0.0.1:PORT/mcp``); the agent connects there
instead of to URL. Every request goes on to URL with the agent's own headers (its session id, protocol
version, authorization) and every answer comes back as the server sent it, streamed where the server
streams, except a `tools/call`: it is asked about on the run first (`mcp_gate`: recorded, held where the
tool may change things), then forwarded with the arguments the person may have edited, or answered with
an MCP error result carrying the person's message; its answer (JSON or an event stream) is read whole,
its result told to the run, then sent on as the server wrote it. A `tools/list` answer is read as it
passes, to learn which tools are read-only; the proxy asks for the list itself if the agent never did.

Faults: the server unreachable or silent past the time limit gives a request a JSON-RPC error (-32000,
-32001) in an HTTP 200 answer (an agent's client reads it as the call's error); a batch holding a
`tools/call` is refused (400), so no call slips past the run.
"""

from __future__ import annotations

import http.client
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import IO, Any
from urllib.parse import urlsplit

from react_core.endpoint.mcp_gate import Gate
from react_core.endpoint.mcp_workbench import Workbench

TIME_LIMIT_S = 60.0
LOOPBACK = "127.0.0.1"
_HOP = {"host", "content-length", "connection", "keep-alive", "transfer-encoding", "accept-encoding", "te", "upgrade"}
_LEARNT = ("initialize", "server/discover", "tools/list")


class RemoteFailed(Exception):
    """The remote server could not be reached or did not answer in time: the sentence says which."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


class McpHttpProxy:
    """`start()` serves on 127.0.0.1; `url` is what the agent connects to; `stop()`."""

    def __init__(
        self,
        remote: str,
        workbench: Workbench,
        err: IO[str],
        name: str = "",
        allow_tools: frozenset[str] = frozenset(),
        time_limit_s: float = TIME_LIMIT_S,
    ) -> None:
        parts = urlsplit(remote)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"{remote!r} is not an http(s) URL of an MCP server (e.g. https://example.org/mcp).")
        self.remote = remote
        self._parts = parts
        self.gate = Gate(workbench, name, allow_tools, err)
        self.time_limit_s = time_limit_s
        self._httpd: ThreadingHTTPServer | None = None
        self._own = 0
        self._lock = threading.Lock()

    @property
    def url(self) -> str:
        if self._httpd is None:
            raise RuntimeError("The proxy has not started; call start() first.")
        return f"http://{LOOPBACK}:{self._httpd.server_address[1]}/mcp"

    def start(self, port: int = 0) -> McpHttpProxy:
        self._httpd = ThreadingHTTPServer((LOOPBACK, port), _handler(self))
        self._httpd.daemon_threads = True
        threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()

    @property
    def server_name(self) -> str:
        return self.gate.name or (self._parts.hostname or "mcp")

    # ----- the remote server --------------------------------------------------------------------------
    def open(
        self, method: str, headers: dict[str, str], body: bytes | None, timeout: float | None
    ) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
        """A request to the remote server with the agent's headers; the connection and its answer."""
        kind = http.client.HTTPSConnection if self._parts.scheme == "https" else http.client.HTTPConnection
        connection = kind(self._parts.hostname or "", self._parts.port, timeout=timeout)
        path = self._parts.path or "/"
        if self._parts.query:
            path += "?" + self._parts.query
        try:
            connection.request(method, path, body=body, headers={**headers, "Accept-Encoding": "identity"})
            return connection, connection.getresponse()
        except TimeoutError:
            connection.close()
            raise RemoteFailed(f"the MCP server at {self.remote} did not answer within {timeout:g} s", -32001) from None
        except OSError as exc:
            connection.close()
            raise RemoteFailed(f"the MCP server at {self.remote} could not be reached ({exc})", -32000) from None

    def whole(self, headers: dict[str, str], body: bytes) -> tuple[int, list[tuple[str, str]], bytes]:
        """A POST's whole answer: status, headers, body (an event stream read to its end)."""
        connection, answer = self.open("POST", headers, body, self.time_limit_s)
        try:
            data = answer.read()
        except TimeoutError:
            raise RemoteFailed(
                f"the MCP server at {self.remote} did not answer within {self.time_limit_s:g} s", -32001
            ) from None
        except OSError as exc:
            raise RemoteFailed(f"the MCP server at {self.remote} broke off its answer ({exc})", -32000) from None
        finally:
            connection.close()
        return answer.status, answer.getheaders(), data

    def list_tools(self, tool: str, headers: dict[str, str], meta: Any) -> None:
        """Ask the server for its tools when the agent never did, on the agent's session."""
        cursor: Any = None
        for _ in range(20 if tool not in self.gate.tools else 0):
            with self._lock:
                self._own += 1
                own_id = f"react-workbench-proxy-{self._own}"
            params: dict[str, Any] = {"_meta": meta} if isinstance(meta, dict) else {}
            if cursor:
                params["cursor"] = cursor
            request = {"jsonrpc": "2.0", "id": own_id, "method": "tools/list", "params": params}
            try:
                _, answer_headers, data = self.whole(headers, json.dumps(request).encode())
            except RemoteFailed:
                return
            reply = reply_to(data, _content_type(answer_headers), own_id)
            self.gate.learn("tools/list", reply)
            cursor = ((reply or {}).get("result") or {}).get("nextCursor")
            if not cursor or tool in self.gate.tools:
                return


def reply_to(data: bytes, content_type: str, request_id: Any) -> dict[str, Any] | None:
    """The JSON-RPC answer to `request_id` in a POST's answer: a JSON body or an event stream's events."""
    texts = [data.decode("utf-8", "replace")]
    if content_type.startswith("text/event-stream"):
        texts = []
        for event in data.decode("utf-8", "replace").replace("\r\n", "\n").split("\n\n"):
            lines = [line[5:].lstrip() for line in event.split("\n") if line.startswith("data:")]
            texts.append("\n".join(lines))
    for text in texts:
        try:
            value = json.loads(text)
        except ValueError:
            continue
        for message in value if isinstance(value, list) else [value]:
            if (
                isinstance(message, dict)
                and message.get("id") == request_id
                and ("result" in message or "error" in message)
            ):
                return message
    return None


def _content_type(headers: list[tuple[str, str]]) -> str:
    return next((v.lower() for k, v in headers if k.lower() == "content-type"), "")


def _handler(proxy: McpHttpProxy) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        # HTTP/1.0: each answer ends with its connection, so a stream is relayed as it comes.
        def log_message(self, *args: Any) -> None:  # requests may carry the agent's credentials
            pass

        def do_GET(self) -> None:
            if self._from_this_machine():
                self._relay_streaming("GET", None, None)

        def do_DELETE(self) -> None:
            if self._from_this_machine():
                self._relay_streaming("DELETE", None, proxy.time_limit_s)

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if not self._from_this_machine():
                return
            try:
                message = json.loads(body)
            except ValueError:
                message = None
            if isinstance(message, list) and any(_is_call(m) for m in message):
                self._json(
                    400, _error(None, -32600, "Send tool calls one at a time through the workbench's MCP proxy.")
                )
            elif isinstance(message, dict) and _is_call(message):
                self._tool_call(message)
            elif isinstance(message, dict) and message.get("method") in _LEARNT and "id" in message:
                self._relay_whole(body, message)
            else:
                self._relay_streaming("POST", body, proxy.time_limit_s)

        # ----- the routes -------------------------------------------------------------------------------
        def _tool_call(self, message: dict[str, Any]) -> None:
            params = dict(message.get("params") or {})
            tool, arguments = str(params["name"]), params.get("arguments") or {}
            headers = self._forwarded()
            proxy.list_tools(tool, headers, params.get("_meta"))
            call = proxy.gate.ask(proxy.server_name, tool, arguments, params)
            if call.decision.taped is not None:  # a re-run's call before step k: the recorded answer, no server
                self._json(200, proxy.gate.from_tape(message["id"], call.decision))
                return
            if not call.decision.approve:
                self._json(200, proxy.gate.refusal(message["id"], tool, call.decision, params.get("_meta")))
                return
            if call.decision.arguments != arguments:
                message = {**message, "params": {**params, "arguments": call.decision.arguments}}
            try:
                status, answer_headers, data = proxy.whole(headers, json.dumps(message, ensure_ascii=False).encode())
            except RemoteFailed as failed:
                proxy.gate.say(str(failed))
                error = _error(message["id"], failed.code, str(failed))
                proxy.gate.tell(call, tool, error)
                self._json(200, error)
                return
            reply = reply_to(data, _content_type(answer_headers), message["id"])
            failed_reply = _error(message["id"], -32000, f"the MCP server answered HTTP {status} with no result")
            proxy.gate.tell(call, tool, reply or failed_reply)
            self._send(status, answer_headers, data)

        def _relay_whole(self, body: bytes, message: dict[str, Any]) -> None:
            try:
                status, answer_headers, data = proxy.whole(self._forwarded(), body)
            except RemoteFailed as failed:
                self._json(200, _error(message["id"], failed.code, str(failed)))
                return
            proxy.gate.learn(str(message["method"]), reply_to(data, _content_type(answer_headers), message["id"]))
            self._send(status, answer_headers, data)

        def _relay_streaming(self, method: str, body: bytes | None, timeout: float | None) -> None:
            try:
                connection, answer = proxy.open(method, self._forwarded(), body, timeout)
            except RemoteFailed as failed:
                request_id = _id_of(body)
                if request_id is not None:
                    self._json(200, _error(request_id, failed.code, str(failed)))
                else:
                    self._json(502, _error(None, failed.code, str(failed)))
                return
            try:
                self.send_response(answer.status)
                for key, value in answer.getheaders():
                    if key.lower() not in _HOP | {"content-encoding"}:
                        self.send_header(key, value)
                self.end_headers()
                while chunk := answer.read1(65536):
                    self.wfile.write(chunk)
                    self.wfile.flush()
            except OSError:
                pass  # the agent or the server went away mid-stream: the connection ends either way
            finally:
                connection.close()

        def _from_this_machine(self) -> bool:
            """A web page elsewhere must not drive the agent's tools through this machine's browser (DNS
            rebinding, as the MCP spec warns): a request from a browser names its Origin, which must be local."""
            origin = self.headers.get("Origin")
            if origin is None or urlsplit(origin).hostname in ("127.0.0.1", "localhost", "::1"):
                return True
            self._json(
                403, _error(None, -32600, f"Requests from {origin} are not served: the proxy is for this machine.")
            )
            return False

        # ----- writing -----------------------------------------------------------------------------------
        def _forwarded(self) -> dict[str, str]:
            return {k: v for k, v in self.headers.items() if k.lower() not in _HOP}

        def _send(self, status: int, headers: list[tuple[str, str]], data: bytes) -> None:
            self.send_response(status)
            for key, value in headers:
                if key.lower() not in _HOP | {"content-encoding"}:
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _json(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload, ensure_ascii=False).encode()
            self._send(status, [("Content-Type", "application/json")], data)

    return Handler


def _is_call(message: Any) -> bool:
    params = message.get("params") if isinstance(message, dict) else None
    return (
        isinstance(message, dict)
        and message.get("method") == "tools/call"
        and "id" in message
        and isinstance(params, dict)
        and isinstance(params.get("name"), str)
    )


def _id_of(body: bytes | None) -> Any:
    try:
        message = json.loads(body or b"null")
    except ValueError:
        return None
    return message.get("id") if isinstance(message, dict) and "method" in message else None


def _error(request_id: Any, code: int, message: str) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
