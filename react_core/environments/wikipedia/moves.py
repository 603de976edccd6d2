"""The Wikipedia families' valid moves (`Family.valid_moves`): what cannot work after a search or a lookup
found nothing, and what a call that cannot work is held to.

- A search that found nothing, made again (react_core.environments.wikipedia.similar_pages): held to a
  `search` whose `entity` is one of the similar pages the miss listed and not searched yet (an `enum`).
- A lookup with no page open, or one whose sentences on the page open now were all read, on any visit to it
  (react_core.environments.wikipedia.open_page): held to a `search`, its entity free (the similar pages, when
  the last search missed), and not of the page open now, which would only show it again.

Both as WebShop's buttons and ALFWorld's commands are, through the protocol
react_core.prompting.method_base.ValidMoves: where the steps already say what cannot work (`listed`), the
tool-call agent holds such a call at once by one greedy ask, and the model still chooses the call; elsewhere (a
first lookup before any search) it is asked again once at 0.7, as a repeat is. The step's note says which.
Text ReAct's dense format (a thought and an action in one reply) keeps its own aid, asks again at 0.7:
`choose`, the last resort for one-line actions, leaves its reply as it stands.
"""

from __future__ import annotations

from react_core.environments.wikipedia.open_page import (
    looked_up_in_vain,
    lookup_found_nothing,
    open_page,
    searched_open_page,
)
from react_core.environments.wikipedia.similar_pages import searched_in_vain, unsearched_similar
from react_core.prompting.method_base import MethodContext, Unit
from react_core.prompting.parsing import Parsed
from react_core.prompting.tool_calls import ActionTools, held_to_values
from react_core.prompting.transcript import LineTranscript
from react_core.trajectory.steps import ModelCall, Step


class WikipediaMoves:
    """The Wikipedia families' valid moves (see the module's docstring)."""

    def listed(self, steps: list[Step]) -> bool:
        # A lookup known to find nothing: after "No page is open", or one whose sentences on this page were all read
        page = open_page(steps)
        return bool(unsearched_similar(steps)) or lookup_found_nothing(steps) or bool(page is not None and page.missed)

    def why_not(self, steps: list[Step], action: str) -> str | None:
        return searched_in_vain(steps, action) or looked_up_in_vain(steps, action) or searched_open_page(steps, action)

    def choose(
        self, ctx: MethodContext, unit: Unit, call: ModelCall, parsed: Parsed, transcript: LineTranscript
    ) -> tuple[ModelCall, Parsed]:
        return call, parsed  # the dense format's reply is a thought and an action: see the module's docstring

    def held_tools(self, steps: list[Step], tools: ActionTools, action: str) -> ActionTools | None:
        search = tools.find("search")
        if search is None:
            return None
        similar = tuple(unsearched_similar(steps))
        if similar:
            return held_to_values(search, similar)
        if looked_up_in_vain(steps, action) is not None:
            return ActionTools((search,), tools.notes)
        return None


MOVES = WikipediaMoves()
