"""Every command the README (and docs/**/*.md) shows runs, in a form cheap enough for every test run.

- fast commands that need nothing outside the project run as written;
- `react_core run` on a bundled task runs as written with a fake OpenAI-compatible server as
  its model (set the documented way: OPENAI_BASE_URL, OPENAI_API_KEY, REACT_MODEL);
- everything else (the embedded model, long batches, data from elsewhere, benchmarks) runs
  as its program and subcommands with `--help`, which must exit 0 and print a usage line:
  the program's imports resolve and its parser is built;
- `make TARGET` is a dry run (`make --dry-run`): the target exists and its rules parse; nothing
  is installed or started.

A documented command that fails its check is a failing test, named by the file and line that show it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.support.documented_commands import DocumentedCommand, as_written, cheap_form, documented_commands
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
# Keyed by the words after the interpreter; the exit codes each may end with.
AS_WRITTEN = {
    "-m react_core tasks --task hotpotqa": (0,),
    "-m react_core prompts list": (0,),
    "-m react_core corpus --help": (0,),
    "-m react_core eval --help": (0,),
    "-m react_core models check": (0, 1),
    "-m react_core tasks --plugin examples/tools/calculator.py --task calculator": (0,),
    "-m react_core tasks --plugin examples/plugins/lamps.py --task lamps": (
        0,
    ),  # 1: something is not ready here, and it says what
}
WITH_FAKE_MODEL = {
    "-m react_core run --task hotpotqa --method react --task-id hotpotqa-bundled-01",
    "-m react_core run --task fever --method act --question 'Marie Curie was born in Paris.' --gold REFUTES",
    "-m react_core run --task webshop --task-id webshop-bundled-001",
    "-m react_core run --no-cache --question 'Who was the lead singer of the band that recorded Bohemian Rhapsody?'",
    "-m react_core run --task hotpotqa --task-id hotpotqa-bundled-01 --until flag --until 'action:Finish['",
}
FAKE_REPLY = " I know this one.\nAction 1: Finish[Lisbon]"


@dataclass(frozen=True)
class Check:
    argv: tuple[str, ...]
    exit_codes: tuple[int, ...] = (0,)
    fake_model: bool = False

    @property
    def is_help(self) -> bool:
        return self.argv[-1] == "--help"


def check_for(command: DocumentedCommand) -> Check:
    after_interpreter = command.text.split(" ", 1)[-1]
    if after_interpreter in AS_WRITTEN:
        return Check(tuple(as_written(command, PYTHON)), AS_WRITTEN[after_interpreter])
    if after_interpreter in WITH_FAKE_MODEL:
        return Check(tuple(as_written(command, PYTHON)), fake_model=True)
    return Check(tuple(cheap_form(command, PYTHON)))


def checks(root: Path) -> dict[Check, list[DocumentedCommand]]:
    """One check per distinct cheap form, with every place that documents it."""
    found: dict[Check, list[DocumentedCommand]] = {}
    for command in documented_commands(root):
        found.setdefault(check_for(command), []).append(command)
    return found


def failure(check: Check, home: Path, model_url: str | None = None) -> str | None:
    """None when the check passes, else what went wrong."""
    if check.argv[0] == "make" and shutil.which("make") is None:
        pytest.skip("make is not installed (README: a fresh machine needs Python 3.11 and make)")
    env = {name: value for name, value in os.environ.items() if not name.startswith(("OPENAI_", "REACT_"))}
    # `react-workbench ...` is found where this Python's scripts are installed.
    env.update(REACT_HOME=str(home), PATH=os.pathsep.join([str(Path(PYTHON).parent), env.get("PATH", "")]))
    if model_url:
        env.update(OPENAI_BASE_URL=model_url, OPENAI_API_KEY="test-key", REACT_MODEL="fake-model")
    try:
        done = subprocess.run(check.argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    except FileNotFoundError as exc:
        return f"cannot start it: {exc}"
    except subprocess.TimeoutExpired:
        return "still running after 60 s"
    output = f"stdout:\n{done.stdout[-1500:]}\nstderr:\n{done.stderr[-1500:]}"
    if done.returncode not in check.exit_codes:
        return f"exit {done.returncode}\n{output}"
    if "Traceback (most recent call last)" in done.stderr:
        return f"a stack trace\n{output}"
    if check.is_help and "usage:" not in done.stdout:
        return f"no usage line: --help did not stop it\n{output}"
    return None


CHECKS = checks(ROOT)


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    """One REACT_HOME for every check, so the bundled corpus and shop index are built once."""
    return tmp_path_factory.mktemp("react-home")


@pytest.fixture(scope="module")
def fake_model():
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default = Scripted(texts=[FAKE_REPLY])
        yield server


@pytest.mark.parametrize("check", list(CHECKS), ids=lambda check: " ".join(check.argv[1:])[:90])
def test_documented_command_runs(check, home, request):
    model_url = request.getfixturevalue("fake_model").base_url if check.fake_model else None
    problem = failure(check, home, model_url)
    where = ", ".join(f"{c.where} `{c.text}`" for c in CHECKS[check][:3])
    assert problem is None, f"documented at {where}; ran {' '.join(check.argv)}: {problem}"


def test_the_readme_commands_a_user_starts_with_are_found():
    texts = {command.text for command in documented_commands(ROOT)}
    assert {"make run", "make test", ".venv/bin/python tools/reliability_report.py"} <= texts
    # inline code wrapped over two lines is one command
    assert "python -m react_core corpus build --hotpotqa FILE --out my.sqlite" in texts


def test_a_broken_documented_command_fails_its_check(tmp_path):
    """A renamed module, a missing make target or an unknown subcommand, shown in docs/, each fail."""
    (tmp_path / "README.md").write_text("Run `python -m react_core tasks --task hotpotqa`.\n", encoding="utf-8")
    (tmp_path / "docs" / "guide").mkdir(parents=True)
    (tmp_path / "docs" / "guide" / "broken.md").write_text(
        "```bash\npython -m tools.renamed_away --n 3   # a module that is gone\nmake no-such-target\n```\n"
        "and `.venv/bin/python -m react_core no-such-command --task x`\n",
        encoding="utf-8",
    )
    found = checks(tmp_path)
    assert [c.where for cs in found.values() for c in cs] == [
        "README.md:1",
        "docs/guide/broken.md:2",
        "docs/guide/broken.md:3",
        "docs/guide/broken.md:5",
    ]
    results = {" ".join(check.argv[1:]): failure(check, tmp_path / "home") for check in found}
    assert results["-m react_core tasks --task hotpotqa"] is None
    assert "exit 1" in results["-m tools.renamed_away --help"]
    assert "exit 2" in results["--dry-run no-such-target"]
    assert "exit 2" in results["-m react_core no-such-command --help"]
