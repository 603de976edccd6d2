"""Run `tool_child` in a child process with a time limit and an output limit; never raise for its failures.

The child's failures (a hang, a crash, megabytes of output, a reply that is not JSON) come back as
`ChildAnswer.failure`, a short sentence a caller puts into an observation or a message.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

OUTPUT_LIMIT = 1_000_000  # bytes of the child's answer read at most; more ends it


@dataclass
class ChildAnswer:
    payload: dict  # the child's JSON (a tool's {"result"} or {"error"}, or a file's description)
    failure: str = ""  # why no payload came back, for a person


def run_tool_child(
    args: list[str], *, stdin: str = "", timeout_s: float, cwd: Path, module: str = "react_core.plugins.tool_child"
) -> ChildAnswer:
    """`python -m MODULE ARGS` (a tools file's or an MCP server's child), fed `stdin`, bounded in time and output."""
    package_root = str(Path(__file__).resolve().parents[2])  # so the child finds react_core from any folder
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH")) if p)}
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", module, *args],
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: stopping it stops what it started (a server)
        )
    except OSError as exc:
        return ChildAnswer({}, f"its process could not start ({exc})")
    chunks: list[bytes] = []
    overflow = threading.Event()

    def read() -> None:  # a thread, so a child writing without end cannot fill our memory or block us
        size = 0
        assert proc.stdout is not None
        while chunk := proc.stdout.read(65536):
            size += len(chunk)
            if size > OUTPUT_LIMIT:
                overflow.set()
                _stop(proc)
                return
            chunks.append(chunk)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert proc.stdin is not None
        proc.stdin.write(stdin.encode("utf-8", "replace"))
        proc.stdin.close()
    except OSError:  # the child ended before reading its input; its exit says why
        pass
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        _stop(proc)
        proc.wait()
        return ChildAnswer({}, f"it did not answer within {timeout_s:g} s and was stopped")
    reader.join(timeout=5)
    if overflow.is_set():
        return ChildAnswer({}, f"it wrote more than {OUTPUT_LIMIT:,} bytes and was stopped")
    raw = b"".join(chunks)
    try:
        return ChildAnswer(json.loads(raw.decode("utf-8")))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return ChildAnswer({}, f"its process ended (exit code {proc.returncode}) without an answer")


def _stop(proc: subprocess.Popen) -> None:
    """Kill the child and everything it started (an MCP server it spawned must not linger)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
