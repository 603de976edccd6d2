"""A real Arize Phoenix for the tests: `phoenix serve` from .venv-phoenix (`make phoenix`) on free
loopback ports (HTTP and gRPC), with a working folder of its own, and its REST API read back."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[2]
PHOENIX = ROOT / ".venv-phoenix" / "bin" / "phoenix"
START_S = 180  # a first start migrates its SQLite database; slow on two busy cores


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Phoenix:
    def __init__(self, url: str) -> None:
        self.url = url

    def get(self, path: str, **query: object) -> dict:
        address = f"{self.url}{path}" + (f"?{urlencode(query, doseq=True)}" if query else "")
        with urllib.request.urlopen(address, timeout=30) as response:
            return json.loads(response.read())

    def spans(self, trace_ids: list[str], expected: int, project: str = "default", wait_s: float = 60) -> list[dict]:
        """The spans of these traces as Phoenix's REST API gives them (GET /v1/projects/{project}/spans),
        oldest first, once `expected` of them have been stored (Phoenix inserts in the background)."""
        deadline = time.monotonic() + wait_s
        while True:
            data = self.get(
                f"/v1/projects/{project}/spans", trace_id=trace_ids, limit=1000, sort="start_time", order="asc"
            )
            if len(data["data"]) >= expected or time.monotonic() > deadline:
                return data["data"]
            time.sleep(0.5)

    def graphql_spans(self, trace_ids: list[str], project: str = "default") -> list[dict]:
        """The spans of these traces as Phoenix's own UI reads them (its GraphQL API): `attributes` is the
        JSON its span view parses (OpenInference's dotted names nested, indexed ones as lists)."""
        query = (
            "{ projects(first: 20) { edges { node { name spans(first: 1000) { edges { node {"
            " name spanKind parentId context { traceId spanId } attributes input { value mimeType }"
            " output { value mimeType } } } } } } } }"
        )
        body = json.dumps({"query": query}).encode()
        request = urllib.request.Request(f"{self.url}/graphql", data=body, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            data = json.loads(response.read())
        assert "errors" not in data, data.get("errors")
        projects = [e["node"] for e in data["data"]["projects"]["edges"] if e["node"]["name"] == project]
        nodes = [e["node"] for p in projects for e in p["spans"]["edges"]]
        return [n for n in nodes if n["context"]["traceId"] in trace_ids]


@contextmanager
def running_phoenix(folder: Path) -> Iterator[Phoenix]:
    port = free_port()
    env = {
        **os.environ,
        "PHOENIX_WORKING_DIR": str(folder),
        "PHOENIX_HOST": "127.0.0.1",
        "PHOENIX_PORT": str(port),
        "PHOENIX_GRPC_PORT": str(free_port()),
        "PHOENIX_TELEMETRY_ENABLED": "false",
    }
    log = (folder / "phoenix.log").open("wb")
    process = subprocess.Popen([str(PHOENIX), "serve"], env=env, stdout=log, stderr=subprocess.STDOUT, cwd=folder)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_S
        while True:
            try:
                with urllib.request.urlopen(f"{url}/healthz", timeout=5) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                tail = (folder / "phoenix.log").read_text(errors="replace")[-3000:]
                raise RuntimeError(f"Phoenix did not start (exit {process.poll()}):\n{tail}")
            time.sleep(0.5)
        yield Phoenix(url)
    finally:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
