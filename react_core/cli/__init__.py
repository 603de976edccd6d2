"""The command line (`python -m react_core ...`, `react-workbench ...`): main, and its `corpus` and
`dataset` subcommands."""
