"""A documents corpus of generated files: build time, incremental rebuild, size, search latency p50/p95.

    .venv/bin/python bench/bench_docs_corpus.py               # 1,000 documents
    .venv/bin/python bench/bench_docs_corpus.py --docs 200

The documents are generated (a fixed seed): 40% Markdown with 2-5 sections, 30% plain text,
20% HTML with sections, 10% one-page PDF (tools/example_pdf.py writes them), 10-80 sentences
each. Searches are what an agent sends: document titles, bare section headings, and phrases
that match no title (which list similar titles). Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from react_core.data.document_corpus import build_documents_corpus
from react_core.environments.wikipedia import make_env
from tools.example_pdf import simple_pdf

SYLLABLES = "ka lo mi ne ru sa te vo bri dan el for gan hal is jor ken lum mar nor ost pel quin ros stel tor".split()
HEADINGS = ["History", "Budget", "Design", "Results", "People", "Open questions", "Timeline", "Risks"]


def write_documents(folder: Path, count: int, seed: int = 11) -> list[tuple[str, list[str]]]:
    """`count` files under `folder`; returns (title, headings) of each."""
    rng = random.Random(seed)
    vocab = list(dict.fromkeys("".join(rng.choices(SYLLABLES, k=rng.randint(2, 3))) for _ in range(5000)))

    def sentence() -> str:
        return " ".join(rng.choices(vocab, k=rng.randint(6, 14))).capitalize() + "."

    made = []
    for i in range(count):
        title = f"{' '.join(w.capitalize() for w in rng.choices(vocab, k=2))} {i}"
        kind = rng.choices(["md", "txt", "html", "pdf"], weights=[4, 3, 2, 1])[0]
        n = rng.randint(10, 80)
        headings = rng.sample(HEADINGS, rng.randint(2, 5)) if kind in ("md", "html") else []
        name = title.replace(" ", "_")
        if kind == "md":
            body = [f"# {title}", "", " ".join(sentence() for _ in range(3))]
            for h in headings:
                body += ["", f"## {h}", "", " ".join(sentence() for _ in range(n // len(headings)))]
            (folder / f"{name}.md").write_text("\n".join(body), encoding="utf-8")
        elif kind == "txt":
            (folder / f"{name}.txt").write_text(
                "\n\n".join(" ".join(sentence() for _ in range(5)) for _ in range(n // 5)), encoding="utf-8"
            )
        elif kind == "html":
            parts = [f"<html><head><title>{title}</title></head><body><p>{sentence()} {sentence()}</p>"]
            parts += [f"<h2>{h}</h2><p>{' '.join(sentence() for _ in range(n // len(headings)))}</p>" for h in headings]
            (folder / f"{name}.html").write_text("".join(parts) + "</body></html>", encoding="utf-8")
        else:
            lines = [sentence() for _ in range(min(n, 40))]  # one PDF page holds about 45 lines
            (folder / f"{name}.pdf").write_bytes(simple_pdf(lines, title))
        made.append((title, headings))
    return made


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=600)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder, dest = Path(tmp) / "docs", Path(tmp) / "docs.sqlite"
        folder.mkdir()
        os.environ["REACT_HOME"] = str(Path(tmp) / "home")
        made = write_documents(folder, args.docs)
        on_disk = sum(p.stat().st_size for p in folder.iterdir())
        first = build_documents_corpus(folder, dest)
        corpus_bytes = dest.stat().st_size
        cache_bytes = dest.with_name(dest.name + ".files.json").stat().st_size
        again = build_documents_corpus(folder, dest)
        for path in sorted(folder.iterdir())[:10]:  # an edit of 10 files
            path.touch()
        edited = build_documents_corpus(folder, dest)
        rng = random.Random(5)
        queries = []
        for _ in range(args.queries):
            title, headings = rng.choice(made)
            kind = rng.random()
            if kind < 0.4:
                queries.append(f"search[{title}]")
            elif kind < 0.7 and headings:
                queries.append(f"search[{rng.choice(headings)} ({title})]")
            else:
                queries.append(f"search[{title.split()[0]} {rng.choice(HEADINGS).lower()}]")  # a miss
        env = make_env(corpus_path=dest)
        env.reset(None)
        env.step(queries[0])  # opening the corpus is not a search
        timings, hits = [], 0
        for action in queries:
            started = time.perf_counter()
            observation = env.step(action).observation
            timings.append((time.perf_counter() - started) * 1000)
            hits += not observation.startswith("Could not find")
    print(
        f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}"
    )
    print(f"documents: {args.docs} files, {on_disk / 1e6:.1f} MB on disk; skipped {len(first.skipped)}")
    print(
        f"corpus: {first.documents} documents + {first.sections} sections = {first.pages} pages; "
        f"{corpus_bytes / 1e6:.1f} MB SQLite + {cache_bytes / 1e6:.1f} MB rebuild cache (.files.json)"
    )
    print(
        f"build: {first.seconds:.2f} s all files; {again.seconds:.2f} s unchanged; {edited.seconds:.2f} s "
        f"after 10 files changed ({edited.read} read)"
    )
    print(
        f"search: {len(timings)} queries ({hits} opened a page), p50 {statistics.median(timings):.2f} ms, "
        f"p95 {percentile(timings, 0.95):.2f} ms, max {max(timings):.2f} ms"
    )


if __name__ == "__main__":
    main()
