"""Sidebar pickers: task family and task, method, prompt set, model. They return choices, never run anything.

Widgets keep their values across pages (`persist_state="session"`), so the Run and Compare
pages start from the same task and model. The API key is a password field: it stays in
this browser session's memory and is never written anywhere.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

import streamlit as st

from react_core import Family, ModelConfig, Task, WikiBackend, load_config
from react_core.common.errors import describe
from react_core.common.paths import imports_dir
from react_core.data.document_tasks import FAMILY as DOCUMENTS
from react_core.data.file_corpus import own_page_count
from react_core.engine import catalog
from react_core.engine.catalog import method_label
from react_core.engine.catalog import methods_for as methods_for  # Compare's Methods box
from react_core.models.config import OPENAI_COMPATIBLE, OPENAI_DEFAULT_BASE_URL
from react_core.plugins import registry
from react_core.prompting import prompt_sets
from ui.widgets.mcp_field import MCP_ORIGIN, mcp_problems, mcp_server_field
from ui.widgets.option_labels import labelled

BUNDLED = "Bundled tasks"


def families() -> list[str]:
    """Families with tasks on this machine (ALFWorld needs its engine and games)."""
    return catalog.family_names(available_only=True)


def family_label(name: str) -> str:
    return catalog.family(name).label


def _imported_files(sources: list[str]) -> list[Path]:
    return [Path(p) for p in sources if p != "bundled"]


def _task_label(task: Task, family: Family | None = None) -> str:
    """A task in the picker; `family`: the task's, resolved once by the picker rather than per option."""
    text = " ".join(task.text.split())
    if (family or catalog.family(task.family)).sparse:
        room = task.meta.get("room")
        return f"{text}" + (f" · {room}" if room else "") + f" · {task.id.rsplit('/', 1)[-1]}"
    return f"{task.id} · {text[:90]}{'…' if len(text) > 90 else ''}"


MAX_OWN_CHARS = 2000  # an own question or claim; the bundled ones are under 300


def task_picker(key: str = "task") -> tuple[str, Task | None]:
    """Family, and the task (None, after saying why, when none can be chosen yet)."""
    plugin_field(key)
    family = st.selectbox(
        "Task family", families(), format_func=family_label, key=f"{key}:family", persist_state="session"
    )
    return family, _task_of(family, key)


def _task_of(family: str, key: str) -> Task | None:
    fam = catalog.family(family)
    if not fam.own_tasks:  # games and shops: one suite or catalogue at a time, filtered by task type
        sources = fam.sources()
        source = (
            sources[0]
            if len(sources) == 1
            else st.selectbox(
                "Tasks from",
                sources,
                format_func=lambda s: suite_label(fam, s),
                key=f"{key}:{family}:suite",
                persist_state="session",
            )
        )
        try:
            tasks = fam.load(source)
        except Exception as exc:
            st.error(describe(exc))
            return None
        shown = tasks
        types = sorted({t.meta["task_type"] for t in tasks if t.meta.get("task_type")})
        if types:  # ALFWorld's six task types
            chosen_type = st.selectbox(
                "Task type",
                ["all", *types],
                key=f"{key}:{family}_type",
                persist_state="session",
                format_func=lambda t: t.replace("_", " "),
            )
            shown = [t for t in tasks if chosen_type == "all" or t.meta.get("task_type") == chosen_type]
        return st.selectbox(
            fam.noun.capitalize(),
            shown,
            format_func=lambda task: _task_label(task, fam),
            key=f"{key}:{family}_task",
            placeholder=f"Type to search {fam.noun}s",
            persist_state="session",
        )
    own = _own_source(fam)
    places = _question_sources(fam)
    source = st.selectbox("Tasks from", [*places, own], key=f"{key}:{family}:source", persist_state="session")
    if source == own:
        return _own_task(fam, key)
    try:
        tasks = fam.load(places[source])
    except Exception as exc:
        st.error(describe(exc))
        return None
    if not tasks:
        st.warning("This file holds no tasks.")
        return None
    return st.selectbox(
        f"Task ({len(tasks)}; type to search)",
        tasks,
        format_func=lambda task: _task_label(task, fam),
        key=f"{key}:{family}:{source}:task",
        persist_state="session",
    )


def suite_label(family: Family, source: str) -> str:
    """A game suite or shop catalogue in words: "Bundled suite", "Official files: data (synthetic goals)"."""
    if source in ("bundled", "official"):
        return f"{source.capitalize()} {family.source_noun}"
    folder, _, goals = source.partition("#")
    return f"Official files: {Path(folder).name}" + (f" ({goals} goals)" if goals else "")


