"""The batch runner: every task x method x model once, stored, resumable, tabulated."""

from __future__ import annotations

import dataclasses
import threading

import pandas as pd
import pytest

from react_core.evaluation import tables
from react_core.evaluation.failures import failure_flags
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec, Job, plan
from react_core.models.base import ModelReply, ModelRequest
from react_core.models.errors import ModelError
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, Outcome, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv

PREFIX = "Question: example\nThought 1: x\nAction 1: Finish[y]\n"
PREFIXES = {m: PREFIX for m in ("react", "act", "cot", "cot_sc", "standard", "react_cot_sc", "cot_sc_react")}
TASKS = [Task(f"q{i}", "hotpotqa", f"Question number {i}?", gold=f"answer {i}") for i in range(6)]


class QuizModel:
    """A thread-safe test double: answers question i with "answer i" (wrong for odd i),
    in whatever format the prompt's cue asks for; counts the questions it was asked."""

    name = "quiz"

    def __init__(self, fail: bool = False, poisoned: frozenset[int] = frozenset()) -> None:
        self.fail = fail
        self.poisoned = poisoned  # questions whose prompt the "server" rejects, as a context overflow would
        self.asked: list[str] = []
        self._lock = threading.Lock()

    def complete(self, request: ModelRequest) -> ModelReply:
        if self.fail:
            raise ModelError("unreachable", "The model server is not reachable.", "Start it and resume the batch.")
        question = request.prompt.rsplit("Question: ", 1)[1].split("\n", 1)[0]
        number = int(question.split()[2].rstrip("?"))
        if number in self.poisoned:
            raise ModelError("context_overflow", "The prompt does not fit the model's context.", "Shorten it.")
        answer = f"answer {number}" if number % 2 == 0 else "something else"
        cue = request.prompt.rsplit("\n", 1)[1]
        with self._lock:
            self.asked.append((f"q{number}", "cot" if cue == "Thought:" else "react"))
        if cue.startswith("Thought 1"):
            text = f" I recall it.\nAction 1: Finish[{answer}]"
        elif cue.startswith("Action"):
            text = f" Finish[{answer}]"
        elif cue.startswith("Answer"):
            text = f" {answer}"
        else:  # CoT: "Thought:"
            text = f" Let me think.\nAnswer: {answer}"
        return ModelReply(texts=[text] * request.n, model=self.name, tokens_in=10, tokens_out=5)


def make_runner(tmp_path, model, methods=("react", "cot"), **options) -> BatchRunner:
    spec = BatchSpec(task_set="hotpotqa:bundled", methods=tuple(methods), models=("quiz",), samples=3)
    defaults = dict(
        results=ResultsStore(tmp_path / "eval.sqlite3"),
        model_factory=lambda label: model,
        concurrency=3,
        tasks=TASKS,
        env_factory=lambda task: EchoEnv(),
        prefixes=PREFIXES,
    )
    return BatchRunner(spec, **(defaults | options))


def test_a_batch_runs_every_task_method_and_model_once_and_scores_it(tmp_path):
    model = QuizModel()
    report = make_runner(tmp_path, model, methods=("react", "cot", "cot_sc")).run()
    assert report.complete and not report.errors and report.progress.finished == 18
    frame = ResultsStore(tmp_path / "eval.sqlite3").frame(report.batch_id)
    assert len(frame) == 18 and set(frame["method"]) == {"react", "cot", "cot_sc"}
    assert frame.groupby("method")["score"].mean().tolist() == [0.5, 0.5, 0.5]
    row = frame[(frame["task_id"] == "q2") & (frame["method"] == "react")].iloc[0]
    assert row["answer"] == "answer 2" and row["em"] == 1.0 and row["outcome"] == "answered"
    wrong = frame[(frame["task_id"] == "q1") & (frame["method"] == "cot")].iloc[0]
    assert wrong["failures"] == ["wrong_answer"]


