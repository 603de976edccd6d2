"""The sidebar's settings of how a run goes: the step limit, the repeat aid, live or local Wikipedia,
and whether a resumed branch calls its tools again."""

from __future__ import annotations

import streamlit as st

from react_core import Family, WikiBackend
from ui.widgets.option_labels import labelled


def rerun_tools_picker(family: Family, key: str = "rerun_tools") -> bool:
    """For tool families: call the tools again on resume instead of replaying their recorded results."""
    if not family.tools:
        return False
    return st.checkbox(
        "Re-run tools on resume",
        value=False,
        key=f"{key}:{family.name}",
        persist_state="session",
        help="Off (safe): a resumed branch replays the recorded tool results. On: the tools are "
        "called again, which is right only for pure tools (same answer, no side effects).",
    )


def wiki_backend_picker(key: str) -> WikiBackend:
    """ "local" (the offline corpus) or "live" (the real Wikipedia)."""
    backends: list[WikiBackend] = ["local", "live"]
    return st.selectbox(
        "Wikipedia",
        backends,
        key=key,
        persist_state="session",
        format_func=labelled({"local": "Local corpus (offline)", "live": "Live Wikipedia (network)"}),
    )


def step_limit_picker(family: Family, key: str = "limit") -> int:
    default = family.step_limit
    return int(
        st.number_input(
            "Step limit",
            min_value=1,
            max_value=200,
            value=default,
            step=1,
            key=f"{key}:{family.name}",
            persist_state="session",
            help=f"The paper uses {default} for this task family.",
        )
    )


REPEAT_AID = (
    "Ask again when the model repeats a failed action or gives an answer that cannot be right "
    "(small-model aid; off: the paper's greedy decoding)"
)


def retry_repeats_picker(key: str = "retry_repeats") -> bool:
    """The small-model aid of react_core.prompting.method_base.Generation, on by default as in batches."""
    return st.checkbox(
        REPEAT_AID,
        value=True,
        key=key,
        persist_state="session",
        help="A reply that repeats a search or lookup that found nothing, an invalid action or "
        "the action just taken, or, on HotpotQA, answers what cannot be the answer (yes/no to "
        "a 'Who' question, a name to a yes/no question, words of the question, 'unknown', no "
        "number for 'what year', an answer no page read holds) is asked again at temperature "
        "0.7 (seeded; noted on the step): up to 3 times on knowledge tasks and on WebShop's pages, "
        "once on ALFWorld; on WebShop, a click on no button of the page after the tries is asked once "
        "more, held to the page's buttons. The first reply stands if no try is better. ReAct (tool "
        "calls) too: a call with the same tool and arguments as one that got nothing is a repeat.",
    )
