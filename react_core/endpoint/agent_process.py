"""A person's agent as a command: started with a run's URLs in its environment, watched, and ended.

The workbench runs the command the person gives (an argv list, never a shell line) in a process group of
its own, so Stop, the time limit and the output limit end everything the agent started (an MCP server it
spawned, a worker pool), not just its first process: SIGTERM to the group, then SIGKILL to what is left
after a grace period. Its output (stdout and stderr merged, in the order written) is read line by line,
for the page or the terminal to show as it comes; more than the output limit ends the agent, as a
runaway loop that floods the log would otherwise fill memory. Every way it can end is an `Ending`, with
one sentence that names the command, so a person never has to guess why their agent is gone.

The environment is the workbench's own plus the run's: OPENAI_BASE_URL (and OPENAI_API_BASE, the older
name some libraries still read), OPENAI_API_KEY (a placeholder: the run's URL carries its token, and a
key of the person's must not travel to a local endpoint that does not need it), REACT_WORKBENCH_RUN_URL
(the MCP proxy's), PYTHONUNBUFFERED (a Python agent's lines arrive as written, not at exit), then the
person's own variables over these.
"""

from __future__ import annotations

import enum
import os
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DEFAULT_TIME_LIMIT_S = 30 * 60.0  # an agent run of many model calls on a small CPU model takes minutes
DEFAULT_OUTPUT_LIMIT = 5_000_000  # bytes of output; a chatty agent fits, a flood does not
LINE_LIMIT = 64_000  # bytes of one line kept; the rest of a longer line is cut, and counted
GRACE_S = 3.0  # between SIGTERM and SIGKILL: time for an agent to flush and close its connections
PLACEHOLDER_KEY = "react-workbench"  # the openai client refuses to start without some key


class Ending(enum.Enum):
    """Why an agent's process ended."""

    FINISHED = "finished"  # it exited by itself (any exit code)
    STOPPED = "stopped"  # the person pressed Stop
    TIME_LIMIT = "time limit"
    OUTPUT_LIMIT = "output limit"
    FAILED_TO_START = "failed to start"


@dataclass(frozen=True)
class AgentCommand:
    """What to run: the argv list, the folder it runs in, the person's own variables and its limits."""

    argv: tuple[str, ...]
    cwd: Path | None = None
    env: Mapping[str, str] = field(default_factory=dict)
    time_limit_s: float = DEFAULT_TIME_LIMIT_S
    output_limit: int = DEFAULT_OUTPUT_LIMIT

    def __post_init__(self) -> None:
        if not self.argv or not self.argv[0].strip():
            raise ValueError("Give the command that runs your agent, e.g. python my_agent.py.")
        if self.time_limit_s <= 0 or self.output_limit <= 0:
            raise ValueError("An agent's time limit and output limit must be above zero.")

    @classmethod
    def parse(cls, line: str, **options: Any) -> AgentCommand:
        """A command typed as one line (`python my_agent.py "a question"`), split as a POSIX shell would
        split it but never run by one; ValueError with what to fix (an unclosed quote, nothing given)."""
        try:
            argv = tuple(shlex.split(line))
        except ValueError as exc:
            raise ValueError(f"The command {line!r} cannot be read ({exc}); close its quotes.") from None
        return cls(argv, **options)

    @property
    def shown(self) -> str:
        """The command as a person would type it."""
        return shlex.join(self.argv)


@dataclass(frozen=True)
class AgentExit:
    """How the agent ended: why, its exit code (None if it never ran, negative for a signal), the time it
    ran, and one sentence for the person."""

    why: Ending
    exit_code: int | None
    seconds: float
    message: str

    @property
    def ok(self) -> bool:
        return self.why == Ending.FINISHED and self.exit_code == 0


