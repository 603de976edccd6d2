"""Does Evaluate's estimate weigh each method's episodes alike? Per method of stored batches.

    .venv/bin/python bench/bench_method_work.py [--batch cmp-hotpotqa-50 --batch cmp-webshop-10 ...]

The estimate turns an episode's tokens into seconds of work (`estimate.episode_work`) and multiplies
the batch's work by one factor learned per server. That holds only if every method's episodes take
about the same wall time per second of counted work: a method whose calls the work model undercounts
makes every batch with it run long. Printed per batch and method: the episodes, their median wall
seconds over their work (at the server's measured pace, else the stated default), and that ratio
against text ReAct's (goal: within 1.5x either way). Episodes the response cache answered are left out. Reads this home's results (REACT_HOME); episodes
recorded before held calls were counted apart are counted again from their trajectories first.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--batch", action="append", help="a stored batch (repeatable; default: the 5 newest done)")
    parser.add_argument("--model-key", default="embedded:qwen2.5-coder-1.5b-instruct-q4_k_m")
    args = parser.parse_args()

    from react_core.evaluation import estimate
    from react_core.evaluation.results import EpisodeTokens, ResultsStore
    from react_core.models import throughput

    rates = throughput.measured(args.model_key) or estimate.DEFAULT_RATES["1.5b"]
    print(f"pace: reads {rates.read_tps:.0f}, writes {rates.write_tps:.0f} tokens/s ({rates.calls} calls measured)")
    store = ResultsStore()
    batches = store.batches()
    chosen = args.batch or list(batches[batches["status"] == "done"]["batch_id"][:5])
    if not chosen:
        print("no finished batch stored in this home: run one (python -m react_core eval ...) first")
    for batch in chosen:
        frame = store.frame(batch, failed=False)
        if frame.empty:
            print(f"{batch}: no episodes stored")
            continue
        ratios: dict[str, float] = {}
        for (family, method), part in frame.groupby(["family", "method"]):
            exemplars = estimate._exemplar_tokens(str(family), str(method))
            per = []
            cached = 0
            for row in part.itertuples():
                if row.model_seconds < 0.05 * max(1, int(row.calls)):  # the response cache answered: no work
                    cached += 1
                    continue
                tokens = EpisodeTokens(
                    int(row.tokens_in),
                    int(row.tokens_out),
                    int(row.calls),
                    int(row.held_calls),
                    int(row.held_tokens_in),
                )
                work = estimate.episode_work(exemplars, tokens, rates)
                if work > 0 and row.seconds > 0:
                    per.append(row.seconds / work)
            if per:
                ratios[str(method)] = statistics.median(per)
                held = int(part["held_calls"].sum())
                print(
                    f"{batch} {method:12} {len(per):3} episodes, {int(part['calls'].sum()):4} calls "
                    f"({held} held): wall / work {ratios[str(method)]:.2f}"
                    + (f" ({cached} answered from the response cache, left out)" if cached else "")
                )
        if "react" in ratios:
            against = ", ".join(f"{m} {r / ratios['react']:.2f}x" for m, r in ratios.items() if m != "react")
            print(f"{batch} against text ReAct: {against}")


if __name__ == "__main__":
    main()
