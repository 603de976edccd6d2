"""A search that found nothing, made again: the search's own list of pages to search instead.

A search miss answers ``Could not find X. Similar: ['A', 'B', ...].`` (its observation's `info["similar"]`,
react_core.environments.wikipedia.env). Searching X again gets the same answer. The 1.5B model in tool calls
did so to its step limit, the same search up to six times in a row after the aid's asks again at 0.7 (batch
t45-hotpot50b: 6 of 50 questions, against 1 for text ReAct, whose thoughts pick a similar page as the paper's
exemplars do: "... is the most likely result. I need to search ...").

The rule is one of the families' valid moves (react_core.environments.wikipedia.moves).
"""

from __future__ import annotations

from react_core.environments.wikipedia.actions import parse_action
from react_core.environments.wikipedia.env import search_missed
from react_core.trajectory.steps import Step, answered_actions, last_observation


def searched(steps: list[Step]) -> dict[str, bool]:
    """Every entity searched so far (case folded) and whether its search found a page."""
    out: dict[str, bool] = {}
    for action, answer in answered_actions(steps):
        parsed = parse_action(action.text)
        if parsed is not None and parsed.name == "search" and parsed.argument:
            key = parsed.argument.casefold()
            out[key] = out.get(key, False) or not search_missed(answer.text, answer.info)
    return out


def unsearched_similar(steps: list[Step]) -> list[str]:
    """The similar pages the last observation lists after a search miss, less those searched already."""
    last = last_observation(steps)
    if last is None or not search_missed(last.text, last.info):
        return []
    similar = last.info.get("similar")
    done = searched(steps)
    return [str(t) for t in similar if str(t).casefold() not in done] if isinstance(similar, list) else []


def searched_in_vain(steps: list[Step], action: str) -> str | None:
    """Why `action` cannot work: it searches an entity whose search found nothing. None otherwise."""
    parsed = parse_action(action)
    if parsed is None or parsed.name != "search" or not parsed.argument:
        return None
    if searched(steps).get(parsed.argument.casefold()) is False:
        return f"searched {parsed.argument!r} again, which found nothing before"
    return None
