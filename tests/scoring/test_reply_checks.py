"""One rule for a person's agent's final reply, in the measured effect's tries and in Evaluate's batches."""

import pytest

from react_core.endpoint.agent_checks import TryOutcome
from react_core.evaluation.agent_inputs import parse_inputs
from react_core.scoring.reply_checks import AnswerCheck, RegexCheck


def test_an_answer_check_accepts_any_of_its_answers_after_em_normalisation():
    check = AnswerCheck(("Paris", "Paris, France"))
    assert check.passes("The Paris.") and check.passes("paris france") and not check.passes("Lyon")
    assert check.em_f1("the paris") == (1.0, 1.0)


def test_no_reply_never_passes_even_a_regex_that_matches_the_empty_string():
    for check in (RegexCheck(".*"), RegexCheck("^$"), AnswerCheck("Lima")):
        assert not check.passes("") and not check.passes(None) and not check.passes("   ")
        assert not check.judge(TryOutcome(final_reply="")).passed


def test_a_try_and_an_evaluate_input_judge_the_same_reply_the_same_way():
    inputs = parse_inputs(
        '{"input": "q", "expected": ["Lima"]}\n{"input": "q", "regex": "10,?151"}\n{"input": "q", "regex": ".*"}'
    )
    for reply in ("lima", "Lima, Peru", "10151000 people", ""):
        for given, check in zip(inputs, (AnswerCheck("Lima"), RegexCheck("10,?151"), RegexCheck(".*"))):
            assert given.check(reply) == check.judge(TryOutcome(final_reply=reply)).passed, (reply, given)


@pytest.mark.parametrize("bad", ["", "  ", ()])
def test_an_empty_expected_answer_is_refused_with_what_to_do(bad):
    with pytest.raises(ValueError, match="expected answer"):
        AnswerCheck(bad)
