"""The Review page's other sections: which review, the person's categories, counts per category,
the annotations as CSV or Parquet, and the corrections as preference pairs."""

from __future__ import annotations

from datetime import datetime

import pandas as pd
import streamlit as st

from react_core.common.errors import describe
from react_core.datasets.build import build_dpo
from react_core.storage.review_queue import ReviewQueue, to_csv, to_parquet
from react_core.storage.reviews import Review
from ui.review.review_view import episode
from ui.widgets import resources
from ui.widgets.plain_text import md
from ui.widgets.review_start import state


def picker(reviews: list[Review]) -> str:
    """The review to go through: the one just started, else the one chosen, else the newest."""
    ids = [r.id for r in reviews]
    by_id = {r.id: r for r in reviews}
    wanted = state().pop("started", None)  # a review just started is shown; otherwise the person's pick
    if wanted in ids:
        st.session_state["review:pick"] = wanted
    elif st.session_state.get("review:pick") not in ids:
        st.session_state["review:pick"] = ids[0]

    def label(review_id: str) -> str:
        review = by_id[review_id]
        when = datetime.fromtimestamp(review.created_at).strftime("%Y-%m-%d %H:%M")
        # The id keeps two reviews of the same title and minute apart: the browser picks an option by its label.
        return f"{review.title} · {len(review.items)} episode{'s' if len(review.items) != 1 else ''} · {when} · {review.id}"

    chosen = st.selectbox("Review", ids, key="review:pick", format_func=label)
    state()["id"] = chosen
    return str(chosen)


def _save_categories() -> None:
    """Before the page is drawn again, so the category choice shows the saved list at once."""
    try:
        saved = resources.review_store().set_categories(str(st.session_state.get("review:categories", "")).splitlines())
        st.session_state["review:categories:said"] = ("success", f"Saved {len(saved)} categories.")
    except Exception as exc:
        st.session_state["review:categories:said"] = ("error", md(describe(exc)) + " Nothing was changed.")


def categories_editor() -> None:
    """The person's categories, in the sidebar: one per line."""
    with st.sidebar:
        st.subheader("Categories")
        st.caption("One per line. Episodes keep the category they were given, also one removed here later.")
        if "review:categories" not in st.session_state:
            st.session_state["review:categories"] = "\n".join(resources.review_store().categories())
        st.text_area("Categories", key="review:categories", label_visibility="collapsed", height=160)
        st.button("Save categories", key="review:categories:save", on_click=_save_categories)
        said = st.session_state.pop("review:categories:said", None)
        if said:
            getattr(st, said[0])(said[1])


def counts(queue: ReviewQueue) -> None:
    st.subheader("Counts")
    found = queue.counts()
    skipped = sum(1 for a in queue.annotations.values() if a.status == "skipped")
    if not found:
        st.caption("No episode is marked yet." + (f" {skipped} skipped." if skipped else ""))
        return
    table = pd.DataFrame({"episodes": list(found.values())}, index=pd.Index(list(found), name="category"))
    st.table(table.sort_values("episodes", ascending=False, kind="stable"))  # HTML: readable, and a few rows
    if skipped:
        st.caption(f"{skipped} skipped.")


def exports(queue: ReviewQueue) -> None:
    frame = queue.frame()
    if frame.empty:
        return
    st.subheader("Export")
    left, middle, _ = st.columns([1, 1, 3])
    stem = f"review-{queue.review.id}"
    left.download_button("Download CSV", to_csv(frame), file_name=f"{stem}.csv", mime="text/csv", key="review:csv")
    middle.download_button(
        "Download Parquet",
        to_parquet(frame),
        file_name=f"{stem}.parquet",
        mime="application/octet-stream",
        key="review:parquet",
    )
    with st.expander("Preference pairs from the fixes", icon=":material/model_training:"):
        st.caption(
            "A branch you steered from a reviewed episode that scores better than it is a pair: chosen = your "
            "fix, rejected = the episode, with this review's category and marked step in its metadata."
        )
        if not st.toggle("Make the pairs", key="review:pairs:on"):
            return
        trajectories = {}
        for item in queue.items:
            found = episode(item)
            if found is not None:
                trajectories[found.id] = found
        try:
            dataset = build_dpo(trajectories.values(), annotations=queue.annotations.values())
        except Exception as exc:
            st.error(md(describe(exc)))
            return
        reviewed = [e for e in dataset.train + dataset.validation if e.record["metadata"]["source"] == "review"]
        st.markdown(f"{len(reviewed)} from reviewed episodes; " + md("; ".join(dataset.summary_lines())))
        if dataset.train or dataset.validation:
            st.download_button(
                "Download the pairs (zip)",
                dataset.zip_bytes(f"{stem}-dpo"),
                file_name=f"{stem}-dpo.zip",
                key="review:pairs",
            )
