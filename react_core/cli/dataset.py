"""`python -m react_core dataset` (also `react-workbench dataset`): training data from trajectories.

cli.py adds this subcommand to its parser and reports its errors. It sits beside cli.py because
it reads batches from the evaluation store, a room above the datasets room.

    python -m react_core dataset sft --batch BATCH --format chat --only-successful --out alfworld-sft
    python -m react_core dataset sft --batch BATCH --summary        # counts only, writes nothing
    python -m react_core dataset dpo --history --out my-pairs       # Try N times and steered branches
    python -m react_core dataset list
    python -m react_core dataset mark alfworld-sft --trains my-finetuned-model
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from react_core.common.text_hygiene import for_terminal


def add_dataset_command(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "dataset",
        help="fine-tuning sets (SFT) and preference pairs (DPO) from batches and History",
        description="Training data from trajectories; see docs/training-data.md.",
    )
    parser.set_defaults(handler=lambda _args: _usage(parser))
    sub = parser.add_subparsers(dest="dataset_command")
    from react_core.datasets.formats import FORMATS

    for kind, help_text in (
        ("sft", "fine-tuning examples: chat, sharegpt or text (the paper's prompt/completion)"),
        ("dpo", "preference pairs (prompt / chosen / rejected) from Try N times and branches"),
    ):
        command = sub.add_parser(kind, help=help_text, description=help_text)
        if kind == "sft":
            command.add_argument(
                "--format",
                choices=list(FORMATS),
                default="chat",
                help="; ".join(f"{k}: {v}" for k, v in FORMATS.items()),
            )
        where = command.add_argument_group("where the trajectories come from (at least one)")
        where.add_argument(
            "--batch",
            action="append",
            default=[],
            metavar="ID",
            help="an evaluation batch (repeatable; `eval --list` shows them)",
        )
        where.add_argument("--history", action="store_true", help="every trajectory saved in History")
        where.add_argument(
            "--trajectory", action="append", default=[], metavar="ID", help="a History trajectory by id (repeatable)"
        )
        where.add_argument("--results", help="results database (default: <REACT_HOME>/evaluation.sqlite3)")
        keep = command.add_argument_group("filters")
        keep.add_argument("--family", action="append", default=[], help="hotpotqa, fever, alfworld, webshop")
        keep.add_argument("--method", action="append", default=[], help="react or act")
        keep.add_argument("--model", action="append", default=[], help="a model's label or name")
        if kind == "sft":
            keep.add_argument("--only-successful", action="store_true", help="EM / success / reward = 1 only")
            keep.add_argument("--only-steered", action="store_true", help="branches a person edited only")
            keep.add_argument(
                "--only-winner", action="store_true", help="per trajectory, only the branch with the best score"
            )
        checks = command.add_argument_group("checks and split")
        checks.add_argument("--max-tokens", type=int, help="leave out examples longer than this")
        checks.add_argument(
            "--tokenizer-url",
            metavar="URL",
            help="a llama.cpp server (e.g. the embedded model's) to count tokens with its "
            "/tokenize; default: a stated estimate",
        )
        checks.add_argument("--validation", type=float, default=0.1, help="share of tasks held out (default 0.1)")
        checks.add_argument("--seed", type=int, default=0, help="seed of the split (default 0)")
        checks.add_argument(
            "--few-shot",
            action=argparse.BooleanOptionalAction,
            default=None,
            help="keep the few-shot prefix (default: only for --format text)",
        )
        out = command.add_argument_group("output")
        out.add_argument(
            "--out",
            type=Path,
            metavar="STEM",
            help="write STEM.train.jsonl, STEM.validation.jsonl and STEM.summary.json",
        )
        out.add_argument("--summary", action="store_true", help="print the summary only; write nothing")
        out.add_argument(
            "--trains",
            action="append",
            default=[],
            metavar="MODEL",
            help="the model this data will train, as `eval --models` names it (held-out check)",
        )
        command.set_defaults(handler=_build, kind=kind)
    sub.add_parser("list", help="the datasets written so far").set_defaults(handler=_list)
    mark = sub.add_parser("mark", help="record that a model was trained on a dataset (eval then warns)")
    mark.add_argument("name", help="the dataset's name (see `dataset list`)")
    mark.add_argument("--trains", required=True, metavar="MODEL", help="the model, as `eval --models` names it")
    mark.set_defaults(handler=_mark)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def _trajectories(args: argparse.Namespace) -> list:
    from react_core.datasets.errors import DatasetError

    if not (args.batch or args.history or args.trajectory):
        raise DatasetError("No trajectories named.", "Give --batch ID, --history or --trajectory ID.")
    found = []
    if args.batch:
        from react_core.evaluation.results import ResultsStore

        results = ResultsStore(args.results)
        for batch in args.batch:
            if results.spec(batch) is None:
                raise DatasetError(f"No batch {batch!r} in {results.path}.", "See `python -m react_core eval --list`.")
            found += results.trajectories(batch)
    if args.history or args.trajectory:
        from react_core.storage.store import TrajectoryStore

        store = TrajectoryStore()
        ids = [row.id for row in store.list(limit=1_000_000) if not row.problem] if args.history else []
        for trajectory_id in dict.fromkeys(ids + args.trajectory):
            found.append(store.load(trajectory_id))
    unique = {t.id: t for t in found}  # a batch episode is in History too
    return list(unique.values())


def _review_annotations(trajectories: list) -> list:
    """What reviews said about these trajectories: a reviewed episode's fix carries it as provenance."""
    from react_core.storage.reviews import ReviewStore

    return ReviewStore().annotations_of(t.id for t in trajectories)