def test_an_interrupted_batch_resumes_without_rerunning_finished_episodes(tmp_path):
    model = QuizModel()
    first = make_runner(tmp_path, model, concurrency=1)
    first.on_progress = lambda p: first.stop() if p.done_now >= 5 else None
    report = first.run()
    assert report.stopped and not report.complete
    store = ResultsStore(tmp_path / "eval.sqlite3")
    done_before = store.frame(report.batch_id)
    assert len(done_before) == 5
    asked_before = len(model.asked)

    again = QuizModel()
    second = make_runner(tmp_path, again, concurrency=3)
    assert second.batch_id == first.batch_id and len(second.pending()) == 7
    resumed = second.run()
    assert resumed.complete and resumed.progress.finished_before == 5 and resumed.progress.done_now == 7
    frame = store.frame(report.batch_id)
    assert len(frame) == 12 and frame.set_index(["task_id", "method"]).index.is_unique
    finished_first = set(zip(done_before["task_id"], done_before["method"]))
    # The resumed run asked the model only about episodes that had not finished (a ReAct guess
    # the quiz's observations never show is asked twice: the repeat aid).
    assert len(set(again.asked)) == 7 and not set(again.asked) & finished_first and asked_before >= 5
    kept = done_before.set_index(["task_id", "method"])["trajectory_id"]
    assert (frame.set_index(["task_id", "method"]).loc[kept.index, "trajectory_id"] == kept).all()
    assert store.batches().iloc[0]["status"] == "done"


def test_the_same_settings_give_the_same_batch_and_different_ones_a_new_batch():
    a = BatchSpec("hotpotqa:bundled", ("react",), limit=5)
    assert a.default_id() == BatchSpec("hotpotqa:bundled", ("react",), limit=5).default_id()
    assert a.default_id() != BatchSpec("hotpotqa:bundled", ("react",), limit=6).default_id()
    assert a.default_id().startswith("hotpotqa-")


def test_plan_crosses_tasks_methods_and_models():
    spec = BatchSpec("hotpotqa:bundled", ("react", "act"), models=("m1", "m2"))
    jobs = plan(spec, TASKS[:3])
    assert len(jobs) == 12 and len({j.key for j in jobs}) == 12 and jobs[0] == Job(TASKS[0], "react", "m1")


def test_plan_runs_a_tasks_methods_side_by_side_so_they_share_the_load_and_a_stopped_batch_is_paired():
    spec = BatchSpec("hotpotqa:bundled", ("react", "act"), models=("m1", "m2"))
    jobs = plan(spec, TASKS[:3])
    assert [(j.task.id, j.method, j.model) for j in jobs[:4]] == [
        (TASKS[0].id, "react", "m1"),
        (TASKS[0].id, "act", "m1"),
        (TASKS[1].id, "react", "m1"),
        (TASKS[1].id, "act", "m1"),
    ]
    assert {j.model for j in jobs[:6]} == {"m1"}


def test_a_model_failure_stops_the_batch_and_records_nothing(tmp_path):
    report = make_runner(tmp_path, QuizModel(fail=True)).run()
    assert report.aborted and "not reachable" in report.aborted and not report.complete
    store = ResultsStore(tmp_path / "eval.sqlite3")
    assert store.frame(report.batch_id).empty and store.batches().iloc[0]["status"] == "aborted"


def test_one_questions_model_error_is_that_episodes_error_and_the_batch_goes_on(tmp_path):
    report = make_runner(tmp_path, QuizModel(poisoned=frozenset({3}))).run()
    assert not report.aborted and report.progress.finished == 10 and len(report.errors) == 2
    store = ResultsStore(tmp_path / "eval.sqlite3")
    errors = store.errors(report.batch_id)
    assert set(zip(errors["task_id"], errors["method"])) == {("q3", "react"), ("q3", "cot")}
    assert errors["message"].str.contains("does not fit").all()

    healed = QuizModel()
    resumed = make_runner(tmp_path, healed).run()  # a rerun retries only the two failed episodes
    assert resumed.complete and resumed.progress.done_now == 2 and {q for q, _ in healed.asked} == {"q3"}


def test_an_episode_whose_environment_breaks_is_noted_skipped_and_run_again_on_resume(tmp_path):
    class Broken(EchoEnv):
        def reset(self, task):
            raise RuntimeError("the corpus file is locked")

    broken = make_runner(tmp_path, QuizModel(), env_factory=lambda t: Broken() if t.id == "q3" else EchoEnv())
    report = broken.run()
    assert not report.complete and report.progress.finished == 10 and len(report.errors) == 2
    store = ResultsStore(tmp_path / "eval.sqlite3")
    errors = store.errors(report.batch_id)
    assert set(zip(errors["task_id"], errors["method"])) == {("q3", "react"), ("q3", "cot")}
    assert errors["message"].str.contains("corpus file is locked").all()

    resumed = make_runner(tmp_path, QuizModel()).run()
    assert resumed.complete and resumed.progress.done_now == 2
    assert store.errors(report.batch_id).empty  # both have finished since


