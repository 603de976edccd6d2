"""llama.cpp grammars (GBNF) for replies that must be one of a few texts (a tool call's: native_tools).

choice_grammar((" click[B0A1]", " click[Buy Now]"))   # 'root ::= " click[B0A1]" | " click[Buy Now]"'
"""

from __future__ import annotations


def _literal(text: str) -> str:
    """A GBNF string literal: quotes, backslashes and control characters escaped."""
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    )
    return f'"{escaped}"'


def choice_grammar(choices: tuple[str, ...] | list[str]) -> str:
    """A grammar whose only sentences are `choices`."""
    if not choices:
        raise ValueError("A choice grammar needs at least one choice.")
    return "root ::= " + " | ".join(_literal(c) for c in dict.fromkeys(choices))
