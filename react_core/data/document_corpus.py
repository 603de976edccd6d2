"""A folder of the user's documents as a local corpus, searched with the paper's Wikipedia API.

    report = build_documents_corpus(Path("~/notes"), Path("notes.sqlite"))
    report.documents, report.sections, report.skipped     # 12, 31, [("scan.pdf", "holds no text ...")]

Every document becomes a page titled as the document (`documents.read_document`) holding its
opening sentences and a "Sections: ..." line; every section a page titled "Heading (Document)",
so `search[Heading]` opens it when one document has that heading (the corpus resolves titles as
Wikipedia's "go" does) and `search[Heading (Document)]` always does. Text longer than
`PART_SENTENCES` is cut into "Document (part 2)", ... . Pages go through `corpus.build_corpus`,
the same SQLite/FTS5 file the Wikipedia tasks search.

Rebuilding is incremental: what each file gave is kept beside the corpus (`<corpus>.files.json`),
and a file whose size and modification time are unchanged is not read again. Building another
folder into the same file first keeps what it held (`kept_copy`), so runs recorded over the
earlier folder still search its pages.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from react_core.common.errors import EnvironmentFailure
from react_core.common.paths import corpus_dir
from react_core.data.corpus import Corpus, build_corpus
from react_core.data.documents import Document, Unreadable, read_document
from react_core.data.errors import DataError
from react_core.data.pages import Page, normalize_title

PART_SENTENCES = 60  # a page longer than this is cut into parts; lookup[...] reads one page
CACHE_VERSION = 1
Progress = Callable[[int, int, str], None]  # (files done, files in all, the file being read)


@dataclass
class DocumentsBuild:
    """What a build did: where the corpus is, what it holds, and which files were left out and why."""

    path: Path
    folder: Path
    documents: int = 0
    sections: int = 0  # pages besides the documents' own: sections and parts
    read: int = 0  # files read this time
    reused: int = 0  # unchanged files taken from the last build
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (file, why)
    seconds: float = 0.0

    @property
    def pages(self) -> int:
        return self.documents + self.sections

    def summary(self) -> str:
        """One line: counts, what was read again, what was skipped."""
        again = f"{self.read} file{'s' * (self.read != 1)} read, {self.reused} unchanged"
        left = f"; {len(self.skipped)} skipped" if self.skipped else ""
        return (
            f"{self.documents} document{'s' * (self.documents != 1)} and {self.sections} "
            f"section{'s' * (self.sections != 1)} ({self.pages} pages) from {self.folder} ({again}{left}) "
            f"in {self.seconds:.1f} s -> {self.path}"
        )


def default_documents_corpus() -> Path:
    """Where the app and `corpus build --docs` put the user's documents corpus unless told otherwise."""
    return corpus_dir() / "documents.sqlite"


def built_from(path: Path | str) -> str | None:
    """The folder a documents corpus file was built from (its recorded source); None when the file
    is missing, unreadable or not built from a folder."""
    try:
        corpus = Corpus(Path(path))
    except EnvironmentFailure:  # missing or not a corpus: it names no folder; opening it to search says why
        return None
    try:
        sources = json.loads(corpus.meta.get("sources", "[]"))
    except ValueError:
        sources = []
    finally:
        corpus.close()
    kind, _, folder = (sources[0] if sources and isinstance(sources[0], str) else "").partition(":")
    return folder if kind == "documents" and folder else None


def build_documents_corpus(
    folder: Path | str, dest: Path | str | None = None, progress: Progress | None = None
) -> DocumentsBuild:
    """Read every document under `folder` (unchanged files from the last build) and write the corpus
    to `dest`; the corpus is replaced only when the build succeeds. DataError when `folder` is not a
    folder or none of its files can be read (the message lists why)."""
    started = time.perf_counter()
    folder = Path(folder).expanduser()
    dest = Path(dest).expanduser() if dest else default_documents_corpus()
    if not folder.is_dir():
        raise DataError(
            f"No folder at {folder}.", "Give the path of a folder that holds your .txt, .md, .html or .pdf files."
        )
    report = DocumentsBuild(dest.resolve(), folder.resolve())
    cache_path = _cache_path(dest)
    old = _load_cache(cache_path, report.folder)
    files = list(_files(folder))
    entries: dict[str, dict] = {}
    for done, path in enumerate(files):
        name = path.relative_to(folder).as_posix()
        if progress is not None:
            progress(done, len(files), name)
        entries[name] = entry = _entry(path, old.get(name))
        if entry is old.get(name):
            report.reused += 1
        else:
            report.read += 1
        if "skipped" in entry:
            report.skipped.append((name, entry["skipped"]))
    if progress is not None:
        progress(len(files), len(files), "")
    documents = {name: _document(e["document"]) for name, e in entries.items() if "document" in e}
    if not documents:
        why = "; ".join(f"{n}: {r}" for n, r in report.skipped[:5]) or "it holds no files"
        raise DataError(
            f"No document in {folder} could be read ({why}).",
            "Add .txt, .md, .html or .pdf files with text to the folder.",
        )
    pages = list(pages_of(documents))
    report.documents = len(documents)
    report.sections = len(pages) - len(documents)
    if report.read or not dest.is_file() or set(old) != set(entries):
        _keep_other_folder(dest, report.folder)
        build_corpus(pages, dest, sources=[f"documents:{report.folder}"])
        _save_cache(cache_path, report.folder, entries)
    report.seconds = time.perf_counter() - started
    return report


