"""examples/tools/calculator.py: a plain file of functions becomes a task family whose actions call them."""

from __future__ import annotations

import json

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.environments.base import EnvChoice
from react_core.trajectory.steering import EditThought
from tests.support.plugins import CALCULATOR
from tests.support.scripted_model import ScriptedModel


def test_the_tools_file_is_a_family_beside_the_bundled_ones(plugins):
    plugins(CALCULATOR)
    assert catalog.family_names(available_only=True)[-1] == "calculator"
    fam = catalog.family("calculator")
    assert fam.label == "Calculator (your tools)" and fam.methods == ("react", "act", "react_tools") and fam.tools
    tasks = catalog.load_tasks("calculator")
    assert tasks[1].id == "calculator-02" and tasks[1].gold == "397.8"


def test_with_no_exemplars_the_prompt_lists_each_tool_with_its_docstring(plugins):
    plugins(CALCULATOR)
    prefix = catalog.make_method("react", "calculator").prefix
    assert "(1) Calculator[expression], evaluates an arithmetic expression" in prefix
    assert "(2) Convert[query], converts a quantity between units" in prefix
    assert "(3) Finish[answer], which returns the answer and finishes the task." in prefix
    assert "Here are some examples" not in prefix  # zero-shot until a played run becomes an exemplar


def test_an_action_calls_the_tool_and_its_result_is_the_observation(plugins):
    plugins(CALCULATOR)
    task = catalog.find_task("calculator", "calculator-02")
    model = ScriptedModel(
        [
            " 17% of 2340 is 0.17 times 2340.\nAction 1: Calculator[0.17 * 2340]",
            " The tool says 397.8.\nAction 2: Finish[397.8]",
        ]
    )
    engine = new_engine(task, "react", model)
    branch = engine.run()
    observations = [s for s in engine.trajectory.steps_of() if s.kind.value == "observation"]
    assert observations[0].text == "397.8" and observations[0].info["tool"] == "Calculator"
    assert branch.answer == "397.8" and catalog.score_branch(engine.trajectory).em == 1.0
    assert "Observation 1: 397.8" in model.last_prompt


def test_a_failing_tool_is_an_observation_the_agent_can_read(plugins):
    plugins(CALCULATOR)
    env = catalog.make_env(catalog.load_tasks("calculator")[0])
    env.reset(catalog.load_tasks("calculator")[0])
    assert env.step("Calculator[1/0]").observation == "Tool Calculator failed: ZeroDivisionError: division by zero"
    assert env.step("Convert[3 kg to s]").observation.startswith("Tool Convert failed: ValueError: cannot convert mass")
    # The unit it does not know is named, so the agent knows which word to change (walk3).
    assert env.step("Convert[42.195 km to furlongs]").observation.startswith(
        "Tool Convert failed: ValueError: unknown unit 'furlongs'; use one of km m cm mi"
    )
    assert env.step("Search[Paris]").observation.startswith("Invalid action: there is no tool 'Search'")


def test_convert_takes_unit_names_as_a_model_writes_them(plugins):
    # Issue 22's walk: "Convert[42.195 km to miles]" failed, and the model then wrote a runaway expression.
    plugins(CALCULATOR)
    env = catalog.make_env(catalog.load_tasks("calculator")[0])
    env.reset(catalog.load_tasks("calculator")[0])
    assert env.step("Convert[42.195 km to miles]").observation == "26.21875746 mi"
    assert env.step("Convert[3 Pounds to kilograms]").observation == "1.36077711 kg"
    assert env.step("Convert[3.5 hours to seconds]").observation == "12600 s"
    assert env.step("Convert[90 mins to h]").observation == "1.5 h"


def _counting_tools(tmp_path):
    calls = tmp_path / "calls.txt"
    path = tmp_path / "counting.py"
    path.write_text(f"""
def ping(text: str) -> str:
    '''records each call and answers pong.'''
    with open({str(calls)!r}, "a") as f:
        f.write("x")
    return "pong " + text
""")
    return path, calls


