"""How a review is started from another page: History's selection (`start`) and the Evaluate page's
Review failures (`batch_button`) store a review and make it the Review page's (ui.review), which reads
`state` for it."""

from __future__ import annotations

import streamlit as st

from react_core.evaluation.results import ResultsStore
from react_core.evaluation.review_source import from_batch
from react_core.storage.review_items import Candidates
from ui.widgets import navigation, resources

STATE = "_review"


def state() -> dict:
    return st.session_state.setdefault(STATE, {"id": None, "message": None})


def start(title: str, source: str, candidates: Candidates) -> str | None:
    """Store a review of the candidates and make it the Review page's; the reason when there is none."""
    if not candidates.items:
        return candidates.empty_reason()
    review = resources.review_store().create(title, source, candidates.items)
    state().update(
        id=review.id,
        started=review.id,
        message=("success", f"Review started: {len(review.items)} episodes to go through."),
    )
    return None


def batch_button(results: ResultsStore, chosen: list[str]) -> None:
    """The Evaluate page's Review failures: a review of the chosen batches' failed or flagged episodes."""

    def _start() -> None:
        found = Candidates()
        for batch_id in chosen:
            more = from_batch(results, batch_id)
            found.items += more.items
            found.left_out.update(more.left_out)
        title = f"batch {chosen[0]}" if len(chosen) == 1 else f"batches {', '.join(chosen)}"
        state()["eval_problem"] = start(title, "batch", found)
        state()["eval_go"] = state()["eval_problem"] is None

    st.button(
        "Review failures",
        key="eval:review",
        icon=":material/rule:",
        on_click=_start,
        help="Go through the failed or flagged episodes one by one: mark where each went wrong and why, and fix it",
    )
    problem = state().pop("eval_problem", None)
    if problem:
        st.info(problem, icon=":material/rule:")
    if state().pop("eval_go", False):
        st.switch_page(navigation.REVIEW)
