"""A search that found nothing, made again: the search's own list of pages to search instead.

A search miss answers ``Could not find X. Similar: ['A', 'B', ...].`` (its observation's `info["similar"]`,
react_core.environments.wikipedia.env). Searching X again gets the same answer. The 1.5B model in tool calls
did so to its step limit, the same search up to six times in a row after the aid's asks again at 0.7 (batch
t45-hotpot50b: 6 of 50 questions, against 1 for text ReAct, whose thoughts pick a similar page as the paper's
exemplars do: "... is the most likely result. I need to search ...").

`SIMILAR` is the family's `Family.valid_moves` (the protocol react_core.prompting.method_base.ValidMoves), as
WebShop's buttons and ALFWorld's commands are: right after a search miss, a search already made that found
nothing cannot work, and the tool-call agent holds it at once to a `search` whose `entity` is one of the
similar pages not searched yet (an `enum`). The model still chooses among them; the step's note says it was
held. Text ReAct's dense format (a thought and an action in one reply) keeps its own aid, asks again at 0.7:
the last resort below chooses one-line actions, which these families do not write.
"""

from __future__ import annotations

from react_core.environments.wikipedia.actions import parse_action
from react_core.environments.wikipedia.env import search_missed
from react_core.prompting.method_base import MethodContext, Unit
from react_core.prompting.parsing import Parsed
from react_core.prompting.tool_calls import ActionTools, held_to_values
from react_core.prompting.transcript import LineTranscript
from react_core.trajectory.steps import ModelCall, Step, StepKind


class SimilarPages:
    """The Wikipedia families' valid moves after a search miss (see the module's docstring)."""

    def listed(self, steps: list[Step]) -> bool:
        return bool(unsearched_similar(steps))

    def why_not(self, steps: list[Step], action: str) -> str | None:
        return searched_in_vain(steps, action)

    def choose(
        self, ctx: MethodContext, unit: Unit, call: ModelCall, parsed: Parsed, transcript: LineTranscript
    ) -> tuple[ModelCall, Parsed]:
        return call, parsed  # the dense format's reply is a thought and an action: see the module's docstring

    def held_tools(self, steps: list[Step], tools: ActionTools, action: str) -> ActionTools | None:
        search = tools.find("search")
        return held_to_values(search, tuple(unsearched_similar(steps))) if search is not None else None


SIMILAR = SimilarPages()


def searched(steps: list[Step]) -> dict[str, bool]:
    """Every entity searched so far (case folded) and whether its search found a page."""
    out: dict[str, bool] = {}
    action: str | None = None
    for step in steps:
        if step.kind == StepKind.ACTION:
            action = step.text
        elif step.kind == StepKind.OBSERVATION and action is not None:
            parsed = parse_action(action)
            if parsed is not None and parsed.name == "search" and parsed.argument:
                key = parsed.argument.casefold()
                out[key] = out.get(key, False) or not search_missed(step.text, step.info)
            action = None
    return out


def unsearched_similar(steps: list[Step]) -> list[str]:
    """The similar pages the last observation lists after a search miss, less those searched already."""
    last = next((s for s in reversed(steps) if s.kind == StepKind.OBSERVATION), None)
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
