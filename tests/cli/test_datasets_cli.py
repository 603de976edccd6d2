"""The loop from a terminal: a batch, `dataset sft` / `dataset dpo` from it, and `eval` warning when the
model trained on it is measured on the same tasks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

ROOT = Path(__file__).resolve().parents[2]


def test_a_batch_becomes_a_recorded_dataset_and_eval_warns_on_its_tasks(tmp_path):
    with FakeOpenAIServer(models=("fake-model", "tuned-model")) as server:
        server.default = Scripted(texts=[" I know this.\nAction 1: Finish[Zanzibar]"])
        env = {
            **os.environ,
            "OPENAI_BASE_URL": server.base_url,
            "REACT_HOME": str(tmp_path / "home"),
            "REACT_CACHE": "0",
            "OPENAI_API_KEY": "test-key",
            "PYTHONPATH": str(ROOT),
        }  # this checkout, run from elsewhere

        def run(*argv: str) -> subprocess.CompletedProcess:
            return subprocess.run(
                [sys.executable, "-m", "react_core", *argv],
                cwd=tmp_path,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )

        eval_args = ["eval", "--set", "hotpotqa:bundled", "--methods", "react", "--limit", "3", "--concurrency", "1"]
        first = run(*eval_args, "--models", "fake-model", "--batch", "collect")
        assert first.returncode == 0, first.stderr
        summary = run("dataset", "sft", "--batch", "collect", "--summary")
        assert summary.returncode == 0, summary.stderr
        assert "3 chat examples from 3 episodes over 3 tasks" in summary.stdout
        assert not (tmp_path / "home" / "datasets.json").exists(), "--summary writes and records nothing"

        made = run(
            "dataset",
            "sft",
            "--batch",
            "collect",
            "--only-successful",
            "--validation",
            "0",
            "--out",
            "sft",
            "--trains",
            "tuned-model",
        )
        assert made.returncode == 0, made.stderr
        lines = (tmp_path / "sft.train.jsonl").read_text().splitlines()
        record = json.loads(lines[0])
        assert record["messages"][-1]["content"].endswith("Finish[Zanzibar]")
        assert record["metadata"]["batch"] == "collect" and record["metadata"]["score"] == 1.0
        assert "1 chat example from 1 episode" in made.stdout, (
            "one of the three bundled questions has the answer Zanzibar"
        )
        assert "recorded as dataset 'sft'" in made.stderr

        listed = run("dataset", "list")
        assert "sft\tsft/chat\t1 examples\t1 tasks\ttrains: tuned-model" in listed.stdout
        again = run(*eval_args, "--models", "tuned-model", "--batch", "measure")
        assert again.returncode == 0, again.stderr
        assert (
            "WARNING: 1 of the 3 tasks are in dataset 'sft', recorded as training data of 'tuned-model'" in again.stderr
        )
        base = run(*eval_args, "--models", "fake-model", "--batch", "base")
        assert "WARNING" not in base.stderr

        nothing = run("dataset", "dpo", "--batch", "collect", "--out", "pairs")
        assert nothing.returncode == 1 and "no file was written" in nothing.stderr
        assert not (tmp_path / "pairs.train.jsonl").exists()
        unknown = run("dataset", "sft", "--batch", "nope", "--summary")
        assert unknown.returncode == 1 and unknown.stderr.startswith("error: No batch 'nope'")
