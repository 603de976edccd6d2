"""The app's navigation: the Run page is called "Run", not "app" (its script's file name).

With only a pages/ folder, Streamlit names the main page after app.py. `st.navigation` names
every page. The Run page is app.py itself: the first pass through app.py draws the
navigation and runs the chosen page; when that is the Run page, app.py runs again inside it,
and `show_run_page()` there says "draw". So `st.switch_page("app.py")` still reaches it.
Icons are Streamlit's bundled Material symbols, which load nothing from the network.
"""

from __future__ import annotations

import threading
from pathlib import Path

import streamlit as st
from streamlit.navigation.page import StreamlitPage

ROOT = Path(__file__).resolve().parents[1]
_inside = threading.local()  # set while the chosen page runs inside app.py's first pass


def _pages() -> list[StreamlitPage]:
    return [
        st.Page(ROOT / "app.py", title="Run", icon=":material/play_circle:", url_path="run", default=True),
        st.Page(ROOT / "pages/2_Compare.py", title="Compare", icon=":material/view_column:", url_path="Compare"),
        st.Page(ROOT / "pages/3_Evaluate.py", title="Evaluate", icon=":material/leaderboard:", url_path="Evaluate"),
        st.Page(ROOT / "pages/4_History.py", title="History", icon=":material/history:", url_path="History"),
        st.Page(ROOT / "pages/5_Data.py", title="Data", icon=":material/folder_open:", url_path="Data"),
    ]


def show_run_page() -> bool:
    """True when app.py should draw the Run page now; False when the chosen page was drawn."""
    return show_this_page(ROOT / "app.py")


def show_this_page(script: Path | str) -> bool:
    """True when the calling page script should draw itself now; False when the chosen page was drawn.

    Every page calls it first. A page opened by its own URL (a bookmark to /Evaluate) is run
    directly by Streamlit, with its default navigation that names the Run page "app"; drawing
    the navigation here replaces that, and the page then runs again inside it."""
    if getattr(_inside, "page", False):
        return True
    page = st.navigation(_pages())
    if Path(script).resolve() != ROOT / "app.py" and getattr(page, "_page", None) != Path(script).resolve():
        return True  # a page script run with no page URL (AppTest): it draws itself
    _inside.page = True
    try:
        page.run()
    finally:
        _inside.page = False
    return False
