"""A file of questions imported from the sidebar, and which pages a run on a file's tasks searches."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import streamlit as st

from react_core import Family
from react_core.common.errors import describe
from react_core.common.paths import imports_dir
from react_core.data.document_tasks import FAMILY as DOCUMENTS
from react_core.data.file_corpus import own_page_count
from react_core.engine import catalog


def import_tasks_widget(
    fam: Family, key: str = "task", select: Callable[[Path], tuple[str, object]] | None = None
) -> None:
    """Upload a HotpotQA / FEVER question file; it then appears under "Tasks from".

    The file is imported when it is uploaded (a callback, before the page reruns), so the
    page's task picker already lists it, and `select` (file -> (widget key, value)) chooses it."""
    family = fam.name
    uploader = f"{key}:{family}:upload"
    outcome = f"{key}:{family}:import_outcome"
    types = ["json", "jsonl", *(["csv"] if family == DOCUMENTS else [])]  # a question list is often a spreadsheet
    what = "question" if family == DOCUMENTS else fam.short
    st.file_uploader(
        f"Import a {what} file ({' / '.join('.' + t for t in types)})",
        type=types,
        key=uploader,
        on_change=_import_upload,
        args=(fam, uploader, outcome, select),
    )
    kind, message = st.session_state.get(outcome, (None, None))
    if kind is not None:
        getattr(st, kind)(message)


def _import_upload(
    fam: Family, uploader: str, outcome: str, select: Callable[[Path], tuple[str, object]] | None
) -> None:
    upload = st.session_state.get(uploader)
    if upload is None:
        st.session_state.pop(outcome, None)
        return
    name = Path(upload.name).name
    dest = imports_dir(fam.name) / name
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(dest.suffix + ".part")
    tmp.write_bytes(upload.getvalue())
    try:
        count = len(fam.load(str(tmp)))
    except Exception as exc:
        tmp.unlink(missing_ok=True)
        st.session_state[outcome] = ("error", f"{name} was not imported: {describe(exc)}")
        return
    if count == 0:
        tmp.unlink(missing_ok=True)
        st.session_state[outcome] = ("error", f"{name} holds no tasks; nothing was imported.")
        return
    tmp.replace(dest)
    pages = ""
    if fam.files_bring_pages:
        try:
            found = own_page_count(dest)
            pages = f" with {found} pages of their own paragraphs to search" if found else ""
        except Exception as exc:
            st.session_state[outcome] = (
                "warning",
                f"The questions were imported, but their paragraphs could not be indexed: {describe(exc)}",
            )
            return
    st.session_state[outcome] = (
        "success",
        f'Imported {count} tasks from {name}{pages}; they are chosen under "Tasks from".',
    )
    if select is not None:
        widget, value = select(dest)
        st.session_state[widget] = value


def corpus_note(family: str, source: str) -> str:
    """Which pages a local run on these tasks searches, in a sentence for a caption."""
    if not catalog.family(family).wikipedia:
        return ""
    if source == "bundled":
        return "Searched in the bundled pages (51, written for the bundled tasks)."
    pages = own_page_count(source) if catalog.family(family).files_bring_pages else 0
    if pages:
        return f"Searched in this file's own paragraphs ({pages} pages)."
    return (
        "This file has no paragraphs, so a local run searches only the 51 bundled pages: build a corpus for it "
        "(`python -m react_core corpus build --help`) or choose live Wikipedia."
    )
