"""The model's own prose in a reply's text, once the calls written in it are taken out: what is left
of a framework's format around a call is not a thought.

A model that writes its calls as text wraps them in its prompt's format: smolagents' examples put
"Action:" before the call's JSON, a chat model fences it in a code block tagged ``json``, a ReAct
prompt starts each thought with "Thought:". Taken out of the reply, the call leaves those words behind;
read as the thought, they would show "Action:" or "json" where the model wrote nothing. So:

- a code fence's marker line (```` ``` ```` or ``~~~``, with or without its tag) is dropped, and so is
  a one-line block left empty;
- a line that is only a label (a few words ending in a colon: "Action:", "Thought:", "Tool call:") is
  dropped, and a leading "Thought:" label is taken off the prose it introduces;
- what is left with no letter or digit in it (a stray backtick, a brace) is no thought at all.
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"^\s*(```|~~~)[\w+.-]*\s*$")
_EMPTY_INLINE_FENCE = re.compile(r"(```|~~~)[\w+.-]*\s*(```|~~~)")  # a one-line block whose call was taken out
_LABEL_ONLY = re.compile(r"^\s*[A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,2}\s*:\s*$")
_THOUGHT_LABEL = re.compile(r"^\s*thought\s*\d*\s*:\s*", re.IGNORECASE)


def prose(text: str) -> str:
    """The text without fence markers, bare labels and a leading "Thought:"; "" when nothing is left
    that a person would read as words."""
    text = _EMPTY_INLINE_FENCE.sub("", text)
    kept = [line for line in text.splitlines() if not _FENCE.match(line) and not _LABEL_ONLY.match(line)]
    left = _THOUGHT_LABEL.sub("", "\n".join(kept).strip(), count=1).strip()
    left = re.sub(r"\n{3,}", "\n\n", left)
    return left if any(ch.isalnum() for ch in left) else ""
