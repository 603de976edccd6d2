"""Reading a run's first prompt ahead (the embedded server), and keeping it across restarts."""

from __future__ import annotations

import time

from react_core.data.tasks import load_tasks
from react_core.engine.warmup import first_prompt, warm_first_prompt
from react_core.models import slot_files
from react_core.models.openai_model import OpenAIModel
from react_core.models.slots import SlotMap
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.scripted_model import ScriptedModel


def test_the_first_prompt_is_the_exemplars_then_the_task_and_the_exemplars_are_the_key():
    task = load_tasks("hotpotqa")[0]
    prompt, shared = first_prompt(task, "react")
    assert prompt.startswith(shared) and "Thought 1:" in shared  # the exemplars' own steps
    assert prompt[len(shared) :].startswith(f"Question: {task.text}")
    other, other_shared = first_prompt(load_tasks("hotpotqa")[1], "react")
    assert other_shared == shared and other != prompt  # one saved cache serves every question
    assert first_prompt(task, "act")[1] != shared


def test_the_warm_up_reads_the_prompt_in_the_next_slot_then_restores_it_from_the_saved_file():
    task = load_tasks("hotpotqa")[0]
    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = [" "]
        slots = SlotMap(4)
        slots.slot_for("a trajectory already open")  # holds slot 0
        model = OpenAIModel(base_url=server.base_url, model="m", slots=slots)

        first = warm_first_prompt(model, task, "react")
        assert first.slot == 1 and first.restored == 0  # the slot the next trajectory gets
        read = server.completion_requests[-1].body
        assert read["prompt"] == first_prompt(task, "react")[0]
        assert read["id_slot"] == 1 and read["cache_prompt"] is True and read["max_tokens"] == 1
        saves = [r for r in server.requests if r.path == "/slots/1?action=save"]
        assert len(saves) == 1 and saves[0].body["filename"].startswith("warm-")
        assert slots.slot_for("the new trajectory") == 1

        # After a restart (a new model object, empty slots): the saved file is restored, not rewritten.
        again = warm_first_prompt(OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(4)), task, "react")
        assert again.slot == 0 and again.restored > 0
        assert len([r for r in server.requests if "action=save" in r.path]) == 1


def test_a_server_whose_slot_folder_is_known_is_not_asked_for_a_file_that_is_not_there(tmp_path):
    """The embedded server's slot folder is ours: a warm-up with no saved file reads the prompt without
    first asking for a restore the server would refuse (a 400 and an "Unable to restore slot" log line)."""
    task = load_tasks("hotpotqa")[0]
    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = [" "]
        model = OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(4), slot_dir=tmp_path)
        report = warm_first_prompt(model, task, "react")
        assert report.restored == 0
        assert not [r for r in server.requests if "action=restore" in r.path]
        assert [r for r in server.requests if "action=save" in r.path], "the prompt read is saved for next time"


def test_a_prompt_saved_by_a_server_with_other_slots_is_not_restored_but_read_and_kept_beside_it(tmp_path):
    """llama.cpp refuses a slot file written by a server with another slot count ("n_stream mismatch"):
    a batch's server (3 slots) does not ask for the app's file (5 slots), it reads the prompt and saves a
    file of its own beside it, and the app's file stays for the app."""
    task = load_tasks("hotpotqa")[0]
    key = first_prompt(task, "react")[1]
    apps = tmp_path / slot_files.name_for("m", key, slots=5)
    apps.write_bytes(b"saved by the app's server")
    assert slot_files.name_for("m", key, slots=3) != apps.name
    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = [" "]
        model = OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(3), slot_dir=tmp_path)
        report = warm_first_prompt(model, task, "react")
        assert report.restored == 0
        assert not [r for r in server.requests if "action=restore" in r.path]
        saves = [r.body for r in server.requests if "action=save" in r.path]
        assert saves == [{"filename": slot_files.name_for("m", key, slots=3)}]
    assert apps.read_bytes() == b"saved by the app's server"
    assert slot_files.prefix_file("m", key + " the task", [apps.name], slots=5) == apps.name
    assert slot_files.prefix_file("m", key + " the task", [apps.name], slots=3) is None


def test_models_without_slots_have_nothing_to_warm():
    task = load_tasks("hotpotqa")[0]
    assert warm_first_prompt(ScriptedModel([]), task, "react") is None
    with FakeOpenAIServer(models=("m",)) as server:
        assert warm_first_prompt(OpenAIModel(base_url=server.base_url, model="m"), task, "react") is None
        assert server.requests == []


