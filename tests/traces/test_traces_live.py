"""A run sent live to an OTLP/HTTP endpoint (react_core.traces.live) through the engine's sink: the
spans arrive as the run steps, each once; an endpoint that is down or never answers costs one note
and never a wait or an exception in the step."""

from __future__ import annotations

import threading

import pytest

from react_core.common.errors import WorkbenchError
from react_core.data.tasks import get_task
from react_core.engine.assemble import new_engine
from react_core.traces.live import LiveExport, endpoint_from_env, traces_url
from react_core.traces.live_sink import exporting
from react_core.trajectory.trajectory import Trajectory
from tests.support.family_runs import HOTPOT_WIN
from tests.support.otlp_endpoints import closed_port, receiving_endpoint, silent_endpoint
from tests.support.scripted_model import ScriptedModel


def traced_engine(export: LiveExport):
    return new_engine(
        get_task("hotpotqa-bundled-01"), "react", ScriptedModel(list(HOTPOT_WIN)), sink=exporting(None, export)
    )


def test_spans_arrive_as_the_run_steps_each_once_and_the_root_when_it_ends():
    with receiving_endpoint() as (url, spans):
        export = LiveExport(url)
        engine = traced_engine(export)
        engine.step()
        assert export.flush(10)
        after_one = [s.name for s in spans]
        assert after_one == ["chat scripted", "execute_tool search"]  # the root waits for the end
        engine.run()
        assert export.flush(10)
    names = [s.name for s in spans]
    assert sorted(names) == sorted(
        ["invoke_agent react"] + ["chat scripted"] * 3 + ["execute_tool search"] * 2 + ["execute_tool finish"]
    )
    assert len({s.span_id for s in spans}) == len(spans) == export.sent_spans == 7
    root = next(s for s in spans if s.name == "invoke_agent react")
    assert all(s.parent_span_id == root.span_id for s in spans if s is not root)
    carried = {a.key: a.value.string_value for a in root.attributes}
    assert carried["openinference.span.kind"] == "AGENT"
    back = Trajectory.from_json(carried["react_workbench.trajectory.json"])  # sent once, with the root
    assert [s.text for s in back.steps_of()] == [s.text for s in engine.trajectory.steps_of()]
    assert export.take_note() is None


def test_a_run_stopped_early_sends_its_unfinished_root_at_finish():
    with receiving_endpoint() as (url, spans):
        export = LiveExport(url)
        engine = traced_engine(export)
        engine.step()
        export.finish(engine.trajectory)
        assert export.flush(10)
    assert [s.name for s in spans][-1] == "invoke_agent react"


def test_with_open_roots_a_branch_is_one_tree_from_its_first_step_and_its_end_comes_as_an_outcome_span():
    """The app's setting: a branch a person leaves open still has its root (what is known so far), so a
    viewer shows a tree, not loose rows; a viewer keeps a span's first copy, so the end (answer, score,
    the trajectory's JSON) goes as an outcome span under that root, once."""
    with receiving_endpoint() as (url, spans):
        export = LiveExport(url, open_roots=True)
        engine = traced_engine(export)
        engine.step()
        assert export.flush(10)
        assert sorted(s.name for s in spans) == ["chat scripted", "execute_tool search", "invoke_agent react"]
        root = next(s for s in spans if s.name == "invoke_agent react")
        assert all(s.parent_span_id == root.span_id for s in spans if s is not root)
        carried = {a.key: a.value for a in root.attributes}
        assert carried["openinference.span.kind"].string_value == "AGENT"
        assert carried["input.value"].string_value == engine.trajectory.task.text
        assert "output.value" not in carried and "react_workbench.trajectory.json" not in carried  # not known yet
        engine.run()
        assert engine.branch.answer == "Zanzibar"
        assert export.flush(10)
        export.offer(engine.trajectory)  # offered again: nothing goes twice
        assert export.flush(10)
    names = [s.name for s in spans]
    assert names.count("invoke_agent react") == 1 and names.count("outcome") == 1 == names[-1:].count("outcome")
    assert len({s.span_id for s in spans}) == len(spans) == 8
    outcome = spans[-1]
    assert outcome.parent_span_id == root.span_id
    ended = {a.key: a.value for a in outcome.attributes}
    assert ended["output.value"].string_value == "Zanzibar" == ended["react_workbench.answer"].string_value
    assert ended["react_workbench.outcome"].string_value == "answered"
    assert ended["react_workbench.score"].double_value == 1.0
    back = Trajectory.from_json(ended["react_workbench.trajectory.json"].string_value)
    assert back.id == engine.trajectory.id  # the whole trajectory, its prompts left out as the setting says
    assert [s.text for s in back.steps_of()] == [s.text for s in engine.trajectory.steps_of()]


