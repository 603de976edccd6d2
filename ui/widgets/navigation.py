"""The app's pages: their files, titles, icons and addresses, in the order the navigation lists them.

app.py runs `run_chosen_page`: `st.navigation` over this list runs the page the address asks for
(the Run page at the root address). Pages that send a person elsewhere (`st.switch_page`) name the
page's file from here. Icons are Streamlit's bundled Material symbols, which load nothing from the
network.

One case skips app.py: a fresh server whose first visitor follows a bookmark (/Evaluate) runs that
page's script alone, as Streamlit's older pages/ folder apps did, under a default menu that names
the Run page "app". Each page therefore asks `opened_alone()` first, which draws the navigation
there and runs the page inside it.
"""

from __future__ import annotations

import threading
from pathlib import Path

import streamlit as st
from streamlit.navigation.page import StreamlitPage

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "pages/1_Run.py"
COMPARE = ROOT / "pages/2_Compare.py"
EVALUATE = ROOT / "pages/3_Evaluate.py"
HISTORY = ROOT / "pages/4_History.py"
DATA = ROOT / "pages/5_Data.py"
REVIEW = ROOT / "pages/6_Review.py"
_routing = threading.local()  # set while the navigation runs the chosen page (script runs have a thread each)


def pages() -> list[StreamlitPage]:
    return [
        st.Page(RUN, title="Run", icon=":material/play_circle:", url_path="run", default=True),
        st.Page(COMPARE, title="Compare", icon=":material/view_column:", url_path="Compare"),
        st.Page(EVALUATE, title="Evaluate", icon=":material/leaderboard:", url_path="Evaluate"),
        st.Page(HISTORY, title="History", icon=":material/history:", url_path="History"),
        st.Page(DATA, title="Data", icon=":material/folder_open:", url_path="Data"),
        st.Page(REVIEW, title="Review", icon=":material/rule:", url_path="Review"),
    ]


def run_chosen_page() -> None:
    """Draw the navigation and run the page the address asks for."""
    _routing.active = True
    try:
        st.navigation(pages()).run()
    finally:
        _routing.active = False


def opened_alone() -> bool:
    """True when Streamlit ran the calling page without the navigation; it then drew the navigation
    and ran the page inside it, so the caller stops. False inside the navigation: draw the page."""
    if getattr(_routing, "active", False):
        return False
    run_chosen_page()
    return True
