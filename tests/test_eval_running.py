"""The batches this process runs (react_core.evaluation.running): a batch lives outside the page that
started it, so a page that comes back (another page and back, a reload) finds it by its id with its
progress and Stop; the same batch cannot run twice at once; and stopping the app stops every batch at
once, its model calls cancelled, instead of waiting for the episodes in flight."""

from __future__ import annotations

import pytest

from react_core.evaluation import running
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.models.openai_model import OpenAIModel
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted
from tests.test_eval_runner import PREFIXES, TASKS

pytestmark = pytest.mark.usefixtures("app_home")
SLOW = " I should look this up.\nAction 1: Search[Queen (band)]"


def slow_runner(server: FakeOpenAIServer, results: ResultsStore) -> BatchRunner:
    model = OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=300, retries=0)
    return BatchRunner(
        BatchSpec(task_set="hotpotqa:bundled", methods=("react",), models=("fake-model",)),
        results=results,
        model_factory=lambda label: model,
        concurrency=2,
        tasks=TASKS[:2],
        env_factory=lambda task: EchoEnv(),
        prefixes=PREFIXES,
    )


def test_a_running_batch_is_found_again_by_its_id_and_cannot_run_twice(tmp_path):
    with FakeOpenAIServer() as server:
        server.default = Scripted(texts=[SLOW], delay_s=60.0)  # a model call that would take a minute
        results = ResultsStore(tmp_path / "eval.sqlite3")
        batch = running.start(slow_runner(server, results))
        try:
            found = running.get(batch.batch_id)
            assert found is batch and found.alive, "a page that comes back finds the batch by its id"
            assert batch in running.running()
            assert results.batches().set_index("batch_id").loc[batch.batch_id, "status"] == "running"
            with pytest.raises(ValueError, match="already running"):
                running.start(slow_runner(server, results))
        finally:
            assert running.stop_all(timeout_s=20) == [], "stopped at once: the minute-long calls were cancelled"
        assert not batch.alive and batch not in running.running()
        report = batch.outcome["report"]
        assert report.stopped and report.progress.finished == 0 and not report.errors, "cancelled, not failed"
        assert results.batches().set_index("batch_id").loc[batch.batch_id, "status"] == "stopped"
        assert running.get(batch.batch_id) is batch, "an ended batch is kept, so its page can show how it ended"
