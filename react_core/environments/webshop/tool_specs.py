"""WebShop's two actions as tools for ReAct (tool calls): search {"query"} and click {"button"}.

A call is written back as the shop's own action text (``search[wool socks]``, ``click[Buy Now]``), which
the shop reads as it reads text ReAct's; the episode ends at Buy Now, as it does now.
"""

from __future__ import annotations

from react_core.prompting.tool_calls import ActionTools, ToolSpec, string_argument

WEBSHOP_TOOLS = ActionTools(
    (
        ToolSpec(
            "search",
            "search",
            "Searches the shop for products; only on a page that shows [Search].",
            string_argument("query", "what to search for"),
            plain="query",
        ),
        ToolSpec(
            "click",
            "click",
            "Clicks a button the current page shows in brackets: a product id, an option such as a colour "
            "or size, [Next >], [< Prev], [Back to Search], [Description], or [Buy Now] to buy and finish.",
            string_argument("button", "the button's text, e.g. B0BU9EYCMB, x-large or Buy Now"),
            plain="button",
        ),
    )
)
