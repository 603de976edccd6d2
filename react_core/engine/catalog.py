"""The catalogue: every task family and every method of the workbench, each written down once.

A family says how it reads (its transcript), its step limit, which methods apply, where its
tasks come from, how its environment is made and how an episode is scored. A method says
its label, its place in the paper's Table 1 order, and how it is built. Pages, the CLI, the
batch runner and the tables read these entries; no other module spells a family's or a
method's label. Adding a family means one `Family` entry here plus its environment (the contract:
react_core/environments/base.py); a user adds one without touching this file, by a plugin
(react_core/plugins: a tools file, an environment file, or an installed package's entry point).

    family("alfworld").step_limit          # 50
    methods_for("hotpotqa")                # the seven knowledge methods, Table 1 order
    make_method("react", "fever")          # a ready Method with the family's exemplars
    make_method("react", "fever", prompt_set="paper", paper_dir="../shared/data/react-repo/prompts")
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from react_core.common.paths import imports_dir
from react_core.data import data_folders
from react_core.environments.alfworld.grounding import RoomGrounding
from react_core.environments.alfworld.tool_specs import ALFWORLD_TOOLS
from react_core.environments.base import EnvChoice, Environment, Family
from react_core.environments.webshop.buttons import BUTTONS
from react_core.environments.webshop.grounding import ShopGrounding
from react_core.environments.webshop.tool_specs import WEBSHOP_TOOLS
from react_core.environments.wikipedia.tool_specs import wikipedia_tools
from react_core.plugins import registry
from react_core.prompting import prompt_sets
from react_core.prompting.methods import (
    Format,
    Method,
    MethodFactory,
    build_act,
    build_cot,
    build_react,
    build_standard,
)
from react_core.prompting.self_consistency import build_cot_sc, build_cot_sc_react, build_react_cot_sc
from react_core.prompting.tool_agent import build_react_tools
from react_core.prompting.transcript import Transcript
from react_core.scoring.answer_checks import FEVER_LABELS
from react_core.scoring.metrics import Score
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import StepKind, Trajectory


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
PAPER_METHODS = tuple(m.name for m in METHODS if m.name != "react_tools")  # the paper's Table 1 order
KNOWLEDGE_METHODS = (*PAPER_METHODS, "react_tools")
DECISION_METHODS = ("react", "act", "react_tools")


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
def _imported_files(family: str) -> list[str]:
    folder = imports_dir(family)
    if not folder.is_dir():
        return []
    return [str(p) for p in sorted(folder.iterdir()) if p.suffix in (".json", ".jsonl")]


def _knowledge_sources(name: str) -> Callable[[], list[str]]:
    def sources() -> list[str]:
        found = ["bundled", *_imported_files(name)]
        if name == "fever":  # the claims file saved on the Data page, searched in its wiki pages
            claims = data_folders.fever_claims_file()
            if claims and Path(claims).is_file() and claims not in found:
                found.append(claims)
        return found

    return sources


def _knowledge_tasks(name: str) -> Callable[[str], list[Task]]:
    def load(source: str) -> list[Task]:
        from react_core.data.tasks import load_tasks

        return load_tasks(name, source)

    return load


def _wikipedia_env(task: Task, choice: EnvChoice) -> Environment:
    from react_core.environments.wikipedia import make_env

    if choice.wiki_backend != "local":
        return make_env(backend=choice.wiki_backend)
    return make_env(backend="local", corpus_path=local_corpus(task, choice))


def local_corpus(task: Task, choice: EnvChoice = EnvChoice()) -> Path | None:
    """The corpus file a local knowledge task searches; None means the bundled pages."""
    if choice.corpus_path:
        return Path(choice.corpus_path)
    from react_core.data.file_corpus import corpus_for_task

    return corpus_for_task(task)


def _alfworld_sources() -> list[str]:
    try:
        from react_core.environments.alfworld import list_games
    except ImportError:  # the alfworld engine is not installed
        return []
    return [suite for suite in ("bundled", "official") if list_games(suite)]


def _alfworld_tasks(source: str) -> list[Task]:
    from react_core.environments.alfworld import list_games

    return list_games(source)


def _alfworld_env(task: Task, choice: EnvChoice) -> Environment:
    from react_core.environments.alfworld import AlfWorldEnv

    return AlfWorldEnv(strip_arrival=choice.paper_observations)


def _documents_sources() -> list[str]:
    from react_core.data.document_tasks import question_sources

    return question_sources()


def _documents_tasks(source: str) -> list[Task]:
    from react_core.data.document_tasks import load_questions

    return load_questions(source)


def _documents_env(task: Task, choice: EnvChoice) -> Environment:
    # The paper's Wikipedia API over the corpus the run recorded (see `pin_corpus`), else the
    # user's documents corpus built last (or the example folder's).
    from react_core.data.document_tasks import corpus_of, recorded_corpus
    from react_core.environments.wikipedia import make_env

    path = recorded_corpus(choice.corpus_path, choice.corpus_folder) if choice.corpus_path else corpus_of(task)
    return make_env(backend="local", corpus_path=path)


def pin_corpus(choice: EnvChoice, task: Task) -> EnvChoice:
    """`choice` as a new run records it. A documents question names the corpus file it searches now
    (the example folder's, or the one built last) and the folder that file was built from, as
    `--corpus` is recorded for Wikipedia, so a reopened run searches the same pages rather than
    whatever was built since. Other families are left as they are."""
    if task.family != "docs":
        return choice
    from react_core.data.document_corpus import built_from
    from react_core.data.document_tasks import corpus_of

    path = Path(choice.corpus_path).expanduser().resolve() if choice.corpus_path else corpus_of(task).resolve()
    return replace(choice, corpus_path=str(path), corpus_folder=choice.corpus_folder or built_from(path))


def _webshop_sources() -> list[str]:
    # The official files when the user has them: $WEBSHOP_DATA, else the Data page's folder
    # (FOLDER#synthetic for its generated goals).
    official = data_folders.webshop_source()
    return ["bundled", *([official] if official and Path(official.partition("#")[0]).is_dir() else [])]


def _webshop_tasks(source: str) -> list[Task]:
    from react_core.data.webshop import load_webshop_tasks

    # FOLDER#synthetic picks the generated goals of an official folder (default: the human ones).
    folder, _, goals = source.partition("#")
    return load_webshop_tasks(folder, goals=goals or "human") if goals else load_webshop_tasks(source)


def _webshop_env(task: Task, choice: EnvChoice) -> Environment:
    from react_core.environments.webshop import WebShopEnv

    return WebShopEnv()


FAMILIES: tuple[Family, ...] = (  # the bundled families, each an example of the contract in environments/base.py
    Family(
        name="hotpotqa",
        label="HotpotQA (questions)",
        short="HotpotQA",
        noun="question",
        step_limit=7,
        methods=KNOWLEDGE_METHODS,
        metric="EM",
        table="Table 1",
        scoring="answer",
        style="dense",
        wikipedia=True,
        own_tasks=True,
        thread_safe=True,
        sources=_knowledge_sources("hotpotqa"),
        load=_knowledge_tasks("hotpotqa"),
        environment=_wikipedia_env,
        example="Which city hosted the first modern Olympic Games?",
        files_bring_pages=True,
        tool_calls=wikipedia_tools(),
    ),
    Family(
        name="fever",
        label="FEVER (fact checking)",
        short="FEVER",
        noun="claim",
        step_limit=5,
        methods=KNOWLEDGE_METHODS,
        metric="Acc",
        table="Table 1",
        scoring="label",
        style="dense",
        wikipedia=True,
        own_tasks=True,
        thread_safe=True,
        sources=_knowledge_sources("fever"),
        load=_knowledge_tasks("fever"),
        environment=_wikipedia_env,
        example="Vienna is the capital of Italy.",
        gold_hint="SUPPORTS, REFUTES or NOT ENOUGH INFO",
        labels=FEVER_LABELS,
        tool_calls=wikipedia_tools(labels=FEVER_LABELS),
    ),
    # The ALFWorld engine's PDDL parser (textworld, tatsu) is shared process-wide and breaks when
    # two threads load or step games at once.
    Family(
        name="alfworld",
        label="ALFWorld (text game)",
        short="ALFWorld",
        noun="game",
        step_limit=50,
        methods=DECISION_METHODS,
        metric="success",
        table="Table 3",
        scoring="environment",
        style="sparse",
        wikipedia=False,
        own_tasks=False,
        thread_safe=False,
        sources=_alfworld_sources,
        load=_alfworld_tasks,
        environment=_alfworld_env,
        paper_observations=True,
        grounding=RoomGrounding,  # a thought's objects against the room the game showed
        tool_calls=ALFWORLD_TOOLS,
    ),
    # WebShop's search index is shared per catalogue and built lazily: its environments take turns.
    Family(
        name="webshop",
        label="WebShop (shopping)",
        short="WebShop",
        noun="instruction",
        step_limit=15,
        methods=DECISION_METHODS,
        metric="score",
        table="Table 4",
        scoring="reward",
        style="pages",
        wikipedia=False,
        own_tasks=False,
        thread_safe=False,
        sources=_webshop_sources,
        load=_webshop_tasks,
        environment=_webshop_env,
        grounding=ShopGrounding,  # a thought's product ids, prices and options against the pages shown
        valid_moves=BUTTONS,  # a click on no button of the page is asked again, then chosen among them
        tool_calls=WEBSHOP_TOOLS,
    ),
    # Questions over a folder of the user's own files, searched with the paper's API (see docs/your-own-world.md).
    Family(
        name="docs",
        label="Your documents (questions)",
        short="Documents",
        noun="question",
        step_limit=7,
        methods=KNOWLEDGE_METHODS,
        metric="EM",
        table="Table 1",
        scoring="answer",
        style="dense",
        wikipedia=False,
        own_tasks=True,
        thread_safe=True,
        sources=_documents_sources,
        load=_documents_tasks,
        environment=_documents_env,
        example="Who founded the observatory whose main telescope is named Calder?",
        tool_calls=wikipedia_tools("your documents"),
    ),
)
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
    environment put on its last observation (WebShop's score at Buy Now). A finished game that
    never reported a win is a loss, not unknown."""
    branch = trajectory.branch(branch_id)
    reward = None
    for step in reversed(trajectory.steps_of(branch.id)):
        if step.kind == StepKind.OBSERVATION and "reward" in step.info:
            reward = step.info["reward"]
            break
    success = branch.success if branch.success is not None or not branch.finished else False
    return score(trajectory.task, branch.answer, success, reward)


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
