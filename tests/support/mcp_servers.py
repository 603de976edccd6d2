"""MCP servers the tests start themselves: the example notes server, a published one, a bad one."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON = shlex.quote(sys.executable)
NOTES = f"{PYTHON} {shlex.quote(str(ROOT / 'examples' / 'mcp' / 'notes_server.py'))}"
TIME = f"{PYTHON} -m mcp_server_time"  # mcp-server-time from PyPI (requirements.txt)
BAD = f"{PYTHON} {shlex.quote(str(ROOT / 'tests' / 'support' / 'mcp_bad_server.py'))}"


def git_server(repository: Path) -> str:
    """mcp-server-git from PyPI (requirements.txt), confined to `repository`."""
    return f"{PYTHON} -m mcp_server_git --repository {shlex.quote(str(repository))}"


def git_repository(folder: Path) -> Path:
    """A new git repository with one commit and one staged file, for the git server to work on."""
    import subprocess

    folder.mkdir(parents=True, exist_ok=True)

    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True)

    git("init", "-q", "-b", "main")
    git("config", "user.email", "person@example.org")
    git("config", "user.name", "A Person")
    (folder / "README.md").write_text("Notes on the Ulysses probe.\n")
    git("add", "README.md")
    git("commit", "-q", "-m", "First notes")
    (folder / "probe.md").write_text("Ulysses studied the Sun at all latitudes.\n")
    git("add", "probe.md")
    return folder


def commits(folder: Path) -> list[str]:
    """The repository's commit messages, newest first."""
    import subprocess

    log = subprocess.run(["git", "-C", str(folder), "log", "--format=%s"], check=True, capture_output=True, text=True)
    return log.stdout.split("\n")[:-1]


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie, ended and not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
