"""Text from a model, a task file or an import is shown as text on every page, never as Markdown.

A model answer ``![x](http://host/beacon.png)`` rendered as Markdown loads a remote image
(a beacon telling a stranger the page was opened), and ``[click](http://...)`` is a live link.
The payload below goes into every field a trajectory file or a model can set; then every view
of every page is drawn and no element that Streamlit renders as Markdown may carry it live.
"""

from __future__ import annotations

import pytest

from react_core.models.errors import ModelError
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steering import EditThought, Steering
from react_core.trajectory.steps import Author, ModelCall, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.ui.test_app_common import RUN_PAGE, click, open_page, run_state, scripted

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")

PAYLOAD = "![x](http://host/beacon.png) [click](http://evil.example/a) <http://evil.example/b> **bold** :red[x]"


def markdown_texts(at) -> list[str]:
    """Every string the page hands to Streamlit's Markdown renderer."""
    elements = [
        *at.markdown,
        *at.caption,
        *at.success,
        *at.error,
        *at.info,
        *at.warning,
        *at.title,
        *at.header,
        *at.subheader,
    ]
    return [e.value for e in elements]


def assert_no_live_markup(at) -> None:
    assert not at.exception, [e.value for e in at.exception]
    for text in markdown_texts(at):
        assert "://" not in text and "](" not in text and "**bold**" not in text and ":red[" not in text, text
    for html in at.get("html"):
        body = html.proto.body
        assert "<img" not in body and 'href="http' not in body, body


def hostile_trajectory() -> Trajectory:
    task = Task(f"hotpotqa-{len(PAYLOAD)}", "hotpotqa", f"Question {PAYLOAD}", gold=PAYLOAD)
    trajectory = Trajectory.start(task, "react", {"model": PAYLOAD})
    trajectory.title = PAYLOAD
    call = trajectory.add_call(ModelCall(prompt=f"prompt {PAYLOAD}", raw_output=PAYLOAD, model=PAYLOAD))
    trajectory.append(Step(StepKind.THOUGHT, PAYLOAD, Author.MODEL, call_id=call.id, notes=[PAYLOAD]))
    trajectory.append(Step(StepKind.ACTION, "Search[x]", Author.MODEL, call_id=call.id))
    trajectory.append(Step(StepKind.OBSERVATION, PAYLOAD, Author.ENVIRONMENT))
    Steering(trajectory).apply(EditThought(0, f"edited {PAYLOAD}"))
    branch = trajectory.branch()
    branch.name = PAYLOAD
    trajectory.append(Step(StepKind.ACTION, "Finish[x]", Author.MODEL))
    branch.outcome, branch.answer = trajectory_outcome(), PAYLOAD
    return trajectory


def trajectory_outcome():
    from react_core.trajectory.steps import Outcome

    return Outcome.ANSWERED


def test_an_imported_trajectory_full_of_markup_is_plain_text_on_history_and_every_run_view(app_home):
    store = TrajectoryStore(app_home / "history.sqlite3")
    imported = store.import_json(hostile_trajectory().to_json())
    history = open_page("app.py")
    history.switch_page("pages/4_History.py").run()
    assert_no_live_markup(history)
    click(history, f"history:{imported.id}:details")  # export panel with the transcript
    assert_no_live_markup(history)
    click(history, f"history:{imported.id}:open")
    at = history.switch_page(RUN_PAGE).run()  # later reruns draw the Run page it switched to
    assert run_state(at).trajectory.id == imported.id
    assert_no_live_markup(at)
    assert any("beacon" in text for text in markdown_texts(at))  # the text is there, as text
    click(at, "run:0:steer")  # the step's panel: the exact prompt and which model wrote it
    assert_no_live_markup(at)
    for view in ("Branches", "Transcript"):
        at.segmented_control(key="run:view").set_value(view).run()
        assert_no_live_markup(at)


def test_a_model_error_carrying_markup_is_shown_as_text():
    at = open_page("app.py", scripted(ModelError("server", f"The server said {PAYLOAD}.", "Try again.")))
    click(at, "run:step")
    assert any("beacon" in e.value for e in at.error)
    assert_no_live_markup(at)


class EitherMethod:
    """Answers ReAct (a thought, then Finish) and Act (Finish only) with markup in the answer."""

    name = "scripted"
    ANSWER = "<http://evil.example/b> **bold** www.evil.example"

    def complete(self, request):
        from react_core.models.base import ModelReply

        thought = "" if "\nThought 1:" not in request.prompt else f" {PAYLOAD}\nAction 1:"
        return ModelReply(texts=[f"{thought} Finish[{self.ANSWER}]"], model="scripted")


def test_the_compare_page_shows_model_answers_as_text():
    at = open_page("pages/2_Compare.py", EitherMethod())
    click(at, "compare:step_all")
    assert any("evil" in text for text in markdown_texts(at))  # the answers are shown, as text
    assert_no_live_markup(at)