def _own_source(family: Family) -> str:
    """The "Tasks from" choice that opens the own-question box."""
    return f"My own {family.noun}"


def _question_sources(family: Family) -> dict[str, str]:
    """The "Tasks from" choices with a file behind them: the name shown -> the source to load."""
    sources = family.sources()
    bundled = {BUNDLED: "bundled"} if "bundled" in sources else {}  # an MCP server has none
    return {**bundled, **{p.name: str(p) for p in _imported_files(sources)}}


def show_in_sidebar(task: Task, method: str, key: str = "task", method_key: str | None = "method") -> bool:
    """Set the sidebar's family, task (and method) to a reopened trajectory's, so the sidebar shows
    what the page shows. False, changing nothing, when the task is not among the sidebar's
    choices (e.g. a batch episode from a file that was never imported)."""
    family = task.family
    if family not in families():
        return False
    chosen: dict[str, object] = {f"{key}:family": family}
    fam = catalog.family(family)
    if not fam.own_tasks:
        for source in fam.sources():
            found = _find(family, task, source)
            if found is not None:
                break
        else:
            return False
        chosen.update({f"{key}:{family}:suite": source, f"{key}:{family}_type": "all", f"{key}:{family}_task": found})
    elif task.meta.get("source") == "own":
        chosen.update(
            {
                f"{key}:{family}:source": _own_source(fam),
                f"{key}:{family}:own_text": task.text,
                f"{key}:{family}:own_gold": task.gold or "",
            }
        )
    else:
        for name, source in _question_sources(fam).items():
            found = _find(family, task, source)
            if found is not None and found.text == task.text:
                chosen.update({f"{key}:{family}:source": name, f"{key}:{family}:{name}:task": found})
                break
        else:
            return False
    if method_key is not None and method in fam.methods:
        chosen[f"{method_key}:{family}"] = method
        chosen[REOPENED_METHOD] = f"{method_key}:{family}"  # the box then takes its value without an index
    st.session_state.update(chosen)
    return True


def _find(family: str, task: Task, source: str | None) -> Task | None:
    """`catalog.find_task`, None where it finds nothing or the source cannot be read."""
    try:
        return catalog.find_task(family, task.id, source)
    except Exception:
        return None


def _own_task(fam: Family, key: str) -> Task | None:
    family, noun = fam.name, fam.noun
    text = st.text_area(
        f"Your {noun}",
        key=f"{key}:{family}:own_text",
        height=90,
        persist_state="session",
        placeholder=_hint(noun, fam.example),
    )
    # The box takes its text on Ctrl+Enter or when it loses focus; a plain Enter only breaks the line,
    # so a visible button does it too (a click outside the box is what commits it).
    st.button(f"Use this {noun}", key=f"{key}:{family}:own_use", icon=":material/check:", type="secondary")
    gold = st.text_input(
        "Expected answer (optional, to mark right or wrong)",
        key=f"{key}:{family}:own_gold",
        persist_state="session",
        help=fam.gold_hint,
    )
    if not text or not text.strip():
        st.caption(f"Write a {noun} above and press **Use this {noun}** (or Ctrl+Enter); then Step starts the run.")
        return None
    text = " ".join(text.split())
    if len(text) > MAX_OWN_CHARS:  # it would fill the page header and the model's context
        st.error(
            f"Your {noun} is {len(text):,} characters long; the limit is {MAX_OWN_CHARS:,}. Shorten it to start a run."
        )
        return None
    digest = hashlib.sha256(text.encode()).hexdigest()[:8]
    return Task(
        id=f"{family}-own-{digest}", family=family, text=text, gold=(gold or "").strip() or None, meta={"source": "own"}
    )


def _hint(noun: str, example: str) -> str:
    """The empty box's grey text: an instruction with an example, so it never reads as a question typed."""
    return f"Type your {noun} here, e.g. {example}" if example else f"Type your {noun} here"


