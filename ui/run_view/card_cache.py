"""Rendered step cards, kept by what they show: a finished card is built once per session.

Steps never change once written (react_core.trajectory.steps), so a card's HTML depends only on its
steps' ids, its number, the calls behind it, the family, the layout and its steps' flags
(react_core.assist.diagnosis), which are part of the key. Redrawing a 50-step
trajectory after each new step then escapes and formats only the new card. The cache lives in
the browser session (st.session_state) and is bounded, so a long session does not grow it forever.
"""

from __future__ import annotations

from collections import OrderedDict

import streamlit as st

from react_core import Family, Trajectory, diagnose
from react_core.assist.diagnosis import Flag
from react_core.engine import catalog
from ui.run_view import view_model as vm

_KEY = "_card_html"
_REVISIONS_KEY = "_card_revisions"
MAX_CARDS = 400
MAX_BRANCHES = 16  # branches whose revision is kept


def group_html(group: vm.StepGroup, family: Family, compact: bool = False, flags: dict | None = None) -> str:
    """`vm.group_html`, from the cache when this exact card was drawn before."""
    cache: OrderedDict[tuple, str] = st.session_state.setdefault(_KEY, OrderedDict())
    mine = {p.position: flags[p.position] for p in group.items if flags and p.position in flags}
    shown_flags = tuple(
        (position, tuple((f.kind, f.reason) for f in found)) for position, found in sorted(mine.items())
    )
    key = (
        family.name,
        compact,
        group.number,
        tuple(p.step.id for p in group.items),
        tuple(c.id for c in group.calls),
        shown_flags,
    )
    html = cache.get(key)
    if html is None:
        html = cache[key] = vm.group_html(group, family, compact, mine)
        while len(cache) > MAX_CARDS:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return html


def revision(trajectory: Trajectory) -> vm.Revision:
    """The active branch as its cards draw it (`vm.Revision`: its family, flags and step groups), made
    once per revision of it: a redraw with nothing new (a click that changes no step) reads it again
    instead of looking the family up and diagnosing, and a new step resolves each once."""
    branch = trajectory.branch()
    revision = (trajectory.task.family, tuple(branch.step_ids), len(trajectory.calls))
    kept: OrderedDict[tuple[str, str], tuple[tuple, vm.Revision]] = st.session_state.setdefault(
        _REVISIONS_KEY, OrderedDict()
    )
    key = (trajectory.id, branch.id)  # one per branch drawn (Compare draws a run per column)
    if key not in kept or kept[key][0] != revision:
        kept[key] = (revision, vm.revision(trajectory, catalog.family(trajectory.task.family), diagnose(trajectory)))
        while len(kept) > MAX_BRANCHES:
            kept.popitem(last=False)
    kept.move_to_end(key)
    return kept[key][1]


def flags(trajectory: Trajectory) -> list[Flag]:
    """The active branch's flags (react_core.assist.diagnosis), computed once per revision of it."""
    return revision(trajectory).flags
