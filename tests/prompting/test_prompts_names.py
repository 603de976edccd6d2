"""Prompt files are found by family, method and task type; none of them may be a path."""

from __future__ import annotations

import pytest

from react_core.prompting.prompts import BadPromptName, load_prefix, prompt_path


@pytest.mark.parametrize(
    "family, method, task_type",
    [
        ("../../x", "react", None),
        ("hotpotqa", "../react", None),
        ("hotpotqa", "react", "../../etc/passwd"),
        ("/etc", "react", None),
        ("hotpotqa", "re act", None),
        ("", "react", None),
        ("hotpotqa", "react\n", None),
    ],
)
def test_names_that_are_not_plain_are_refused_before_any_file_is_opened(tmp_path, family, method, task_type):
    with pytest.raises(BadPromptName) as caught:
        load_prefix(family, method, task_type, root=tmp_path / "prompts")
    assert "plain name" in str(caught.value)


def test_plain_names_still_find_their_file(tmp_path):
    (tmp_path / "alfworld").mkdir()
    (tmp_path / "alfworld" / "react_pick_and_place_simple.txt").write_text("exemplars")
    assert load_prefix("alfworld", "react", "pick_and_place_simple", root=tmp_path) == "exemplars"
    assert prompt_path("hotpotqa", "cot-sc", root=tmp_path) == tmp_path / "hotpotqa" / "cot-sc.txt"
