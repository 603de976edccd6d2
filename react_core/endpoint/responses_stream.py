"""A ``response`` object as the Responses API streams it: its events, in order, numbered.

created, in_progress; per output item: output_item.added, then a message's content_part.added,
output_text.delta, output_text.done, content_part.done, or a call's function_call_arguments.delta and
.done; output_item.done; and response.completed with the whole response.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any


def events(response: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    number = 0

    def event(kind: str, **fields: Any) -> tuple[str, dict[str, Any]]:
        nonlocal number
        number += 1
        return kind, {"type": kind, "sequence_number": number - 1, **fields}

    opening = {**copy.deepcopy(response), "status": "in_progress", "output": [], "usage": None, "completed_at": None}
    yield event("response.created", response=opening)
    yield event("response.in_progress", response=opening)
    for index, item in enumerate(response["output"]):
        if item["type"] == "message":
            yield event(
                "response.output_item.added", output_index=index, item={**item, "status": "in_progress", "content": []}
            )
            for part_index, part in enumerate(item["content"]):
                where = {"item_id": item["id"], "output_index": index, "content_index": part_index}
                yield event("response.content_part.added", **where, part={**part, "text": ""})
                yield event("response.output_text.delta", **where, delta=part["text"], logprobs=[])
                yield event("response.output_text.done", **where, text=part["text"], logprobs=[])
                yield event("response.content_part.done", **where, part=part)
        else:
            yield event(
                "response.output_item.added",
                output_index=index,
                item={**item, "status": "in_progress", "arguments": ""},
            )
            where = {"item_id": item["id"], "output_index": index}
            yield event("response.function_call_arguments.delta", **where, delta=item["arguments"])
            yield event(
                "response.function_call_arguments.done", **where, arguments=item["arguments"], name=item["name"]
            )
        yield event("response.output_item.done", output_index=index, item=item)
    yield event("response.completed" if response["status"] == "completed" else "response.incomplete", response=response)
