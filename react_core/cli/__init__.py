"""The command line (`python -m react_core ...`, `react-workbench ...`): every command's parsing and
printing, over the engine functions of the rooms below. `main` (the front door and `run`, `tasks`,
`prompts`), `models` (the embedded model: setup, check, serve, complete), `eval` (batches;
`eval_gate`: the CI gate; `eval_results`: `results`, batches into docs/), `attach`, `serve`,
`mcp_proxy`, `corpus`, `dataset`, `trace` (`trace_export`, `trace_import`), `prepare` (the app's
model made ready), and the options several commands share (`otlp_option`, `trajectory_arg`).
Nothing outside this room imports it but `react_core/__main__.py` and the app's launcher
(`react_workbench`)."""
