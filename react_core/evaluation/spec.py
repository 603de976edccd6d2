"""What a batch runs: its settings (`BatchSpec`, whose hash is the batch id) and its jobs."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass

from react_core.environments.base import WikiBackend
from react_core.evaluation.tasksets import parse_set
from react_core.models.base import LanguageModel
from react_core.prompting.self_consistency import DEFAULT_SAMPLES
from react_core.trajectory.task import Task

ModelFactory = Callable[[str], LanguageModel]
DEFAULT_MODEL = "default"
# Settings added after batches were stored, with the value they had before: left out of the
# hash at that value, so running an old command again resumes its batch.
ADDED_LATER = {"prompt_set": "project", "paper_prompts": None, "retry_repeats": False, "agent": None, "skip": 0}


@dataclass(frozen=True)
class BatchSpec:
    """What a batch runs. Equal specs give the same batch id, so re-running a command resumes it."""

    task_set: str
    methods: tuple[str, ...]
    models: tuple[str, ...] = (DEFAULT_MODEL,)
    limit: int | None = None
    skip: int = 0  # tasks left out at the start (after sampling): a set run in parts, "tasks 20 to 50"
    sample: int | None = None
    seed: int = 0
    max_steps: int | None = None
    samples: int = DEFAULT_SAMPLES  # CoT-SC's n
    temperature: float = 0.0
    retry_repeats: bool = True  # see method_base.Generation; False is the paper's decoding
    wiki_backend: WikiBackend = "local"
    corpus_path: str | None = None
    prompt_set: str = "project"  # where the exemplars come from: project, paper, user:NAME
    paper_prompts: str | None = None  # the paper's prompts folder, for prompt_set "paper"
    agent: str | None = None  # a batch of a person's own agent: its command (evaluation.agent_batch)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["methods"], data["models"] = list(self.methods), list(self.models)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> BatchSpec:
        """A stored spec; a setting added later and missing there had its old value then."""
        return cls(**{**ADDED_LATER, **data, "methods": tuple(data["methods"]), "models": tuple(data["models"])})

    @classmethod
    def stored(cls, text: str) -> BatchSpec | None:
        """A spec as the results store keeps it (JSON); None when it no longer reads (a batch
        stored by another version), so one odd batch cannot break a page that lists them all."""
        try:
            return cls.from_dict(json.loads(text))
        except Exception:
            return None

    def hashed_dict(self) -> dict:
        """What the batch id is made from: every setting, less those at their default that were
        added after batches already existed (a batch stored before prompt sets keeps its id)."""
        data = self.to_dict()
        for name, default in ADDED_LATER.items():
            if data.get(name) == default:
                del data[name]
        return data

    def default_id(self) -> str:
        digest = hashlib.sha1(json.dumps(self.hashed_dict(), sort_keys=True).encode()).hexdigest()[:8]
        family, _ = parse_set(self.task_set)
        return f"{family}-{digest}"


@dataclass(frozen=True)
class Job:
    task: Task
    method: str
    model: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.task.id, self.method, self.model)


def plan(spec: BatchSpec, tasks: Iterable[Task]) -> list[Job]:
    """Every (task, method, model), models outermost so one model's results come in together; within a
    model, a task's methods one after another, so the methods compared run beside each other under the
    same load, and a batch stopped midway has every method on the same tasks (a paired comparison)."""
    return [Job(task, method, model) for model in spec.models for task in tasks for method in spec.methods]
