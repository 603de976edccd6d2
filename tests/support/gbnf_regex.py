"""A GBNF grammar's non-recursive rules as a Python regular expression, to test what a rule lets through.

llama.cpp reads the grammar; the tests here have no llama.cpp to ask whether a text matches, so the rules
the tests look at (literals, character classes, groups, alternation, `*` `+` `?` `{m,n}`, references to
other rules) are translated into a regex that matches what llama.cpp would accept.

    pattern = gbnf_regex(grammar_text, "thought")
    assert pattern.fullmatch("I need to search X.\\n")
"""

from __future__ import annotations

import re

_TOKEN = re.compile(
    r'\s*(?:(?P<literal>"(?:[^"\\]|\\.)*")|(?P<cls>\[(?:[^\]\\]|\\.)*\])|(?P<count>\{\d+(?:,\d*)?\})'
    r"|(?P<op>[()|*+?])|(?P<name>[A-Za-z][A-Za-z0-9-]*))"
)
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "[": "[", "]": "]"}


def gbnf_regex(grammar: str, rule: str) -> re.Pattern[str]:
    rules = dict(line.split(" ::= ", 1) for line in grammar.splitlines() if " ::= " in line)
    return re.compile(_body(rules, rules[rule]), re.S)


def _body(rules: dict[str, str], text: str) -> str:
    out, pos = [], 0
    while pos < len(text.rstrip()):
        match = _TOKEN.match(text, pos)
        if match is None:
            raise ValueError(f"cannot read the grammar at: {text[pos:]!r}")
        pos = match.end()
        if match["literal"]:
            out.append("(?:" + re.escape(_unescape(match["literal"][1:-1])) + ")")
        elif match["cls"]:
            out.append(_char_class(match["cls"][1:-1]))
        elif match["count"]:
            out.append(match["count"])
        elif match["op"]:
            out.append({"(": "(?:", ")": ")"}.get(match["op"], match["op"]))
        else:
            out.append("(?:" + _body(rules, rules[match["name"]]) + ")")
    return "".join(out)


def _unescape(text: str) -> str:
    return re.sub(
        r"\\(x[0-9a-fA-F]{2}|.)",
        lambda m: chr(int(m.group(1)[1:], 16)) if len(m.group(1)) == 3 else _ESCAPES.get(m.group(1), m.group(1)),
        text,
    )


def _char_class(inner: str) -> str:
    negated = inner.startswith("^")
    chars = _unescape(inner[1:] if negated else inner)
    escaped = "".join("\\" + c if c in "\\]^[" else c for c in chars)  # a "-" stays a range
    return f"[{'^' if negated else ''}{escaped}]"
