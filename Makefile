# Two commands matter: `make serve` and `make test` (see README.md).
# Everything else is a step they depend on; every step is idempotent and skips work
# whose inputs did not change.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PORT ?= 8000
HOST ?= 127.0.0.1
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
CHROMIUM ?= /usr/bin/chromium
# The browser tests' Chromium: the same version's headless shell (half the CPU per page).
TEST_CHROMIUM ?= /usr/bin/chromium-headless-shell
# pytest-xdist workers for `make test` (tests of one language that share a started engine
# stay in one worker: --dist loadgroup). The 30 slowest tests are listed at the end, to see
# where the suite's time goes.
TEST_WORKERS ?= auto
export NO_MKDOCS_2_WARNING := 1
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: setup help serve test bench build site catalogs check lint typecheck pytest tools browser clean

help:
	@echo "make serve   set everything up, build the site and serve it on http://$(HOST):$(PORT)"
	@echo "make test    set everything up (Chromium included) and run every check and test"
	@echo "make check   the inner loop: lint, types and the tests that need no browser (not the slow ones)"
	@echo "make bench   print the performance figures"
	@echo "make build   build the site into site/ (strict)"
	@echo "make clean   remove the virtual environment, node_modules and build output"

# --- Tools -------------------------------------------------------------------------------

tools:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
	  || { echo "error: Python 3.11 or newer is needed as '$(PYTHON)': install python3 (3.11+) or run 'make PYTHON=/path/to/python3.11'"; exit 1; }
	@command -v npm >/dev/null \
	  || { echo "error: npm is needed: install Node.js 20+ with npm (Debian: apt-get install nodejs npm)"; exit 1; }

$(VENV)/.stamp: pyproject.toml constraints.txt | tools
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -c constraints.txt pip
	$(PY) -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[site,test]'
	@touch $@

node_modules/.stamp: package.json package-lock.json | tools
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

setup: $(VENV)/.stamp node_modules/.stamp

browser:
	@if [ ! -x $(CHROMIUM) ] || [ ! -x $(TEST_CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's Chromium and its headless shell (for the bench and the browser tests)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null; \
	  else \
	    echo "error: the browser tests need Chromium's headless shell at $(TEST_CHROMIUM) and the bench Chromium at $(CHROMIUM): install them (Debian: sudo apt-get install chromium chromium-headless-shell) or pass TEST_CHROMIUM=/path/to/chromium CHROMIUM=/path/to/chromium"; \
	    exit 1; \
	  fi; \
	fi

# --- Site --------------------------------------------------------------------------------

catalogs: setup
	$(PY) -m site_hooks.catalogs

build: setup
	$(PY) -m mkdocs build --strict --quiet

site: build

serve: build
	@echo "Serving the site on http://$(HOST):$(PORT)/ (Ctrl-C to stop)"
	$(PY) -m site_hooks.serve --host $(HOST) --port $(PORT) site

# --- Checks and tests --------------------------------------------------------------------

lint: setup
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

typecheck: setup
	$(PY) -m mypy

pytest: setup browser catalogs
	TEST_CHROMIUM=$(TEST_CHROMIUM) $(PY) -m pytest -n $(TEST_WORKERS) --dist loadgroup --durations=30

test: lint typecheck pytest

# The inner loop: no browser, and not the slow property, playout and brute-force tests
# (marked `slow`), which `make test` runs. The build tests build the site (warm: seconds).
check: lint typecheck catalogs
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadgroup -m "not browser and not slow" --durations=10

bench: setup browser catalogs
	$(PY) -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[site,test,bench]'
	npm ci --prefix tests/bench/lighthouse --no-audit --no-fund --loglevel=error
	$(PY) tests/bench/bench_engine.py
	$(PY) tests/bench/bench_calls.py
	$(PY) tests/bench/bench_links.py
	CHROMIUM=$(CHROMIUM) $(PY) tests/bench/bench_site.py

clean:
	rm -rf $(VENV) node_modules site build engine/locale .pytest_cache .mypy_cache .ruff_cache
