"""The Evaluate page: run a batch (task set x methods x one model), watch it, read the paper-style
tables and charts, and open any episode in the Run page to inspect, edit and resume it.

Starting the same settings again resumes the batch where it stopped; every episode is also
saved to History.
"""

from __future__ import annotations

import streamlit as st

from ui.evaluate import evaluate, evaluate_agent, evaluate_results
from ui.widgets import navigation, resources, style
from ui.widgets.plain_text import md

st.set_page_config(page_title="Evaluate · ReAct workbench", page_icon=":material/leaderboard:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()

if evaluate_agent.chosen():  # the person's own agent over a file of inputs, as a batch
    agent = evaluate_agent.sidebar()
    st.title("Evaluate: your agent")
    st.caption(
        "Each input of your file runs through your agent's command with the workbench as its model; its final "
        "answer is checked, and the batch is stored like any other: compare it with another in the table below, "
        "or gate a change in CI with `eval --show NEW --baseline OLD --fail-below N`."
    )
    results = resources.results_store()
    batches = results.batches()
    evaluate_agent.controls(agent, batches)
    evaluate.progress_or_outcome(evaluate.Settings(None, agent.config, agent.concurrency, "", None, []))
    evaluate_results.show(results, batches, agent.batch_id or None)
    st.stop()

settings = evaluate.settings_sidebar()
st.title("Evaluate")
st.caption(
    "Compare methods on many tasks, laid out like the paper's Table 1 (HotpotQA, FEVER), Table 3 (ALFWorld) and Table 4 (WebShop)."
)
evaluate.show_notes(settings)

results = resources.results_store()
if results.recovered:  # the database was damaged and moved aside: say where, and how to recover it
    st.warning(md(results.recovered), icon=":material/build:")
batches = results.batches()  # every batch with its finished count: the button's state and the results list
evaluate.batch_controls(settings, batches)
evaluate.progress_or_outcome(settings)
evaluate_results.show(results, batches, settings.spec.default_id() if settings.spec else None)
