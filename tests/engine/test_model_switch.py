"""Another model from any step: a branch resumed with model B from step k records it, is stepped by
it, keeps model A's steps before k, and the original branch still records and runs with model A."""

from __future__ import annotations

import json

import pytest

from react_core.assist.effect import measure_effect
from react_core.engine.assemble import open_engine
from react_core.engine.model_switch import config_for, run_with_for
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.reach import check_reachable
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.run_with import RunWith, first_difference, settings_at, switch_points
from react_core.trajectory.steering import ResumeWith, SwitchBranch
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through Vienna?", gold="Danube")
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"
SETTINGS = {"model": "model-a", "provider": "openai-compatible", "temperature": 0.0, "prompt_set": "project"}
MODEL_B = RunWith("model-b", provider="openai-compatible", base_url="http://127.0.0.1:9/v1", temperature=0.7)


def model(name: str, reply) -> ScriptedModel:
    scripted = ScriptedModel(default=reply)
    scripted.name = name  # type: ignore[misc]  # the double's name is a class attribute
    return scripted


def a_reply(request):
    if "Observation 1" in request.prompt:
        return " It must be the Wien.\nAction 2: Finish[Wien]"
    return " I should search Vienna.\nAction 1: Search[Vienna]"


def b_reply(request):
    if "Observation 1" in request.prompt:
        return " The Danube flows through Vienna.\nAction 2: Finish[Danube]"
    return " I should search the Danube.\nAction 1: Search[Danube]"


def two_model_engine(opener=None):
    """Model A has taken two steps (a search, then a wrong Finish); model B is opened on demand."""
    a, b = model("model-a", a_reply), model("model-b", b_reply)
    opened: list[RunWith] = []

    def default_opener(run_with: RunWith):
        opened.append(run_with)
        return {"model-a": a, "model-b": b}[run_with.model]

    trajectory = Trajectory.start(TASK, "react", SETTINGS)
    engine = open_engine(trajectory, a, env=EchoEnv(), prefix=PREFIX, models=opener or default_opener)
    engine.run()
    return engine, a, b, opened


def test_resuming_with_model_b_from_step_k_records_b_there_and_the_original_still_records_a():
    engine, a, b, opened = two_model_engine()
    t = engine.trajectory
    original = t.active_branch
    asked_a = len(a.requests)
    k = 3  # Thought 2: model A's wrong guess is written again, by model B
    branch = engine.steering.apply(ResumeWith(k, MODEL_B))
    assert branch.fork_at == k and branch.step_ids == t.branch(original).step_ids[:k]
    assert branch.run_with == {**MODEL_B.to_dict(), "at": k}
    assert "from step 4: model-a → model-b, temperature 0 → 0.7" in branch.change

    engine.run()
    assert t.branch().answer == "Danube", "model B wrote the steps after k"
    assert len(a.requests) == asked_a and len(b.requests) == 1
    assert b.requests[0].temperature == 0.7, "with the temperature the branch records"
    assert "Observation 1: You did Search[Vienna]" in b.requests[0].prompt, "model A's steps before k are kept"
    assert [r.model for r in opened] == ["model-b"]
    new_call = t.calls[t.steps_of()[k].call_id or ""]
    assert new_call.model == "model-b" and new_call.temperature == 0.7

    assert t.branch(original).run_with is None and t.branch(original).answer == "Wien"
    assert settings_at(t, original, k).model == "model-a"
    assert settings_at(t, branch.id, k - 1).model == "model-a", "the shared steps were model A's"
    assert settings_at(t, branch.id, k).model == "model-b"
    assert switch_points(t, branch.id) == {k: RunWith(**{**MODEL_B.to_dict(), "at": k})}
    position, left, right = first_difference(t, original, t, branch.id) or (None, None, None)
    assert (position, left and left.model, right and right.model) == (k, "model-a", "model-b")


