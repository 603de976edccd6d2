"""Reading an action string like ``Search[Colorado orogeny]`` into a name and an argument."""

from __future__ import annotations

import re
from dataclasses import dataclass

_ACTION = re.compile(r"^\s*([A-Za-z_]+)\s*\[(.*)$", re.DOTALL)


@dataclass(frozen=True)
class ParsedAction:
    name: str  # lower case: "search", "lookup", "finish", or whatever the agent wrote
    argument: str


def parse_action(text: str) -> ParsedAction | None:
    """`Name[argument]` in any case, with spaces trimmed and a missing `]` tolerated.

    Text after the closing bracket is ignored (the engine's parser records such extras).
    Returns None when the text has no `name[` shape at all.
    """
    match = _ACTION.match(text.strip())
    if not match:
        return None
    name, rest = match.group(1).lower(), match.group(2)
    if "]" in rest:
        rest = rest[: rest.rindex("]")]
    return ParsedAction(name, rest.strip())


# What each action needs between its brackets, and an example, for a person's replaced action.
NEEDS = {"search": ("an entity", "Search[Colorado orogeny]"), "lookup": ("a keyword", "Lookup[elevation]")}
ACTIONS = (*NEEDS, "finish")


def invalid(parsed: ParsedAction | None) -> bool:
    """The environment answers it "Invalid action": no `Name[...]` shape, a name it does not know, or a search or
    lookup with nothing in its brackets (an empty Finish is the step limit's own answer)."""
    return parsed is None or parsed.name not in ACTIONS or (not parsed.argument and parsed.name in NEEDS)


def check_action(text: str) -> str | None:
    """What is wrong with an action a person wrote in place of the agent's (Steer → Replace action), or None:
    the environment would answer it "Invalid action" (`invalid`), so the branch would start with a wasted step."""
    parsed = parse_action(text)
    if not invalid(parsed):
        return None
    if parsed is None or parsed.name not in ACTIONS:
        return (
            f"“{text.strip()}” is not an action here: write Search[entity], Lookup[keyword] or Finish[answer] "
            "(the environment answers anything else “Invalid action”)."
        )
    what, example = NEEDS[parsed.name]
    return f"{parsed.name.capitalize()} needs {what} (e.g. {example}): an empty one is answered “Invalid action”."
