"""Fetching the official HotpotQA dev distractor file (about 45 MB) when a network exists."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import requests

from react_core.common.paths import download_dir
from react_core.data.errors import DataError

HOTPOTQA_DEV_DISTRACTOR_URL = "http://curtis.ml.cmu.edu/datasets/hotpot/hotpot_dev_distractor_v1.json"


def download_hotpotqa_dev(
    dest_dir: Path | None = None, timeout_s: float = 10.0, url: str = HOTPOTQA_DEV_DISTRACTOR_URL
) -> Path:
    """Download to `dest_dir` (default: the cache's downloads folder); the file appears only when complete."""
    dest_dir = Path(dest_dir) if dest_dir else download_dir()
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / url.rsplit("/", 1)[-1]
    try:
        response = requests.get(url, stream=True, timeout=(timeout_s, 60))
        response.raise_for_status()
    except requests.ConnectionError as exc:
        raise DataError(
            f"No network connection to {url.split('/')[2]} ({type(exc).__name__}).",
            "Connect to the internet and retry, or copy hotpot_dev_distractor_v1.json here "
            "by hand and build with `python -m react_core corpus build --hotpotqa FILE`.",
        ) from exc
    except requests.Timeout as exc:
        raise DataError(f"{url} did not answer within {timeout_s:.0f} s.", "Retry later or with --timeout 60.") from exc
    except requests.HTTPError as exc:
        raise DataError(f"The download failed: {exc}.", "Check the URL (--url) or retry later.") from exc
    fd, tmp_name = tempfile.mkstemp(prefix=dest.name + ".", suffix=".part", dir=dest_dir)
    try:
        with os.fdopen(fd, "wb") as handle:
            for chunk in response.iter_content(chunk_size=1 << 20):
                handle.write(chunk)
        os.replace(tmp_name, dest)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    return dest
