"""A person's agent with no framework: the `openai` client in a loop, one tool (examples/agents/city_tools),
until the model answers in words; once it has a tool's result it asks for words (tool_choice "none"), so a
small model does not look the city up again and again. Prints "Answer: ..." as its last line. Reads OPENAI_BASE_URL, as the
workbench sets it. Used by the measured-effect tests and bench/bench_rerun.py.

    python tests/support/city_loop_agent.py "How many people live in the city?"
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "agents"))

import city_tools
import openai

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "lookup_population",
            "description": "Looks up how many people live in a city, e.g. Paris.",
            "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        },
    }
]


def main() -> int:
    task = " ".join(sys.argv[1:]) or "How many people live in Paris?"
    client = openai.OpenAI(max_retries=0)
    messages: list[Any] = [
        {"role": "system", "content": "Answer with the tool's figures. Call lookup_population once, then answer."},
        {"role": "user", "content": task},
    ]
    for _ in range(6):
        looked_up = any(m.get("role") == "tool" for m in messages if isinstance(m, dict))
        reply = client.chat.completions.create(
            model="any",
            messages=messages,
            tools=TOOLS,  # type: ignore[arg-type]
            tool_choice="none" if looked_up else "auto",
            temperature=0,
        )
        message = reply.choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            print(f"Answer: {message.content}")
            return 0
        for call in message.tool_calls:
            city = str(json.loads(call.function.arguments or "{}").get("city", ""))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": city_tools.lookup_population(city)})
    print("Answer: (no answer within 6 calls)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
