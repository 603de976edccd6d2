"""An OpenAI Agents SDK agent with two tools, on any OpenAI-compatible endpoint, over the Responses
API (the SDK's default) or, with AGENT_API=chat_completions, over chat completions; AGENT_STREAM=1
streams the model's replies.

    OPENAI_BASE_URL=http://127.0.0.1:PORT/s/<run>/<token>/v1 OPENAI_API_KEY=none \
        python openai_agents_agent.py "How many people live in Paris?"

Point OPENAI_BASE_URL at a workbench run's URL and each model call is a step you can hold and edit.
"""

import asyncio
import os
import sys

import city_tools
from agents import (
    Agent,
    ModelSettings,
    Runner,
    function_tool,
    set_default_openai_api,
    set_default_openai_client,
    set_tracing_disabled,
)
from openai import AsyncOpenAI


@function_tool
def lookup_population(city: str) -> str:
    """Looks up how many people live in a city, e.g. Paris."""
    return city_tools.lookup_population(city)


@function_tool
def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Converts a value between units: km and mi, kg and lb."""
    return city_tools.convert_units(value, from_unit, to_unit)


set_tracing_disabled(True)  # the SDK would otherwise send its traces to OpenAI
client = AsyncOpenAI(base_url=os.environ["OPENAI_BASE_URL"], api_key=os.environ.get("OPENAI_API_KEY", "none"))
set_default_openai_client(client, use_for_tracing=False)
set_default_openai_api(os.environ.get("AGENT_API", "responses"))  # type: ignore[arg-type]
agent = Agent(
    name="Cities",
    instructions="Answer with the tools.",
    tools=[lookup_population, convert_units],
    model=os.environ.get("OPENAI_MODEL", "workbench"),
    model_settings=ModelSettings(temperature=0.0),
)


async def streamed(task: str) -> object:
    """The same run with the model's replies streamed (AGENT_STREAM=1)."""
    result = Runner.run_streamed(agent, task, max_turns=4)
    async for _event in result.stream_events():
        pass  # text deltas, tool calls and their outputs, as they come
    return result.final_output


task = " ".join(sys.argv[1:]) or "How many people live in Paris?"
if os.environ.get("AGENT_STREAM") == "1":
    print(f"Answer: {asyncio.run(streamed(task))}")
else:
    print(f"Answer: {Runner.run_sync(agent, task, max_turns=4).final_output}")
