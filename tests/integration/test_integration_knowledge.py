"""The engine on a bundled HotpotQA question with the real local corpus and the real exemplars."""

from __future__ import annotations

from react_core.data.tasks import get_task
from react_core.engine.assemble import new_engine, open_engine
from react_core.engine.catalog import score
from react_core.trajectory.steering import EditThought
from react_core.trajectory.steps import Outcome
from react_core.trajectory.trajectory import Trajectory
from tests.support.scripted_model import ScriptedModel


def test_react_answers_a_bundled_question_from_the_local_corpus():
    task = get_task("hotpotqa-bundled-01")
    model = ScriptedModel(
        [
            " I need to find the band that recorded Bohemian Rhapsody.\nAction 1: Search[Queen (band)]",
            " Freddie Mercury was the lead singer. I need his birthplace.\nAction 2: Search[Freddie Mercury]",
            " He was born in Stone Town, on Zanzibar.\nAction 3: Finish[Zanzibar]",
        ]
    )
    engine = new_engine(task, "react", model)
    branch = engine.run()
    assert branch.outcome == Outcome.ANSWERED and score(task, branch.answer).em == 1.0
    prompt = model.requests[1].prompt
    assert prompt.startswith("Solve a question answering task with interleaving Thought, Action, Observation steps.")
    assert "Observation 1: Queen are a British rock band formed in London in 1970." in prompt
    assert prompt.endswith("Thought 2:")


def test_a_saved_trajectory_reopens_and_its_edited_branch_resumes_on_the_real_environment():
    task = get_task("hotpotqa-bundled-01")
    model = ScriptedModel(
        [
            " I should search Bohemian Rhapsody.\nAction 1: Search[Bohemian Rhapsody]",
            " It is not there. I will guess.\nAction 2: Finish[Tanzania]",
        ]
    )
    engine = new_engine(task, "react", model)
    engine.run()
    reopened = open_engine(
        Trajectory.from_json(engine.trajectory.to_json()), ScriptedModel(["Search[Freddie Mercury]"])
    )
    reopened.steering.apply(
        EditThought(3, "Queen recorded it; its lead singer was Freddie Mercury, so I should search him.")
    )
    reopened.step()
    observation = reopened.trajectory.steps_of()[-1].text
    assert observation.startswith("Freddie Mercury (born Farrokh Bulsara")
    assert reopened.last_replay.mismatches == []
    original = reopened.trajectory.branch(reopened.trajectory.branch().parent_id)
    assert original.answer == "Tanzania"


def test_fever_uses_claim_format_and_five_step_limit():
    task = get_task("fever-bundled-01")
    model = ScriptedModel(default=" I need to search more.\nAction 1: Search[Liverpool]")
    engine = new_engine(task, "react", model)
    branch = engine.run()
    assert branch.outcome == Outcome.STEP_LIMIT
    assert sum(1 for s in engine.trajectory.steps_of() if s.kind.value == "action") == 6  # 5 + forced Finish[]
    assert "\nClaim: The Beatles were formed in Liverpool.\nThought 1:" in model.requests[0].prompt
