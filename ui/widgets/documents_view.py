"""The "Your documents folder" control: build the documents corpus from a folder, with progress and a report.

Shown in the sidebar of the Run and Evaluate pages when the task family is "Your documents". A
build reads only the files changed since the last one; files that cannot be used are listed
with the reason, and a failed build leaves the previous corpus as it was.
"""

from __future__ import annotations

import json
from pathlib import Path

import streamlit as st

from react_core.common.errors import describe
from react_core.data.corpus import Corpus
from react_core.data.document_corpus import build_documents_corpus, default_documents_corpus
from react_core.data.document_tasks import FAMILY
from ui.widgets.plain_text import md

SHOWN_SKIPPED = 20  # more are summed up in one line, so a folder of junk does not fill the sidebar


def is_documents(family: str) -> bool:
    return family == FAMILY


def folder_control(key: str = "docs") -> None:
    """A folder field, a Build button with a progress bar, and what the last build found."""
    # Open while there is no corpus and after a build: the box must not close on the build's own
    # report (a new corpus would otherwise flip `expanded` and collapse it).
    opened = not default_documents_corpus().is_file() or f"{key}:outcome" in st.session_state
    with st.expander("Your documents folder", expanded=opened):
        current = st.empty()  # filled after a build, so it never says "no corpus yet" above a fresh one
        folder = st.text_input(
            "Folder (.txt, .md, .html, .pdf; subfolders too)",
            key=f"{key}:folder",
            persist_state="session",
            placeholder="/home/me/notes",
            help="Your own questions and imported question files search this folder's "
            "documents. The bundled example questions search examples/documents/notes.",
        )
        if st.button("Build", key=f"{key}:build", icon=":material/library_books:", disabled=not folder.strip()):
            st.session_state[f"{key}:outcome"] = _build(folder)
        current.caption(_current_corpus())
        outcome = st.session_state.get(f"{key}:outcome")
        if outcome is not None:
            kind, message, skipped = outcome
            getattr(st, kind)(message)
            if skipped:
                lines = [f"- {md(name)}: {md(why)}" for name, why in skipped[:SHOWN_SKIPPED]]
                more = len(skipped) - SHOWN_SKIPPED
                st.warning(
                    f"Skipped {len(skipped)} file{'s' * (len(skipped) != 1)}:\n"
                    + "\n".join(lines)
                    + (f"\n- … and {more} more" if more > 0 else "")
                )


def _build(typed: str) -> tuple[str, str, list[tuple[str, str]]]:
    """(st function, message, skipped files) for a build of the typed folder."""
    folder = Path(typed.strip()).expanduser()
    bar = st.progress(0.0, text="Looking for documents…")

    def progress(done: int, total: int, name: str) -> None:
        bar.progress(
            done / total if total else 1.0,
            text=f"Reading {name} ({done + 1} of {total})" if name else f"Indexing {total} files…",
        )

    try:
        report = build_documents_corpus(folder, default_documents_corpus(), progress=progress)
    except Exception as exc:  # a bad folder is a message; the previous corpus stays
        bar.empty()
        return "error", f"Nothing was built: {describe(exc)}", []
    bar.empty()
    message = (
        f"{report.documents} document{'s' * (report.documents != 1)} and {report.sections} "
        f"section{'s' * (report.sections != 1)} ({report.pages} pages to search) from {md(str(report.folder))}; "
        f"{report.read} file{'s' * (report.read != 1)} read, {report.reused} unchanged, in {report.seconds:.1f} s."
    )
    return "success", message, report.skipped


def _current_corpus() -> str:
    path = default_documents_corpus()
    if not path.is_file():
        return "No documents corpus yet: give a folder and press Build."
    try:
        corpus = Corpus(path)
        try:
            sources = json.loads(corpus.meta.get("sources", "[]"))
            folder = sources[0].partition(":")[2] if sources else "?"
            return (
                f"Searching {len(corpus)} pages from {md(folder)} "
                f"(built {md(corpus.meta.get('built_at', '?').replace('T', ' '))})."
            )
        finally:
            corpus.close()
    except Exception as exc:
        return f"The documents corpus could not be read: {describe(exc)} Build it again."
