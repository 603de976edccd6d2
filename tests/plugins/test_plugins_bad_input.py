"""Bad plugins: each gives one clear message naming the file and what to do; every other family keeps working."""

from __future__ import annotations

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.engine.engine import EngineError
from react_core.plugins.registry import PluginError
from tests.support.plugins import LAMPS
from tests.support.scripted_model import ScriptedModel


def _file(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text)
    return path


def _tool_answer(tmp_path, plugins, body: str) -> str:
    path = _file(
        tmp_path,
        "bad_tools.py",
        "TIME_LIMIT_S = 2\n\ndef probe(text: str) -> str:\n    '''a tool that misbehaves.'''\n" + body,
    )
    plugins(path)
    task = catalog.Task("bad_tools-own", "bad_tools", "Probe it.", meta={"source": "own"})
    env = catalog.make_env(task)
    env.reset(task)
    return env.step("Probe[x]").observation


def test_a_syntax_error_names_the_file_and_line_and_the_bundled_families_stay(plugins, tmp_path):
    path = _file(tmp_path, "broken.py", "def calc(x: str) -> str:\n    return (x\n")
    plugins(path)
    problem = catalog.plugin_problems()[str(path)]
    assert f"The plugin file {path} could not be loaded: SyntaxError" in problem and "line 2" in problem
    assert "Fix the file" in problem
    assert catalog.family_names() == ["hotpotqa", "fever", "alfworld", "webshop", "docs"]


def test_a_failing_import_says_to_install_the_package_or_remove_the_import(plugins, tmp_path):
    path = _file(tmp_path, "needs.py", "import no_such_package_anywhere\n\ndef f(x: str) -> str:\n    return x\n")
    plugins(path, LAMPS)
    problem = catalog.plugin_problems()[str(path)]
    assert "ModuleNotFoundError: No module named 'no_such_package_anywhere'" in problem
    assert "Install the missing package" in problem
    assert "lamps" in catalog.family_names()  # the other plugin loaded all the same


def test_adding_a_bad_file_in_the_sidebar_raises_a_plugin_error_and_loses_nothing(plugins, tmp_path):
    plugins(LAMPS)
    with pytest.raises(PluginError, match="does not exist"):
        catalog.add_plugin(str(tmp_path / "nowhere.py"), remember=True)
    with pytest.raises(PluginError, match="defines no tools"):
        catalog.add_plugin(str(_file(tmp_path, "empty.py", "X = 1\n")), remember=True)
    assert "lamps" in catalog.family_names()


def test_a_tool_that_raises_is_an_observation(plugins, tmp_path):
    assert (
        _tool_answer(tmp_path, plugins, "    return str(1 / 0)\n")
        == "Tool Probe failed: ZeroDivisionError: division by zero"
    )


def test_a_tool_that_never_returns_is_stopped_at_its_time_limit(plugins, tmp_path):
    answer = _tool_answer(tmp_path, plugins, "    while True:\n        pass\n")
    assert answer == "Tool Probe failed: it did not answer within 2 s and was stopped"


def test_a_tool_that_prints_megabytes_fails_with_a_clear_line(plugins, tmp_path):
    answer = _tool_answer(tmp_path, plugins, "    print('x' * 5_000_000)\n    return 'done'\n")
    assert answer == "Tool Probe failed: it printed more than 100,000 characters"


def test_a_tool_that_writes_megabytes_past_python_is_stopped(plugins, tmp_path):
    answer = _tool_answer(tmp_path, plugins, "    import os\n    while True:\n        os.write(1, b'x' * 65536)\n")
    assert answer == "Tool Probe failed: it wrote more than 1,000,000 bytes and was stopped"


def test_a_tool_that_crashes_its_process_is_an_observation(plugins, tmp_path):
    answer = _tool_answer(tmp_path, plugins, "    import os\n    os._exit(3)\n")
    assert answer == "Tool Probe failed: its process ended (exit code 3) without an answer"


def test_a_huge_result_is_cut_in_the_observation(plugins, tmp_path):
    answer = _tool_answer(tmp_path, plugins, "    return 'y' * 50_000\n")
    assert answer.endswith("(cut: the tool returned 50,000 characters)") and len(answer) < 4100


def test_an_environment_raising_in_reset_is_a_message_naming_the_file(plugins, tmp_path):
    path = _file(
        tmp_path,
        "raising.py",
        LAMPS.read_text()
        .replace(
            '        self.lamps = [word == "on"',
            '        raise RuntimeError("no lamps today")\n        self.lamps = [word == "on"',
        )
        .replace('name="lamps"', 'name="raising"')
        .replace('family="lamps"', 'family="raising"'),
    )
    plugins(path)
    task = catalog.load_tasks("raising")[0]
    engine = new_engine(task, "act", ScriptedModel(["Toggle[1]"]))
    with pytest.raises(EngineError) as caught:
        engine.step()
    message = str(caught.value)
    assert f"The environment plugin {path} raised in reset(): RuntimeError: no lamps today" in message
    assert "Fix reset() in that file" in message and "Traceback" not in message
    assert engine.trajectory.steps_of() == []  # nothing was written
