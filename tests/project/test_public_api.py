"""react_core's public API: the names a plugin author and a script import from `react_core`, and
only those, imported on first use so that `import react_core` stays cheap."""

from __future__ import annotations

import ast
import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import react_core

ROOT = Path(__file__).resolve().parents[2]
INIT = ROOT / "react_core" / "__init__.py"


def test_all_lists_each_public_name_once_in_order():
    assert react_core.__all__ == sorted(set(react_core.__all__))
    assert set(react_core.__all__) == set(react_core._HOMES)


@pytest.mark.parametrize("name", react_core.__all__)
def test_every_public_name_resolves_to_the_object_in_its_home_module(name):
    home = importlib.import_module(react_core._HOMES[name])
    assert getattr(react_core, name) is getattr(home, name)
    assert name in dir(react_core)


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'Enviroment'"):
        react_core.Enviroment  # noqa: B018 - the lookup is the test


def test_type_checkers_see_the_same_names_from_the_same_homes():
    """The `if TYPE_CHECKING:` imports are what mypy and editors read: they must match the table."""
    seen: dict[str, str] = {}
    for node in ast.walk(ast.parse(INIT.read_text(encoding="utf-8"))):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom) and statement.module
                seen.update({alias.name: statement.module for alias in statement.names})
    assert seen == react_core._HOMES


def _modules_after(code: str) -> list[str]:
    """The modules a fresh interpreter holds after running `code` from the checkout."""
    shown = f"{code}\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", shown], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


HEAVY = ("react_core.engine", "react_core.models", "react_core.environments", "react_core.prompting", "openai")


def test_importing_react_core_loads_no_engine_model_or_environment():
    loaded = _modules_after("import react_core")
    assert [m for m in loaded if m.startswith("react_core")] == ["react_core"]
    assert not [m for m in loaded if m.startswith(HEAVY)]


def test_a_public_name_loads_its_own_module_and_not_the_engine():
    loaded = _modules_after("from react_core import Task")
    assert "react_core.trajectory.task" in loaded
    assert not [m for m in loaded if m.startswith(HEAVY)]


def _react_core_imports(source: str) -> list[tuple[str, str]]:
    """(module, name) for each name a piece of Python imports from react_core."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "react_core":
            found += [(node.module or "", alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name, "") for alias in node.names if alias.name.split(".")[0] == "react_core"]
    return found


def _examples_and_guide() -> dict[str, str]:
    """The Python a plugin author copies: the files of examples/ and the python blocks of the guide."""
    sources = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in sorted(ROOT.glob("examples/**/*.py"))}
    guide = (ROOT / "docs" / "your-own-world.md").read_text(encoding="utf-8")
    for n, block in enumerate(re.findall(r"^```python\n(.*?)^```", guide, re.S | re.M), 1):
        sources[f"docs/your-own-world.md, python block {n}"] = block
    return sources


def test_examples_and_the_guide_import_only_public_names_from_react_core():
    deep = [
        f"{where}: {module} {name}".strip()
        for where, source in _examples_and_guide().items()
        for module, name in _react_core_imports(source)
        if module != "react_core" or name not in react_core.__all__
    ]
    assert not deep, "import these from react_core (its __all__) instead:\n" + "\n".join(deep)


def test_the_example_plugin_and_the_guide_do_import_from_react_core():
    sources = _examples_and_guide()
    assert _react_core_imports(sources["examples/plugins/lamps.py"])
    assert any(_react_core_imports(s) for where, s in sources.items() if where.startswith("docs/"))


def test_a_script_runs_an_agent_until_a_breakpoint_with_public_names_only():
    from react_core import RunUntil, diagnose, find_task, new_engine, parse_conditions
    from tests.support.scripted_model import ScriptedModel

    replies = [
        " The band is Queen.\nAction 1: Search[Queen (band)]",
        " Its singer was Freddie Mercury.\nAction 2: Search[Freddie Mercury]",
        " He was born in Zanzibar.\nAction 3: Finish[Zanzibar]",
    ]
    engine = new_engine(find_task("hotpotqa", "hotpotqa-bundled-01"), "react", ScriptedModel(replies))
    stop = RunUntil(parse_conditions(["action:Finish["]), diagnose).run(engine)
    assert stop is not None and stop.message.startswith("Stopped before step 3's action ran")
    assert not engine.trajectory.branch().finished  # the Finish is held, not yet run