def test_the_warmer_warms_the_latest_choice_once_and_reports_failures_as_a_message():
    from ui.run.model_warmup import READY, Warmer

    class Report:
        slot, tokens, restored, seconds = 0, 1933, 0, 2.5

    calls = []
    warmer = Warmer()
    warmer.want("a", lambda: calls.append("a") or Report())
    warmer.want("a", lambda: calls.append("again") or Report())  # already warming: not asked twice
    deadline = time.time() + 5
    while not (warmer.state("a") and warmer.state("a").final) and time.time() < deadline:
        time.sleep(0.02)
    assert calls == ["a"]
    assert warmer.state("a").text == f"Model {READY}: 1,933 tokens read ahead in 2.5 s."

    def broken():
        raise ConnectionError("no server")

    warmer.want("b", broken)
    while not (warmer.state("b") and warmer.state("b").final) and time.time() < deadline:
        time.sleep(0.02)
    assert warmer.state("b").text.startswith("Could not read the prompt ahead: ")
    assert "Traceback" not in warmer.state("b").text


def test_a_session_new_to_a_slot_starts_from_its_prompts_saved_prefix():
    """A Compare column or a batch episode opens a slot of its own: the exemplars read once (by
    the warm-up, or at `models setup`) are restored there instead of read again."""
    from react_core.models.base import ModelRequest

    task, other = load_tasks("hotpotqa")[:2]
    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = [" Thought 1: x\nAction 1: Finish[y]"]
        model = OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(4))
        warm_first_prompt(model, task, "react")  # reads it in slot 0 and saves it
        restores = lambda: [r.path for r in server.requests if "action=restore" in r.path]  # noqa: E731
        before = len(restores())
        for session in ("column A", "column B", "episode 3"):
            model.complete(ModelRequest(first_prompt(other, "react")[0], session=session))
        assert restores()[before:] == ["/slots/1?action=restore", "/slots/2?action=restore"], (
            "slot 0 already held the exemplars; each other new slot got them from the file"
        )
        model.complete(ModelRequest(first_prompt(other, "react")[0] + " more", session="column A"))
        assert len(restores()) == before + 2, "a session's own slot is not restored again"
        model.complete(ModelRequest("Another prompt with no saved prefix", session="episode 4"))
        assert len(restores()) == before + 2


def test_a_batch_never_takes_a_persons_slot_while_it_can_take_its_own():
    slots = SlotMap(3)
    person = slots.slot_for("the person's run")
    batch = [slots.slot_for(f"episode {n}", background=True) for n in (1, 2)]
    assert slots.slot_for("episode 3", background=True) == batch[0], "the oldest episode's slot"
    assert slots.slot_for("episode 4", background=True) == batch[1]
    assert slots.slot_for("the person's run") == person, "the person kept theirs"


def test_the_likeliest_prompts_are_the_run_pages_default_then_its_familys_other_methods():
    from react_core.engine.warmup import likely_first_prompts

    likely = likely_first_prompts(4)
    assert [(t.id, m) for t, m in likely[:2]] == [(load_tasks("hotpotqa")[0].id, "react"), (likely[0][0].id, "act")]


def test_prompts_read_ahead_skip_those_saved_already(tmp_path, app_home, monkeypatch):
    from react_core.engine.warmup import likely_first_prompts, warm_likely_prompts
    from react_core.models import priority

    monkeypatch.setattr(priority, "READ_AHEAD_QUIET_S", 0.0)  # the app waits 30 s without a person first

    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = [" "]
        model = OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(4), slot_dir=tmp_path)
        task, method = likely_first_prompts(1)[0]
        (tmp_path / slot_files.name_for("m", first_prompt(task, method)[1], slots=4)).write_bytes(b"saved")
        assert warm_likely_prompts(model, limit=3) == 2, "the first was saved already"
        reads = [r.body for r in server.completion_requests]
        assert len(reads) == 2 and all(b["stream"] and b["max_tokens"] == 1 for b in reads)
        assert len([r for r in server.requests if "action=save" in r.path]) == 2


def test_a_batch_reads_each_methods_exemplars_once_and_every_episode_starts_from_them(tmp_path, app_home):
    from react_core.evaluation.results import ResultsStore
    from react_core.evaluation.runner import BatchRunner, BatchSpec

    tasks = load_tasks("hotpotqa")[:3]
    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = [" Thought 1: done.\nAction 1: Finish[x]"]
        model = OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(4))
        runner = BatchRunner(
            BatchSpec("hotpotqa:bundled", ("react",)),
            results=ResultsStore(tmp_path / "e.sqlite3"),
            model_factory=lambda label: model,
            concurrency=3,
            tasks=tasks,
        )
        assert runner.run().complete
        paths = [r.path for r in server.requests]
        assert paths[:2] == ["/slots/0?action=restore", "/v1/completions"], "the exemplars read first"
        assert server.requests[1].body["max_tokens"] == 1
        assert len([p for p in paths if "action=save" in p]) == 1, "read once"
        assert len([p for p in paths if "action=restore" in p]) == 1 + 2, "the two other episodes' slots restored"


