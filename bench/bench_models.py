"""Embedded model speed: tokens/s, cold vs warm steps, alternating trajectories, memory, overhead.

    .venv/bin/python bench/bench_models.py [--size 1.5b] [--threads N] [--max-tokens 48]

Starts the embedded llama.cpp server the way the app does, then prints:
- prompt and generation tokens/s as llama.cpp itself reports them (the limit);
- a ReAct step's latency cold (whole prompt read) and warm (prefix reused, only new tokens);
- ReAct and Act stepped in turn (Compare page), each with its own slot vs one shared slot;
- the server's resident memory;
- the project's overhead: the same request through `OpenAIModel` vs llama.cpp's own timing;
- with --chat-questions K: how often each chat layout gives a well-formed first step.
Figures only, no pass/fail: the machine's load decides much of them (load average printed).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import sys
import time
import urllib.request
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from react_core.models.base import ModelRequest
from react_core.models.config import load_config
from react_core.models.factory import embedded_server, stop_embedded_servers
from react_core.models.openai_model import OpenAIModel
from react_core.models.weights import spec_for

STOPS = ["\nObservation", "\nQuestion:"]


def questions(count: int) -> list[str]:
    rows = (ROOT / "react_core/data/bundled/hotpotqa.jsonl").read_text().splitlines()
    return [json.loads(row)["question"] for row in rows[:count]]


def observation() -> str:
    first = json.loads((ROOT / "react_core/data/bundled/pages.jsonl").read_text().splitlines()[0])
    text = first.get("text") or first.get("summary") or " ".join(first.get("sentences", []))
    return " ".join(str(text).split()[:90])


def react_prompt(question: str) -> str:
    return (ROOT / "prompts/hotpotqa/react.txt").read_text().rstrip("\n") + f"\n\nQuestion: {question}\nThought 1:"


def act_prompt(question: str) -> str:
    return (ROOT / "prompts/hotpotqa/act.txt").read_text().rstrip("\n") + f"\n\nQuestion: {question}\nAction 1:"


def raw_completion(base_url: str, prompt: str, max_tokens: int, slot: int | None) -> tuple[dict, float]:
    """One request straight to llama-server (no openai package): its reply and our wall time."""
    body = {"prompt": prompt, "max_tokens": max_tokens, "temperature": 0, "stop": STOPS, "cache_prompt": True}
    if slot is not None:
        body["id_slot"] = slot
    request = urllib.request.Request(
        base_url + "/completions", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    started = time.perf_counter()
    with urllib.request.urlopen(request, timeout=1800) as response:
        reply = json.load(response)
    return reply, time.perf_counter() - started


def next_prompt(prompt: str, reply_text: str, step: int, cue: str = "Thought") -> str:
    """The prompt of the following step: the reply, an observation, and the next cue."""
    return f"{prompt}{reply_text}\nObservation {step}: {observation()}\n{cue} {step + 1}:"


STEP = re.compile(r"^ ?\S.*\nAction 1: (Search|Lookup|Finish)\[[^\]\n]+\]\s*$")


def chat_layouts(base: str, model_name: str, count: int, max_tokens: int) -> None:
    """How often each chat layout yields a well-formed 'Thought ... / Action 1: Verb[arg]' step."""
    for layout in ("completion", "transcript", "prefill"):
        style = "completion" if layout == "completion" else "chat"
        model = OpenAIModel(
            base_url=base,
            model=model_name,
            api_style=style,
            chat_layout=layout if style == "chat" else "transcript",
            timeout_s=1800,
        )
        good, seconds = 0, 0.0
        for question in questions(count):
            reply = model.complete(ModelRequest(react_prompt(question), stop=tuple(STOPS), max_tokens=max_tokens + 32))
            good += bool(STEP.match(reply.text))
            seconds += reply.latency_s
        print(f"{layout:>10}: {good}/{count} well-formed first steps, {seconds / count:.1f} s per step")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default=None)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--max-tokens", type=int, default=48)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--chat-questions",
        type=int,
        default=0,
        help="also measure chat layouts (transcript vs prefill) on this many bundled questions",
    )
    args = parser.parse_args()

    config = load_config(
        {
            "provider": "embedded",
            "cache": False,
            "embedded_size": args.size,
            "threads": args.threads,
            "slots": 4,
            "timeout_s": 1800.0,
        }
    )
    spec = spec_for(config.embedded_size)
    print(
        f"# bench_models  {datetime.now():%Y-%m-%d %H:%M}  {platform.node()}  {platform.processor() or platform.machine()}"
        f"  cores={os.cpu_count()}  threads={config.threads or os.cpu_count()}  model={spec.model_name}"
    )
    print(f"load average at start: {os.getloadavg()[0]:.2f}")

    started = time.perf_counter()
    server, slots = embedded_server(config)
    print(f"server start (load model, ready on /health): {time.perf_counter() - started:.1f} s")
    print(f"resident memory after load: {server.resident_bytes() / 2**20:,.0f} MiB")
    base = server.base_url
    q1 = questions(1)[0]
    mt = args.max_tokens

    # 1. Cold then warm, llama.cpp's own timings.
    cold, cold_wall = raw_completion(base, react_prompt(q1), mt, slot=0)
    t = cold["timings"]
    print(
        f"\ncold step: {t['prompt_n']} prompt tokens in {t['prompt_ms'] / 1000:.2f} s "
        f"({t['prompt_per_second']:.1f} tok/s), {t['predicted_n']} generated in {t['predicted_ms'] / 1000:.2f} s "
        f"({t['predicted_per_second']:.1f} tok/s); wall {cold_wall:.2f} s"
    )
    warm_prompt = next_prompt(react_prompt(q1), cold["choices"][0]["text"], 1)
    warm, warm_wall = raw_completion(base, warm_prompt, mt, slot=0)
    t = warm["timings"]
    print(
        f"warm step (same slot): {t['prompt_n']} new prompt tokens (of {warm['usage']['prompt_tokens']}, "
        f"{t.get('cache_n', '?')} reused) in {t['prompt_ms'] / 1000:.2f} s, {t['predicted_n']} generated; "
        f"wall {warm_wall:.2f} s  (cold/warm = {cold_wall / warm_wall:.1f}x)"
    )

    # 2. ReAct and Act on the same question stepped in turn (the Compare page): their few-shot
    #    prefixes differ, so a shared slot re-reads a whole prompt at every switch.
    #    Each variant gets its own question: llama.cpp's RAM prompt cache would otherwise hand
    #    the second variant the first one's prompts.
    q2, q3 = questions(3)[1:]
    for label, slot_a, slot_b, question in [("own slot each", 1, 2, q2), ("one shared slot", 3, 3, q3)]:
        runs = {"react": [react_prompt(question), slot_a, "Thought"], "act": [act_prompt(question), slot_b, "Action"]}
        walls, new_tokens = [], []
        for step in (1, 2):
            for run in runs.values():
                reply, wall = raw_completion(base, run[0], mt, slot=run[1])
                run[0] = next_prompt(run[0], reply["choices"][0]["text"], step, run[2])
                if step == 2:
                    walls.append(wall)
                    new_tokens.append(reply["timings"]["prompt_n"])
        print(
            f"ReAct and Act alternating ({label}): second-round steps {', '.join(f'{w:.2f} s' for w in walls)}; "
            f"prompt tokens read {new_tokens}"
        )

    # 3. Project overhead: same warm request via OpenAIModel vs llama.cpp's own time for it.
    model = OpenAIModel(base_url=base, model=spec.model_name, api_style="completion", slots=slots, timeout_s=1800)
    request = ModelRequest(warm_prompt, stop=tuple(STOPS), max_tokens=mt, session="overhead")
    model.complete(request)  # warm this session's slot
    slot = slots.slot_for("overhead")
    overheads, ratios, direct_overheads = [], [], []
    for _ in range(args.repeats):
        # Overhead = our wall time minus llama.cpp's own time for the very same call.
        ours = model.complete(request).latency_s
        own = model.last_server_timings
        own_s = (own["prompt_ms"] + own["predicted_ms"]) / 1000
        overheads.append(ours - own_s)
        ratios.append(ours / own_s - 1)
        reply, wall = raw_completion(base, warm_prompt, mt, slot=slot)
        direct_overheads.append(wall - (reply["timings"]["prompt_ms"] + reply["timings"]["predicted_ms"]) / 1000)
    print(
        f"\nsame warm step x{args.repeats} (median): llama.cpp's own time {own_s:.3f} s; project overhead on top "
        f"{1000 * statistics.median(overheads):.0f} ms ({100 * statistics.median(ratios):+.1f}%); "
        f"raw HTTP client overhead {1000 * statistics.median(direct_overheads):.0f} ms"
    )
    if args.chat_questions:
        chat_layouts(base, spec.model_name, args.chat_questions, mt)
    print(f"resident memory after the run: {server.resident_bytes() / 2**20:,.0f} MiB")
    print(f"load average at end: {os.getloadavg()[0]:.2f}")
    stop_embedded_servers()


if __name__ == "__main__":
    main()
