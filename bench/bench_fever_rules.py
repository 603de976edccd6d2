"""FEVER's answer rules measured offline, with no model call (react_core/scoring/answer_checks.py).

Run: .venv/bin/python bench/bench_fever_rules.py [--batch ID] [--claims FILE --pages FILE]

Prints:
- the project's FEVER exemplars: how many end in each label, and where NOT ENOUGH INFO is;
- on the shared claims (../shared/data/fever-react500 by default, skipped when absent): for each
  gold label, whether a search for the claim's subject (its longest opening words that name a
  page) finds a page, and how many of the claim's words that page lacks, i.e. how often
  `unsupported_verdict` would fire if the agent read only that page;
- for a stored batch (--batch, read-only from REACT_HOME's evaluation.sqlite3): the confusion
  matrix, how many episodes read a page before answering, and how often each rule fires on right
  and wrong answers (`invalid_label`, `unsupported_verdict`, `silent_verdict`, `unfounded_silence`).
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from react_core.scoring.answer_checks import (
    FEVER_LABELS,
    UNREAD_WORDS,
    finish_argument,
    invalid_label,
    label_of,
    pages_read,
    silent_verdict,
    unfounded_silence,
    unread_claim_words,
)
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared/data/fever-react500"


def exemplar_labels() -> None:
    for method in ("react", "act", "cot", "standard"):
        text = (ROOT / "prompts/fever" / f"{method}.txt").read_text(encoding="utf-8")
        shots = text.split("Here are some examples.\n\n", 1)[1].rstrip("\n").split("\n\n")
        endings = [next(label for label in FEVER_LABELS if shot.rstrip("]").endswith(label)) for shot in shots]
        print(f"{method:9} {len(shots)} exemplars, ending in: {', '.join(endings)}")


def subject_pages(claims_file: Path, pages_file: Path) -> None:
    from react_core.data.corpus import build_corpus
    from react_core.data.fever import read_wiki_pages
    from react_core.environments.wikipedia import make_env

    corpus = Path(tempfile.mkdtemp()) / "fever.sqlite"
    build_corpus(read_wiki_pages(pages_file), corpus)
    env = make_env(corpus_path=corpus)
    claims = [json.loads(line) for line in claims_file.read_text(encoding="utf-8").splitlines() if line.strip()]
    found: dict[str, list[int]] = {label: [] for label in FEVER_LABELS}
    totals = Counter()
    for claim in claims:
        label = claim["label"].replace("_", " ")
        totals[label] += 1
        words = claim["claim"].rstrip(".").split()
        for n in range(len(words), 0, -1):
            env.reset(None)
            result = env.step(f"Search[{' '.join(words[:n])}]")
            if "similar" not in result.info and not result.info.get("invalid"):
                found[label].append(len(unread_claim_words(claim["claim"], [result.observation])))
                break
    print(f"\n{len(claims)} shared claims; a search for the claim's subject, then its page's first sentences:")
    for label in FEVER_LABELS:
        unread = found[label]
        fires = sum(n >= UNREAD_WORDS for n in unread)
        print(
            f"  {label:16} {totals[label]:4} claims, {len(unread):4} found a page; all claim words in it: "
            f"{sum(n == 0 for n in unread):3}; {UNREAD_WORDS}+ words unread (the SUPPORTS rule would fire): {fires:3}"
        )


def batch_rules(batch: str, db: Path) -> None:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    rows = con.execute(
        "SELECT method, gold, answer, score, trajectory FROM episodes WHERE batch_id = ?", (batch,)
    ).fetchall()
    if not rows:
        print(f"\nno episodes of batch {batch!r} in {db}")
        return
    print(f"\nbatch {batch}: {len(rows)} episodes")
    for method in sorted({r[0] for r in rows}):
        part = [r for r in rows if r[0] == method]
        matrix = Counter(
            (label_of(g, FEVER_LABELS), label_of(a, FEVER_LABELS) or ("invalid" if (a or "").strip() else "none"))
            for _, g, a, _, _ in part
        )
        print(f"\n{method}: {len(part)} episodes, accuracy {100 * sum(r[3] or 0 for r in part) / len(part):.1f}%")
        print("  gold \\ answer     " + "  ".join(f"{c[:8]:>8}" for c in (*FEVER_LABELS, "invalid", "none")))
        for gold in FEVER_LABELS:
            print(f"  {gold:17}" + "  ".join(f"{matrix[(gold, c)]:8}" for c in (*FEVER_LABELS, "invalid", "none")))
        fired = Counter()
        for _, _gold, answer, score, text in part:
            trajectory = Trajectory.from_json(text)
            steps = trajectory.steps_of()
            finish = next(
                (s.text for s in reversed(steps) if s.kind == StepKind.ACTION and finish_argument(s.text) is not None),
                None,
            )
            if finish is None or not (answer or "").strip():
                continue  # no answer: the step limit's Finish[] (the engine's, never judged), or an error
            before = steps[: next(i for i in range(len(steps) - 1, -1, -1) if steps[i].text == finish)]
            pages = pages_read(before)
            right = "right" if score == 1 else "wrong"
            said = label_of(answer, FEVER_LABELS) or "invalid"
            fired[(said, "answers", right)] += 1
            if not pages:
                fired[(said, "no page read", right)] += 1
            if invalid_label(finish, FEVER_LABELS):
                fired[("invalid", "invalid_label", right)] += 1
            if said == "SUPPORTS" and len(unread_claim_words(trajectory.task.text, pages)) >= UNREAD_WORDS:
                fired[("SUPPORTS", "unsupported_verdict", right)] += 1
            thought = next((s.text for s in reversed(before) if s.kind == StepKind.THOUGHT), None)
            if silent_verdict(thought, finish, FEVER_LABELS):
                fired[(said, "silent_verdict", right)] += 1
            if unfounded_silence(thought, finish, pages, FEVER_LABELS):
                fired[(said, "unfounded_silence", right)] += 1
        for said in (*FEVER_LABELS, "invalid"):
            for what in (
                "answers",
                "no page read",
                "invalid_label",
                "unsupported_verdict",
                "silent_verdict",
                "unfounded_silence",
            ):
                right, wrong = fired[(said, what, "right")], fired[(said, what, "wrong")]
                if right or wrong:
                    print(f"  {said:16} {what:20} right {right:3}  wrong {wrong:3}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--batch", action="append", help="a stored FEVER batch to read (read-only; repeatable)")
    parser.add_argument("--results", type=Path, help="the results database (default: REACT_HOME's)")
    parser.add_argument("--claims", type=Path, default=SHARED / "claims_react500_open.jsonl")
    parser.add_argument("--pages", type=Path, default=SHARED / "wiki-react500.jsonl")
    args = parser.parse_args()
    exemplar_labels()
    if args.claims.is_file() and args.pages.is_file():
        subject_pages(args.claims, args.pages)
    else:
        print(f"\nskipped the shared claims: {args.claims} or {args.pages} is not here")
    if args.batch:
        from react_core.common.paths import react_home

        for batch in args.batch:
            batch_rules(batch, args.results or react_home() / "evaluation.sqlite3")


if __name__ == "__main__":
    main()
