"""`python -m react_core corpus` (also `react-workbench corpus`): build corpora, list tasks, download.

cli.py adds this subcommand to its parser and reports its errors. It sits beside cli.py, above
the catalogue it asks which families have their own tasks, so the data layer never imports upward.

    python -m react_core corpus build --bundled --hotpotqa hotpot_dev_distractor_v1.json --out my.sqlite
    python -m react_core corpus build --fever-wiki wiki-pages/ --fever-claims paper_dev.jsonl --out fever.sqlite
    python -m react_core corpus build --docs ~/notes            # your own documents (see docs/your-own-world.md)
    python -m react_core corpus search my.sqlite "Colorado orogeny"
    python -m react_core corpus tasks hotpotqa [--source FILE]
    python -m react_core corpus download
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Iterator
from pathlib import Path

from react_core.common.paths import corpus_dir
from react_core.data import fever, hotpotqa
from react_core.data.bundled import read_bundled_pages
from react_core.data.corpus import build_corpus
from react_core.data.document_corpus import build_documents_corpus, default_documents_corpus
from react_core.data.errors import DataError
from react_core.data.pages import Page
from react_core.engine import catalog


def add_corpus_command(commands: argparse._SubParsersAction) -> None:
    """The `corpus` subcommand, with its own: build, search, tasks, download."""
    parser = commands.add_parser(
        "corpus", help="build local corpora, try a search, list tasks, download data", description="Corpora and tasks."
    )
    parser.set_defaults(handler=lambda _args: _usage(parser))  # no subcommand given
    sub = parser.add_subparsers(dest="corpus_command")

    build = sub.add_parser("build", help="build a local SQLite corpus from one or more sources")
    build.add_argument("--bundled", action="store_true", help="include the project's bundled pages")
    build.add_argument(
        "--hotpotqa",
        action="append",
        default=[],
        type=Path,
        metavar="FILE",
        help="HotpotQA distractor/fullwiki file, official or Hugging Face layout (repeatable)",
    )
    build.add_argument(
        "--fever-wiki",
        action="append",
        default=[],
        type=Path,
        metavar="PATH",
        help="FEVER wiki-pages folder or wiki-NNN.jsonl file (repeatable)",
    )
    build.add_argument(
        "--fever-claims",
        action="append",
        default=[],
        type=Path,
        metavar="FILE",
        help="FEVER claims jsonl: with --fever-wiki keeps only the pages their evidence names",
    )
    build.add_argument(
        "--all-fever-pages",
        action="store_true",
        help="keep every page of --fever-wiki even when --fever-claims is given",
    )
    build.add_argument(
        "--docs",
        type=Path,
        default=None,
        metavar="DIR",
        help="a folder of your own .txt, .md, .html and .pdf files (alone; rebuilt incrementally); "
        "the 'Your documents' family searches it",
    )
    build.add_argument(
        "--out",
        type=Path,
        default=None,
        help="corpus file to write (default: <cache>/corpus/custom.sqlite, with --docs "
        "<cache>/corpus/documents.sqlite); replaced only on success",
    )
    build.set_defaults(handler=_build)

    search = sub.add_parser("search", help="try a search[...] against a corpus, as the agent sees it")
    search.add_argument("corpus", help="corpus file, or 'bundled'")
    search.add_argument("entity")
    search.set_defaults(handler=_search)

    tasks = sub.add_parser("tasks", help="list tasks (id, text, gold)")
    tasks.add_argument("family", choices=[f for f in catalog.family_names() if catalog.family(f).own_tasks])
    tasks.add_argument("--source", default="bundled", help="bundled (default) or a question/claim file")
    tasks.add_argument("--limit", type=int, default=None)
    tasks.set_defaults(handler=_tasks)

    download = sub.add_parser("download", help="fetch the official HotpotQA dev distractor file")
    download.add_argument("--dest", type=Path, default=None, help="folder (default: <cache>/downloads)")
    download.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for a connection")
    download.set_defaults(handler=_download)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def _sources(args: argparse.Namespace) -> tuple[Iterator[Page], list[str]]:
    streams: list[Iterator[Page]] = []
    names: list[str] = []
    if args.bundled:
        streams.append(read_bundled_pages())
        names.append("bundled")
    for path in args.hotpotqa:
        streams.append(hotpotqa.read_pages(path))
        names.append(f"hotpotqa:{path.name}")
    wanted = None
    if args.fever_claims and not args.all_fever_pages:
        wanted = [
            t for path in args.fever_claims for task in fever.read_tasks(path) for t in task.meta["evidence_pages"]
        ]
    for path in args.fever_wiki:
        streams.append(fever.read_wiki_pages(path, wanted))
        names.append(f"fever-wiki:{path.name}")
    if args.fever_claims and not args.fever_wiki and not streams:
        raise DataError(
            "FEVER claim files hold no page text.",
            "Add --fever-wiki with FEVER's wiki-pages dump (the pages the claims' evidence names "
            "are kept), or --bundled. Load the claims themselves as tasks with `tasks fever --source FILE`.",
        )
    if not streams:
        raise DataError("No sources given.", "Add --bundled, --hotpotqa FILE or --fever-wiki PATH.")
    return itertools.chain.from_iterable(streams), names


def _build(args: argparse.Namespace) -> int:
    if args.docs is not None:
        return _build_documents(args)
    pages, names = _sources(args)
    out = args.out or corpus_dir() / "custom.sqlite"
    print(f"building {out} from {', '.join(names)} ...", file=sys.stderr)
    report = build_corpus(pages, out, names)
    print(
        f"{report.pages} pages ({report.duplicates} repeated titles skipped) in {report.seconds:.1f} s -> {report.path}"
    )
    print(f"use it with: python -m react_core run --corpus {report.path} ...")
    return 0


def _build_documents(args: argparse.Namespace) -> int:
    if args.bundled or args.hotpotqa or args.fever_wiki or args.fever_claims:
        raise DataError(
            "--docs builds a corpus of your documents alone.",
            "Build it in its own command, without --bundled, --hotpotqa or --fever-wiki.",
        )
    out = args.out or default_documents_corpus()
    print(f"reading {args.docs} into {out} ...", file=sys.stderr)
    report = build_documents_corpus(args.docs, out)
    print(report.summary())
    for name, why in report.skipped:
        print(f"skipped {name}: {why}")
    hint = "" if args.out is None else f" --corpus {report.path}"
    print(f'ask it questions with: python -m react_core run --task docs{hint} --question "..."')
    return 0


def _search(args: argparse.Namespace) -> int:
    from react_core.environments.wikipedia import make_env

    env = make_env(corpus_path=None if args.corpus == "bundled" else args.corpus)
    print(env.step(f"search[{args.entity}]").observation)
    return 0


def _tasks(args: argparse.Namespace) -> int:
    for task in catalog.load_tasks(args.family, args.source)[: args.limit]:
        print(f"{task.id}\t{task.text}\t[gold: {task.gold}]")
    return 0


def _download(args: argparse.Namespace) -> int:
    from react_core.data.download import download_hotpotqa_dev

    path = download_hotpotqa_dev(args.dest, args.timeout)
    print(f"downloaded {path}")
    print(f"build a corpus from it with: python -m react_core corpus build --hotpotqa {path} --out hotpotqa-dev.sqlite")
    return 0