def test_episodes_are_saved_to_history_so_the_run_page_can_reopen_them(tmp_path):
    history = TrajectoryStore(tmp_path / "history.sqlite3")
    report = make_runner(tmp_path, QuizModel(), history=history).run()
    frame = ResultsStore(tmp_path / "eval.sqlite3").frame(report.batch_id)
    loaded = history.load(frame.iloc[0]["trajectory_id"])
    assert loaded.branch().finished and loaded.model["batch"] == report.batch_id


def test_an_unknown_method_is_refused_before_any_model_call(tmp_path):
    model = QuizModel()
    with pytest.raises(ValueError, match="Unknown method"):
        make_runner(tmp_path, model, methods=("react", "reflexion"))
    assert model.asked == []


def test_progress_reports_the_estimate_as_its_eta_until_episodes_finish_then_its_own_pace(tmp_path):
    seen = []
    runner = make_runner(tmp_path, QuizModel(), on_progress=lambda p: seen.append((p.finished, p.eta_s, p.line())))
    runner.run()
    assert seen[0][1] is not None and "(estimate)" in seen[0][2], "never 'ETA ?' before the first episode ends"
    assert seen[-1][0] == 12 and seen[-1][1] == 0.0
    assert "12/12 episodes (100%)" in seen[-1][2] and "ETA" in seen[-1][2]


def test_the_eta_counts_the_episodes_under_way_as_half_done():
    from react_core.evaluation.progress import Progress

    progress = Progress(total=10, done_now=1, running=4, started_at=0.0, ended_at=None)
    progress.started_at = __import__("time").time() - 100.0  # the first of 4 at once ended after 100 s
    assert progress.eta_s == pytest.approx((9 - 2) * 100.0 / 3, rel=0.01)  # not 9 x 100 s


def test_the_eta_weighs_episodes_by_their_expected_work_so_short_ones_ending_first_do_not_make_it_short():
    import time

    from react_core.evaluation.progress import Progress

    # 10 Act episodes (20 s of work each) and 10 ReAct (100 s); the first 4 Act ones ended after 40 s,
    # 4 ReAct are under way. Counting episodes alike would say 16 left at 10 s each.
    progress = Progress(total=20, done_now=4, running=4, work_total=10 * 20 + 10 * 100.0)
    progress.work_ended, progress.work_running = 4 * 20.0, 4 * 100.0
    progress.started_at = progress.episodes_from = time.time() - 40.0
    ended_and_half_of_running = 80.0 + 200.0
    assert progress.eta_s == pytest.approx((1200 - 80 - 200) * 40.0 / ended_and_half_of_running, rel=0.01)


def test_until_the_episodes_ended_outweigh_those_under_way_the_eta_leans_on_the_estimate():
    import time

    from react_core.evaluation.progress import Progress

    # 10 alike episodes, 4 at once, estimated at 200 s; the first ended after 40 s (the shortest ends first).
    progress = Progress(total=10, done_now=1, running=4, estimate_s=200.0)
    progress.started_at = time.time() - 40.0
    observed = (9 - 2) * 40.0 / (1 + 2)  # the run's own pace alone: 93 s
    planned = 200.0 - 40.0
    assert progress.eta_s == pytest.approx(1 / 5 * observed + 4 / 5 * planned, rel=0.01)
    progress.done_now, progress.running = 8, 2  # most have ended: the run's pace counts most
    progress.started_at = time.time() - 150.0
    assert progress.eta_s == pytest.approx(0.8 * (2 - 1) * 150.0 / (8 + 1) + 0.2 * 50.0, rel=0.01)
    progress.started_at = time.time() - 300.0  # past the estimate: the run's own pace alone
    assert progress.eta_s == pytest.approx((2 - 1) * 300.0 / (8 + 1), rel=0.01)


def test_the_eta_leaves_out_the_time_paused_for_a_person_and_the_reading_before_the_first_episode():
    import time

    from react_core.evaluation.progress import Progress

    progress = Progress(total=4, done_now=1, running=0)
    progress.started_at = time.time() - 300.0  # exemplars read for 60 s, then paused for a person for 140 s
    progress.episodes_from = progress.started_at + 60.0
    progress.paused_total_s = 140.0
    assert progress.eta_s == pytest.approx(3 * 100.0, rel=0.01)


