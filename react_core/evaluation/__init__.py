"""Batch evaluation: many tasks x methods x models, stored, resumable, tabulated like the paper.

    python -m react_core eval --set hotpotqa:bundled --methods react,act,cot,cot_sc --limit 50 --concurrency 4

Modules: `tasksets` (which tasks), `runner` (threads, progress, resume), `ray_backend` (--ray),
`results` (SQLite store, DataFrames), `tables` (Table 1, Table 3, Figure 2, exports),
`failures` (why episodes failed), `gate` and `paired` (a batch against a baseline, task by task:
the CI gate), `cli` and `gate_cli`; a person's own agent over a JSONL file of inputs
(`agent_inputs`, `agent_batch`; `eval --agent`).
"""
