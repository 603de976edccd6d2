"""How fast this machine's model server reads and writes tokens, measured on its own replies.

A batch's estimate needs the server's pace. llama.cpp reports with every reply how many prompt
tokens it read (not found in its cache) and how many it wrote, and how long each took. Calls made
while no other call of this process was in flight are kept, scaled to a quiet machine by the load
average at the time (the server's threads compete with everything else for the cores), in
`REACT_HOME/throughput.json`, one entry per model, so the next app or CLI start knows the pace.

Beside the pace, each entry keeps how long this server's recent batches took against their
episodes' work at that pace (`record_batch`), per number of episodes run at once: several
episodes sharing the cores interleave, wait and read again, which no per-call rate shows.
"""

from __future__ import annotations

import json
import os
import statistics
import threading
import time
from dataclasses import dataclass
from typing import Any

from react_core.common.paths import react_home

_ALPHA = 0.3  # weight of the newest call in the running average
_MIN_READ, _MIN_WRITTEN = 32, 8  # shorter reads and replies say more about overheads than pace
_BATCHES_KEPT = 5  # the newest batch factors per number at once; their median is used
_lock = threading.Lock()


@dataclass(frozen=True)
class Rates:
    """Tokens a second one call gets on a quiet machine: read (prompt) and written (reply)."""

    read_tps: float
    write_tps: float
    calls: int = 0  # calls measured; 0: a stated default, not measured here


def cpu_share(load: float | None = None, cores: int | None = None, threads: int | None = None) -> float:
    """The share of the cores the server's threads get with `load` (default: now) from everything else."""
    cores = cores or os.cpu_count() or 1
    threads = threads or cores
    load = os.getloadavg()[0] if load is None else load
    return min(1.0, cores / max(1e-9, max(0.0, load - 0.5) + threads))


def record(model: str, timings: dict[str, Any] | None, alone: bool, load: float | None = None) -> None:
    """Keep llama.cpp's `timings` of one reply (prompt_n/prompt_ms read, predicted_n/predicted_ms
    written) for `model`, if the call ran `alone` (no other call of this process beside it)."""
    if not timings or not alone:
        return
    share = cpu_share(load)
    read = _rate(timings, "prompt_n", "prompt_ms", _MIN_READ)
    written = _rate(timings, "predicted_n", "predicted_ms", _MIN_WRITTEN)
    if read is None and written is None:
        return
    with _lock:
        data = _load()
        entry = data.get(model, {})
        for name, rate in (("read_tps", read), ("write_tps", written)):
            if rate is not None:
                quiet = rate / share
                entry[name] = quiet if name not in entry else (1 - _ALPHA) * entry[name] + _ALPHA * quiet
        entry["calls"] = int(entry.get("calls", 0)) + 1
        entry["updated"] = time.time()
        data[model] = entry
        _save(data)


def measured(model: str) -> Rates | None:
    """The rates measured for `model` on this machine; None before it has both."""
    entry = _load().get(model, {})
    if "read_tps" not in entry or "write_tps" not in entry:
        return None
    return Rates(float(entry["read_tps"]), float(entry["write_tps"]), int(entry.get("calls", 0)))


def record_batch(model: str, at_once: int, factor: float) -> None:
    """Keep that a batch of `model`'s server, `at_once` episodes at a time, took `factor` times its
    episodes' work at the measured pace (evaluation/estimate.py's `calibrate`)."""
    if not factor > 0:
        return
    with _lock:
        data = _load()
        entry = data.get(model, {})
        found = entry.get("batches")
        batches: dict[str, Any] = found if isinstance(found, dict) else {}
        kept = [float(f) for f in batches.get(str(at_once), []) if isinstance(f, (int, float))]
        batches[str(at_once)] = (kept + [round(factor, 3)])[-_BATCHES_KEPT:]
        entry["batches"] = batches
        data[model] = entry
        _save(data)


def batch_factor(model: str, at_once: int) -> tuple[float, int] | None:
    """(the median factor of `model`'s recent batches run `at_once` at a time, how many batches): those
    run the nearest number at once when none ran exactly so; None before any batch was measured."""
    batches = _load().get(model, {}).get("batches")
    if not isinstance(batches, dict):
        return None
    measured = {
        int(k): [float(f) for f in v if isinstance(f, (int, float))]
        for k, v in batches.items()
        if str(k).isdigit() and isinstance(v, list)
    }
    measured = {k: v for k, v in measured.items() if v}
    if not measured:
        return None
    nearest = min(measured, key=lambda k: (abs(k - at_once), -k))
    return statistics.median(measured[nearest]), len(measured[nearest])


def _rate(timings: dict[str, Any], tokens: str, millis: str, least: int) -> float | None:
    try:
        count, ms = float(timings.get(tokens) or 0), float(timings.get(millis) or 0)
    except (TypeError, ValueError):
        return None
    return count * 1000.0 / ms if count >= least and ms > 0 else None


def _path():
    return react_home() / "throughput.json"


def _load() -> dict[str, dict[str, Any]]:
    try:
        data = json.loads(_path().read_text())
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _save(data: dict[str, dict[str, Any]]) -> None:
    path = _path()
    temporary = path.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps(data, indent=1))
    temporary.replace(path)
