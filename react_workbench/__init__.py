"""The installed front door: the `react-workbench` command (command.py).

It starts the Streamlit app (app.py, pages/, ui/) and hands every other subcommand to
`react_core.cli.main`, so it sits above both; react_core never imports it.
"""
