"""A smolagents ToolCallingAgent with two tools, on any OpenAI-compatible endpoint.

    OPENAI_BASE_URL=http://127.0.0.1:PORT/s/<run>/<token>/v1 OPENAI_API_KEY=none \
        python smolagents_agent.py "How many people live in Paris?"

Point OPENAI_BASE_URL at a workbench run's URL and each model call is a step you can hold and edit.
AGENT_STREAM=1 streams the model's replies.
"""

import os
import sys

import city_tools
from smolagents import OpenAIModel, ToolCallingAgent, tool


@tool
def lookup_population(city: str) -> str:
    """Looks up how many people live in a city.

    Args:
        city: the city's name, e.g. Paris
    """
    return city_tools.lookup_population(city)


@tool
def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Converts a value between units: km and mi, kg and lb.

    Args:
        value: the number to convert
        from_unit: the unit it is in, e.g. km
        to_unit: the unit wanted, e.g. mi
    """
    return city_tools.convert_units(value, from_unit, to_unit)


model = OpenAIModel(
    model_id=os.environ.get("OPENAI_MODEL", "workbench"),
    api_base=os.environ["OPENAI_BASE_URL"],
    api_key=os.environ.get("OPENAI_API_KEY", "none"),
    temperature=0.0,
)
agent = ToolCallingAgent(
    tools=[lookup_population, convert_units],
    model=model,
    max_steps=4,
    verbosity_level=0,
    stream_outputs=os.environ.get("AGENT_STREAM") == "1",  # the model's replies streamed, or whole
)
task = " ".join(sys.argv[1:]) or "How many people live in Paris?"
answer = agent.run(task)
print(f"\nAnswer: {answer}")  # on a line of its own: a streamed run leaves its output mid-line