def test_a_batch_that_ran_to_its_end_on_the_local_server_calibrates_the_next_estimate(tmp_path, monkeypatch):
    from react_core.evaluation import estimate
    from react_core.models import throughput

    kept = []
    monkeypatch.setattr(
        estimate, "local_pace", lambda model, at_once=1: estimate.Pace(throughput.Rates(100.0, 25.0), 2, 0.0, key="k")
    )
    monkeypatch.setattr(estimate.throughput, "record_batch", lambda *args: kept.append(args))
    seen = []
    runner = make_runner(tmp_path, QuizModel(), on_progress=lambda p: seen.append((p.work_total, p.work_ended)))
    runner.run()
    assert seen[-1][0] > 0 and seen[-1][1] == pytest.approx(seen[-1][0]), "every episode's work ended"
    # The scripted model's episodes answer at once (no model seconds): like the response cache, they say nothing.
    assert kept == []

    class TimedQuiz(QuizModel):  # says each call took 0.1 s on the server
        def complete(self, request):
            return dataclasses.replace(super().complete(request), latency_s=0.1)

    make_runner(tmp_path, TimedQuiz(), batch_id="timed").run()
    assert len(kept) == 1
    key, at_once, factor = kept[0]
    assert key == "k" and at_once == 3 and factor > 0
    stopped = make_runner(tmp_path, TimedQuiz(), batch_id="stopped")
    stopped.stop()
    stopped.run()
    assert len(kept) == 1, "a batch that did not run to its end says nothing"


def test_a_finished_batch_keeps_its_elapsed_time_however_late_it_is_read(tmp_path, monkeypatch):
    from react_core.evaluation import progress as progress_module

    report = make_runner(tmp_path, QuizModel()).run()
    took, line = report.progress.elapsed_s, report.progress.line()
    later = progress_module.time.time() + 3600
    monkeypatch.setattr(progress_module.time, "time", lambda: later)  # an hour after the end
    assert report.progress.elapsed_s == took and report.progress.line() == line
    assert "took 0:0" in line and "ended at" in line and "ETA" not in line


# ----- tables -------------------------------------------------------------------------------
def _frame(rows):
    base = dict(model="m", task_type=None, failures=[], trajectory_id="")
    return pd.DataFrame([base | r for r in rows])


def test_table1_has_the_papers_rows_and_columns_with_its_numbers_beside_ours():
    frame = _frame(
        [
            dict(family="hotpotqa", method="react", score=1.0),
            dict(family="hotpotqa", method="react", score=0.0),
            dict(family="hotpotqa", method="cot", score=1.0),
            dict(family="fever", method="react", score=1.0),
        ]
    )
    table = tables.table1(frame)
    assert list(table.index) == ["Standard", "CoT", "CoT-SC", "Act", "ReAct", "CoT-SC -> ReAct", "ReAct -> CoT-SC"]
    assert list(table.columns) == [
        ("HotpotQA EM", "m"),
        ("HotpotQA no answer", "m"),
        ("HotpotQA EM", tables.PAPER),
        ("FEVER Acc", "m"),
        ("FEVER no answer", "m"),
        ("FEVER Acc", tables.PAPER),
    ]
    assert table.loc["ReAct", ("HotpotQA EM", "m")] == 50.0 and table.loc["CoT", ("HotpotQA EM", "m")] == 100.0
    assert table.loc["ReAct", ("FEVER Acc", "m")] == 100.0 and pd.isna(table.loc["CoT", ("FEVER Acc", "m")])
    assert table.loc["ReAct -> CoT-SC", ("HotpotQA EM", tables.PAPER)] == 35.1
    assert table.loc["CoT-SC -> ReAct", ("FEVER Acc", tables.PAPER)] == 64.6
    assert table.loc["Standard", ("HotpotQA EM", tables.PAPER)] == 28.7