def pages_of(documents: dict[str, Document]) -> Iterator[Page]:
    """The pages of each document (name -> Document, in name order), every title unique."""
    taken: set[str] = set()

    def unique(title: str, where: str) -> str:
        candidate = title
        if normalize_title(candidate) in taken:
            candidate = f"{title}, {where}"
        number = 2
        while normalize_title(candidate) in taken:
            candidate, number = f"{title}, {where} {number}", number + 1
        taken.add(normalize_title(candidate))
        return candidate

    for name in sorted(documents):
        document = documents[name]
        title = unique(document.title, name)
        section_pages: list[tuple[str, tuple[str, ...]]] = []
        for heading, sentences in document.sections:
            section_pages += _parts(unique(f"{heading} ({title})", name), sentences)
        intro = _parts(title, document.intro) if document.intro else [(title, ())]
        for part_title, _ in intro[1:]:
            taken.add(normalize_title(part_title))
        contents = []
        if len(intro) > 1:
            contents.append("Continued in: " + "; ".join(t for t, _ in intro[1:]) + ".")
        if section_pages:
            contents.append("Sections: " + "; ".join(t for t, _ in section_pages) + ".")
        yield Page(title, intro[0][1] + tuple(contents))
        for part_title, sentences in intro[1:] + section_pages:
            yield Page(part_title, sentences)


def _parts(title: str, sentences: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
    """`title`'s sentences in pages of at most PART_SENTENCES: "T", "T (part 2)", ..."""
    chunks = [sentences[i : i + PART_SENTENCES] for i in range(0, len(sentences), PART_SENTENCES)] or [()]
    return [(title if n == 0 else f"{title} (part {n + 1})", chunk) for n, chunk in enumerate(chunks)]


def _files(folder: Path) -> Iterator[Path]:
    """Every file under `folder`, in name order; hidden files and folders (".git") are not documents."""
    for root, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(names):
            if not name.startswith("."):
                yield Path(root) / name


def _entry(path: Path, old: dict | None) -> dict:
    """What `path` gives now: the last build's entry when size and time are the same, else read anew."""
    try:
        stat = path.stat()
    except OSError as exc:
        return {"size": -1, "mtime_ns": -1, "skipped": f"cannot be read ({exc.strerror or exc})"}
    if old is not None and old.get("size") == stat.st_size and old.get("mtime_ns") == stat.st_mtime_ns:
        return old
    entry: dict = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
    try:
        document = read_document(path)
    except Unreadable as exc:
        entry["skipped"] = str(exc)
    except Exception as exc:  # a library's fault on a strange file: skip the file, keep the build
        entry["skipped"] = f"could not be read ({type(exc).__name__}: {str(exc)[:120]})"
    else:
        entry["document"] = {
            "title": document.title,
            "intro": list(document.intro),
            "sections": [[h, list(s)] for h, s in document.sections],
        }
    return entry


def _document(stored: dict) -> Document:
    return Document(stored["title"], tuple(stored["intro"]), tuple((h, tuple(s)) for h, s in stored["sections"]))


def kept_copy(dest: Path | str, folder: Path | str) -> Path:
    """Where a build keeps the corpus `dest` held for `folder` before another folder was built into
    it (``documents.<hash of the folder>.sqlite`` beside it), so runs over `folder` can be reopened."""
    dest = Path(dest)
    digest = hashlib.sha256(str(folder).encode("utf-8")).hexdigest()[:12]
    return dest.with_name(f"{dest.stem}.{digest}{dest.suffix}")


def _keep_other_folder(dest: Path, folder: Path) -> None:
    """Before `dest` is rebuilt from `folder`, keep what it holds for another folder (a hard link,
    so no copy is made; the build then replaces `dest` with a new file)."""
    previous = built_from(dest) if dest.is_file() else None
    if previous is None or Path(previous) == folder:
        return
    kept = kept_copy(dest, previous)
    kept.unlink(missing_ok=True)
    try:
        os.link(dest, kept)
    except OSError:  # a file system without hard links
        shutil.copy2(dest, kept)


def _cache_path(dest: Path) -> Path:
    return dest.with_name(dest.name + ".files.json")


def _load_cache(path: Path, folder: Path) -> dict[str, dict]:
    """The last build's entries for `folder`; none when missing, unreadable or of another folder."""
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(stored, dict) or stored.get("version") != CACHE_VERSION or stored.get("folder") != str(folder):
        return {}
    files = stored.get("files")
    return files if isinstance(files, dict) else {}


def _save_cache(path: Path, folder: Path, entries: dict[str, dict]) -> None:
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(
        json.dumps({"version": CACHE_VERSION, "folder": str(folder), "files": entries}, ensure_ascii=False),
        encoding="utf-8",
    )
    os.replace(tmp, path)