def import_tasks_widget(
    fam: Family, key: str = "task", select: Callable[[Path], tuple[str, object]] | None = None
) -> None:
    """Upload a HotpotQA / FEVER question file; it then appears under "Tasks from".

    The file is imported when it is uploaded (a callback, before the page reruns), so the
    page's task picker already lists it, and `select` (file -> (widget key, value)) chooses it."""
    family = fam.name
    uploader = f"{key}:{family}:upload"
    outcome = f"{key}:{family}:import_outcome"
    types = ["json", "jsonl", *(["csv"] if family == DOCUMENTS else [])]  # a question list is often a spreadsheet
    what = "question" if family == DOCUMENTS else fam.short
    st.file_uploader(
        f"Import a {what} file ({' / '.join('.' + t for t in types)})",
        type=types,
        key=uploader,
        on_change=_import_upload,
        args=(fam, uploader, outcome, select),
    )
    kind, message = st.session_state.get(outcome, (None, None))
    if kind is not None:
        getattr(st, kind)(message)


def _import_upload(
    fam: Family, uploader: str, outcome: str, select: Callable[[Path], tuple[str, object]] | None
) -> None:
    upload = st.session_state.get(uploader)
    if upload is None:
        st.session_state.pop(outcome, None)
        return
    name = Path(upload.name).name
    dest = imports_dir(fam.name) / name
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(dest.suffix + ".part")
    tmp.write_bytes(upload.getvalue())
    try:
        count = len(fam.load(str(tmp)))
    except Exception as exc:
        tmp.unlink(missing_ok=True)
        st.session_state[outcome] = ("error", f"{name} was not imported: {describe(exc)}")
        return
    if count == 0:
        tmp.unlink(missing_ok=True)
        st.session_state[outcome] = ("error", f"{name} holds no tasks; nothing was imported.")
        return
    tmp.replace(dest)
    pages = ""
    if fam.files_bring_pages:
        try:
            found = own_page_count(dest)
            pages = f" with {found} pages of their own paragraphs to search" if found else ""
        except Exception as exc:
            st.session_state[outcome] = (
                "warning",
                f"The questions were imported, but their paragraphs could not be indexed: {describe(exc)}",
            )
            return
    st.session_state[outcome] = (
        "success",
        f'Imported {count} tasks from {name}{pages}; they are chosen under "Tasks from".',
    )
    if select is not None:
        widget, value = select(dest)
        st.session_state[widget] = value


def corpus_note(family: str, source: str) -> str:
    """Which pages a local run on these tasks searches, in a sentence for a caption."""
    if not catalog.family(family).wikipedia:
        return ""
    if source == "bundled":
        return "Searched in the bundled pages (51, written for the bundled tasks)."
    pages = own_page_count(source) if catalog.family(family).files_bring_pages else 0
    if pages:
        return f"Searched in this file's own paragraphs ({pages} pages)."
    return (
        "This file has no paragraphs, so a local run searches only the 51 bundled pages: build a corpus for it "
        "(`python -m react_core corpus build --help`) or choose live Wikipedia."
    )


REOPENED_METHOD = "_method_set_by_reopen"  # session state: the Method box's key show_in_sidebar just set


def method_picker(family: Family, key: str = "method") -> str:
    options = list(family.methods)  # Table 1 order; ReAct, the workbench's subject, is the default
    chosen_key = f"{key}:{family.name}"  # set by show_in_sidebar when a trajectory is reopened
    default = "react" if "react" in options else options[0]
    # Always an index (index=None gave the box a clear button, and an emptied Method put a traceback on
    # the page), except right after show_in_sidebar set the value: a box given both an index and a value
    # just set through session state logs a warning with a stack (every reload of a reopened trajectory).
    # An index of 0 counts as none there, and still gives no clear button.
    just_set = st.session_state.get(REOPENED_METHOD) == chosen_key
    st.session_state.pop(REOPENED_METHOD, None)
    chosen = st.selectbox(
        "Method",
        options,
        index=0 if just_set else options.index(default),  # 0 is no default to Streamlit: no warning
        format_func=method_label,
        key=chosen_key,
        persist_state="session",
    )
    return chosen if chosen is not None else default


PROJECT_ROOT = Path(__file__).resolve().parents[2]
SHARED_PAPER_PROMPTS = "../shared/data/react-repo/prompts"  # where a developer checkout has the paper's files


def default_paper_folder() -> str:
    """$REACT_PAPER_PROMPTS, else ../shared/data/react-repo/prompts when it exists, else empty."""
    configured = prompt_sets.paper_folder()
    if configured is not None:
        return str(configured)
    return SHARED_PAPER_PROMPTS if (PROJECT_ROOT / SHARED_PAPER_PROMPTS).is_dir() else ""