def test_tool_call_runs_read_their_exemplars_once_and_later_runs_start_from_the_saved_file():
    """The server renders a tool-call request from its messages and tools, so nothing can be read ahead
    as text: the first run's slot is saved after its first reply, and every later run's new slot is
    restored from that file instead of reading some 2,600 tokens again (minutes on two loaded cores).
    A call held to the schema goes without its tools, a different rendering: it has a file of its own."""
    from react_core.engine.assemble import new_engine

    first, second, third = load_tasks("hotpotqa")[:3]
    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = ["I look it up."]
        server.default.tool_calls = [{"name": "finish", "arguments": {"answer": "x"}, "id": "c1"}]
        model = OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(4), retries=0)
        saves = lambda: [r for r in server.requests if "action=save" in r.path]  # noqa: E731
        restores = lambda: [r for r in server.requests if "action=restore" in r.path]  # noqa: E731

        new_engine(first, "react_tools", model).run()
        assert len(saves()) == 1 and not restores(), "the first run reads the exemplars and saves them"
        saved = saves()[0].body["filename"]
        for task in (second, third):
            new_engine(task, "react_tools", model).run()
        assert [r.body["filename"] for r in restores()] == [saved, saved], "each later run starts from the file"
        assert len(saves()) == 1, "saved once"

        sent = server.completion_requests[-1].body
        assert "tools" not in sent and "grammar" in sent, "rendered by the workbench (native_tools), held or not"
        from react_core.models.base import ModelRequest

        tool = {"type": "function", "function": {"name": "finish", "parameters": {"type": "object"}}}
        request = ModelRequest("[tools]\nQ", messages=tuple(sent["messages"]), tools=(tool,), session="run 5")
        model.complete(request)
        assert len(saves()) == 1, "nothing shared, nothing saved"


def test_a_tool_call_method_is_warmed_by_sending_its_first_request_and_its_runs_start_from_the_saved_file():
    """Choosing ReAct (tool calls) (or a batch of it) reads its tools and exemplars ahead the way the server
    will see them: its chat request with one token to write, in the slot the next run gets."""
    from react_core.engine.assemble import new_engine

    task, other = load_tasks("hotpotqa")[:2]
    with FakeOpenAIServer(models=("m",)) as server:
        server.default.texts = ["I look it up."]
        server.default.tool_calls = [{"name": "finish", "arguments": {"answer": "x"}, "id": "c1"}]
        model = OpenAIModel(base_url=server.base_url, model="m", slots=SlotMap(4), retries=0)
        report = warm_first_prompt(model, task, "react_tools")
        read = server.completion_requests[-1]
        assert read.path == "/v1/chat/completions" and read.body["max_tokens"] == 1 and read.body["id_slot"] == 0
        system = read.body["messages"][0]["content"]  # the tools, rendered as the server's template would
        assert all(f'"name": "{name}"' in system for name in ("search", "lookup", "finish"))
        assert report.slot == 0 and report.restored == 0
        saved = [r.body["filename"] for r in server.requests if "action=save" in r.path]
        assert len(saved) == 1

        new_engine(other, "react_tools", model).run()
        assert [r.body["filename"] for r in server.requests if "action=save" in r.path] == saved, "not saved again"
        assert warm_first_prompt(model, task, "react_tools", ahead=True) is None, "ahead: saved already"


def test_calls_held_to_the_schema_share_one_spare_slot_and_never_push_out_a_running_trajectory():
    slots = SlotMap(3)
    first, second = slots.slot_for("episode 1", background=True), slots.slot_for("episode 2", background=True)
    held = slots.assign("episode 1:held", background=True, passing=True)[0]
    assert held not in (first, second)
    assert slots.assign("episode 2:held", background=True, passing=True) == (held, True), "the held call's slot"
    assert slots.slot_for("episode 1", background=True) == first and slots.slot_for("episode 2") == second
    assert slots.slot_for("a person's run") == held, "a new session also takes the passing slot first"


def test_a_batch_on_the_embedded_model_has_a_slot_beyond_its_episodes():
    from react_core.evaluation.episode import config_for

    assert config_for("embedded:1.5b", concurrency=4).slots == 5
