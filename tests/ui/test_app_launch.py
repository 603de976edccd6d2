"""Starting the app for a browser (tools/app_launch.py): the browser tests, the screenshot tools and
the benches share it. Here it starts small stand-ins for the app (a Python HTTP server answering
Streamlit's health check, a program that exits at once) so its waiting and stopping are checked
without Streamlit or a browser."""

from __future__ import annotations

import os
import sys
import urllib.request

import pytest

from tools.app_launch import app_running, free_port, streamlit_command

HEALTHY = """
import http.server, sys
class Health(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers()
        self.wfile.write(b"ok" if self.path == "/_stcore/health" else b"page")
    def log_message(self, *args):
        pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Health).serve_forever()
"""


def test_yields_the_loopback_url_once_healthy_and_stops_the_app_afterwards():
    started = []

    def command(port: int) -> list[str]:
        started.append(port)
        return [sys.executable, "-c", HEALTHY, str(port)]

    with app_running(dict(os.environ), command=command, healthy_within=30) as url:
        assert url == f"http://127.0.0.1:{started[0]}"
        with urllib.request.urlopen(f"{url}/", timeout=5) as reply:
            assert reply.read() == b"page"
    with pytest.raises(OSError):  # stopped: nothing answers on that port any more
        urllib.request.urlopen(f"{url}/_stcore/health", timeout=2)


def test_an_app_that_exits_at_once_is_an_error_that_shows_its_output():
    def command(port: int) -> list[str]:
        return [sys.executable, "-c", "print('no app.py here'); raise SystemExit(2)"]

    with pytest.raises(AssertionError, match=r"exited early:\nno app\.py here"):
        with app_running(dict(os.environ), command=command, healthy_within=30):
            pytest.fail("yielded although the app never came up")


def test_streamlit_listens_on_loopback_only_on_the_port_given_headless():
    port = free_port()
    command = streamlit_command(port)
    assert command[1:4] == ["-m", "streamlit", "run"] and command[4].endswith("app.py")
    flags = dict(zip(command[5::2], command[6::2]))
    assert flags["--server.address"] == "127.0.0.1" and flags["--server.port"] == str(port)
    assert flags["--server.headless"] == "true" and flags["--browser.gatherUsageStats"] == "false"
