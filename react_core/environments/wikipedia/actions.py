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
