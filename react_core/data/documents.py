"""One of a user's files read into a titled document: its title, opening sentences and sections.

    read_document(Path("notes/llama.md"))     # Document("Llamas", intro=(...), sections=(("Diet", (...)), ...))

Titles come from the file: a Markdown file's leading `# heading`, an HTML page's <title> or
first <h1>, a PDF's title metadata, else the file name ("solar_panels.txt" -> "solar panels").
Markdown and HTML headings start sections; plain text and PDF text have none, so
`document_corpus` cuts long ones into numbered parts. A file that cannot be used raises
`Unreadable` with the reason a person can act on (too big, binary, password-protected, ...).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

SUFFIXES = (".txt", ".md", ".html", ".htm", ".pdf")
MAX_BYTES = 20 * 1024 * 1024  # a bigger file is most likely not a note (a data dump, a scanned book)
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")
_MD_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_SPACES = re.compile(r"\s+")
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
_BLOCKS = ("p", "li", "pre", "blockquote", "td", "th", "dd", "dt", "figcaption", "caption")


class Unreadable(Exception):
    """A file that gives no document; the message says why in words a person can act on."""


@dataclass(frozen=True)
class Document:
    title: str
    intro: tuple[str, ...]  # the sentences before the first section heading
    sections: tuple[tuple[str, tuple[str, ...]], ...]  # (heading, sentences), in file order

    @property
    def sentence_count(self) -> int:
        return len(self.intro) + sum(len(s) for _, s in self.sections)


def read_document(path: Path) -> Document:
    """The document in `path`; `Unreadable` for a file of another type or one that cannot be used."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise Unreadable(
            f"{suffix or 'no extension'} is not a document type the workbench reads; "
            f"save it as .txt, .md, .html or .pdf"
        )
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise Unreadable(f"is {_size(size)}, over the {_size(MAX_BYTES)} limit; split it into smaller files")
        raw = path.read_bytes()
    except OSError as exc:
        raise Unreadable(f"cannot be read ({exc.strerror or exc}); check its permissions") from None
    if suffix == ".pdf":
        document = _pdf(raw, path)
    else:
        text = _text(raw)
        document = _html(text, path) if suffix in (".html", ".htm") else _markdown(text, path, suffix == ".md")
    if document.sentence_count == 0:
        raise Unreadable(
            "holds no text" + (" (a scanned PDF has only images; run OCR on it first)" if suffix == ".pdf" else "")
        )
    return document


def title_from_name(path: Path) -> str:
    """A file name as a title: "solar_panels.txt" -> "solar panels"."""
    return _SPACES.sub(" ", re.sub(r"[_-]+", " ", path.stem)).strip() or path.name


def sentences(paragraph: str) -> list[str]:
    """A paragraph's sentences: split after . ! ? before a capital or a digit, spaces collapsed."""
    text = _SPACES.sub(" ", paragraph).strip()
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()] if text else []


def _size(count: int) -> str:
    return f"{count / 1024 / 1024:.1f} MB" if count >= 1024 * 1024 else f"{count / 1024:.1f} KB"


def _text(raw: bytes) -> str:
    if b"\0" in raw[:8192]:
        raise Unreadable("is binary, not text; export it as .txt, .md, .html or .pdf")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Unreadable(f"is not UTF-8 text (byte {exc.start}); save it as UTF-8") from None


def _markdown(text: str, path: Path, headings: bool) -> Document:
    """Paragraphs split on blank lines, each list item its own; `headings`: `#` lines start sections."""
    title = title_from_name(path)
    intro: list[str] = []
    sections: list[tuple[str, list[str]]] = []
    paragraph: list[str] = []
    seen_text = False

    def flush() -> None:
        if paragraph:
            (sections[-1][1] if sections else intro).extend(sentences(" ".join(paragraph)))
            paragraph.clear()

    for line in text.splitlines():
        heading = _MD_HEADING.match(line) if headings else None
        if heading:
            flush()
            name = _inline_markdown(heading.group(2))
            if len(heading.group(1)) == 1 and not seen_text and not sections and not intro:
                title = name  # a leading "# Title" names the document
            else:
                sections.append((name, []))
            continue
        if not line.strip():
            flush()
            continue
        seen_text = True
        if _LIST_ITEM.match(line):
            flush()
            line = _LIST_ITEM.sub("", line)
        paragraph.append(_inline_markdown(line) if headings else line)
    flush()
    return Document(title, tuple(intro), tuple((h, tuple(s)) for h, s in sections if s))


def _inline_markdown(text: str) -> str:
    """Markdown's emphasis, code marks and links reduced to their words."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[*_`]{1,3}(\S(?:.*?\S)?)[*_`]{1,3}", r"\1", text).strip()


def _html(text: str, path: Path) -> Document:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(text, features="html.parser")
    for hidden in soup(["script", "style", "noscript", "template", "nav"]):
        hidden.decompose()
    title = soup.title.get_text(" ", strip=True) if soup.title else ""
    intro: list[str] = []
    sections: list[tuple[str, list[str]]] = []
    wanted = _HEADINGS + _BLOCKS
    for node in (soup.body or soup).find_all(wanted):
        if node.find_parent(wanted):
            continue  # its text is read with the block around it
        words = node.get_text(" ", strip=True)
        if not words:
            continue
        if node.name in _HEADINGS:
            if node.name == "h1" and not title and not intro and not sections:
                title = words
            elif not (node.name == "h1" and words == title and not intro and not sections):
                sections.append((words, []))
            continue
        (sections[-1][1] if sections else intro).extend(sentences(words))
    if not intro and not sections:  # text outside any block element (a bare <body>)
        intro = sentences((soup.body or soup).get_text(" ", strip=True))
    return Document(title or title_from_name(path), tuple(intro), tuple((h, tuple(s)) for h, s in sections if s))


def _pdf(raw: bytes, path: Path) -> Document:
    import io
    import logging

    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    logging.getLogger("pypdf").setLevel(logging.ERROR)  # its warnings on odd files would reach the terminal
    try:
        reader = PdfReader(io.BytesIO(raw))
        if reader.is_encrypted and not reader.decrypt(""):
            raise Unreadable("is password-protected; save an unprotected copy to include it")
        pages = [page.extract_text() or "" for page in reader.pages]
        meta_title = (reader.metadata.title if reader.metadata else None) or ""
    except Unreadable:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError, RecursionError) as exc:
        raise Unreadable(
            f"is not a readable PDF ({type(exc).__name__}: {str(exc)[:120]}); "
            f"re-export it from the program that made it"
        ) from None
    intro: list[str] = []
    for text in pages:
        # PDF text comes in visual lines: a blank line ends a paragraph, other breaks are wraps.
        for paragraph in re.split(r"\n\s*\n", text):
            intro.extend(sentences(paragraph))
    return Document(meta_title.strip() or title_from_name(path), tuple(intro), ())
