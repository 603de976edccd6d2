"""The paper's three Wikipedia actions as tools for ReAct (tool calls): search, lookup, finish.

Their descriptions say what the paper's instruction says of Search[entity], Lookup[keyword] and
Finish[answer]; a call is written back as that action text (`Search[Vienna]`), which the
environment reads as it reads text ReAct's. FEVER's finish takes one of its three labels only.
"""

from __future__ import annotations

from react_core.prompting.tool_calls import ActionTools, ToolSpec, string_argument


def wikipedia_tools(where: str = "Wikipedia", labels: tuple[str, ...] = ()) -> ActionTools:
    """The tools of a family searched in `where` ("Wikipedia", "your documents"); `labels`: FEVER's answers."""
    answer = f"the answer: one of {', '.join(labels)}" if labels else "the answer, as short as possible"
    return ActionTools(
        (
            ToolSpec(
                "search",
                "Search",
                f"Searches the exact entity in {where} and returns the first paragraph if it exists. If not, "
                "it returns some similar entities to search.",
                string_argument("entity", "the exact title to search"),
                plain="entity",
            ),
            ToolSpec(
                "lookup",
                "Lookup",
                "Returns the next sentence containing the keyword in the current page.",
                string_argument("keyword", "a word or phrase to find in the current page"),
                plain="keyword",
            ),
            ToolSpec(
                "finish",
                "Finish",
                "Returns the answer and finishes the task.",
                string_argument("answer", answer, enum=labels),
                plain="answer",
            ),
        )
    )
