"""examples/plugins/lamps.py: an environment plugin keeps the contract and is a family like the bundled ones."""

from __future__ import annotations

import textwrap

from react_core.assist.diagnosis import diagnose, steer_flag
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.trajectory.steering import EditThought
from tests.support.plugins import LAMPS
from tests.support.scripted_model import ScriptedModel


def test_the_plugin_is_a_family_with_its_own_settings(plugins):
    plugins(LAMPS)
    fam = catalog.family("lamps")
    assert "lamps" in catalog.family_names(available_only=True)
    assert (fam.label, fam.step_limit, fam.scoring, fam.origin) == ("Lamps (puzzle)", 10, "environment", str(LAMPS))
    assert [t.id for t in catalog.load_tasks("lamps")][:2] == ["lamps-01", "lamps-02"]
    assert catalog.make_method("act", "lamps").prefix.startswith("Solve a puzzle with interleaving Action")


def test_a_solved_puzzle_is_a_success_by_the_environments_own_verdict(plugins):
    plugins(LAMPS)
    task = catalog.find_task("lamps", "lamps-01")  # off on off: Toggle[1] then Toggle[2]
    engine = new_engine(
        task,
        "react",
        ScriptedModel([" Lamp 1 is off.\nAction 1: Toggle[1]", " Now 2 and 3 are off.\nAction 2: Toggle[2]"]),
    )
    branch = engine.run()
    assert branch.success is True and catalog.score_branch(engine.trajectory).success is True
    assert engine.trajectory.steps_of()[-1].text.endswith("All lamps are on: solved.")


def test_the_plugins_own_flag_marks_a_thought_that_misreads_the_lamps(plugins):
    plugins(LAMPS)
    task = catalog.find_task("lamps", "lamps-01")  # off on off
    engine = new_engine(
        task,
        "react",
        ScriptedModel([" Lamp 2 is off, so I flip it.\nAction 1: Toggle[2]", " Toggle[2] again.\nAction 2: Toggle[2]"]),
    )
    engine.step()
    engine.step()
    flags = diagnose(engine.trajectory)
    own = [f for f in flags if f.kind == "misread_lamp"]
    assert [(f.position, f.label) for f in own] == [(0, "misreads a lamp")]
    assert own[0].reason == "The thought says lamp 2 is off, but the lamps show 1=off 2=on 3=off."
    assert own[0].hint.startswith("The lamps show 1=off 2=on 3=off.")
    # The workbench's own flags stay: Toggle[2] twice in a row is a loop; the cause is the misread thought.
    assert [f.kind for f in flags] == ["misread_lamp", "loop"]
    assert steer_flag(engine.trajectory) == own[0]


def test_the_plugins_flag_stays_quiet_on_a_run_that_reads_the_lamps_right(plugins):
    plugins(LAMPS)
    task = catalog.find_task("lamps", "lamps-01")  # off on off: Toggle[1] then Toggle[2]
    engine = new_engine(
        task,
        "react",
        ScriptedModel(
            [
                " Lamp 1 is off and lamp 2 is on.\nAction 1: Toggle[1]",
                " Lamps 2 and 3 are off now.\nAction 2: Toggle[2]",
            ]
        ),
    )
    assert engine.run().success is True
    assert diagnose(engine.trajectory) == []


def test_resume_without_a_replay_method_takes_the_recorded_actions_again(plugins):
    plugins(LAMPS)
    task = catalog.find_task("lamps", "lamps-03")  # on off off off on
    engine = new_engine(
        task, "react", ScriptedModel([" Try.\nAction 1: Toggle[2]", " Try.\nAction 2: Toggle[1]", "Toggle[4]"])
    )
    engine.step()
    engine.step()
    engine.steering.apply(EditThought(3, "Lamp 4 is the one to flip."))  # forks at Thought 2
    engine.step()
    report = engine.last_replay
    assert report.actions == 1 and not report.mismatches  # Toggle[1] replayed and answered alike
    assert engine.trajectory.steps_of()[-1].text.startswith("Lamps: 1=on 2=on 3=on 4=on 5=off")


def test_an_evaluate_batch_runs_the_plugin_family(plugins, tmp_path):
    plugins(LAMPS)
    spec = BatchSpec(task_set="lamps:bundled", methods=["act"], models=["scripted"], limit=1)
    runner = BatchRunner(
        spec,
        results=ResultsStore(tmp_path / "r.sqlite3"),
        history=None,
        concurrency=1,
        model_factory=lambda label: ScriptedModel(["Toggle[1]", "Toggle[2]"]),
    )
    report = runner.run()
    assert report.complete, report.errors
    frame = ResultsStore(tmp_path / "r.sqlite3").frame(runner.batch_id)
    assert list(frame["family"]) == ["lamps"] and list(frame["score"]) == [1.0]


def test_an_installed_package_registers_its_family_by_entry_point(plugins, tmp_path, monkeypatch):
    package = tmp_path / "site"
    (package / "my_lamps.py").parent.mkdir()
    (package / "my_lamps.py").write_text(
        LAMPS.read_text().replace('name="lamps"', 'name="mylamps"').replace('family="lamps"', 'family="mylamps"')
    )
    info = package / "my_lamps-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: my-lamps\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[react_workbench.families]\nmylamps = my_lamps:FAMILY\n")
    monkeypatch.syspath_prepend(str(package))
    plugins()
    assert "mylamps" in catalog.family_names()
    assert catalog.family("mylamps").origin.startswith("entry point mylamps")


def test_a_plugin_may_not_take_a_bundled_familys_name(plugins, tmp_path):
    clash = tmp_path / "clash.py"
    clash.write_text(textwrap.dedent(LAMPS.read_text()).replace('name="lamps"', 'name="hotpotqa"'))
    plugins(clash)
    assert catalog.family("hotpotqa").label == "HotpotQA (questions)"
    assert "the family name 'hotpotqa' is taken" in catalog.plugin_problems()[str(clash)]


def test_a_played_puzzle_starts_a_user_set_with_the_plugins_own_instruction(plugins):
    from react_core.engine.exemplars import add_exemplar, exemplar_from_branch
    from react_core.prompting import prompt_sets

    plugins(LAMPS)
    engine = new_engine(catalog.find_task("lamps", "lamps-01"), "act", ScriptedModel())  # off on off
    engine.play("Toggle[1]")
    engine.play("Toggle[2]")
    shot = exemplar_from_branch(engine.trajectory, engine.trajectory.active_branch)
    add_exemplar("played", "lamps", "act", shot)
    prefix = prompt_sets.prefix("user:played", "lamps", "act")
    assert prefix.startswith("Solve a puzzle with interleaving Action and Observation steps.")
    assert prefix.endswith("Here are some examples.\n\n" + shot + "\n")
    assert shot.startswith("Puzzle: Switch every lamp on.") and shot.endswith("Action 2: Toggle[2]")
