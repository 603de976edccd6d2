"""The options a shopping instruction names, read from its words the way a shopper reads them.

A product page offers options by kind ("size [small][large][x-large]"). Where the instruction says one of
them ("... with color: black, and size: x-large", or "in forest green color"), the product is bought with
it chosen: WebShop's score counts each option the goal asks for. `asked_options` finds them in the
instruction's own text, which the agent sees too, never in the goal's annotation, which it does not.
The repeat aid reads a Buy Now while such an option's kind is still open as a click that cannot be right
(react_core.environments.webshop.buttons). The 1.5B model bought with a named size, colour or fit unchosen
in 9 of 38 goals in tool calls and 9 of 41 in text ReAct (batch t45-webshop50c).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence


def asked_options(instruction: str, options: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """{kind: the option of that kind the instruction names}, for the kinds whose options it names. A value
    counts where it stands as words of its own ("large" in "size: large", not "70" in "70.00 dollars");
    where several of one kind do, the longest wins ("x-large" over the "large" inside it)."""
    text = instruction.lower()
    asked: dict[str, str] = {}
    for kind, values in options.items():
        named = [str(v) for v in values if str(v).strip() and _names(text, str(v).lower().strip())]
        if named:
            asked[kind] = max(named, key=len)
    return asked


def _names(text: str, value: str) -> bool:
    """Whether `value` stands in `text` as words of its own: not inside a longer word or number."""
    return re.search(rf"(?<![\w.]){re.escape(value)}(?!\w|\.\d)", text) is not None
