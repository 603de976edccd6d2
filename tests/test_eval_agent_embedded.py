"""A batch of a person's own agent on the embedded model (llama.cpp): two inputs through a plain `openai`
client script, each final answer checked, then the same agent with a planted regression (a system prompt
that makes it answer wrong) gated against it: `--fail-below 5` fails. Skipped without the model, as
tests/test_models_embedded.py is."""

from __future__ import annotations

import json
import os
import sys
import textwrap
from pathlib import Path

import pytest

from react_core.cli.main import main
from react_core.evaluation.results import ResultsStore
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.factory import stop_embedded_servers
from react_core.models.server_build import find_server_binary
from react_core.models.weights import check_weights, spec_for

pytestmark = pytest.mark.embedded

AGENT = textwrap.dedent(
    """
    import os, sys
    import openai

    client = openai.OpenAI(timeout=900)
    system = os.environ.get("AGENT_PROMPT", "Answer with the number only.")
    reply = client.chat.completions.create(
        model="any", temperature=0, max_tokens=16,
        messages=[{"role": "system", "content": system}, {"role": "user", "content": sys.argv[1]}],
    )
    print(reply.choices[0].message.content)
    """
)


@pytest.fixture(scope="module", autouse=True)
def embedded_model():
    config = load_config({"provider": "embedded"}, env={})
    try:
        find_server_binary()
        check_weights(spec_for(config.embedded_size))
    except ModelError as missing:
        if os.environ.get("REACT_REQUIRE_EMBEDDED"):
            pytest.fail(f"REACT_REQUIRE_EMBEDDED is set but the embedded model is not ready: {missing}")
        pytest.skip(f"embedded model not set up ({missing.cause}); run `make model` to include this test")
    yield
    stop_embedded_servers()


def test_two_inputs_through_a_plain_agent_on_the_embedded_model_and_a_planted_regression_fails_the_gate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "agent.py").write_text(AGENT)
    inputs = tmp_path / "inputs.jsonl"
    inputs.write_text(
        json.dumps({"id": "sum", "input": "What is 2 + 3?", "regex": r"\b5\b"})
        + "\n"
        + json.dumps({"id": "difference", "input": "What is 10 - 4?", "expected": "6"})
        + "\n"
    )

    def batch(name: str, *more: str) -> int:
        return main(
            [
                "eval", "--agent", f"{sys.executable} {tmp_path / 'agent.py'} {{input}}", "--inputs", str(inputs),
                "--batch", name, "--models", "embedded:1.5b", "--concurrency", "1",
                "--results", str(tmp_path / "eval.sqlite3"), "--no-history", *more,
            ]
        )  # fmt: skip

    assert batch("agent-base") == 0
    frame = ResultsStore(tmp_path / "eval.sqlite3").frame("agent-base").set_index("task_id")
    assert list(frame["score"]) == [1.0, 1.0], frame[["answer", "score"]].to_dict()
    assert (frame["calls"] == 1).all() and (frame["tokens_out"] > 0).all()
    capsys.readouterr()
    monkeypatch.setenv("AGENT_PROMPT", "Whatever the question, answer with the word banana only.")
    assert batch("agent-banana", "--baseline", "agent-base", "--fail-below", "5") == 3
    out = capsys.readouterr().out
    assert "Gate FAILED (--fail-below 5)" in out and "sum: 100 -> 0" in out
