"""A scriptable OpenAI-compatible HTTP server on 127.0.0.1 for tests (stdlib only).

Tests queue what the next requests get (a reply, an HTTP error, a delay, a broken
connection) and then read back what the client actually sent. `when(marker, ...)` answers
every request whose prompt holds `marker` the same way, however many come and in any order
(e.g. one poisoned task in a batch). Faults (`Scripted.fault`):

- "refuse": close the connection without a word (as a crashed server or a firewall does);
- "truncated": promise a longer body than is sent, then hang up;
- "html": answer 200 with an HTML page (a proxy's login page, a wrong base URL);
- "cut": stream half the reply, then hang up without a finish reason or [DONE];
- "trickle": send the reply a few bytes every `trickle_s` seconds (each read is quick, the
  whole is slow: what a per-read timeout does not catch);
- "stall": stream half the reply, then send nothing for `stall_s` seconds (a model that stopped writing
  mid-reply), then the rest, unless the client has hung up by then. It speaks enough of the API for the models layer:
POST /v1/completions, POST /v1/chat/completions (both optionally streamed as SSE) and
GET /v1/models. A chat reply may carry tool calls (`reply("thought", tool_calls=[{"name": "search",
"arguments": {"entity": "x"}}])`), streamed in pieces as OpenAI streams them.
"""

from __future__ import annotations

import json
import select
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Scripted:
    """One scripted answer: success texts, or an HTTP error status with a message."""

    texts: list[str] = field(default_factory=lambda: ["Thought 1: scripted."])
    status: int = 200
    message: str = ""
    code: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    prompt_tokens: int = 11
    completion_tokens: int = 7
    finish_reason: str = "stop"
    raw_body: str | None = None  # send this instead of a JSON reply (malformed replies)
    fault: str | None = None  # "refuse", "truncated", "html", "cut", "trickle" (see the module doc)
    trickle_s: float = 0.2  # "trickle": seconds between pieces of a few bytes
    stall_s: float = 60.0  # "stall": seconds of silence after half the reply
    # A chat reply's tool calls, each {"name": ..., "arguments": JSON text or a dict, "id": optional};
    # the text in `texts` (if any) is the message's content before them.
    tool_calls: list[dict[str, Any]] | None = None
    call_piece_s: float = 0.0  # streamed: seconds before each tool call's second half (a slow model writing it)


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: dict[str, Any]
    at: float = field(default_factory=time.time)  # when it arrived (benchmarks: reply time = at + delay_s)


