"""A run on a page, the same on the Run page and in each Compare column: `run_session` (what the page
shows of a run, over its RunController), `view_model` (step groups, verdicts, trees and diffs, computed
without Streamlit), the cards (`run_cards`, `card_cache`, `call_view`, `run_header`), the buttons
(`run_controls`, `run_until`), steering (`run_steering`, `run_switch`, `tool_call_editor`,
`steer_hints`, `mcp_run`), branches (`run_branches`), Try N times (`effect_view`), Use as exemplar
(`exemplar_view`) and exports (`run_exports`). Other pages open a trajectory here. Imports ui.widgets."""
