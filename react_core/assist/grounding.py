"""Grounding: a thought that claims what the observations do not show (the paper's Figure 5).

A small model often states as found what it only expects: "Now I find a potato (2)" in front of
a fridge holding a lettuce and a tomato. Each rule reads one thought against what the agent has
been shown so far and returns the evidence when they disagree. Every rule is a string check,
never a model call, and each is written to stay quiet when unsure (a false flag costs a person's
attention). This module holds the rule for the dense transcripts; a family with a world of its
own brings its rule through `Family.grounding` (react_core.environments.base.Grounding), in its
own package:

- HotpotQA, FEVER, your documents, and any dense family (`fact_claims`): a plain statement (no
  "need", "should", "search", "?", "maybe", ...; react_core.scoring.statements) after the first
  observation that holds a figure of 3 or more digits ("born in 1923", "1,200 seats") or a
  "quoted name" that no observation so far (nor the question or claim) contains.
- ALFWorld: objects claimed found, held or put where the room does not show them
  (react_core.environments.alfworld.grounding).
- WebShop: product ids, prices and options the pages do not show
  (react_core.environments.webshop.grounding).
"""

from __future__ import annotations

import re

from react_core.scoring.answer_checks import appears_in
from react_core.scoring.statements import QUOTED, statements
from react_core.trajectory.flags import Ungrounded

# ----- the dense transcripts: HotpotQA, FEVER, your documents ---------------------------------
# 3+ digits ("1923", "1,200"); not part of a decimal, a code ("A380") or a decade ("the 1990s").
_FIGURE = re.compile(r"(?<![\w.,$])(?:\d{1,3}(?:,\d{3})+|\d{3,})(?![\d]|[.,]\d|s\b)")


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
        for name in QUOTED.findall(sentence):
            if not appears_in(name, seen) and all(u.subject != name for u in found):
                found.append(
                    Ungrounded(
                        name,
                        f"Names “{name}”, which no observation so far contains.",
                        f"No page I have read names “{name}”. Next, I need to find it in a page before I rely on it.",
                    )
                )
    return found
