"""`EndpointServer`: the steering endpoint's HTTP server, on 127.0.0.1 unless told otherwise, on a
thread of its own, a thread per request (the standard library's ThreadingHTTPServer).

Routes, under a run's root ``/s/<run>/<token>``: ``POST v1/chat/completions``, ``GET v1/models``,
``POST v1/responses``, and the MCP proxy's ``POST mcp/call`` and ``POST mcp/result``. Every error is
OpenAI's shape (`errors.ApiError`); nothing is logged, so no request, reply or key reaches a log.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from react_core.endpoint import mcp_routes, responses_api
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.chat_request import MAX_BODY_BYTES, parse_json, read_chat, too_large
from react_core.endpoint.chat_route import answer
from react_core.endpoint.errors import ApiError
from react_core.endpoint.runs import AgentRuns
from react_core.storage.store import TrajectoryStore

LOOPBACK = "127.0.0.1"
DRAINED_BYTES = 64 * 1024 * 1024  # a body over the limit but under this is read and dropped before the 413


class EndpointServer:
    """The endpoint: `start(port=0)`, then `runs.open(...)` gives each agent its base URL; `stop()`."""

    def __init__(self, store: TrajectoryStore | None = None, host: str = LOOPBACK) -> None:
        self.host = host
        self.runs = AgentRuns(store, lambda: self.url)
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """ "http://127.0.0.1:PORT" once started."""
        if self._httpd is None:
            raise RuntimeError("The endpoint has not started; call start() first.")
        host = self.host if self.host not in ("0.0.0.0", "") else LOOPBACK
        return f"http://{host}:{self._httpd.server_address[1]}"

    def start(self, port: int = 0) -> EndpointServer:
        httpd = _Server((self.host, port), _handler(self.runs))
        httpd.daemon_threads = True
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True, name="steering-endpoint"
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving: every run closed (held replies sent as the model wrote them, History written)."""
        for run in self.runs.all():
            self.runs.close(run.id)
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()

    def __enter__(self) -> EndpointServer:
        return self.start() if self._httpd is None else self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class _Server(ThreadingHTTPServer):
    """An agent that hung up is expected, not a server error to print."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError, TimeoutError)):
            super().handle_error(request, client_address)


def _handler(runs: AgentRuns) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "react-workbench"
        # Headers and body go out in separate writes; with Nagle's algorithm on, the agent's delayed ACK held
        # each reply's body back 40 ms (measured by bench/bench_endpoint.py).
        disable_nagle_algorithm = True
        _streaming = False

        def log_message(self, *args: Any) -> None:  # nothing logged: requests may hold secrets
            pass

        def do_GET(self) -> None:
            self._guarded("GET")

        def do_POST(self) -> None:
            self._guarded("POST")

        def _guarded(self, method: str) -> None:
            self._streaming = False
            try:
                self._route(method)
            except ApiError as exc:
                if self._streaming:
                    self._event({"error": exc.body()["error"]})
                    self._end_stream()
                else:
                    self._json(exc.status, exc.body())
            except (BrokenPipeError, ConnectionResetError):
                pass
            except Exception as exc:  # a fault of the endpoint itself: the agent still gets OpenAI's shape
                error = ApiError(
                    500,
                    f"The steering endpoint failed on this request ({type(exc).__name__}: {exc}).",
                    "server_error",
                    "endpoint_error",
                )
                if self._streaming:
                    self._event({"error": error.body()["error"]})
                    self._end_stream()
                else:
                    self._json(500, error.body())

        def _route(self, method: str) -> None:
            run, rest = self._run()
            if method == "GET" and (rest == "v1/models" or rest.startswith("v1/models/")):
                self._models(run, rest)
                return
            if method != "POST":
                raise ApiError(
                    404,
                    f"No route GET /{rest}; this endpoint serves GET v1/models.",
                    "invalid_request_error",
                    "unknown_route",
                )
            body = parse_json(self._body())
            if rest == "v1/chat/completions":
                self._chat(run, body)
            elif rest == "v1/responses":
                responses_api.serve(run, body, self)
            elif rest == "mcp/call":
                self._json(200, mcp_routes.call(run, body))
            elif rest == "mcp/result":
                self._json(200, mcp_routes.result(run, body))
            else:
                raise ApiError(
                    404,
                    f"No route POST /{rest}; this endpoint serves v1/chat/completions, v1/responses and v1/models.",
                    "invalid_request_error",
                    "unknown_route",
                )

        def _models(self, run: AgentRun, rest: str) -> None:
            model = {
                "id": run.upstream.model_name(),
                "object": "model",
                "created": int(run.opened_at),
                "owned_by": "react-workbench",
            }
            if rest == "v1/models":
                self._json(200, {"object": "list", "data": [model]})
            elif rest[len("v1/models/") :] == model["id"]:
                self._json(200, model)
            else:
                raise ApiError(
                    404,
                    f"This run's model is {model['id']!r}; the run chooses the model, whatever the agent names.",
                    "invalid_request_error",
                    "model_not_found",
                )

        def _run(self) -> tuple[AgentRun, str]:
            parts = self.path.split("?", 1)[0].strip("/").split("/")
            if len(parts) < 4 or parts[0] != "s":
                raise ApiError(
                    404,
                    "This is the workbench's steering endpoint: use a run's base URL, "
                    "http://HOST:PORT/s/<run>/<token>/v1, as the Run page or `react-workbench serve` shows it.",
                    "invalid_request_error",
                    "unknown_run",
                )
            return runs.find(parts[1], parts[2]), "/".join(parts[3:])

        def _body(self) -> bytes:
            if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
                return self._chunked()
            try:
                length = int(self.headers.get("Content-Length") or 0)
            except ValueError:
                length = 0
            if length > MAX_BODY_BYTES:
                self.close_connection = True
                if length <= DRAINED_BYTES:  # read and dropped, so the agent's client sees the 413, not a broken pipe
                    left = length
                    while left > 0 and (piece := self.rfile.read(min(left, 1 << 20))):
                        left -= len(piece)
                raise too_large(length)
            return self.rfile.read(length)

        def _chunked(self) -> bytes:
            """A body sent in chunks (no Content-Length), up to the size limit."""
            data = bytearray()
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    self.rfile.readline()  # the blank line after the last chunk (no trailers expected)
                    return bytes(data)
                if len(data) + size > MAX_BODY_BYTES:
                    self.close_connection = True
                    raise too_large(len(data) + size)
                data += self.rfile.read(size)
                self.rfile.readline()

        def _chat(self, run: AgentRun, body: dict[str, Any]) -> None:
            request = read_chat(body)
            if not request.stream:
                self._json(200, answer(run, request).whole())
                return
            reply = answer(run, request, relay=self._relay)
            if not self._streaming:  # held or read whole first: streamed now
                self.start_stream()
                for event in reply.chunks(request.include_usage):
                    if not self._event(event):
                        return
            self._end_stream()

        # ----- writing -------------------------------------------------------------------
        def _relay(self, event: dict[str, Any]) -> bool:
            if not self._streaming:
                self.start_stream()
            return self._event(event)

        def start_stream(self) -> None:
            self._streaming = True
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True

        def send_event(self, payload: dict[str, Any], name: str | None = None) -> bool:
            return self._event(payload, name)

        def _event(self, payload: dict[str, Any], name: str | None = None) -> bool:
            head = f"event: {name}\n".encode() if name else b""
            try:
                self.wfile.write(head + b"data: " + json.dumps(payload).encode() + b"\n\n")
                self.wfile.flush()
                return True
            except (BrokenPipeError, ConnectionResetError, OSError):
                return False

        def _end_stream(self, done: bool = True) -> None:
            try:
                if done:
                    self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError, OSError):
                pass

        def end_stream(self, done: bool = True) -> None:
            self._end_stream(done)

        def send_json(self, status: int, payload: dict[str, Any]) -> None:
            self._json(status, payload)

        def _json(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler
