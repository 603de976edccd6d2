"""Paths a person types into the app's boxes (the paper's prompts folder, the Data page's folders)."""

from __future__ import annotations

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def resolve_typed_path(typed: str) -> str | None:
    """A typed folder or file, relative ones read from the project's root (where the app is started)."""
    typed = typed.strip()
    if not typed:
        return None
    path = Path(typed).expanduser()
    return str(path if path.is_absolute() else (PROJECT_ROOT / path).resolve())
