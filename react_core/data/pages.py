"""A corpus page: a title and its sentences, and the title normalisation every lookup uses."""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

# FEVER's wiki dump and claims escape brackets and colons as PTB tokens.
FEVER_TOKENS = {
    "-LRB-": "(",
    "-RRB-": ")",
    "-LSB-": "[",
    "-RSB-": "]",
    "-LCB-": "{",
    "-RCB-": "}",
    "-COLON-": ":",
}
_FEVER_TOKEN_RE = re.compile("|".join(re.escape(t) for t in FEVER_TOKENS))
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Page:
    """One encyclopedia page. `sentences` are already split and stripped."""

    title: str
    sentences: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.sentences)


def unescape_fever(text: str) -> str:
    """Turn FEVER's `-LRB-film-RRB-` style tokens back into real characters."""
    return _FEVER_TOKEN_RE.sub(lambda m: FEVER_TOKENS[m.group(0)], text)


def display_title(raw: str) -> str:
    """A title as people write it: entities decoded, FEVER tokens undone, underscores as spaces.

    FEVER writes `Soul_Food_-LRB-film-RRB-`; after undoing tokens, `Soul Food (film)`.
    """
    text = unescape_fever(html.unescape(raw)).replace("_", " ")
    text = unicodedata.normalize("NFC", text)
    # FEVER tokens come with their own separators: "Food (film)" not "Food ( film )".
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    return _SPACES.sub(" ", text).strip()


def normalize_title(raw: str) -> str:
    """The key exact-title matching uses: display form, case-folded."""
    return display_title(raw).casefold()


def clean_sentence(text: str) -> str:
    """Strip the leading spaces HotpotQA keeps and undo FEVER tokens in sentence text."""
    text = unescape_fever(text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    return _SPACES.sub(" ", text).strip()
