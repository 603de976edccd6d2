"""The example agents of three real frameworks (examples/agents/), run as a person runs them: a child
process in `.venv-agents` (`make agents`), its OPENAI_BASE_URL a steering endpoint's run.

Each agent's own tools write down the arguments they received ($AGENT_TOOL_LOG, one JSON line a call),
so a test sees what the agent's code did with a reply, e.g. one a person edited while it was held.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
AGENTS = ROOT / "examples" / "agents"
AGENTS_PYTHON = ROOT / ".venv-agents" / "bin" / "python"
RUN_LIMIT_S = 180.0  # a guard against a hung child, never a measure: a fast run takes seconds


def require_agents_venv() -> None:
    """Skip without `.venv-agents`, with the command that makes it; under `make test` and CI
    (REACT_REQUIRE_AGENTS / CI) its absence fails instead, as for Phoenix."""
    if not AGENTS_PYTHON.exists():
        reason = f"the agent frameworks are not installed at {AGENTS_PYTHON}; run `make agents`"
        if os.environ.get("REACT_REQUIRE_AGENTS") or os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)


@dataclass(frozen=True)
class Framework:
    """One framework's example agent and how it ends a run: smolagents' ToolCallingAgent answers by
    calling its `final_answer` tool; LangGraph's and the Agents SDK's agents by a reply with no call."""

    id: str
    script: str
    env: dict[str, str] = field(default_factory=dict)
    answers_with_a_tool: bool = False

    def final(self, text: str) -> dict[str, Any]:
        """A FakeOpenAIServer reply that ends this agent's run with `text`."""
        if self.answers_with_a_tool:
            return {"texts": [""], "tool_calls": [{"name": "final_answer", "arguments": {"answer": text}}]}
        return {"texts": [text]}


SMOLAGENTS = Framework("smolagents", "smolagents_agent.py", answers_with_a_tool=True)
LANGGRAPH = Framework("langgraph", "langgraph_agent.py")
AGENTS_SDK = Framework("openai-agents", "openai_agents_agent.py")  # the Responses API, the SDK's default
AGENTS_SDK_CHAT = Framework("openai-agents-chat", "openai_agents_agent.py", {"AGENT_API": "chat_completions"})
STREAMED = {"AGENT_STREAM": "1"}  # each agent's model replies streamed (SSE), as its option asks
FRAMEWORKS = [
    SMOLAGENTS,
    LANGGRAPH,
    AGENTS_SDK,
    AGENTS_SDK_CHAT,
    Framework("smolagents-streamed", "smolagents_agent.py", STREAMED, answers_with_a_tool=True),
    Framework("langgraph-streamed", "langgraph_agent.py", STREAMED),
    Framework("openai-agents-streamed", "openai_agents_agent.py", STREAMED),
]


class AgentProcess:
    """One run of an example agent in its own process."""

    def __init__(self, framework: Framework, base_url: str, task: str, folder: Path, model: str = "gpt-4o-mini"):
        self.tool_log = folder / f"{framework.id}-tools.jsonl"
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LANGSMITH_", "LANGCHAIN_"))},
            "OPENAI_BASE_URL": base_url,
            "OPENAI_API_KEY": "sk-agent-side-any",  # the run's token is in its URL; the endpoint ignores this
            "OPENAI_MODEL": model,
            "AGENT_TOOL_LOG": str(self.tool_log),
            "HF_HUB_OFFLINE": "1",  # smolagents imports huggingface_hub: nothing to fetch here
            **framework.env,
        }
        self.process = subprocess.Popen(
            [str(AGENTS_PYTHON), framework.script, task],
            cwd=AGENTS,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.stdout = ""
        self.stderr = ""

    def finish(self, limit_s: float = RUN_LIMIT_S) -> str:
        """Wait for the agent to end; its final answer (the line it printed as "Answer: ..."). Fails
        with its stderr if it did not end well."""
        try:
            self.stdout, self.stderr = self.process.communicate(timeout=limit_s)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.stdout, self.stderr = self.process.communicate()
            raise AssertionError(f"the agent did not end within {limit_s:.0f} s:\n{self.stderr[-3000:]}") from None
        assert self.process.returncode == 0, f"the agent failed ({self.process.returncode}):\n{self.stderr[-3000:]}"
        answers = [line for line in self.stdout.splitlines() if line.startswith("Answer: ")]
        assert answers, f"the agent printed no answer:\n{self.stdout[-2000:]}"
        return answers[-1].removeprefix("Answer: ")

    def tool_calls(self) -> list[dict[str, Any]]:
        """What the agent's own tools received, in order: {"tool": name, "arguments": {...}} each."""
        if not self.tool_log.exists():
            return []
        return [json.loads(line) for line in self.tool_log.read_text(encoding="utf-8").splitlines()]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate()


def wait_for(predicate: Any, agent: AgentProcess, limit_s: float = RUN_LIMIT_S) -> Any:
    """The first truthy value of `predicate()`; fails early, with its stderr, if the agent ends first."""
    ends = time.monotonic() + limit_s
    while time.monotonic() < ends:
        value = predicate()
        if value:
            return value
        if agent.process.poll() is not None:
            agent.finish(limit_s=30)  # it has ended: this reads what it printed
            raise AssertionError(f"the agent ended before it was held; it printed {agent.stdout!r}")
        time.sleep(0.02)
    raise AssertionError(f"nothing came within {limit_s:.0f} s")
