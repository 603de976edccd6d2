"""The commands the documentation shows, and the cheap form a test runs of each.

README.md and every docs/**/*.md name commands in fenced code blocks (one a line, `\\` joins
lines, `# ...` is a comment) and in inline code (which may wrap over lines). A command is text
that starts with `python`, `python3`, `.venv/bin/python`, `make` or `react-workbench` and goes on, or with a
script under bench/ or tools/ (the Performance table names benchmarks that way).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

PYTHONS = ("python", "python3", ".venv/bin/python")
# A program's name alone ("with Python 3.11 (and `make`)") names the program, not a command.
COMMAND_START = re.compile(r"^(?:(?:python3?|\.venv/bin/python|make|react-workbench)\s+\S|(?:bench|tools)/\S+\.py\b)")
FENCE = re.compile(r"^\s*```")
INLINE = re.compile(r"(?<!`)`([^`]+)`(?!`)")
# A subcommand is a plain lower-case word (`models check`); `OUT`, `...`, `my.sqlite` or an option end it.
SUBCOMMAND = re.compile(r"[a-z][a-z0-9_-]*")


@dataclass(frozen=True)
class DocumentedCommand:
    words: tuple[str, ...]  # as a shell splits it, comment dropped
    where: str  # "README.md:617"

    @property
    def text(self) -> str:
        return shlex.join(self.words)


def documentation_files(root: Path) -> list[Path]:
    """README.md, then docs/**/*.md when the folder exists."""
    docs = root / "docs"
    return [root / "README.md", *(sorted(docs.rglob("*.md")) if docs.is_dir() else [])]


def documented_commands(root: Path) -> list[DocumentedCommand]:
    """Every command in the documentation, in order; a command that a shell cannot split raises ValueError."""
    found = []
    for path in documentation_files(root):
        name = path.relative_to(root).as_posix()
        code, prose = _split_code_and_prose(path.read_text(encoding="utf-8"))
        for number, line in code:
            found += _command(line, f"{name}:{number}")
        for match in INLINE.finditer(prose):
            number = prose.count("\n", 0, match.start()) + 1
            found += _command(" ".join(match.group(1).split()), f"{name}:{number}")
    return found


def cheap_form(command: DocumentedCommand, python: str) -> list[str]:
    """What a test runs instead of the command: `make --dry-run TARGET`, or the program and its
    subcommands with `--help` (imports resolve and the arguments parse, no model, no data)."""
    first, *rest = command.words
    if first == "make":
        return ["make", "--dry-run", *(word for word in rest if not word.startswith("-"))]
    if first in PYTHONS:
        head = [python, *rest[:2]] if rest[:1] == ["-m"] else [python, *rest[:1]]
        rest = rest[len(head) - 1 :]
    else:  # a script path (run by this Python) or an installed program
        head = [python, first] if first.endswith(".py") else [first]
    subcommands = []
    for word in rest:
        if not SUBCOMMAND.fullmatch(word):
            break
        subcommands.append(word)
    return [*head, *subcommands, "--help"]


def as_written(command: DocumentedCommand, python: str) -> list[str]:
    """The command itself, with `python` / `.venv/bin/python` meaning this Python."""
    first, *rest = command.words
    return [python, *rest] if first in PYTHONS else list(command.words)


def _split_code_and_prose(text: str) -> tuple[list[tuple[int, str]], str]:
    """(line number, line) of fenced code, backslash continuations joined; and the prose, where
    code lines are left blank so that inline code keeps its line numbers."""
    code, prose, inside, pending, start = [], [], False, "", 0
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            inside = not inside
            prose.append("")
            continue
        prose.append("" if inside else line)
        if not inside:
            continue
        start = start or number
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        code.append((start, (pending + line).strip()))
        pending, start = "", 0
    return code, "\n".join(prose)


def _command(text: str, where: str) -> list[DocumentedCommand]:
    if not COMMAND_START.match(text):
        return []
    try:
        words = shlex.split(text, comments=True)
    except ValueError as exc:
        raise ValueError(f"{where}: a shell cannot split {text!r}: {exc}") from exc
    return [DocumentedCommand(tuple(words), where)]
