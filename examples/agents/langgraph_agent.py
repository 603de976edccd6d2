"""A LangGraph ReAct agent (langgraph.prebuilt.create_react_agent) with two tools, on any
OpenAI-compatible endpoint.

    OPENAI_BASE_URL=http://127.0.0.1:PORT/s/<run>/<token>/v1 OPENAI_API_KEY=none \
        python langgraph_agent.py "How many people live in Paris?"

Point OPENAI_BASE_URL at a workbench run's URL and each model call is a step you can hold and edit.
AGENT_STREAM=1 streams the model's replies.
"""

import os
import sys

import city_tools
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI
from langgraph.prebuilt import create_react_agent


@tool
def lookup_population(city: str) -> str:
    """Looks up how many people live in a city, e.g. Paris."""
    return city_tools.lookup_population(city)


@tool
def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Converts a value between units: km and mi, kg and lb."""
    return city_tools.convert_units(value, from_unit, to_unit)


model = ChatOpenAI(
    model=os.environ.get("OPENAI_MODEL", "workbench"),
    base_url=os.environ["OPENAI_BASE_URL"],
    api_key=os.environ.get("OPENAI_API_KEY", "none"),
    temperature=0.0,
    streaming=os.environ.get("AGENT_STREAM") == "1",  # the model's replies streamed, or whole
)
agent = create_react_agent(model, [lookup_population, convert_units])
task = " ".join(sys.argv[1:]) or "How many people live in Paris?"
result = agent.invoke({"messages": [("user", task)]}, {"recursion_limit": 9})
print(f"Answer: {result['messages'][-1].content}")
