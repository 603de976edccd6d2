"""What an ALFWorld agent knows of its room, read from its own actions and observations.

The grounding rule (react_core.assist.grounding) asks "does the latest observation at that place show
that object?", so it needs where the agent is, what each place showed when last looked at, what
the agent holds, and where each object was last seen. All of it comes from the game's text, never
from the game itself, so a stored or hand-made trajectory reads the same as a live one:

    go to fridge 1        -> "The fridge 1 is closed."          at fridge 1; fridge 1 closed, contents unknown
    open fridge 1         -> "... In it, you see a tomato 2."   fridge 1 shows tomato 2
    go to countertop 2    -> "On the countertop 2, you see a potato 2."
    take potato 2 from .. -> "You pick up the potato 2 from the countertop 2."   holding potato 2
    put/move potato 2 ... -> "You move the potato 2 to the sinkbasin 1."        sinkbasin 1 shows it

An arrival is read from the action ("go to X" not answered "Nothing happens."), because the
paper's prompt set strips the game's "You arrive at X." sentence; takes and puts from the
game's answer alone, which names the object and the place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

HANDS = "your hands"
_NOTHING_HAPPENS = "nothing happens."
_GO = re.compile(r"^go to (?P<place>[a-z]+ \d+)$")
# Takes and puts are read from the game's answer, which names both object and place.
_PICKED = re.compile(r"you pick up the (?P<obj>[a-z]+ \d+) from the (?P<place>[a-z]+ \d+)")
_PUT = re.compile(r"you (?:put|move) the (?P<obj>[a-z]+ \d+) (?:in/on|in|on|to) the (?P<place>[a-z]+ \d+)")
_ON = re.compile(r"on the (?P<place>[a-z]+ \d+), you see (?P<items>[^.]*)\.")
_IN = re.compile(r"the (?P<place>[a-z]+ \d+) is open\. in it, you see (?P<items>[^.]*)\.")
_CLOSED = re.compile(r"the (?P<place>[a-z]+ \d+) is closed\.")
_CARRYING = re.compile(r"you are carrying: (?P<items>[^.]*)\.")
_ITEM = re.compile(r"\b(?:a|an)\s+([a-z]+ \d+)")
# The opening's "you see a cabinet 1, a fridge 1, ..." lists the places, not objects.
_OPENING_LIST = re.compile(r"you see (?P<items>[^.]*)\.")


@dataclass
class Room:
    """The agent's view of the room after the steps read so far."""

    places: list[str] = field(default_factory=list)  # the opening's receptacles, in its order
    location: str | None = None  # None: still in the middle of the room
    shown: dict[str, list[str] | None] = field(default_factory=dict)  # place -> objects; None: closed, unseen inside
    holding: list[str] = field(default_factory=list)
    last_seen: dict[str, str] = field(default_factory=dict)  # object -> "on countertop 2", "in fridge 1", HANDS
    visited: list[str] = field(default_factory=list)
    preposition: dict[str, str] = field(default_factory=dict)  # place -> "in" (opens) or "on" (a surface)
    placed: set[str] = field(default_factory=set)  # objects the agent itself put somewhere (and left there)

    @classmethod
    def from_opening(cls, opening: str) -> Room:
        match = _OPENING_LIST.search((opening or "").lower())
        return cls(places=_ITEM.findall(match.group("items")) if match else [])

    def read(self, action: str, observation: str) -> None:
        """Update the view with one action and the observation that answered it."""
        action, text = " ".join(action.lower().split()), " ".join(observation.lower().split())
        if text == _NOTHING_HAPPENS:
            return
        go = _GO.match(action)
        if go:
            self.location = go.group("place")
            if self.location not in self.visited:
                self.visited.append(self.location)
        for pattern, preposition in ((_ON, "on"), (_IN, "in")):
            for match in pattern.finditer(text):
                self._show(match.group("place"), _ITEM.findall(match.group("items")), preposition)
        for match in _CLOSED.finditer(text):
            self.shown.setdefault(match.group("place"), None)  # a place seen open before keeps what it showed
            self.preposition[match.group("place")] = "in"
        carrying = _CARRYING.search(text)
        if carrying or text.startswith("you are not carrying anything"):
            self.holding = _ITEM.findall(carrying.group("items")) if carrying else []
        picked, put = _PICKED.search(text), _PUT.search(text)
        if picked:
            self._move(picked.group("obj"), None, HANDS)
        elif put:
            place = put.group("place")
            self._move(put.group("obj"), place, f"{self.preposition.get(place, 'on')} {place}")

    def is_place(self, name: str) -> bool:
        return name in self.places or name in self.shown or name in self.visited

    def where_am_i(self) -> str:
        """ "; fridge 1 showed: a lettuce 1" for the place the agent is at, when it was looked at; else ""."""
        if self.location not in self.shown:
            return ""
        items = self.shown[self.location]
        return f"; {self.location} is closed" if items is None else f"; {self.location} showed: {listing(items)}"

    def unvisited(self) -> list[str]:
        return [p for p in self.places if p not in self.visited]

    def _show(self, place: str, items: list[str], preposition: str) -> None:
        self.shown[place] = items
        self.preposition[place] = preposition
        for item in items:
            self.last_seen[item] = f"{preposition} {place}"

    def _move(self, obj: str, place: str | None, where: str) -> None:
        for items in self.shown.values():
            if items and obj in items:
                items.remove(obj)
        if place is None:
            self.holding = [*dict.fromkeys([*self.holding, obj])]
            self.placed.discard(obj)
        else:
            self.placed.add(obj)
            self.holding = [h for h in self.holding if h != obj]
            self.shown[place] = [*(self.shown.get(place) or []), obj]
        self.last_seen[obj] = where


def listing(items: list[str] | None) -> str:
    """What a place showed, as the game writes it: "a lettuce 1, a tomato 2", or "nothing"."""
    return ", ".join(f"a {item}" for item in items) if items else "nothing"
