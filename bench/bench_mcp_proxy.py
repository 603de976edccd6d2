"""The MCP proxy's cost: a read-only tool call through `react-workbench mcp-proxy` (asked about on a steering
endpoint's run, recorded, its result recorded) against the same call straight to the server.

Run: .venv/bin/python bench/bench_mcp_proxy.py [--calls 50]
The server is mcp-server-time from PyPI (get_current_time, read-only: never held); the agent is the `mcp`
SDK's client. Each side is timed after connecting and listing the tools, call by call.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore

ROOT = Path(__file__).resolve().parents[1]
SERVER = [sys.executable, "-m", "mcp_server_time"]
UNUSED_MODEL = {"base_url": "http://127.0.0.1:9/v1", "model": "unused", "api_key": "unused", "retries": 0}


def timed_calls(params: StdioServerParameters, calls: int) -> list[float]:
    async def main() -> list[float]:
        times = []
        async with Client(params, read_timeout_seconds=60) as client:
            await client.list_tools()
            for _ in range(calls):
                started = time.perf_counter()
                await client.call_tool("get_current_time", {"timezone": "UTC"})
                times.append(time.perf_counter() - started)
        return times

    return anyio.run(main)


def ms(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"median {1000 * statistics.median(values):.1f} ms, p90 {1000 * p90:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=50)
    args = parser.parse_args()
    env: dict[str, Any] = {**os.environ, "PYTHONPATH": str(ROOT)}
    direct = timed_calls(StdioServerParameters(command=SERVER[0], args=SERVER[1:], env=env), args.calls)
    with tempfile.TemporaryDirectory() as folder, EndpointServer(TrajectoryStore(Path(folder) / "h.db")) as server:
        run = server.runs.open(load_config(UNUSED_MODEL), "bench")
        proxy = [sys.executable, "-m", "react_core.cli.mcp_proxy", "--", *SERVER]
        params = StdioServerParameters(
            command=proxy[0], args=proxy[1:], env={**env, "REACT_WORKBENCH_RUN_URL": run.root_url}
        )
        proxied = timed_calls(params, args.calls)
        with run.lock:
            recorded = len(run.trajectory.steps_of())
    print(f"direct to the server:   {ms(direct)}  ({args.calls} calls)")
    print(f"through mcp-proxy:      {ms(proxied)}  ({recorded} steps recorded, {2 * args.calls} expected)")
    print(f"added per call: {1000 * (statistics.median(proxied) - statistics.median(direct)):.1f} ms (medians)")
    print(f"load: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