class _QuietServer(ThreadingHTTPServer):
    """A client that gave up (a timeout test) is expected here, not a server error to print."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class FakeOpenAIServer:
    """Use as a context manager; `base_url` ends in /v1 like a real server."""

    def __init__(self, models: tuple[str, ...] = ("fake-model",), require_key: str | None = None) -> None:
        self.models = list(models)
        self.require_key = require_key
        self.script: deque[Scripted] = deque()
        self.requests: list[Recorded] = []
        self.hang_ups = 0  # "stall": clients that hung up during the silence
        self.default = Scripted()
        self.rules: list[tuple[str, Scripted]] = []  # (marker in the prompt, answer), see `when`
        self.queues: list[tuple[str, deque[Scripted]]] = []  # (marker in the prompt, answers in turn), see `queue`
        self.slot_files: dict[str, int] = {}  # llama.cpp's saved slot caches: file name -> tokens
        self._lock = threading.Lock()
        self._httpd = _QuietServer(("127.0.0.1", 0), self._handler_class())
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    # -- scripting ----------------------------------------------------------------------
    def reply(self, *texts: str, **options: Any) -> FakeOpenAIServer:
        self.script.append(Scripted(texts=list(texts) or ["Thought 1: scripted."], **options))
        return self

    def fail(self, status: int, message: str, **options: Any) -> FakeOpenAIServer:
        self.script.append(Scripted(texts=[], status=status, message=message, **options))
        return self

    def when(self, marker: str, *texts: str, **options: Any) -> FakeOpenAIServer:
        """Answer every request whose prompt (or chat messages) holds `marker` like this, e.g.
        ``server.when("POISON", status=500, message="boom")`` or ``server.when("SLOW", fault="trickle")``.
        Rules are checked before the queue and are not used up."""
        status = options.get("status", 200)
        scripted = Scripted(texts=list(texts) if texts or status != 200 else ["Thought 1: scripted."], **options)
        self.rules.append((marker, scripted))
        return self

    def queue(self, marker: str, *texts: str) -> FakeOpenAIServer:
        """Answer the requests whose prompt holds `marker` with `texts`, one each, in order; then they
        go to the main queue. For runs asked at the same time (Compare's columns), whose requests
        arrive in either order: ``server.queue("Thought", *react_replies)`` keeps ReAct's own."""
        self.queues.append((marker, deque(Scripted(texts=[text]) for text in texts)))
        return self

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    @property
    def completion_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.method == "POST" and r.path.startswith("/v1/")]

    # -- lifecycle ------------------------------------------------------------------------
    def __enter__(self) -> FakeOpenAIServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def _next(self, body: dict[str, Any]) -> Scripted:
        prompt = json.dumps(body.get("prompt", "")) + json.dumps(body.get("messages", []))
        with self._lock:
            for marker, scripted in self.rules:
                if json.dumps(marker)[1:-1] in prompt:
                    return scripted
            for marker, answers in self.queues:
                if answers and json.dumps(marker)[1:-1] in prompt:
                    return answers.popleft()
            return self.script.popleft() if self.script else self.default

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def do_GET(self) -> None:
                server.requests.append(Recorded("GET", self.path, dict(self.headers), {}))
                if self.path.rstrip("/") == "/v1/models":
                    self._json(200, {"object": "list", "data": [{"id": m, "object": "model"} for m in server.models]})
                else:
                    self._error(404, f"no route {self.path}", None, {})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                server.requests.append(Recorded("POST", self.path, dict(self.headers), body))
                if self.path.startswith("/slots/"):
                    self._slot_file(body)
                    return
                if (
                    server.require_key is not None
                    and self.headers.get("Authorization") != f"Bearer {server.require_key}"
                ):
                    self._error(401, "Incorrect API key provided.", "invalid_api_key", {})
                    return
                if body.get("model") not in server.models:
                    self._error(404, f"The model `{body.get('model')}` does not exist.", "model_not_found", {})
                    return
                chat = self.path == "/v1/chat/completions"
                if not chat and self.path != "/v1/completions":
                    self._error(404, f"no route {self.path}", None, {})
                    return
                step = server._next(body)
                if body.get("stream") and body.get("return_progress") and step.status == 200 and not step.fault:
                    self._stream(step, body, chat, reading_s=step.delay_s)  # llama.cpp: the prompt read, live
                    return
                time.sleep(step.delay_s)
                if step.fault:
                    self._fault(step, body, chat)
                elif step.status != 200:
                    self._error(step.status, step.message, step.code, step.headers)
                elif step.raw_body is not None:
                    self._send(200, step.raw_body.encode(), "application/json", step.headers)
                elif body.get("stream"):
                    self._stream(step, body, chat)
                else:
                    self._json(200, _completion(step, body, chat), step.headers)

            def _slot_file(self, body: dict[str, Any]) -> None:
                """llama.cpp's POST /slots/{id}?action=save|restore: a saved file is remembered with the
                prompt tokens of the last completion or chat request sent (what the slot held)."""
                name, action = body.get("filename", ""), self.path.rsplit("action=", 1)[-1]
                if action == "save":
                    held = next(
                        (
                            len(str(r.body.get("prompt") or r.body.get("messages") or "")) // 4
                            for r in reversed(server.requests)
                            if r.path in ("/v1/completions", "/v1/chat/completions")
                        ),
                        0,
                    )
                    server.slot_files[name] = held
                    self._json(200, {"filename": name, "n_saved": held})
                elif name in server.slot_files:
                    self._json(200, {"filename": name, "n_restored": server.slot_files[name]})
                else:
                    self._error(
                        400,
                        "Unable to restore slot: No available space in KV cache or invalid slot save file",
                        None,
                        {},
                    )

            def _fault(self, step: Scripted, body: dict[str, Any], chat: bool) -> None:
                self.close_connection = True
                if step.fault == "refuse":
                    return  # nothing at all; the connection closes
                if step.fault == "html":
                    page = b"<html><body><h1>Please sign in</h1></body></html>"
                    self._send(200, page, "text/html", step.headers)
                elif step.fault == "truncated":
                    data = json.dumps(_completion(step, body, chat)).encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data[: len(data) // 2])
                    self.wfile.flush()
                elif step.fault == "cut":
                    self._stream(step, body, chat, cut=True)
                elif step.fault == "trickle":
                    self._trickle(step, body, chat)
                elif step.fault == "stall" and body.get("stream"):
                    self._stream(step, body, chat, stall_s=step.stall_s)
                elif step.fault == "stall":  # a whole reply: silence, then all of it
                    time.sleep(step.stall_s)
                    self._json(200, _completion(step, body, chat))
                else:
                    raise ValueError(f"unknown fault {step.fault!r}")

            def _trickle(self, step: Scripted, body: dict[str, Any], chat: bool) -> None:
                if body.get("stream"):
                    self._stream(step, body, chat, pause_s=step.trickle_s)
                    return
                data = json.dumps(_completion(step, body, chat)).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                for i in range(0, len(data), 8):
                    try:
                        self.wfile.write(data[i : i + 8])
                        self.wfile.flush()
                    except (BrokenPipeError, ConnectionResetError):
                        return  # the client gave up, as it should
                    time.sleep(step.trickle_s)

            def _stream(
                self,
                step: Scripted,
                body: dict[str, Any],
                chat: bool,
                *,
                cut: bool = False,
                pause_s: float = 0.0,
                reading_s: float = 0.0,
                stall_s: float = 0.0,
            ) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                if body.get("return_progress"):  # llama.cpp: 0% of the prompt read, then (after reading_s) all
                    total = step.prompt_tokens
                    for done, pause in ((0, reading_s / 2), (total // 2, reading_s / 2), (total, 0.0)):
                        progress = {"total": total, "cache": 0, "processed": done, "time_ms": 0}
                        self._event({**_chunk(body, chat, "", None), "prompt_progress": progress})
                        time.sleep(pause)
                text = step.texts[0] if step.texts else ""
                pieces = [text[i : i + 4] for i in range(0, len(text), 4)]
                if cut:
                    pieces = pieces[: max(1, len(pieces) // 2)]
                for count, piece in enumerate(pieces, 1):
                    time.sleep(pause_s)
                    if stall_s and count == len(pieces) // 2 + 1 and self._silent_until_hang_up(stall_s):
                        server.hang_ups += 1  # the client hung up while the model wrote nothing
                        return
                    event = _chunk(body, chat, piece, None)
                    if body.get("timings_per_token"):  # llama.cpp's running counts (4 characters = 1 token here)
                        event["timings"] = {"cache_n": 0, "prompt_n": step.prompt_tokens, "predicted_n": count}
                    try:
                        self._event(event)
                    except (BrokenPipeError, ConnectionResetError):
                        return  # the client hung up early, as a model reader that has its answer does
                if cut:
                    return  # hang up mid-reply: no finish reason, no usage, no [DONE]
                for index, call in enumerate(_calls(step) if chat else []):
                    arguments = call["function"]["arguments"]
                    half = len(arguments) // 2
                    first = {"index": index, "id": call["id"], "type": "function"}
                    first["function"] = {"name": call["function"]["name"], "arguments": arguments[:half]}
                    for number, piece in enumerate(
                        (first, {"index": index, "function": {"arguments": arguments[half:]}})
                    ):
                        time.sleep(step.call_piece_s if number else 0.0)
                        event = _chunk(body, chat, "", None)
                        event["choices"][0]["delta"] = {"tool_calls": [piece]}
                        self._event(event)
                self._event(_chunk(body, chat, "", _finish(step, chat)))
                if (body.get("stream_options") or {}).get("include_usage"):
                    usage = {
                        "prompt_tokens": step.prompt_tokens,
                        "completion_tokens": step.completion_tokens,
                        "total_tokens": step.prompt_tokens + step.completion_tokens,
                    }
                    self._event({**_chunk(body, chat, "", None), "choices": [], "usage": usage})
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True

            def _silent_until_hang_up(self, seconds: float) -> bool:
                """Send nothing for `seconds`, or until the client hangs up (True)."""
                ends = time.monotonic() + seconds
                while time.monotonic() < ends:
                    readable, _, _ = select.select([self.connection], [], [], 0.05)
                    if readable:
                        try:
                            if not self.connection.recv(1, socket.MSG_PEEK):
                                return True
                        except OSError:
                            return True
                return False

            def _event(self, payload: dict[str, Any]) -> None:
                self.wfile.write(b"data: " + json.dumps(payload).encode() + b"\n\n")
                self.wfile.flush()

            def _error(self, status: int, message: str, code: str | None, headers: dict[str, str]) -> None:
                self._json(status, {"error": {"message": message, "type": "fake_error", "code": code}}, headers)

            def _json(self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
                self._send(status, json.dumps(payload).encode(), "application/json", headers or {})

            def _send(self, status: int, data: bytes, content_type: str, headers: dict[str, str]) -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

        return Handler


def _calls(step: Scripted) -> list[dict[str, Any]]:
    """The scripted tool calls as OpenAI writes them (arguments as JSON text, an id each)."""
    calls = []
    for i, call in enumerate(step.tool_calls or []):
        arguments = call.get("arguments", {})
        text = arguments if isinstance(arguments, str) else json.dumps(arguments)
        calls.append(
            {
                "id": call.get("id", f"call_{i}"),
                "type": "function",
                "function": {"name": call["name"], "arguments": text},
            }
        )
    return calls


def _finish(step: Scripted, chat: bool) -> str:
    return "tool_calls" if chat and step.tool_calls and step.finish_reason == "stop" else step.finish_reason


def _completion(step: Scripted, body: dict[str, Any], chat: bool) -> dict[str, Any]:
    if chat:
        choices = [
            {"index": i, "message": {"role": "assistant", "content": t}, "finish_reason": _finish(step, chat)}
            for i, t in enumerate(step.texts or [""])
        ]
        if step.tool_calls:
            choices[0]["message"]["tool_calls"] = _calls(step)
            choices[0]["message"]["content"] = step.texts[0] if step.texts and step.texts[0] else None
    else:
        choices = [
            {"index": i, "text": t, "finish_reason": step.finish_reason, "logprobs": None}
            for i, t in enumerate(step.texts)
        ]
    return {
        "id": "fake-1",
        "object": "chat.completion" if chat else "text_completion",
        "created": int(time.time()),
        "model": body.get("model"),
        "choices": choices,
        "usage": {
            "prompt_tokens": step.prompt_tokens,
            "completion_tokens": step.completion_tokens,
            "total_tokens": step.prompt_tokens + step.completion_tokens,
        },
    }


def _chunk(body: dict[str, Any], chat: bool, piece: str, finish: str | None) -> dict[str, Any]:
    if chat:
        choice = {"index": 0, "delta": {"content": piece} if piece else {}, "finish_reason": finish}
    else:
        choice = {"index": 0, "text": piece, "finish_reason": finish, "logprobs": None}
    return {
        "id": "fake-1",
        "object": "chat.completion.chunk" if chat else "text_completion",
        "created": int(time.time()),
        "model": body.get("model"),
        "choices": [choice],
    }
