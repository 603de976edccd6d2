"""A run recorded through the endpoint is a trajectory like any other: its family's tools are the agent's,
Steer here resumes it with the workbench's tool-call agent (recorded results answering recorded calls),
and flags, the HTML share and the OpenTelemetry export read it unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.plugins import registry
from tests.support.endpoint_support import TOOLS, client, endpoint


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("REACT_CACHE", "0")
    registry.reset_for_tests()
    yield tmp_path / "home"
    registry.reset_for_tests()


def recorded_run(tmp_path: Path) -> AgentRun:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply(
            "Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "c1"}]
        )
        messages: list[dict[str, Any]] = [{"role": "user", "content": "Umbrella in Oslo?"}]
        first = client(run).chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
        messages += [
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": "c1", "content": "Rain, 9 °C"},
        ]
        upstream.reply("Yes.")
        client(run).chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
    return run


def test_steer_here_resumes_the_run_with_the_agents_tools_and_recorded_results(home: Path, tmp_path: Path) -> None:
    from react_core.engine import catalog
    from react_core.engine.assemble import open_engine
    from react_core.engine.tool_steering import call_change
    from react_core.models.config import ModelConfig
    from react_core.models.factory import open_model
    from tests.support.fake_openai_server import FakeOpenAIServer

    trajectory = recorded_run(tmp_path).trajectory
    family = catalog.family(trajectory.task.family)
    assert family.tool_calls is not None and {t.name for t in family.tool_calls.specs} >= {"get_weather", "add"}
    with FakeOpenAIServer() as model:
        model.reply("Done.", tool_calls=[{"name": "finish", "arguments": {"answer": "Take one."}, "id": "f"}])
        engine = open_engine(
            trajectory,
            open_model(
                ModelConfig(provider="openai-compatible", base_url=model.base_url, model="fake-model", cache=False)
            ),
        )
        engine.steering.apply(call_change(trajectory.task.family, 1, "get_weather", '{"city": "Oslo"}'))
        engine.run()
    texts = [s.text for s in engine.trajectory.steps_of()]
    assert texts[1:3] == ['get_weather[{"city": "Oslo"}]', "Rain, 9 °C"]  # the recorded result answered it
    assert engine.trajectory.branch().answer == "Take one."


def test_flags_the_html_share_and_the_otel_export_read_it(home: Path, tmp_path: Path) -> None:
    from react_core.assist.diagnosis import diagnose
    from react_core.storage.share_html import share_html
    from react_core.traces.otlp_file import trajectory_to_otlp

    trajectory = recorded_run(tmp_path).trajectory
    assert isinstance(diagnose(trajectory), list)
    page = share_html(trajectory, "test")
    assert "Umbrella in Oslo?" in page and "Rain, 9 °C" in page
    spans = [s for r in trajectory_to_otlp(trajectory)["resourceSpans"] for g in r["scopeSpans"] for s in g["spans"]]
    assert sum(1 for s in spans if s["name"].startswith("chat")) == 2