def test_switching_back_to_the_original_branch_steps_it_with_model_a_again():
    engine, a, b, _ = two_model_engine()
    t = engine.trajectory
    original = t.active_branch
    engine.steering.apply(ResumeWith(3, MODEL_B))
    engine.step()
    assert len(b.requests) == 1
    engine.steering.apply(SwitchBranch(original))
    engine.steering.apply(ResumeWith(3, RunWith("model-a", provider="openai-compatible", temperature=0.3)))
    engine.step()
    assert a.requests[-1].temperature == 0.3 and len(b.requests) == 1


def test_a_new_temperature_alone_is_named_alone_in_the_branchs_change():
    """The notice repeated the whole model name ("model-a · T 0 → model-a · T 0.3") when only the
    temperature changed (issue 43)."""
    engine, _, _, _ = two_model_engine()
    warmer = RunWith("model-a", provider="openai-compatible", temperature=0.3)
    branch = engine.steering.apply(ResumeWith(3, warmer))
    assert branch.change == "from step 4: temperature 0 → 0.3"
    paper = RunWith("model-a", provider="openai-compatible", temperature=0.3, prompt_set="paper")
    assert engine.steering.apply(ResumeWith(3, paper)).change == "from step 4: project → paper prompts"


def test_a_branch_forked_after_the_switch_runs_with_b_and_one_forked_before_it_with_a():
    engine, _, _, _ = two_model_engine()
    t = engine.trajectory
    switched = engine.steering.apply(ResumeWith(2, MODEL_B))
    engine.run()
    later = t.fork_at(switched.id, 4)
    earlier = t.fork_at(switched.id, 1)
    assert settings_at(t, later.id, 4).model == "model-b"
    assert settings_at(t, earlier.id, 1).model == "model-a"


def test_resuming_with_the_same_settings_is_refused_and_changes_nothing():
    engine, _, _, _ = two_model_engine()
    t = engine.trajectory
    before = t.to_dict()
    same = RunWith("model-a", provider="openai-compatible", temperature=0.0)
    with pytest.raises(TrajectoryError, match="already runs with model-a · T 0"):
        engine.steering.apply(ResumeWith(3, same))
    with pytest.raises(TrajectoryError, match="no step 9"):
        engine.steering.apply(ResumeWith(8, MODEL_B))
    assert t.to_dict() == before


def test_a_model_that_cannot_be_opened_at_step_k_fails_the_step_and_keeps_every_branch():
    def unreachable(run_with: RunWith):
        raise ModelError("unreachable", f"Cannot reach the model server at {run_with.base_url}.", "Check it.")

    engine, _, _, _ = two_model_engine(opener=unreachable)
    t = engine.trajectory
    original = t.active_branch
    switched = engine.steering.apply(ResumeWith(3, MODEL_B))
    saved = t.to_dict()
    with pytest.raises(ModelError, match=r"Cannot reach the model server at http://127\.0\.0\.1:9/v1"):
        engine.step()
    assert t.to_dict() == saved, "nothing written; the branch and its record are kept"
    engine.steering.apply(SwitchBranch(original))
    assert engine.fit_branch() is None and engine.model.name == "model-a", "the original still runs"
    assert switched.id in t.branches


# ----- files -----------------------------------------------------------------------------------
def test_the_switch_survives_a_json_round_trip():
    engine, _, _, _ = two_model_engine()
    switched = engine.steering.apply(ResumeWith(3, MODEL_B))
    engine.run()
    again = Trajectory.from_json(engine.trajectory.to_json())
    assert again.branch(switched.id).run_with == switched.run_with
    assert settings_at(again, switched.id, 3) == settings_at(engine.trajectory, switched.id, 3)


def test_a_file_from_before_model_switches_still_loads_and_is_written_without_the_field():
    engine, _, _, _ = two_model_engine()
    data = engine.trajectory.to_dict()
    assert all("run_with" not in b for b in data["branches"].values()), "absent unless used"
    old = json.loads(json.dumps(data))  # exactly what an older workbench wrote
    loaded = Trajectory.from_dict(old)
    assert all(b.run_with is None for b in loaded.branches.values())
    assert settings_at(loaded, loaded.active_branch, 0).model == "model-a"