def _resumed_calls(tmp_path, rerun: bool) -> int:
    _path, calls = _counting_tools(tmp_path)
    task = catalog.Task("counting-own", "counting", "Ping twice, then edit.", meta={"source": "own"})
    model = ScriptedModel([" Ping.\nAction 1: Ping[a]", " Again.\nAction 2: Ping[b]", "Ping[c]"])
    engine = new_engine(task, "react", model, env_choice=EnvChoice(rerun_tools=rerun))
    engine.step()
    engine.step()
    assert calls.read_text() == "xx"
    engine.steering.apply(EditThought(3, "Ping once more."))  # Thought 2 (after T1 A1 O1): a new branch forks there
    engine.step()  # replays Action 1 to reach the fork, then takes the new Action 2
    return len(calls.read_text())


def test_resume_replays_recorded_tool_results_instead_of_calling_the_tool_again(plugins, tmp_path):
    path, _ = _counting_tools(tmp_path)
    plugins(path)
    assert _resumed_calls(tmp_path, rerun=False) == 3  # two calls, then only the new step's call


def test_re_run_tools_on_resume_calls_pure_tools_again(plugins, tmp_path):
    path, _ = _counting_tools(tmp_path)
    plugins(path)
    assert _resumed_calls(tmp_path, rerun=True) == 4  # step 1's call is made again on resume


def test_the_command_line_runs_a_tool_family_given_with_plugin(tmp_path, monkeypatch, capsys):
    from react_core.cli import main as cli
    from react_core.plugins import registry
    from tests.support.fake_openai_server import FakeOpenAIServer

    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(registry.PLUGINS_ENV, raising=False)
    monkeypatch.setenv("REACT_CACHE", "0")
    registry.reset_for_tests()
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.reply(" Compute it.\nAction 1: Calculator[3.5 * 3600]").reply(" It is 12600.\nAction 2: Finish[12600]")
        code = cli.main(
            [
                "run",
                "--plugin",
                str(CALCULATOR),
                "--task-id",
                "calculator-04",
                "--base-url",
                server.base_url,
                "--model",
                "fake-model",
                "--json",
                str(tmp_path / "t.json"),
            ]
        )
    out, err = capsys.readouterr()
    registry.reset_for_tests()
    assert code == 0, err
    assert "Observation 1: 12600" in out and "'em': 1.0" in out, out
    assert json.loads((tmp_path / "t.json").read_text())["task"]["family"] == "calculator"


def test_a_played_run_starts_a_user_set_with_the_tool_instruction_then_the_exemplar(plugins):
    """The project's prompts/ has no file for a tools family: the user set's file starts from the
    family's zero-shot instruction, so the model still reads which tools there are."""
    from react_core.engine.exemplars import add_exemplar, exemplar_from_branch
    from react_core.prompting import prompt_sets
    from react_core.prompting.prompt_import import split_exemplars

    plugins(CALCULATOR)
    task = catalog.find_task("calculator", "calculator-04")
    engine = new_engine(task, "react", ScriptedModel())
    engine.play("Calculator[3.5 * 3600]", thought="3.5 hours of 3600 seconds each.")
    engine.play("Finish[12600]", thought="The tool says 12600.")
    shot = exemplar_from_branch(engine.trajectory, engine.trajectory.active_branch)
    add_exemplar("played", "calculator", "react", shot)

    prefix = prompt_sets.prefix("user:played", "calculator", "react")
    instruction, shots = split_exemplars(prefix)
    assert instruction == catalog.family("calculator").prompt("react").strip()
    assert "(1) Calculator[expression], evaluates an arithmetic expression" in instruction
    assert shots == [shot] and "Observation 1: 12600" in shot
    assert "Here are some examples.\n\nQuestion: How many seconds are there in 3.5 hours?" in prefix
    assert catalog.make_method("react", "calculator", prompt_set="user:played").prefix == prefix