def test_table3_gives_success_by_task_type_and_the_papers_table_3_rows():
    frame = _frame(
        [
            dict(family="alfworld", method="react", task_type="pick_and_place_simple", score=1.0),
            dict(family="alfworld", method="react", task_type="pick_and_place_simple", score=0.0),
            dict(family="alfworld", method="react", task_type="look_at_obj_in_light", score=1.0),
            dict(family="alfworld", method="act", task_type="look_at_obj_in_light", score=0.0),
        ]
    )
    table = tables.table3(frame)
    assert list(table.columns) == ["Pick", "Clean", "Heat", "Cool", "Look", "Pick 2", "All", "Errors"]
    assert table.loc[("ReAct", "m"), "Pick"] == 50.0 and table.loc[("ReAct", "m"), "Look"] == 100.0
    assert round(table.loc[("ReAct", "m"), "All"], 1) == 66.7 and pd.isna(table.loc[("ReAct", "m"), "Clean"])
    assert table.loc[("ReAct (best of 6)", tables.PAPER)].tolist()[:7] == [92, 58, 96, 86, 78, 41, 71]
    assert table.loc[("ReAct (avg of 6)", tables.PAPER)].tolist()[:7] == [65, 39, 83, 76, 55, 24, 57]
    assert table.loc[("Act (best of 6)", tables.PAPER)].tolist()[:7] == [88, 42, 74, 67, 72, 41, 45]
    assert table.loc[("BUTLER (best of 8)", tables.TRAINED_AGENT)].tolist()[:7] == [46, 39, 74, 100, 22, 24, 37]
    assert list(table.index.get_level_values(0))[:2] == ["Act", "ReAct"]


def test_exports_write_csv_and_parquet_that_read_back(tmp_path):
    report = make_runner(tmp_path, QuizModel()).run()
    frame = ResultsStore(tmp_path / "eval.sqlite3").frame(report.batch_id)
    tables.export(frame, tmp_path / "out.csv")
    tables.export(frame, tmp_path / "out.parquet")
    assert len(pd.read_csv(tmp_path / "out.csv")) == 12 and len(pd.read_parquet(tmp_path / "out.parquet")) == 12
    with pytest.raises(ValueError, match=r"csv or .parquet"):
        tables.export(frame, tmp_path / "out.xlsx")


def test_score_vs_samples_is_recomputed_from_the_stored_votes(tmp_path):
    class Split(QuizModel):
        def complete(self, request):
            reply = super().complete(request)
            if request.n > 1:  # first sample right, then wrong, wrong, right, right
                gold = request.prompt.rsplit("Question: ", 1)[1].split("\n", 1)[0].split()[2].rstrip("?")
                good, bad = f" ok.\nAnswer: answer {gold}", " hm.\nAnswer: nope"
                reply.texts = [good, bad, bad, good, good][: request.n]
            return reply

    spec = BatchSpec("hotpotqa:bundled", ("cot_sc",), models=("quiz",), samples=5)
    runner = BatchRunner(
        spec,
        results=ResultsStore(tmp_path / "e.sqlite3"),
        model_factory=lambda _: Split(),
        tasks=TASKS[:2],
        env_factory=lambda t: EchoEnv(),
        prefixes=PREFIXES,
    )
    report = runner.run()
    store = ResultsStore(tmp_path / "e.sqlite3")
    frame = store.frame(report.batch_id)
    curve = tables.samples_curve(frame, {t.id: t for t in store.trajectories(report.batch_id)})
    assert curve["samples"].tolist() == [1, 2, 3, 4, 5]
    # k=1: right; k=2: tie goes to the first seen (right); k=3: wrong 2-1; k=4: tie, first seen right; k=5: right.
    assert curve["score"].tolist() == [100.0, 100.0, 0.0, 100.0, 100.0]


def test_failure_flags_name_loops_invalid_actions_empty_searches_and_the_step_limit():
    task = Task("x", "hotpotqa", "Q?", gold="A")
    trajectory = Trajectory.start(task, "react")
    for kind, text in [
        (StepKind.ACTION, "Search[Foo]"),
        (StepKind.OBSERVATION, "Could not find Foo. Similar: []."),
        (StepKind.ACTION, "Search[Foo]"),
        (StepKind.OBSERVATION, "Could not find Foo. Similar: []."),
        (StepKind.ACTION, "Dance[]"),
        (StepKind.OBSERVATION, "Invalid action: Dance[]"),
        (StepKind.ACTION, "Finish[]"),
        (StepKind.OBSERVATION, "Episode finished."),
    ]:
        trajectory.append(Step(kind, text, Author.MODEL))
    trajectory.branch().outcome, trajectory.branch().answer = Outcome.STEP_LIMIT, ""
    assert failure_flags(trajectory, False) == ["no_answer", "step_limit", "loop", "invalid_action", "empty_search"]
    table = tables.failure_table(
        _frame([dict(family="hotpotqa", method="react", score=0.0, failures=["loop", "empty_search"])])
    )
    assert table.loc["ReAct", "repeated-action loop"] == 1 and table.loc["ReAct", "empty search"] == 1
    assert table.loc["ReAct", "step limit"] == 0


