"""The rows of a step-by-step diff as HTML table rows: the Branches tab, Compare and the one-file
share draw them with this one function, so a deleted thought, the first-difference mark and a
person's badge read the same in all three.

Every text from a model, a tool or a task file goes through `esc`; only the tags and class names
written here are markup.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping

from react_core.trajectory.branch_diff import DiffRow, first_divergence
from react_core.trajectory.steps import BY_A_PERSON, Author, Step

DIFF_CHARS = 200  # a diff cell shows this much of a step, with an ellipsis; the cards hold the whole text
DELETED = '<span class="rx-deleted-gap">— deleted on this branch</span>'


def esc(text: object) -> str:
    """Text as the characters it is, safe in element text and in quoted attributes; newlines kept."""
    return html.escape(str(text or ""), quote=True).replace("\n", "<br>")


def cut(text: str, limit: int = DIFF_CHARS) -> str:
    """`text` up to `limit` characters, with an ellipsis when it was longer."""
    return text if len(text) <= limit else text[:limit].rstrip() + "…"


def rows_html(
    rows: list[DiffRow],
    badges: Mapping[Author, str],
    below: Callable[[Step], str] | None = None,
) -> str:
    """The `<tr>` rows of `rows`, the first difference marked.

    `badges` names the authors worth a badge in the reader's words (the app says "edited by you",
    a shared file "edited by a person"); `below` adds escaped markup under a step's text (the app's
    tool call)."""
    first = first_divergence(rows)
    body = []
    for i, row in enumerate(rows):
        cls = "rx-same" if row.same else "rx-changed"
        mark = ""
        if i == first:
            cls += " rx-first-diff"
            mark = '<div class="rx-first-mark">first difference</div>'
        cells = "".join(
            f'<td class="rx-side">{_cell(step, row.gap, badges, below)}</td>' for step in (row.left, row.right)
        )
        body.append(f'<tr class="{cls}"><td class="rx-n">{row.position + 1}{mark}</td>{cells}</tr>')
    return "".join(body)


def _cell(step: Step | None, gap: bool, badges: Mapping[Author, str], below: Callable[[Step], str] | None) -> str:
    if step is None:  # a gap in the middle is a step this branch deleted; at the end, steps it never took
        return DELETED if gap else "—"
    label = badges.get(step.author)
    person = " rx-person" if step.author in BY_A_PERSON else ""
    badge = f' <span class="rx-badge{person} rx-{step.author.value}">{esc(label)}</span>' if label else ""
    extra = below(step) if below is not None else ""
    return f'<span class="rx-kind">{step.kind.value}</span>{esc(cut(step.text))}{badge}{extra}'
