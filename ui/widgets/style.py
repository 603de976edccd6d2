"""The workbench's look (ui/widgets/style.css) and the "model is working" line."""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import streamlit as st

from react_core.models.live import LiveSnapshot

STYLESHEET = Path(__file__).with_name("style.css")


def apply() -> None:
    """Send the stylesheet. A path to a .css file is Streamlit's documented way: it arrives as a
    style-only element, which takes no space on the page."""
    st.html(STYLESHEET)


class WorkingLine:
    """A spinner, what the model is doing (reading the prompt, writing), the seconds so far and the
    reply as it is written. Redrawn by the script while it waits, so it needs no script in the page."""

    def __init__(self, label: str, snapshot: LiveSnapshot | None = None) -> None:
        self.label = label
        self._slot = st.empty()
        self.update(snapshot)

    def update(self, snapshot: LiveSnapshot | None) -> None:
        status = snapshot.describe() if snapshot is not None else ""
        tail = ""
        if snapshot is not None and snapshot.text.strip():
            text = " ".join(snapshot.text.split())
            tail = f'<div class="rx-working-text">{html.escape(text[-240:])}</div>'
        if snapshot is not None and snapshot.call:  # a tool call as it streams: the model's text, never markup
            call = " ".join(snapshot.call.split())
            tail += (
                '<div class="rx-working-call"><span class="rx-working-call-label">Calling</span> '
                f"<code>{html.escape(call[-240:])}</code></div>"
            )
        self._slot.html(
            f'<div class="rx-working"><span class="rx-spin"></span><span>{html.escape(self.label)}</span>'
            f'<span class="rx-elapsed">{html.escape(status)}</span></div>{tail}'
        )

    def clear(self) -> None:
        self._slot.empty()


@contextmanager
def working(label: str) -> Iterator[WorkingLine]:
    """The working line, shown as soon as the script reaches it and removed when the block ends."""
    line = WorkingLine(label)
    try:
        yield line
    finally:
        line.clear()
