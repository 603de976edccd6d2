"""End to end in a real browser: a card's Prompt panel shows what produced the step, exactly as the
model server got it. Same setup as tests/e2e/test_browser.py (`streamlit run app.py` against the fake
OpenAI-compatible server, Debian's headless Chromium); screenshots go to test-artifacts/."""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer

# Model text a browser must show as written: no bold, no image, no link.
MARKUP = " I need the band. **Queen** <img src=x> [wiki](http://x.invalid)\nAction 1: Search[Queen (band)]"


def test_a_cards_prompt_shows_the_prompt_settings_raw_reply_and_tokens_as_sent(tmp_path):
    """Step once; press the card's Prompt: the panel shows the prompt the server received (the
    exemplars, the question and the cue), the stop strings and sampling settings, the raw reply with
    its markup shown as text, the token counts the server reported, and a copy button on the prompt."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(MARKUP, prompt_tokens=2100, completion_tokens=30)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            _button(page, "run:0:prompt").click()
            panel = page.locator(".st-key-run-0-prompt_panel")
            expect(panel.get_by_text("Exact prompt of step 1")).to_be_visible()
            expect(panel.get_by_text('stop ["\\nObservation", "\\nQuestion:"] · max tokens')).to_be_visible()
            expect(panel.get_by_text("2,100 prompt + 30 reply tokens")).to_be_visible()
            expect(panel.get_by_text("Nothing was cut from the prompt")).to_be_visible()

            codes = panel.locator("[data-testid='stCode']")
            expect(codes).to_have_count(3)  # the prompt, its end after the exemplars, the reply
            sent = str(server.completion_requests[-1].body["prompt"])
            shown = codes.nth(0).inner_text()
            assert " ".join(shown.split()) == " ".join(sent.split())  # the same text, however it wraps
            assert sent.rstrip().endswith("Thought 1:") and "Question:" in shown
            expect(codes.nth(2)).to_contain_text("**Queen** <img src=x> [wiki](http://x.invalid)")
            expect(panel.locator("img")).to_have_count(0)
            expect(panel.locator("a[href='http://x.invalid']")).to_have_count(0)
            expect(panel.get_by_role("button", name="Download the request (JSON)")).to_be_visible()

            codes.nth(2).hover()
            expect(codes.nth(2).locator("button").first).to_be_attached()  # st.code's copy button
            page.locator(".rx-card").first.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "e2e-prompt-panel.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-prompt-panel-failure.png"), full_page=True)
            raise


def test_a_reply_set_aside_for_a_held_re_ask_is_counted_on_the_card_and_shown_first_in_its_prompt(tmp_path):
    """ReAct (tool calls): the model's first reply calls a tool that does not exist, so it is asked again
    held to the tools' schema (a reply in words alone would be the final answer). The card counts both calls (tokens and "2 calls"), and its Prompt panel shows the reply that
    was set aside first, titled so, with its text as the model wrote it."""
    _need_chromium()
    from playwright.sync_api import expect

    from tests.e2e.test_browser_tool_calls import step_hotpotqa_with_tool_calls

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(
        "I should look up <b>Queen</b> first.",
        tool_calls=[{"name": "look_up", "arguments": {"name": "Queen"}, "id": "c0"}],  # no such tool
        prompt_tokens=1500,
        completion_tokens=9,
    )
    server.reply(
        "",
        tool_calls=[{"name": "search", "arguments": {"entity": "Queen (band)"}, "id": "c1"}],
        prompt_tokens=1600,
        completion_tokens=12,
    )
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            step_hotpotqa_with_tool_calls(page, url)
            card = page.locator(".rx-card").first
            expect(card.locator(".rx-call")).to_contain_text('search{"entity": "Queen (band)"}', timeout=30_000)
            expect(card.locator(".rx-meta")).to_contain_text("3,100 → 21 tokens")
            expect(card.locator(".rx-meta")).to_contain_text("2 calls")
            _button(page, "run:0:prompt").click()
            panel = page.locator(".st-key-run-0-prompt_panel")
            titles = panel.get_by_text("Exact prompt of step 1")
            expect(titles.first).to_have_text("Exact prompt of step 1, its reply set aside (asked again)")
            expect(panel.get_by_text("I should look up <b>Queen</b> first.").first).to_be_visible()
            expect(panel.locator("b")).to_have_count(0)  # the reply's <b> is text, never markup
            page.locator(".rx-card").first.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "e2e-prompt-panel-set-aside.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-prompt-panel-set-aside-failure.png"), full_page=True)
            raise
