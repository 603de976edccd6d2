"""Prompt sets: a run's exemplars come from the project's files, the paper's originals or a user's
own set; the choice is recorded, so reopened runs and resumed batches read the same exemplars."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine, open_engine
from react_core.engine.catalog import EnvChoice
from react_core.engine.exemplars import add_exemplar, exemplar_from_branch
from react_core.environments.alfworld.env import AlfWorldEnv, paper_observation
from react_core.environments.alfworld.task_types import TASK_TYPES
from react_core.evaluation.spec import BatchSpec
from react_core.prompting import prompt_sets
from react_core.prompting.prompt_import import split_exemplars
from react_core.prompting.prompts import PROMPTS_DIR
from react_core.trajectory.steering import EditThought, Steering
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

PAPER = Path(__file__).resolve().parents[3] / "shared/data/react-repo/prompts"
needs_paper = pytest.mark.skipif(not PAPER.is_dir(), reason=f"the paper's prompts are not at {PAPER}")
QUESTION = Task("q1", "hotpotqa", "Which river runs through Vienna?", gold="Danube")
GAME = Task("g1", "alfworld", "put a candle in drawer", meta={"task_type": "pick_and_place_simple"})


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(prompt_sets.PAPER_ENV, raising=False)
    return tmp_path / "home"


def shots(prefix: str) -> list[str]:
    return split_exemplars(prefix)[1]


def fake_paper_folder(tmp_path: Path) -> Path:
    """The smallest folder with the paper's ALFWorld file: pairs (1, 0) for one task type."""
    folder = tmp_path / "paper"
    folder.mkdir()
    opening = "You are in the middle of a room. Looking quickly around you, you see a drawer 1.\nYour task is to: x.\n"
    (folder / prompt_sets.ALFWORLD_FILE).write_text(
        json.dumps(
            {
                f"{m}_put_{i}": opening + "> go to drawer 1\nThe drawer 1 is closed.\n"
                for m in ("react", "act")
                for i in (0, 1)
            }
        )
    )
    return folder


# ----- the three kinds ------------------------------------------------------------------------
@needs_paper
@pytest.mark.parametrize("family", ["hotpotqa", "fever"])
def test_the_paper_set_builds_every_knowledge_method_including_the_back_offs(family):
    for method in catalog.methods_for(family):
        built = catalog.make_method(method, family, prompt_set="paper", paper_dir=PAPER)
        assert built.prefix.strip()
    react = catalog.make_method("react", family, prompt_set="paper", paper_dir=PAPER)
    assert len(shots(react.prefix)) == (6 if family == "hotpotqa" else 3)  # the paper's 6 HotpotQA exemplars


@needs_paper
@pytest.mark.parametrize("task_type", TASK_TYPES)
def test_the_paper_set_gives_two_alfworld_exemplars_per_task_type(task_type):
    for method in ("react", "act"):
        prefix = prompt_sets.prefix("paper", "alfworld", method, task_type, paper_dir=PAPER)
        assert prefix.count("You are in the middle of a room.") == 2
        assert ("> think:" in prefix) == (method == "react")


def test_the_project_set_is_the_default_and_has_five_hotpotqa_exemplars():
    assert catalog.make_method("react", "hotpotqa").prefix == (PROMPTS_DIR / "hotpotqa/react.txt").read_text()
    assert len(shots(prompt_sets.prefix("project", "hotpotqa", "react"))) == 5
    assert len(shots(prompt_sets.prefix(None, "fever", "react"))) == 5


def test_paper_is_offered_only_when_its_folder_is_configured(tmp_path, monkeypatch):
    assert prompt_sets.available() == ["project"]
    folder = fake_paper_folder(tmp_path)
    assert prompt_sets.available(folder) == ["project", "paper"]
    monkeypatch.setenv(prompt_sets.PAPER_ENV, str(folder))
    assert prompt_sets.available() == ["project", "paper"]


def test_errors_say_which_file_or_folder_is_missing_and_what_to_do(tmp_path):
    with pytest.raises(prompt_sets.PromptSetError, match="--paper-prompts DIR, set REACT_PAPER_PROMPTS"):
        prompt_sets.prefix("paper", "hotpotqa", "react")
    with pytest.raises(prompt_sets.PromptSetError, match=r"No ReAct prompt file at .*prompts_naive.json"):
        prompt_sets.prefix("paper", "hotpotqa", "react", paper_dir=tmp_path)
    with pytest.raises(prompt_sets.PromptSetError, match="has no act_clean_1, act_clean_0"):
        prompt_sets.prefix(
            "paper", "alfworld", "act", "pick_clean_then_place_in_recep", paper_dir=fake_paper_folder(tmp_path)
        )
    with pytest.raises(
        prompt_sets.PromptSetError, match=r"no react exemplars for fever: expected the file .*mine/fever/react.txt"
    ):
        prompt_sets.prefix("user:mine", "fever", "react")
    with pytest.raises(prompt_sets.PromptSetError, match="Unknown prompt set 'papers'"):
        prompt_sets.prefix("papers", "fever", "react")
    with pytest.raises(prompt_sets.PromptSetError, match="not a plain name"):
        prompt_sets.prefix("user:../../etc", "fever", "react")


