"""CoT-SC voting and the two back-off rules, specified with a scripted model."""

from __future__ import annotations

import pytest

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.prompting.self_consistency import majority_vote
from react_core.trajectory.steps import Author, Outcome, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through Vienna?", gold="Danube")
PREFIX = "Question: example\nThought 1: x\nAction 1: Finish[y]\n"


def samples(*answers: str) -> list[str]:
    return [f" Reasoning {i}.\nAnswer: {a}" if a else f" Reasoning {i} without end." for i, a in enumerate(answers)]


def engine_for(method: str, replies: list, n: int = 5, max_steps: int | None = None) -> tuple[Engine, ScriptedModel]:
    chosen = make_method(method, "hotpotqa", prefix=PREFIX, max_steps=max_steps)
    chosen.samples = n
    model = ScriptedModel(replies)
    return Engine(Trajectory.start(TASK, method), chosen, model, EchoEnv()), model


def test_majority_ignores_case_articles_and_punctuation_and_ties_go_to_the_first_seen():
    vote = majority_vote(["the Danube", "Rhine", "danube.", "Rhine", ""])
    assert vote.majority == "the Danube" and vote.count == 2
    assert vote.tally == [("the Danube", 2), ("Rhine", 2), ("", 1)]
    assert "(no answer) 1" in vote.summary()


def test_fever_labels_vote_without_regard_to_spelling():
    vote = majority_vote(["SUPPORTS", "supports.", "REFUTES", "NOT_ENOUGH_INFO"])
    assert vote.majority == "SUPPORTS" and vote.count == 2 and vote.confident


def test_no_answers_at_all_gives_an_empty_majority():
    vote = majority_vote(["", "  "])
    assert vote.majority == "" and vote.count == 0 and not vote.confident


def test_cot_sc_asks_once_for_n_samples_at_temperature_0_7_and_finishes_with_the_majority():
    engine, model = engine_for("cot_sc", [samples("Danube", "Rhine", "danube", "Danube", "")])
    branch = engine.run()
    request = model.requests[0]
    assert len(model.requests) == 1 and request.n == 5 and request.temperature == 0.7
    assert request.prompt.endswith("Question: Which river flows through Vienna?\nThought:")
    assert branch.outcome == Outcome.ANSWERED and branch.answer == "Danube"
    thought, action, _ = engine.trajectory.steps_of()
    assert thought.kind == StepKind.THOUGHT and thought.text.startswith(
        "Votes over 5 samples: Danube 3, Rhine 1, (no answer) 1."
    )
    assert "Reasoning of sample 1" in thought.text
    assert thought.info["vote"]["answers"] == ["Danube", "Rhine", "danube", "Danube", ""]
    assert action.text == "Finish[Danube]"
    call = engine.trajectory.calls[thought.call_id]
    assert len(call.samples) == 5 and call.purpose == "samples"


def test_votes_survive_a_save_and_load():
    engine, _ = engine_for("cot_sc", [samples("Danube", "Danube", "Rhine", "Danube", "Inn")])
    engine.run()
    loaded = Trajectory.from_json(engine.trajectory.to_json())
    assert loaded.steps_of()[0].info["vote"]["majority"] == "Danube"


def test_react_then_cot_sc_backs_off_at_the_step_limit_instead_of_finishing_empty():
    react = [" look\nAction 1: Search[Vienna]", " more\nAction 2: Search[Austria]"]
    engine, model = engine_for(
        "react_cot_sc", react + [samples("Danube", "Danube", "Rhine", "Danube", "Inn")], max_steps=2
    )
    branch = engine.run()
    assert branch.outcome == Outcome.ANSWERED and branch.answer == "Danube"
    steps = engine.trajectory.steps_of()
    vote = steps[-3]
    assert "backed off to CoT-SC" in vote.notes[0] and vote.info["backed_off_to"] == "cot_sc"
    assert steps[-2].text == "Finish[Danube]" and steps[-2].author == Author.MODEL
    # The CoT-SC prompt is the bare question, not the ReAct transcript.
    assert model.requests[-1].prompt.endswith("Question: Which river flows through Vienna?\nThought:")
    assert model.requests[-1].n == 5


