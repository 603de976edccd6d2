"""Build llama.cpp's `llama-server` once, from the source vendored in the llama-cpp-python sdist.

PyPI carries llama.cpp's source inside `llama-cpp-python` (sdist only), so pip is the one
download tool needed. We build only the server target, CPU-only, statically linked, and
keep the binary in the workbench cache folder. `REACT_LLAMA_SERVER` points at an existing
binary instead (e.g. a GPU build of your own).
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from react_core.common.paths import bin_dir
from react_core.models.errors import ModelError

LLAMA_CPP_PYTHON_VERSION = "0.3.36"  # pinned: its vendored llama.cpp is the one measured and tested
# Raised whenever the build settings change, so a binary built with the old ones is not reused.
BUILD_REVISION = 2
Progress = Callable[[str], None]

CMAKE_OPTIONS = [
    "-DCMAKE_BUILD_TYPE=Release",
    "-DLLAMA_USE_PREBUILT_UI=OFF",  # otherwise the build downloads web UI files
    "-DLLAMA_BUILD_UI=OFF",
    "-DLLAMA_OPENSSL=OFF",  # it only ever serves 127.0.0.1 over plain HTTP
    "-DLLAMA_BUILD_TESTS=OFF",
    "-DLLAMA_BUILD_EXAMPLES=OFF",
    "-DBUILD_SHARED_LIBS=OFF",  # one self-contained binary we can copy into the cache
    "-DGGML_CUDA=OFF",
]

# The build targets the machine it runs on (-march=native). On an x86 CPU with AMX, ggml then uses
# AMX tiles, which need a permission from the kernel that sandboxes and some VMs do not grant: the
# server crashed (SIGSEGV in ggml_backend_amx_mul_mat) on its first batch. AVX-512 does the same work.
NO_AMX = "-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"


def cmake_options(machine: str | None = None) -> list[str]:
    """CMAKE_OPTIONS, plus the compiler flags this CPU architecture needs."""
    machine = (machine or platform.machine()).lower()
    if machine in {"x86_64", "amd64"}:
        return [*CMAKE_OPTIONS, f"-DCMAKE_C_FLAGS={NO_AMX}", f"-DCMAKE_CXX_FLAGS={NO_AMX}"]
    return list(CMAKE_OPTIONS)


def server_binary_path() -> Path:
    return bin_dir() / f"llama-server-{LLAMA_CPP_PYTHON_VERSION}-b{BUILD_REVISION}"


def find_server_binary() -> Path:
    """The binary to run, or a clear error saying how to build it."""
    configured = os.environ.get("REACT_LLAMA_SERVER")
    if configured:
        path = Path(configured).expanduser()
        if not (path.is_file() and os.access(path, os.X_OK)):
            raise ModelError(
                "server_binary",
                f"REACT_LLAMA_SERVER points at {path}, which is not an executable file.",
                "Fix the path or unset REACT_LLAMA_SERVER to use the built-in server.",
            )
        return path
    path = server_binary_path()
    if not path.exists():
        raise ModelError(
            "server_binary",
            f"The embedded model server is not built yet ({path}).",
            "Run `make model` (or `python -m react_core models setup`) once; it takes a few minutes.",
        )
    return path


def ensure_server_binary(progress: Progress = print, jobs: int | None = None) -> Path:
    """Return the llama-server binary, building it first if it is not in the cache."""
    try:
        return find_server_binary()
    except ModelError:
        pass
    for tool in ("cmake", "c++"):
        if shutil.which(tool) is None:
            raise ModelError(
                "server_binary",
                f"Building the embedded model server needs `{tool}`, which is not installed.",
                "Install cmake and a C++ compiler (Debian/Ubuntu: `apt-get install cmake g++`), then run setup again.",
            )
    with tempfile.TemporaryDirectory(prefix="react-llama-build-") as tmp:
        work = Path(tmp)
        source = _download_source(work, progress)
        built = _build(source, work / "build", progress, jobs or os.cpu_count() or 2)
        target = server_binary_path()
        partial = target.with_name(target.name + ".partial")
        shutil.copy2(built, partial)
        partial.replace(target)
    progress(f"llama-server ready: {target}")
    return target


def _download_source(work: Path, progress: Progress) -> Path:
    progress(f"downloading llama-cpp-python {LLAMA_CPP_PYTHON_VERSION} source (vendors llama.cpp) with pip")
    started = time.perf_counter()
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-binary",
            ":all:",
            "--no-deps",
            f"llama-cpp-python=={LLAMA_CPP_PYTHON_VERSION}",
            "--dest",
            str(work),
        ],
        "pip could not download the llama-cpp-python source",
        "Check the network connection to PyPI and run setup again.",
    )
    archive = next(work.glob("llama_cpp_python-*.tar.gz"))
    with tarfile.open(archive) as tar:
        tar.extractall(work, filter="data")
    source = next(work.glob("llama_cpp_python-*/vendor/llama.cpp"))
    progress(f"source ready in {time.perf_counter() - started:.0f} s")
    return source


def _build(source: Path, build: Path, progress: Progress, jobs: int) -> Path:
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    started = time.perf_counter()
    progress("configuring llama.cpp (cmake)")
    _run(
        ["cmake", "-S", str(source), "-B", str(build), *generator, *cmake_options()],
        "cmake could not configure llama.cpp",
        "Read the cmake output above; a C/C++ toolchain is required.",
    )
    progress(f"compiling llama-server with {jobs} jobs (about 15-20 minutes on 2 cores)")
    _run(
        ["cmake", "--build", str(build), "--target", "llama-server", "-j", str(jobs)],
        "compiling llama-server failed",
        "Read the compiler output above; check free disk space and memory.",
        show=progress,
    )
    binary = build / "bin" / "llama-server"
    if not binary.exists():
        raise ModelError(
            "server_binary",
            f"The build finished but {binary} is missing.",
            "Report this with the build output; set REACT_LLAMA_SERVER to your own llama-server meanwhile.",
        )
    progress(f"built llama-server in {time.perf_counter() - started:.0f} s")
    return binary


def _run(command: list[str], cause: str, fix: str, show: Progress | None = None) -> None:
    """Run a build step; with `show`, pass along a progress line every 20 compiled files."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    tail: list[str] = []
    assert process.stdout is not None
    for count, line in enumerate(process.stdout, start=1):
        tail = (tail + [line.rstrip()])[-20:]
        if show and line.startswith("[") and count % 20 == 0:
            show("  " + line.split(" ", 1)[0])
    if process.wait() != 0:
        raise ModelError("server_binary", f"{cause}:\n" + "\n".join(tail), fix)
