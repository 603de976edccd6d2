"""What the knowledge families searched with the paper's Wikipedia API share (HotpotQA, FEVER, your
documents): their question files and the Wikipedia environment over the chosen corpus."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from react_core.common.paths import imports_dir
from react_core.environments.base import EnvChoice, Environment
from react_core.trajectory.task import Task


def imported_files(family: str) -> list[str]:
    """The question files imported for a family (the Data page, `tasks import`), oldest name first."""
    folder = imports_dir(family)
    if not folder.is_dir():
        return []
    return [str(p) for p in sorted(folder.iterdir()) if p.suffix in (".json", ".jsonl")]


def question_tasks(name: str) -> Callable[[str], list[Task]]:
    """A loader of the family's questions from one source (bundled, or a file)."""

    def load(source: str) -> list[Task]:
        from react_core.data.tasks import load_tasks

        return load_tasks(name, source)

    return load


def local_corpus(task: Task, choice: EnvChoice = EnvChoice()) -> Path | None:
    """The corpus file a local knowledge task searches; None means the bundled pages."""
    if choice.corpus_path:
        return Path(choice.corpus_path)
    from react_core.data.file_corpus import corpus_for_task

    return corpus_for_task(task)


def wikipedia_env(task: Task, choice: EnvChoice) -> Environment:
    """The paper's Wikipedia API over live Wikipedia, or the local corpus the task searches."""
    from react_core.environments.wikipedia import make_env

    if choice.wiki_backend != "local":
        return make_env(backend=choice.wiki_backend)
    return make_env(backend="local", corpus_path=local_corpus(task, choice))
