"""A workbench run's MCP routes on 127.0.0.1, for the MCP proxy's tests: `/s/<run>/<token>/mcp/call` and
`/mcp/result` served by `react_core.endpoint.mcp_calls.McpCalls`, the steps kept in a list."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from react_core.endpoint.mcp_calls import McpCalls, McpRules
from react_core.trajectory.trajectory import Step


class RecordedSteps:
    """A run's steps, in the order they were recorded."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self._lock = threading.Lock()

    def record(self, steps: Sequence[Step]) -> None:
        with self._lock:
            self.steps.extend(steps)


class McpRunServer:
    """One run's MCP routes; `root` is what $REACT_WORKBENCH_RUN_URL is set to."""

    def __init__(self, rules: McpRules | None = None) -> None:
        self.recorded = RecordedSteps()
        self.calls = McpCalls(self.recorded, rules)
        calls = self.calls

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                prefix = "/s/run1/token1/mcp/"
                status, answer = (
                    calls.route(self.path[len(prefix) :], body)
                    if self.path.startswith(prefix)
                    else (404, {"error": {"message": "unknown run", "type": "invalid_request_error", "code": 404}})
                )
                import json

                data = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.root = f"http://127.0.0.1:{self._server.server_address[1]}/s/run1/token1"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
