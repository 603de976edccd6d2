"""The catalogue: every task family and every method of the workbench, each written down once.

A family says how it reads (its transcript), its step limit, which methods apply, where its
tasks come from, how its environment is made and how an episode is scored. A method says
its label, its place in the paper's Table 1 order, and how it is built. Pages, the CLI, the
batch runner and the tables read these entries; no other module spells a family's or a
method's label. A bundled family declares itself in its own package (``FAMILY = Family(...)``, as a
plugin does; the contract: react_core/environments/base.py) and is listed in `FAMILIES` here; a user
adds one without touching this file, by a plugin (react_core/plugins: a tools file, an environment
file, or an installed package's entry point).

    family("alfworld").step_limit          # 50
    methods_for("hotpotqa")                # the seven knowledge methods, Table 1 order
    make_method("react", "fever")          # a ready Method with the family's exemplars
    make_method("react", "fever", prompt_set="paper", paper_dir="../shared/data/react-repo/prompts")
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from react_core.environments.alfworld import family as alfworld
from react_core.environments.base import EnvChoice, Environment, Family
from react_core.environments.webshop import family as webshop
from react_core.environments.wikipedia import documents, fever, hotpotqa
from react_core.environments.wikipedia.knowledge import local_corpus as local_corpus  # re-exported for the CLI
from react_core.plugins import registry
from react_core.prompting import prompt_sets
from react_core.prompting.method_base import Method
from react_core.prompting.method_names import DECISION_METHODS as DECISION_METHODS
from react_core.prompting.method_names import KNOWLEDGE_METHODS
from react_core.prompting.method_names import PAPER_METHODS as PAPER_METHODS
from react_core.prompting.methods import Format, MethodFactory, build_act, build_cot, build_react, build_standard
from react_core.prompting.self_consistency import build_cot_sc, build_cot_sc_react, build_react_cot_sc
from react_core.prompting.tool_agent import build_react_tools
from react_core.prompting.transcript import Transcript
from react_core.scoring.metrics import Score
from react_core.trajectory.steps import StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory


# ----- methods ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MethodEntry:
    name: str
    label: str
    build: MethodFactory
    summary: str


METHODS: tuple[MethodEntry, ...] = (  # the paper's Table 1 order
    MethodEntry("standard", "Standard", build_standard, "the answer alone"),
    MethodEntry("cot", "CoT", build_cot, "reasoning, then the answer; no actions"),
    MethodEntry("cot_sc", "CoT-SC", build_cot_sc, "21 CoT samples at T=0.7, majority vote"),
    MethodEntry("act", "Act", build_act, "actions and observations, no thoughts"),
    MethodEntry("react", "ReAct", build_react, "a thought before every action"),
    MethodEntry(
        "cot_sc_react",
        "CoT-SC -> ReAct",
        build_cot_sc_react,
        "CoT-SC; back off to ReAct when the majority holds fewer than n/2 votes",
    ),
    MethodEntry(
        "react_cot_sc",
        "ReAct -> CoT-SC",
        build_react_cot_sc,
        "ReAct; back off to CoT-SC when it gives no answer within the step limit",
    ),
    # Beside the paper's methods: a thought, then the action as the model API's tool call (today's agents).
    MethodEntry(
        "react_tools", "ReAct (tool calls)", build_react_tools, "a thought, then one tool call with JSON arguments"
    ),
)
_METHODS = {m.name: m for m in METHODS}
assert tuple(_METHODS) == KNOWLEDGE_METHODS, "METHODS and prompting.method_names must list the same methods in order"


def method(name: str) -> MethodEntry:
    if name not in _METHODS:
        raise ValueError(f"Unknown method {name!r}; choose one of: {', '.join(_METHODS)}.")
    return _METHODS[name]


def method_label(name: str) -> str:
    """The method's name as the paper writes it ("ReAct -> CoT-SC"); unknown names as given."""
    entry = _METHODS.get(name)
    return entry.label if entry else name.replace("_", " ")


