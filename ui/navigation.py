"""The app's pages: their files, titles, icons and addresses, in the order the navigation lists them.

app.py hands this list to `st.navigation`, which runs the page the address asks for (the Run page
at the root address). Pages that send a person elsewhere (`st.switch_page`) name the page's file
from here. Icons are Streamlit's bundled Material symbols, which load nothing from the network.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st
from streamlit.navigation.page import StreamlitPage

ROOT = Path(__file__).resolve().parents[1]
RUN = ROOT / "pages/1_Run.py"
COMPARE = ROOT / "pages/2_Compare.py"
EVALUATE = ROOT / "pages/3_Evaluate.py"
HISTORY = ROOT / "pages/4_History.py"
DATA = ROOT / "pages/5_Data.py"


def pages() -> list[StreamlitPage]:
    return [
        st.Page(RUN, title="Run", icon=":material/play_circle:", url_path="run", default=True),
        st.Page(COMPARE, title="Compare", icon=":material/view_column:", url_path="Compare"),
        st.Page(EVALUATE, title="Evaluate", icon=":material/leaderboard:", url_path="Evaluate"),
        st.Page(HISTORY, title="History", icon=":material/history:", url_path="History"),
        st.Page(DATA, title="Data", icon=":material/folder_open:", url_path="Data"),
    ]
