"""The methods' names in groups a family declares (`Family.methods`), in the paper's Table 1 order.

The methods themselves (labels, builders) are in the catalogue (react_core.engine.catalog); a family's
package, below it, names the ones that apply to it from here.
"""

from __future__ import annotations

PAPER_METHODS = ("standard", "cot", "cot_sc", "act", "react", "cot_sc_react", "react_cot_sc")  # Table 1's order
KNOWLEDGE_METHODS = (*PAPER_METHODS, "react_tools")  # and ReAct (tool calls), beside the paper's
DECISION_METHODS = ("react", "act", "react_tools")  # the decision-making tasks (ALFWorld, WebShop)
