"""The environment contract: what an environment does and what its task family declares.

Every task family of the workbench, the bundled ones (each declared in its own package, as
``FAMILY = Family(...)`` in environments/wikipedia/, alfworld/ and webshop/, listed by
react_core/engine/catalog.py) and a user's own (a plugin file or an installed package,
react_core/plugins/), is an `Environment` plus a `Family`. An environment knows nothing about
models or prompts: the engine hands it the action text the agent chose (``search[Colorado orogeny]``,
``go to fridge 1``, ``Calculator[2*21]``) and records what comes back, after Gymnasium's `Env`:
`reset` then `step`.

An environment
    `reset(task) -> str`      starts an episode; returns its opening text ("" when the task text
                              is all the agent needs; ALFWorld returns the room description).
    `step(action) -> StepResult`  performs one action. Malformed or unknown actions never raise:
                              they return an observation saying what was wrong (``Invalid action: ...``).
                              `done` with `answer` ends an episode that answers; `success` is set by
                              environments that judge their own episode (a game's won flag);
                              ``info["reward"]`` carries a score in [0, 1] for reward-scored families.
    `replay(action, recorded) -> StepResult`  (optional) takes a step that was already taken, when
                              a branch is resumed. Environments that can recompute step for real and
                              put a note in ``info["replay_mismatch"]`` when the answer differs;
                              ones that should not (live Wikipedia, a user's tools with side effects)
                              return the recorded observation. Without it the engine steps again.

A family (`Family`) says, once: its name and labels, the step limit, the methods that apply, how
the transcript reads (`style`), how an episode is scored (`scoring`), where its tasks come from
(`sources` and `load`), and how its environment is made (`environment`), in four parts: what it is
(`About`), what the paper reports (`Paper`), how it runs (`Running`) and its hooks (`Hooks`). Pages,
the CLI and the batch runner read nothing else, and never test a family's name: a difference between
families is a setting or a hook here. A user's plugin file, like each bundled family's package,
defines ``FAMILY = Family(...)`` with the settings flat::

    from react_core import Family, Flag, StepResult

    class Lights:
        name = "lights"
        def reset(self, task): ...; return "Three lamps are off."
        def step(self, action): ...; return StepResult("Lamp 2 is on.")

    def flags(task, opening, steps):        # optional: the family's own flags
        return [Flag("misread_lamp", i, "Says lamp 2 is off; it is on.", label="misreads a lamp")
                for i, (kind, text) in enumerate(steps) if kind == "thought" and ...]

    FAMILY = Family(name="lights", label="Lights (puzzle)", noun="puzzle", step_limit=12,
                    methods=("react", "act"), scoring="environment", style="dense",
                    sources=lambda: ["bundled"], load=lambda source: [...tasks...],
                    environment=lambda task, choice: Lights(), flags=flags)

A family's own rules, each optional, beside the workbench's (react_core.assist.diagnosis applies
those to every family: loops, invalid actions, empty searches, the step limit, ...):
    `flags(task, opening, steps) -> list[Flag]`  its own flags on a branch (`FlagRule`), on plain
                              data: the task's text, the opening text, and the steps as (kind, text)
                              pairs, kind "thought", "action" or "observation"; each Flag's `position`
                              is an index into those steps, its `label` the card's tag. The Run page
                              shows them after the workbench's flags on the same step; "Steer here"
                              takes one on a thought as a cause, on an action as a symptom. A
                              plugin's runs in the app's process (as its `load` does), so keep it
                              quick and pure; if it raises or returns anything but a list of Flags,
                              the card of the last step says so and the other flags stay.
    `grounding(task_text, opening) -> Grounding`  what the branch has shown, as the family's
                              grounding rule reads it (ALFWorld's room, WebShop's pages): it judges
                              each thought's claims. Bundled families only.
    `valid_moves`             which actions can work where the agent is (WebShop's page buttons, ALFWorld's commands;
                              react_core.prompting.method_base.ValidMoves), for the repeat aid. Bundled
                              families only: these two are handed live objects, so a plugin brings
                              its checks as `flags`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, get_args, runtime_checkable

from react_core.prompting.method_base import ValidMoves
from react_core.prompting.tool_calls import ActionTools
from react_core.prompting.transcript import DenseTranscript, PageTranscript, SparseTranscript, Transcript
from react_core.scoring import metrics
from react_core.scoring.metrics import Score, Scoring
from react_core.trajectory.flags import Flag, Ungrounded
from react_core.trajectory.task import Task

# How a family's transcript reads: "dense" (Noun: ... / Thought i / Action i / Observation i, actions
# Name[arg]), "sparse" (ALFWorld's opening text then "> action" lines), "pages" (WebShop's).
Style = Literal["dense", "sparse", "pages"]
STYLES: tuple[Style, ...] = get_args(Style)
# Which Wikipedia backs the knowledge tasks: the offline corpus, or the real one over the network.
WikiBackend = Literal["local", "live"]


@dataclass
class StepResult:
    """What the environment answered to one action."""

    observation: str
    done: bool = False
    # The final answer for QA tasks (finish[...]); None while the episode runs.
    answer: str | None = None
    # True when the environment itself judges the episode a success (ALFWorld's won flag).
    # QA environments leave it None: correctness is judged by react_core.scoring.metrics.
    success: bool | None = None
    info: dict[str, Any] = field(default_factory=dict, hash=False)


@runtime_checkable
class Environment(Protocol):
    """A task environment driven by text actions (see the module's docstring for each method).

    `replay` is part of the protocol for the bundled environments; a user's environment may leave
    it out, and the engine then steps the action again (`replay_step`)."""

    name: str

    def reset(self, task: Task) -> str: ...

    def step(self, action: str) -> StepResult: ...

    def replay(self, action: str, recorded: str) -> StepResult: ...


def replay_step(env: Any, action: str, recorded: str) -> StepResult:
    """`env.replay` when the environment has one, else a real step (the contract's default)."""
    replay = getattr(env, "replay", None)
    return replay(action, recorded) if callable(replay) else env.step(action)


class Grounding(Protocol):
    """What a branch has shown so far, read one step at a time, as a family's grounding rule needs it
    (ALFWorld's room, WebShop's pages). `Family.grounding(task_text, opening)` makes one per branch;
    the flag rules (react_core.assist.diagnosis) feed it every action with the observation that
    answered it, in order, and ask it about each thought on the way."""

    def read(self, action: str, observation: str) -> None:
        """Take in one observation and the action it answered ("" for none)."""
        ...

    def claims(self, thought: str, unseen: set[str]) -> list[Ungrounded]:
        """What `thought` claims that the steps read so far do not back (`unseen`: the "<object> <n>"
        the thought names that no observation showed, flagged already, so not to be claimed again)."""
        ...

    def unseen(self, ref: str) -> tuple[str, str]:
        """For an object `ref` ("cellphone 3") no observation showed: what to add to the flag's reason
        ("; ottoman 1 showed: a pillow 1", or "") and a replacement thought from the evidence (or "")."""
        ...


# A family's own flag rule, on plain data so a plugin file can bring one: called with the task's
# text, the environment's opening text and the branch's steps as (kind, text) pairs, kind one of
# "thought", "action", "observation"; returns its Flags, each `position` an index into those steps.
FlagRule = Callable[[str, str, list[tuple[str, str]]], list[Flag]]


@dataclass(frozen=True)
class EnvChoice:
    """Options a user picks for the environment, recorded with each run.

    `wiki_backend` and `corpus_path`: which Wikipedia backs knowledge tasks (`corpus_path` None: the
    task's own paragraphs when its question file has them, else the bundled pages).
    `corpus_folder`: the folder a documents corpus was built from, recorded with `corpus_path` so
    a reopened run can tell when that file now holds another folder's pages.
    `rerun_tools`: on resume, a tool family calls its tools again instead of replaying the recorded
    results (for pure tools only: a tool with side effects would act twice).
    `tools`: a tools family's tools this run offers the model (a person's choice; None: all of them).
    `allow_tools`: tools that change things (an MCP tool not marked read-only) this run may call
    without asking; `ask_approval`: a person is there to approve the others one call at a time (the
    app). Without a person (the CLI, a batch) such a tool runs only when allowed; otherwise the call is
    answered, as its observation, with how to allow it."""

    wiki_backend: WikiBackend = "local"
    corpus_path: str | None = None
    # Observations rewritten as the paper's code did for its own prompts (ALFWorld: no "You arrive
    # at X." sentence); only with the paper's prompt set, see `catalog.env_choice_for`.
    paper_observations: bool = False
    rerun_tools: bool = False
    corpus_folder: str | None = None
    tools: tuple[str, ...] | None = None
    allow_tools: tuple[str, ...] = ()
    ask_approval: bool = False


# A family's settings come in four small typed parts, each a frozen dataclass: what it is (`About`), what
# the paper reports for it (`Paper`), how it runs (`Running`) and its hooks (`Hooks`). `Family` is made of
# the four (dataclass inheritance), so a plugin still writes one flat ``Family(name=..., step_limit=...)``,
# every setting reads as ``family.step_limit``, and code that needs one part can take that part's type.
@dataclass(frozen=True, kw_only=True)
class About:
    """What the family is: its names, the words the pages use for it, and what its answers look like."""

    name: str  # a plain name (letters, digits, _ and -), unique; task ids start with it
    label: str  # in pickers: "HotpotQA (questions)"
    short: str = ""  # in tables and headers: "HotpotQA" (default: the label before " (")
    noun: str = "task"  # "question", "claim", "game"
    example: str = ""  # a placeholder for "my own question"
    gold_hint: str | None = None  # what an expected answer looks like, when it is a fixed set
    labels: tuple[str, ...] = ()  # a "label" family's only valid answers (FEVER's three)
    # What one of its sources is called beside "Bundled" / "Official" in the task picker ("suite": ALFWorld's games)
    source_noun: str = "tasks"
    origin: str = ""  # where a user's family came from (its file or entry point); "" for bundled ones


@dataclass(frozen=True, kw_only=True)
class Paper:
    """What the paper (Yao et al., ICLR 2023) reports for the family, and how its episodes are scored."""

    step_limit: int = 10  # the paper's, for the bundled families
    methods: tuple[str, ...] = ("react", "act")
    metric: str = "score"  # its column in the paper's table: "EM", "Acc", "success", "score"
    table: str = ""  # the paper's table: "Table 1" (knowledge), "Table 3" (ALFWorld), "Table 4" (WebShop)
    # "answer" (EM/F1 against the task's gold), "label" (FEVER accuracy), "environment" (the
    # environment's `success`) or "reward" (``info["reward"]`` in [0, 1]; success when it is 1)
    scoring: Scoring = "answer"
    # The transcript: "dense" (Noun: ... / Thought i / Action i / Observation i, actions Name[arg]),
    # "sparse" (ALFWorld's opening text then "> action" lines), "pages" (WebShop's)
    style: Style = "dense"
    paper_observations: bool = False  # the paper's code rewrote this environment's observations for its prompts
    # The paper's own figure for each method in its table's column (PaLM-540B; HotpotQA's EM, FEVER's
    # accuracy), the dev file its sample is drawn from, and how many tasks its figures are on (HotpotQA's
    # dev file; ALFWorld's 134 unseen games); empty / None for a family the paper does not report on.
    paper_scores: Mapping[str, float] = field(default_factory=dict, hash=False)
    paper_dev_file: str = ""
    paper_tasks: int | None = None


@dataclass(frozen=True, kw_only=True)
class Running:
    """How the family runs in the workbench: where it searches, who writes its tasks, what it may share."""

    wikipedia: bool = False  # searched in a Wikipedia corpus (local or live)
    own_tasks: bool = False  # a user can type their own question or claim
    thread_safe: bool = False  # False: its environments take turns in one process
    files_bring_pages: bool = False  # its question files can carry the paragraphs to search
    tools: bool = False  # its actions call a user's tools: the app offers "re-run tools on resume"
    # A plugin environment's limit per call in seconds (it runs in a child process, stopped past it);
    # None: $REACT_PLUGIN_TIME_LIMIT_S, else 30. Bundled families run in-process and ignore it.
    time_limit_s: float | None = None
    # Seconds an episode of each method takes, measured on the reference machine (the batch estimate's
    # first guess before a batch here has measured it); a method missing takes the estimate's default.
    rough_seconds: Mapping[str, float] = field(default_factory=dict, hash=False)


@dataclass(frozen=True, kw_only=True)
class Hooks:
    """What the workbench calls on the family: its tasks, its environment, and its own rules."""

    sources: Callable[[], list[str]]  # where its tasks come from: ["bundled", a file, ...]
    load: Callable[[str], list[Task]]  # the tasks of one source
    environment: Callable[[Task, EnvChoice], Environment]  # a fresh environment for a task
    # `choice` as a new run records it, so a reopened run finds the same world (your documents pin the
    # corpus file they search); None: recorded as chosen.
    pin_choice: Callable[[EnvChoice, Task], EnvChoice] | None = None
    # The project prompt set's prefix for a method (an instruction, zero-shot) when the project's
    # prompts/ has no file for it: how a user's family is prompted before it has exemplars.
    prompt: Callable[[str], str] | None = None
    # The family's own rules, each optional (see the module's docstring): its own flags, on plain data
    # (a plugin's too); the reading of what a branch has shown that judges its thoughts, and the actions
    # that can work where the agent is (the repeat aid), both for bundled families only.
    flags: FlagRule | None = None
    grounding: Callable[[str, str], Grounding] | None = None
    valid_moves: ValidMoves | None = None
    # What is wrong with an action a person wrote when replacing one (Steering's ReplaceAction), or None:
    # a tools family names a tool that does not exist or arguments that do not fit its schema.
    check_action: Callable[[str], str | None] | None = None
    # Its actions as tools with JSON Schemas, for ReAct (tool calls) (react_core.prompting.tool_agent):
    # each tool's schema and the way between a call and the family's action text. None: no such method.
    tool_calls: ActionTools | None = None
    # A tools family offering only some of its tools (a person's choice, `EnvChoice.tools`): the same
    # family with just those as its actions, in its prompt and its tool calls. None: not a tools family.
    offer: Callable[[tuple[str, ...]], Family] | None = None


@dataclass(frozen=True, kw_only=True)
class Family(Hooks, Running, Paper, About):
    """A task family: what the pages, the CLI and the runner need to know about it, in four parts
    (`About`, `Paper`, `Running`, `Hooks`). Bundled families declare theirs in their own package as a
    plugin does (``FAMILY = Family(...)``); react_core/engine/catalog.py lists them."""

    def __post_init__(self) -> None:
        if not self.short:
            object.__setattr__(self, "short", self.label.split(" (")[0])

    @property
    def answers_from_pages(self) -> bool:
        """Its answers are words of the pages it shows (HotpotQA, your documents), so an answer found in
        no page read is a guess. Not so for a user's family: a tool's or plugin's answer may be computed
        from an observation (26.2 from 26.21875746)."""
        return self.scoring == "answer" and not self.origin and not self.tools

    @property
    def sparse(self) -> bool:
        """One line per model call, thoughts as their own lines (the decision-making tasks)."""
        return self.style != "dense"

    def transcript(self) -> Transcript:
        """The paper's format for this family's prompts and transcripts."""
        if self.style == "sparse":
            return SparseTranscript()
        if self.style == "pages":
            return PageTranscript()
        return DenseTranscript(label=self.noun.capitalize())

    def score(self, task: Task, answer: str | None, success: bool | None = None, reward: float | None = None) -> Score:
        """em / f1 / correct for answers; success / correct for games; the reward too for rewards."""
        return metrics.score(task, answer, success, scoring=self.scoring, reward=reward)
