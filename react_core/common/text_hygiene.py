"""Making outside text (model replies, server messages, imported files) safe to store and print.

- `no_lone_surrogates`: half of a UTF-16 pair (a model cutting an emoji in two) is a
  code point UTF-8 cannot encode; every later save would fail. It becomes U+FFFD.
- `for_terminal`: escape sequences in model output would drive the user's terminal
  (colours, cursor moves, titles, even clipboard writes). Control characters other than
  newline and tab are dropped; the trajectory itself keeps the exact text.
"""

from __future__ import annotations

import re

_SURROGATE = re.compile("[\ud800-\udfff]")
# Whole escape sequences first, so no "[31m" is left behind: OSC (titles, clipboard) up to its
# terminator, CSI (colours, cursor, clearing) in 7- and 8-bit form, and any other ESC + one char.
_SEQUENCE = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|\x1b[@-_]?")
# Then single controls: C0 except tab and newline, DEL, and C1 (0x80-0x9f).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def no_lone_surrogates(text: str) -> str:
    """`text` with every surrogate code point replaced by U+FFFD (the replacement character)."""
    return _SURROGATE.sub("\ufffd", text)


def for_terminal(text: str) -> str:
    """`text` without control characters, except newline and tab."""
    return _CONTROL.sub("", _SEQUENCE.sub("", text))