def resolve_typed_path(typed: str) -> str | None:
    """A typed folder or file, relative ones read from the project's root (where the app is started)."""
    typed = typed.strip()
    if not typed:
        return None
    path = Path(typed).expanduser()
    return str(path if path.is_absolute() else (PROJECT_ROOT / path).resolve())


def prompt_set_picker(key: str = "prompts") -> tuple[str, str | None]:
    """(prompt set, the paper's folder or None): where the run's few-shot exemplars come from.

    "paper" is always offered here: its folder is a text field (the paper's files are not
    part of the project). A folder without the paper's files is said at once."""
    options = [prompt_sets.PROJECT, prompt_sets.PAPER, *prompt_sets.user_sets()]
    chosen = st.selectbox(
        "Prompts",
        options,
        format_func=_prompt_set_label,
        key=f"{key}:set",
        persist_state="session",
        help="Few-shot exemplars: the project's own (prompts/), the paper's originals, or your "
        'own set ("Use as exemplar" on a finished branch).',
    )
    if chosen != prompt_sets.PAPER:
        return chosen, None
    typed = st.text_input(
        "Paper's prompts folder",
        value=default_paper_folder(),
        key=f"{key}:paper_dir",
        persist_state="session",
        help="The ReAct repository's prompts folder (prompts_naive.json, fever.json, alfworld_3prompts.json).",
    )
    folder = resolve_typed_path(typed)
    if folder is None or prompt_sets.paper_folder(folder) is None:
        st.warning("Type the folder that holds the paper's prompt files (the ReAct repository's prompts/).")
    return chosen, folder


def _prompt_set_label(name: str) -> str:
    return {prompt_sets.PROJECT: "Project (prompts/)", prompt_sets.PAPER: "Paper's originals"}.get(
        name, f"My set: {name[len(prompt_sets.USER) :]}"
    )


MODEL_KINDS = {
    "embedded": "Embedded (local, no network)",
    "openai": "OpenAI",
    "endpoint": "Other endpoint (OpenAI-compatible)",
}


def _env_defaults() -> tuple[str, str, str]:
    """The model kind, base URL and model name the environment variables ask for."""
    try:
        config = load_config()
    except Exception:
        return "embedded", "", ""
    if config.provider != OPENAI_COMPATIBLE:
        return "embedded", "", ""
    kind = "openai" if config.base_url == OPENAI_DEFAULT_BASE_URL else "endpoint"
    return kind, config.base_url or "", config.model or ""


def model_picker(key: str = "model") -> ModelConfig | None:
    """The model settings; None (with the reason shown) when they are not valid yet."""
    env_kind, env_url, env_model = _env_defaults()
    kinds = list(MODEL_KINDS)
    kind = st.selectbox(
        "Model",
        kinds,
        index=kinds.index(env_kind),
        format_func=labelled(MODEL_KINDS),
        key=f"{key}:kind",
        persist_state="session",
    )
    overrides: dict = {}
    if kind == "embedded":
        overrides["provider"] = "embedded"
        st.caption("Qwen2.5-Coder on this machine via llama.cpp (127.0.0.1), started when first needed.")
    else:
        overrides["provider"] = OPENAI_COMPATIBLE
        if kind == "endpoint":
            url = st.text_input(
                "Base URL", value=env_url or "http://127.0.0.1:8000/v1", key=f"{key}:url", persist_state="session"
            )
            overrides["base_url"] = url.strip() or None
        else:
            overrides["base_url"] = OPENAI_DEFAULT_BASE_URL
        name = st.text_input(
            "Model name",
            value=env_model or ("gpt-3.5-turbo-instruct" if kind == "openai" else ""),
            key=f"{key}:{kind}:name",
            persist_state="session",
            help="Empty: the endpoint's first model.",
        )
        overrides["model"] = name.strip() or None
        typed = st.text_input(
            "API key",
            type="password",
            key=f"{key}:{kind}:api_key",
            persist_state="session",
            help="Kept only in this browser session's memory; never saved.",
        )
        overrides["api_key"] = typed.strip() or None
        if not typed:
            st.caption(
                "Using OPENAI_API_KEY from the environment, if set."
                if kind == "openai"
                else "No key: fine for a local server."
            )
        if kind == "endpoint" and not overrides["base_url"]:
            st.warning("Enter the endpoint's base URL, e.g. http://127.0.0.1:8000/v1.")
            return None
    try:
        return load_config(overrides)
    except Exception as exc:
        st.error(describe(exc))
        return None


