"""A stored batch's aggregates, as a small JSON file committed to docs/results/batches/<batch>.json.

The results database lives in REACT_HOME (not in git, gone on a new machine); a snapshot keeps
what the results document needs: per method and model the episode count, the score with a 95%
bootstrap interval, F1, FEVER's confusion matrix, ALFWorld's per-type success and progress rate,
WebShop's score and success, the failure breakdown, tokens and timings; and the batch's id,
command, dates, machine, load, data set and prompt set. Never a task's text, question, claim,
answer or product: that data is not the project's to commit.

    snapshot = make_snapshot(ResultsStore(), "hotpotqa-v4", note="2 cores shared with ...")
    write_snapshot(snapshot, Path("docs/results/batches"))
"""

from __future__ import annotations

import json
import os
import platform
import random
import shlex
import time
from pathlib import Path
from typing import Any

import pandas as pd

from react_core.engine import catalog
from react_core.evaluation import tables
from react_core.evaluation.combined import with_combined
from react_core.evaluation.failures import FLAGS, LABELS
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.searches import search_counts
from react_core.evaluation.spec import DEFAULT_MODEL, BatchSpec
from react_core.scoring.metrics import normalize_label

SCHEMA = 1
RESAMPLES = 2000  # bootstrap resamples of the episodes, seeded so a snapshot never changes on rerun
SECTIONS: dict[str, tuple[str, str | None]] = {  # the results document's sections, in its order: (heading, family)
    **{  # a section per family the paper reports on ("table1-hotpotqa": "Table 1: HotpotQA")
        f"{f.table.lower().replace(' ', '')}-{f.name}": (f"{f.table}: {f.short}", f.name)
        for f in catalog.FAMILIES
        if f.paper_tasks
    },
    "figure2-cot-sc": ("Figure 2: CoT-SC samples", None),
}
FAMILY_SECTION = {family: key for key, (_, family) in SECTIONS.items() if family}


def bootstrap(points: list[float], resamples: int = RESAMPLES, seed: int = 0) -> tuple[float, float, float]:
    """(mean, 2.5th, 97.5th percentile of resampled means), in %, over episodes."""
    if not points:
        return (0.0, 0.0, 0.0)
    rng = random.Random(seed)
    n = len(points)
    means = sorted(sum(rng.choice(points) for _ in range(n)) / n for _ in range(resamples))
    low, high = means[int(0.025 * resamples)], means[min(resamples - 1, int(0.975 * resamples))]
    return (round(100 * sum(points) / n, 1), round(100 * low, 1), round(100 * high, 1))


def make_snapshot(
    results: ResultsStore,
    batch_id: str,
    *,
    sections: list[str] | None = None,
    note: str | None = None,
    command: str | None = None,
) -> dict:
    """The batch's aggregates; `sections` place it in the document (default: by its family, and
    Figure 2 too when it ran CoT-SC)."""
    stored = results.spec(batch_id)
    if stored is None:
        raise ValueError(f"No batch {batch_id!r} in {results.path}; `python -m react_core eval --list` lists them.")
    spec = BatchSpec.from_dict(stored)
    frame = results.frame(batch_id)
    if frame.empty:
        raise ValueError(f"Batch {batch_id!r} has no finished episodes yet; nothing to snapshot.")
    family = str(frame["family"].iloc[0])
    trajectories = _trajectories(results, batch_id, frame)
    curve = _curve(frame, trajectories)
    episodes, tasks = len(frame), int(frame["task_id"].nunique())
    if catalog.family(family).table == "Table 1":  # the back-offs scored from ReAct and CoT-SC, as the paper did
        frame = tables.table1_episodes(with_combined(frame, trajectories))
    searched = search_counts(frame, trajectories)
    searches = {(r["method"], r["model"]): r for r in searched.to_dict("records")}
    chosen = sections or [FAMILY_SECTION[family], *(["figure2-cot-sc"] if curve else [])]
    unknown = [s for s in chosen if s not in SECTIONS]
    if unknown:
        raise ValueError(f"Unknown table {unknown[0]!r}; choose one of: {', '.join(SECTIONS)}.")
    finished = pd.to_datetime(frame["finished_at"], unit="s")
    return {
        "schema": SCHEMA,
        "batch": batch_id,
        "family": family,
        "sections": chosen,
        "command": command or command_of(spec, batch_id),
        "dates": [finished.min().strftime("%Y-%m-%d"), finished.max().strftime("%Y-%m-%d")],
        "machine": _machine(),
        "data": _data_of(results, batch_id, frame, spec),
        "prompt_set": spec.prompt_set,
        "decoding": "greedy, paper"
        if not spec.retry_repeats
        else "greedy with the small-model aid (asks again after a repeated failed action)",
        "episodes": episodes,
        "tasks": tasks,
        "rows": [
            _row(family, method, model, part, searches.get((method, model)))
            for (method, model), part in sorted(
                frame.groupby(["method", "model"]),
                key=lambda kv: (
                    tables.METHOD_ORDER.index(kv[0][0]) if kv[0][0] in tables.METHOD_ORDER else 99,
                    kv[0][1],
                ),
            )
        ],
        "figure2": curve,
        "note": note or "",
    }


