"""What a data folder set on the Data page holds: found files, task counts, what is missing and how to get it.

Each check reads the folder the way the workbench will (the same loaders), so a count here is
the count the task pickers show. `build_*` prepare a folder's search index or corpus once, with a
progress callback for the page's progress bar.

    check_webshop("/data/webshop", goals="synthetic").tasks    # 6910
    check_fever("wiki-react500.jsonl", "claims.jsonl").lines   # pages, claims, evidence found
    check_alfworld("~/.cache/alfworld").tasks                 # 134 with the official data
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from react_core.common.errors import describe
from react_core.data import data_folders, fever
from react_core.data.corpus import Corpus
from react_core.data.file_corpus import Progress, build_fever_corpus
from react_core.data.webshop import catalogue_for, load_webshop_tasks
from react_core.data.webshop.official import ATTRIBUTE_FILES, HUMAN_FILE, PRODUCT_FILES

WEBSHOP_HOW = (
    "WebShop's data comes with its repository's setup script: 'setup.sh -d small' "
    "(github.com/princeton-nlp/WebShop) puts items_shuffle_1000.json and items_ins_v2_1000.json in data/; "
    "'-d all' also brings items_human_ins.json."
)
FEVER_HOW = (
    "FEVER's wiki-pages dump is at fever.ai (wiki-pages.zip, a folder of wiki-NNN.jsonl files); "
    "its claims (paper_dev.jsonl) are in the ReAct repository's data/ folder."
)
ALFWORLD_HOW = (
    "Install the engine and download the games: 'pip install alfworld' then 'alfworld-download' "
    "(into ~/.cache/alfworld), or give the folder that holds json_2.1.1/valid_unseen."
)


@dataclass
class Check:
    """One folder's check: `ok` when its tasks can run; `lines` say what was found, `missing` what
    is not there (each with how to get it)."""

    name: str
    ok: bool
    tasks: int = 0
    lines: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    needs_build: bool = False  # its search index or corpus is not built yet


def check_webshop(folder: str | Path, goals: str = "human") -> Check:
    """The official WebShop files in `folder`, and how many tasks its `goals` give."""
    check = Check("WebShop", ok=False)
    path = Path(folder).expanduser()
    if not path.is_dir():
        check.missing.append(f"No folder at {path}. {WEBSHOP_HOW}")
        return check
    wanted = [PRODUCT_FILES["1000"], ATTRIBUTE_FILES["1000"]]
    absent = [name for name in wanted if not (path / name).is_file()]
    if absent:
        check.missing.append(f"{', '.join(absent)} not in {path}. {WEBSHOP_HOW}")
        return check
    human = (path / HUMAN_FILE).is_file()
    if not human:
        check.missing.append(
            f"{HUMAN_FILE} (the human instructions the paper ran) is not there: "
            "'setup.sh -d all' in the WebShop repository downloads it; the synthetic goals work without it."
        )
    if goals == "human" and not human:
        check.lines.append("Choose the synthetic goals, or add the human instructions.")
        return check
    try:
        tasks = load_webshop_tasks(path, goals=goals)
        products = len(catalogue_for(tasks[0])) if tasks else 0
    except Exception as exc:  # a file that does not read: its own message names it
        check.missing.append(describe(exc))
        return check
    check.ok, check.tasks = bool(tasks), len(tasks)
    check.lines.append(f"{products:,} products ({PRODUCT_FILES['1000']})")
    check.lines.append(f"{len(tasks):,} {goals} goals, in WebShop's own order (its test split is the first 500)")
    check.needs_build = bool(tasks) and not _webshop_index_path(tasks[0]).exists()
    return check


def _webshop_index_path(task) -> Path:
    from react_core.environments.webshop.env import index_path

    path = index_path(catalogue_for(task))
    assert path is not None, "an official catalogue keeps its index in a file"
    return path


def build_webshop_index(folder: str | Path, goals: str, progress: Progress | None = None) -> Path:
    """The official catalogue's search index, built once under REACT_HOME/webshop/."""
    from react_core.environments.webshop.env import index_for, index_path

    tasks = load_webshop_tasks(Path(folder).expanduser(), goals=goals)
    catalogue = catalogue_for(tasks[0])
    index_for(catalogue, progress)
    path = index_path(catalogue)
    assert path is not None, "an official catalogue keeps its index in a file"
    return path