def agent_environment(
    base: Mapping[str, str], base_url: str, run_url: str, own: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The agent's environment: `base` (the workbench's), the run's variables, then the person's `own`."""
    return {
        **base,
        "OPENAI_BASE_URL": base_url,
        "OPENAI_API_BASE": base_url,
        "OPENAI_API_KEY": PLACEHOLDER_KEY,
        "REACT_WORKBENCH_RUN_URL": run_url,
        "PYTHONUNBUFFERED": "1",
        **(own or {}),
    }


class AgentProcess:
    """One run of the agent's command. `start()` then `wait()` or `stop()`; `lines()` is its output so far.

    `on_line` is called from the reader thread with each line as it comes (without its newline)."""

    def __init__(
        self,
        command: AgentCommand,
        base_url: str,
        run_url: str,
        on_line: Callable[[str], None] | None = None,
    ) -> None:
        self.command = command
        self.base_url = base_url
        self.run_url = run_url
        self._on_line = on_line
        self._lines: list[str] = []
        self._bytes = 0
        self._lock = threading.Lock()
        self._why: Ending | None = None  # the first reason to end it wins
        self._exit: AgentExit | None = None
        self._ended = threading.Event()
        self._proc: subprocess.Popen[bytes] | None = None
        self._started = 0.0
        self._reader: threading.Thread | None = None
        self.leftovers = False  # the agent exited but left processes in its group, which were ended

    def start(self) -> AgentExit | None:
        """Start the command; None when it runs, else how it failed to start (also `wait()`'s answer)."""
        env = agent_environment(os.environ, self.base_url, self.run_url, self.command.env)
        self._started = time.monotonic()
        cwd = self.command.cwd
        if cwd is not None and not Path(cwd).is_dir():
            return self._failed(f"its folder {str(cwd)!r} does not exist")
        try:
            self._proc = subprocess.Popen(
                list(self.command.argv),
                cwd=cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # a group of its own: Stop ends all it started
            )
        except FileNotFoundError:
            return self._failed(f"there is no program {self.command.argv[0]!r} (is it installed and on PATH?)")
        except PermissionError:
            return self._failed(f"{self.command.argv[0]!r} is not allowed to run (is it executable?)")
        except OSError as exc:
            return self._failed(exc.strerror or str(exc))
        self._reader = threading.Thread(target=self._read, name="agent-output", daemon=True)
        self._reader.start()
        threading.Thread(target=self._watch, name="agent-watch", daemon=True).start()
        return None

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    @property
    def running(self) -> bool:
        return self._proc is not None and not self._ended.is_set()

    def lines(self, since: int = 0) -> list[str]:
        """The output lines from line `since` on (0: all kept so far)."""
        with self._lock:
            return self._lines[since:]

    def wait(self, timeout: float | None = None) -> AgentExit | None:
        """How it ended, once it has (None if `timeout` seconds passed first)."""
        self._ended.wait(timeout)
        return self._exit

    def stop(self) -> AgentExit | None:
        """End the agent and all it started (SIGTERM, then SIGKILL after GRACE_S); how it ended."""
        self._end(Ending.STOPPED)
        return self.wait(GRACE_S + 10)

    def _failed(self, why: str) -> AgentExit:
        message = f"Could not start your agent “{self.command.shown}”: {why}."
        self._exit = AgentExit(Ending.FAILED_TO_START, None, 0.0, message)
        self._ended.set()
        return self._exit

    def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        stream = self._proc.stdout
        try:
            while raw := stream.readline(LINE_LIMIT):
                cut = len(raw) == LINE_LIMIT and not raw.endswith(b"\n")
                text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
                self._keep(text + (" …(line cut)" if cut else ""), len(raw))
                while cut and self._why is None:  # the rest of an over-long line: counted, not kept
                    more = stream.readline(LINE_LIMIT)
                    self._count(len(more))
                    cut = bool(more) and not more.endswith(b"\n")
                if self._why == Ending.OUTPUT_LIMIT:
                    break
        except (OSError, ValueError):  # the pipe closed under the reader: the end all the same
            pass

    def _keep(self, line: str, size: int) -> None:
        with self._lock:
            self._lines.append(line)
        if self._on_line is not None:
            self._on_line(line)
        self._count(size)

    def _count(self, size: int) -> None:
        with self._lock:
            self._bytes += size
            over = self._bytes > self.command.output_limit
        if over:
            self._end(Ending.OUTPUT_LIMIT)

    def _watch(self) -> None:
        proc = self._proc
        assert proc is not None
        try:
            proc.wait(timeout=self.command.time_limit_s)
        except subprocess.TimeoutExpired:
            self._end(Ending.TIME_LIMIT)
            proc.wait()
        # What the agent started may outlive it and hold the output pipe open; its group ends with it.
        assert self._reader is not None
        self._reader.join(timeout=1.0)
        if self._reader.is_alive() or _group_alive(proc.pid):
            self.leftovers = self._why is None
            _signal_group(proc.pid, signal.SIGTERM)
            self._reader.join(timeout=GRACE_S)
            _signal_group(proc.pid, signal.SIGKILL)
            self._reader.join(timeout=5.0)
        _wait_group_gone(proc.pid, 5.0)  # a killed process runs on for a moment while it exits
        if proc.stdout is not None:
            proc.stdout.close()
        seconds = time.monotonic() - self._started
        why = self._why or Ending.FINISHED
        self._exit = AgentExit(why, proc.returncode, round(seconds, 3), self._message(why, proc.returncode, seconds))
        self._ended.set()

    def _end(self, why: Ending) -> None:
        """End the group for `why`, unless it is already ending; SIGKILL follows if SIGTERM is not enough."""
        with self._lock:
            if self._why is not None or self._proc is None or self._ended.is_set():
                return
            self._why = why
        proc = self._proc
        _signal_group(proc.pid, signal.SIGTERM)

        def kill_later() -> None:
            try:
                proc.wait(timeout=GRACE_S)
            except subprocess.TimeoutExpired:
                pass
            _signal_group(proc.pid, signal.SIGKILL)  # also what it started and left behind

        threading.Thread(target=kill_later, name="agent-kill", daemon=True).start()

    def _message(self, why: Ending, code: int | None, seconds: float) -> str:
        # Plain text, no Markdown: the terminal prints it as is, and the page escapes it (a code span
        # there read as literal backticks).
        agent = f"your agent “{self.command.shown}”"
        if why == Ending.STOPPED:
            return f"Stopped {agent} after {seconds:.1f} s."
        if why == Ending.TIME_LIMIT:
            return (
                f"Ended {agent}: it ran past its time limit of {self.command.time_limit_s:g} s; "
                "raise the limit if it needs longer."
            )
        if why == Ending.OUTPUT_LIMIT:
            return (
                f"Ended {agent}: it wrote more than {self.command.output_limit:,} bytes of output; "
                "raise the output limit, or make it print less."
            )
        left = " It left processes running, which were ended." if self.leftovers else ""
        if code == 0:
            return f"{agent[0].upper()}{agent[1:]} finished in {seconds:.1f} s.{left}"
        last = next((line for line in reversed(self.lines()) if line.strip()), "")
        said = f" Its last line: {last.strip()[:200]}" if last else " It printed nothing."
        return f"{agent[0].upper()}{agent[1:]} {_exit_words(code)} after {seconds:.1f} s.{said}{left}"


def _exit_words(code: int | None) -> str:
    if code is None or code >= 0:
        return f"exited with code {code}"
    try:
        return f"was ended by signal {-code} ({signal.Signals(-code).name})"
    except ValueError:
        return f"was ended by signal {-code}"


def _signal_group(group: int, sig: signal.Signals) -> None:
    try:
        os.killpg(group, sig)
    except (ProcessLookupError, PermissionError):
        pass  # already gone


def _wait_group_gone(group: int, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while _group_alive(group) and time.monotonic() < deadline:
        time.sleep(0.02)


def _group_alive(group: int) -> bool:
    """Whether a process of the group still runs; one that ended and waits to be reaped (a zombie, as
    under a PID 1 that reaps nothing) does not. Read from Linux's /proc, else asked with signal 0."""
    proc = Path("/proc")
    if not proc.is_dir():
        try:
            os.killpg(group, 0)
        except (ProcessLookupError, PermissionError):
            return False
        return True
    for stat in proc.glob("[0-9]*/stat"):
        try:
            fields = stat.read_text(encoding="ascii", errors="replace").rsplit(")", 1)[1].split()
        except OSError:
            continue  # it ended while we looked
        if len(fields) > 2 and fields[2] == str(group) and fields[0] not in ("Z", "X"):
            return True
    return False
