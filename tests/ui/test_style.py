"""The stylesheet reaches the page, and the working line says what the model is doing.

The browser tests (tests/e2e) read computed styles in Chromium; these check, without a browser,
the two ways the look was lost before: a stylesheet text that Streamlit's HTML sanitiser drops
whole, and a working line whose seconds depended on that stylesheet."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from react_core.models.live import LiveSnapshot
from ui.widgets import style


def test_the_stylesheet_has_nothing_the_sanitiser_would_take_for_a_tag():
    # DOMPurify drops a whole style block whose text holds "<" followed by a letter or "/".
    text = style.STYLESHEET.read_text()
    assert "<" not in text
    assert ".rx-card{" in text and ".rx-thought .rx-label{" in text and ".rx-diff" in text


def test_the_stylesheet_is_sent_as_a_css_file_which_streamlit_wraps_and_keeps_out_of_the_layout():
    assert style.STYLESHEET.suffix == ".css" and style.STYLESHEET.exists()
    at = AppTest.from_string("from ui.widgets import style\nstyle.apply()").run()
    assert not at.exception
    bodies = [e.proto.body for e in at.get("html")]
    assert any(b.startswith("<style>") and ".rx-card{" in b for b in bodies), bodies[:1]


def _line_for(snapshot: LiveSnapshot | None) -> str:
    at = AppTest.from_function(_draw_line, kwargs={"snapshot": snapshot}).run()
    assert not at.exception
    return " ".join(e.proto.body for e in at.get("html"))


def _draw_line(snapshot):
    from ui.widgets import style as page_style

    page_style.WorkingLine("The model is working on the next step…").update(snapshot)


def test_the_working_line_counts_seconds_and_shows_the_prompt_read_then_the_reply_written():
    waiting = LiveSnapshot(
        seconds=2.4, calls=1, prompt_total=None, prompt_done=0, prompt_cached=0, tokens_out=0, text=""
    )
    assert "Waiting for the model · 2 s" in _line_for(waiting)
    reading = LiveSnapshot(
        seconds=12.2, calls=1, prompt_total=1919, prompt_done=800, prompt_cached=512, tokens_out=0, text=""
    )
    assert "Reading the prompt: 800 of 1,919 tokens, 512 of them cached · 12 s" in _line_for(reading)
    writing = LiveSnapshot(
        seconds=15.0,
        calls=2,
        prompt_total=1919,
        prompt_done=1919,
        prompt_cached=0,
        tokens_out=37,
        text=" I need to search <Queen>.\nAction 1: Search[Queen",
    )
    shown = _line_for(writing)
    assert "Writing the reply (ask 2): 37 tokens · 15 s" in shown
    assert "I need to search &lt;Queen&gt;. Action 1: Search[Queen" in shown  # escaped, one line


def test_the_working_line_says_one_token_not_one_tokens():
    first = LiveSnapshot(
        seconds=7.0, calls=1, prompt_total=900, prompt_done=900, prompt_cached=0, tokens_out=1, text="T"
    )
    assert "Writing the reply: 1 token · 7 s" in _line_for(first)


def test_the_working_line_shows_a_tool_call_as_it_streams_in_as_text_never_markup():
    calling = LiveSnapshot(
        seconds=9.0,
        calls=1,
        prompt_total=900,
        prompt_done=900,
        prompt_cached=0,
        tokens_out=12,
        text="I need its singer.",
        call='search({"entity": "<script>alert(1)</script> Fred',
    )
    shown = _line_for(calling)
    assert "Writing the reply: 12 tokens · 9 s" in shown and "I need its singer." in shown
    assert (
        "Calling</span> <code>search({&quot;entity&quot;: &quot;&lt;script&gt;alert(1)&lt;/script&gt; Fred</code>"
        in shown
    )
    assert "<script>" not in shown


def _live_call_page(fail: bool):
    import time as _time

    from react_core.models.live import current_live
    from ui.run_view import run_session

    def work():
        current_live().begin_call()
        current_live().wrote("a better thought", 4)
        _time.sleep(0.6)  # long enough for the line to be redrawn from the snapshot
        if fail:
            raise ValueError("the model said no")
        return "done"

    try:
        import streamlit as st

        st.session_state["result"] = run_session.with_live_line("Asking the model for a better thought…", work)
    except ValueError as exc:
        st.session_state["result"] = f"raised: {exc}"


def test_a_short_model_call_runs_beside_a_live_line_and_hands_back_its_result_or_its_error():
    at = AppTest.from_function(_live_call_page, kwargs={"fail": False}).run()
    assert not at.exception and at.session_state["result"] == "done"
    at = AppTest.from_function(_live_call_page, kwargs={"fail": True}).run()
    assert not at.exception and at.session_state["result"] == "raised: the model said no"
