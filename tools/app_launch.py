"""Starting the app for a browser: `streamlit run app.py` (or a command that serves it, such as
`react-workbench app`) on a free loopback port, waited for until its health check answers, stopped
afterwards. The browser tests, the screenshot tools and the benches start it this way.

    with app_running(env) as url:  # "http://127.0.0.1:PORT"
        ...
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"  # Debian's; a browser is never downloaded
# Headless, and nothing that reaches out to the network on its own.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    """A port nothing listens on now, on the loopback interface only."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def streamlit_command(port: int) -> list[str]:
    """`streamlit run app.py` on 127.0.0.1:`port`, headless (no browser opened), no usage statistics."""
    return [
        sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"),
        "--server.address", "127.0.0.1", "--server.port", str(port),
        "--server.headless", "true", "--browser.gatherUsageStats", "false",
    ]  # fmt: skip


def wait_healthy(url: str, proc: subprocess.Popen[str], seconds: float = 60) -> None:
    """Return once `url` answers Streamlit's health check; raise if `proc` exits or `seconds` pass."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"streamlit exited early:\n{proc.stdout.read() if proc.stdout else ''}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as reply:
                if reply.read().strip() == b"ok":
                    return
        except OSError:
            time.sleep(0.3)
    raise AssertionError(f"streamlit did not come up within {seconds:.0f} s")


@contextmanager
def app_running(
    env: Mapping[str, str],
    *,
    command: Callable[[int], list[str]] = streamlit_command,
    healthy_within: float = 60,
    stop_within: float = 10,
    keep_output: bool = True,
) -> Iterator[str]:
    """The app started by `command(port)` in the checkout's root with exactly `env`, on a free
    loopback port; yields its URL once healthy, then terminates it (and kills it after
    `stop_within` seconds). `keep_output`: its output is piped, so an early exit says why;
    otherwise discarded (a long run would fill an unread pipe)."""
    port = free_port()
    out = subprocess.PIPE if keep_output else subprocess.DEVNULL
    err = subprocess.STDOUT if keep_output else subprocess.DEVNULL
    proc = subprocess.Popen(command(port), cwd=ROOT, env=dict(env), stdout=out, stderr=err, text=True)
    try:
        url = f"http://127.0.0.1:{port}"
        wait_healthy(url, proc, healthy_within)
        yield url
    finally:
        proc.terminate()  # the app stops what it started (an embedded model's server, MCP servers) on exit
        try:
            proc.wait(stop_within)
        except subprocess.TimeoutExpired:
            proc.kill()
