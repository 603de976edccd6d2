"""Shared helpers for the app tests (AppTest with a scripted model and the bundled corpus).

The first bundled HotpotQA task asks where the lead singer of Queen was born; the bundled
corpus has the pages "Queen (band)" and "Freddie Mercury", so scripted searches get real
observations from the local Wikipedia environment.
"""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from react_core.models.errors import ModelError
from tests.support.scripted_model import ScriptedModel

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60

# Replies continue the cue "Thought i:" of the ReAct prompt.
QUEEN = " The band that recorded Bohemian Rhapsody is Queen. I need its lead singer.\nAction 1: Search[Queen (band)]"
FREDDIE = " Queen's lead singer was Freddie Mercury. I need his birthplace.\nAction 2: Search[Freddie Mercury]"
FINISH = " Freddie Mercury was born in Zanzibar.\nAction 3: Finish[Zanzibar]"


RUN_PAGE = "pages/1_Run.py"  # app.py's landing page; `at.switch_page(RUN_PAGE)` goes back to it


def open_page(page: str, model: ScriptedModel | None = None) -> AppTest:
    """The app (app.py, its navigation) opened at `page`'s address, as a bookmark to it opens it:
    "app.py" (or RUN_PAGE) opens the landing page, "pages/4_History.py" the History page."""
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    if model is not None:
        at.session_state["model_override"] = model
    if page not in ("app.py", RUN_PAGE):
        # Before the first run AppTest finds a page by its file's name ("History"), which is the
        # page's url_path; checked below, so a page renamed apart from its address fails loudly here.
        at.switch_page(page)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    drawn = at._registered_pages.get(at._finished_page_script_hash, {}).get("script_path")  # no public name
    assert drawn and Path(str(drawn)).resolve() == (ROOT / (RUN_PAGE if page == "app.py" else page)).resolve(), drawn
    return at


def scripted(*replies: str | ModelError) -> ScriptedModel:
    return ScriptedModel(list(replies))


def click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def cards(at: AppTest) -> list[str]:
    """The HTML of each step card, in order."""
    return [h.proto.body for h in at.get("html") if 'class="rx-card' in h.proto.body]


def run_state(at: AppTest, key: str = "run"):
    return at.session_state[f"_run:{key}"]


def errors(at: AppTest) -> list[str]:
    return [e.value for e in at.error]


def infos(at: AppTest) -> list[str]:
    return [e.value for e in at.info]
