"""An MCP server added in the sidebar is a task family: its tools are the actions on the Run page."""

from __future__ import annotations

import re

import pytest

from react_core.plugins import registry
from tests.support.mcp_servers import NOTES
from tests.ui.test_app_common import cards, click, errors, open_page, run_state, scripted

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def _plain(shown: str) -> str:
    """A message as a person reads it: the server's text is escaped for Markdown (ui/widgets/plain_text.py)."""
    return re.sub(r"\\(.)", r"\1", shown)


def _fresh(monkeypatch):
    monkeypatch.delenv(registry.PLUGINS_ENV, raising=False)
    monkeypatch.delenv(registry.MCP_ENV, raising=False)
    registry.reset_for_tests()


def test_a_server_added_in_the_sidebar_is_stepped_with_your_question(monkeypatch):
    _fresh(monkeypatch)
    at = open_page("app.py", scripted(" I should search my notes.\nAction 1: search_notes[lunch]"))
    at.text_input(key="task:mcp_spec").input(NOTES).run()
    click(at, "task:mcp_add")
    assert at.selectbox(key="task:family").value == "mcp_notes"
    assert registry.remembered_servers() == [NOTES]  # started again in later sessions
    said = [_plain(m.value) for m in at.success]
    assert f"Added the MCP server {NOTES}: notes (MCP server), now the task family" in said[0], said
    assert at.text_input(key="task:mcp_spec").value == ""  # the box is ready for the next server
    at.text_area(key="task:mcp_notes:own_text").input("When is the team lunch?").run()
    click(at, "run:step")
    shown = cards(at)
    assert "search_notes[lunch]" in shown[0] and "Found: Team lunch" in shown[0], shown
    registry.reset_for_tests()


def test_a_server_that_cannot_start_is_one_message_and_the_page_works(monkeypatch):
    _fresh(monkeypatch)
    at = open_page("app.py")
    at.text_input(key="task:mcp_spec").input("no-such-mcp-server").run()
    click(at, "task:mcp_add")
    (shown,) = [_plain(e) for e in errors(at)]
    assert shown.startswith("The MCP server no-such-mcp-server could not be used: ")
    assert "was not found" in shown and "check the command" in shown
    assert at.selectbox(key="task:family").value == "hotpotqa" and registry.remembered_servers() == []
    registry.reset_for_tests()


def test_a_remembered_server_can_be_forgotten(monkeypatch, app_home):
    _fresh(monkeypatch)
    app_home.mkdir(parents=True, exist_ok=True)
    (app_home / "mcp.txt").write_text(NOTES + "\n")
    at = open_page("app.py")
    assert "notes (MCP server)" in at.selectbox(key="task:family").options
    click(at, f"task:forget_mcp:{NOTES}")
    assert registry.remembered_servers() == [] and "notes (MCP server)" not in at.selectbox(key="task:family").options
    registry.reset_for_tests()


def _git_app(monkeypatch, tmp_path, *replies: str):
    """The Run page with mcp-server-git (PyPI) added in the sidebar, on a repository the test made."""
    from tests.support.mcp_servers import git_repository, git_server

    _fresh(monkeypatch)
    repo = git_repository(tmp_path / "repo")
    at = open_page("app.py", scripted(*replies))
    at.text_input(key="task:mcp_spec").input(git_server(repo)).run()
    click(at, "task:mcp_add")
    assert at.selectbox(key="task:family").value == "mcp_git"
    at.selectbox(key="method:mcp_git").set_value("act").run()
    at.text_area(key="task:mcp_git:own_text").input("Commit the staged notes.").run()
    return at, repo


def _commit(repo) -> str:
    import json

    return "git_commit[" + json.dumps({"repo_path": str(repo), "message": "Add the probe notes"}) + "]"


def _close(at) -> None:
    engine = run_state(at).control.engine
    if engine is not None:
        engine.env.close()
    registry.reset_for_tests()


def test_a_commit_waits_on_the_run_page_and_a_rejection_is_the_model_s_observation(monkeypatch, tmp_path):
    from tests.support.mcp_servers import commits

    at, repo = _git_app(monkeypatch, tmp_path, "")
    at.session_state["model_override"].replies[:] = [f"Action 1: {_commit(repo)}", "Action 2: Finish[later]"]
    click(at, "run:step")
    shown = " ".join(_plain(m.value) for m in at.markdown)
    assert "**Approve this call?** git_commit" in shown and ":orange-badge[changes things]" in shown, shown
    assert f'"repo_path": "{repo}"' in at.code[0].value and commits(repo) == ["First notes"]
    at.text_input(key=f"run:approval:message:{run_state(at).trajectory.steps_of()[-1].id}").input(
        "Run the tests first."
    )
    click(at, "run:approval:reject")
    assert "The person did not let git_commit run: Run the tests first." in cards(at)[-1]
    assert commits(repo) == ["First notes"]
    _close(at)


def test_approved_on_the_run_page_the_commit_happens(monkeypatch, tmp_path):
    from tests.support.mcp_servers import commits

    at, repo = _git_app(monkeypatch, tmp_path, "")
    at.session_state["model_override"].replies[:] = [f"Action 1: {_commit(repo)}"]
    click(at, "run:step")
    assert commits(repo) == ["First notes"]
    click(at, "run:approval:approve")
    assert "Changes committed successfully" in cards(at)[-1]
    assert commits(repo) == ["Add the probe notes", "First notes"]
    _close(at)


def test_a_tool_turned_off_in_the_sidebar_is_not_offered(monkeypatch, tmp_path):
    at, _ = _git_app(monkeypatch, tmp_path, "")
    model = at.session_state["model_override"]
    model.replies[:] = ["Action 1: Finish[done]"]
    for tool in ("git_commit", "git_reset", "git_checkout"):
        at.checkbox(key=f"tools:mcp_git:{tool}").uncheck().run()
    click(at, "run:step")
    prompt = model.requests[-1].prompt
    assert "git_status[" in prompt and "git_commit" not in prompt and "git_reset" not in prompt
    assert run_state(at).trajectory.model["tools"] == [
        t for t in catalog_tools("mcp_git") if t not in ("git_commit", "git_reset", "git_checkout")
    ]
    _close(at)


def catalog_tools(family: str) -> list[str]:
    from react_core.engine import catalog

    return [s.name for s in catalog.family(family).tool_calls.specs if s.effect]


def test_edited_arguments_are_checked_and_the_call_runs_with_them_on_a_new_branch(monkeypatch, tmp_path):
    from tests.support.mcp_servers import commits

    at, repo = _git_app(monkeypatch, tmp_path, "")
    at.session_state["model_override"].replies[:] = [f"Action 1: {_commit(repo)}"]
    click(at, "run:step")
    held = run_state(at).trajectory.steps_of()[-1].id
    box = at.text_area(key=f"run:approval:arguments:{held}")
    box.input('{"repo_path": "' + str(repo) + '"}').run()
    click(at, "run:approval:edit")
    (shown,) = [_plain(e) for e in errors(at)]
    assert "The arguments of git_commit do not fit its schema: field 'message' is missing (a string)." in shown
    assert commits(repo) == ["First notes"]  # nothing forked, nothing run
    box.input('{"repo_path": "' + str(repo) + '", "message": "Probe notes, checked"}').run()
    click(at, "run:approval:edit")
    assert "Changes committed successfully" in cards(at)[-1]
    assert commits(repo) == ["Probe notes, checked", "First notes"]
    assert len(run_state(at).trajectory.branches) == 2  # the model's call stays on the original branch
    _close(at)
