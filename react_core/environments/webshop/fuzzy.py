"""Fuzzy string matching as WebShop's reward uses it: `thefuzz.fuzz.token_set_ratio`, score > 85.

Written here (standard library only) so the reward needs no extra package. It follows the
definition thefuzz delegates to (rapidfuzz): both strings are lower-cased, everything that is
not a letter or digit becomes a space, and the token sets are compared as
"shared tokens" / "shared + only-in-a" / "shared + only-in-b" with the Indel similarity
``2 * LCS / (len_a + len_b)``; a token set contained in the other scores 100. The result is
rounded to a whole number, as thefuzz returns it.
"""

from __future__ import annotations

import re

MATCH_THRESHOLD = 85  # goal.py counts a match when the score is strictly greater
_NOT_WORD = re.compile(r"[^a-z0-9]")


def _process(text: str) -> str:
    ascii_text = text.encode("ascii", "ignore").decode()  # thefuzz's force_ascii
    return _NOT_WORD.sub(" ", ascii_text.lower()).strip()


def _lcs_length(a: str, b: str) -> int:
    if len(a) < len(b):
        a, b = b, a
    previous = [0] * (len(b) + 1)
    for char_a in a:
        current = [0]
        for j, char_b in enumerate(b, 1):
            current.append(previous[j - 1] + 1 if char_a == char_b else max(previous[j], current[j - 1]))
        previous = current
    return previous[-1]


def ratio(a: str, b: str) -> float:
    """Indel similarity in [0, 100] (rapidfuzz's `fuzz.ratio`, unrounded)."""
    if not a and not b:
        return 100.0
    return 200.0 * _lcs_length(a, b) / (len(a) + len(b))


def token_set_ratio(a: str, b: str) -> int:
    """thefuzz's token_set_ratio of two strings, 0..100."""
    tokens_a, tokens_b = set(_process(a).split()), set(_process(b).split())
    if not tokens_a or not tokens_b:
        return 0
    shared = tokens_a & tokens_b
    only_a, only_b = tokens_a - tokens_b, tokens_b - tokens_a
    if shared and (not only_a or not only_b):
        return 100
    sect = " ".join(sorted(shared))
    with_a = " ".join(filter(None, [sect, " ".join(sorted(only_a))]))
    with_b = " ".join(filter(None, [sect, " ".join(sorted(only_b))]))
    best = ratio(with_a, with_b)
    if sect:
        best = max(best, ratio(sect, with_a), ratio(sect, with_b))
    return round(best)


def fuzzy_match(a: str, b: str) -> bool:
    """True when the reward would count `a` and `b` as the same attribute or option."""
    return token_set_ratio(a, b) > MATCH_THRESHOLD