def test_without_open_roots_an_unfinished_branch_sends_no_root_until_finish():
    with receiving_endpoint() as (url, spans):
        export = LiveExport(url)
        engine = traced_engine(export)
        engine.step()
        assert export.flush(10)
    assert "invoke_agent react" not in [s.name for s in spans]


def test_an_endpoint_that_is_down_costs_one_note_and_the_run_goes_on():
    export = LiveExport(f"http://127.0.0.1:{closed_port()}", timeout_s=1)
    engine = traced_engine(export)
    branch = engine.run()
    assert branch.answer == "Zanzibar"
    assert export.flush(30)
    note = export.take_note()
    assert note is not None and note.startswith("Traces were not sent:") and "/v1/traces" in note
    assert export.take_note() is None  # once, not once per step
    assert export.sent_spans == 0


def test_an_endpoint_that_never_answers_never_holds_up_a_step():
    with silent_endpoint() as (url, connected):
        export = LiveExport(url, timeout_s=60)  # a wait in the step would take a minute per step
        engine = traced_engine(export)
        worker = threading.Thread(target=engine.run)
        worker.start()
        worker.join(20)
        assert not worker.is_alive() and engine.branch.answer == "Zanzibar"
        assert connected.wait(10)  # the export did try, in the background
        assert export.note is None  # still waiting on the endpoint, without the run


def test_the_endpoint_is_a_base_url_or_the_traces_url_and_nothing_else():
    assert traces_url("http://127.0.0.1:6006") == "http://127.0.0.1:6006/v1/traces"
    assert traces_url("http://127.0.0.1:6006/") == "http://127.0.0.1:6006/v1/traces"
    assert (
        traces_url("https://cloud.langfuse.com/api/public/otel")
        == "https://cloud.langfuse.com/api/public/otel/v1/traces"
    )
    assert traces_url("http://127.0.0.1:4318/v1/traces") == "http://127.0.0.1:4318/v1/traces"
    with pytest.raises(WorkbenchError, match="http://"):
        traces_url("127.0.0.1:6006")


def test_opentelemetrys_own_variables_name_the_endpoint(monkeypatch):
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", raising=False)
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    assert endpoint_from_env() is None
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318/")
    assert endpoint_from_env() == "http://127.0.0.1:4318/v1/traces"
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "http://127.0.0.1:6006/v1/traces")
    assert endpoint_from_env() == "http://127.0.0.1:6006/v1/traces"


def test_a_script_sends_a_run_with_public_names_only():
    from react_core import LiveExport, find_task, new_engine, trajectory_to_otlp

    with receiving_endpoint() as (url, spans):
        export = LiveExport(url)
        engine = new_engine(find_task("hotpotqa", "hotpotqa-bundled-01"), "react", ScriptedModel(list(HOTPOT_WIN)))
        engine.run(on_step=lambda _report: export.offer(engine.trajectory))
        export.finish(engine.trajectory)
        assert export.flush(10)
    file_spans = trajectory_to_otlp(engine.trajectory)["resourceSpans"][0]["scopeSpans"][0]["spans"]
    assert sorted(s.span_id.hex() for s in spans) == sorted(s["spanId"] for s in file_spans)
