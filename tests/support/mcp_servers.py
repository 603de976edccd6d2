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
