"""One clear message when the ALFWorld engine is not installed, instead of an ImportError deep inside."""

from __future__ import annotations

from react_core.common.errors import EnvironmentFailure

INSTALL_HINT = (
    "Install the engine into the project's venv: "
    "`.venv/bin/pip install alfworld==0.4.2 pyyaml` (no [full] extra; about 2 minutes, "
    "it compiles jericho and fast-downward)."
)


def require_engine() -> None:
    """Raise EnvironmentFailure(kind="engine_missing") when alfworld/textworld cannot be imported."""
    try:
        import alfworld  # noqa: F401
        import textworld  # noqa: F401
        from textworld.envs import PddlEnv  # noqa: F401
    except ImportError as exc:
        raise EnvironmentFailure(
            "engine_missing", f"The ALFWorld engine is not installed ({exc}).", INSTALL_HINT
        ) from exc
