"""ALFWorld's grounding rule: a thought that claims an object found, held or put where the room does not show it.

A small model often states as found what it only expects: "Now I find a potato (2)" in front of
a fridge holding a lettuce and a tomato (the paper's Figure 5). `room_claims` reads one thought
against the agent's view of the room (room_state.Room, read from the game's own text) and returns
the evidence when they disagree; it stays quiet when unsure (a false flag costs a person's
attention). The rule: a sentence that starts "(Now) I find / see / take / have / put / heat /
cool / clean" + a numbered object ("potato 2", "potato (2)"). find/see: the latest observation at
the place (the one named after the object, else where the agent is) must show the object, unless
the agent holds it; take/have/heat/cool/clean: the agent must hold it (take may also be said in
front of it, as an intention); put: the place must show it, or the agent must hold it there. Not
judged: sentences with a negation, objects without a number, places never looked at, the middle of
the room.

`RoomGrounding` is the family's `Family.grounding` hook (react_core.environments.base.Grounding):
the flag rules (react_core.assist.diagnosis) feed it each action and observation, ask it for a
thought's claims, and for what to say about an object no observation showed.
"""

from __future__ import annotations

import re
from collections.abc import Set

from react_core.environments.alfworld.room_state import HANDS, Room, listing
from react_core.scoring.statements import NEGATION, sentences
from react_core.trajectory.flags import Ungrounded

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


def room_claims(thought: str, room: Room, skip: Set[str] = frozenset()) -> list[Ungrounded]:
    """The objects a thought claims found, held or put that `room` does not back (`skip`: already flagged)."""
    found: list[Ungrounded] = []
    for sentence in sentences(thought):
        claim = _CLAIM.match(sentence)
        if not claim or NEGATION.search(sentence):
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


class RoomGrounding:
    """What an ALFWorld branch has shown (its room), as the grounding rule reads it."""

    def __init__(self, task: str, opening: str) -> None:
        self.room = Room.from_opening(opening)  # the task's text adds nothing: the goal is in the opening

    def read(self, action: str, observation: str) -> None:
        self.room.read(action, observation)

    def claims(self, thought: str, unseen: set[str]) -> list[Ungrounded]:
        return room_claims(thought, self.room, unseen)

    def unseen(self, ref: str) -> tuple[str, str]:
        """Where the agent is and what it showed, and the places not looked at yet, for an object never shown."""
        return self.room.where_am_i(), unseen_hint(ref.split()[0], self.room)
