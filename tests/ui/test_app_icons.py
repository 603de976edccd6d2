"""Page and button icons are Streamlit's bundled Material symbols: an emoji page icon makes the
browser fetch its image from a CDN, and the workbench must load nothing from the network."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def icon_arguments() -> list[tuple[str, str]]:
    found = []
    for path in [ROOT / "app.py", *sorted((ROOT / "pages").glob("*.py")), *sorted((ROOT / "ui").rglob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg in ("icon", "page_icon"):
                if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                    found.append((f"{path.name}:{node.value.lineno}", node.value.value))
    return found


def test_every_icon_is_a_bundled_material_symbol():
    icons = icon_arguments()
    assert len(icons) > 20
    assert [(where, icon) for where, icon in icons if not icon.startswith(":material/")] == []


def test_the_navigation_names_the_run_page_run_with_material_icons():
    source = (ROOT / "ui" / "widgets" / "navigation.py").read_text(encoding="utf-8")
    assert 'title="Run"' in source and "st.navigation(" in source


def test_compare_columns_keep_the_full_width_for_thoughts():
    from ui.widgets.style import STYLESHEET

    assert ".rx-compact .rx-meta{float:none" in STYLESHEET.read_text()  # a float beside the flex lines halved them