def method_rank(name: str) -> int:
    """Position in the paper's Table 1 order, then ReAct (tool calls) (unknown names last)."""
    return KNOWLEDGE_METHODS.index(name) if name in KNOWLEDGE_METHODS else len(KNOWLEDGE_METHODS)


# ----- families ------------------------------------------------------------------------------------
# The bundled families, each declared in its own package as a plugin declares one (``FAMILY = Family(...)``,
# the contract in environments/base.py); user families follow them (react_core.plugins.registry).
FAMILIES: tuple[Family, ...] = (hotpotqa.FAMILY, fever.FAMILY, alfworld.FAMILY, webshop.FAMILY, documents.FAMILY)
_FAMILIES = {f.name: f for f in FAMILIES}


def all_families() -> list[Family]:
    """The bundled families, then every user family registered (react_core.plugins.registry)."""
    return [*FAMILIES, *registry.families(taken=_FAMILIES)]


def family(name: str) -> Family:
    found = _FAMILIES.get(name) or next((f for f in all_families() if f.name == name), None)
    if found is None:
        hint = ""
        if registry.problems():
            hint = " Some plugins did not load: " + " ".join(registry.problems().values())
        raise ValueError(
            f"Unknown task family {name!r}; choose one of: {', '.join(f.name for f in all_families())}.{hint}"
        )
    return found


def families_in(table: str) -> list[str]:
    """The families a paper table covers, in catalogue order ("Table 1": HotpotQA, FEVER)."""
    return [f.name for f in FAMILIES if f.table == table]


def family_names(available_only: bool = False) -> list[str]:
    """Every family, user families after the bundled ones; with `available_only`, those that have
    tasks on this machine (or, for families that take your own question, can take one)."""
    return [f.name for f in all_families() if not available_only or f.own_tasks or f.sources()]


def add_plugin(path: str, remember: bool = False) -> list[str]:
    """Load a plugin file now (the sidebar, `--plugin`); its family names. Raises PluginError naming the
    file and what to do; the families already loaded stay."""
    return [f.name for f in registry.add_file(path, taken=_FAMILIES, remember=remember)]


def add_mcp_server(spec: str, remember: bool = False) -> list[str]:
    """Connect to an MCP server now (the sidebar, `--mcp`); its family's name. Raises PluginError naming
    the server and what to do; the families already loaded stay."""
    return [f.name for f in registry.add_server(spec, taken=_FAMILIES, remember=remember)]


def plugin_problems() -> dict[str, str]:
    """{file or entry point: message} of every user plugin that did not load."""
    all_families()  # loads whatever is configured and not yet tried
    return registry.problems()


def methods_for(family_name: str) -> list[str]:
    return list(family(family_name).methods)


def load_tasks(family_name: str, source: str = "bundled") -> list[Task]:
    return family(family_name).load(source)


def find_task(family_name: str, task_id: str, source: str | None = None) -> Task:
    """The task with this id in `source`, or in any of the family's sources; a clear error otherwise."""
    fam = family(family_name)
    sources = [source] if source else fam.sources()
    known: list[str] = []
    for each in sources:
        tasks = fam.load(each)
        for task in tasks:
            if task.id == task_id:
                return task
        known += [t.id for t in tasks]
    sample = ", ".join(known[:3]) + (f", … ({len(known)} in all)" if len(known) > 3 else "")
    raise ValueError(
        f"No {fam.short} task with id {task_id!r}. Known ids look like: {sample or 'none'}; "
        f"list them with `python -m react_core tasks --task {fam.name}`."
    )


def transcript_for(family_name: str) -> Transcript:
    return family(family_name).transcript()


def pin_corpus(choice: EnvChoice, task: Task) -> EnvChoice:
    """`choice` as a new run records it, by the family's `pin_choice` (your documents name the corpus
    file they search now, so a reopened run searches the same pages); other families as chosen."""
    pin = family(task.family).pin_choice
    return pin(choice, task) if pin is not None else choice


