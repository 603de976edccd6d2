"""Corpora and tasks for the knowledge tasks (HotpotQA, FEVER).

Build a corpus: ``python -m react_core corpus build --help``. In code:
`react_core.data.tasks.load_tasks`, `get_task`; `react_core.data.corpus.build_corpus`, `Corpus`.
"""
