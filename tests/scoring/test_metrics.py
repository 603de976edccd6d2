"""Answer metrics against hand-computed values."""

from __future__ import annotations

import dataclasses

import pytest

from react_core.engine.catalog import score
from react_core.scoring import metrics
from react_core.scoring.metrics import Score, exact_match, f1, label_accuracy, normalize_answer
from react_core.trajectory.task import Task

HOTPOT = Task("h1", "hotpotqa", "Which river?", gold="the Vistula River")
FEVER = Task("f1", "fever", "A claim.", gold="NOT ENOUGH INFO")


def test_normalisation_drops_case_punctuation_articles_and_extra_spaces():
    assert normalize_answer("  The  Vistula, River!! ") == "vistula river"
    assert normalize_answer("An apple a day") == "apple day"
    assert normalize_answer("Theatre") == "theatre"  # only whole-word articles go


def test_exact_match():
    assert exact_match("vistula river", "the Vistula River") == 1.0
    assert exact_match("Vistula", "the Vistula River") == 0.0


def test_f1_by_hand():
    # pred tokens {vistula}, gold {vistula, river}: P = 1, R = 1/2, F1 = 2/3
    assert f1("Vistula", "the Vistula River") == pytest.approx(2 / 3)
    # pred {river, vistula, poland}, gold {vistula, river}: P = 2/3, R = 1, F1 = 0.8
    assert f1("river Vistula, Poland", "the Vistula River") == pytest.approx(0.8)
    # "in" is not an article: 4 tokens, P = 1/2, R = 1, F1 = 2/3
    assert f1("river Vistula in Poland", "the Vistula River") == pytest.approx(2 / 3)
    assert f1("Danube", "the Vistula River") == 0.0


def test_yes_no_answers_get_no_partial_credit():
    assert f1("yes", "no") == 0.0
    assert f1("no it is not", "no") == 0.0
    assert f1("Yes.", "yes") == 1.0


def test_fever_label_accuracy_ignores_case_and_spacing():
    assert label_accuracy(" not  enough info ", "NOT ENOUGH INFO") == 1.0
    assert label_accuracy("Supports.", "SUPPORTS") == 1.0
    assert label_accuracy("REFUTES", "SUPPORTS") == 0.0


@pytest.mark.parametrize(
    "prediction, gold, expected",
    [
        # The paper's FeverWrapper.get_reward: normalize_answer(prediction) == normalize_answer(label).
        ("REFUTES,", "REFUTES", 1.0),
        ('"REFUTES"', "REFUTES", 1.0),
        ("[SUPPORTS]", "SUPPORTS", 1.0),
        ("Supports!", "SUPPORTS", 1.0),
        ("NOT ENOUGH INFO.", "NOT ENOUGH INFO", 1.0),
        ("the SUPPORTS", "SUPPORTS", 1.0),  # articles go, as in SQuAD's normalisation
        ("SUPPORTS", "REFUTES", 0.0),
        ("", "SUPPORTS", 0.0),
        # Punctuation is deleted, not turned into spaces: the paper scores these 0, and so do we.
        ("NOT_ENOUGH_INFO", "NOT ENOUGH INFO", 0.0),
        ("NOT ENOUGH INFORMATION", "NOT ENOUGH INFO", 0.0),
        ("The claim is SUPPORTS", "SUPPORTS", 0.0),
    ],
)
def test_fever_labels_are_scored_as_the_paper_scores_them(prediction, gold, expected):
    assert label_accuracy(prediction, gold) == expected
    assert score(Task("f", "fever", "c", gold=gold), prediction).em == expected


def test_score_per_family():
    assert score(HOTPOT, "Vistula River").as_dict() == {"em": 1.0, "f1": 1.0, "correct": True}
    assert score(HOTPOT, "Vistula").as_dict() == {"em": 0.0, "f1": pytest.approx(2 / 3), "correct": False}
    assert score(FEVER, "not enough info").as_dict() == {"em": 1.0, "f1": 1.0, "correct": True}


def test_no_answer_scores_zero_and_no_gold_scores_none():
    assert score(HOTPOT, None).as_dict() == {"em": 0.0, "f1": 0.0, "correct": False}
    assert score(Task("x", "hotpotqa", "q?"), "a").as_dict() == {"em": None, "f1": None, "correct": None}


def test_alfworld_is_judged_by_the_environment():
    assert score(Task("g", "alfworld", "put a clean apple in fridge"), None, success=True).correct is True


def test_a_score_is_a_frozen_record_whose_fields_the_rule_lacks_are_none():
    scored = score(HOTPOT, "Vistula River")
    assert scored == Score("answer", correct=True, em=1.0, f1=1.0)
    assert scored.success is None and scored.reward is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        scored.em = 0.0  # type: ignore[misc]


def test_a_reward_is_the_score_and_a_reward_of_one_is_a_success():
    bought = metrics.score(HOTPOT, "x", scoring="reward", reward=0.5)
    assert bought == Score("reward", correct=False, success=False, reward=0.5)
    assert bought.as_dict() == {"score": 0.5, "success": False, "correct": False}  # as the CLI prints it
    assert metrics.score(HOTPOT, None, scoring="reward").reward == 0.0  # bought nothing
    assert metrics.score(HOTPOT, None, scoring="reward", reward=1.0).success is True


@pytest.mark.parametrize(
    ("scored", "points"),
    [
        (Score("answer", correct=False, em=0.0, f1=0.5), 0.0),
        (Score("label", correct=True, em=1.0, f1=1.0), 1.0),
        (Score("environment", correct=True, success=True), 1.0),
        (Score("environment", correct=None, success=None), None),
        (Score("reward", correct=False, success=False, reward=0.75), 0.75),
    ],
)
def test_points_are_the_one_number_a_table_averages(scored, points):
    assert scored.points == points
