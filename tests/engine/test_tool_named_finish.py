"""Someone else's tool named `finish` (an MCP server's, a tools file's function) is renamed
`finish_tool` for the agent: Finish[answer] is the agent's own way to answer, so a tool of that
name could never be called, and two tools named finish would confuse the model."""

from __future__ import annotations

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from tests.support.mcp_servers import BAD
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply


def test_an_mcp_servers_finish_tool_is_called_as_finish_tool_and_finish_still_answers(mcp_servers):
    mcp_servers(BAD)
    names = [s["function"]["name"] for s in catalog.make_method("react_tools", "mcp_bad").tools.schemas()]
    assert names.count("finish") == 1 and "finish_tool" in names, names
    prefix = catalog.make_method("react", "mcp_bad").prefix
    assert 'finish_tool[{"report": string}], files a report' in prefix
    assert "Named finish where it comes from; renamed, since Finish[answer] ends the task." in prefix

    env = catalog.make_env(catalog.Task("own", "mcp_bad", "File the report, then answer."))
    assert env.step('finish_tool[{"report": "all good"}]').observation == "report filed: all good"

    task = catalog.Task("own", "mcp_bad", "File the report, then answer.")
    model = ScriptedModel(
        [
            _reply("I file the report first.", "finish_tool", {"report": "all good"}),
            _reply("Filed; now I answer.", "finish", {"answer": "done"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    steps = engine.trajectory.steps_of()
    assert steps[1].text == 'finish_tool[{"report": "all good"}]' and steps[2].text == "report filed: all good"
    assert branch.answer == "done"


def test_a_tools_files_function_named_finish_is_finish_tool(plugins, tmp_path):
    tools = tmp_path / "reports.py"
    tools.write_text(
        '"""Reports."""\n\n'
        "def finish(report: str) -> str:\n"
        '    """Files a report."""\n'
        '    return "filed: " + report\n\n'
        'TASKS = ["File a report."]\n'
    )
    plugins(tools)
    names = [s["function"]["name"] for s in catalog.make_method("react_tools", "reports").tools.schemas()]
    assert names == ["finish_tool", "finish"]
    env = catalog.make_env(catalog.find_task("reports", "reports-01"))
    assert env.step("Finish_tool[weekly]").observation == "filed: weekly"
    assert env.step("Finish[ok]").answer == "ok"
