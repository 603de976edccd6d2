"""Your documents: questions over a folder of your own files, searched with the paper's Wikipedia API
over a corpus built from them (see docs/your-own-world.md)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from react_core.environments.base import EnvChoice, Environment, Family
from react_core.environments.wikipedia.actions import check_action
from react_core.environments.wikipedia.moves import MOVES
from react_core.environments.wikipedia.tool_specs import wikipedia_tools
from react_core.prompting.method_names import KNOWLEDGE_METHODS
from react_core.trajectory.task import Task


def sources() -> list[str]:
    from react_core.data.document_tasks import question_sources

    return question_sources()


def load(source: str) -> list[Task]:
    from react_core.data.document_tasks import load_questions

    return load_questions(source)


def environment(task: Task, choice: EnvChoice) -> Environment:
    # The paper's Wikipedia API over the corpus the run recorded (see `pin_corpus`), else the
    # user's documents corpus built last (or the example folder's).
    from react_core.data.document_tasks import corpus_of, recorded_corpus
    from react_core.environments.wikipedia import make_env

    path = recorded_corpus(choice.corpus_path, choice.corpus_folder) if choice.corpus_path else corpus_of(task)
    return make_env(backend="local", corpus_path=path)


def pin_corpus(choice: EnvChoice, task: Task) -> EnvChoice:
    """`choice` as a new run records it: a question names the corpus file it searches now (the example
    folder's, or the one built last) and the folder that file was built from, as `--corpus` is recorded
    for Wikipedia, so a reopened run searches the same pages rather than whatever was built since."""
    from react_core.data.document_corpus import built_from
    from react_core.data.document_tasks import corpus_of

    path = Path(choice.corpus_path).expanduser().resolve() if choice.corpus_path else corpus_of(task).resolve()
    return replace(choice, corpus_path=str(path), corpus_folder=choice.corpus_folder or built_from(path))


FAMILY = Family(
    name="docs",
    label="Your documents (questions)",
    short="Documents",
    noun="question",
    example="Who founded the observatory whose main telescope is named Calder?",
    step_limit=7,
    methods=KNOWLEDGE_METHODS,
    metric="EM",
    table="Table 1",
    scoring="answer",
    style="dense",
    own_tasks=True,
    thread_safe=True,
    sources=sources,
    load=load,
    environment=environment,
    pin_choice=pin_corpus,
    tool_calls=wikipedia_tools("your documents"),
    valid_moves=MOVES,  # a search or lookup that found nothing, made again, is held to a search
    check_action=check_action,
)