def write_snapshot(snapshot: dict, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{snapshot['batch']}.json"
    path.write_text(json.dumps(snapshot, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def command_of(spec: BatchSpec, batch_id: str) -> str:
    """The `eval` command that runs (and resumes) this batch, rebuilt from its settings."""
    words = ["python", "-m", "react_core", "eval", "--set", spec.task_set, "--methods", ",".join(spec.methods)]
    if spec.models != (DEFAULT_MODEL,):
        words += ["--models", ",".join(spec.models)]
    for flag, value in (
        ("--skip", spec.skip or None),
        ("--limit", spec.limit),
        ("--sample", spec.sample),
        ("--max-steps", spec.max_steps),
        ("--corpus", spec.corpus_path),
        ("--paper-prompts", spec.paper_prompts),
    ):
        if value is not None:
            words += [flag, str(value)]
    if spec.sample is not None:
        words += ["--seed", str(spec.seed)]
    if spec.samples != 21:
        words += ["--samples", str(spec.samples)]
    if spec.temperature:
        words += ["--temperature", str(spec.temperature)]
    if not spec.retry_repeats:
        words.append("--paper-decoding")
    if spec.wiki_backend != "local":
        words += ["--wiki", spec.wiki_backend]
    if spec.prompt_set != "project":
        words += ["--prompts", spec.prompt_set]
    if batch_id != spec.default_id():
        words += ["--batch", batch_id]
    return shlex.join(words)


def _row(family: str, method: str, model: str, part: pd.DataFrame, searches: dict | None = None) -> dict:
    fam = catalog.family(family)
    points = [float(x) for x in part["score"].fillna(0)]
    row = {
        "method": method,
        "label": tables.method_name(method),
        "model": model,
        "n": len(part),
        "metric": fam.metric,
        "score": bootstrap(points),
        "no_answer": int(tables.unanswered(part).sum()),
        "failures": {LABELS[f]: int(part["failures"].map(lambda flags, f=f: f in (flags or [])).sum()) for f in FLAGS},
    }
    if method in tables.PAPER_KEY:  # a back-off scored from the batch's own episodes: no calls of its own
        row["backed_off"] = int(part["backed_off"].notna().sum())
    else:
        row |= {
            "tokens_in": int(part["tokens_in"].sum()),
            "tokens_out": int(part["tokens_out"].sum()),
            "calls": int(part["calls"].sum()),
            "seconds_mean": round(float(part["seconds"].mean()), 1),
            "model_seconds": round(float(part["model_seconds"].sum()), 1),
        }
    if searches:
        row["searches"] = {
            "made": int(searches["searches"]),
            "found": int(searches["found a page"]),
            "episodes_with_page": int(searches["episodes with a page"]),
        }
    if fam.scoring == "answer":
        row["f1"] = round(100 * float(part["f1"].fillna(0).mean()), 1)
    if fam.scoring == "label":
        guessed = part["answer"].map(_label_of)  # never the answer's own words: a label, "other" or "no answer"
        row["confusion"] = {
            str(gold): {str(g): int(n) for g, n in guessed[part["gold"] == gold].value_counts().items()}
            for gold in sorted(part["gold"].dropna().unique())
        }
    if fam.scoring == "environment":
        per_type: dict[str, dict[str, Any]] = {}
        row["per_type"] = per_type
        for task_type, short in tables.ALFWORLD_TYPES:
            typed = part[part["task_type"] == task_type]
            if len(typed):
                rates = pd.to_numeric(typed["progress"], errors="coerce").dropna()
                per_type[short] = {
                    "n": len(typed),
                    "success": round(100 * float(typed["score"].fillna(0).mean()), 1),
                    "progress": round(100 * float(rates.mean()), 1) if len(rates) else None,
                }
        rates = pd.to_numeric(part["progress"], errors="coerce").dropna()
        row["progress"] = round(100 * float(rates.mean()), 1) if len(rates) else None
    if fam.scoring == "reward":
        row["success"] = bootstrap([1.0 if s else 0.0 for s in part["success"].fillna(False).astype(bool)])
    return row


def _label_of(answer) -> str:
    if not isinstance(answer, str) or not answer.strip():
        return "no answer"
    label = normalize_label(answer)
    return label if label in ("SUPPORTS", "REFUTES", "NOT ENOUGH INFO") else "other"


def _trajectories(results: ResultsStore, batch_id: str, frame: pd.DataFrame) -> dict:
    """The batch's trajectories when a figure needs them: CoT-SC's samples (Figure 2, the back-off
    rows) or a knowledge family's searches."""
    searching = catalog.family(str(frame["family"].iloc[0])).wikipedia
    if not searching and not frame["method"].isin(["cot_sc", "react_cot_sc"]).any():
        return {}
    return {t.id: t for t in results.trajectories(batch_id)}


def _curve(frame: pd.DataFrame, trajectories: dict) -> list[dict]:
    if not frame["method"].isin(["cot_sc", "react_cot_sc"]).any():
        return []
    curve = tables.samples_curve(frame, trajectories)
    return [] if curve.empty else curve.to_dict("records")


def _data_of(results: ResultsStore, batch_id: str, frame: pd.DataFrame, spec: BatchSpec) -> str:
    """The data set in words: the set's name and what its tasks say of their data (never a task)."""
    first = frame.iloc[0]
    said = ""
    try:
        task = results.trajectory(batch_id, first["task_id"], first["method"], first["model"]).task
        said = str(task.meta.get("data") or "")
    except Exception:
        pass
    return f"{frame['task_id'].nunique()} tasks of {spec.task_set}" + (f" ({said})" if said else "")


def _machine() -> dict:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (None, None, None)
    return {
        "system": platform.platform(terse=True),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "load_at_snapshot": [round(x, 2) for x in load if x is not None],
        "snapshot_at": time.strftime("%Y-%m-%d %H:%M"),
    }
