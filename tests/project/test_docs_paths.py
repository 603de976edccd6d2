"""Every file path the README and docs/**/*.md name exists in the checkout.

Checked: markdown links and images to local files (relative to the file that has them; an
`#anchor` is ignored), project paths in the text (`react_core/...`, `bench/...py`, `tools/...`,
`prompts/...`, `docs/...`, `tests/...`, `ui/...`, `pages/...`, `react_workbench/...`, `.ci/...`;
a placeholder such as `<family>` or `*` ends the path, so its existing prefix is checked), and
modules run with `python -m package.module`. The commands themselves are
tests/project/test_documented_commands.py's job. Reads files only: well under a second.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOP = ("react_core", "react_workbench", "bench", "tools", "prompts", "docs", "tests", "ui", "pages", ".ci")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
PATH = re.compile(r"(?<![\w./$~<>-])((?:{})/[A-Za-z0-9_./-]*)".format("|".join(re.escape(t) for t in TOP)))
MODULE = re.compile(r"-m ((?:{})(?:\.\w+)+)".format("|".join(t for t in TOP if not t.startswith("."))))


def documents(root: Path) -> list[Path]:
    docs = root / "docs"
    return [root / "README.md", *(sorted(docs.rglob("*.md")) if docs.is_dir() else [])]


def named_paths(root: Path) -> list[tuple[str, Path]]:
    """(where, path) for every local path a document names."""
    found = []
    for doc in documents(root):
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{doc.relative_to(root).as_posix()}:{number}"
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                    continue  # http(s), mailto, an anchor in the same file
                found.append((where, (doc.parent / target.split("#", 1)[0]).resolve()))
            for text in PATH.findall(LINK.sub(" ", line)):
                found.append((where, root / text.rstrip(".,;:")))
            for module in MODULE.findall(line):
                base = root.joinpath(*module.split("."))
                found.append((where, base if base.is_dir() else base.with_suffix(".py")))
    return found


def missing(root: Path) -> list[str]:
    return [
        f"{where}: {path.relative_to(root) if path.is_relative_to(root) else path}"
        for where, path in named_paths(root)
        if not path.exists()
    ]


def test_every_path_the_docs_name_exists():
    assert len(named_paths(ROOT)) > 50  # the checker finds the paths it should
    assert missing(ROOT) == []


def test_a_missing_path_is_named_with_its_file_and_line(tmp_path):
    (tmp_path / "react_core" / "engine").mkdir(parents=True)
    (tmp_path / "react_core" / "engine" / "engine.py").write_text("", encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "README.md").write_text(
        "See [the guide](docs/guide.md) and `react_core/engine/engine.py`.\n", encoding="utf-8"
    )
    (tmp_path / "docs" / "guide.md").write_text(
        "[back](../README.md#top), [web](https://example.org)\n"
        "`react_core/gone.py`, `prompts/<family>/<method>.txt`\n"
        "![shot](images/none.png) `python -m tools.nowhere`\n",
        encoding="utf-8",
    )
    assert missing(tmp_path) == [
        "docs/guide.md:2: react_core/gone.py",
        "docs/guide.md:2: prompts",
        "docs/guide.md:3: docs/images/none.png",
        "docs/guide.md:3: tools/nowhere.py",
    ]
