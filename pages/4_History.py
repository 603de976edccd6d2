"""History: every trajectory saved as it grew. Search, reopen, continue, fork, delete, export, import."""

from __future__ import annotations

import streamlit as st

from ui.history import browse, rows, selection
from ui.widgets import navigation, resources, style

st.set_page_config(page_title="History · ReAct workbench", page_icon=":material/history:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()
store = resources.store()

with st.sidebar:
    browse.imports(store)

st.title("History")
saved = browse.listing(store)
selection.panel(store, saved)
for item in saved:
    rows.row(store, item)