def test_a_bad_switch_record_is_refused_naming_the_field():
    engine, _, _, _ = two_model_engine()
    switched = engine.steering.apply(ResumeWith(3, MODEL_B))
    data = engine.trajectory.to_dict()
    data["branches"][switched.id]["run_with"]["temperature"] = 5
    with pytest.raises(TrajectoryError, match=rf"branches\[{switched.id}\].run_with.temperature: 5"):
        Trajectory.from_dict(data)
    data["branches"][switched.id]["run_with"] = {"model": "x", "at": 99}
    with pytest.raises(TrajectoryError, match=r"run_with\.at: 99 is past the branch's steps"):
        Trajectory.from_dict(data)


# ----- Try N times with two models -------------------------------------------------------------
def test_try_n_times_compares_model_b_and_model_a_from_the_same_step():
    engine, a, b, _ = two_model_engine()
    t = engine.trajectory
    switched = engine.steering.apply(ResumeWith(3, MODEL_B))
    summary = measure_effect(engine, switched.id, n=2, temperature=0.7)
    assert summary.status == "complete"
    assert summary.names == {"edited": "model-b", "original": "model-a"}
    assert summary.edited.scores == [1.0, 1.0] and summary.original.scores == [0.0, 0.0]
    assert summary.line().startswith("model-b 2/2 exact match (")
    assert ", model-a 0/2 (" in summary.line() and "; difference +1.00 (" in summary.line()
    assert all(r.temperature == 0.7 for r in a.requests[-2:] + b.requests), "both arms sampled alike"
    assert sorted(r.seed for r in b.requests) == [0, 1]
    reloaded = Trajectory.from_json(t.to_json())
    assert reloaded.branch(switched.id).effect == t.branch(switched.id).effect


def test_try_n_times_refuses_a_switch_of_temperature_alone():
    engine, _, _, _ = two_model_engine()
    hotter = engine.steering.apply(ResumeWith(3, RunWith("model-a", provider="openai-compatible", temperature=1.0)))
    with pytest.raises(TrajectoryError, match="changes only the temperature"):
        measure_effect(engine, hotter.id, n=2)


# ----- settings in and out ---------------------------------------------------------------------
def test_a_branch_records_no_key_and_no_password_and_reuses_a_key_only_for_its_own_endpoint():
    config = load_config(
        {"provider": "openai-compatible", "base_url": "http://me:pw@127.0.0.1:8000/v1", "model": "m", "api_key": "sk"},
        env={},
    )
    recorded = run_with_for(config, prompt_set="paper", at=3)
    written = json.dumps(recorded.to_dict())
    assert recorded.base_url == "http://***@127.0.0.1:8000/v1" and "sk" not in written and "pw" not in written
    assert recorded.to_dict()["prompt_set"] == "paper"
    assert config_for(recorded, config).api_key == "sk"
    other = load_config({"provider": "openai-compatible", "base_url": "http://x/v1", "api_key": "k2"}, env={})
    reopened = config_for(recorded, other)
    assert reopened.api_key is None and reopened.model == "m" and "pw" not in (reopened.base_url or "")


def test_reachability_names_the_model_or_says_what_is_wrong():
    with FakeOpenAIServer(models=("model-a", "model-b")) as server:
        served = load_config({"provider": "openai-compatible", "base_url": server.base_url, "model": "model-b"}, env={})
        assert check_reachable(served) == "model-b"
        missing = served.with_overrides(model="model-c")
        with pytest.raises(ModelError, match="does not serve a model named 'model-c'") as unknown:
            check_reachable(missing)
        assert "pick another model" in unknown.value.fix
        assert server.completion_requests == [], "no tokens spent on the check"
    closed = load_config({"provider": "openai-compatible", "base_url": "http://127.0.0.1:9/v1", "model": "x"}, env={})
    with pytest.raises(ModelError) as refused:
        check_reachable(closed, timeout_s=2)
    assert refused.value.kind == "unreachable" and "pick another model" in refused.value.fix
