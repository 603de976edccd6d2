"""A run's trajectory saved to History on a thread of its own, so an agent's call never waits for it.

`ask()` after every change; saves coalesce (changes made while one is being written go in the next),
and a busy run writes at most every `interval_s` (a long run's JSON takes a while to write, and the
agent's calls share the interpreter with it), so a crash loses at most that last fraction of a second. `wait()` returns once everything asked
before it is written. A save that fails is retried at the next change and said once by `problem`.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable


class Saver:
    def __init__(self, write: Callable[[], None], interval_s: float = 0.25) -> None:
        self._write = write
        self.interval_s = interval_s
        self._hurry = False  # `wait()` asked: write now, not after the interval
        self._asked = 0  # changes asked to be saved, counted
        self._saved = 0  # the count the last finished write covered
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None
        self.problem: str | None = None

    def ask(self) -> None:
        with self._changed:
            self._asked += 1
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, daemon=True, name="endpoint-saver")
                self._thread.start()
            self._changed.notify_all()

    def wait(self, timeout_s: float = 30.0) -> bool:
        """True once every change asked so far is written (False: not within `timeout_s`)."""
        with self._changed:
            target = self._asked
            self._hurry = True
            self._changed.notify_all()
            return self._changed.wait_for(lambda: self._saved >= target, timeout_s)

    def _loop(self) -> None:
        while True:
            with self._changed:
                if not self._changed.wait_for(lambda: self._asked > self._saved, timeout=5.0):
                    self._thread = None
                    return  # idle: the next ask starts a new thread
                covering = self._asked
            try:
                self._write()
                self.problem = None
            except (OSError, sqlite3.Error) as exc:
                self.problem = (
                    f"History could not be saved ({exc}); the run is kept in memory and saved at the next call."
                )
            with self._changed:
                self._saved = max(self._saved, covering)
                self._changed.notify_all()
                self._changed.wait_for(lambda: self._hurry, self.interval_s)
                self._hurry = False
