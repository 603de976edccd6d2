"""The page open now, and the calls on it that cannot get anything new: a lookup with no page open, a lookup that
already found nothing more on it, and a search that would only open it again.

`Lookup[keyword]` reads the page the last search that found one opened (react_core.environments.wikipedia.env):
with no page open it answers "No page is open to look up in", and a keyword whose sentences were all read answers
"No more results." (both with `info["no_result"]`). Any search that opens a page, the same page too, starts its
lookups over at sentences already read, and shows the first paragraph the history already holds. The 1.5B model in
tool calls made one lookup five times in a row to its step limit, where its thought said "I need to search Carlo
Rovelli's work" (batch t45-hotpot50c: 2 of 50 questions, 3 in t45-hotpot50b, none for text ReAct), or went round
`Search[X]`, `Lookup[k]`, `Search[X]` again, `Lookup[k]` again (2 more there).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from react_core.environments.wikipedia.actions import parse_action
from react_core.environments.wikipedia.env import search_missed
from react_core.trajectory.steps import Step, answered_actions, last_observation


@dataclass
class OpenPage:
    """The page open now: its title, the search text that opened it, and the keywords (case folded) looked up to
    "No more results." on it, on any visit to it."""

    title: str
    searched: str
    missed: set[str] = field(default_factory=set)


def open_page(steps: list[Step]) -> OpenPage | None:
    """The page the steps leave open; None when no search has found one."""
    missed: dict[str, set[str]] = {}
    page: OpenPage | None = None
    for action, answer in answered_actions(steps):
        parsed = parse_action(action.text)
        opened = _opened(parsed.argument if parsed is not None and parsed.name == "search" else None, answer)
        if opened is not None:
            page = OpenPage(
                opened, parsed.argument if parsed is not None else "", missed.setdefault(opened.casefold(), set())
            )
        elif page is not None and parsed is not None and parsed.name == "lookup" and answer.info.get("no_result"):
            page.missed.add(parsed.argument.casefold())
    return page


def _opened(searched: str | None, step: Step) -> str | None:
    """The title of the page `step` shows a search opened, else None. A person's observation in place of the
    environment's keeps only the environment's text (`info["overridden"]`), which replay still hands the
    environment: a search whose own answer found a page opened it, under the name searched."""
    if "title" in step.info:
        return str(step.info["title"])
    original = step.info.get("overridden")
    if searched and isinstance(original, str) and not search_missed(original, {}):
        return searched
    return None


def looked_up_in_vain(steps: list[Step], action: str) -> str | None:
    """Why `action` cannot find anything new: a lookup with no page open, or one whose sentences on the page open
    now were all read (the environment compares keywords case folded, as here). None otherwise."""
    parsed = parse_action(action)
    if parsed is None or parsed.name != "lookup" or not parsed.argument:
        return None
    page = open_page(steps)
    if page is None:
        return f"looked up {parsed.argument!r} with no page open"
    if parsed.argument.casefold() in page.missed:
        return f"looked up {parsed.argument!r} again, whose sentences on this page were all read"
    return None


def searched_open_page(steps: list[Step], action: str) -> str | None:
    """Why `action` gets nothing new: it searches the page open now (by its title or the text that opened it),
    which shows the paragraph already read and starts its lookups over. None otherwise."""
    parsed = parse_action(action)
    page = open_page(steps)
    if parsed is None or parsed.name != "search" or not parsed.argument or page is None:
        return None
    if parsed.argument.casefold() in (page.title.casefold(), page.searched.casefold()):
        return f"searched {parsed.argument!r}, the page open now, which shows nothing new"
    return None


def lookup_found_nothing(steps: list[Step]) -> bool:
    """The last observation is a lookup's "nothing" (no page open, or no more results)."""
    last = last_observation(steps)
    return last is not None and bool(last.info.get("no_result"))
