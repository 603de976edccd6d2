"""In a fresh process, as `streamlit run` starts them, the pages offer every method of a family.

Run in a subprocess so nothing imported by other tests (such as the CoT-SC module, which once
registered its methods only when something imported it) can make the page look complete."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The paper's seven, then ReAct (tool calls), the workbench's own.
EVERY = ["Standard", "CoT", "CoT-SC", "Act", "ReAct", "CoT-SC -> ReAct", "ReAct -> CoT-SC", "ReAct (tool calls)"]

PROBE = """
import json, sys
from streamlit.testing.v1 import AppTest
page, key, family = sys.argv[1:4]
at = AppTest.from_file("app.py", default_timeout=60)  # the navigation, opened at the page's address
if page != "app.py":
    at.switch_page(page)
at.run()
at.selectbox(key="compare:family" if "Compare" in page else "task:family").set_value(family).run()
widget = at.selectbox(key=key.format(family=family)) if page == "app.py" else at.multiselect(key=key.format(family=family))
print(json.dumps(widget.options))
"""


@pytest.mark.parametrize(
    "page, key", [("app.py", "method:{family}"), ("pages/2_Compare.py", "compare:methods:{family}")]
)
@pytest.mark.parametrize("family", ["hotpotqa", "fever"])
def test_a_fresh_page_offers_every_method(page, key, family, tmp_path):
    env = {**os.environ, "REACT_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, page, key, family], cwd=ROOT, env=env, capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == EVERY
