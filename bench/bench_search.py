"""Local search latency (p50/p95) and corpus build time; prints figures, asserts nothing.

    .venv/bin/python bench/bench_search.py            # 100,000 synthetic pages + the HotpotQA sample
    .venv/bin/python bench/bench_search.py --pages 20000

Target (issue 2): p95 search latency under 20 ms on 100,000 pages. Queries are what an
agent sends: exact titles (hits), titles with a typo and loose phrases (misses that need
the similar-titles list), and one lookup per hit.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from react_core.data import hotpotqa
from react_core.data.corpus import build_corpus
from react_core.data.pages import Page
from react_core.environments.wikipedia import make_env

SHARED_HF = Path(__file__).resolve().parents[2] / "shared/data/hotpotqa/hotpot_dev_distractor_first50.hf.json"
SYLLABLES = "ka lo mi ne ru sa te vo bri dan el for gan hal is jor ken lum mar nor ost pel quin ros stel tor ul ver win yar zel".split()


def synthetic_pages(n: int, seed: int = 7) -> list[Page]:
    rng = random.Random(seed)
    vocab = list(dict.fromkeys("".join(rng.choices(SYLLABLES, k=rng.randint(2, 4))) for _ in range(60000)))
    cum, total = [], 0.0
    for rank in range(len(vocab)):  # Zipf-like word frequencies
        total += 1 / (rank + 1)
        cum.append(total)
    pages, seen = [], set()
    for i in range(n):
        title = " ".join(w.capitalize() for w in rng.choices(vocab, k=rng.randint(1, 3)))
        if rng.random() < 0.3 or title.lower() in seen:  # disambiguate like Wikipedia: "X (film)"
            title += f" ({rng.choice(['film', 'band', 'river', 'album', 'novel'])} {i})"
        seen.add(title.lower())
        words = rng.choices(vocab, cum_weights=cum, k=rng.randint(40, 110))
        sentences, start = [], 0
        while start < len(words):
            end = start + rng.randint(8, 16)
            sentences.append(" ".join(words[start:end]).capitalize() + ".")
            start = end
        pages.append(Page(title, tuple(sentences)))
    return pages


def typo(text: str, rng: random.Random) -> str:
    i = rng.randrange(max(1, len(text) - 1))
    return text[:i] + text[i + 1 :] if rng.random() < 0.5 else text[:i] + rng.choice("aeiou") + text[i:]


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def measure(env, actions: list[str]) -> list[float]:
    times = []
    for action in actions:
        start = time.perf_counter()
        env.step(action)
        times.append((time.perf_counter() - start) * 1000)
    return times


def report(label: str, times: list[float]) -> None:
    print(
        f"  {label:<34} n={len(times):>5}  p50 {statistics.median(times):6.2f} ms  "
        f"p95 {percentile(times, 0.95):6.2f} ms  max {max(times):7.2f} ms"
    )


def bench_corpus(name: str, pages: list[Page], queries: int, seed: int = 11) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "corpus.sqlite"
        built = build_corpus(pages, path, [name])
        size_mb = path.stat().st_size / 1e6
        print(f"{name}: {built.pages} pages, build {built.seconds:.2f} s, file {size_mb:.1f} MB")
        env = make_env(corpus_path=path)
        titles = [p.title for p in rng.sample(pages, min(queries, len(pages)))]
        env.step(f"search[{titles[0]}]")  # warm the page cache once, as a running app would be
        hits = measure(env, [f"search[{t}]" for t in titles])
        lookups = []
        for t in titles[:200]:
            env.step(f"search[{t}]")
            word = rng.choice(" ".join(pages[0].sentences).split()).strip(".").lower()
            lookups += measure(env, [f"lookup[{word}]"])
        typos = measure(env, [f"search[{typo(t, rng)}]" for t in titles])
        phrases = []
        for p in rng.sample(pages, min(queries, len(pages))):
            words = " ".join(p.sentences).split()
            k = rng.randint(0, max(0, len(words) - 4))
            phrases.append(f"search[{' '.join(words[k : k + rng.randint(2, 4)]).strip('.')}]")
        loose = measure(env, phrases)
        report("search, exact title (hit)", hits)
        report("lookup on the open page", lookups)
        report("search, title with a typo (miss)", typos)
        report("search, 2-4 words from a page (miss)", loose)
        report("all searches", hits + typos + loose)
        env.source.corpus.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=1000)
    args = parser.parse_args()
    print(f"# bench_search on {platform.platform()}, Python {platform.python_version()}, {time.strftime('%Y-%m-%d')}")
    start = time.perf_counter()
    pages = synthetic_pages(args.pages)
    print(f"(generated {len(pages)} synthetic pages in {time.perf_counter() - start:.1f} s)")
    bench_corpus(f"synthetic {args.pages:,}", pages, args.queries)
    if SHARED_HF.is_file():
        bench_corpus("HotpotQA sample (50 questions)", list(hotpotqa.read_pages(SHARED_HF)), args.queries)
    else:
        print(f"HotpotQA sample skipped: {SHARED_HF} not present")


if __name__ == "__main__":
    main()
