"""The house's structure, checked: imports inside react_core run one way and never in a circle.

Every `import` and `from ... import` of a react_core module is read from the source, also
those inside functions (they run later but still couple the modules) and under
`if TYPE_CHECKING:` (they name the other module all the same). Each module belongs to a room (its
first name under react_core), each room has a layer, and a module may import only rooms of
its own layer or below. An entry point (a `__main__` module, a CLI) belongs to the room it sits
in like any module, so a command line inside a lower room may use only what that room may use;
`react_core/__main__.py` alone sits on top.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "react_core"

# Lowest first. A room (a package under react_core) may use the rooms of its own layer and of the
# layers below it. docs/architecture.md describes each room; its package docstring says what it holds.
LAYERS = [
    {"common"},  # errors, the folder we write to, SQLite files, text hygiene
    {"trajectory", "scoring"},  # Task, Trajectory, its schema, Steering; EM/F1, answer checks, intervals
    {"data", "models"},  # corpora, tasks, importers; the model interface and the embedded server
    {"prompting"},  # exemplar files, transcripts, parsing, the methods
    {"environments"},  # the environment contract and the bundled families' worlds
    {"plugins"},  # a user's families, tools and environments, run isolated
    {"engine"},  # the Engine, the catalogue, making an engine from choices
    {
        "assist",
        "storage",
        "traces",
    },  # flags, grounding, suggestions, effect of an edit; History and exports; OTel traces
    {"session"},  # a run's lifecycle without a browser: the run controller, its messages and phase
    {"datasets", "endpoint"},  # training data from steered runs; the steering endpoint for a person's own agent
    {"evaluation", "cli"},  # batches and tables; the command line
    {"__main__"},
]
LAYER = {room: i for i, rooms in enumerate(LAYERS) for room in rooms}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room(module: str) -> str:
    return module.split(".")[1] if "." in module else module  # the package itself: "react_core"


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The react_core modules this file imports (`from react_core import x` names react_core.x)."""
    found: set[str] = set()

    class Visitor(ast.NodeVisitor):
        def visit_Import(self, node: ast.Import) -> None:
            found.update(a.name for a in node.names if a.name.startswith("react_core."))

        def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
            if not node.module or not node.module.startswith("react_core"):
                return
            for alias in node.names:
                candidate = f"{node.module}.{alias.name}"
                found.add(candidate if candidate in known else node.module)

    Visitor().visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard("react_core")
    return found


def graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in ROOT.rglob("*.py")}
    known = set(files)
    edges = {}
    for name, path in files.items():
        # Importing a.b.c also runs the package a.b: count the nearest known module.
        targets = set()
        for target in imports_of(path, known):
            while target not in known and "." in target:
                target = target.rsplit(".", 1)[0]
            if target in known and target != name:
                targets.add(target)
        edges[name] = targets
    return edges


def test_every_room_has_a_layer():
    rooms = {room(m) for m in graph()} - {"react_core"}
    assert rooms <= set(LAYER), f"rooms with no layer: {sorted(rooms - set(LAYER))}"


def test_every_module_lives_in_a_room():
    """react_core's top level holds only the public API (__init__) and the entry point (__main__):
    a newcomer finds their room from the folder names."""
    loose = sorted(p.name for p in ROOT.glob("*.py"))
    assert loose == ["__init__.py", "__main__.py"], f"modules outside a package: {loose}"


def test_no_module_imports_a_room_above_its_own():
    upward = []
    for module, targets in graph().items():
        if module == "react_core":
            continue
        for target in targets:
            if target == "react_core":
                continue
            if LAYER[room(target)] > LAYER[room(module)]:
                upward.append(f"{module} -> {target}")
    assert not upward, "upward imports:\n" + "\n".join(sorted(upward))


