"""Put an engine together from a user's choices: task, method, model, Wikipedia backend.

The app, the CLI and the batch runner all start runs here; what a task family needs
(environment, exemplars, step limit) comes from the catalogue (`react_core.engine.catalog`).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from react_core.engine.catalog import env_choice_for, make_env, make_method, pin_corpus
from react_core.engine.engine import Engine, TrajectorySink
from react_core.engine.model_switch import ModelOpener, open_for
from react_core.environments.base import EnvChoice, Environment
from react_core.models.base import LanguageModel
from react_core.prompting import prompt_sets
from react_core.prompting.method_base import Generation, Method
from react_core.trajectory.run_with import RunWith
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory


def new_engine(
    task: Task,
    method: str,
    model: LanguageModel,
    *,
    env: Environment | None = None,
    env_choice: EnvChoice = EnvChoice(),
    generation: Generation | None = None,
    max_steps: int | None = None,
    prefix: str | None = None,
    model_settings: dict[str, Any] | None = None,
    sink: TrajectorySink | None = None,
    prompt_set: str = prompt_sets.PROJECT,
    paper_dir: str | Path | None = None,
    models: ModelOpener | None = None,
) -> Engine:
    """A fresh trajectory for `task`, ready to `step()`.

    The prompt set (and the paper's folder) is recorded in the trajectory's settings, so a
    reopened run reads the same exemplars; so is the paper's observation rewriting it implies."""
    prompt_sets.parse(prompt_set)  # an unknown set fails here, before anything is recorded
    env_choice = env_choice_for(env_choice, task.family, prompt_set)
    if env is None:  # a given environment searches what it searches: no corpus to record
        env_choice = pin_corpus(env_choice, task)
    settings = {"model": model.name, **(model_settings or {})}
    if generation:
        settings.update(temperature=generation.temperature, max_tokens=generation.max_tokens, seed=generation.seed)
        if generation.retry_repeats:
            settings["retry_repeats"] = True  # so a reopened run decodes alike
    settings["wiki_backend"] = env_choice.wiki_backend
    if env_choice.corpus_path:
        settings["corpus"] = str(env_choice.corpus_path)  # so a reopened trajectory searches the same pages
    if env_choice.corpus_folder:
        settings["corpus_folder"] = env_choice.corpus_folder  # so it can tell when that file holds another folder
    if max_steps:
        settings["max_steps"] = max_steps
    settings["prompt_set"] = prompt_set
    if prompt_sets.is_paper(prompt_set):
        folder = prompt_sets.paper_folder(paper_dir)
        settings["paper_prompts"] = str(folder) if folder else (str(paper_dir) if paper_dir else None)
    if env_choice.paper_observations:
        settings["paper_observations"] = True
    if env_choice.rerun_tools:
        settings["rerun_tools"] = True  # a tool family calls its tools again on resume (pure tools)
    if env_choice.tools is not None:
        settings["tools"] = list(env_choice.tools)  # the tools a person offered: a reopened run offers the same
    trajectory = Trajectory.start(task, method, settings)
    return open_engine(
        trajectory,
        model,
        env=env,
        env_choice=env_choice,
        generation=generation,
        prefix=prefix,
        sink=sink,
        models=models,
    )


def open_engine(
    trajectory: Trajectory,
    model: LanguageModel,
    *,
    env: Environment | None = None,
    env_choice: EnvChoice | None = None,
    generation: Generation | None = None,
    prefix: str | None = None,
    sink: TrajectorySink | None = None,
    models: ModelOpener | None = None,
    ask_approval: bool = False,
) -> Engine:
    """An engine over a saved trajectory (History, Evaluate): same method, limits, prompt set and
    environment options as recorded (a trajectory from before prompt sets used the project's).

    A branch resumed with another model is stepped with the model `models` opens for its RunWith
    (default: react_core.engine.model_switch.open_for, the key from the environment), with its
    temperature and prompt set. `ask_approval`: a person approves each call of a tool that changes
    things (react_core.plugins.mcp_env); without, only tools the run allows run."""
    task = trajectory.task
    settings = trajectory.model
    choice = env_choice or EnvChoice(
        wiki_backend=settings.get("wiki_backend", "local"),
        corpus_path=settings.get("corpus"),
        corpus_folder=settings.get("corpus_folder"),
        rerun_tools=bool(settings.get("rerun_tools", False)),
        tools=tuple(settings["tools"]) if settings.get("tools") is not None else None,
    )
    if ask_approval and not choice.ask_approval:  # a person is there to approve tools that change things
        choice = replace(choice, ask_approval=True)
    if bool(settings.get("paper_observations")) != choice.paper_observations:
        choice = replace(choice, paper_observations=bool(settings.get("paper_observations")))
    method = method_for(trajectory, prefix)
    generation = generation or Generation(
        temperature=settings.get("temperature", 0.0),
        max_tokens=settings.get("max_tokens", 200),
        seed=settings.get("seed"),
        retry_repeats=bool(settings.get("retry_repeats", False)),
    )
    opener = models or open_for

    def refit(run_with: RunWith) -> tuple[LanguageModel, Method, Generation]:
        branch_method = method_for(trajectory, prefix, prompt_set=run_with.prompt_set)
        return opener(run_with), branch_method, replace(generation, temperature=run_with.temperature)

    return Engine(
        trajectory, method, model, env or make_env(task, choice), generation=generation, sink=sink, refit=refit
    )


def method_for(trajectory: Trajectory, prefix: str | None = None, prompt_set: str | None = None) -> Method:
    """The method a saved trajectory runs with: its recorded limits, prompt set and exemplars.

    Raises PromptSetError or PromptNotFound naming the exemplar file that is missing, so a caller
    can ask before it changes anything (handing a played run over to the model). `prompt_set`:
    another set than the recorded one (a branch resumed with another prompt set)."""
    task, settings = trajectory.task, trajectory.model
    method = make_method(
        trajectory.method,
        task.family,
        task_type=task.meta.get("task_type"),
        max_steps=settings.get("max_steps"),
        prefix=prefix,
        prompt_set=prompt_set or settings.get("prompt_set") or prompt_sets.PROJECT,
        paper_dir=settings.get("paper_prompts"),
        tools=settings.get("tools"),
    )
    if settings.get("cot_sc_samples") and hasattr(method, "samples"):
        method.samples = settings["cot_sc_samples"]  # a batch's n, so a reopened episode votes alike
    return method
