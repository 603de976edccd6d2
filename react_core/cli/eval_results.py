"""`python -m react_core results`: snapshot a stored batch into docs/, and write docs/results.md.

python -m react_core results snapshot BATCH [--table table1-fever] [--note FILE]
python -m react_core results write [--out docs/results.md]
"""

from __future__ import annotations

import argparse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # a checkout's root: docs/ is beside react_core/
BATCHES = ROOT / "docs" / "results" / "batches"
NOTES = ROOT / "docs" / "results" / "notes"
DOCUMENT = ROOT / "docs" / "results.md"


def add_results_command(commands: argparse._SubParsersAction) -> None:
    from react_core.evaluation.snapshot import SECTIONS

    parser = commands.add_parser(
        "results",
        help="snapshot stored batches and write docs/results.md",
        description="The results document, from committed batch snapshots.",
    )
    parser.set_defaults(handler=lambda _args: parser.print_help() or 2)
    sub = parser.add_subparsers(dest="results_command")
    snap = sub.add_parser("snapshot", help="write a stored batch's aggregates to docs/results/batches/BATCH.json")
    snap.add_argument("batch", help="a batch id (`python -m react_core eval --list`)")
    snap.add_argument(
        "--table",
        action="append",
        choices=list(SECTIONS),
        metavar="SECTION",
        help=f"the section(s) it belongs to (default: by its family): {', '.join(SECTIONS)}",
    )
    snap.add_argument("--note", type=Path, help="a text file whose words go with the batch (e.g. what limits it)")
    snap.add_argument("--command", dest="exact_command", help="the exact command that ran it (default: rebuilt)")
    snap.add_argument("--results", help="results database (default: <REACT_HOME>/evaluation.sqlite3)")
    snap.add_argument("--dir", type=Path, default=BATCHES, help=f"where snapshots go (default: {BATCHES})")
    snap.set_defaults(handler=_snapshot)
    write = sub.add_parser("write", help="render every snapshot and note into the results document")
    write.add_argument("--out", type=Path, default=DOCUMENT, help="the document (default: docs/results.md)")
    write.add_argument("--dir", type=Path, default=BATCHES, help="the snapshots' folder")
    write.add_argument("--notes", type=Path, default=NOTES, help="the notes' folder (<section>.md)")
    write.set_defaults(handler=_write)


def _snapshot(args: argparse.Namespace) -> int:
    from react_core.evaluation.results import ResultsStore
    from react_core.evaluation.snapshot import make_snapshot, write_snapshot

    note = args.note.read_text(encoding="utf-8") if args.note else None
    snapshot = make_snapshot(
        ResultsStore(args.results), args.batch, sections=args.table, note=note, command=args.exact_command
    )
    path = write_snapshot(snapshot, args.dir)
    print(f"wrote {path} ({snapshot['episodes']} episodes; sections: {', '.join(snapshot['sections'])})")
    print("then: python -m react_core results write")
    return 0


def _write(args: argparse.Namespace) -> int:
    from react_core.evaluation.results_doc import read_snapshots, render

    snapshots = read_snapshots(args.dir)
    args.out.write_text(render(snapshots, args.notes), encoding="utf-8")
    print(f"wrote {args.out} from {len(snapshots)} snapshot{'s' * (len(snapshots) != 1)}")
    return 0
