"""Text from a model, a task file or an import, shown as text and never as Markdown.

Streamlit renders Markdown in st.markdown, st.caption, st.success/info/warning/error and
widget labels. A model answer ``![x](http://host/beacon.png)`` would load a remote image
there, and ``[click](http://...)`` would be a live link. `md` escapes every ASCII
punctuation character with a backslash (CommonMark's own escape, which also stops
autolinks, :emoji: and :colour[...] directives and $math$), so the text reads exactly as
written. Use it for every piece of outside text put into a Markdown string; use st.text
or st.code where a whole block is outside text.
"""

from __future__ import annotations

import re

_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")


def md(text: object) -> str:
    """`text` escaped so Streamlit's Markdown shows it literally (newlines stay line breaks)."""
    escaped = _PUNCTUATION.sub(r"\\\1", str(text))
    return escaped.replace("\n", "  \n")
