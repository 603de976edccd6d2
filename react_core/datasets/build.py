"""Trajectories in, a checked dataset out: examples, the split, the summary, and its files.

dataset = build_sft(trajectories, "chat", Filters(only_successful=True), Options(max_tokens=4096))
dataset.summary_lines()            # counts, tokens, success rate, human-steered
write(dataset, Path("alfworld-sft"))   # alfworld-sft.train.jsonl, .validation.jsonl, .summary.json
"""

from __future__ import annotations

import io
import json
import zipfile
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from react_core.datasets import checks, formats, pairs, review_pairs
from react_core.datasets.episodes import Filters, provenance, select
from react_core.datasets.errors import DatasetError
from react_core.datasets.tokens import EstimatedTokens, TokenCounter, chat_tokens
from react_core.storage.reviews import Annotation
from react_core.trajectory.trajectory import Trajectory

KINDS = ("sft", "dpo")


@dataclass(frozen=True)
class Options:
    max_tokens: int | None = None  # an example above it is left out
    validation: float = 0.1  # the share of tasks held out for validation
    seed: int = 0
    few_shot: bool | None = None  # keep the few-shot prefix; None: the format's default (text: yes, else no)
    counter: TokenCounter = field(default_factory=EstimatedTokens)


@dataclass
class Example:
    record: dict[str, Any]
    task_id: str
    tokens: int
    steered: bool
    episode: str  # "trajectory/branch": one episode may give several examples (text: one per step)


@dataclass
class Dataset:
    kind: str  # sft | dpo
    format: str  # chat | sharegpt | text | dpo
    train: list[Example]
    validation: list[Example]
    summary: dict[str, Any]

    @property
    def task_ids(self) -> list[str]:
        return sorted({e.task_id for e in self.train + self.validation})

    def summary_lines(self) -> list[str]:
        return summary_lines(self.summary)

    def jsonl(self, part: str) -> str:
        examples = self.train if part == "train" else self.validation
        return "".join(json.dumps(e.record, ensure_ascii=False) + "\n" for e in examples)

    def zip_bytes(self, stem: str) -> bytes:
        """train, validation and summary in one archive, for a download button."""
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(f"{stem}.train.jsonl", self.jsonl("train"))
            archive.writestr(f"{stem}.validation.jsonl", self.jsonl("validation"))
            archive.writestr(f"{stem}.summary.json", json.dumps(self.summary, indent=1))
        return buffer.getvalue()


def build_sft(
    trajectories: Iterable[Trajectory], fmt: str, filters: Filters = Filters(), options: Options = Options()
) -> Dataset:
    """Fine-tuning examples in `fmt` (chat, sharegpt or text) from the branches `filters` keep."""
    if fmt not in formats.FORMATS:
        raise DatasetError(f"Unknown format {fmt!r}.", f"Choose one of: {', '.join(formats.FORMATS)}.")
    few_shot = options.few_shot if options.few_shot is not None else fmt == "text"
    selection = select(trajectories, filters)
    refused: Counter = Counter()
    examples: list[Example] = []
    scores = []
    for episode in selection.episodes:
        trajectory, branch_id = episode.trajectory, episode.branch_id
        meta = provenance(trajectory, branch_id)
        scores.append(meta["score"])
        key = f"{trajectory.id}/{meta['branch']}"
        if fmt == "text":
            for step, pair in enumerate(formats.text_pairs(trajectory, branch_id, few_shot=few_shot), 1):
                record = formats.text_record(pair, meta, step)
                tokens = options.counter.count(pair["prompt"] + pair["completion"])
                _keep(
                    examples,
                    refused,
                    Example(record, trajectory.task.id, tokens, meta["human_edited"], key),
                    checks.check_text(record) or checks.check_tokens(tokens, options.max_tokens),
                )
            continue
        turns = formats.chat_turns(trajectory, branch_id, few_shot=few_shot)
        method = formats.tool_method(trajectory)
        tools = method.tools.schemas() if method is not None else None
        record = formats.chat_record(turns, meta, tools) if fmt == "chat" else formats.sharegpt_record(turns, meta)
        tokens = chat_tokens(options.counter, turns)
        _keep(
            examples,
            refused,
            Example(record, trajectory.task.id, tokens, meta["human_edited"], key),
            checks.check_turns(turns) or checks.check_tokens(tokens, options.max_tokens),
        )
    return _finish(
        "sft", fmt, examples, refused, selection.left_out, options, len(selection.episodes), scores, few_shot
    )


def build_dpo(
    trajectories: Iterable[Trajectory],
    filters: Filters = Filters(),
    options: Options = Options(),
    annotations: Iterable[Annotation] = (),
) -> Dataset:
    """Preference pairs from Try N times and from steered branches (see `pairs`), in the trajectories
    that pass the family / method / model / batch filters; with review `annotations`, a correction
    of a reviewed episode carries the review's category and marked step (see `review_pairs`)."""
    annotations = list(annotations)
    few_shot = bool(options.few_shot)
    kept = select(trajectories, Filters(filters.families, filters.methods, filters.models, filters.batches))
    seen: dict[str, Trajectory] = {}
    for episode in kept.episodes:
        seen.setdefault(episode.trajectory.id, episode.trajectory)
    refused: Counter = Counter()
    examples: list[Example] = []
    for trajectory in seen.values():
        for pair in _pairs_of(trajectory, annotations):
            record = pairs.pair_record(pair, few_shot=few_shot)
            tokens = options.counter.count(record["prompt"]) + max(
                options.counter.count(record["chosen"]), options.counter.count(record["rejected"])
            )
            steered = record["metadata"]["chosen"]["human_edited"] or record["metadata"]["rejected"]["human_edited"]
            _keep(
                examples,
                refused,
                Example(record, trajectory.task.id, tokens, steered, f"{trajectory.id}/{pair.chosen}>{pair.rejected}"),
                checks.check_pair(record) or checks.check_tokens(tokens, options.max_tokens),
            )
    left_out = Counter({k: v for k, v in kept.left_out.items() if k != "unfinished"})
    return _finish("dpo", "dpo", examples, refused, left_out, options, len(seen), [], few_shot)


