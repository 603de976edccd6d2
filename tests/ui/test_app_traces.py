"""Traces in the app: the Run page's sidebar setting sends each step's spans live (off by default),
an endpoint that is down is one note beside the setting while the step goes on, and History and
Evaluate offer OTLP JSON files (what those files hold: tests/traces/test_traces_export.py)."""

from __future__ import annotations

import pytest

from react_core.traces.live import LiveExport
from tests.support.otlp_endpoints import closed_port, receiving_endpoint
from tests.ui.test_app_common import FREDDIE, QUEEN, click, open_page, run_state, scripted
from tests.ui.test_app_history import finished_run
from ui.widgets.plain_text import md

pytestmark = pytest.mark.usefixtures("app_home")


def _send_to(at, url: str):
    at.toggle(key="otlp:on").set_value(True).run()
    at.text_input(key="otlp:url").input(url).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _export(at) -> LiveExport:
    export = at.session_state["otlp:live"]["export"]
    assert export is not None
    return export


def test_sending_is_off_until_the_person_turns_it_on(monkeypatch):
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", raising=False)
    at = open_page("app.py", scripted(QUEEN, FREDDIE))
    assert at.toggle(key="otlp:on").value is False
    assert at.text_input(key="otlp:url").value == "http://127.0.0.1:6006"
    assert at.session_state["otlp:live"]["export"] is None


def test_each_step_is_sent_as_it_is_taken_when_the_setting_is_on(monkeypatch):
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    with receiving_endpoint() as (url, spans):
        at = _send_to(open_page("app.py", scripted(QUEEN, FREDDIE)), url)
        click(at, "run:step")
        assert _export(at).flush(10)
        # the branch's root goes with its first step (it is open, maybe for good): one tree from the start
        assert sorted(s.name for s in spans) == ["chat scripted", "execute_tool search", "invoke_agent react"]
        root = next(s for s in spans if s.name == "invoke_agent react")
        assert all(s.parent_span_id == root.span_id for s in spans if s is not root)
        click(at, "run:step")
        assert _export(at).flush(10)
    assert len(spans) == 5 and len({s.trace_id for s in spans}) == 1
    at.run()
    assert any("5 spans sent" in c.value for c in at.caption)


def test_an_endpoint_that_is_down_is_one_note_beside_the_setting_and_the_step_is_taken(monkeypatch):
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    at = _send_to(open_page("app.py", scripted(QUEEN, FREDDIE)), f"http://127.0.0.1:{closed_port()}")
    click(at, "run:step")
    assert len(run_state(at).trajectory.steps_of()) == 3  # thought, action, observation
    assert _export(at).flush(30)
    at.run()
    notes = [w.value for w in at.warning if "Traces were not sent" in w.value]
    assert len(notes) == 1 and md("127.0.0.1") in notes[0]  # shown as text: md() escapes it
    assert not at.error


def test_a_url_that_is_not_http_is_said_under_the_setting(monkeypatch):
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    at = _send_to(open_page("app.py", scripted(QUEEN)), "localhost:6006")
    assert any(md("not an OTLP/HTTP endpoint") in w.value for w in at.warning)
    click(at, "run:step")  # the run goes on without traces
    assert len(run_state(at).trajectory.steps_of()) == 3


def test_history_offers_every_branch_as_an_opentelemetry_file():
    _, trajectory = finished_run()
    history = open_page("pages/4_History.py")
    click(history, f"history:{trajectory.id}:details")
    (otlp,) = [
        d.proto for d in history.get("download_button") if d.proto.label == "Export as OpenTelemetry (OTLP JSON)"
    ]
    assert "Phoenix" in otlp.help
    assert history.checkbox(key=f"history:{trajectory.id}:otlp:messages").value is False


def test_evaluate_offers_the_batch_as_one_opentelemetry_file_with_a_trace_per_episode():
    import json

    from react_core.common.paths import react_home
    from react_core.evaluation.results import ResultsStore
    from tests.evaluation.test_eval_page import ANSWER, run_batch
    from tests.support.scripted_model import ScriptedModel
    from ui.evaluate.evaluate_results import batch_traces

    at = open_page("app.py", ScriptedModel(default=ANSWER))
    at.switch_page("pages/3_Evaluate.py").run()
    run_batch(at, n=2, methods=["react", "act"])
    labels = [d.proto.label for d in at.get("download_button")]
    assert labels[:3] == ["Download CSV", "Download Parquet", "Download OTLP JSON"]
    results = ResultsStore(react_home() / "evaluation.sqlite3")
    (batch,) = results.batches()["batch_id"]
    data = json.loads(batch_traces(results, [batch]))
    spans = [s for r in data["resourceSpans"] for ss in r["scopeSpans"] for s in ss["spans"]]
    roots = [s for s in spans if not s["parentSpanId"]]
    assert len(roots) == len({s["traceId"] for s in spans}) == 4  # 2 questions x ReAct and Act
    assert sorted(r["name"] for r in roots) == ["invoke_agent act"] * 2 + ["invoke_agent react"] * 2


def test_the_setting_stays_on_across_pages_and_an_evaluate_batch_sends_each_episode(monkeypatch):
    from tests.evaluation.test_eval_page import ANSWER, run_batch
    from tests.support.scripted_model import ScriptedModel

    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    with receiving_endpoint() as (url, spans):
        at = _send_to(open_page("app.py", ScriptedModel(default=ANSWER)), url)
        at.switch_page("pages/3_Evaluate.py").run()
        assert at.toggle(key="otlp:on").value is True and at.text_input(key="otlp:url").value == url
        run_batch(at, n=2, methods=["react"])
        assert _export(at).flush(10)
    roots = [s for s in spans if s.name == "invoke_agent react"]
    assert len(roots) == 2 and len({s.trace_id for s in spans}) == 2
