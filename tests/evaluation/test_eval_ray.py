"""The --ray path: the same batch on a local Ray instance gives the same results in the same store."""

from __future__ import annotations

import pytest

from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from tests.evaluation.test_eval_runner import PREFIXES, TASKS, QuizModel
from tests.support.echo_env import EchoEnv

ray = pytest.importorskip(
    "ray", reason="Ray is not installed (pip install ray==2.60.0); the --ray path is untested here"
)


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def quiz_model(label: str) -> QuizModel:
    return QuizModel()


def echo_env(task) -> EchoEnv:
    return EchoEnv()


def runner(tmp_path, backend: str, name: str, **options) -> BatchRunner:
    spec = BatchSpec(task_set="hotpotqa:bundled", methods=("react", "cot_sc"), models=("quiz",), samples=3)
    return BatchRunner(
        spec,
        results=ResultsStore(tmp_path / "eval.sqlite3"),
        model_factory=quiz_model,
        concurrency=2,
        tasks=TASKS,
        env_factory=echo_env,
        prefixes=PREFIXES,
        backend=backend,
        batch_id=name,
        **options,
    )


def test_ray_gives_the_same_results_as_threads_in_the_same_store(tmp_path, local_ray):
    on_threads = runner(tmp_path, "threads", "t").run()
    on_ray = runner(tmp_path, "ray", "r").run()
    assert on_ray.complete and not on_ray.errors and on_ray.progress.done_now == 12
    store = ResultsStore(tmp_path / "eval.sqlite3")
    columns = ["task_id", "method", "answer", "score", "outcome", "actions", "failures"]
    a = store.frame(on_threads.batch_id).sort_values(["task_id", "method"])[columns].reset_index(drop=True)
    b = store.frame(on_ray.batch_id).sort_values(["task_id", "method"])[columns].reset_index(drop=True)
    assert a.equals(b)


def test_a_ray_batch_resumes_a_batch_begun_on_threads(tmp_path, local_ray):
    first = runner(tmp_path, "threads", "mixed")
    first.concurrency = 1
    first.on_progress = lambda p: first.stop() if p.done_now >= 4 else None
    assert not first.run().complete
    resumed = runner(tmp_path, "ray", "mixed").run()
    assert resumed.complete and resumed.progress.finished_before == 4 and resumed.progress.done_now == 8
    assert len(ResultsStore(tmp_path / "eval.sqlite3").frame("mixed")) == 12


def test_workers_share_the_drivers_embedded_server_as_an_endpoint(tmp_path, monkeypatch):
    from react_core.evaluation import ray_backend
    from react_core.models.openai_model import OpenAIModel

    spec = BatchSpec(task_set="hotpotqa:bundled", methods=("react",), models=("embedded:0.5b", "gpt-x"))
    driver_model = OpenAIModel(base_url="http://127.0.0.1:9/v1", model="qwen-small", display_name="embedded:qwen")
    opened = []
    built = BatchRunner(
        spec, results=ResultsStore(tmp_path / "e.sqlite3"), tasks=TASKS, env_factory=echo_env, prefixes=PREFIXES
    )
    monkeypatch.setattr(built, "model_factory", lambda label: opened.append(label) or driver_model)
    factory = ray_backend.worker_model_factory(built)
    assert opened == ["embedded:0.5b"]  # the driver started the embedded model, and only that one
    worker_model = factory("embedded:0.5b")
    assert worker_model is not driver_model and worker_model.base_url == "http://127.0.0.1:9/v1"
    assert worker_model.model == "qwen-small" and worker_model.name == "embedded:qwen"
