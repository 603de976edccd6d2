"""The batches this process runs (react_core.evaluation.running): a batch lives outside the page that
started it, so a page that comes back (another page and back, a reload) finds it by its id with its
progress and Stop; the same batch cannot run twice at once; and stopping the app stops every batch at
once, its model calls cancelled, instead of waiting for the episodes in flight."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from react_core.evaluation import running
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.models.openai_model import OpenAIModel
from tests.evaluation.test_eval_runner import PREFIXES, TASKS
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

pytestmark = pytest.mark.usefixtures("app_home")
SLOW = " I should look this up.\nAction 1: Search[Queen (band)]"
ROOT = Path(__file__).resolve().parents[2]


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


# ----- stopping the process: its batches stop at once (issue 43: the app took 30 to 50 s) ----------
EXITING_APP = """
import sys, time
from react_core.evaluation import running
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.models.openai_model import OpenAIModel
model = OpenAIModel(base_url=sys.argv[1], model="fake-model", timeout_s=300, retries=0)
runner = BatchRunner(BatchSpec("hotpotqa:bundled", ("react",), ("fake-model",), limit=4),
                     results=ResultsStore(sys.argv[2]), model_factory=lambda label: model, concurrency=2)
running.start(runner)
while runner.progress.running < 2:
    time.sleep(0.1)
print("leaving", flush=True)  # the main thread ends, as the app's does on SIGTERM or Ctrl+C
"""


def test_a_process_that_ends_with_a_batch_running_stops_it_instead_of_waiting_for_its_episodes(tmp_path):
    with FakeOpenAIServer() as server:
        server.default = Scripted(texts=[SLOW], delay_s=120.0)  # every episode's call would take 2 minutes
        results = tmp_path / "eval.sqlite3"
        ended = subprocess.run(
            [sys.executable, "-c", EXITING_APP, server.base_url, str(results)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=100,  # under the calls' 2 minutes: only cancelling them ends the process this soon
        )
    assert ended.returncode == 0 and "leaving" in ended.stdout, ended.stderr
    assert ResultsStore(results).batches()["status"].tolist() == ["stopped"], "stopped and said so, not left running"


def test_ctrl_c_on_eval_cancels_the_episodes_calls_in_flight(tmp_path):
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default = Scripted(texts=[SLOW], delay_s=120.0)
        env = {**os.environ, "OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "test-key", "REACT_CACHE": "0"}
        command = [sys.executable, "-m", "react_core", "eval", "--set", "hotpotqa:bundled", "--methods", "react"]
        command += ["--models", "fake-model", "--limit", "4", "--concurrency", "2", "--no-history"]
        batch = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # as a terminal's Ctrl+C reaches it
        )
        deadline = time.monotonic() + 60
        while len(server.completion_requests) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(server.completion_requests) == 2, "both episodes' calls are in flight"
        batch.send_signal(signal.SIGINT)
        try:
            _, said = batch.communicate(timeout=100)  # under the calls' 2 minutes
        finally:
            batch.kill()
    assert batch.returncode == 130 and "Stopped; run the same command again to resume." in said, said
