"""One Compare round, ReAct vs Act, on the embedded model: the columns one after the other, then at once.

    .venv/bin/python bench/bench_compare_round.py [--rounds 2]

Both methods' first prompts are read ahead first (as the app does), so a round costs what the
columns' steps cost. Each variant starts two fresh runs of the first bundled HotpotQA question
and steps both `--rounds` times: "in turn" steps ReAct then Act (the Compare page before issue
37), "at once" steps them in two threads (the page now: the server has a slot for each). Printed:
each round's seconds and the load. The response cache is off.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    from tools.borrowed_home import borrowed_home

    os.environ.update(REACT_HOME=str(borrowed_home("bench-compare-")), REACT_CACHE="0")

    from react_core.data.tasks import load_tasks
    from react_core.engine.assemble import new_engine
    from react_core.engine.warmup import warm_first_prompt
    from react_core.models.config import load_config
    from react_core.models.factory import open_model
    from react_core.models.live import LiveReply, live_scope

    model = open_model(load_config())
    task = load_tasks("hotpotqa", "bundled")[0]
    for method in ("react", "act"):
        warm_first_prompt(model, task, method)
    print(f"load {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)", flush=True)

    def step(engine) -> None:
        with live_scope(LiveReply()):  # a page watches each column, as on the Compare page
            engine.step()

    for variant in ("in turn", "at once"):
        engines = [new_engine(task, method, model) for method in ("react", "act")]
        for n in range(1, args.rounds + 1):
            started = time.perf_counter()
            if variant == "in turn":
                for engine in engines:
                    step(engine)
            else:
                threads = [threading.Thread(target=step, args=(engine,)) for engine in engines]
                for thread in threads:
                    thread.start()
                for thread in threads:
                    thread.join()
            print(
                f"{variant}: round {n} {time.perf_counter() - started:.1f} s   (load {os.getloadavg()[0]:.2f})",
                flush=True,
            )


if __name__ == "__main__":
    main()
