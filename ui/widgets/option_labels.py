"""A widget's `format_func` that shows each option's label from a dict."""

from __future__ import annotations

from collections.abc import Callable, Mapping


def labelled(labels: Mapping[str, str]) -> Callable[[str], str]:
    """What `format_func=labels.get` did (an unknown option shows as "None"), in a form Streamlit's
    type hints accept: they refuse `dict.get` itself, whose overloads can return None."""
    return lambda option: str(labels.get(option))