def test_back_offs_are_recorded_per_episode_and_counted_in_the_failure_table(tmp_path):
    class Wanderer(QuizModel):
        def complete(self, request):
            reply = super().complete(request)
            if request.prompt.endswith(("Thought 1:", "Thought 2:")):
                reply.texts = [" Let me look.\nAction 1: Search[Nothing]"]
            return reply

    spec = BatchSpec("hotpotqa:bundled", ("react_cot_sc",), models=("quiz",), samples=3, max_steps=2)
    runner = BatchRunner(
        spec,
        results=ResultsStore(tmp_path / "e.sqlite3"),
        model_factory=lambda _: Wanderer(),
        tasks=TASKS[:2],
        env_factory=lambda t: EchoEnv(),
        prefixes=PREFIXES,
    )
    frame = ResultsStore(tmp_path / "e.sqlite3").frame(runner.run().batch_id)
    assert frame["backed_off"].tolist() == ["cot_sc", "cot_sc"] and set(frame["outcome"]) == {"answered"}
    assert sorted(frame["score"].tolist()) == [0.0, 1.0]  # q0 right, q1 wrong, both by the CoT-SC vote
    assert tables.failure_table(frame).loc["ReAct -> CoT-SC", "backed off"] == 2


# ----- back-offs combined from stored ReAct and CoT-SC episodes (what the paper did) --------------
def _stored_pair(task_id, react_answer, react_outcome, votes):
    """A ReAct row and a CoT-SC row (with its vote trajectory) for one task whose gold is "gold"."""
    task = Task(task_id, "hotpotqa", f"{task_id}?", gold="gold")
    voting = Trajectory.start(task, "cot_sc")
    voting.append(Step(StepKind.THOUGHT, "Votes.", Author.MODEL, info={"vote": {"answers": votes}}))
    from react_core.prompting.self_consistency import majority_vote

    majority = majority_vote(votes).majority
    rows = [
        dict(
            family="hotpotqa",
            method="react",
            task_id=task_id,
            answer=react_answer,
            outcome=react_outcome,
            score=float(react_answer == "gold"),
            trajectory_id=f"{task_id}-react",
        ),
        dict(
            family="hotpotqa",
            method="cot_sc",
            task_id=task_id,
            answer=majority,
            outcome="answered",
            score=float(majority == "gold"),
            trajectory_id=voting.id,
        ),
    ]
    return rows, voting


def _combined_case():
    rows, trajectories = [], {}
    for case in [
        ("a", "gold", "answered", ["x", "x", "gold"]),  # ReAct right; CoT-SC confidently wrong
        ("b", "", "step_limit", ["gold", "gold", "y"]),  # ReAct gave up; CoT-SC confidently right
        ("c", "gold", "answered", ["p", "q", "r", "s"]),
    ]:  # ReAct right; CoT-SC has no majority
        pair, voting = _stored_pair(*case)
        rows += pair
        trajectories[voting.id] = voting
    return _frame([r | dict(batch_id="b", question="?", gold="gold") for r in rows]), trajectories


def test_back_offs_are_combined_from_stored_react_and_cot_sc_episodes_without_model_calls():
    from react_core.evaluation.combined import combined_rows

    frame, trajectories = _combined_case()
    combined = combined_rows(frame, trajectories).set_index(["method", "task_id"])
    # ReAct -> CoT-SC: ReAct where it answered (a, c), CoT-SC where it hit the step limit (b).
    assert combined.loc[("react_cot_sc_combined", "a"), "score"] == 1.0
    assert combined.loc[("react_cot_sc_combined", "b"), "backed_off"] == "cot_sc"
    # CoT-SC -> ReAct: CoT-SC where its majority holds n/2 votes (a: wrong, b: right), ReAct for c (1 of 4).
    assert combined.loc[("cot_sc_react_combined", "a"), "score"] == 0.0
    assert combined.loc[("cot_sc_react_combined", "c"), ["score", "backed_off"]].tolist() == [1.0, "react"]


