"""A batch of 50 against a real HTTP server that fails only for 5 poisoned questions: the other
45 finish, the 5 are recorded as errors (scored 0 in the tables), and a rerun asks only for them."""

from __future__ import annotations

from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.evaluation.tables import table1
from react_core.models.config import load_config
from react_core.models.factory import open_model
from react_core.trajectory.task import Task
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

POISONED = {7, 15, 23, 31, 42}
TASKS = [Task(f"q{i}", "hotpotqa", f"Question {i}{' POISON' if i in POISONED else ''}?", gold="x") for i in range(50)]
PREFIX = "Answer the question.\n"


def batch(server: FakeOpenAIServer, store: ResultsStore) -> BatchRunner:
    config = load_config(
        {
            "provider": "openai-compatible",
            "base_url": server.base_url,
            "model": "fake-model",
            "api_key": "test-key",
            "cache": False,
            "retries": 0,
            "api_style": "completion",
        }
    )
    model = open_model(config)
    # The paper's decoding: one request per episode, so requests count episodes (the repeat aid
    # would ask again after this server's "x", which no observation shows).
    spec = BatchSpec(task_set="hotpotqa:bundled", methods=("react",), models=("fake-model",), retry_repeats=False)
    return BatchRunner(
        spec,
        results=store,
        model_factory=lambda _: model,
        concurrency=4,
        tasks=TASKS,
        env_factory=lambda task: EchoEnv(),
        prefixes={"react": PREFIX},
    )


def test_a_batch_with_five_poisoned_questions_finishes_45_and_reruns_only_the_5(tmp_path):
    store = ResultsStore(tmp_path / "eval.sqlite3")
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default = Scripted(texts=[" I know it.\nAction 1: Finish[x]"])
        server.when("POISON", status=500, message="Boom.")
        report = batch(server, store).run()
        assert not report.aborted and report.progress.finished == 45 and len(report.errors) == 5
        errors = store.errors(report.batch_id)
        assert sorted(errors["task_id"]) == sorted(f"q{i}" for i in POISONED)
        # The five count as unanswered: ReAct's EM is 45 of 50, not 45 of 45.
        assert table1(store.frame(report.batch_id)).iloc[:, 0].loc["ReAct"] == 90.0

        server.rules.clear()  # the server is fixed
        asked_before = len(server.completion_requests)
        rerun = batch(server, store).run()
        assert rerun.complete and rerun.progress.done_now == 5
        retried = server.completion_requests[asked_before:]
        assert len(retried) == 5 and all("POISON" in r.body["prompt"] for r in retried)
