"""Streamlit widgets shared by the Run page (app.py) and the pages/ of the app.

`view_model` holds the pure functions (grouping, escaping, diffs) that the widgets use,
so they can be tested without Streamlit. Everything else here draws with Streamlit.
"""