def test_a_back_off_row_carries_the_f1_of_the_episode_whose_answer_it_takes():
    # hotpotqa-v6's results document showed F1 0.0 for both back-off rows.
    from react_core.evaluation.combined import combined_rows

    frame, trajectories = _combined_case()
    frame["em"] = frame["score"]
    frame["f1"] = frame["method"].map({"react": 0.8, "cot_sc": 0.3})
    combined = combined_rows(frame, trajectories).set_index(["method", "task_id"])
    assert combined.loc[("react_cot_sc_combined", "a"), "f1"] == 0.8  # ReAct answered
    assert combined.loc[("react_cot_sc_combined", "b"), "f1"] == 0.3  # backed off to CoT-SC
    assert combined.loc[("cot_sc_react_combined", "c"), ["f1", "em"]].tolist() == [0.8, 1.0]


def test_table1_shows_combined_back_offs_beside_the_papers_figures():
    from react_core.evaluation.combined import with_combined

    frame, trajectories = _combined_case()
    table = tables.table1(with_combined(frame, trajectories))
    assert table.loc["ReAct -> CoT-SC (combined)", ("HotpotQA EM", "m")] == 100.0
    assert table.loc["CoT-SC -> ReAct (combined)", ("HotpotQA EM", "m")] == 66.7
    assert table.loc["ReAct -> CoT-SC (combined)", ("HotpotQA EM", tables.PAPER)] == 35.1
    assert "ReAct -> CoT-SC" not in table.index  # the paper's row is not repeated empty


def test_figure2_has_both_combined_back_off_lines():
    frame, trajectories = _combined_case()
    curve = tables.samples_curve(frame, trajectories).set_index(["method", "samples"])["score"]
    # k=1: a votes "x" (wrong), b "gold", c "p": CoT-SC -> ReAct trusts each single vote -> 1 of 3.
    assert curve[("CoT-SC -> ReAct (combined)", 1)] == 33.3
    assert curve[("CoT-SC -> ReAct (combined)", 4)] == 66.7  # c now has no majority: ReAct answers it
    assert curve[("ReAct -> CoT-SC (combined)", 1)] == 100.0  # b's first vote is right
    assert curve[("CoT-SC", 3)] == 33.3


def test_an_episode_that_failed_scores_0_and_is_counted_and_the_tables_say_how_many_never_answered(tmp_path):
    class Broken(EchoEnv):
        def reset(self, task):
            raise RuntimeError("the corpus file is locked")

    # q0 would be right (even); its environment breaks for both methods.
    def env_for(task):
        return Broken() if task.id == "q0" else EchoEnv()

    report = make_runner(tmp_path, QuizModel(), env_factory=env_for).run()
    store = ResultsStore(tmp_path / "eval.sqlite3")
    frame = store.frame(report.batch_id)
    failed = frame[frame["outcome"] == "error"]
    assert set(zip(failed["task_id"], failed["method"])) == {("q0", "react"), ("q0", "cot")} and len(frame) == 12
    assert (failed["score"] == 0).all() and (failed["family"] == "hotpotqa").all()
    assert failed["failures"].map(lambda f: f == ["error"]).all()
    assert len(store.frame(report.batch_id, failed=False)) == 10
    table = tables.table1(frame)
    # Right on q2 and q4 out of all six tasks (not out of the five that ran).
    assert table.loc["ReAct", ("HotpotQA EM", "quiz")] == round(100 * 2 / 6, 1)
    assert (
        table.loc["ReAct", ("HotpotQA no answer", "quiz")] == 1
        and table.loc["CoT", ("HotpotQA no answer", "quiz")] == 1
    )
    assert pd.isna(table.loc["Standard", ("HotpotQA no answer", "quiz")])


def test_the_no_answer_column_counts_step_limits_errors_and_empty_answers():
    frame = _frame(
        [
            dict(family="hotpotqa", method="react", score=0.0, outcome="step_limit", answer=""),
            dict(family="hotpotqa", method="react", score=0.0, outcome="answered", answer=""),
            dict(family="hotpotqa", method="react", score=0.0, outcome="error", answer=None),
            dict(family="hotpotqa", method="react", score=1.0, outcome="answered", answer="Danube"),
        ]
    )
    table = tables.table1(frame)
    assert table.loc["ReAct", ("HotpotQA no answer", "m")] == 3 and table.loc["ReAct", ("HotpotQA EM", "m")] == 25.0
    games = _frame(
        [
            dict(family="alfworld", method="react", task_type="pick_and_place_simple", score=0.0, outcome="error"),
            dict(family="alfworld", method="react", task_type="pick_and_place_simple", score=1.0, outcome="answered"),
        ]
    )
    assert tables.table3(games).loc[("ReAct", "m"), "Errors"] == 1