# ----- a user set made from a branch ----------------------------------------------------------
def vienna(request) -> str:
    """A model that searches Vienna, then answers Danube, whatever step it is asked for."""
    cue = request.prompt.rsplit("\n", 1)[1]
    if cue == "Action 1:":
        return " Search[Vienna]"
    if cue.startswith("Action"):
        return " Finish[Danube]"
    if cue == "Thought 1:":
        return " I should search Vienna.\nAction 1: Search[Vienna]"
    return " The Danube runs through it.\nAction 2: Finish[Danube]"


def finished_react_run(edited_thought: str | None = None) -> Trajectory:
    model = ScriptedModel(default=vienna)
    engine = new_engine(QUESTION, "react", model, env=EchoEnv())
    engine.run()
    trajectory = engine.trajectory
    if edited_thought:
        branch = Steering(trajectory).apply(EditThought(0, edited_thought))
        trajectory.active_branch = branch.id
        engine.run()
    return trajectory


def test_a_finished_branch_becomes_an_exemplar_in_the_papers_format_with_human_edits():
    trajectory = finished_react_run(edited_thought="I need to search Vienna and find its river.")
    text = exemplar_from_branch(trajectory, trajectory.active_branch)
    lines = text.split("\n")
    assert lines[0] == "Question: Which river runs through Vienna?"
    assert lines[1] == "Thought 1: I need to search Vienna and find its river."
    assert lines[2] == "Action 1: Search[Vienna]" and lines[3].startswith("Observation 1: You did Search[Vienna]")
    assert lines[-1].startswith("Action ") and "Finish[" in lines[-1]  # no "Episode finished." after Finish


def test_a_user_set_round_trips_an_exemplar_made_from_a_branch(home):
    trajectory = finished_react_run()
    text = exemplar_from_branch(trajectory, trajectory.active_branch)
    path = add_exemplar("mine", "hotpotqa", "react", text, keep_project=False)
    assert path == home / "prompts/mine/hotpotqa/react.txt"
    prefix = prompt_sets.prefix("user:mine", "hotpotqa", "react")
    project = prompt_sets.prefix("project", "hotpotqa", "react")
    assert split_exemplars(prefix) == (split_exemplars(project)[0], [text])  # the project's instruction, one shot
    add_exemplar("user:mine", "hotpotqa", "react", text.replace("Vienna", "Linz"))
    assert len(shots(prompt_sets.prefix("user:mine", "hotpotqa", "react"))) == 2
    assert "user:mine" in prompt_sets.available()
    assert "Linz" in catalog.make_method("react", "hotpotqa", prompt_set="user:mine").prefix
    assert not (PROMPTS_DIR / "mine").exists()  # never written into the repository's prompts/


def test_a_new_user_file_starts_from_the_projects_exemplars_by_default(home):
    """So the set is the project's plus yours, and a batch with it measures what yours adds."""
    trajectory = finished_react_run()
    text = exemplar_from_branch(trajectory, trajectory.active_branch)
    add_exemplar("plus", "hotpotqa", "react", text)
    instruction, project = split_exemplars(prompt_sets.prefix("project", "hotpotqa", "react"))
    assert split_exemplars(prompt_sets.prefix("user:plus", "hotpotqa", "react")) == (instruction, [*project, text])
    add_exemplar("plus", "alfworld", "react", "You are in a room.\n> look\nOK.", "pick_and_place_simple")
    game = prompt_sets.prefix("user:plus", "alfworld", "react", "pick_and_place_simple")
    project_game = prompt_sets.prefix("project", "alfworld", "react", "pick_and_place_simple").rstrip("\n")
    assert "Here are two examples." in project_game and "Here are two examples." not in game
    assert game.startswith(project_game.replace("Here are two examples.", "Here are some examples."))
    assert game.endswith("> look\nOK.\n")


def test_a_cot_branch_becomes_a_thought_and_answer_exemplar():
    model = ScriptedModel([" Let's think step by step. Vienna lies on the Danube.\nAnswer: Danube"])
    engine = new_engine(QUESTION, "cot", model, env=EchoEnv())
    engine.run()
    text = exemplar_from_branch(engine.trajectory, engine.trajectory.active_branch)
    assert text == (
        "Question: Which river runs through Vienna?\n"
        "Thought: Let's think step by step. Vienna lies on the Danube.\nAnswer: Danube"
    )


