"""CoT-SC sampling on the embedded model: how the n samples are asked for, and where they end.

    .venv/bin/python bench/bench_cot_sc.py                   # n=21, 4 slots, 2 questions
    .venv/bin/python bench/bench_cot_sc.py --samples 8 --questions 1

The prompt is the real CoT prompt of bundled HotpotQA questions (the project's exemplars),
at the paper's temperature 0.7. The server starts once, and the prompt is read once before
timing, so every way finds the exemplars already in the slot: only sampling is timed.
Ways: "chunks of 4, to max_tokens" (llama-server's n, at most its slot count, decoded in
parallel slots); "one each, to max_tokens" (one request per sample in the trajectory's slot);
"one each, end at Answer" (the same, but each sample stops once its answer line is complete,
what the workbench does). Prints seconds and samples/minute per way and question, and totals.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from react_core.data.tasks import load_tasks
from react_core.engine.catalog import make_method
from react_core.models.base import ModelRequest
from react_core.models.config import load_config
from react_core.models.factory import open_model
from react_core.prompting.self_consistency import COT_MAX_TOKENS, SAMPLE_TEMPERATURE
from react_core.prompting.transcript import render_prompt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=21, help="n (default 21, the paper's)")
    parser.add_argument("--slots", type=int, default=4, help="server slots, i.e. samples per request (default 4)")
    parser.add_argument("--questions", type=int, default=2, help="bundled questions to time (default 2)")
    args = parser.parse_args()

    config = load_config({"provider": "embedded", "slots": args.slots, "cache": False})
    model = open_model(config)
    method = make_method("cot_sc", "hotpotqa")
    ways = {
        f"chunks of {args.slots}, to max_tokens": (args.slots, None),
        "one each, to max_tokens": (1, None),
        "one each, end at Answer": (1, "Answer:"),
    }
    totals = dict.fromkeys(ways, 0.0)
    print(f"# {model.name}, {args.slots} slots, n={args.samples}, T={SAMPLE_TEMPERATURE}")
    print(f"{'question':<22} {'way':<30} {'seconds':>8} {'samples/min':>12}")
    for task in load_tasks("hotpotqa")[: args.questions]:
        prompt = render_prompt(method.prefix, method.transcript, task, [], "Thought:")
        request = ModelRequest(
            prompt,
            stop=("\nQuestion:",),
            max_tokens=COT_MAX_TOKENS,
            temperature=SAMPLE_TEMPERATURE,
            n=args.samples,
            session=f"bench-{task.id}",
        )
        model.complete(ModelRequest(prompt, max_tokens=1, session=request.session))  # read the prompt once
        for way, (max_n, end) in ways.items():
            model.max_n = max_n
            started = time.perf_counter()
            reply = model.complete(replace(request, end_after_line=end))
            seconds = time.perf_counter() - started
            totals[way] += seconds
            assert len(reply.texts) == args.samples
            print(f"{task.id:<22} {way:<30} {seconds:8.1f} {60 * args.samples / seconds:12.1f}")
    for way, seconds in totals.items():
        print(f"# total {way:<30} {seconds:7.1f} s")


if __name__ == "__main__":
    main()
