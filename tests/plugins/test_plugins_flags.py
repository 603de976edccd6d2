"""A plugin family's own flag rule (`Family.flags`): its flags join the workbench's, and a rule that fails
is one message on the branch's last step, never an exception; the hooks that take live objects stay bundled."""

from __future__ import annotations

import pytest

from react_core.assist.diagnosis import diagnose, steer_flag
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.plugins.registry import PluginError
from react_core.trajectory.flags import RULE_FAILED
from tests.support.plugins import LAMPS
from tests.support.scripted_model import ScriptedModel

RULE = "def flags(task: str, opening: str, steps: list[tuple[str, str]]) -> list[Flag]:\n"


def _variant(tmp_path, name: str, flags_body: str = "", replace: tuple[str, str] = ("", "")):
    """lamps.py as family `name`, its flags() replaced by `flags_body` (or one text replaced)."""
    text = LAMPS.read_text().replace('name="lamps"', f'name="{name}"').replace('family="lamps"', f'family="{name}"')
    if flags_body:
        assert RULE in text
        text = text.replace(RULE, RULE + flags_body)
    if replace[0]:
        assert replace[0] in text
        text = text.replace(*replace)
    path = tmp_path / f"{name}.py"
    path.write_text(text)
    return path


def _looping_run(name: str):
    """Toggle[2] twice on lamps-01 (off on off): the workbench flags the second as a loop."""
    task = catalog.load_tasks(name)[0]
    engine = new_engine(
        task, "react", ScriptedModel([" Flip it.\nAction 1: Toggle[2]", " Again.\nAction 2: Toggle[2]"])
    )
    engine.step()
    engine.step()
    return engine.trajectory


def test_a_flag_rule_that_raises_is_one_message_on_the_last_step_and_the_workbenchs_flags_stay(plugins, tmp_path):
    path = _variant(tmp_path, "raising", "    raise ZeroDivisionError('a bug in the rule')\n")
    plugins(path)
    trajectory = _looping_run("raising")
    flags = diagnose(trajectory)
    assert [f.kind for f in flags] == ["loop", RULE_FAILED]
    failed = flags[-1]
    assert failed.position == len(trajectory.steps_of()) - 1 and failed.label == "flag rule failed"
    assert failed.reason.startswith(
        f"The plugin {path} could not flag this branch: flags() raised ZeroDivisionError: a bug in the rule. "
        "Fix flags() in that file"
    )
    assert steer_flag(trajectory).kind == "loop"  # a broken rule is not the agent's mistake


@pytest.mark.parametrize(
    "returned, said",
    [
        ("[Flag('mine', 99, 'far away')]", "flags() returned a Flag at position 99, outside the branch's 6 steps"),
        ("['lamp 2']", "flags() returned a str, not a Flag"),
        ("[Flag('mine', 0, 42)]", "flags() returned a Flag whose reason is int, not a str"),
    ],
)
def test_a_flag_rule_that_returns_what_is_no_flag_says_what_it_returned(plugins, tmp_path, returned, said):
    plugins(_variant(tmp_path, "wrong", f"    return {returned}\n"))
    flags = diagnose(_looping_run("wrong"))
    assert [f.kind for f in flags] == ["loop", RULE_FAILED]
    assert f"could not flag this branch: {said}." in flags[-1].reason


def test_a_family_without_a_flag_rule_gets_the_workbenchs_flags_alone(plugins, tmp_path):
    plugins(_variant(tmp_path, "plain", replace=("    flags=flags,\n", "")))
    assert catalog.family("plain").flags is None
    assert [f.kind for f in diagnose(_looping_run("plain"))] == ["loop"]


def test_a_plugin_may_not_bring_the_hooks_that_take_live_objects(plugins, tmp_path):
    path = _variant(tmp_path, "grounded", replace=("    flags=flags,\n", "    flags=flags,\n    grounding=print,\n"))
    plugins(path)
    problem = catalog.plugin_problems()[str(path)]
    assert "grounding and valid_moves are for the bundled families; bring your own checks as flags=" in problem
    assert "grounded" not in catalog.family_names()
    with pytest.raises(PluginError, match="grounding and valid_moves"):
        catalog.add_plugin(str(path))
