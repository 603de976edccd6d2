"""The Evaluate page's "Score vs CoT-SC samples" chart stands only where a batch's family has CoT-SC:
a person's own agent (or ALFWorld, WebShop) has nothing to sample, and an empty chart with "Run CoT-SC"
asked for a method it cannot run."""

from __future__ import annotations

import pandas as pd

from ui.evaluate.evaluate_results import _offers_cot_sc


def test_a_family_with_cot_sc_keeps_the_samples_chart():
    assert _offers_cot_sc(pd.DataFrame({"family": ["hotpotqa", "hotpotqa"]}))
    assert _offers_cot_sc(pd.DataFrame({"family": ["webshop", "fever"]})), "one family with CoT-SC is enough"


def test_your_agent_and_the_games_have_no_samples_chart():
    assert not _offers_cot_sc(pd.DataFrame({"family": ["your agent"]}))
    assert not _offers_cot_sc(pd.DataFrame({"family": ["alfworld", "webshop"]}))
    assert not _offers_cot_sc(pd.DataFrame({"method": ["agent"]})), "a frame without families"