# ----- recorded, so reopened runs and batches read the same set -------------------------------
def test_a_reopened_trajectory_uses_its_recorded_prompt_set():
    add_exemplar("mine", "hotpotqa", "react", "Question: a?\nThought 1: b\nAction 1: Finish[c]")
    engine = new_engine(QUESTION, "react", ScriptedModel(), env=EchoEnv(), prompt_set="user:mine")
    assert engine.trajectory.model["prompt_set"] == "user:mine"
    reopened = Trajectory.from_json(engine.trajectory.to_json())
    again = open_engine(reopened, ScriptedModel(), env=EchoEnv())
    assert again.method.prefix == prompt_sets.prefix("user:mine", "hotpotqa", "react")


def test_a_trajectory_from_before_prompt_sets_reopens_with_the_project_set():
    old = Trajectory.start(QUESTION, "react", {"model": "x"})
    assert open_engine(old, ScriptedModel(), env=EchoEnv()).method.prefix == prompt_sets.prefix(
        "project", "hotpotqa", "react"
    )


def test_the_batch_id_of_a_default_spec_is_unchanged():
    # Computed with the BatchSpec of commit b3ccbef, before prompt sets existed.
    # `retry_repeats=False` is how those batches decoded (the repeat guard came later).
    assert (
        BatchSpec(
            task_set="hotpotqa:bundled", methods=("react", "act", "cot", "cot_sc"), retry_repeats=False
        ).default_id()
        == "hotpotqa-93c22a8e"
    )
    old = BatchSpec(
        task_set="alfworld:bundled", methods=("react", "act"), models=("embedded:1.5b",), limit=10, retry_repeats=False
    )
    assert old.default_id() == "alfworld-96049b0d"
    assert (
        BatchSpec.from_dict({k: v for k, v in old.to_dict().items() if k not in ("prompt_set", "paper_prompts")}) == old
    )
    paper = BatchSpec(
        task_set="alfworld:bundled",
        methods=("react", "act"),
        models=("embedded:1.5b",),
        limit=10,
        prompt_set="paper",
        paper_prompts="/p",
    )
    assert paper.default_id() != old.default_id() and paper.to_dict()["prompt_set"] == "paper"


# ----- ALFWorld: "You arrive at X." is stripped with the paper's prompts only --------------------
def test_paper_observation_drops_the_arrival_sentence_as_the_papers_notebook_did():
    assert paper_observation("You arrive at cabinet 1. The cabinet 1 is closed.") == "The cabinet 1 is closed."
    assert (
        paper_observation("You arrive at loc 5. On the desk 1, you see a pen 1.") == "On the desk 1, you see a pen 1."
    )
    assert (
        paper_observation("You open the cabinet 1. The cabinet 1 is open.")
        == "You open the cabinet 1. The cabinet 1 is open."
    )
    assert paper_observation("You arrive at cabinet 1.") == "You arrive at cabinet 1."


def test_only_the_paper_set_strips_arrivals_and_only_in_alfworld():
    choice = EnvChoice()
    assert catalog.env_choice_for(choice, "alfworld", "paper").paper_observations
    assert not catalog.env_choice_for(choice, "alfworld", "project").paper_observations
    assert not catalog.env_choice_for(choice, "alfworld", "user:mine").paper_observations
    assert not catalog.env_choice_for(choice, "hotpotqa", "paper").paper_observations
    assert catalog.make_env(GAME, catalog.env_choice_for(choice, "alfworld", "paper")).strip_arrival
    assert not catalog.make_env(GAME, choice).strip_arrival


def test_the_stripping_is_recorded_in_the_trajectory_and_kept_on_reopen(tmp_path):
    folder = fake_paper_folder(tmp_path)
    engine = new_engine(GAME, "react", ScriptedModel(), env=EchoEnv(), prompt_set="paper", paper_dir=folder)
    settings = engine.trajectory.model
    assert settings["prompt_set"] == "paper" and settings["paper_observations"] is True
    assert settings["paper_prompts"] == str(folder.resolve())
    assert "paper_observations" not in new_engine(GAME, "react", ScriptedModel(), env=EchoEnv()).trajectory.model
    reopened = Trajectory.from_json(engine.trajectory.to_json())
    assert open_engine(reopened, ScriptedModel()).env.strip_arrival  # the family's environment, as recorded


def test_the_real_engine_answers_go_to_without_the_arrival_sentence_with_the_paper_set():
    pytest.importorskip("textworld", reason="the ALFWorld engine (alfworld==0.4.2) is not installed")
    games = catalog.load_tasks("alfworld", "bundled")
    if not games:
        pytest.skip("no bundled ALFWorld games")
    game = games[0]
    plain, paper = AlfWorldEnv(warm_games=1), AlfWorldEnv(warm_games=1, strip_arrival=True)
    plain.reset(game)
    paper.reset(game)
    go = next(c for c in plain.admissible_commands if c.startswith("go to "))
    before, after = plain.step(go).observation, paper.step(go).observation
    assert before.startswith("You arrive at ") and not after.startswith("You arrive at ")
    assert before.endswith(after)
