"""A run's connection to one MCP server: one child process (`mcp_child serve`) and its server, kept for the run.

The first call starts the child, which starts the server (stdio) or connects to it (a URL), and
every later call of the run goes to the same server, so it keeps its state and a call costs no
start. Each call has a time limit and its answer a size limit. A server that crashes, or a call
that does not answer in time, stops the child (and the server); the call's answer says so, and the
next call starts both again, once: a server that cannot start again is that call's answer too.
`close()` ends both when the run ends; a session that is dropped, or this process's exit, ends
them too (no process outlives its run). The child runs in its own process group, and the server
in the SDK's own, so stopping them reaches everything they started.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import weakref
from pathlib import Path

from react_core.plugins.child_lines import ANSWER_LIMIT, ending, read_answers

_CHILD = "react_core.plugins.mcp_child"
_CLOSE_WAIT_S = 5.0  # a child told to end (its input closed) closes the server itself first


class McpCallFailed(Exception):
    """No answer came back for a call; the message says what happened to the server, for a person."""


class McpSession:
    """One MCP server for one run: `call(tool, arguments, limit_s)`, then `close()`."""

    def __init__(self, spec: str, start_limit_s: float, cwd: Path | None = None) -> None:
        self.spec = spec
        self.start_limit_s = start_limit_s
        self.cwd = cwd or Path.cwd()
        self.starts = 0  # how many times a server was started (1 + the restarts after crashes)
        self._child: _Child | None = None
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        """The child runs, and so does its stdio server (one that died between calls is started again first)."""
        child = self._child
        return child is not None and child.proc.poll() is None and all(_alive(p) for p in child.server_pids)

    @property
    def pids(self) -> tuple[int, ...]:
        """The child's process id, then the server's (a stdio server), while they run."""
        child = self._child
        return (child.proc.pid, *child.server_pids) if child is not None and self.running else ()

    def call(self, tool: str, arguments: dict, limit_s: float) -> dict:
        """The server's answer ({"result", "length", "is_error"} or {"error"}); McpCallFailed when none came."""
        with self._lock:
            if not self.running:  # the first call, or the first since a crash: start (again)
                self._stop()
                self._start()
            assert self._child is not None
            try:
                answer = self._child.ask({"tool": tool, "arguments": arguments}, limit_s)
            except McpCallFailed:
                self._stop()  # its state is unknown: the next call starts a fresh one
                raise
            if "Connection closed" in str(answer.get("error", "")):
                self._stop()  # the server ended during the call
            return answer

    def close(self) -> None:
        """End the server and the child now (the run is over)."""
        with self._lock:
            self._stop(gently=True)

    def _start(self) -> None:
        self.starts += 1
        try:
            child = _Child(self.spec, self.start_limit_s, self.cwd)
        except OSError as exc:
            raise McpCallFailed(f"its process could not start ({exc})") from exc
        try:
            ready = child.read(self.start_limit_s + 5.0)
        except McpCallFailed:
            child.stop()
            raise
        if not ready.get("ready"):
            child.stop()
            raise McpCallFailed(str(ready.get("error") or "it could not be started"))
        child.server_pids[:] = [int(p) for p in ready.get("server_pids") or ()]
        self._child = child

    def _stop(self, gently: bool = False) -> None:
        if self._child is not None:
            if gently:
                self._child.end_input()
            self._child.stop(wait_s=_CLOSE_WAIT_S if gently else 0.0)
            self._child = None


class _Child:
    """One running `mcp_child serve`, and a thread reading its answer lines into a queue."""

    def __init__(self, spec: str, limit_s: float, cwd: Path) -> None:
        package_root = str(Path(__file__).resolve().parents[2])  # the child finds react_core from any folder
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p),
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", _CHILD, "serve", spec, f"{limit_s:g}"],
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: stopping it stops what it started
        )
        self.server_pids: list[int] = []  # filled once it is ready; the finalizer reads the same list
        self.answers: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=read_answers, args=(self.proc, self.answers), daemon=True).start()
        # Ends with its session, or when this process exits: never an orphan.
        self.stop_now = weakref.finalize(self, _kill, self.proc, self.server_pids)

    def ask(self, request: dict, limit_s: float) -> dict:
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write((json.dumps(request) + "\n").encode("utf-8"))
            self.proc.stdin.flush()
        except OSError:
            pass  # the child has ended; reading says how
        return self.read(limit_s)

    def read(self, limit_s: float) -> dict:
        try:
            line = self.answers.get(timeout=limit_s)
        except queue.Empty:
            raise McpCallFailed(f"the MCP server did not answer within {limit_s:g} s and was stopped") from None
        if line is None:
            raise McpCallFailed(f"the MCP server's process {ending(self.proc)}")
        if len(line) > ANSWER_LIMIT:
            raise McpCallFailed(f"the MCP server answered with more than {ANSWER_LIMIT:,} bytes and was stopped")
        try:
            answer = json.loads(line)
        except ValueError:
            raise McpCallFailed("the MCP server's process gave an answer that is not JSON and was stopped") from None
        return answer if isinstance(answer, dict) else {"error": "an answer that is not a JSON object"}

    def end_input(self) -> None:
        try:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
        except OSError:
            pass

    def stop(self, wait_s: float = 0.0) -> None:
        if wait_s:
            try:
                self.proc.wait(timeout=wait_s)
            except subprocess.TimeoutExpired:
                pass
        self.stop_now()


def _kill(proc: subprocess.Popen, server_pids: list[int]) -> None:
    """Stop the child's process group and the server's (the SDK starts a stdio server in a group of its own)."""
    for group in (proc.pid, *server_pids):
        try:
            os.killpg(group, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    for pipe in (proc.stdin, proc.stdout):
        try:
            if pipe is not None:
                pipe.close()
        except OSError:
            pass


def _alive(pid: int) -> bool:
    """Whether a process runs; one that ended and waits to be reaped (a zombie) does not (Linux's /proc)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except (OSError, IndexError):
        return True  # no /proc here: the child's own state stands for both
