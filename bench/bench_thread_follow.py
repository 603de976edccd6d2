"""How soon the embedded server runs on every free core after the load that was there at its start goes away.

    .venv/bin/python bench/bench_thread_follow.py            # load: one busy process per core but one
    .venv/bin/python bench/bench_thread_follow.py --busy 2 --seconds 120

Starts busy processes (each spins one core), opens the embedded model while they run (so its server starts
with the threads the load leaves, `threads.server_threads`), writes a little to measure its pace, then ends
the busy processes and keeps writing a short reply every few seconds. Prints, per reply: seconds since the
load went away, the server's threads, tokens/s; then the time until the server's threads followed the free
cores (`thread_follow`: a restart between calls once the change has lasted HOLD_S) and until the pace reached
90% of the best seen. Other work on the machine counts as load too: read the `uptime` it prints.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from react_core.models.base import ModelRequest
from react_core.models.config import load_config
from react_core.models.factory import _followers, open_model, stop_embedded_servers
from react_core.models.thread_follow import HOLD_S

PROMPT = "Count from one to forty in words, separated by commas:"


def pace(model, tokens: int = 48) -> float:
    reply = model.complete(ModelRequest(prompt=PROMPT, max_tokens=tokens, temperature=0.0, session="pace"))
    return reply.tokens_out / max(reply.latency_s, 1e-6)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--busy", type=int, default=max(1, (os.cpu_count() or 2) - 1), help="busy processes")
    parser.add_argument("--seconds", type=float, default=90.0, help="how long to watch after the load ends")
    args = parser.parse_args()
    print(f"uptime: {os.popen('uptime').read().strip()}", flush=True)
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.busy)]
    try:
        time.sleep(3)
        model = open_model(load_config({"provider": "embedded", "cache": False, "slots": 1}))
        (follower,) = list(_followers.values())
        started = follower.server.settings.threads
        before = pace(model)
        print(f"under load ({args.busy} busy): server started with {started} thread(s), {before:.1f} tokens/s")
    finally:
        for spinner in spinners:
            spinner.kill()
    gone = time.monotonic()
    print(f"load gone; threads follow after {HOLD_S:.0f} s of change (sampled every {follower.period_s:.0f} s)")
    rows = []
    while time.monotonic() - gone < args.seconds:
        speed = pace(model)
        rows.append((time.monotonic() - gone, follower.server.settings.threads, speed))
        print(f"  {rows[-1][0]:6.1f} s  threads {rows[-1][1]}  {speed:6.1f} tokens/s", flush=True)
        time.sleep(2)
    best = max(speed for *_, speed in rows)
    followed = next((t for t, threads, _ in rows if threads != started), None)
    full = next((t for t, _, speed in rows if speed >= 0.9 * best), None)
    restarts = [(round(when - gone, 1), a, b) for when, a, b in follower.restarts]
    print(f"restarts (s after the load went, threads before, after): {restarts}")
    print(
        f"threads followed after: {'-' if followed is None else f'{followed:.0f} s'}; "
        f"90% of the best pace ({best:.1f} tokens/s) after: {'-' if full is None else f'{full:.0f} s'}"
    )
    print(f"uptime: {os.popen('uptime').read().strip()}")
    stop_embedded_servers()


if __name__ == "__main__":
    main()
