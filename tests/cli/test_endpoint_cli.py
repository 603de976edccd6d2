"""`react-workbench serve`: one run opened, its OPENAI_BASE_URL printed, each step printed as the agent's
calls come, a held reply answered on the terminal, and a clean stop on Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import openai
import pytest

from tests.support.endpoint_support import TOOLS
from tests.support.fake_openai_server import FakeOpenAIServer

ROOT = Path(__file__).resolve().parents[2]


def start(upstream: FakeOpenAIServer, tmp_path: Path, *options: str) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "REACT_HOME": str(tmp_path / "home"),
        "PYTHONPATH": str(ROOT),
        "OPENAI_API_KEY": "sk-upstream-secret",
    }
    command = [
        sys.executable,
        "-m",
        "react_core",
        "serve",
        "--base-url",
        upstream.base_url,
        "--model",
        "fake-model",
        *options,
    ]
    return subprocess.Popen(
        command,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=tmp_path,
        # as a terminal's Ctrl-C reaches it (test_eval_running does the same): started from a shell's background job,
        # the child inherits SIGINT ignored, Python then raises no KeyboardInterrupt, and read_until waited forever
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def read_until(process: subprocess.Popen[str], text: str) -> list[str]:
    assert process.stdout is not None
    seen = []
    for line in process.stdout:
        seen.append(line.rstrip("\n"))
        if text in line:
            return seen
    raise AssertionError(f"{text!r} never printed; got: {seen}")


def test_serve_prints_the_base_url_records_each_step_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    with FakeOpenAIServer() as upstream:
        process = start(upstream, tmp_path)
        try:
            printed = read_until(process, "Recording until Ctrl-C.")
            base = next(line.split("=", 1)[1] for line in printed if "export OPENAI_BASE_URL=" in line)
            assert base.startswith("http://127.0.0.1:") and base.endswith("/v1")
            assert not any("sk-upstream-secret" in line for line in printed)
            upstream.reply("Four.")
            agent = openai.OpenAI(base_url=base, api_key="unused", max_retries=0)
            reply = agent.chat.completions.create(model="m", messages=[{"role": "user", "content": "2+2?"}])
            assert reply.choices[0].message.content == "Four."
            read_until(process, "Action: Finish[Four.]")
            process.send_signal(signal.SIGINT)
            rest = read_until(process, "Stopped.")
            assert "1 call(s) recorded in History" in rest[-1]
            assert process.wait(10) == 0
        finally:
            process.kill()


def test_a_held_call_is_answered_on_the_terminal_with_edited_arguments(tmp_path: Path) -> None:
    with FakeOpenAIServer() as upstream:
        process = start(upstream, tmp_path, "--hold", "tool:get_weather")
        try:
            printed = read_until(process, "Recording until Ctrl-C.")
            assert "Holding replies when it calls get_weather; answer them here." in printed
            base = next(line.split("=", 1)[1] for line in printed if "export OPENAI_BASE_URL=" in line)
            upstream.reply("Looking.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "c1"}])
            out: dict[str, object] = {}
            agent = openai.OpenAI(base_url=base, api_key="unused", max_retries=0)

            def ask() -> None:
                out["reply"] = agent.chat.completions.create(
                    model="m", messages=[{"role": "user", "content": "Oslo?"}], tools=TOOLS
                )  # type: ignore[arg-type]

            thread = threading.Thread(target=ask)
            thread.start()
            held = read_until(process, "send | thought TEXT")
            assert any('call 1: get_weather {"city": "Oslo"}' in line for line in held)
            assert process.stdin is not None
            process.stdin.write('args 1 {"city": 7}\n')  # off the schema: said, nothing sent
            process.stdin.flush()
            read_until(process, "expected a string")
            process.stdin.write('args 1 {"city": "Bergen"}\n')
            process.stdin.flush()
            thread.join(10)
            call = out["reply"].choices[0].message.tool_calls[0]  # type: ignore[attr-defined]
            assert json.loads(call.function.arguments) == {"city": "Bergen"}
            read_until(process, 'Action (human edit): get_weather[{"city": "Bergen"}]')
        finally:
            process.kill()
            process.wait(10)


@pytest.mark.parametrize("argv", [["serve", "--help"]])
def test_serve_is_listed_with_its_options(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from react_core.cli.main import main

    with pytest.raises(SystemExit):
        main(argv)
    assert "--hold WHEN" in capsys.readouterr().out
