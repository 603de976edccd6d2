"""The embedded server's threads follow the free cores between calls (issue 45, "every free core").

A llama.cpp server's threads are fixed when it starts (`threads.server_threads`, from the load then): a
batch started while two people stepped got one thread and kept it for 40 minutes on an idle machine. Here a
watcher samples, every few seconds, the cores other work leaves free (all cores busy, less the server's own
process), and when that number has differed from the server's threads by one or more for `HOLD_S`, the
server is restarted with the new count between calls: calls wait at a gate while it restarts, its slots
are saved to files first and restored after (each trajectory keeps its cached prompt), on the same port.

    follow = Follow(threads=1)
    follow.decide(now=0.0, free=2)    # None: the change must last
    follow.decide(now=20.0, free=2)   # 2: restart with 2 threads
"""

from __future__ import annotations

import json
import os
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from react_core.models.threads import server_threads

HOLD_S = 15.0  # how long the free cores must stay changed: a compile or a test run's burst is not a reason
PERIOD_S = 3.0  # between two samples
# At most this long for the calls in flight to end, new calls held back meanwhile; else the restart is put
# off for BACKOFF_S (a cold prompt on a loaded machine reads for many minutes: calls must not queue behind it).
GATE_WAIT_S = 20.0
BACKOFF_S = 120.0


@dataclass
class Follow:
    """When a server with `threads` threads should restart with another count: the pure decision."""

    threads: int
    hold_s: float = HOLD_S
    since: float | None = None  # when the free cores began to differ (in the current direction)
    direction: int = 0

    def decide(self, now: float, free: int) -> int | None:
        """The threads to restart with, or None. `free`: the threads the cores other work leaves free
        would give now. A change counts once it has lasted `hold_s` in one direction (more, or fewer); a
        sample back at `threads`, or the other way, starts the wait again."""
        direction = (free > self.threads) - (free < self.threads)
        if direction == 0:
            self.since, self.direction = None, 0
            return None
        if direction != self.direction or self.since is None:
            self.since, self.direction = now, direction
            return None
        if now - self.since < self.hold_s:
            return None
        return free

    def restarted(self, threads: int) -> None:
        self.threads, self.since, self.direction = threads, None, 0


class CallGate:
    """Calls pass freely; a restart waits until none is in flight and holds new ones back meanwhile."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._in_flight = 0
        self._closed = False

    @contextmanager
    def call(self) -> Iterator[None]:
        with self._cond:
            while self._closed:
                self._cond.wait()
            self._in_flight += 1
        try:
            yield
        finally:
            with self._cond:
                self._in_flight -= 1
                self._cond.notify_all()

    @contextmanager
    def closed(self, wait_s: float = GATE_WAIT_S) -> Iterator[bool]:
        """Whether the gate closed with no call in flight (within `wait_s`); open again after the block."""
        deadline = time.monotonic() + wait_s
        with self._cond:
            self._closed = True
            while self._in_flight and time.monotonic() < deadline:
                self._cond.wait(timeout=max(0.0, deadline - time.monotonic()))
            idle = self._in_flight == 0
        try:
            yield idle
        finally:
            with self._cond:
                self._closed = False
                self._cond.notify_all()


def other_busy_cores(pid: int | None, window_s: float = 1.0) -> float | None:
    """Cores busy with other work than process `pid` (the server) over `window_s`, from /proc; None where
    it cannot be read."""
    try:
        before_all, before_own = _all_busy_ticks(), _process_ticks(pid)
        time.sleep(window_s)
        after_all, after_own = _all_busy_ticks(), _process_ticks(pid)
    except (OSError, ValueError, IndexError):
        return None
    total = after_all[1] - before_all[1]
    if total <= 0:
        return None
    cores = os.cpu_count() or 1
    busy = (after_all[0] - before_all[0]) - (after_own - before_own)
    return max(0.0, busy / total * cores)


class ThreadFollower:
    """A daemon thread that restarts `server` (a LlamaServer) with the threads the free cores allow."""

    def __init__(
        self,
        server: Any,  # a LlamaServer (llama_server imports this module): settings, is_running, server_pid, restart
        gate: CallGate,
        *,
        period_s: float = PERIOD_S,
        hold_s: float = HOLD_S,
        log: Callable[[str], None] | None = None,
    ) -> None:
        self.server, self.gate = server, gate
        self.follow = Follow(server.settings.threads, hold_s)
        self.period_s = period_s
        self.restarts: list[tuple[float, int, int]] = []  # (when, threads before, after)
        self._log = log or (lambda _: None)
        self._not_before = 0.0  # after a restart the calls did not make way for, the next try waits
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="llama-thread-follower", daemon=True)

    def start(self) -> ThreadFollower:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        while not self._stop.wait(self.period_s):
            if not self.server.is_running():
                continue
            busy = other_busy_cores(self.server.server_pid())
            if busy is None:
                return  # no /proc: nothing to follow
            now = time.monotonic()
            if now < self._not_before:
                continue
            wanted = self.follow.decide(now, server_threads(busy))
            if wanted is not None and not self.restart(wanted):
                self._not_before = time.monotonic() + BACKOFF_S
                self.follow.restarted(self.follow.threads)  # the change must last again afterwards

    def restart(self, threads: int) -> bool:
        """Restart the server with `threads` between calls, its slots kept; False when calls did not end."""
        with self.gate.closed() as idle:
            if not idle:
                return False
            before = self.server.settings.threads
            self.server.restart(threads)
            self.follow.restarted(threads)
            self.restarts.append((time.monotonic(), before, threads))
            self._log(f"threads {before} -> {threads}")
            return True


def save_slots(base_url: str, slots: int, prefix: str) -> list[tuple[int, str]]:
    """Save each slot's cache to a file (llama.cpp --slot-save-path); the (slot, file) saved."""
    saved = []
    for slot in range(slots):
        name = f"{prefix}-{slot}.bin"
        if _slot_action(base_url, slot, "save", name):
            saved.append((slot, name))
    return saved


def restore_slots(base_url: str, saved: list[tuple[int, str]]) -> int:
    return sum(_slot_action(base_url, slot, "restore", name) for slot, name in saved)


def _slot_action(base_url: str, slot: int, action: str, filename: str) -> bool:
    root = base_url.removesuffix("/v1")
    request = urllib.request.Request(
        f"{root}/slots/{slot}?action={action}",
        data=json.dumps({"filename": filename}).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=120) as reply:
            return reply.status == 200
    except OSError:  # an empty slot has nothing to save; a file gone is nothing to restore
        return False


def _all_busy_ticks() -> tuple[int, int]:
    with open("/proc/stat") as stat:
        values = [int(v) for v in stat.readline().split()[1:9]]
    return sum(values) - values[3] - values[4], sum(values)


def _process_ticks(pid: int | None) -> int:
    """The CPU ticks process `pid` and its threads have used (0 without one)."""
    if pid is None:
        return 0
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return int(fields[11]) + int(fields[12])  # utime, stime
