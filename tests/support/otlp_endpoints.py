"""Local OTLP/HTTP endpoints for the live-export tests, all on 127.0.0.1: one that takes spans and
decodes them with OpenTelemetry's own protobuf classes, one that accepts a connection and never
answers (until released), and an address where nothing listens."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@contextmanager
def receiving_endpoint() -> Iterator[tuple[str, list]]:
    """(url, spans): every span posted to url/v1/traces, decoded, in arrival order."""
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    spans: list = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            request = ExportTraceServiceRequest.FromString(body)
            spans.extend(s for r in request.resource_spans for ss in r.scope_spans for s in ss.spans)
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", spans
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def silent_endpoint() -> Iterator[tuple[str, threading.Event]]:
    """(url, connected): a socket that accepts and reads but never answers; `connected` is set
    once a client has connected."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    connected, closing = threading.Event(), threading.Event()
    held: list[socket.socket] = []

    def accept() -> None:
        while not closing.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            held.append(conn)
            connected.set()

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}", connected
    finally:
        closing.set()
        listener.close()
        for conn in held:
            conn.close()


def closed_port() -> int:
    """A loopback port where nothing listens (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
