"""The embedded server's lifecycle, with a stand-in binary: ports, readiness, stopping, orphans."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from react_core.models.errors import ModelError
from react_core.models.llama_server import LlamaServer, ServerSettings

# Accepts llama-server's flags, answers /health like it, and writes its pid to a file.
STAND_IN = textwrap.dedent("""\
    #!{python}
    import http.server, os, sys
    args = sys.argv[1:]
    port = int(args[args.index("--port") + 1])
    open(os.environ["STAND_IN_PID"], "w").write(str(os.getpid()))
    if os.environ.get("STAND_IN_FAIL"):
        print(os.environ["STAND_IN_FAIL"], flush=True)
        sys.exit(1)
    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200 if self.path == "/health" else 404)
            self.end_headers()
        def log_message(self, *a):
            pass
    http.server.HTTPServer(("127.0.0.1", port), H).serve_forever()
""")


@pytest.fixture
def stand_in(tmp_path, monkeypatch):
    binary = tmp_path / "llama-server"
    binary.write_text(STAND_IN.format(python=sys.executable))
    binary.chmod(0o755)
    monkeypatch.setenv("STAND_IN_PID", str(tmp_path / "pid"))
    return binary


def settings(binary: Path, tmp_path: Path, **options) -> ServerSettings:
    return ServerSettings(
        binary=binary,
        model_path=tmp_path / "model.gguf",
        model_name="m",
        threads=1,
        slots=2,
        ctx_per_slot=4096,
        log_path=tmp_path / "server.log",
        **options,
    )


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return not Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"


def wait_dead(pid: int, seconds: float = 10) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.1)
    return False


def test_starts_on_a_free_loopback_port_and_stops(stand_in, tmp_path):
    server = LlamaServer(settings(stand_in, tmp_path)).start(timeout_s=30)
    pid = int((tmp_path / "pid").read_text())
    assert server.base_url.startswith("http://127.0.0.1:") and server.is_running()
    server.stop()
    assert wait_dead(pid) and not server.is_running()


def test_the_command_asks_for_a_slot_per_session_with_enough_context(stand_in, tmp_path):
    command = LlamaServer(settings(stand_in, tmp_path)).command(8080)
    assert command[command.index("--host") + 1] == "127.0.0.1"
    assert command[command.index("--parallel") + 1] == "2"
    assert command[command.index("--ctx-size") + 1] == str(2 * 4096)
    assert "--mlock" not in command


def test_the_server_keeps_no_ram_prompt_cache_that_could_mix_episodes(stand_in, tmp_path):
    # llama.cpp's RAM prompt cache restored one request's tokens into another's slot under load
    # (ggml-org/llama.cpp#27148): a docs batch at 4 at once had observations of other episodes in
    # its replies. Each trajectory keeps its own slot instead.
    command = LlamaServer(settings(stand_in, tmp_path)).command(8080)
    assert command[command.index("--cache-ram") + 1] == "0"


def test_the_server_reads_prompts_in_short_passes_so_a_persons_reply_and_a_cancel_get_between():
    command = LlamaServer(settings(Path("llama-server"), Path("/tmp"))).command(8080)
    assert command[command.index("--batch-size") + 1] == command[command.index("--ubatch-size") + 1] == "256"


def test_a_taken_port_is_reported_as_such(stand_in, tmp_path):
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        with pytest.raises(ModelError) as caught:
            LlamaServer(settings(stand_in, tmp_path, port=port)).start(timeout_s=30)
    assert caught.value.kind == "port_taken" and str(port) in caught.value.cause


def test_a_model_the_server_cannot_load_is_a_weights_error(stand_in, tmp_path, monkeypatch):
    monkeypatch.setenv("STAND_IN_FAIL", "llama_model_load: error loading model: invalid magic characters in gguf file")
    with pytest.raises(ModelError) as caught:
        LlamaServer(settings(stand_in, tmp_path)).start(timeout_s=30)
    assert caught.value.kind == "weights" and "make model" in caught.value.fix


def test_the_server_dies_with_its_parent_even_on_sigkill(stand_in, tmp_path):
    parent = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(Path(__file__).resolve().parents[2])!r})
        from pathlib import Path
        from react_core.models.llama_server import LlamaServer, ServerSettings
        LlamaServer(ServerSettings(Path({str(stand_in)!r}), Path("m.gguf"), "m", 1, 1, 4096)).start(timeout_s=30)
        print("ready", flush=True)
        time.sleep(600)
    """),
        ],
        stdout=subprocess.PIPE,
        text=True,
        env=os.environ,
    )
    assert parent.stdout.readline().strip() == "ready"
    pid = int((tmp_path / "pid").read_text())
    assert alive(pid)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    assert wait_dead(pid), "llama-server outlived the process that started it"


