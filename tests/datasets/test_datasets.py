"""Training data from trajectories: SFT formats, filters, preference pairs, checks, the held-out record.

The trajectories are real: the engine over bundled tasks of every family with the scripted test
model (tests/support/family_runs.py)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from react_core.datasets import checks, formats, registry
from react_core.datasets.build import Options, build_dpo, build_sft, write
from react_core.datasets.episodes import Filters, provenance, select
from react_core.datasets.errors import DatasetError
from react_core.datasets.pairs import pair_record, pairs_from_branches, pairs_from_tries
from react_core.datasets.tokens import ServerTokens, chat_tokens
from tests.support import family_runs

pytest.importorskip("alfworld", reason="alfworld is not installed (make install adds it)")


@pytest.fixture(scope="module")
def runs():
    return {
        "hotpotqa": family_runs.hotpotqa(),
        "fever": family_runs.fever(),
        "alfworld": family_runs.alfworld(),
        "webshop": family_runs.webshop(),
    }


FAMILIES = ("hotpotqa", "fever", "alfworld", "webshop")


# ----- the formats --------------------------------------------------------------------------------
@pytest.mark.parametrize("family", FAMILIES)
def test_chat_turns_replayed_in_order_are_the_branchs_steps(runs, family):
    trajectory = runs[family]
    turns = formats.chat_turns(trajectory, trajectory.active_branch)
    steps = [(s.kind.value, s.text) for s in trajectory.steps_of()]
    while steps[-1][0] == "observation":  # the reply to the last action is not a turn
        steps.pop()
    assert formats.replay(turns, family) == steps
    assert checks.check_turns(turns) is None
    assert trajectory.task.text.split()[0] in turns[0]["content"] or family == "alfworld"


@pytest.mark.parametrize("family", FAMILIES)
def test_the_first_turn_holds_the_instruction_without_the_examples_unless_asked(runs, family):
    trajectory = runs[family]
    lean = formats.chat_turns(trajectory, trajectory.active_branch)[0]["content"]
    full = formats.chat_turns(trajectory, trajectory.active_branch, few_shot=True)[0]["content"]
    first_prompt = next(iter(trajectory.calls.values())).prompt
    assert full.split("\n")[0] == first_prompt.split("\n")[0] and len(full) > 2 * len(lean)
    assert "Here are" not in lean


@pytest.mark.parametrize("family", FAMILIES)
def test_the_papers_text_pairs_are_the_prompts_the_model_saw_and_what_it_wrote(runs, family):
    trajectory = runs[family]
    pairs = formats.text_pairs(trajectory, trajectory.active_branch)
    calls = sorted(trajectory.calls.values(), key=lambda c: c.created_at)
    assert len(pairs) == len(calls)
    for pair, call in zip(pairs, calls):
        assert pair["prompt"] == call.prompt
        assert pair["completion"].strip() == call.raw_output.strip()


@pytest.mark.parametrize("fmt", ["chat", "sharegpt", "text"])
def test_every_family_exports_in_every_format_with_provenance(runs, fmt):
    dataset = build_sft(runs.values(), fmt, options=Options(validation=0))
    assert dataset.summary["refused"] == {} and dataset.summary["episodes"] == 4
    assert dataset.summary["success_rate"] == 1.0 and dataset.summary["human_steered"] == 0
    families = {e.record["metadata"]["family"] for e in dataset.train}
    assert families == set(FAMILIES)
    record = dataset.train[0].record
    assert set(record["metadata"]) >= {
        "trajectory_id",
        "branch",
        "batch",
        "model",
        "prompt_set",
        "task_id",
        "score",
        "human_edited",
    }
    if fmt == "chat":
        assert [m["role"] for m in record["messages"]][:3] == ["user", "assistant", "user"]
    if fmt == "sharegpt":
        assert [m["from"] for m in record["conversations"]][:3] == ["human", "gpt", "human"]
    if fmt == "text":
        assert len(dataset.train) > 4 and {"prompt", "completion"} <= set(record)


# ----- filters ------------------------------------------------------------------------------------
def test_filters_keep_family_method_model_batch_and_success():
    won, lost = family_runs.hotpotqa(batch="b1"), family_runs.hotpotqa(win=False)
    act = family_runs.hotpotqa(method="act")
    everything = [won, lost, act]
    assert len(select(everything).episodes) == 3
    assert [e.trajectory for e in select(everything, Filters(methods=("act",))).episodes] == [act]
    assert [e.trajectory for e in select(everything, Filters(batches=("b1",))).episodes] == [won]
    assert select(everything, Filters(families=("fever",))).episodes == []
    assert len(select(everything, Filters(models=("scripted",))).episodes) == 3
    chosen = select(everything, Filters(only_successful=True))
    assert lost not in [e.trajectory for e in chosen.episodes] and chosen.left_out["not successful"] == 1


def test_only_steered_and_only_the_winner_keep_the_persons_winning_branch():
    engine, original, steered = family_runs.steered_hotpotqa()
    trajectory = engine.trajectory
    assert [e.branch_id for e in select([trajectory], Filters(only_steered=True)).episodes] == [steered]
    assert [e.branch_id for e in select([trajectory], Filters(only_winner=True)).episodes] == [steered]
    assert provenance(trajectory, steered)["human_edited"] is True
    assert provenance(trajectory, original)["human_edited"] is False


def test_methods_without_steps_and_unfinished_branches_are_left_out_with_a_reason(runs):
    trajectory = family_runs.hotpotqa()
    trajectory.fork_at(trajectory.active_branch, 2)  # a fork never run on
    chosen = select([trajectory])
    assert len(chosen.episodes) == 1 and chosen.left_out["unfinished"] == 1


# ----- preference pairs ---------------------------------------------------------------------------
def test_a_steered_branch_that_won_pairs_with_the_original_that_lost_from_their_divergence():
    engine, original, steered = family_runs.steered_hotpotqa()
    (pair,) = pairs_from_branches(engine.trajectory)
    assert (pair.chosen, pair.rejected, pair.at) == (steered, original, 3)
    record = pair_record(pair)
    assert record["prompt"].endswith("Observation 1: " + engine.trajectory.steps_of(original)[2].text + "\n")
    assert record["chosen"].startswith(f"Thought 2: {family_runs.HINT}\nAction 2: Search[Freddie Mercury]")
    assert record["rejected"].startswith("Thought 2: It is not there. I will guess.\nAction 2: Finish[Tanzania]")
    assert not record["chosen"].rstrip().endswith("Episode finished."), "the reply to Finish is not part of it"


def test_a_steered_branch_that_lost_too_makes_no_pair():
    engine, _original, steered = family_runs.steered_hotpotqa()
    engine.trajectory.branches[steered].answer = "Stone Town"
    assert pairs_from_branches(engine.trajectory) == []


def test_try_n_times_pairs_each_winner_with_one_loser_edited_winners_with_original_losers_first():
    from react_core.assist.effect import measure_effect

    engine, _original, steered = family_runs.steered_hotpotqa()

    def reply(request):  # wins whenever the person's hint is in the prompt
        if family_runs.HINT in request.prompt:
            return (
                " He was born in Stone Town, on Zanzibar.\nAction 3: Finish[Zanzibar]"
                if "Observation 2" in request.prompt
                else "Search[Freddie Mercury]"
            )
        return " I will guess.\nAction 2: Finish[Tanzania]"

    engine.model = family_runs.ScriptedModel(default=reply)
    summary = measure_effect(engine, steered, n=3, temperature=0.7)
    assert summary.edited.scores == [1.0] * 3 and summary.original.scores == [0.0] * 3
    found = pairs_from_tries(engine.trajectory)
    assert len(found) == 3, "three winners, three losers: three pairs, no try used twice"
    trials = engine.trajectory.branches
    assert all(
        trials[p.chosen].trial["arm"] == "edited" and trials[p.rejected].trial["arm"] == "original" for p in found
    )
    assert len({p.chosen for p in found}) == len({p.rejected for p in found}) == 3
    dataset = build_dpo([engine.trajectory], options=Options(validation=0))
    # The scripted model writes the same text at any seed: the three try pairs are one example.
    assert sorted(e.record["metadata"]["source"] for e in dataset.train) == ["branches", "try_n_times"]
    assert dataset.summary["duplicates_removed"] == 2
    assert dataset.summary["human_steered"] == dataset.summary["examples"] == 2


# ----- the checks ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "turns, reason",
    [
        ([], "no turns"),
        ([{"role": "user", "content": "q"}, {"role": "assistant", "content": "  "}], "empty turn 2"),
        ([{"role": "assistant", "content": "a"}], "roles do not alternate at turn 1"),
        ([{"role": "user", "content": "q"}, {"role": "user", "content": "q"}], "roles do not alternate at turn 2"),
        (
            [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}, {"role": "user", "content": "o"}],
            "no assistant turn",
        ),
    ],
)
def test_each_chat_check_refuses_with_its_reason(turns, reason):
    assert checks.check_turns(turns).startswith(reason)


def test_text_pair_and_token_checks_refuse_with_their_reason():
    assert checks.check_text({"prompt": "p", "completion": " "}) == "empty completion"
    assert checks.check_pair({"prompt": "p", "chosen": "x", "rejected": "x "}) == "chosen and rejected are the same"
    assert checks.check_tokens(11, 10) == "over the token limit (10)" and checks.check_tokens(10, 10) is None


def test_examples_over_the_limit_and_duplicates_are_left_out_and_counted(runs):
    same = [runs["hotpotqa"], family_runs.hotpotqa()]  # the same episode twice, two trajectory ids
    dataset = build_sft(same + [runs["alfworld"]], "chat", options=Options(max_tokens=400, validation=0))
    assert dataset.summary["duplicates_removed"] == 0, "the longer HotpotQA copies were refused first"
    assert dataset.summary["refused"] == {"over the token limit (400)": 2}, "HotpotQA's pages are longer"
    dataset = build_sft(same + [runs["alfworld"]], "chat", options=Options(validation=0))
    assert dataset.summary["duplicates_removed"] == 1 and dataset.summary["examples"] == 2
    dataset = build_sft(same + [runs["alfworld"]], "chat", options=Options(max_tokens=400, validation=0))
    assert dataset.summary["examples"] == 1


def test_nothing_is_written_when_no_example_passes(tmp_path, runs):
    dataset = build_sft([runs["fever"]], "chat", options=Options(max_tokens=5))
    with pytest.raises(DatasetError, match="no file was written"):
        write(dataset, tmp_path / "none")
    assert list(tmp_path.iterdir()) == []


def test_the_split_is_seeded_and_keeps_each_task_on_one_side():
    ids = [f"t{i}" for i in range(20)] * 3
    held = checks.split_by_task(ids, 0.2, seed=7)
    assert len(held) == 4 and held == checks.split_by_task(ids, 0.2, seed=7) != checks.split_by_task(ids, 0.2, 8)


def test_files_and_summary_are_written(tmp_path, runs):
    dataset = build_sft(runs.values(), "chat", options=Options(validation=0.25, seed=1))
    paths = write(dataset, tmp_path / "all")
    assert [p.name for p in paths] == ["all.train.jsonl", "all.validation.jsonl", "all.summary.json"]
    lines = paths[0].read_text().splitlines() + paths[1].read_text().splitlines()
    assert len(lines) == 4 and all(json.loads(line)["messages"] for line in lines)
    assert dataset.summary["validation"] == 1 and "tokens" in " ".join(dataset.summary_lines())


# ----- token counts -------------------------------------------------------------------------------
class Tokenize(BaseHTTPRequestHandler):
    """A llama.cpp /tokenize stand-in: one token per word."""

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        reply = json.dumps({"tokens": list(range(len(body["content"].split())))}).encode()
        self.send_response(200 if self.path == "/tokenize" else 404)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(reply)

    def log_message(self, *args):
        pass


def test_tokens_are_counted_by_the_servers_tokenize_and_the_summary_says_so(runs):
    server = HTTPServer(("127.0.0.1", 0), Tokenize)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        counter = ServerTokens(f"http://127.0.0.1:{server.server_port}/v1")
        assert counter.count("three small words") == 3
        turns = [{"role": "user", "content": "a b"}, {"role": "assistant", "content": "c"}]
        assert chat_tokens(counter, turns) == 3 + 2 * 5
        dataset = build_sft([runs["fever"]], "chat", options=Options(counter=counter))
        assert "/tokenize" in dataset.summary["tokens"]["counted"]
    finally:
        server.shutdown()
    with pytest.raises(DatasetError, match="Could not count tokens"):
        ServerTokens(f"http://127.0.0.1:{server.server_port}").count("x")


def test_without_a_tokenizer_the_count_is_called_an_estimate(runs):
    dataset = build_sft([runs["fever"]], "chat")
    assert dataset.summary["tokens"]["counted"].startswith("estimated")


# ----- the record of datasets (held-out safety) -------------------------------------------------------
def test_a_model_evaluated_on_its_training_tasks_is_warned_about(tmp_path):
    path = tmp_path / "datasets.json"
    registry.record(registry.Recorded("alf", "sft", "chat", [], ["t1", "t2"], ["base"]), path)
    assert registry.overlap_warnings(["tuned"], ["t1", "t3"], path) == []
    registry.mark_trained("alf", "tuned", path)
    (line,) = registry.overlap_warnings(["base", "tuned"], ["t1", "t3"], path)
    assert line.startswith("1 of the 2 tasks are in dataset 'alf', recorded as training data of 'tuned'")
    with pytest.raises(DatasetError, match="No dataset named"):
        registry.mark_trained("nope", "tuned", path)


def test_a_damaged_record_is_reported_and_never_overwritten(tmp_path):
    path = tmp_path / "datasets.json"
    path.write_text("{not json")
    with pytest.raises(DatasetError, match="cannot be read"):
        registry.record(registry.Recorded("x", "sft", "chat", [], [], []), path)
    assert path.read_text() == "{not json"


def test_a_branch_a_person_played_counts_as_steered_by_a_person():
    """ "Play it yourself" writes every step as a person's: the History panel said "human-steered: 0 of 2"
    for a selection whose only winning puzzle was played by hand (walk3)."""
    from react_core.engine.catalog import make_method
    from react_core.engine.engine import Engine
    from react_core.trajectory.task import Task
    from react_core.trajectory.trajectory import Trajectory
    from tests.support.echo_env import EchoEnv
    from tests.support.scripted_model import ScriptedModel

    task = Task(id="t1", family="hotpotqa", text="Which river flows through Vienna?", gold="Danube")
    engine = Engine(
        Trajectory.start(task, "react"), make_method("react", "hotpotqa", prefix="Q\n"), ScriptedModel([]), EchoEnv()
    )
    engine.play("Search[Vienna]", thought="Find Vienna.")
    engine.play("Finish[Danube]", thought="The Danube flows through Vienna.")
    trajectory = engine.trajectory
    assert provenance(trajectory, engine.branch.id)["human_edited"] is True
    assert [e.branch_id for e in select([trajectory], Filters(only_steered=True)).episodes] == [engine.branch.id]
    assert build_sft([trajectory], "chat", Filters(), Options()).summary["human_steered"] == 1


def test_the_summary_says_how_many_tasks_were_held_out_and_writes_large_counts_with_separators():
    """ "(seed 0, 10% of tasks held out)" read wrong when 1 of 2 tasks was held out, and "1510 in all"
    stood beside the app's "1,001 tokens" (walk3)."""
    from react_core.datasets.build import summary_lines

    summary = {
        "kind": "sft",
        "format": "chat",
        "examples": 3,
        "episodes": 3,
        "tasks": 2,
        "train": 2,
        "validation": 1,
        "validation_tasks": ["t2"],
        "split": {"validation_share": 0.1, "seed": 0},
        "tokens": {"total": 1510, "max": 593, "mean": 503.3, "limit": None, "counted": "estimated"},
        "human_steered": 0,
        "success_rate": 1.0,
        "duplicates_removed": 0,
        "refused": {},
        "left_out": {},
    }
    lines = summary_lines(summary)
    assert (
        lines[0] == "3 chat examples from 3 episodes over 2 tasks: 2 train, 1 validation "
        "(1 of 2 tasks held out; share 10%, seed 0)"
    )
    assert lines[1].startswith("tokens: 1,510 in all, 593 at most, 503.3 on average")
