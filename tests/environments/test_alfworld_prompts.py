"""ALFWorld few-shot prompts: the project's own two-shot ReAct and Act exemplars per task type,
replayable on the real engine, and the importer for the paper's original prompt file."""

import json
from pathlib import Path

import pytest

from react_core.environments.alfworld import TASK_TYPES
from react_core.prompting.prompt_import.alfworld import original_prefix, write_original_prompts
from tools.alfworld.exemplars import GAMES_DIR, INSTRUCTION, PROMPTS_DIR

ORIGINAL = (
    Path(__file__).resolve().parents[2].parent / "shared" / "data" / "react-repo" / "prompts" / "alfworld_3prompts.json"
)
OPENING = "You are in the middle of a room."


def examples(text: str) -> list[list[str]]:
    """Split a prefix into its examples, each a list of lines."""
    assert text.startswith(INSTRUCTION)
    body = text[len(INSTRUCTION) :]
    chunks = [OPENING + c for c in body.split(OPENING) if c]
    return [c.rstrip("\n").split("\n") for c in chunks]


def moves(lines: list[str]) -> list[tuple[str, str]]:
    """(command, observation) pairs after the two intro lines."""
    steps = lines[2:]
    assert len(steps) % 2 == 0
    return [(steps[i][2:], steps[i + 1]) for i in range(0, len(steps), 2)]


@pytest.mark.parametrize("task_type", TASK_TYPES)
def test_each_type_has_a_two_shot_react_prompt_in_the_papers_format(task_type):
    text = (PROMPTS_DIR / f"react_{task_type}.txt").read_text()
    pair = examples(text)
    assert len(pair) == 2
    for lines in pair:
        assert lines[1].startswith("Your task is to: ")
        steps = moves(lines)
        assert all(line.startswith("> ") for line in lines[2::2])
        thoughts = [(c, o) for c, o in steps if c.startswith("think: ")]
        assert len(thoughts) >= 3 and all(o == "OK." for _, o in thoughts)
        assert steps[0][0].startswith("think: To solve the task, I need to")


@pytest.mark.parametrize("task_type", TASK_TYPES)
def test_act_prompts_are_the_same_examples_without_the_thoughts(task_type):
    react = examples((PROMPTS_DIR / f"react_{task_type}.txt").read_text())
    act = examples((PROMPTS_DIR / f"act_{task_type}.txt").read_text())
    assert len(act) == 2
    for r, a in zip(react, act):
        assert a[:2] == r[:2]
        assert moves(a) == [(c, o) for c, o in moves(r) if not c.startswith("think:")]
        assert not any(line.startswith("> think:") for line in a)


def test_the_exemplar_games_are_not_evaluation_games():
    index = json.loads((PROMPTS_DIR / "exemplars.json").read_text())
    assert set(index) == set(TASK_TYPES)
    assert all(game.startswith("exemplars/") for pair in index.values() for game in pair)


@pytest.mark.parametrize("task_type", TASK_TYPES)
def test_exemplar_observations_are_what_the_engine_really_returns(task_type):
    pytest.importorskip("textworld", reason="the ALFWorld engine (alfworld==0.4.2) is not installed")
    from react_core.environments.alfworld import AlfWorldEnv
    from react_core.trajectory.task import Task

    games = json.loads((PROMPTS_DIR / "exemplars.json").read_text())[task_type]
    text = (PROMPTS_DIR / f"react_{task_type}.txt").read_text()
    env = AlfWorldEnv(warm_games=1)
    for game, lines in zip(games, examples(text)):
        task = Task(id=game, family="alfworld", text="", meta={"game_file": str(GAMES_DIR / game / "game.tw-pddl")})
        assert env.reset(task).split("\n") == lines[:2]
        results = [env.replay(command, observation) for command, observation in moves(lines)]
        assert [r.info.get("replay_mismatch") for r in results] == [None] * len(results)
        assert results[-1].success, f"the {task_type} exemplar on {game} ends in a win"


@pytest.mark.skipif(not ORIGINAL.is_file(), reason="../shared/data/react-repo/prompts/alfworld_3prompts.json is absent")
@pytest.mark.parametrize("task_type", TASK_TYPES)
def test_the_papers_original_prompts_import_into_the_same_shape(task_type):
    react = original_prefix(ORIGINAL, "react", task_type)
    act = original_prefix(ORIGINAL, "act", task_type)
    assert react.startswith(INSTRUCTION) and act.startswith(INSTRUCTION)
    assert react.count(OPENING) == 2 and act.count(OPENING) == 2
    assert "> think:" in react and "> think:" not in act


@pytest.mark.skipif(not ORIGINAL.is_file(), reason="../shared/data/react-repo/prompts/alfworld_3prompts.json is absent")
def test_the_original_prompts_can_be_written_in_the_prompts_layout(tmp_path):
    written = write_original_prompts(ORIGINAL, tmp_path)
    assert len(written) == 12
    assert (tmp_path / "alfworld" / "react_pick_two_obj_and_place.txt").read_text().startswith(INSTRUCTION)


def test_a_wrong_file_or_name_is_refused_with_a_clear_message(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text("{}")
    with pytest.raises(ValueError, match="alfworld_3prompts"):
        original_prefix(bad, "react", "pick_and_place_simple")
    with pytest.raises(ValueError, match="react and act"):
        original_prefix(bad, "cot", "pick_and_place_simple")
