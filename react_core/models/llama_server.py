"""Start, watch and stop the embedded llama.cpp server (`llama-server`) on 127.0.0.1.

The server runs in its own process group, so stopping it also stops anything it started,
and under a tiny `sh` guard that waits on a pipe from us: if this Python process dies in
any way (even SIGKILL), the pipe closes and the guard kills the server. Normal exits stop
it through `atexit`. A server can be handed over to the program this process `exec`s into
(`hand_over` / `take_over`): the launcher prepares the model, then becomes the app, and the app
finds the server running with the first prompt already read; the guard's pipe stays open across
the exec, so the guard still stops the server when the app ends.
"""

from __future__ import annotations

import atexit
import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, replace
from pathlib import Path
from typing import BinaryIO

from react_core.models.errors import ModelError
from react_core.models.thread_follow import restore_slots, save_slots

HOST = "127.0.0.1"
PROMPT_PASS = 256  # prompt tokens the server reads between two looks at other slots (see `command`)

# The guard: run the server; a watcher blocks reading our pipe (fd 3) and stops the server
# on EOF, which is when this process is gone. The guard itself ends when the server does.
_GUARD = (
    'exec 3<&0; "$@" </dev/null 3<&- & child=$!; '
    '( read -r _ <&3; kill -TERM "$child" 2>/dev/null ) & watcher=$!; '
    'wait "$child"; code=$?; kill "$watcher" 2>/dev/null; exit $code'
)


@dataclass(frozen=True)
class ServerSettings:
    binary: Path
    model_path: Path
    model_name: str
    threads: int
    slots: int
    ctx_per_slot: int
    port: int | None = None  # None: any free port
    log_path: Path | None = None
    slot_cache_dir: Path | None = None  # where slots' prompt caches are saved and restored (warm-up)
    speculative: str = "none"  # llama.cpp --spec-type (an n-gram drafter; "none": off)
    poll: int | None = None  # llama.cpp --poll: how hard idle threads spin for work (None: its default, 50)


