"""The ReAct workbench: the navigation, which runs the page its address asks for (pages/, listed in
ui/widgets/navigation.py); the Run page is the landing page.

Run with: .venv/bin/python -m streamlit run app.py --server.address 127.0.0.1
"""

from __future__ import annotations

from ui.widgets import navigation

navigation.run_chosen_page()
