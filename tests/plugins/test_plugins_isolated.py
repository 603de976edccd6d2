"""An environment plugin runs in a child process: a hang, a crash, an exception or a non-plain answer is one
clear message naming the file and the method; the trajectory is unchanged and the next step goes on."""

from __future__ import annotations

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.engine.engine import EngineError
from react_core.plugins.isolated import IsolatedEnvironment
from tests.support.plugins import LAMPS
from tests.support.scripted_model import ScriptedModel

STEP = '        name, _, rest = action.strip().partition("[")\n'  # the first line of Lamps.step


def _variant(tmp_path, name: str, step_prelude: str = "", replace: tuple[str, str] = ("", "")):
    """lamps.py as family `name`, with lines run first in step() (they see `action`) or one text replaced."""
    text = LAMPS.read_text().replace('name="lamps"', f'name="{name}"').replace('family="lamps"', f'family="{name}"')
    if step_prelude:
        text = text.replace(STEP, step_prelude + STEP)
    if replace[0]:
        assert replace[0] in text
        text = text.replace(*replace)
    path = tmp_path / f"{name}.py"
    path.write_text(text)
    return path


def _engine(name: str, replies: list[str]):
    task = catalog.load_tasks(name)[2]  # on off off off on
    return new_engine(task, "act", ScriptedModel(replies))


def _fails(engine) -> str:
    before = [s.text for s in engine.trajectory.steps_of()]
    with pytest.raises(EngineError) as caught:
        engine.step()
    assert [s.text for s in engine.trajectory.steps_of()] == before  # nothing written
    return str(caught.value)


def test_a_step_that_hangs_is_stopped_at_the_time_limit_and_the_next_step_replays(plugins, tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_PLUGIN_TIME_LIMIT_S", "1.5")
    path = _variant(
        tmp_path, "hangs", "        if action == 'Toggle[4]':\n            import time\n            time.sleep(600)\n"
    )
    plugins(path)
    engine = _engine("hangs", ["Toggle[2]", "Toggle[4]", "Toggle[3]"])
    engine.step()
    message = _fails(engine)
    assert f"The environment plugin {path} did not answer step() within 1.5 s and was stopped." in message
    assert "Fix step() in that file" in message and "Traceback" not in message
    engine.step()  # a fresh child: reset, Toggle[2] replayed, then Toggle[3]
    assert engine.trajectory.steps_of()[-1].text == "Lamps: 1=on 2=on 3=off 4=on 5=on."


def test_the_familys_own_time_limit_wins_over_the_default(plugins, tmp_path):
    path = _variant(
        tmp_path,
        "slowfam",
        "        import time\n        time.sleep(600)\n",
        ("thread_safe=True,", "thread_safe=True, time_limit_s=1,"),
    )
    plugins(path)
    assert "did not answer step() within 1 s" in _fails(_engine("slowfam", ["Toggle[1]"]))


def test_a_step_that_ends_its_process_names_the_exit_code_and_the_app_goes_on(plugins, tmp_path):
    path = _variant(
        tmp_path, "exits", "        if action == 'Toggle[4]':\n            import os\n            os._exit(3)\n"
    )
    plugins(path)
    engine = _engine("exits", ["Toggle[2]", "Toggle[4]", "Toggle[3]"])
    engine.step()
    message = _fails(engine)
    assert (
        f"The environment plugin {path} stopped during step(): its process ended (exit code 3) without an "
        "answer." in message
    )
    engine.step()  # replayed to the same state
    assert engine.trajectory.steps_of()[-1].text == "Lamps: 1=on 2=on 3=off 4=on 5=on."


def test_a_segfault_names_the_signal(plugins, tmp_path):
    path = _variant(tmp_path, "segv", "        import os, signal\n        os.kill(os.getpid(), signal.SIGSEGV)\n")
    plugins(path)
    assert "its process was ended by signal 11 (SIGSEGV) without an answer" in _fails(_engine("segv", ["Toggle[1]"]))


def test_a_reset_that_raises_is_a_message_and_a_fixed_file_works_without_a_restart(plugins, tmp_path):
    opening = '        self.lamps = [word == "on"'
    path = _variant(tmp_path, "resets", replace=(opening, '        raise RuntimeError("no lamps today")\n' + opening))
    plugins(path)
    engine = _engine("resets", ["Toggle[1]", "Toggle[1]"])
    message = _fails(engine)
    assert f"The environment plugin {path} raised in reset(): RuntimeError: no lamps today." in message
    assert "Fix reset() in that file" in message
    path.write_text(path.read_text().replace('        raise RuntimeError("no lamps today")\n', ""))
    engine.step()  # the next child imports the fixed file
    assert engine.trajectory.steps_of()[-1].text == "Lamps: 1=off 2=on 3=off 4=off 5=on."


@pytest.mark.parametrize(
    "returned, said",
    [
        ("{'observation': 'Lamps.'}", "step() returned dict, not a StepResult"),
        ("StepResult(object())", "step() returned a StepResult whose observation is object, not str"),
        ("StepResult('Lamps.', info={'lamps': object()})", "step() returned info['lamps'] of type object"),
    ],
)
def test_a_step_that_returns_what_may_not_cross_says_what_may(plugins, tmp_path, returned, said):
    path = _variant(tmp_path, "unplain", f"        return {returned}\n")
    plugins(path)
    message = _fails(_engine("unplain", ["Toggle[1]"]))
    assert f"The environment plugin {path}: {said}" in message
    assert "Return plain data: reset() a str, step() and replay() a react_core.environments.base.StepResult" in message


def test_what_the_plugin_prints_does_not_reach_the_answer(plugins, tmp_path):
    path = _variant(
        tmp_path,
        "chatty",
        "        print('stepping', action)\n        import os\n        os.write(1, b'raw bytes on fd 1\\n')\n",
    )
    plugins(path)
    engine = _engine("chatty", ["Toggle[1]"])
    engine.step()
    assert engine.trajectory.steps_of()[-1].text == "Lamps: 1=off 2=on 3=off 4=off 5=on."


def test_an_answer_past_the_size_limit_stops_the_child(plugins, tmp_path):
    path = _variant(tmp_path, "huge", "        return StepResult('x' * 2_000_000)\n")
    plugins(path)
    assert "answered step() with more than 1,000,000 bytes and was stopped" in _fails(_engine("huge", ["Toggle[1]"]))


def test_bundled_families_stay_in_process_and_a_plugin_has_its_own_child(plugins):
    plugins(LAMPS)
    bundled = catalog.make_env(catalog.load_tasks("hotpotqa")[0])
    task = catalog.load_tasks("lamps")[0]
    first, second = catalog.make_env(task), catalog.make_env(task)
    assert not isinstance(bundled, IsolatedEnvironment) and isinstance(first, IsolatedEnvironment)
    assert first.reset(task) == second.reset(task) == "Lamps: 1=off 2=on 3=off."
    first.step("Toggle[1]")
    assert second.step("Toggle[3]").observation == "Lamps: 1=off 2=on 3=on."  # its own state
    assert first._child.proc.pid != second._child.proc.pid
    proc = first._child.proc
    first.close()
    assert proc.poll() is not None