def test_no_import_cycles_anywhere_in_react_core():
    edges = graph()
    # Packages import their own modules in __init__; a module importing its package's
    # __init__ back would be a cycle, so packages take part like any module.
    cycles = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join(stack[stack.index(nxt) :] + [nxt]))
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def outside_imports(path: Path) -> set[str]:
    """The top-level names of every module this file imports (`streamlit`, `ui`, `os`, ...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    names |= {
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module and not node.level
    }
    return {name.split(".")[0] for name in names}


def test_react_core_never_imports_streamlit_or_the_ui():
    """The engine, and the run controller above it, run without a browser: a script, the CLI and a
    server drive a run with no Streamlit installed in their thoughts."""
    leaks = sorted(
        f"{module_name(path)} -> {name}"
        for path in ROOT.rglob("*.py")
        for name in outside_imports(path) & {"streamlit", "ui", "pages", "app"}
    )
    assert not leaks, "react_core imports the app:\n" + "\n".join(leaks)


def test_the_checker_sees_streamlit_in_a_function(tmp_path):
    path = tmp_path / "bad.py"
    path.write_text("def f():\n    import streamlit as st\n    from ui import run_session\n")
    assert {"streamlit", "ui"} <= outside_imports(path)


def test_the_checker_sees_an_upward_import(tmp_path):
    """The rules above must be able to fail: a data module importing the engine is caught."""
    path = tmp_path / "react_core" / "data" / "bad.py"
    path.parent.mkdir(parents=True)
    path.write_text("def f():\n    from react_core.engine.engine import Engine\n")
    found = imports_of(path, {"react_core.engine.engine"})
    assert found == {"react_core.engine.engine"} and LAYER["engine"] > LAYER["data"]


def test_an_entry_point_is_judged_by_the_room_it_sits_in():
    """A command line inside a lower room gets no pass: data's `__main__` importing the catalogue
    would be an upward import, so a CLI that needs the catalogue lives in react_core/cli/."""
    assert room("react_core.data.__main__") == "data"
    assert room("react_core.models.__main__") == "models"
    assert room("react_core.evaluation.cli") == "evaluation"
    assert LAYER[room("react_core.engine.catalog")] > LAYER[room("react_core.data.__main__")]
    assert room("react_core.__main__") == "__main__" and LAYER["__main__"] == len(LAYERS) - 1


def test_the_architecture_page_draws_every_room_at_its_layer():
    """docs/architecture.md's table is the tree: each room once, at the layer this test enforces."""
    page = (ROOT.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    drawn = {name: int(layer) for layer, name in re.findall(r"^\| (\d+) \| `(\w+)/` \|", page, flags=re.M)}
    expected = {room: LAYER[room] + 1 for room in LAYER if room != "__main__"}
    assert drawn == expected


def test_every_room_says_what_it_holds():
    """A newcomer reads a package's docstring before its modules."""
    silent = [
        str(init.relative_to(ROOT.parent))
        for init in sorted(ROOT.glob("*/__init__.py"))
        if not ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
    ]
    assert not silent, f"packages without a docstring: {silent}"


# The app above it: pages/ -> ui/ -> react_core. ui/ is a room per page over two shared rooms, lowest first:
# a room may import the rooms of the layers below its own, and a page's room never imports another page's.
APP_ROOT = ROOT.parent
UI = APP_ROOT / "ui"
UI_LAYERS = [
    {"widgets"},  # what every page uses: navigation, look, pickers, resources, text shown as text
    {"run_view"},  # a run on a page: RunSession, the view model, cards, controls, steering, branches, exports
    {"run", "compare", "evaluate", "history", "data", "review"},  # what only that page draws
]
UI_LAYER = {room: i for i, rooms in enumerate(UI_LAYERS) for room in rooms}
PAGE_ROOMS = UI_LAYERS[-1]


def ui_module_name(path: Path) -> str:
    parts = list(path.relative_to(APP_ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def ui_imports(path: Path, known: set[str]) -> set[str]:
    """The ui modules this file imports, also inside functions (`from ui.x import y` names ui.x.y
    when that is a module, else ui.x)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name == "ui" or a.name.startswith("ui."))
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            if node.module == "ui" or node.module.startswith("ui."):
                for alias in node.names:
                    candidate = f"{node.module}.{alias.name}"
                    found.add(candidate if candidate in known else node.module)
    return found


def ui_room(module: str) -> str:
    return module.split(".")[1] if module.count(".") >= 1 else module  # "ui" itself: the package


def ui_graph() -> dict[str, set[str]]:
    files = {ui_module_name(p): p for p in UI.rglob("*.py")}
    return {name: ui_imports(path, set(files)) - {name} for name, path in files.items()}


def ui_rule_breaks(edges: dict[str, set[str]]) -> list[str]:
    """Each import from one ui room into a room it may not use."""
    breaks = []
    for module, targets in edges.items():
        for target in targets:
            source, into = ui_room(module), ui_room(target)
            if source == into or "ui" in (source, into):
                continue
            if UI_LAYER[into] >= UI_LAYER[source]:  # a room of its own layer (another page's) or above
                breaks.append(f"{module} -> {target}")
    return sorted(breaks)


def test_every_ui_module_lives_in_a_room_with_a_layer():
    """ui's top level holds only its package docstring; each module is in the room of the page that
    uses it, or in a shared room when several pages do."""
    loose = sorted(p.name for p in UI.glob("*.py"))
    assert loose == ["__init__.py"], f"ui modules outside a room: {loose}"
    rooms = {p.name for p in UI.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert rooms == set(UI_LAYER), f"rooms with no layer: {sorted(rooms - set(UI_LAYER))}"


def test_a_ui_room_imports_only_the_shared_rooms_below_it():
    """widgets imports no other room; run_view only widgets; a page's room the two shared rooms and
    never another page's room (Evaluate and Review open a run through run_view, not through ui.run)."""
    breaks = ui_rule_breaks(ui_graph())
    assert not breaks, "ui imports across rooms:\n" + "\n".join(breaks)


def test_the_ui_checker_sees_a_page_room_importing_another(tmp_path):
    """The rule above must be able to fail: the Evaluate room reaching into the Run page's room, or the
    shared widgets reaching up into a run's view, is caught."""
    edges = {
        "ui.evaluate.evaluate": {"ui.run.demo", "ui.widgets.pickers"},
        "ui.widgets.pickers": {"ui.run_view.run_session"},
    }
    assert ui_rule_breaks(edges) == [
        "ui.evaluate.evaluate -> ui.run.demo",
        "ui.widgets.pickers -> ui.run_view.run_session",
    ]
    path = tmp_path / "bad.py"
    path.write_text("def f():\n    from ui.run import demo\n    import ui.compare.columns\n")
    assert ui_imports(path, {"ui.run.demo", "ui.compare.columns"}) == {"ui.run.demo", "ui.compare.columns"}


def test_every_ui_room_says_what_it_holds():
    silent = [
        str(init.relative_to(APP_ROOT))
        for init in sorted([UI / "__init__.py", *UI.glob("*/__init__.py")])
        if not ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
    ]
    assert not silent, f"ui packages without a docstring: {silent}"


def test_pages_import_ui_and_react_core_never_each_other_and_ui_never_a_page():
    """Data flows one way: a page composes ui and react_core; ui never reaches back into a page or
    the router (navigation names the pages' files as paths, it does not import them)."""
    internal = {"ui", "react_core", "pages", "app", "react_workbench", "tests", "tools", "bench"}
    pages = sorted((APP_ROOT / "pages").glob("*.py")) + [APP_ROOT / "app.py"]
    wrong = sorted(
        f"{path.relative_to(APP_ROOT)} -> {name}"
        for path in pages
        for name in outside_imports(path) & internal - {"ui", "react_core"}
    )
    wrong += sorted(
        f"{path.relative_to(APP_ROOT)} -> {name}"
        for path in UI.rglob("*.py")
        for name in outside_imports(path) & internal - {"ui", "react_core"}
    )
    assert not wrong, "imports against pages -> ui -> react_core:\n" + "\n".join(wrong)


def test_the_view_model_draws_nothing():
    """ui/run_view/view_model.py computes what the pages show without Streamlit, so the tests (and a
    page of another kind) use it without a browser: neither it nor a ui module it imports uses Streamlit."""
    edges = ui_graph()
    reached, todo = set(), ["ui.run_view.view_model"]
    while todo:
        module = todo.pop()
        if module not in reached:
            reached.add(module)
            todo.extend(edges.get(module, ()))
    with_streamlit = sorted(
        m for m in reached if "streamlit" in outside_imports(APP_ROOT / (m.replace(".", "/") + ".py"))
    )
    assert not with_streamlit, f"the view model reaches Streamlit through {with_streamlit}"


def test_the_architecture_page_draws_every_ui_room_at_its_layer():
    """docs/architecture.md's table of ui's rooms: each once, at the layer this test enforces."""
    page = (APP_ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    drawn = {name: int(layer) for layer, name in re.findall(r"^\| (\d+) \| `ui/(\w+)/` \|", page, flags=re.M)}
    assert drawn == {room: UI_LAYER[room] + 1 for room in UI_LAYER}


def test_the_app_imports_public_names_from_react_core():
    """Where react_core's public API has the name, the app (app.py, pages/, ui/) imports it from
    `react_core` as a script or a plugin does, so the app keeps to what is promised to stay. An import
    inside a function is left where it is: it loads its module late, and tests replace the name there."""
    import react_core

    homes = react_core._HOMES
    found = []
    for path in [APP_ROOT / "app.py", *sorted((APP_ROOT / "pages").glob("*.py")), *sorted(UI.rglob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = [*tree.body, *(n for node in tree.body if isinstance(node, ast.If) for n in node.body)]
        for node in top:
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("react_core."):
                found += [
                    f"{path.relative_to(APP_ROOT)}: {node.module}.{a.name}"
                    for a in node.names
                    if homes.get(a.name) == node.module
                ]
    assert not found, "import these from react_core:\n" + "\n".join(found)


# ----- families declare themselves -------------------------------------------------------------------
# A bundled family's rules live in its own package (react_core/environments/<world>/, its `FAMILY`) and
# reach the rest through its `Family`; the generic rooms never test for a family by name.
FAMILY_HOMES = (
    "react_core/environments/wikipedia/",
    "react_core/environments/alfworld/",
    "react_core/environments/webshop/",
)
# What may still spell a bundled family's name, and why.
NAME_ALLOWED = {
    # data/ (layer 3, below the environments) holds the readers of each family's own files: they write
    # the family's name on the tasks they read and know which files are whose.
    "react_core/data/tasks.py": "HotpotQA's and FEVER's question files",
    "react_core/data/hotpotqa.py": "HotpotQA's question files",
    "react_core/data/fever.py": "FEVER's claims and wiki pages",
    "react_core/data/webshop/tasks.py": "WebShop's instructions",
    "react_core/data/document_tasks.py": "your documents' questions",
    "react_core/data/file_corpus.py": "HotpotQA's and FEVER's corpora built from their files",
    "react_core/data/data_folders.py": "where each official dataset lies (~/.cache/alfworld, as alfworld-download puts it)",
    # The paper's repository names its prompt files by family; the importer reads them as they are named.
    "react_core/prompting/prompt_import/__init__.py": "the paper's prompt files, named by family",
    "react_core/prompting/prompt_import/alfworld.py": "the paper's ALFWorld prompts",
    # "docs" as a folder or a widget key, not the family.
    "react_core/evaluation/results_cli.py": "the docs/ folder",
    "ui/widgets/documents_view.py": "the documents box's widget key",
}


def family_names_in(path: Path, names: set[str], root: Path = APP_ROOT) -> list[str]:
    """'file:line: name' for each string literal that is exactly a family's name (docstrings aside)."""
    tree = ast.parse(path.read_text())
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return [
        f"{path.relative_to(root)}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in names and id(node) not in docstrings
    ]


def bundled_family_names() -> set[str]:
    from react_core.engine.catalog import FAMILIES

    return {f.name for f in FAMILIES}


def test_no_bundled_family_is_named_in_a_generic_room():
    names = bundled_family_names()
    found = [
        hit
        for folder in ("react_core", "ui", "pages")
        for path in sorted((APP_ROOT / folder).rglob("*.py"))
        if not str(path.relative_to(APP_ROOT)).startswith(FAMILY_HOMES)
        and str(path.relative_to(APP_ROOT)) not in NAME_ALLOWED
        for hit in family_names_in(path, names)
    ]
    assert found == [], "A family's rule belongs behind a hook on its Family (environments/base.py):\n" + "\n".join(
        found
    )


def test_the_family_name_checker_sees_a_comparison_and_skips_a_docstring(tmp_path):
    module = tmp_path / "room.py"
    module.write_text('"""Works for "webshop" too."""\n\n\ndef rule(family):\n    return family == "webshop"\n')
    assert family_names_in(module, bundled_family_names(), tmp_path) == ["room.py:5: 'webshop'"]


def test_each_bundled_family_is_declared_in_its_own_package_and_the_catalogue_lists_them():
    import importlib

    from react_core.engine.catalog import FAMILIES

    declared = {
        module_name(path): path
        for path in sorted(ROOT.glob("environments/*/*.py"))
        if "\nFAMILY = Family(" in path.read_text()
    }
    owners = {importlib.import_module(m).FAMILY.name: m for m in declared}
    assert sorted(owners) == sorted(f.name for f in FAMILIES)
    assert [importlib.import_module(owners[f.name]).FAMILY for f in FAMILIES] == list(FAMILIES)
    catalog_tree = ast.parse((ROOT / "engine" / "catalog.py").read_text())
    made_here = [
        n.lineno for n in ast.walk(catalog_tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Family"
    ]
    assert made_here == [], "the catalogue lists the families; each package declares its own"
