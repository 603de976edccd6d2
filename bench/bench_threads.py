"""The embedded server's threads under load: every core, one thread, and every core without spinning.

    .venv/bin/python bench/bench_threads.py [--rounds 2] [--busy N] [--max-tokens 48]

llama.cpp's threads wait for each other at every step, spinning by default (`--poll 50`). On 2
cores that other work keeps busy, 2 threads wrote 0.2 to 0.4 tokens/s where 1 thread wrote 3.8
(docs/performance.md), so the server starts with 1 thread above a load of 1.5x the cores, chosen
once at its start. This bench starts a server per setting, in turn, and times a cold ReAct step
(the HotpotQA exemplars read, then 48 tokens written) and a warm one (120 new tokens read in the
same slot). `--busy N` adds N processes that keep a core busy each (other work); without it the
machine's own load is the load. Figures only: the load average is printed beside each.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from react_core.models.llama_server import LlamaServer, ServerSettings
from react_core.models.server_build import find_server_binary
from react_core.models.weights import check_weights, spec_for

SETTINGS = {  # name -> (threads, poll)
    "every core, spinning (default)": (None, None),
    "every core, no spinning (--poll 0)": (None, 0),
    "one thread": (1, None),
}


def _spin(stop) -> None:
    while not stop.is_set():
        pass


def _complete(base_url: str, prompt: str, max_tokens: int) -> dict:
    body = {"prompt": prompt, "n_predict": max_tokens, "temperature": 0, "cache_prompt": True, "id_slot": 0}
    request = urllib.request.Request(
        base_url.removesuffix("/v1") + "/completion", json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=900) as reply:
        return json.loads(reply.read())


def _one(name: str, threads: int | None, poll: int | None, max_tokens: int) -> str:
    spec = spec_for("1.5b")
    settings = ServerSettings(
        binary=find_server_binary(),
        model_path=check_weights(spec),
        model_name=spec.model_name,
        threads=threads or os.cpu_count() or 2,
        slots=1,
        ctx_per_slot=8192,
        poll=poll,
    )
    server = LlamaServer(settings).start()
    try:
        prompt = (ROOT / "prompts/hotpotqa/react.txt").read_text().rstrip("\n")
        prompt += "\n\nQuestion: Which magazine was started first, Arthur's Magazine or First for Women?\nThought 1:"
        load = os.getloadavg()[0]
        cold = _complete(server.base_url, prompt, max_tokens)
        more = cold["content"] + "\nObservation 1: " + "The magazine was started in 1844 in Philadelphia. " * 12
        warm = _complete(server.base_url, prompt + more + "\nThought 2:", max_tokens)
        t1, t2 = cold["timings"], warm["timings"]
        return (
            f"{name:36s} load {load:4.1f} | cold: read {t1['prompt_n']} at {t1['prompt_per_second']:6.1f} tok/s, "
            f"wrote {t1['predicted_n']} at {t1['predicted_per_second']:5.2f} tok/s, "
            f"{(t1['prompt_ms'] + t1['predicted_ms']) / 1000:6.1f} s | warm: read {t2['prompt_n']}, wrote "
            f"{t2['predicted_n']} at {t2['predicted_per_second']:5.2f} tok/s, "
            f"{(t2['prompt_ms'] + t2['predicted_ms']) / 1000:6.1f} s"
        )
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--busy", type=int, default=0, help="processes that each keep a core busy (other work)")
    parser.add_argument("--max-tokens", type=int, default=48)
    args = parser.parse_args()
    stop = multiprocessing.Event()
    spinners = [multiprocessing.Process(target=_spin, args=(stop,), daemon=True) for _ in range(args.busy)]
    for spinner in spinners:
        spinner.start()
    print(f"{time.strftime('%Y-%m-%d %H:%M')} · {os.cpu_count()} cores · {args.busy} busy processes added", flush=True)
    try:
        for round_ in range(args.rounds):
            for name, (threads, poll) in SETTINGS.items():
                print(f"round {round_ + 1}: {_one(name, threads, poll, args.max_tokens)}", flush=True)
    finally:
        stop.set()
        for spinner in spinners:
            spinner.join(timeout=5)


if __name__ == "__main__":
    main()
