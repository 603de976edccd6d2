"""Grounding: a thought that claims what the observations do not show (the paper's Figure 5).

A small model often states as found what it only expects: "Now I find a potato (2)" in front of
a fridge holding a lettuce and a tomato. Each rule below reads one thought against what the
agent has been shown so far and returns the evidence when they disagree. Every rule is a string
check, never a model call, and each is written to stay quiet when unsure (a false flag costs a
person's attention):

- ALFWorld (`room_claims`): a sentence that starts "(Now) I find / see / take / have / put /
  heat / cool / clean" + a numbered object ("potato 2", "potato (2)"). find/see: the latest
  observation at the place (the one named after the object, else where the agent is) must show
  the object, unless the agent holds it; take/have/heat/cool/clean: the agent must hold it
  (take may also be said in front of it, as an intention); put: the place must show it, or the
  agent must hold it there. Not judged: sentences with a negation, objects without a number,
  places never looked at, the middle of the room.
- HotpotQA and FEVER (`fact_claims`): a plain statement (no "need", "should", "search", "?",
  "maybe", ...) after the first observation that holds a figure of 3 or more digits ("born in
  1923", "1,200 seats") or a "quoted name" that no observation so far (nor the question or
  claim) contains.
- WebShop (`shop_claims`): a product id no page has shown; a "$" price no page nor the
  instruction has shown, or one (not the instruction's limit) that differs from the price shown
  for the product the sentence names (or the open item page's); an option in quotes, in a
  sentence that says "option", that no option line of the open item page offers (a word of the
  product's title is no option: "'non comedogenic'" led to click[non comedogenic], "Invalid action!").
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from react_core.environments.alfworld.room_state import HANDS, Room, listing
from react_core.environments.webshop.shop_state import ASIN, ShopView, prices_in
from react_core.scoring.answer_checks import appears_in


@dataclass(frozen=True)
class Ungrounded:
    """One claim the observations do not back: the evidence, and a thought built from it."""

    subject: str  # the object, figure, price or option claimed
    reason: str  # the evidence, one line
    hint: str  # a replacement thought a person can start from


_NEGATION = re.compile(r"\b(?:not|no|never|nothing|none|cannot|without)\b|n't\b", re.IGNORECASE)
_HEDGE = re.compile(
    r"\?|\b(?:need|needs|should|will|would|could|can|might|may|maybe|perhaps|probably|possibly|"
    r"likely|seems?|guess|assume|if|whether|search|searching|look|lookup|check|let|let's|"
    r"unsure|unknown|unclear|try|want|hope|expect)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!;])\s+")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(" ".join((text or "").split())) if s.strip()]


def statements(text: str) -> list[str]:
    """The sentences of a thought that state something rather than plan, ask or guess."""
    return [sentence for sentence in sentences(text) if not _HEDGE.search(sentence)]


# ----- ALFWorld -------------------------------------------------------------------------------
_VERB = {
    "find": "see",
    "found": "see",
    "see": "see",
    "saw": "see",
    "spot": "see",
    "spotted": "see",
    "notice": "see",
    "noticed": "see",
    "locate": "see",
    "located": "see",
    "take": "take",
    "took": "take",
    "taken": "take",
    "pick up": "take",
    "picked up": "take",
    "grab": "take",
    "grabbed": "take",
    "get": "take",
    "got": "take",
    "have": "hold",
    "hold": "hold",
    "holding": "hold",
    "carry": "hold",
    "carrying": "hold",
    "put": "put",
    "place": "put",
    "placed": "put",
    "move": "put",
    "moved": "put",
    "heat": "hold",
    "heated": "hold",
    "cool": "hold",
    "cooled": "hold",
    "clean": "hold",
    "cleaned": "hold",
}
_CLAIM = re.compile(
    r"^(?:(?:now|so|ok|okay|great|good|finally|then)\b,?\s+)*i(?:'ve|'m)?\s+"
    r"(?:(?:have|am|also|just|now|already|successfully)\s+)*"
    rf"(?P<verb>{'|'.join(sorted(_VERB, key=len, reverse=True))})\s+(?P<rest>.*)$",
    re.IGNORECASE,
)
_OBJECT = re.compile(
    r"^(?:(?:a|an|the|one|another|first|second|third|other|remaining)\s+)*"
    r"(?P<name>[a-z]+)\s*\(\s*(?P<n1>\d+)\s*\)|^(?:(?:a|an|the|one|another|first|second|third|other|"
    r"remaining)\s+)*(?P<name2>[a-z]+)\s+(?P<n2>\d+)(?![\d-])",
    re.IGNORECASE,
)
_PLACE = re.compile(
    r"^\s*(?:in/on|in|on|at|inside|into|onto|to)\s+(?:the\s+)?(?P<name>[a-z]+)\s*\(?\s*(?P<n>\d+)\)?", re.IGNORECASE
)


def room_claims(thought: str, room: Room, skip: Collection[str] = frozenset()) -> list[Ungrounded]:
    """The objects a thought claims found, held or put that `room` does not back (`skip`: already flagged)."""
    found: list[Ungrounded] = []
    for sentence in sentences(thought):
        claim = _CLAIM.match(sentence)
        if not claim or _NEGATION.search(sentence):
            continue
        rest = claim.group("rest")
        obj_match = _OBJECT.match(rest)
        if not obj_match:
            continue
        obj = f"{(obj_match.group('name') or obj_match.group('name2')).lower()} {obj_match.group('n1') or obj_match.group('n2')}"
        if obj in skip or room.is_place(obj) or any(u.subject == obj for u in found):
            continue
        place_match = _PLACE.match(rest[obj_match.end() :])
        place = f"{place_match.group('name').lower()} {place_match.group('n')}" if place_match else room.location
        verb = _VERB[claim.group("verb").lower()]
        problem = _room_problem(verb, obj, place, room)
        if problem:
            found.append(Ungrounded(obj, problem, room_hint(obj, place if verb in ("see", "put") else None, room)))
    return found


def _room_problem(verb: str, obj: str, place: str | None, room: Room) -> str | None:
    held = obj in room.holding
    here = room.shown.get(place) if place else None
    seen = f"; {obj} was last seen {room.last_seen[obj]}" if obj in room.last_seen else ""
    holding = ", ".join(room.holding) or "nothing"
    if verb in ("see", "put"):
        if place is None or place not in room.shown or (here and obj in here):
            return None  # nowhere yet, a place never looked at, or it is there
        if held and (verb == "see" or place == room.location):
            return None  # seeing what one holds; putting it where one stands
        shown = f"{place} is closed and has not been opened" if here is None else f"{place} showed: {listing(here)}"
        return f"Claims {obj} {'at' if verb == 'see' else 'put at'} {place}, but {shown}{seen}."
    if held or (verb == "take" and here and obj in here and place == room.location):
        return None
    return f"Claims to hold {obj}, but the agent holds {holding}{seen}."


def room_hint(obj: str, place: str | None, room: Room) -> str:
    """A thought from the evidence: where the object really is, or where to look next."""
    where = room.last_seen.get(obj)
    not_here = f"{obj} is not at {place}" if place else f"I am not holding {obj}"
    if where == HANDS:
        return f"I am still holding {obj}. Next, I need to go to {place} and put it there."
    if obj in room.placed:
        return f"{obj[0].upper()}{obj[1:]} is the one I put {where}. {unseen_hint(obj.split()[0], room, 'other ')}"
    if where:
        return (
            f"{not_here[0].upper()}{not_here[1:]}; it was last seen {where}. Next, I need to go to "
            f"{where.split(' ', 1)[1]} and take it."
        )
    return unseen_hint(obj.split()[0], room)


def unseen_hint(kind: str, room: Room, other: str = "") -> str:
    """For an object no observation showed: the places not looked at yet, from the opening."""
    left = room.unvisited() or [p for p, items in room.shown.items() if items is None]
    if not left:
        return f"No {other}{kind} has been seen yet. Next, I need to look again in the places I passed."
    more = f", and {len(left) - 5} more" if len(left) > 5 else ""
    return f"No {other}{kind} has been seen yet. Next, I need to look in {', '.join(left[:5])}{more}."


# ----- HotpotQA and FEVER -----------------------------------------------------------------------
# 3+ digits ("1923", "1,200"); not part of a decimal, a code ("A380") or a decade ("the 1990s").
_FIGURE = re.compile(r"(?<![\w.,$])(?:\d{1,3}(?:,\d{3})+|\d{3,})(?![\d]|[.,]\d|s\b)")
_QUOTED = re.compile(r"[\"“]([^\"“”]{3,80})[\"”]")


def _digits(text: str) -> set[str]:
    return set(re.findall(r"\d+", re.sub(r"(?<=\d),(?=\d{3})", "", text)))


def fact_claims(thought: str, seen: list[str]) -> list[Ungrounded]:
    """Figures and quoted names a plain statement makes that none of `seen` (the question and the
    observations so far) contains."""
    found: list[Ungrounded] = []
    digits = set().union(*(_digits(text) for text in seen)) if seen else set()
    for sentence in statements(thought):
        for figure in _FIGURE.findall(sentence):
            if figure.replace(",", "") not in digits and all(u.subject != figure for u in found):
                found.append(
                    Ungrounded(
                        figure,
                        f"States {figure}, which no observation so far contains.",
                        f"No page I have read gives {figure}. Next, I need to find it in a page before I rely on it.",
                    )
                )
        for name in _QUOTED.findall(sentence):
            if not appears_in(name, seen) and all(u.subject != name for u in found):
                found.append(
                    Ungrounded(
                        name,
                        f"Names “{name}”, which no observation so far contains.",
                        f"No page I have read names “{name}”. Next, I need to find it in a page before I rely on it.",
                    )
                )
    return found


# ----- WebShop --------------------------------------------------------------------------------
_SINGLE_QUOTED = re.compile(r"(?:(?<=\s)|^)'([^']{1,60})'(?=[\s,.;:)]|$)")


def shop_claims(thought: str, shop: ShopView) -> list[Ungrounded]:
    """Product ids, prices and options a thought names that the pages do not back."""
    found: list[Ungrounded] = []
    for asin in dict.fromkeys(ASIN.findall(thought)):
        if asin not in shop.seen:
            found.append(
                Ungrounded(
                    asin,
                    f"Names {asin}, which no page so far has shown.",
                    f"No page has shown {asin}. Next, I need to choose a product the results list.",
                )
            )
    for sentence in statements(thought):
        if _NEGATION.search(sentence):
            continue
        found += _price_claims(sentence, shop) + _option_claims(sentence, shop)
    return found


def _price_claims(sentence: str, shop: ShopView) -> list[Ungrounded]:
    named = list(dict.fromkeys(ASIN.findall(sentence)))
    product = named[0] if len(named) == 1 else (shop.item if not named else None)
    shown = shop.prices.get(product, set()) if product else set()
    found = []
    for price in sorted(prices_in(sentence)):
        tag = f"${price:.2f}"
        if price not in shop.shown_prices():
            why = f"Names the price {tag}, which no page so far has shown."
        elif shown and price not in shown and price not in shop.budget():  # "less than $50": the limit
            why = f"Names {tag} for {product}, but its page shows {', '.join(f'${p:.2f}' for p in sorted(shown))}."
        else:
            continue
        found.append(Ungrounded(tag, why, f"The page does not show {tag}. Next, I need to read the price on the page."))
    return found


def _option_claims(sentence: str, shop: ShopView) -> list[Ungrounded]:
    if not shop.options or "option" not in sentence.lower():
        return []
    offered = {_unquoted(value) for values in shop.options.values() for value in values}
    found: list[Ungrounded] = []
    # Double quotes inside a single-quoted option are inch marks ('28" x 28"'), not quotes: read
    # them only outside the single-quoted options.
    quoted_names = _SINGLE_QUOTED.findall(sentence) + _QUOTED.findall(_SINGLE_QUOTED.sub(" ", sentence))
    for quoted in quoted_names:
        value = " ".join(quoted.lower().split())
        # Claimed as an option, so the option lines decide (a word of the title is no option);
        # "size 8.5" for "8.5" or "8 ounce" for "8 ounce (pack of 1)" passes, and 28 x 28 for 28" x 28".
        bare = _unquoted(value)
        if any(u.subject == value for u in found):  # named twice: one flag
            continue
        if not any(_within(bare, option) or _within(option, bare) for option in offered):
            lines = "; ".join(f"{name}: {', '.join(values)}" for name, values in shop.options.items())
            found.append(
                Ungrounded(
                    value,
                    f"Names the option '{value}', but the page offers {lines}.",
                    f"This product does not offer '{value}' ({lines}). Next, I need to choose "
                    f"an offered option or go back to the results.",
                )
            )
    return found


def _unquoted(text: str) -> str:
    """An option without its inch marks and quotes: '28" x 28"' and "28 x 28" are one size."""
    return " ".join(re.sub(r"[\"“”]", " ", text).split())


def _within(part: str, whole: str) -> bool:
    """`part`'s words run in `whole`'s words ("8.5" in "size 8.5"; "large" is not in "x-large")."""
    words, inside = part.split(), whole.split()
    return any(inside[i : i + len(words)] == words for i in range(len(inside) - len(words) + 1))
