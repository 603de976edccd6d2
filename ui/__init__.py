"""The app's Streamlit code, one room per page over two shared rooms (no Streamlit code elsewhere).

- `widgets/`: what every page uses: the navigation, the look, the sidebar's pickers and boxes,
  the long-lived resources, text shown as text. It imports no other room of ui.
- `run_view/`: a run on a page: its `RunSession` over the run's controller, the view model (no
  Streamlit) and a run's cards, controls, steering, branches and exports. The Run page and each
  Compare column draw one; Evaluate, History and Review hand a trajectory to it. Imports `widgets/`.
- one room per page, `run/`, `compare/`, `evaluate/`, `history/`, `data/`, `review/`: what only that
  page draws. A page's room imports the shared rooms, never another page's.

pages/ are short scripts that compose these; tests/project/test_architecture.py checks the plan.
"""