def test_react_then_cot_sc_keeps_reacts_own_answer_when_it_finishes_in_time():
    engine, model = engine_for("react_cot_sc", [" know it\nAction 1: Finish[Danube]"], max_steps=2)
    branch = engine.run()
    assert branch.answer == "Danube" and len(model.requests) == 1 and model.requests[0].n == 1


def test_cot_sc_then_react_finishes_when_the_majority_has_at_least_half():
    engine, model = engine_for("cot_sc_react", [samples("Danube", "Danube", "Danube", "Rhine", "Inn")], n=5)
    branch = engine.run()
    assert branch.answer == "Danube" and len(model.requests) == 1
    assert engine.trajectory.steps_of()[0].info["backed_off_to"] is None


def test_cot_sc_then_react_backs_off_to_react_below_half_and_react_sees_a_fresh_transcript():
    weak = samples("Danube", "Danube", "Rhine", "Inn", "Elbe")  # 2 of 5 < n/2
    engine, model = engine_for(
        "cot_sc_react", [weak, " search it\nAction 1: Search[Vienna]", " found\nAction 2: Finish[Danube]"], n=5
    )
    first = engine.step()
    assert [s.kind for s in first.steps] == [StepKind.THOUGHT]
    assert "backed off to ReAct" in first.steps[0].notes[0]
    assert not engine.branch.finished
    branch = engine.run()
    assert branch.answer == "Danube" and branch.outcome == Outcome.ANSWERED
    assert model.requests[1].prompt.endswith("Question: Which river flows through Vienna?\nThought 1:")
    assert "Votes over" not in model.requests[1].prompt
    assert [s.kind.value for s in engine.trajectory.steps_of()] == [
        "thought",
        "thought",
        "action",
        "observation",
        "thought",
        "action",
        "observation",
    ]


def test_cot_sc_then_react_has_reacts_step_limit_after_the_back_off():
    weak = samples("A", "B", "C", "D", "E")
    engine, _ = engine_for(
        "cot_sc_react", [weak, " a\nAction 1: Search[X]", " b\nAction 2: Search[Y]"], n=5, max_steps=2
    )
    branch = engine.run()
    assert branch.outcome == Outcome.STEP_LIMIT and branch.answer == ""


def test_self_consistency_methods_refuse_alfworld():
    for name in ("cot_sc", "react_cot_sc", "cot_sc_react"):
        with pytest.raises(ValueError, match="HotpotQA and FEVER"):
            make_method(name, "alfworld", prefix=PREFIX)


def test_a_server_that_caps_n_gets_the_samples_one_request_at_a_time():
    from react_core.models.errors import ModelError

    capped = ModelError("server", "rejected the request (HTTP 400: Field 'n' must be <= 2).", "Check n.")
    engine, model = engine_for(
        "cot_sc", [capped, " a.\nAnswer: Danube", " b.\nAnswer: Rhine", " c.\nAnswer: Danube"], n=3
    )
    engine.generation.seed = 7
    branch = engine.run()
    assert branch.answer == "Danube"
    assert [r.n for r in model.requests] == [3, 1, 1, 1] and [r.seed for r in model.requests[1:]] == [7, 8, 9]
    vote = engine.trajectory.steps_of()[0]
    assert "one at a time" in vote.notes[0]
    assert engine.trajectory.calls[vote.call_id].samples == [
        " a.\nAnswer: Danube",
        " b.\nAnswer: Rhine",
        " c.\nAnswer: Danube",
    ]


def test_other_model_failures_are_not_retried_sample_by_sample():
    from react_core.models.errors import ModelError

    engine, model = engine_for("cot_sc", [ModelError("unreachable", "down", "start it")], n=3)
    with pytest.raises(ModelError):
        engine.step()
    assert len(model.requests) == 1 and engine.trajectory.steps_of() == []


def test_fever_vote_groups_labels_as_the_papers_scoring_does():
    vote = majority_vote(["REFUTES,", "SUPPORTS", '"REFUTES"', "[SUPPORTS]", "Refutes!"])
    assert vote.majority == "REFUTES," and vote.count == 3 and vote.confident


