"""The sidebar's task and method: the family, the task (bundled, from an imported file, or a person's own
question), the method, and both set to a reopened trajectory's (`show_in_sidebar`). They return choices,
never run anything.

Widgets keep their values across pages (`persist_state="session"`), so the Run and Compare
pages start from the same task.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import streamlit as st

from react_core import Family, Task
from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.engine.catalog import method_label
from ui.widgets.plugin_field import plugin_field

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
