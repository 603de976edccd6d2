"""How many threads the embedded llama.cpp server gets: the cores other work leaves free.

llama.cpp's threads wait for each other at every step, so a thread that shares its core with other
work holds back all of them. Beside a batch's server keeping both of 2 cores busy, a new server
with 2 threads wrote 0.85 tokens/s and one with 1 thread 6.65 (`bench/bench_threads.py`, 2026-11-26;
`--poll 0`, threads that sleep instead of spinning, wrote 1.07). A server's threads are fixed when
it starts, so the choice is made then, from how busy the cores are at that moment: the load average
lags a minute behind, and right after one batch ended it still counted that batch's server (the
next batch, started at once, kept 1 thread on an idle machine for its whole run). A server whose
threads were chosen so then follows the free cores between calls (`thread_follow`).
"""

from __future__ import annotations

import math
import os
import time

# Other work above this many cores' worth takes a core away from the server (below it, sharing one
# core a little costs less than giving the core up).
_SPARE = 0.25
_last: tuple[float, float] | None = None  # (when, busy cores) of the latest measurement (`load_now`)


def busy_cores(window_s: float = 0.5) -> float | None:
    """How many cores are busy right now, over `window_s` (Linux /proc/stat); None where unreadable.
    Measured while this process sleeps, it is other work."""
    global _last
    try:
        idle_before, total_before = _cpu_times()
        time.sleep(window_s)
        idle_after, total_after = _cpu_times()
    except (OSError, ValueError, IndexError):
        return None
    total = total_after - total_before
    if total <= 0:
        return None
    busy = max(0.0, 1.0 - (idle_after - idle_before) / total) * (os.cpu_count() or 1)
    _last = (time.monotonic(), busy)
    return busy


def load_now(fresh_s: float = 5.0) -> float:
    """The load as an estimate should read it: the cores busy now (measured within the last
    `fresh_s` seconds, else over a quarter of a second) plus this process's own half core. The
    1-minute load average still counts work that has just ended (a batch's server, the batch before)."""
    if _last is not None and time.monotonic() - _last[0] < fresh_s:
        return _last[1] + 0.5
    busy = busy_cores(0.25)
    return busy + 0.5 if busy is not None else os.getloadavg()[0]


def server_threads(busy: float | None = None, cores: int | None = None) -> int:
    """The embedded server's threads when REACT_THREADS is unset: every core that other work (`busy`
    cores' worth, default: measured now) leaves free, and at least one."""
    cores = cores or os.cpu_count() or 2
    if busy is None:
        busy = busy_cores()
    if busy is None:  # no /proc/stat: the load average, less this process's own share
        busy = max(0.0, os.getloadavg()[0] - 0.5)
    return max(1, cores - math.floor(busy + _SPARE))


def threads_for_load(load: float, cores: int | None = None) -> int:
    """The threads a server started at this load average would get (an estimate's guess, without
    sampling the cores): the load less about half a core of this process's own."""
    return server_threads(max(0.0, load - 0.5), cores)


def _cpu_times() -> tuple[int, int]:
    with open("/proc/stat") as stat:
        values = [int(v) for v in stat.readline().split()[1:9]]
    return values[3] + values[4], sum(values)  # idle + iowait, all
