"""Training data from the app: a History selection and an Evaluate batch become an SFT or DPO file in a
few clicks, with the summary shown before the download."""

from __future__ import annotations

import pytest

from react_core.datasets import registry
from tests.evaluation.test_eval_page import ANSWER, run_batch
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import open_page
from tests.ui.test_app_history import finished_run

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def panel_text(at) -> str:
    return " ".join(m.value for m in at.markdown).replace("\\", "")  # as read: Markdown escapes dropped


def test_a_history_selection_gives_an_sft_file_and_its_summary():
    at, trajectory = finished_run()
    at.switch_page("pages/4_History.py").run()
    at.checkbox(key=f"history:{trajectory.id}:select").check().run()
    assert not at.exception, [e.value for e in at.exception]
    text = panel_text(at)
    assert "1 chat example from 1 episode over 1 task:" in text
    assert "human-steered: 0 of 1" in text and "estimated" in text
    button = at.get("download_button")
    assert any(b.proto.label.startswith("Download fine-tuning examples") for b in button)
    # A placeholder is plain text: Markdown backticks would show as backticks.
    trains = at.text_input(key="history:dataset:trains").placeholder
    assert "`" not in trains and "eval --models" in trains, trains
    at.segmented_control(key="history:dataset:kind").set_value("dpo").run()
    assert "0 preference pairs" in panel_text(at), "one unsteered run gives no pair"
    assert "Nothing to download" in " ".join(c.value for c in at.caption)


def test_an_evaluate_batch_gives_training_data_when_asked():
    at = open_page("app.py", ScriptedModel(default=ANSWER))
    at.switch_page("pages/3_Evaluate.py").run()
    run_batch(at, n=2, methods=["react", "act"])
    assert "chat examples" not in panel_text(at), "nothing is built until asked"
    at.toggle(key="eval:dataset:on").set_value(True).run()
    assert not at.exception, [e.value for e in at.exception]
    text = panel_text(at)
    # 2 questions x ReAct and Act with one scripted reply: one of the four episodes scored 1
    assert "1 chat example from 1 episode over 1 task:" in text and "left out: 3 not successful" in text
    assert registry.load() == [], "nothing is recorded before a download"


def test_the_dataset_name_follows_the_kind_and_format_chosen():
    """Chosen after a first look, another format (or DPO) kept the first name: preference pairs came down
    as "history-sft-chat.zip" (walk3)."""
    at, trajectory = finished_run()
    at.switch_page("pages/4_History.py").run()
    at.checkbox(key=f"history:{trajectory.id}:select").check().run()
    names = [t.value for t in at.text_input if t.label == "Dataset name"]
    assert names == ["history-sft-chat"]
    at.selectbox(key="history:dataset:format").set_value("sharegpt").run()
    assert not at.exception, [e.value for e in at.exception]
    assert [t.value for t in at.text_input if t.label == "Dataset name"] == ["history-sft-sharegpt"]