def test_an_x86_build_leaves_out_amx_which_crashed_the_server_in_a_sandbox():
    """With AMX the server died (SIGSEGV in ggml_backend_amx_mul_mat) where the kernel grants no AMX."""
    from react_core.models import server_build

    x86 = server_build.cmake_options("x86_64")
    assert "-DCMAKE_C_FLAGS=-mno-amx-tile -mno-amx-int8 -mno-amx-bf16" in x86
    assert "-DCMAKE_CXX_FLAGS=-mno-amx-tile -mno-amx-int8 -mno-amx-bf16" in x86
    assert not any("amx" in option for option in server_build.cmake_options("aarch64"))


def test_a_binary_built_with_other_settings_is_not_reused():
    from react_core.models import server_build

    assert server_build.server_binary_path().name == f"llama-server-0.3.36-b{server_build.BUILD_REVISION}"
    assert server_build.BUILD_REVISION >= 2  # 1: the build that used AMX


def test_a_server_handed_over_across_exec_is_used_there_and_still_dies_with_its_new_owner(stand_in, tmp_path):
    """The launcher prepares the model, then execs into the app: the app takes the running server
    over (no second start) and, when the app is killed, the server goes with it."""
    root = str(Path(__file__).resolve().parents[2])
    made = f"LlamaServer(ServerSettings(Path({str(stand_in)!r}), Path('m.gguf'), 'm', 1, 1, 4096))"
    app = textwrap.dedent(f"""
        import os, sys, time
        sys.path.insert(0, {root!r})
        from pathlib import Path
        from react_core.models.llama_server import LlamaServer, ServerSettings
        server = LlamaServer.take_over(ServerSettings(Path({str(stand_in)!r}), Path('m.gguf'), 'm', 1, 1, 4096),
                                       os.environ['HANDED'])
        print('taken', server is not None and server.is_running(), server and server.port, flush=True)
        time.sleep(600)
    """)
    launcher = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {root!r})
        from pathlib import Path
        from react_core.models.llama_server import LlamaServer, ServerSettings
        server = {made}.start(timeout_s=30)
        print('port', server.port, flush=True)
        os.environ['HANDED'] = server.hand_over()
        os.execv(sys.executable, [sys.executable, '-c', {app!r}])
    """)
    parent = subprocess.Popen([sys.executable, "-c", launcher], stdout=subprocess.PIPE, text=True, env=os.environ)
    port = parent.stdout.readline().split()[1]
    assert parent.stdout.readline().split() == ["taken", "True", port], "the app took over the same server"
    pid = int((tmp_path / "pid").read_text())
    assert alive(pid)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    assert wait_dead(pid), "the handed-over server outlived the app"


def test_a_token_for_a_server_that_is_not_ours_is_refused(stand_in, tmp_path):
    token = '{"pid": 1, "fd": 0, "port": 1}'  # pid 1 is no child of this process
    assert LlamaServer.take_over(settings(stand_in, tmp_path), token) is None
    assert LlamaServer.take_over(settings(stand_in, tmp_path), "not json") is None
