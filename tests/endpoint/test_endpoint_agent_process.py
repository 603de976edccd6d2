"""A person's agent as a command (issue 47, item 1): started with the run's URLs, its output read line by
line, ended as a whole process group by Stop, a time limit or an output limit, and every ending said in
one sentence that names the command."""

from __future__ import annotations

import os
import sys
import textwrap
from pathlib import Path

import pytest

from react_core.endpoint.agent_process import (
    PLACEHOLDER_KEY,
    AgentCommand,
    AgentProcess,
    Ending,
    agent_environment,
)

BASE_URL = "http://127.0.0.1:9/s/run1/tok/v1"
RUN_URL = "http://127.0.0.1:9/s/run1/tok"


def python(code: str, **options: object) -> AgentCommand:
    return AgentCommand((sys.executable, "-c", textwrap.dedent(code)), **options)  # type: ignore[arg-type]


def started(command: AgentCommand, lines: list[str] | None = None) -> AgentProcess:
    agent = AgentProcess(command, BASE_URL, RUN_URL, on_line=None if lines is None else lines.append)
    assert agent.start() is None
    return agent


def alive(pid: int) -> bool:
    """Runs (a zombie waiting to be reaped does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def test_the_agent_gets_the_runs_urls_and_a_placeholder_key_never_the_persons_own() -> None:
    env = agent_environment({"OPENAI_API_KEY": "sk-real", "PATH": "/bin"}, BASE_URL, RUN_URL, {"MY_FLAG": "1"})
    assert env["OPENAI_BASE_URL"] == BASE_URL and env["REACT_WORKBENCH_RUN_URL"] == RUN_URL
    assert env["OPENAI_API_KEY"] == PLACEHOLDER_KEY and env["PATH"] == "/bin" and env["MY_FLAG"] == "1"
    agent = started(python("import os; print(os.environ['OPENAI_BASE_URL'], os.environ['REACT_WORKBENCH_RUN_URL'])"))
    ended = agent.wait(30)
    assert ended is not None and ended.ok
    assert agent.lines() == [f"{BASE_URL} {RUN_URL}"]


def test_stdout_and_stderr_come_line_by_line_in_order_with_the_exit_code() -> None:
    seen: list[str] = []
    agent = started(
        python(
            """
            import sys
            print("thinking", flush=True)
            print("a warning", file=sys.stderr, flush=True)
            print("done", flush=True)
            sys.exit(3)
            """
        ),
        seen,
    )
    ended = agent.wait(30)
    assert ended is not None
    assert seen == ["thinking", "a warning", "done"] == agent.lines()
    assert agent.lines(since=2) == ["done"]
    assert (ended.why, ended.exit_code, ended.ok) == (Ending.FINISHED, 3, False)
    assert "exited with code 3" in ended.message and "Its last line: done" in ended.message
    assert sys.executable in ended.message  # the message names the command


def test_runs_in_the_folder_and_with_the_variables_the_person_gave(tmp_path: Path) -> None:
    agent = started(python("import os; print(os.getcwd(), os.environ['TOPIC'])", cwd=tmp_path, env={"TOPIC": "x"}))
    assert agent.wait(30) is not None
    assert agent.lines() == [f"{tmp_path} x"]


def test_stop_ends_the_whole_process_group_even_what_ignores_sigterm(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    code = f"""
        import signal, subprocess, sys, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        open({str(pid_file)!r}, "w").write(str(child.pid))
        print("ready", flush=True)
        time.sleep(600)
        """
    seen: list[str] = []
    agent = started(python(code), seen)
    while "ready" not in seen and agent.running:
        agent.wait(0.05)
    child = int(pid_file.read_text())
    assert alive(child)
    ended = agent.stop()
    assert ended is not None and ended.why == Ending.STOPPED
    assert ended.exit_code == -9  # it ignored SIGTERM, so SIGKILL ended it
    assert ended.message.startswith("Stopped your agent “")
    assert not alive(child) and not agent.running


def test_a_hanging_agent_is_ended_at_its_time_limit() -> None:
    ended = started(python("import time; time.sleep(600)", time_limit_s=0.5)).wait(60)
    assert ended is not None and ended.why == Ending.TIME_LIMIT
    assert "time limit of 0.5 s" in ended.message and "raise the limit" in ended.message


def test_a_flood_of_output_is_ended_at_the_output_limit_and_memory_stays_bounded() -> None:
    agent = started(python("while True: print('x' * 99)", output_limit=50_000))
    ended = agent.wait(60)
    assert ended is not None and ended.why == Ending.OUTPUT_LIMIT
    assert "more than 50,000 bytes" in ended.message
    assert sum(len(line) + 1 for line in agent.lines()) <= 50_000 + 100 * 2


def test_one_endless_line_is_cut_and_still_counts_against_the_limit() -> None:
    agent = started(python("import sys\nwhile True: sys.stdout.write('y' * 1000)", output_limit=300_000))
    ended = agent.wait(60)
    assert ended is not None and ended.why == Ending.OUTPUT_LIMIT
    assert agent.lines()[0].endswith("…(line cut)")


def test_a_program_that_does_not_exist_fails_to_start_with_a_message_naming_it() -> None:
    agent = AgentProcess(AgentCommand(("pythn-not-here", "my_agent.py")), BASE_URL, RUN_URL)
    failed = agent.start()
    assert failed is not None and failed.why == Ending.FAILED_TO_START and failed.exit_code is None
    assert failed.message == (
        "Could not start your agent “pythn-not-here my_agent.py”: there is no program 'pythn-not-here' "
        "(is it installed and on PATH?)."
    )
    assert agent.wait(0) == failed and not agent.running


def test_a_folder_that_does_not_exist_fails_to_start(tmp_path: Path) -> None:
    failed = AgentProcess(AgentCommand(("python3",), cwd=tmp_path / "gone"), BASE_URL, RUN_URL).start()
    assert failed is not None and "does not exist" in failed.message


def test_a_file_that_is_not_executable_fails_to_start(tmp_path: Path) -> None:
    script = tmp_path / "agent.sh"
    script.write_text("echo hi\n")
    os.chmod(script, 0o644)
    failed = AgentProcess(AgentCommand((str(script),)), BASE_URL, RUN_URL).start()
    assert failed is not None and "is not allowed to run" in failed.message


def test_an_empty_command_or_a_zero_limit_is_refused_before_anything_runs() -> None:
    with pytest.raises(ValueError, match="Give the command"):
        AgentCommand(())
    with pytest.raises(ValueError, match="above zero"):
        AgentCommand(("python3",), time_limit_s=0)


def test_what_the_agent_left_running_when_it_exited_is_ended_and_said(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    code = f"""
        import subprocess, sys
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        open({str(pid_file)!r}, "w").write(str(child.pid))
        """
    ended = started(python(code)).wait(60)
    assert ended is not None and ended.ok
    assert not alive(int(pid_file.read_text()))
    assert "left processes running, which were ended" in ended.message


def test_a_command_typed_as_one_line_is_split_as_a_shell_would_but_never_run_by_one(tmp_path: Path) -> None:
    command = AgentCommand.parse('python my_agent.py "Is it warm in Oslo?" $HOME; rm -rf x', cwd=tmp_path)
    assert command.argv == ("python", "my_agent.py", "Is it warm in Oslo?", "$HOME;", "rm", "-rf", "x")
    assert command.cwd == tmp_path
    with pytest.raises(ValueError, match="close its quotes"):
        AgentCommand.parse('python my_agent.py "unclosed')
    with pytest.raises(ValueError, match="Give the command"):
        AgentCommand.parse("   ")