def test_fever_answers_outside_the_labels_are_an_invalid_answer_not_a_wrong_one():
    claim = Task("c", "fever", "Vienna is the capital of Italy.", gold="REFUTES")
    for answer, flag in (("NOT SUPPORTS", "invalid_answer"), ("supports.", "wrong_answer")):
        trajectory = Trajectory.start(claim, "act")
        trajectory.append(Step(StepKind.ACTION, f"Finish[{answer}]", Author.MODEL))
        trajectory.branch().outcome, trajectory.branch().answer = Outcome.ANSWERED, answer
        assert failure_flags(trajectory, False) == [flag]
    table = tables.failure_table(_frame([dict(family="fever", method="act", score=0.0, failures=["invalid_answer"])]))
    assert table.loc["Act", "invalid answer"] == 1 and table.loc["Act", "wrong answer"] == 0


def test_the_confusion_matrix_counts_gold_labels_against_answers_per_method_and_model():
    def episode(method, gold, answer, outcome="answered"):
        return dict(family="fever", method=method, gold=gold, answer=answer, outcome=outcome, score=0.0)

    frame = _frame(
        [
            episode("react", "NOT ENOUGH INFO", "SUPPORTS"),
            episode("react", "NOT ENOUGH INFO", "supports."),
            episode("react", "NOT ENOUGH INFO", "Not enough info"),
            episode("react", "REFUTES", "NOT SUPPORTS"),
            episode("react", "SUPPORTS", "", "step_limit"),
            episode("act", "SUPPORTS", "SUPPORTS"),
            dict(family="hotpotqa", method="react", gold="Paris", answer="Paris", outcome="answered", score=1.0),
        ]
    )
    table = tables.confusion_matrix(frame)
    assert list(table.columns) == ["SUPPORTS", "REFUTES", "NOT ENOUGH INFO", "invalid answer", "no answer", "episodes"]
    assert list(table.index) == [
        ("Act", "m", "SUPPORTS"),
        ("ReAct", "m", "SUPPORTS"),
        ("ReAct", "m", "REFUTES"),
        ("ReAct", "m", "NOT ENOUGH INFO"),
    ]
    assert table.loc[("ReAct", "m", "NOT ENOUGH INFO")].tolist() == [2, 0, 1, 0, 0, 3]
    assert table.loc[("ReAct", "m", "REFUTES"), "invalid answer"] == 1
    assert table.loc[("ReAct", "m", "SUPPORTS"), "no answer"] == 1
    assert tables.confusion_matrix(frame[frame["family"] == "hotpotqa"]).empty


def test_an_invalid_fever_answer_stored_before_the_flag_existed_is_counted_as_invalid():
    frame = _frame(
        [
            dict(family="fever", method="react", score=0.0, answer="NOT SUPPORTS", failures=["wrong_answer"]),
            dict(family="fever", method="react", score=0.0, answer="REFUTES", failures=["wrong_answer"]),
            dict(family="hotpotqa", method="react", score=0.0, answer="NOT SUPPORTS", failures=["wrong_answer"]),
        ]
    )
    table = tables.failure_table(frame)
    assert table.loc["ReAct", "invalid answer"] == 1 and table.loc["ReAct", "wrong answer"] == 2


def test_the_failure_table_leaves_out_modes_these_episodes_can_never_show_but_keeps_their_zeros_where_they_can():
    """A HotpotQA batch of text ReAct showed "invalid clicks" (WebShop's) and the tool calls' modes, all zeros."""
    hotpot = tables.failure_table(_frame([dict(family="hotpotqa", method="react", score=0.0, failures=["loop"])]))
    shown = set(hotpot.columns)
    assert {"invalid clicks", "invalid answer", "malformed tool calls (held to the schema)"}.isdisjoint(shown)
    assert {"repeated-action loop", "empty search", "step limit", "wrong answer"} <= shown  # zeros that say something
    shop = tables.failure_table(
        _frame(
            [
                dict(family="webshop", method="react_tools", score=0.0, failures=[]),
                dict(family="fever", method="act", score=0.0, failures=[]),
            ]
        )
    )
    assert {"invalid clicks", "invalid answer", "malformed tool calls (held to the schema)", "empty search"} <= set(
        shop.columns
    )
