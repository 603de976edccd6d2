"""A batch held for a person: while a person's step waits on the same local server, the batch's
calls hold (models/priority.py) and its progress line says so ("Held 12 s for a person's step"), in
the runner and in `eval`'s output; once the person is served the usual line comes back. A batch held
long keeps a share (one call at a time) and its line says that too, with an ETA."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from react_core.evaluation.progress import Progress
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.models import priority
from react_core.models.openai_model import OpenAIModel
from tests.evaluation.test_eval_runner import PREFIXES, TASKS
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

pytestmark = pytest.mark.usefixtures("app_home")
ANSWER = " I recall it.\nAction 1: Finish[answer 0]"


def _until(condition, timeout_s: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_a_held_progress_line_names_the_person_and_how_long_and_drops_the_eta():
    progress = Progress(total=10, finished_before=3, running=2, estimate_s=600)
    progress.held_since = progress.paused_since = time.time() - 12
    line = progress.line()
    assert line.startswith("Held 12 s for a person's step · 3/10 episodes (30%)")
    assert "ETA" not in line
    progress.held_for = 2
    assert progress.line().startswith("Held 12 s for 2 people's steps · ")
    progress.held_since = progress.paused_since = None
    assert progress.line().startswith("3/10 episodes (30%), 2 running") and "ETA" in progress.line()


def test_a_batch_going_on_in_its_share_says_how_long_it_is_held_and_keeps_its_eta():
    progress = Progress(total=12, running=2, estimate_s=660)
    progress.held_since, progress.held_for, progress.in_share = time.time() - 95, 2, 1
    line = progress.line()
    assert line.startswith("0/12 episodes (0%), 2 running")
    assert "ETA " in line and "(estimate)" in line
    assert line.endswith("held 1:35 for 2 people's steps; 1 episode goes on in the batch's share")


def test_no_eta_of_nothing_left_while_nothing_is_done():
    progress = Progress(total=12, running=4, estimate_s=660)
    progress.started_at = time.time() - 18 * 60  # past the 11-minute estimate, none finished (issue 43)
    assert progress.eta_s is None
    line = progress.line()
    assert "ETA 0:00" not in line and "ETA unknown: past the estimate of 11:00 with none finished yet" in line
    progress.estimate_s = None
    assert "ETA after the first episode" in progress.line()


def test_the_runners_progress_says_held_while_a_person_waits_and_not_after(tmp_path):
    with FakeOpenAIServer() as server:
        server.default = Scripted(texts=[ANSWER])
        model = OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=30, retries=0)
        assert model.priority_key is not None, "a server on 127.0.0.1 is shared with the person"
        runner = BatchRunner(
            BatchSpec(task_set="hotpotqa:bundled", methods=("react",), models=("fake-model",)),
            results=ResultsStore(tmp_path / "eval.sqlite3"),
            model_factory=lambda label: model,
            concurrency=2,
            tasks=TASKS[:2],
            env_factory=lambda task: EchoEnv(),
            prefixes=PREFIXES,
        )
        lines: list[str] = []
        runner.on_progress = lambda progress: lines.append(progress.line())
        person = priority.person_waiting(model.priority_key, None)
        person.__enter__()  # a person's step is waiting on the same server before the batch starts
        done = threading.Event()
        threading.Thread(target=lambda: (runner.run(), done.set()), daemon=True).start()
        try:
            assert _until(lambda: runner.progress.paused_s is not None), "the held batch says it is paused"
            time.sleep(1.2)
            assert runner.progress.line().startswith("Held 1 s for a person's step · 0/2 episodes")
            assert not server.completion_requests, "nothing was asked while the person waited"
        finally:
            person.__exit__(None, None, None)
        assert done.wait(15), "the batch went on once the person was served"
        assert runner.progress.paused_since is None and runner.progress.finished == 2
        assert "held" not in runner.progress.line().lower()
        paused = [i for i, line in enumerate(lines) if line.startswith("Held ")]
        assert paused and not lines[-1].startswith("Held "), "the usual line came back after the pause"


def test_the_eval_command_prints_the_pause_while_a_person_waits(tmp_path):
    root = Path(__file__).resolve().parents[2]
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default = Scripted(texts=[" I know this.\nAction 1: Finish[Zanzibar]"])
        model = OpenAIModel(base_url=server.base_url, model="fake-model", timeout_s=30, retries=0)
        assert model.priority_key is not None
        env = {
            **os.environ,
            "OPENAI_BASE_URL": server.base_url,
            "REACT_CACHE": "0",
            "OPENAI_API_KEY": "test-key",
        }  # REACT_HOME is app_home's: the command sees this process's markers
        command = [sys.executable, "-m", "react_core", "eval", "--set", "hotpotqa:bundled", "--methods", "react"]
        command += ["--models", "fake-model", "--limit", "2", "--concurrency", "2", "--no-history"]
        with priority.person_waiting(model.priority_key, None):
            batch = subprocess.Popen(
                command, cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
            )
            err: list[str] = []
            reader = threading.Thread(target=lambda: err.extend(iter(lambda: batch.stderr.read(1), "")), daemon=True)
            reader.start()
            assert _until(lambda: "s for a person's step" in "".join(err), timeout_s=90), "".join(err)
            assert not server.completion_requests, "nothing was asked while the person waited"
        batch.wait(timeout=120)
        reader.join(10)
        said = "".join(err)
        assert batch.returncode == 0, said
        after = said[said.rindex("s for a person's step") :]
        assert "2/2 episodes (100%), 0 running" in after, "then the usual line, to the end"