# ----- the back-off rule, shared by the live methods and the combined scoring --------------------
def test_the_back_off_rule_is_the_papers():
    from react_core.prompting.self_consistency import cot_sc_backs_off, react_backs_off

    # ReAct -> CoT-SC: no answer within the step limit. The paper's webthink ends an episode that is
    # not done after its steps with finish[], so the limit and a model's own Finish[] both give "".
    assert react_backs_off("answered", "") and react_backs_off(Outcome.ANSWERED, "  ")
    assert react_backs_off("step_limit", "") and react_backs_off(Outcome.ERROR, None)
    assert react_backs_off("error", "Danube")  # an episode that ended in an error returned nothing
    assert not react_backs_off("answered", "Danube") and not react_backs_off(Outcome.ANSWERED, "no")
    # CoT-SC -> ReAct: the majority holds fewer than n/2 votes.
    assert cot_sc_backs_off(majority_vote(["X", "X", "Y", "Z", "W"]))  # 2 of 5
    assert not cot_sc_backs_off(majority_vote(["X", "X", "X", "Y", "Z"]))  # 3 of 5
    assert not cot_sc_backs_off(majority_vote(["X", "X", "Y", "Z"]))  # 2 of 4 is n/2, not fewer
    assert cot_sc_backs_off(majority_vote(["", ""]))


def test_react_then_cot_sc_backs_off_when_react_finishes_empty():
    engine, model = engine_for(
        "react_cot_sc",
        [" no idea\nAction 1: Finish[]", samples("Danube", "Danube", "Rhine", "Danube", "Inn")],
        max_steps=5,
    )
    branch = engine.run()
    assert branch.outcome == Outcome.ANSWERED and branch.answer == "Danube"
    steps = engine.trajectory.steps_of()
    assert [s.kind.value for s in steps] == ["thought", "thought", "action", "observation"]
    assert steps[0].text == "no idea"  # ReAct's thought stays; its empty Finish[] is in the call and the note
    assert "Finish[]" in steps[1].notes[0] and steps[1].info["backed_off_to"] == "cot_sc"
    assert len(engine.trajectory.calls) == 2 and model.requests[-1].n == 5


def test_react_then_cot_sc_backs_off_instead_of_ending_in_an_error():
    from react_core.engine import engine
    from react_core.engine.engine import MAX_BAD_CALLS
    from react_core.prompting import self_consistency

    assert self_consistency.MAX_BAD_CALLS == engine.MAX_BAD_CALLS
    nothing = ["I cannot say."] * (2 * MAX_BAD_CALLS)  # each unit: no action, and none when asked again
    engine, _ = engine_for(
        "react_cot_sc", nothing + [samples("Danube", "Danube", "Rhine", "Danube", "Inn")], max_steps=7
    )
    branch = engine.run()
    assert branch.outcome == Outcome.ANSWERED and branch.answer == "Danube" and branch.error is None
    vote = next(s for s in engine.trajectory.steps_of() if "vote" in s.info)
    assert "no usable action" in vote.notes[0] and vote.info["backed_off_to"] == "cot_sc"


def test_combined_scoring_uses_the_same_rule():
    from react_core.evaluation import combined
    from react_core.prompting import self_consistency

    assert combined.react_backs_off is self_consistency.react_backs_off
    assert combined.cot_sc_backs_off is self_consistency.cot_sc_backs_off


def test_react_then_cot_sc_lets_a_guess_at_the_last_step_give_way_to_a_search_and_backs_off():
    """The last-step rule of the repeat aid (keep a guess rather than end with the empty Finish[]) is not
    ReAct -> CoT-SC's: its step limit hands over to CoT-SC's vote, which still answers."""
    from react_core.prompting.method_base import Generation

    chosen = make_method("react_cot_sc", "hotpotqa", prefix=PREFIX, max_steps=2)
    chosen.samples = 5
    replies = [
        " look\nAction 1: Search[Vienna]",
        " Probably Bombay.\nAction 2: Finish[Bombay]",  # a word of no page read: a guess
        " more\nAction 2: Search[Austria]",
        samples("Danube", "Danube", "Rhine", "Danube", "Inn"),
    ]
    engine = Engine(
        Trajectory.start(TASK, "react_cot_sc"),
        chosen,
        ScriptedModel(replies),
        EchoEnv(),
        generation=Generation(retry_repeats=True),
    )
    branch = engine.run()
    assert branch.answer == "Danube"
    notes = [n for s in engine.trajectory.steps_of() for n in s.notes]
    assert any("backed off to CoT-SC" in n for n in notes)
    assert not any("at the last step" in n for n in notes)
