"""The Data page: point the workbench at the official WebShop files, FEVER's pages and claims, and
ALFWorld's games; each is checked, remembered across restarts and indexed once."""

from __future__ import annotations

import streamlit as st

from ui.data import data_folders
from ui.widgets import navigation, style

st.set_page_config(page_title="Data · ReAct workbench", page_icon=":material/folder_open:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()

st.title("Data")
st.caption(
    "Where the official data sets are on this machine. Each folder is checked when saved, remembered "
    "across restarts (in the workbench's folder, REACT_HOME), and its search index or corpus is built once; "
    "its tasks then appear in the Run page's task picker and Evaluate's \"Tasks from\"."
)
folders = data_folders.saved()
data_folders.webshop_section(folders)
data_folders.fever_section(folders)
data_folders.alfworld_section(folders)
