"""The data folders a person set in the app, remembered in REACT_HOME/data-folders.json.

Three places can hold official data: the WebShop files (a folder with items_shuffle_1000.json
and items_ins_v2_1000.json), FEVER's wiki pages (a wiki-pages folder or one .jsonl) with a
claims file, and ALFWorld's data (what `alfworld-download` fetched). The file holds folder and
file paths only, never keys or secrets.

Precedence, documented in docs/tasks-and-data.md: an environment variable (`WEBSHOP_DATA`,
`ALFWORLD_DATA`) wins over the folder saved here, so a command line run with one set does what it
says; the app's Data page says when one does. FEVER has no variable: the CLI's `--corpus` wins.

    saved = load_folders()                  # what the Data page saved (empty when nothing was)
    webshop_source()                        # "FOLDER#synthetic", "FOLDER", or None
    save_folders(replace(saved, alfworld_data="/data/alfworld"))
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from react_core.common.paths import corpus_dir, react_home
from react_core.data.corpus import SCHEMA_VERSION
from react_core.data.errors import DataError

FILE_NAME = "data-folders.json"
WEBSHOP_ENV = "WEBSHOP_DATA"
ALFWORLD_ENV = "ALFWORLD_DATA"
ALFWORLD_DEFAULT = Path.home() / ".cache" / "alfworld"  # where `alfworld-download` puts the data
GOALS = ("human", "synthetic")


@dataclass(frozen=True)
class DataFolders:
    """What the Data page saved. Paths are absolute (the page resolves what a person types)."""

    webshop_folder: str | None = None
    webshop_goals: str = "human"  # "human" (items_human_ins.json, the paper's) or "synthetic"
    fever_wiki: str | None = None  # a wiki-pages folder or one wiki-NNN.jsonl
    fever_claims: str | None = None  # claims in paper_dev layout (id, label, claim, evidence)
    alfworld_data: str | None = None  # holds json_2.1.1/valid_unseen/...


def settings_path() -> Path:
    return react_home() / FILE_NAME


def load_folders() -> DataFolders:
    """The saved folders; none saved yet gives the empty settings. A file that no longer reads
    raises a DataError naming it (nothing is overwritten until the person saves again)."""
    path = settings_path()
    if not path.exists():
        return DataFolders()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("it is not a JSON object")
        known = {f.name for f in fields(DataFolders)}
        values: dict[str, Any] = {k: v for k, v in raw.items() if k in known and (v is None or isinstance(v, str))}
        folders = DataFolders(**values)
    except (ValueError, TypeError) as exc:
        raise DataError(
            f"The data folder settings {path} cannot be read ({exc}).",
            "Set the folders again on the Data page (the file is kept as "
            f"{path.name}.broken), or fix or delete the file.",
        ) from exc
    if folders.webshop_goals not in GOALS:
        folders = DataFolders(**{**asdict(folders), "webshop_goals": "human"})
    return folders


def saved_or_empty() -> DataFolders:
    """The saved folders, or none when the file is broken (the Data page says why)."""
    try:
        return load_folders()
    except DataError:
        return DataFolders()


def save_folders(folders: DataFolders) -> Path:
    """Write the settings atomically; a file that no longer read is moved aside first, not lost."""
    if folders.webshop_goals not in GOALS:
        raise DataError(f"Unknown WebShop goals {folders.webshop_goals!r}.", f"Use one of: {', '.join(GOALS)}.")
    path = settings_path()
    if path.exists():
        try:
            load_folders()
        except DataError:
            path.replace(path.with_name(path.name + ".broken"))
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(json.dumps(asdict(folders), indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path


# ----- what the rest of the workbench reads: the environment first, then the saved folders ----------
def webshop_source(env: Mapping[str, str] | None = None) -> str | None:
    """The official WebShop task source: $WEBSHOP_DATA as given, else the saved folder with
    "#synthetic" when its synthetic goals were chosen; None when neither is set."""
    env = os.environ if env is None else env
    if env.get(WEBSHOP_ENV):
        return env[WEBSHOP_ENV]
    saved = saved_or_empty()
    if not saved.webshop_folder:
        return None
    return saved.webshop_folder + ("#synthetic" if saved.webshop_goals == "synthetic" else "")


def alfworld_root(env: Mapping[str, str] | None = None) -> Path:
    """ALFWorld's data folder: $ALFWORLD_DATA, else the saved folder, else ~/.cache/alfworld."""
    env = os.environ if env is None else env
    chosen = env.get(ALFWORLD_ENV) or saved_or_empty().alfworld_data or str(ALFWORLD_DEFAULT)
    return Path(chosen).expanduser()


def fever_claims_file() -> str | None:
    """The saved FEVER claims file, offered as a task source beside the imported files."""
    return saved_or_empty().fever_claims


def fever_corpus_path(wiki: str | Path) -> Path:
    """Where the corpus of a FEVER wiki-pages file or folder is built: named by its files' paths,
    sizes and times and the corpus schema, so a changed dump gets a new corpus (the full dump is
    too large to hash its bytes)."""
    from react_core.data.fever import wiki_dump_files

    parts = [SCHEMA_VERSION]
    for file in wiki_dump_files(wiki):
        stat = file.stat()
        parts.append(f"{file.resolve()}|{stat.st_size}|{stat.st_mtime_ns}")
    digest = hashlib.sha256("\n".join(parts).encode()).hexdigest()[:12]
    return corpus_dir() / f"fever-wiki-{digest}.sqlite"


def wiki_for_claims(claims: str | Path) -> str | None:
    """The saved wiki pages when `claims` is the saved claims file (its claims are searched there)."""
    saved = saved_or_empty()
    if saved.fever_wiki and saved.fever_claims and _same_file(claims, saved.fever_claims):
        return saved.fever_wiki
    return None


def _same_file(a: str | Path, b: str | Path) -> bool:
    try:
        return Path(a).expanduser().resolve() == Path(b).expanduser().resolve()
    except OSError:
        return False