def plugin_field(key: str) -> None:
    """Your own families: a plugin file (a tools file or an environment plugin) or an MCP server to add, and any
    that did not load.

    Added files are remembered for later sessions (react_core.plugins.registry); a failing file is one
    message naming it, and every other family keeps working."""
    problems = catalog.plugin_problems()
    added = st.session_state.pop(f"{key}:plugin_added", None)  # set by Add, shown once after its rerun
    if added:
        st.session_state[f"{key}:plugin_path"] = ""  # before the box exists: a widget's own state cannot change
    with st.expander("Your tools and environments", expanded=bool(problems) or bool(added)):
        for origin, message in problems.items():
            if not origin.startswith(MCP_ORIGIN):
                st.error(message, icon=":material/extension_off:")
        mcp_problems(problems)
        if added:
            st.success(added, icon=":material/extension:")
        path = st.text_input(
            "Plugin file (.py)",
            key=f"{key}:plugin_path",
            placeholder="/path/to/my_tools.py",
            help="A Python file of tool functions (one string in, a string out, with a docstring), "
            "or one that defines FAMILY (an environment). See docs/your-own-world.md.",
        )
        if st.button("Add", key=f"{key}:plugin_add", disabled=not path.strip()):
            try:
                names = catalog.add_plugin(path.strip(), remember=True)
                st.session_state[f"{key}:family"] = names[0]
                labels = ", ".join(catalog.family(name).label for name in names)
                st.session_state[f"{key}:plugin_added"] = (
                    f"Added {Path(path.strip()).name}: {labels}, now the task "
                    "family (and loaded again in later sessions)."
                )
                st.rerun()
            except Exception as exc:  # PluginError names the file and what to do
                st.error(describe(exc))
        for origin in registry.remembered():
            if st.button(
                f"Forget {Path(origin).name}",
                key=f"{key}:forget:{origin}",
                help=f"Stop loading {origin} in later sessions (saved runs stay in History).",
            ):
                registry.forget_file(origin)
                st.rerun()
        mcp_server_field(key, bool(added))


def rerun_tools_picker(family: Family, key: str = "rerun_tools") -> bool:
    """For tool families: call the tools again on resume instead of replaying their recorded results."""
    if not family.tools:
        return False
    return st.checkbox(
        "Re-run tools on resume",
        value=False,
        key=f"{key}:{family.name}",
        persist_state="session",
        help="Off (safe): a resumed branch replays the recorded tool results. On: the tools are "
        "called again, which is right only for pure tools (same answer, no side effects).",
    )


def wiki_backend_picker(key: str) -> WikiBackend:
    """ "local" (the offline corpus) or "live" (the real Wikipedia)."""
    backends: list[WikiBackend] = ["local", "live"]
    return st.selectbox(
        "Wikipedia",
        backends,
        key=key,
        persist_state="session",
        format_func=labelled({"local": "Local corpus (offline)", "live": "Live Wikipedia (network)"}),
    )


def step_limit_picker(family: Family, key: str = "limit") -> int:
    default = family.step_limit
    return int(
        st.number_input(
            "Step limit",
            min_value=1,
            max_value=200,
            value=default,
            step=1,
            key=f"{key}:{family.name}",
            persist_state="session",
            help=f"The paper uses {default} for this task family.",
        )
    )


REPEAT_AID = (
    "Ask again when the model repeats a failed action or gives an answer that cannot be right "
    "(small-model aid; off: the paper's greedy decoding)"
)


def retry_repeats_picker(key: str = "retry_repeats") -> bool:
    """The small-model aid of react_core.prompting.method_base.Generation, on by default as in batches."""
    return st.checkbox(
        REPEAT_AID,
        value=True,
        key=key,
        persist_state="session",
        help="A reply that repeats a search or lookup that found nothing, an invalid action or "
        "the action just taken, or, on HotpotQA, answers what cannot be the answer (yes/no to "
        "a 'Who' question, a name to a yes/no question, words of the question, 'unknown', no "
        "number for 'what year', an answer no page read holds) is asked again at temperature "
        "0.7 (seeded; noted on the step): up to 3 times on knowledge tasks and on WebShop's pages, "
        "once on ALFWorld; on WebShop, a click on no button of the page after the tries is asked once "
        "more, held to the page's buttons. The first reply stands if no try is better. ReAct (tool "
        "calls) too: a call with the same tool and arguments as one that got nothing is a repeat.",
    )
