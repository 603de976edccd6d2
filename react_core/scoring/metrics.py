"""Answer scoring: HotpotQA exact match and F1 (the official SQuAD/HotpotQA normalisation),
FEVER label accuracy, and the `Score` an episode gets by its family's rule.

    score(task, "the Vistula", scoring="answer")  -> Score(rule="answer", correct=True, em=1.0, f1=1.0)

Which rule a task family uses is written in `react_core.engine.catalog` (`catalog.score(task, answer)`).
"""

from __future__ import annotations

import re
import string
from collections import Counter
from dataclasses import dataclass
from typing import Literal, get_args

from react_core.trajectory.task import Task

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = set(string.punctuation)
_YES_NO = {"yes", "no", "noanswer"}

# How a family's episodes are scored: "answer" (EM/F1 against the task's gold), "label" (FEVER
# accuracy), "environment" (the environment's own `success`), "reward" (``info["reward"]`` in [0, 1]).
Scoring = Literal["answer", "label", "environment", "reward"]
SCORINGS: tuple[Scoring, ...] = get_args(Scoring)


@dataclass(frozen=True)
class Score:
    """One episode scored by its family's rule. A field the rule does not give is None:
    em and f1 for "answer" and "label", success for "environment" and "reward", reward for "reward".
    `correct` is the rule's verdict (None when a task has no gold to judge by)."""

    rule: Scoring
    correct: bool | None
    em: float | None = None
    f1: float | None = None
    success: bool | None = None
    reward: float | None = None

    @property
    def points(self) -> float | None:
        """The one number a table averages: EM, label accuracy, 1/0 success, or the reward."""
        if self.rule == "reward":
            return self.reward
        if self.rule == "environment":
            return None if self.success is None else float(bool(self.success))
        return self.em

    def as_dict(self) -> dict[str, float | bool | None]:
        """The rule's own fields by name, as they are printed and stored ("score" is the reward)."""
        if self.rule == "reward":
            return {"score": self.reward, "success": self.success, "correct": self.correct}
        if self.rule == "environment":
            return {"success": self.success, "correct": self.correct}
        return {"em": self.em, "f1": self.f1, "correct": self.correct}


def normalize_answer(text: str) -> str:
    """Lower case, drop punctuation, drop articles a/an/the, collapse whitespace."""
    text = text.lower()
    text = "".join(ch for ch in text if ch not in _PUNCT)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def exact_match(prediction: str, gold: str) -> float:
    return float(normalize_answer(prediction) == normalize_answer(gold))


def f1(prediction: str, gold: str) -> float:
    """Token-overlap F1. As in the official HotpotQA script, yes/no answers score 0 unless equal."""
    pred, ref = normalize_answer(prediction), normalize_answer(gold)
    if (pred in _YES_NO or ref in _YES_NO) and pred != ref:
        return 0.0
    pred_tokens, ref_tokens = pred.split(), ref.split()
    common = Counter(pred_tokens) & Counter(ref_tokens)
    same = sum(common.values())
    if same == 0:
        return 0.0
    precision, recall = same / len(pred_tokens), same / len(ref_tokens)
    return 2 * precision * recall / (precision + recall)


def normalize_label(label: str) -> str:
    """A FEVER label file's spelling made canonical for import ("not_enough_info" -> "NOT ENOUGH INFO").
    Not used for scoring: see `label_accuracy`."""
    return " ".join(label.replace("_", " ").strip().rstrip(".").upper().split())


def label_accuracy(prediction: str, gold: str) -> float:
    """The paper's FEVER reward (wrappers.py, FeverWrapper.get_reward): the prediction is right when
    ``normalize_answer(prediction) == normalize_answer(label)``, the SQuAD normalisation. So
    "REFUTES,", '"REFUTES"', "[SUPPORTS]" and "Supports!" are right; "NOT_ENOUGH_INFO" is not
    (punctuation is deleted, giving "notenoughinfo")."""
    return float(normalize_answer(prediction) == normalize_answer(gold))


def score(
    task: Task, answer: str | None, success: bool | None = None, *, scoring: Scoring, reward: float | None = None
) -> Score:
    """Score one answer by a family's rule (see `react_core.engine.catalog`, which knows each family's).

    "answer" (HotpotQA): em, f1. "label" (FEVER): em = f1 = label accuracy. `correct` is em == 1.
    No answer (the agent never finished) scores 0. A task without gold gives None values.
    "environment" (ALFWorld): the game's own `success` verdict, returned as `correct` too.
    "reward" (WebShop): the environment's `reward` in [0, 1] as `reward` (0 when the episode
    bought nothing), success when it is 1, as WebShop defines its success rate.
    """
    if scoring == "reward":
        points = float(reward) if reward is not None else 0.0
        return Score(scoring, correct=points == 1.0, success=points == 1.0, reward=points)
    if scoring == "environment":
        return Score(scoring, correct=success, success=success)
    if task.gold is None:
        return Score(scoring, correct=None)
    if answer is None:
        return Score(scoring, correct=False, em=0.0, f1=0.0)
    if scoring == "label":
        acc = label_accuracy(answer, task.gold)
        return Score(scoring, correct=acc == 1.0, em=acc, f1=acc)
    em = exact_match(answer, task.gold)
    return Score(scoring, correct=em == 1.0, em=em, f1=f1(answer, task.gold))
