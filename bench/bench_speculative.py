"""Does speculative decoding make the embedded model write faster here? Tokens/s per drafter, same output.

    .venv/bin/python bench/bench_speculative.py [--types none,ngram-simple,ngram-mod] [--prompts 6]

For each llama.cpp drafter (`--spec-type`; "none" is plain decoding) a fresh embedded server
answers the same ReAct prompts at temperature 0: the first step of bundled HotpotQA questions and
later steps of a recorded trajectory (where observations give n-grams to copy). Printed per type:
generation tokens/s (llama.cpp's own timing, median over prompts), draft tokens accepted, and
whether every reply is the same text as with "none" (at temperature 0 it must be). Each prompt is
read once before it is timed, so only writing is measured. Figures only: the load average decides
much of them (printed). `REACT_SPECULATIVE` sets the app's drafter.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from react_core.data.tasks import load_tasks
from react_core.engine.catalog import make_method
from react_core.models.config import load_config
from react_core.models.factory import embedded_server, stop_embedded_servers
from react_core.prompting.transcript import render_prompt

# A later step: the model has read Queen's page and must name its singer (copying from the page).
LATER = (
    "\nThought 1: I need to find the band that recorded Bohemian Rhapsody.\nAction 1: Search[Bohemian Rhapsody]"
    '\nObservation 1: "Bohemian Rhapsody" is a song by the British rock band Queen, written by Freddie Mercury'
    " for the band's 1975 album A Night at the Opera.\nThought 2:"
)


def prompts(count: int) -> list[str]:
    method = make_method("react", "hotpotqa")
    tasks = load_tasks("hotpotqa")
    first = [render_prompt(method.prefix, method.transcript, t, [], "Thought 1:") for t in tasks[:count]]
    later = [render_prompt(method.prefix, method.transcript, tasks[0], [], "").rstrip() + LATER]
    return first + later


def _post(url: str, body: dict) -> dict:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=900) as reply:
        return json.loads(reply.read())


def measure(kind: str, texts: list[str], max_tokens: int) -> tuple[list[float], list[str], int, int]:
    config = load_config({"speculative": kind, "cache": False, "slots": 1})
    server, _ = embedded_server(config)
    root = server.base_url.removesuffix("/v1")
    speeds, replies, drafted, accepted = [], [], 0, 0
    try:
        for prompt in texts:
            _post(f"{root}/completion", {"prompt": prompt, "n_predict": 1, "cache_prompt": True, "id_slot": 0})
            reply = _post(
                f"{root}/completion",
                {
                    "prompt": prompt,
                    "n_predict": max_tokens,
                    "temperature": 0,
                    "cache_prompt": True,
                    "id_slot": 0,
                    "stop": ["\nObservation", "\nQuestion:"],
                },
            )
            timings = reply.get("timings", {})
            speeds.append(float(timings.get("predicted_per_second", 0.0)))
            drafted += int(timings.get("draft_n", 0))
            accepted += int(timings.get("draft_n_accepted", 0))
            replies.append(reply.get("content", ""))
    finally:
        stop_embedded_servers()
    return speeds, replies, drafted, accepted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--types", default="none,ngram-simple,ngram-mod", help="comma-separated --spec-type values")
    parser.add_argument("--prompts", type=int, default=5, help="first-step prompts (plus one later step)")
    parser.add_argument("--max-tokens", type=int, default=96)
    args = parser.parse_args()
    texts = prompts(args.prompts)
    print(f"load average at start: {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores); {len(texts)} prompts")
    baseline: list[str] | None = None
    for kind in args.types.split(","):
        speeds, replies, drafted, accepted = measure(kind, texts, args.max_tokens)
        baseline = replies if baseline is None else baseline
        same = sum(a == b for a, b in zip(replies, baseline))
        rate = f"{accepted}/{drafted} drafted tokens accepted" if drafted else "no drafts"
        print(
            f"{kind:>14}: {statistics.median(speeds):5.1f} tok/s median, {statistics.mean(speeds):.1f} mean "
            f"({min(speeds):.1f}-{max(speeds):.1f}) · "
            f"{rate} · same text as the first type: {same}/{len(replies)}   (load {os.getloadavg()[0]:.2f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