def _build(args: argparse.Namespace) -> int:
    from react_core.datasets import registry
    from react_core.datasets.build import Options, build_dpo, build_sft, write
    from react_core.datasets.episodes import Filters, models_of
    from react_core.datasets.errors import DatasetError
    from react_core.datasets.tokens import counter_for

    if not args.out and not args.summary:
        raise DatasetError("Nowhere to write.", "Give --out STEM, or --summary to print the counts only.")
    trajectories = _trajectories(args)
    filters = Filters(
        tuple(args.family),
        tuple(args.method),
        tuple(args.model),
        (),
        getattr(args, "only_successful", False),
        getattr(args, "only_steered", False),
        getattr(args, "only_winner", False),
    )
    options = Options(
        max_tokens=args.max_tokens,
        validation=args.validation,
        seed=args.seed,
        few_shot=args.few_shot,
        counter=counter_for(args.tokenizer_url),
    )
    dataset = (
        build_sft(trajectories, args.format, filters, options)
        if args.kind == "sft"
        else build_dpo(trajectories, filters, options, _review_annotations(trajectories))
    )
    for line in dataset.summary_lines():
        print(for_terminal(line))
    if args.summary:
        return 0
    written = write(dataset, args.out)
    by_id = {t.id: t for t in trajectories}
    sources = sorted(
        {
            name
            for e in dataset.train + dataset.validation
            for name in models_of(by_id[e.record["metadata"]["trajectory_id"]])
        }
    )
    registry.record(
        registry.Recorded(
            name=args.out.name,
            kind=dataset.kind,
            format=dataset.format,
            files=[str(p.resolve()) for p in written],
            task_ids=dataset.task_ids,
            source_models=sources,
            trains=list(args.trains),
            examples=dataset.summary["examples"],
        )
    )
    for path in written:
        print(for_terminal(f"# wrote {path}"), file=sys.stderr)
    print(
        for_terminal(
            f"# recorded as dataset {args.out.name!r} with its {len(dataset.task_ids)} task ids"
            + (
                f", training data of {', '.join(args.trains)}"
                if args.trains
                else "; `dataset mark` names the model it trains"
            )
        ),
        file=sys.stderr,
    )
    return 0


def _list(_args: argparse.Namespace) -> int:
    from react_core.datasets import registry

    datasets = registry.load()
    if not datasets:
        print("No datasets recorded yet.")
    for d in datasets:
        print(
            for_terminal(
                f"{d.name}\t{d.kind}/{d.format}\t{d.examples} examples\t{len(d.task_ids)} tasks\t"
                f"trains: {', '.join(d.trains) or '-'}\t{d.files[0] if d.files else ''}"
            )
        )
    return 0


def _mark(args: argparse.Namespace) -> int:
    from react_core.datasets import registry

    entry = registry.mark_trained(args.name, args.trains)
    print(for_terminal(f"Dataset {entry.name!r} recorded as training data of: {', '.join(entry.trains)}."))
    return 0
