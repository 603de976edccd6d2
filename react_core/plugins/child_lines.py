"""Answers read from a child process one JSON line at a time, as the isolated plugin child
(react_core.plugins.isolated) and the MCP child (react_core.plugins.mcp_session) both send them."""

from __future__ import annotations

import queue
import signal
import subprocess

ANSWER_LIMIT = 1_000_000  # bytes of one answer (one JSON line); more stops the child


def read_answers(proc: subprocess.Popen, answers: queue.Queue) -> None:
    """Each answer line as it comes (cut past ANSWER_LIMIT, which stops the child); None at the end."""
    try:
        assert proc.stdout is not None
        while line := proc.stdout.readline(ANSWER_LIMIT + 1):
            answers.put(line)
            if len(line) > ANSWER_LIMIT:
                proc.kill()
                break
    except (OSError, ValueError):  # the pipe closed under the reader: the end all the same
        pass
    answers.put(None)


def ending(proc: subprocess.Popen) -> str:
    """How a child that gave no answer ended, for the message a person reads."""
    try:
        code = proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        return "ended without an answer"
    if code < 0:
        try:
            return f"was ended by signal {-code} ({signal.Signals(-code).name}) without an answer"
        except ValueError:
            return f"was ended by signal {-code} without an answer"
    return f"ended (exit code {code}) without an answer"