class LlamaServer:
    """One running llama-server. `start()` returns once /health says the model is loaded."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.port: int | None = None
        self._process: subprocess.Popen | None = None
        self._log: BinaryIO | None = None

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}/v1"

    def command(self, port: int) -> list[str]:
        s = self.settings
        return (
            [
                str(s.binary),
                "--model",
                str(s.model_path),
                "--alias",
                s.model_name,
                "--host",
                HOST,
                "--port",
                str(port),
                "--parallel",
                str(s.slots),
                # The context is shared out among the slots: each gets ctx_per_slot tokens.
                "--ctx-size",
                str(s.slots * s.ctx_per_slot),
                "--threads",
                str(s.threads),
                "--threads-batch",
                str(s.threads),
                "--no-webui",
                # The model's own chat template (Jinja) with tools: ReAct (tool calls) sends `tools` and reads
                # `tool_calls` back (the default in this build; named so an older default cannot drop it).
                "--jinja",
                # No RAM prompt cache: under concurrent load llama.cpp's --cache-ram / --cache-idle-slots can
                # restore an unrelated request's tokens into a slot (ggml-org/llama.cpp#27148), and one episode
                # then reads another's pages. Each trajectory keeps its prefix in its own slot (SlotMap) anyway.
                "--cache-ram",
                "0",
                # Prompts are read 256 tokens a pass (llama.cpp's default: 2,048). Every pass also writes one
                # token for each slot that is replying, and a request is cancelled only between passes: a
                # person's reply beside a batch that reads a long prompt waited for 2,048-token passes, and a
                # batch's read could not make way for the person for a minute or more (issue 37).
                "--batch-size",
                str(PROMPT_PASS),
                "--ubatch-size",
                str(PROMPT_PASS),
            ]
            + (["--slot-save-path", str(s.slot_cache_dir)] if s.slot_cache_dir is not None else [])
            + (["--spec-type", s.speculative] if s.speculative and s.speculative != "none" else [])
            + (["--poll", str(s.poll)] if s.poll is not None else [])
        )

    def start(self, timeout_s: float = 180.0) -> LlamaServer:
        if self.is_running():
            return self
        port = self.settings.port if self.settings.port is not None else free_port()
        if self.settings.port is not None and not port_is_free(port):
            raise port_taken(port)
        return self._start_on(port, timeout_s)

    def _start_on(self, port: int, timeout_s: float) -> LlamaServer:
        log_path = self.settings.log_path or Path(os.devnull)
        self._log = open(log_path, "ab")
        self._process = subprocess.Popen(
            ["sh", "-c", _GUARD, "react-llama-guard", *self.command(port)],
            stdin=subprocess.PIPE,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # own process group: stop() takes the whole tree down
        )
        self.port = port
        atexit.register(self.stop)
        self._wait_until_ready(timeout_s)
        return self

    def restart(self, threads: int, timeout_s: float = 180.0) -> None:
        """Start again with `threads` threads, on the same port, each slot's cache saved to a file first and
        restored after (where the server has a slot folder), so every trajectory keeps its cached prompt. The
        caller makes sure no call is in flight (thread_follow.CallGate)."""
        port = self.port
        keep = self.settings.slot_cache_dir is not None and port is not None
        saved = save_slots(self.base_url, self.settings.slots, f"restart-{port}") if keep else []
        self.stop()
        self.settings = replace(self.settings, threads=threads)
        # Its own port again, just let go of: its closed connections may still hold it for a bind without
        # SO_REUSEADDR (port_is_free), which llama-server's own listening socket sets.
        if port is not None:
            self._start_on(port, timeout_s)
        else:
            self.start(timeout_s)
        restore_slots(self.base_url, saved)
        for _, name in saved:
            assert self.settings.slot_cache_dir is not None
            (self.settings.slot_cache_dir / name).unlink(missing_ok=True)

    def hand_over(self) -> str:
        """A token for the program this process execs into (`take_over`); from now on this object
        no longer stops the server at exit: the guard's pipe is left open for the next program."""
        if self._process is None or self._process.stdin is None or not self.is_running():
            raise ModelError("server", "No embedded model server is running to hand over.", "Start it first.")
        fd = self._process.stdin.fileno()
        os.set_inheritable(fd, True)
        atexit.unregister(self.stop)
        return json.dumps({"pid": self._process.pid, "fd": fd, "port": self.port})

    @classmethod
    def take_over(cls, settings: ServerSettings, token: str) -> LlamaServer | None:
        """The server a previous program image of this process handed over; None when it is gone or
        was not this process's (a child process that only inherited the environment)."""
        try:
            data = json.loads(token)
            guard = _HandedOver(int(data["pid"]), int(data["fd"]))
        except (ValueError, KeyError, TypeError, OSError):
            return None
        server = cls(settings)
        server.port, server._process = int(data["port"]), guard  # type: ignore[assignment]
        if not server.is_running():
            return None
        atexit.register(server.stop)
        return server

    def is_running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
            except ProcessLookupError:
                pass
        if process.stdin:
            process.stdin.close()
        if self._log:
            self._log.close()
            self._log = None
        atexit.unregister(self.stop)

    def server_pid(self) -> int | None:
        """The llama-server process itself (child of the guard), for memory figures."""
        if self._process is None or not self.is_running():
            return None
        children = Path(f"/proc/{self._process.pid}/task/{self._process.pid}/children")
        try:
            pids = children.read_text().split()
        except OSError:
            return None
        for pid in pids:  # the guard's other child is the pipe watcher
            try:
                argv0 = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0]
            except OSError:
                continue
            if argv0 == str(self.settings.binary).encode():
                return int(pid)
        return None

    def resident_bytes(self) -> int | None:
        pid = self.server_pid()
        if pid is None:
            return None
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        except OSError:
            return None
        return None

    def _wait_until_ready(self, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        url = f"http://{HOST}:{self.port}/health"
        while time.monotonic() < deadline:
            if not self.is_running():
                raise self._startup_failure()
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass  # not listening yet, or 503 while the model loads
            time.sleep(0.2)
        self.stop()
        raise ModelError(
            "server",
            f"The embedded model server did not become ready within {timeout_s:.0f} s.",
            "The machine may be short of memory or very busy; close other programs or use the smaller "
            "model (REACT_EMBEDDED_SIZE=0.5b).",
        )

    def _startup_failure(self) -> ModelError:
        log = self._log_tail()
        self.stop()
        lowered = log.lower()
        if "bind" in lowered or "address already in use" in lowered:
            return port_taken(self.port or 0)
        if "gguf" in lowered or "failed to load model" in lowered or "error loading model" in lowered:
            return ModelError(
                "weights",
                f"llama-server could not load {self.settings.model_path}:\n{log}",
                "Delete the weights file and run `make model` to assemble it again.",
            )
        return ModelError(
            "server",
            f"The embedded model server exited while starting:\n{log}",
            "Read the log above; `python -m react_core models check` shows the setup state.",
        )

    def _log_tail(self, lines: int = 12) -> str:
        path = self.settings.log_path
        if path is None or not path.exists():
            return "(no log kept)"
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])


class _HandedOver:
    """The guard process a previous program image of this process started, seen through the few
    parts of `subprocess.Popen` LlamaServer uses (it is still this process's child after an exec)."""

    def __init__(self, pid: int, fd: int) -> None:
        if os.waitpid(pid, os.WNOHANG)[0]:  # raises ChildProcessError (an OSError) when not our child
            raise ProcessLookupError(pid)  # our child, but it has ended
        os.fstat(fd)  # raises OSError when this process did not inherit the pipe
        os.set_inheritable(fd, False)  # children of the app must not keep the server alive
        self.pid = pid
        self.stdin: BinaryIO | None = os.fdopen(fd, "wb")
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:  # not our child: someone else's server, or already reaped
                self.returncode = -1
                return self.returncode
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired("llama-server guard", timeout or 0)
            time.sleep(0.05)
        assert self.returncode is not None
        return self.returncode


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((HOST, port))
        except OSError:
            return False
        return True


def port_taken(port: int) -> ModelError:
    return ModelError(
        "port_taken",
        f"Port {port} on {HOST} is already in use, so the embedded model server cannot start.",
        "Stop the program using that port, or unset REACT_PORT so a free port is chosen.",
    )
