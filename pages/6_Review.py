"""Review: a batch's or a selection's failed or flagged episodes one after another. Mark the step
where each went wrong and a category, fix it on the Run page, move on; counts and exports below."""

from __future__ import annotations

import streamlit as st

from react_core.storage.review_queue import ReviewQueue
from ui.review import review_summary, review_view
from ui.widgets import navigation, resources, review_start, style
from ui.widgets.plain_text import md

st.set_page_config(page_title="Review · ReAct workbench", page_icon=":material/rule:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()
store = resources.review_store()
review_summary.categories_editor()

st.title("Review")
if store.recovered:
    st.warning(md(store.recovered), icon=":material/build:")
message = review_start.state().get("message")
if message:
    getattr(st, message[0])(message[1])
    review_start.state()["message"] = None
reviews = store.reviews()
if not reviews:
    st.info(
        "No review yet. Start one from the Evaluate page (Review failures, under Episodes) or from History "
        "(select trajectories, then Review the selection).",
        icon=":material/rule:",
    )
    st.stop()
review_id = review_summary.picker(reviews)
queue = ReviewQueue(store, review_id)
review_view.show_episode(queue)
st.divider()
review_summary.counts(queue)
review_summary.exports(queue)
