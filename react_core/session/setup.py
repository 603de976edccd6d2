"""What a new run is made from: the task, the method, the model and the settings a person chose (the
Run page's sidebar, the CLI's options), and the model's name as it may be shown and compared."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from react_core.environments.base import EnvChoice, WikiBackend
from react_core.models.config import ModelConfig
from react_core.models.urls import without_credentials
from react_core.prompting.method_base import Generation
from react_core.trajectory.task import Task


def model_signature(config: ModelConfig) -> str:
    """Names the model without the key or a password in the URL (safe to show and to compare:
    a hash of the whole URL tells two passwords apart without showing either)."""
    if config.is_embedded:
        return config.describe()
    url = config.base_url or ""
    return f"{config.model or ''}@{without_credentials(url)}#{hashlib.sha256(url.encode()).hexdigest()[:8]}"


@dataclass
class Setup:
    """What a new run is made from."""

    task: Task | None
    method: str
    config: ModelConfig
    max_steps: int | None = None
    wiki_backend: WikiBackend = "local"
    prompt_set: str = "project"  # where the exemplars come from (react_core.prompting.prompt_sets)
    paper_dir: str | None = None  # the paper's prompts folder, for prompt_set "paper"
    retry_repeats: bool = True  # the small-model aid (react_core.prompting.method_base.Generation)
    rerun_tools: bool = False  # a tool family calls its tools again on resume (react_core.plugins.tools)
    corpus: str | None = None  # the corpus file a knowledge task searches (the CLI's --corpus)
    # The sampling settings as given (the CLI's); None: from the model's settings and `retry_repeats`.
    sampling: Generation | None = None
    tools: tuple[str, ...] | None = None  # an MCP server's tools offered to the model (a person's choice); None: all
    allow_tools: tuple[str, ...] = ()  # tools that change things this run may call without asking (the CLI's)
    ask_approval: bool = False  # a person is there to approve such a call (the app); else it is not run

    @property
    def signature(self) -> str:
        task = self.task
        return "|".join(
            [
                task.family if task else "",
                task.id if task else "",
                task.text if task else "",
                self.method,
                model_signature(self.config),
                str(self.max_steps),
                self.wiki_backend,
                self.prompt_set,
                str(self.paper_dir),
                str(self.retry_repeats),
                str(self.rerun_tools),
                str(self.corpus),
                str(self.tools),
                str(self.allow_tools),
            ]
        )

    def generation(self) -> Generation:
        if self.sampling is not None:
            return self.sampling
        return Generation(
            temperature=self.config.temperature,
            max_tokens=self.config.max_tokens,
            seed=self.config.seed,
            retry_repeats=self.retry_repeats,
        )

    def env_choice(self) -> EnvChoice:
        return EnvChoice(
            self.wiki_backend,
            self.corpus,
            rerun_tools=self.rerun_tools,
            tools=self.tools,
            allow_tools=self.allow_tools,
            ask_approval=self.ask_approval,
        )