def _pairs_of(trajectory: Trajectory, annotations: list[Annotation]) -> list[pairs.Pair]:
    """Reviewed corrections first, so a steered branch a review names is paired once, with its review."""
    reviewed = review_pairs.pairs_from_reviews(trajectory, annotations)
    covered = {(p.chosen, p.rejected) for p in reviewed}
    steered = [p for p in pairs.pairs_from_branches(trajectory) if (p.chosen, p.rejected) not in covered]
    return reviewed + pairs.pairs_from_tries(trajectory) + steered


def _keep(examples: list[Example], refused: Counter, example: Example, reason: str | None) -> None:
    if reason:
        refused[reason.split(" at turn")[0]] += 1
    else:
        examples.append(example)


def _finish(
    kind: str,
    fmt: str,
    examples: list[Example],
    refused: Counter,
    left_out: Counter,
    options: Options,
    episodes: int,
    scores: list[float | None],
    few_shot: bool,
) -> Dataset:
    examples, duplicates = checks.without_duplicates(examples, lambda e: checks.content_key(e.record))
    held_out = checks.split_by_task([e.task_id for e in examples], options.validation, options.seed)
    train = [e for e in examples if e.task_id not in held_out]
    validation = [e for e in examples if e.task_id in held_out]
    tokens = [e.tokens for e in examples]
    summary = {
        "kind": kind,
        "format": fmt,
        "few_shot": few_shot,
        "episodes": episodes,
        "examples": len(examples),
        "train": len(train),
        "validation": len(validation),
        "tasks": len({e.task_id for e in examples}),
        "validation_tasks": sorted(held_out),
        "split": {"validation_share": options.validation, "seed": options.seed, "by": "task"},
        "duplicates_removed": duplicates,
        "refused": dict(sorted(refused.items())),
        "left_out": dict(sorted(left_out.items())),
        "tokens": {
            "total": sum(tokens),
            "max": max(tokens, default=0),
            "mean": round(sum(tokens) / len(tokens), 1) if tokens else 0,
            "limit": options.max_tokens,
            "counted": options.counter.label,
        },
        "success_rate": round(sum(1 for s in scores if s == 1.0) / len(scores), 3) if scores else None,
        "human_steered": sum(1 for e in examples if e.steered),
    }
    return Dataset(kind, fmt, train, validation, summary)


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def summary_lines(summary: dict[str, Any]) -> list[str]:
    """The summary as a person reads it."""
    tokens = summary["tokens"]
    what = (
        ("preference pair", "preference pairs")
        if summary["kind"] == "dpo"
        else (f"{summary['format']} example", f"{summary['format']} examples")
    )
    source = ("trajectory", "trajectories") if summary["kind"] == "dpo" else ("episode", "episodes")
    lines = [
        f"{_count(summary['examples'], *what)} from {_count(summary['episodes'], *source)} "
        f"over {_count(summary['tasks'], 'task', 'tasks')}: "
        f"{summary['train']} train, {summary['validation']} validation "
        # The tasks actually held out: a share of 10% of 2 tasks holds out 1, not "10%".
        f"({len(summary['validation_tasks'])} of {_count(summary['tasks'], 'task', 'tasks')} held out; "
        f"share {summary['split']['validation_share']:.0%}, seed {summary['split']['seed']})",
        f"tokens: {tokens['total']:,} in all, {tokens['max']:,} at most, {tokens['mean']:,} on average"
        + (f", limit {tokens['limit']:,}" if tokens["limit"] else "")
        + f" ({tokens['counted']})",
        f"human-steered: {summary['human_steered']} of {summary['examples']}",
    ]
    if summary["success_rate"] is not None:
        lines.append(f"success rate of the exported episodes: {summary['success_rate']:.0%}")
    if summary["duplicates_removed"]:
        lines.append(f"duplicates removed: {summary['duplicates_removed']}")
    for title, counts in (("refused by the checks", summary["refused"]), ("left out", summary["left_out"])):
        if counts:
            lines.append(f"{title}: " + ", ".join(f"{n} {reason}" for reason, n in counts.items()))
    return lines


def write(dataset: Dataset, stem: Path) -> list[Path]:
    """STEM.train.jsonl, STEM.validation.jsonl and STEM.summary.json; nothing when no example passed."""
    if not dataset.train and not dataset.validation:
        raise DatasetError(
            "No example passed the filters and checks, so no file was written.",
            "Widen the filters (see the summary's 'left out' and 'refused' counts) or raise the token limit.",
        )
    stem.parent.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in (
        (f"{stem.name}.train.jsonl", dataset.jsonl("train")),
        (f"{stem.name}.validation.jsonl", dataset.jsonl("validation")),
        (f"{stem.name}.summary.json", json.dumps(dataset.summary, indent=1) + "\n"),
    ):
        path = stem.parent / name
        tmp = path.with_name(path.name + ".part")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)  # never a half-written file
        written.append(path)
    return written