def make_env(task: Task, choice: EnvChoice = EnvChoice()) -> Environment:
    """The one place an environment is made, for the app, the CLI and the batch runner."""
    return offering(task.family, choice.tools).environment(task, choice)


def offering(family_name: str, tools: tuple[str, ...] | list[str] | None) -> Family:
    """The family, offering only `tools` where it is a tools family and a person chose some (None: all)."""
    fam = family(family_name)
    return fam.offer(tuple(tools)) if tools is not None and fam.offer is not None else fam


def env_choice_for(choice: EnvChoice, family_name: str, prompt_set: str | None) -> EnvChoice:
    """`choice` as a run with this prompt set needs it: the paper's prompts show observations as the
    paper's code rewrote them (ALFWorld), so with them, and only with them, the environment does too."""
    wanted = family(family_name).paper_observations and prompt_sets.is_paper(prompt_set)
    return choice if choice.paper_observations == wanted else replace(choice, paper_observations=wanted)


def score(task: Task, answer: str | None, success: bool | None = None, reward: float | None = None) -> Score:
    """Score an episode's answer (or the game's verdict, or its reward) by its family's rule."""
    return family(task.family).score(task, answer, success, reward)


def score_branch(trajectory: Trajectory, branch_id: str | None = None) -> Score:
    """Score a branch as its family does: its answer, the game's verdict, or the reward the
    environment put on its last observation (WebShop's score at Buy Now)."""
    return score(trajectory.task, *branch_outcome(trajectory, branch_id))


def branch_outcome(
    trajectory: Trajectory, branch_id: str | None = None
) -> tuple[str | None, bool | None, float | None]:
    """(answer, success, reward) of a branch, as `Family.score` takes them (a caller that holds the family
    scores with it). A finished game that never reported a win is a loss, not unknown."""
    branch = trajectory.branch(branch_id)
    reward = None
    for step in reversed(trajectory.steps_of(branch.id)):
        if step.kind == StepKind.OBSERVATION and "reward" in step.info:
            reward = step.info["reward"]
            break
    success = branch.success if branch.success is not None or not branch.finished else False
    return branch.answer, success, reward


def make_method(
    name: str,
    family_name: str,
    *,
    task_type: str | None = None,
    max_steps: int | None = None,
    prefix: str | None = None,
    prompt_set: str | None = prompt_sets.PROJECT,
    paper_dir: str | Path | None = None,
    tools: tuple[str, ...] | list[str] | None = None,
) -> Method:
    """A method bound to a family's format and exemplars; a clear error names the choices.

    Exemplars come from `prompt_set` (project, paper with `paper_dir`, user:NAME; see
    `react_core.prompting.prompt_sets`); `prefix` replaces them all (every one the method reads, for the back-offs).
    `tools`: a tools family's tools the run offers (a person's choice; None: all)."""
    fam = offering(family_name, tools)
    entry = method(name)
    if name not in fam.methods:
        where = " and ".join(f.short for f in all_families() if name in f.methods)
        raise ValueError(
            f"{entry.label} is defined for {where} only; for {fam.short} choose one of: "
            f"{', '.join(method_label(m) for m in fam.methods)}."
        )
    fmt = Format(
        fam.name,
        fam.transcript(),
        max_steps or fam.step_limit,
        span_answers=fam.answers_from_pages,
        labels=fam.labels,
        moves=fam.valid_moves,
        tools=fam.tool_calls,
    )

    def prefix_of(exemplars: str) -> str:
        if prefix is not None:
            return prefix
        if fam.prompt is not None and prompt_sets.parse(prompt_set)[0] == prompt_sets.PROJECT:
            return fam.prompt(exemplars)  # a user's family: its zero-shot instruction until it has exemplars
        return prompt_sets.prefix(
            prompt_set, fam.name, exemplars, task_type if fam.sparse else None, paper_dir=paper_dir
        )

    return entry.build(fmt, prefix_of)
