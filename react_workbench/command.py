"""`react-workbench`: `app` opens the workbench; every other subcommand is `python -m react_core`'s.

react-workbench app                          prepare the embedded model, serve http://127.0.0.1:8501
react-workbench app --server.port 8502       other options go to `streamlit run`
react-workbench app --skip-model-setup       start at once (choose OpenAI or another server in the app)
react-workbench run --task hotpotqa ...      the same as `python -m react_core run ...`; also tasks,
                                             eval, corpus, models, prompts
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from react_core.cli import main as cli

PROG = "react-workbench"
APP_HELP = "prepare the embedded model and serve the app on 127.0.0.1 (see `react-workbench app --help`)"
# What `make run` has always passed: only this machine reaches the app, no first-run questions, no usage stats.
STREAMLIT_FLAGS = ("--server.address", "127.0.0.1", "--server.headless", "true", "--browser.gatherUsageStats", "false")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["app"]:
        return app(argv[1:])
    return cli.main(argv, prog=PROG, listed={"app": APP_HELP})


def app(argv: list[str]) -> int:
    """Prepare the embedded model (`models setup`, quick once built), then become `streamlit run app.py`."""
    parser = argparse.ArgumentParser(
        prog=f"{PROG} app",
        allow_abbrev=False,
        description="Serve the ReAct workbench on 127.0.0.1, after preparing the embedded model "
        "(llama.cpp's server and the weights, cached under ~/.cache/react-workbench).",
        epilog="Any other option goes to `streamlit run`, e.g. --server.port 8502.",
    )
    parser.add_argument(
        "--skip-model-setup",
        action="store_true",
        help="do not prepare the embedded model (you use OpenAI or another OpenAI-compatible server)",
    )
    args, streamlit_options = parser.parse_known_args(argv)
    if not args.skip_model_setup:
        code = cli.main(["models", "setup"], prog=PROG)
        if code != 0:
            print(
                f"The embedded model is not ready (why and the fix are above). Or start with `{PROG} app "
                f"--skip-model-setup` and choose another model in the app's sidebar.",
                file=sys.stderr,
            )
            return code
        from react_core.cli.prepare import hand_over_server

        # The server, first prompt read, goes on into the app: a first Step at once only writes.
        os.environ.update(hand_over_server(lambda line: print(f"[models] {line}", flush=True)))
    command = [sys.executable, "-m", "streamlit", "run", str(app_script()), *STREAMLIT_FLAGS, *streamlit_options]
    os.execv(sys.executable, command)  # streamlit becomes this process: Ctrl-C and the exit code are its own
    return 0  # not reached


def app_script() -> Path:
    """app.py, with pages/, ui/ and .streamlit/ beside it: inside the installed package (pyproject.toml
    puts them in react_workbench/streamlit_app), else at the root of the checkout this package is in."""
    package = Path(__file__).resolve().parent
    installed = package / "streamlit_app" / "app.py"
    return installed if installed.is_file() else package.parent / "app.py"
