"""A small MCP server of notes, to try the workbench's MCP support (docs/your-own-world.md).

    python examples/mcp/notes_server.py                     # stdio: the workbench starts it once per run
    python examples/mcp/notes_server.py --http 8765         # Streamable HTTP at http://127.0.0.1:8765/mcp
    python examples/mcp/notes_server.py --notes notes.json  # keep added notes in a file

Three tools: search_notes, read_note and add_note. A few notes are built in, so a question such as
"Which planet did the Ulysses probe study?" can be answered by searching and reading them. Without
--notes, added notes live only as long as the server process (a stdio server lives as long as the
run that started it, so give --notes to keep them across runs, or run it over HTTP).

Its tools carry the MCP annotations: search_notes and read_note are read-only, add_note changes
things, so the workbench asks a person before it runs (docs/your-own-world.md). Its instructions
(sent at initialize) reach the model's prompt.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

BUILT_IN = {
    "Ulysses probe": "Ulysses was a space probe that studied the Sun at all latitudes; it used Jupiter's "
    "gravity to leave the plane of the planets.",
    "Kettle descaling": "Descale the kettle with one part white vinegar to two parts water, then boil "
    "fresh water twice.",
    "Team lunch": "The team lunch is on Thursday at 12:30 at the noodle bar on Mill Street.",
}

server = MCPServer(
    "notes",
    instructions="Search the notes before reading one: read_note needs a note's exact title. "
    "Titles are case-insensitive.",
)
READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)
WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False)
_notes: dict[str, str] = dict(BUILT_IN)
_file: Path | None = None


def _load() -> dict[str, str]:
    if _file is not None and _file.is_file():
        return {**BUILT_IN, **json.loads(_file.read_text(encoding="utf-8"))}
    return _notes


@server.tool(annotations=READ_ONLY)
def search_notes(query: str) -> str:
    """Find the notes whose title or text contains the words of the query; their titles, best first."""
    words = [w for w in query.lower().split() if w]
    scored = [(sum(w in (t + " " + x).lower() for w in words), t) for t, x in _load().items()]
    found = [t for score, t in sorted(scored, key=lambda s: -s[0]) if score]
    return "Found: " + "; ".join(found) if found else f"No note matches {query!r}. Try other words."


@server.tool(annotations=READ_ONLY)
def read_note(title: str) -> str:
    """The text of the note with this title."""
    notes = _load()
    match = next((t for t in notes if t.lower() == title.strip().lower()), None)
    return notes[match] if match else f"There is no note titled {title!r}. Search first."


@server.tool(annotations=WRITES)
def add_note(title: str, text: str) -> str:
    """Add (or replace) a note."""
    notes = _load()
    notes[title.strip()] = text
    if _file is not None:
        added = {t: x for t, x in notes.items() if BUILT_IN.get(t) != x}
        _file.write_text(json.dumps(added, indent=1), encoding="utf-8")
    return f"Saved the note {title.strip()!r}."


def main() -> None:
    global _file
    parser = argparse.ArgumentParser(description="A small MCP server of notes.")
    parser.add_argument("--http", type=int, metavar="PORT", help="serve Streamable HTTP on 127.0.0.1:PORT")
    parser.add_argument("--notes", type=Path, help="a JSON file that keeps added notes")
    args = parser.parse_args()
    _file = args.notes
    if args.http:
        server.run("streamable-http", host="127.0.0.1", port=args.http)
    else:
        server.run()


if __name__ == "__main__":
    main()
