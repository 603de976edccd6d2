"""The Data page: where the official WebShop files, FEVER's pages and claims, and ALFWorld's games are.

Each section takes a path, saves it (REACT_HOME/data-folders.json, via react_core.data.data_folders),
checks it (react_core.engine.data_checks: what was found, how many tasks, what is missing and how to get
it) and builds its search index or corpus once, with a progress bar. The tasks then appear in the
Run page's task picker and Evaluate's "Tasks from".
"""

from __future__ import annotations

import os
from dataclasses import replace

import streamlit as st

from react_core.common.errors import describe
from react_core.data import data_folders
from react_core.data.data_folders import DataFolders
from react_core.engine import data_checks
from ui.widgets.plain_text import md
from ui.widgets.typed_path import resolve_typed_path

GOAL_LABELS = {
    "human": "Human instructions (items_human_ins.json, as the paper)",
    "synthetic": "Synthetic goals (generated from items_ins_v2_1000.json)",
}


def saved() -> DataFolders:
    """The saved folders; a settings file that no longer reads is said at the top of the page."""
    try:
        return data_folders.load_folders()
    except Exception as exc:
        st.error(describe(exc))
        return DataFolders()


def webshop_section(folders: DataFolders) -> None:
    st.subheader("WebShop: the official catalogue")
    _env_note(data_folders.WEBSHOP_ENV)
    typed = st.text_input(
        "Folder of the official WebShop files",
        value=folders.webshop_folder or "",
        key="data:webshop_folder",
        placeholder="e.g. ~/WebShop/data",
        help="Holds items_shuffle_1000.json and items_ins_v2_1000.json (optionally items_human_ins.json).",
    )
    goals = st.radio(
        "Goals",
        list(GOAL_LABELS),
        format_func=GOAL_LABELS.get,
        horizontal=True,
        index=list(GOAL_LABELS).index(folders.webshop_goals),
        key="data:webshop_goals",
    )
    if st.button("Save and check", key="data:webshop_save", icon=":material/fact_check:"):
        folders = _save(replace(folders, webshop_folder=resolve_typed_path(typed), webshop_goals=goals))
    if folders.webshop_folder:
        check = data_checks.check_webshop(folders.webshop_folder, folders.webshop_goals)
        if check.needs_build and not _build(
            "Building the catalogue's search index (once)…",
            lambda progress: data_checks.build_webshop_index(folders.webshop_folder, folders.webshop_goals, progress),
        ):
            check.ok = False  # not usable until its index is built: no success box under the error
        _show(check, folders.webshop_folder)


def fever_section(folders: DataFolders) -> None:
    st.subheader("FEVER: wiki pages and claims")
    wiki = st.text_input(
        "FEVER wiki-pages folder or .jsonl file",
        value=folders.fever_wiki or "",
        key="data:fever_wiki",
        placeholder="e.g. ~/fever/wiki-pages",
        help="Records with id (the title), text and lines, as in FEVER's wiki-pages dump.",
    )
    claims = st.text_input(
        "Claims file (.jsonl)",
        value=folders.fever_claims or "",
        key="data:fever_claims",
        placeholder="e.g. ~/ReAct/data/paper_dev.jsonl",
        help="id, label, claim, evidence per line, as FEVER's paper_dev.jsonl.",
    )
    if st.button("Save and check", key="data:fever_save", icon=":material/fact_check:"):
        folders = _save(replace(folders, fever_wiki=resolve_typed_path(wiki), fever_claims=resolve_typed_path(claims)))
    if folders.fever_wiki or folders.fever_claims:
        check = data_checks.check_fever(folders.fever_wiki, folders.fever_claims)
        if check.needs_build and folders.fever_wiki:
            built = _build(
                "Building the corpus of these pages (once)…",
                lambda progress: data_checks.build_fever(folders.fever_wiki, progress),
            )
            check = data_checks.check_fever(folders.fever_wiki, folders.fever_claims)
            check.ok = check.ok and built  # not usable until its corpus is built: no success box under the error
        _show(check, folders.fever_claims or folders.fever_wiki)


def alfworld_section(folders: DataFolders) -> None:
    st.subheader("ALFWorld: the official games")
    _env_note(data_folders.ALFWORLD_ENV)
    typed = st.text_input(
        "ALFWorld data folder (ALFWORLD_DATA)",
        value=folders.alfworld_data or "",
        key="data:alfworld_data",
        placeholder=str(data_folders.ALFWORLD_DEFAULT),
        help="Holds json_2.1.1/valid_unseen, as `alfworld-download` leaves it.",
    )
    if st.button("Save and check", key="data:alfworld_save", icon=":material/fact_check:"):
        folders = _save(replace(folders, alfworld_data=resolve_typed_path(typed)))
    if folders.alfworld_data:
        _show(data_checks.check_alfworld(folders.alfworld_data), folders.alfworld_data)


def _save(folders: DataFolders) -> DataFolders:
    try:
        data_folders.save_folders(folders)
    except Exception as exc:
        st.error(f"Not saved: {describe(exc)}")
    return folders


def _env_note(variable: str) -> None:
    if os.environ.get(variable):
        st.info(
            f"{variable} is set to {md(os.environ[variable])} in the environment and wins over the folder "
            "saved here; unset it to use this one.",
            icon=":material/info:",
        )


def _build(label: str, build) -> bool:
    """Run `build` under a progress bar; False (with the reason shown) when it failed."""
    bar = st.progress(0.0, text=label)
    try:
        build(lambda fraction, text: bar.progress(min(max(fraction, 0.0), 1.0), text=f"{label} {text}"))
    except Exception as exc:
        bar.empty()
        st.error(f"The build failed: {describe(exc)}")
        return False
    bar.progress(1.0, text="Built.")
    return True


def _show(check: data_checks.Check, where: str | None) -> None:
    """What the check found, in the words a person acts on."""
    found = "".join(f"\n- {md(line)}" for line in check.lines)
    if check.ok:
        st.success(
            f"**{check.tasks:,} {check.name} task{'s' * (check.tasks != 1)}** from {md(where or '')}: they are in the Run page's "
            f'task picker and Evaluate\'s "Tasks from".{found}',
            icon=":material/check_circle:",
        )
    else:
        st.warning(f"No {check.name} tasks from {md(where or '')} yet.{found}", icon=":material/warning:")
    for line in check.missing:
        st.caption(md(line))
