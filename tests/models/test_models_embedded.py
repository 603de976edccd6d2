"""Real smoke test: the embedded model, started the way the app starts it, takes one ReAct step.

Slow (model load plus a ~2,000-token prompt on CPU). The Makefile's test target runs
`python -m react_core models setup` first. Without the server binary or weights this test
skips, unless REACT_REQUIRE_EMBEDDED is set (CI), where their absence is a failure.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from react_core.models.base import ModelRequest
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.factory import open_model, stop_embedded_servers
from react_core.models.server_build import find_server_binary
from react_core.models.weights import check_weights, spec_for

ROOT = Path(__file__).resolve().parents[2]
STEP = re.compile(r"^ ?\S.*\nAction 1: (Search|Lookup|Finish)\[[^\]\n]+\]\s*$")

pytestmark = pytest.mark.embedded  # `make quick` leaves these out


@pytest.fixture(scope="module")
def config():
    config = load_config({"provider": "embedded", "cache": False, "timeout_s": 900.0, "slots": 2})
    try:
        find_server_binary()
        check_weights(spec_for(config.embedded_size))
    except ModelError as missing:
        if os.environ.get("REACT_REQUIRE_EMBEDDED"):
            pytest.fail(f"REACT_REQUIRE_EMBEDDED is set but the embedded model is not ready: {missing}")
        pytest.skip(f"embedded model not set up ({missing.cause}); run `make model` to include this test")
    yield config
    stop_embedded_servers()


def bundled_react_prompt() -> str:
    question = json.loads((ROOT / "react_core/data/bundled/hotpotqa.jsonl").read_text().splitlines()[0])["question"]
    exemplars = (ROOT / "prompts/hotpotqa/react.txt").read_text().rstrip("\n")
    return f"{exemplars}\n\nQuestion: {question}\nThought 1:"


def test_embedded_model_takes_one_well_formed_react_step(config):
    model = open_model(config)
    reply = model.complete(
        ModelRequest(bundled_react_prompt(), stop=("\nObservation", "\nQuestion:"), max_tokens=120, session="smoke")
    )
    assert STEP.match(reply.text), f"not a Thought + Action step: {reply.text!r}"
    assert reply.tokens_in > 1000 and reply.tokens_out > 0
    assert reply.model.startswith("embedded:") and reply.cost_usd is None


def test_embedded_model_streams_the_same_step_with_usage(config):
    model = open_model(config)
    pieces: list[str] = []
    request = ModelRequest(
        bundled_react_prompt(), stop=("\nObservation", "\nQuestion:"), max_tokens=120, session="smoke"
    )
    reply = model.complete(request, on_text=pieces.append)
    assert len(pieces) > 1 and "".join(pieces).startswith(reply.text)
    assert STEP.match(reply.text), reply.text
    assert reply.tokens_in > 1000 and reply.tokens_out > 0
