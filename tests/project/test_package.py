"""`pip install .`: the wheel holds the code, the prompts, the bundled data and the app, and the
installed `react-workbench` command works from any folder, with no checkout beside it.

The wheel is built from a copy of the checkout's files (what a fresh clone has) with the
setuptools requirements.txt pins, so nothing is downloaded. The install goes into a fresh
virtual environment that borrows this Python's packages as its dependencies (a .pth file)
instead of installing them again.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import tomllib
import urllib.request
import venv
import zipfile
from importlib.metadata import version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = "react_workbench/streamlit_app"
# Where each part of the checkout lands inside the installed packages (see pyproject.toml).
PLACES = {
    "react_core/": "react_core/",
    "react_workbench/": "react_workbench/",
    "prompts/": "react_core/prompt_files/",
    "app.py": f"{APP}/app.py",
    "pages/": f"{APP}/pages/",
    "ui/": f"{APP}/ui/",
    ".streamlit/config.toml": f"{APP}/.streamlit/config.toml",
}


def checkout_files() -> list[str]:
    """The files a fresh clone of this checkout would have (tracked, or new and not ignored)."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    return [name for name in listed if (ROOT / name).is_file()]  # a deleted, not yet committed file is gone


def installed_name(name: str) -> str | None:
    """Where a checkout file is in the wheel, or None when it does not ship (tests, tools, ...)."""
    for prefix, place in PLACES.items():
        if name == prefix or (prefix.endswith("/") and name.startswith(prefix)):
            return place + name[len(prefix) :]
    return None


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    source = tmp_path_factory.mktemp("clone")
    for name in checkout_files():
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, source / name)
    dist = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "--quiet",
            str(source),
            "-w",
            str(dist),
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, (
        f"{done.stderr[-3000:]}\nBuilt with this environment's setuptools "
        f"{version('setuptools')}; requirements.txt pins the one pyproject.toml needs "
        f"(`make install` brings .venv up to it)."
    )
    return next(dist.glob("react_workbench-*.whl"))


def test_the_wheel_holds_every_module_prompt_bundled_file_and_app_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {installed_name(n) for n in checkout_files() if installed_name(n) and "__pycache__" not in n}
    assert not sorted(expected - names), "missing from the wheel"
    assert {
        "react_core/prompt_files/hotpotqa/react.txt",
        "react_core/data/bundled/pages.jsonl",
        "react_core/data/demos/figure5.json",
        "react_core/data/webshop/bundled/products.jsonl",
        f"{APP}/app.py",
        f"{APP}/pages/3_Evaluate.py",
        f"{APP}/ui/widgets/style.css",
    } <= names
    assert any(n.startswith("react_core/data/alfworld_games/bundled/") and n.endswith(".tw-pddl") for n in names)
    assert {n.split("/")[0] for n in names if ".dist-info/" not in n} == {"react_core", "react_workbench"}


def test_the_wheel_marks_react_core_typed_so_type_checkers_read_its_hints(wheel):
    assert "react_core/py.typed" in zipfile.ZipFile(wheel).namelist()  # PEP 561


def test_the_wheel_names_the_command_and_the_same_packages_requirements_pins(wheel):
    archive = zipfile.ZipFile(wheel)
    info = next(n.split("/")[0] for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
    assert "react-workbench = react_workbench.command:main" in archive.read(f"{info}/entry_points.txt").decode()
    required = {
        line.split(": ", 1)[1].split(";")[0].replace(" ", "")
        for line in archive.read(f"{info}/METADATA").decode().splitlines()
        if line.startswith("Requires-Dist:")
    }
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", (ROOT / "requirements.txt").read_text(), re.M))
    build = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    # Each pinned package is a dependency (or a test extra, or the build backend) with its pin as lower bound.
    for name, pin in pins.items():
        assert f"{name}>={pin}" in required or any(r.startswith(f"{name}>=") for r in build), name


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_health(url: str, server: subprocess.Popen, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and server.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=2) as reply:
                return reply.read() == b"ok"
        except OSError:
            time.sleep(0.5)
    return False


PAGE_RUNS = """
from streamlit.testing.v1 import AppTest
import react_workbench.command as command
at = AppTest.from_file(str(command.app_script()), default_timeout=60).run()
assert not at.exception, at.exception
print(at.title[0].value)
"""


def test_the_installed_command_serves_the_app_from_any_folder(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python, program = env_dir / "bin" / "python", env_dir / "bin" / "react-workbench"
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    (site / "dependencies.pth").write_text("\n".join(p for p in sys.path if p.endswith("site-packages")) + "\n")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]

    elsewhere = tmp_path / "elsewhere"  # no checkout here, so only what the wheel installed can be found
    elsewhere.mkdir()
    env = {**os.environ, "REACT_HOME": str(tmp_path / "home"), "REACT_WARMUP": "0"}
    env.pop("PYTHONPATH", None)

    def run(*argv: str, extra_env: dict[str, str] | None = None) -> str:
        done = subprocess.run(
            argv, cwd=elsewhere, env={**env, **(extra_env or {})}, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, f"{argv}: {done.stderr[-2000:]}"
        return done.stdout

    assert run(str(program), "prompts", "list").startswith(f"project\t{site / 'react_core' / 'prompt_files'}")
    assert "hotpotqa-bundled-01" in run(str(program), "tasks", "--task", "hotpotqa")
    # Streamlit puts the script's folder on sys.path (`import ui`); AppTest is told so.
    assert run(str(python), "-c", PAGE_RUNS, extra_env={"PYTHONPATH": str(site / APP)}).strip().endswith("Run")

    port = free_port()
    server = subprocess.Popen(
        [str(program), "app", "--skip-model-setup", "--server.port", str(port)],
        cwd=elsewhere,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        healthy = wait_for_health(f"http://127.0.0.1:{port}/_stcore/health", server, 45)
    finally:
        server.terminate()
        output = server.communicate(timeout=30)[0]
    assert healthy, output[-2000:]
    assert f"http://127.0.0.1:{port}" in output  # only this machine can reach it
