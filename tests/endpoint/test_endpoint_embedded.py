"""With the embedded model (llama.cpp): an agent's OpenAI client, pointed at a run opened on the embedded
model, gets a reply its own types parse, whole and streamed, and each call is a step with the model's
token counts. The endpoint starts the server as every other caller does. Skipped without the model, as
tests/models/test_models_embedded.py is."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.factory import stop_embedded_servers
from react_core.models.server_build import find_server_binary
from react_core.models.weights import check_weights, spec_for
from react_core.storage.store import TrajectoryStore

pytestmark = pytest.mark.embedded  # `make quick` leaves these out
QUESTION = [{"role": "user", "content": "What is 2 + 3? Answer with the number only."}]


@pytest.fixture(scope="module")
def embedded_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AgentRun]:
    config = load_config({"provider": "embedded", "cache": False, "timeout_s": 900.0, "slots": 2}, env={})
    try:
        find_server_binary()
        check_weights(spec_for(config.embedded_size))
    except ModelError as missing:
        if os.environ.get("REACT_REQUIRE_EMBEDDED"):
            pytest.fail(f"REACT_REQUIRE_EMBEDDED is set but the embedded model is not ready: {missing}")
        pytest.skip(f"embedded model not set up ({missing.cause}); run `make model` to include this test")
    store = TrajectoryStore(Path(tmp_path_factory.mktemp("endpoint")) / "history.sqlite3")
    with EndpointServer(store) as server:
        yield server.runs.open(config, "embedded agent")
    stop_embedded_servers()


def test_the_embedded_model_answers_an_agents_client_whole_and_streamed(embedded_run: AgentRun) -> None:
    agent = openai.OpenAI(base_url=embedded_run.base_url, api_key="unused", max_retries=0, timeout=900)
    assert [m.id for m in agent.models.list().data] == [spec_for("1.5b").model_name]
    whole = agent.chat.completions.create(model="any", messages=QUESTION, max_tokens=8, temperature=0)  # type: ignore[arg-type]
    assert "5" in (whole.choices[0].message.content or "")
    assert whole.usage is not None and whole.usage.prompt_tokens > 0
    chunks = list(
        agent.chat.completions.create(model="any", messages=QUESTION, max_tokens=8, temperature=0, stream=True)
    )  # type: ignore[arg-type]
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "5" in text
    calls = sorted(embedded_run.trajectory.calls.values(), key=lambda c: c.created_at)
    assert len(calls) == 2 and all(c.tokens_in > 0 and c.tokens_out > 0 for c in calls)
    answers = [s.text for s in embedded_run.trajectory.steps_of() if s.kind.value == "action"]
    assert all("5" in a for a in answers)