def check_fever(wiki: str | Path | None, claims: str | Path | None) -> Check:
    """The wiki pages (a wiki-pages folder or one .jsonl) and the claims; once the corpus is built,
    how many claims have their evidence pages in it."""
    check = Check("FEVER", ok=False)
    claim_tasks = []
    if not claims:
        check.missing.append(f"A claims file (paper_dev layout: id, label, claim, evidence). {FEVER_HOW}")
    else:
        try:
            claim_tasks = fever.read_tasks(claims)
        except Exception as exc:
            check.missing.append(describe(exc))
    if claim_tasks:
        assert claims is not None, "claim_tasks were read from it"
        labels = Counter(t.gold for t in claim_tasks)
        check.lines.append(
            f"{len(claim_tasks):,} claims in {Path(claims).name} ("
            + ", ".join(f"{n} {label}" for label, n in sorted(labels.items(), key=lambda x: str(x[0])))
            + ")"
        )
    corpus = None
    if not wiki:
        check.missing.append(f"The wiki pages the claims are searched in. {FEVER_HOW}")
    else:
        try:
            files = fever.wiki_dump_files(wiki)
            if claims and Path(claims).expanduser().resolve() in {f.resolve() for f in files}:
                # Every .jsonl of a wiki-pages folder is read as pages: the claims would fail the build.
                pages = [f.name for f in files if f.resolve() != Path(claims).expanduser().resolve()]
                check.missing.append(
                    f"The wiki-pages folder {wiki} also holds the claims file {Path(claims).name}, "
                    "and every .jsonl in that folder is read as wiki pages. Enter the pages' own "
                    f"file in the wiki field instead ({', '.join(pages[:2]) or 'wiki-NNN.jsonl'}), "
                    "or move the claims file out of the folder."
                )
            else:
                next(fever.read_wiki_pages(files[0]), None)  # its first page reads: claims given here say so
                check.lines.append(f"wiki pages: {len(files)} file{'s' * (len(files) != 1)} in {Path(wiki).name}")
                corpus = data_folders.fever_corpus_path(wiki)
        except Exception as exc:
            check.missing.append(describe(exc))
    check.ok = bool(claim_tasks) and corpus is not None
    if corpus is not None and not corpus.exists():
        check.needs_build = True
    elif corpus is not None:
        check.lines.extend(_evidence_lines(corpus, claim_tasks))
    check.tasks = len(claim_tasks) if check.ok else 0
    return check


def _evidence_lines(corpus_path: Path, claims: list) -> list[str]:
    corpus = Corpus(corpus_path)
    try:
        lines = [f"{len(corpus):,} pages in the corpus ({corpus_path.name})"]
        checkable = [t for t in claims if t.meta.get("evidence_pages")]
        found = sum(1 for t in checkable if any(corpus.page(title) for title in t.meta["evidence_pages"]))
    finally:
        corpus.close()
    if checkable:
        lines.append(
            f"{found:,} of {len(checkable):,} claims with evidence have an evidence page among them; "
            "a search for a page that is not there says so, as for a page missing from Wikipedia"
        )
    return lines


def build_fever(wiki: str | Path, progress: Progress | None = None) -> Path:
    return build_fever_corpus(wiki, progress)


def check_alfworld(root: str | Path) -> Check:
    """ALFWorld's data folder: the unseen evaluation games the paper ran (134 in the official data)."""
    check = Check("ALFWorld", ok=False)
    path = Path(root).expanduser()
    try:
        from react_core.environments.alfworld import TASK_TYPES, list_games
        from react_core.environments.alfworld.games import OFFICIAL_SPLIT
    except ImportError:
        check.missing.append(f"The ALFWorld engine is not installed. {ALFWORLD_HOW}")
        return check
    split = path / OFFICIAL_SPLIT
    if not split.is_dir():
        check.missing.append(f"No {OFFICIAL_SPLIT} in {path}. {ALFWORLD_HOW}")
        return check
    try:
        games = list_games("official", root=split)
    except Exception as exc:
        check.missing.append(describe(exc))
        return check
    kinds = Counter(str(g.meta.get("task_type")) for g in games)
    check.ok, check.tasks = bool(games), len(games)
    check.lines.append(
        f"{len(games)} playable unseen game{'s' * (len(games) != 1)} in {OFFICIAL_SPLIT} (the paper ran 134)"
    )
    if games:
        check.lines.append(", ".join(f"{kinds[t]} {t.replace('_', ' ')}" for t in TASK_TYPES if kinds[t]))
    else:
        check.missing.append(
            f"No playable game (traj_data.json with a solvable game.tw-pddl) in {split}. {ALFWORLD_HOW}"
        )
    return check
