"""WebShop's buttons: which clicks can work on the page shown, and the repeat aid's last resort there.

A WebShop observation names its page and lists its buttons (`info["page"]`, `info["clickables"]`)
and the ones that move the task on (`info["moves"]`: a results page's products, a product page's
options and Buy Now; react_core.environments.webshop.env). From them a click on something that is
no button (a product's title, words of the instruction) is recognisable before it is taken, and so is a
second option of a kind chosen already (`info["options"]`, `info["chosen"]`: every size in turn), and a
Buy Now before an option the instruction names is chosen (`info["asked"]`).
`BUTTONS` is the family's `Family.valid_moves` (the protocol react_core.prompting.method_base.ValidMoves):
the catalogue hands it to WebShop's methods, whose repeat aid asks again after such a click
(`wasted_click`, up to `PAGE_TRIES` times) and then lets the model choose among the buttons
(`choose_a_button`; for ReAct (tool calls), a call held to a `click` on one of them, `held_click`).
"""

from __future__ import annotations

import re
from functools import partial

from react_core.prompting.method_base import MethodContext, Unit
from react_core.prompting.parsing import Parsed
from react_core.prompting.repeat_aid import PAGE_TRIES, REPEAT_TEMPERATURE, choose_among
from react_core.prompting.tool_calls import ActionTools, held_to_values
from react_core.prompting.transcript import LineTranscript
from react_core.trajectory.steps import ModelCall, Step, StepKind, last_observation


class PageButtons:
    """WebShop's valid moves: the buttons its pages list (see the module's docstring)."""

    def listed(self, steps: list[Step]) -> bool:
        return page_buttons(steps) is not None

    def why_not(self, steps: list[Step], action: str) -> str | None:
        return wasted_click(steps, action)

    def choose(
        self, ctx: MethodContext, unit: Unit, call: ModelCall, parsed: Parsed, transcript: LineTranscript
    ) -> tuple[ModelCall, Parsed]:
        return choose_a_button(ctx, unit, call, parsed, transcript)

    def held_tools(self, steps: list[Step], tools: ActionTools, action: str) -> ActionTools | None:
        return held_click(steps, tools)


BUTTONS = PageButtons()


def choose_a_button(
    ctx: MethodContext, unit: Unit, call: ModelCall, parsed: Parsed, transcript: LineTranscript
) -> tuple[ModelCall, Parsed]:
    """The repeat aid's last resort on a page that lists the buttons that move the task on (WebShop:
    a results page's products, a product page's options and Buy Now; its observation's
    `info["moves"]`): when the reply still clicks something that is no button (a product's title,
    words of the instruction) after the tries at temperature 0.7, ask once more, greedily, with the
    reply constrained to a click on one of those not clicked yet since the last search
    (`ModelRequest.choices`; the embedded model follows it, another server may not, so the reply is
    checked again). The model still chooses; the step's note says it was constrained. Without it a
    small model repeats a title or a word to the step limit (Table 4's notes in docs/results.md)."""
    why = wasted_click(ctx.steps, parsed.action) if parsed.action and parsed.thought is None else None
    if not ctx.generation.retry_repeats or why is None:
        return call, parsed
    choices = tuple(f" click[{move}]" for move in unclicked_moves(ctx.steps))
    if not choices:
        return call, parsed
    chose = (
        f"the reply {why} (asked again {PAGE_TRIES} times at temperature {REPEAT_TEMPERATURE}); then asked to "
        f"choose one of the {len(choices)} buttons that move on from this page"
    )
    cannot = partial(wasted_click, ctx.steps)
    return choose_among(ctx, unit, call, parsed, transcript.stops(ctx.steps), transcript.parse, choices, cannot, chose)


def held_click(steps: list[Step], tools: ActionTools) -> ActionTools | None:
    """The tool-call agent's form of `choose_a_button`: WebShop's tools narrowed to one `click` whose
    `button` is an `enum` of the buttons that move on from this page, not clicked yet since the last
    search. The agent asks once more, greedily, held to that schema (a JSON Schema grammar on the embedded
    model; `tool_choice="required"` elsewhere, whose reply is checked again). On the search page, whose one
    move is a search, the `search` tool alone: the 1.5B model clicked "Back to Search" there to the step limit
    (t45-webshop-g39c, goal 40). None when none is left."""
    page = page_buttons(steps)
    if page is not None and page[0] == "search":
        search = tools.find("search")
        return ActionTools((search,)) if search is not None else None
    click = tools.find("click")
    return held_to_values(click, tuple(unclicked_moves(steps))) if click is not None else None


def unclicked_moves(steps: list[Step]) -> list[str]:
    """The buttons that move on from the page shown (its observation's `info["moves"]`) not clicked yet
    since the last search, as the page shows them."""
    last = last_observation(steps)  # the page the shopper is on
    moves = [str(m) for m in last.info.get("moves", [])] if last is not None else []
    clicked = _clicked_since_search(steps)
    return [move for move in moves if move.lower() not in clicked]


