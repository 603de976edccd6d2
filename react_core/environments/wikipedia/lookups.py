"""A lookup that cannot find anything: with no page open, or made again after it found nothing on this page.

`Lookup[keyword]` reads the page the last search found (react_core.environments.wikipedia.env): with no page
open it answers "No page is open to look up in", and a keyword with no sentence left answers "No more results."
(both with `info["no_result"]`). Until a search opens another page, the same lookup gets the same answer. The
1.5B model in tool calls made one five times in a row to its step limit, where its thought said "I need to
search Carlo Rovelli's work" (batch t45-hotpot50c: 2 of 50 questions, 3 in t45-hotpot50b, none for text ReAct),
or went round a search that opened the same page again and the same lookup (2 more there).
"""

from __future__ import annotations

from react_core.environments.wikipedia.actions import parse_action
from react_core.trajectory.steps import Step, StepKind


def page_opened(step: Step) -> bool:
    """An observation of a search that found a page (its title in `info`), which every lookup reads after it."""
    return step.kind == StepKind.OBSERVATION and "title" in step.info


def found_nothing(steps: list[Step]) -> set[str] | None:
    """The keywords (case folded) looked up to "No more results." on the page open now, on any visit to it (a
    search that opens it again starts its lookups over, at sentences already read); None when no page is open."""
    missed: dict[str, set[str]] = {}
    page: str | None = None
    action: str | None = None
    for step in steps:
        if step.kind == StepKind.ACTION:
            action = step.text
        elif page_opened(step):
            page, action = str(step.info["title"]), None
        elif step.kind == StepKind.OBSERVATION and action is not None:
            parsed = parse_action(action)
            if page is not None and parsed is not None and parsed.name == "lookup" and step.info.get("no_result"):
                missed.setdefault(page, set()).add(parsed.argument.casefold())
            action = None
    return None if page is None else missed.get(page, set())


def looked_up_in_vain(steps: list[Step], action: str) -> str | None:
    """Why `action` cannot find anything: a lookup with no page open, or one that found nothing on this page
    already (the environment compares keywords case folded, as here). None otherwise."""
    parsed = parse_action(action)
    if parsed is None or parsed.name != "lookup" or not parsed.argument:
        return None
    missed = found_nothing(steps)
    if missed is None:
        return f"looked up {parsed.argument!r} with no page open"
    if parsed.argument.casefold() in missed:
        return f"looked up {parsed.argument!r} again, which found nothing more on this page"
    return None


def lookup_found_nothing(steps: list[Step]) -> bool:
    """The last observation is a lookup's "nothing" (no page open, or no more results)."""
    last = next((s for s in reversed(steps) if s.kind == StepKind.OBSERVATION), None)
    return last is not None and bool(last.info.get("no_result"))