def _clicked_since_search(steps: list[Step]) -> set[str]:
    """What `click[...]` named (lower-cased) since the last search."""
    clicked: set[str] = set()
    for step in reversed(steps):
        if step.kind != StepKind.ACTION:
            continue
        taken = _page_action(step.text)
        if taken is None:
            continue
        if taken[0] == "search":
            break
        clicked.add(taken[1])
    return clicked


def _page_action(action: str) -> tuple[str, str] | None:
    """("click" or "search", its argument stripped), both lower-cased; None for any other action."""
    match = re.match(r"^\s*(click|search)\s*\[(.*)\]\s*$", action, re.IGNORECASE | re.DOTALL)
    return None if match is None else (match.group(1).lower(), match.group(2).strip().lower())


def page_buttons(steps: list[Step]) -> tuple[str, list[str]] | None:
    """(page name, its buttons) from the last observation when its environment lists them
    (WebShop's `info["page"]` and `info["clickables"]`); None otherwise. Before any observation the
    shopper is on the search page an episode opens with, which has no button but [Search]: a first
    click there cannot work (the 1.5B model, in tool calls, clicked a product id from the exemplar's
    results as its first action in 3 of 13 goals, batch t45-webshop50b)."""
    last = last_observation(steps)
    if last is None:
        return ("search", []) if not any(s.kind == StepKind.ACTION for s in steps) else None
    if "clickables" not in last.info or "page" not in last.info:
        return None
    return str(last.info["page"]), [str(b) for b in last.info["clickables"]]


def wasted_click(steps: list[Step], action: str) -> str | None:
    """Why `action` does not move the task on from the page shown: it cannot work there
    (`off_page_action`), it is a second option of a kind chosen already (`second_option`), or it buys
    before an option the instruction names is chosen (`early_purchase`)."""
    return off_page_action(steps, action) or second_option(steps, action) or early_purchase(steps, action)


def early_purchase(steps: list[Step], action: str) -> str | None:
    """Why a Buy Now is wasted: the instruction names an option of a kind the product offers, and none of
    that kind is chosen yet (`info["asked"]`, read from the instruction's words by
    react_core.environments.webshop.asked), so the product is bought without what was asked for. The 1.5B
    model bought so in 9 of 38 goals in tool calls and 9 of 41 in text ReAct (t45-webshop50c)."""
    last = last_observation(steps)
    taken = _page_action(action)
    if last is None or taken is None or taken != ("click", "buy now"):
        return None
    asked, chosen = last.info.get("asked"), last.info.get("chosen")
    if not isinstance(asked, dict) or not isinstance(chosen, dict):
        return None
    missing = [(kind, value) for kind, value in asked.items() if kind not in chosen]
    if not missing:
        return None
    named = " and ".join(f"the {kind} {value!r}" for kind, value in missing)
    return f"clicked 'Buy Now' before choosing {named}, which the instruction asks for"


def second_option(steps: list[Step], action: str) -> str | None:
    """Why a click on a product page's option is wasted: it is chosen already, or an option of that kind
    (colour, size) is, and the product is bought with one of each; a second only replaces the first. The 1.5B
    model, having written "I should click 'A' and 'B'" of two sizes, clicked both, or every size in turn
    to the step limit (batch t45-webshop50b: 3 of 13 goals in tool calls, 1 of 15 in text ReAct). None
    for anything else, or when the page does not say what is chosen (`info["options"]`, `info["chosen"]`)."""
    last = last_observation(steps)
    taken = _page_action(action)
    if last is None or taken is None or taken[0] != "click":
        return None
    options, chosen = last.info.get("options"), last.info.get("chosen")
    if not isinstance(options, dict) or not isinstance(chosen, dict):
        return None
    for kind, values in options.items():
        if taken[1] not in (str(v).lower() for v in values) or kind not in chosen:
            continue
        if str(chosen[kind]).lower() == taken[1]:  # clicked again: seven times in a row in goal 10 of t45-webshop50c
            return f"clicked {action!r}, which is chosen already"
        if _asked_for(last, kind) == taken[1]:  # the option the instruction names replaces another
            return None
        return f"clicked {action!r}, a second {kind}: {chosen[kind]!r} is chosen already, and one {kind} is bought"
    return None


def _asked_for(page: Step, kind: str) -> str | None:
    """The option of `kind` the instruction names (the page's `info["asked"]`), lower-cased, or None."""
    asked = page.info.get("asked")
    value = asked.get(kind) if isinstance(asked, dict) else None
    return None if value is None else str(value).lower()


def off_page_action(steps: list[Step], action: str) -> str | None:
    """Why `action` cannot work on the current page, read from the page's own button list: a click
    on something that is not one of its buttons, or a search away from the search page. None when
    it can, when it is no click or search, or when the environment lists no buttons."""
    page = page_buttons(steps)
    taken = _page_action(action)
    if page is None or taken is None:
        return None
    name, argument = taken
    if name == "search":
        return None if page[0] == "search" else f"searched with {action!r} on a page with no search box"
    if argument in (b.lower() for b in page[1]):
        return None
    return f"clicked {action!r}, which is not a button on this page"
