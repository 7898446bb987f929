# boardlab: `make lab` opens the tutorials, `make test` runs every test.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8888
IP     ?= 127.0.0.1
# JupyterLab refuses to start as root without --allow-root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
SUDO      := $(if $(filter 0,$(shell id -u)),,sudo)

# Bytecode caches (__pycache__/, git-ignored) even where the environment turns them off: every
# test worker, notebook kernel and subprocess imports boardlab again, and pytest keeps its
# rewritten test modules there (without them a test worker's collection takes twice as long).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: venv browser-deps test check lint lab site bench strength notebooks docs clean

venv: $(VENV)/.installed

# uv (from PyPI, into the venv) installs what pip would, in seconds rather than minutes: it
# fetches in parallel and keeps unpacked wheels in its cache (~/.cache/uv).  The venv keeps
# its own pip for anything a user adds.
$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q uv
	$(BIN)/uv pip install --python $(BIN)/python -e '.[test,lab]'
	touch $@

# Playwright drives Debian's chromium; `playwright install` cannot download browsers here.
browser-deps:
	@if [ ! -x /usr/bin/chromium ]; then \
	  $(SUDO) apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver; \
	fi

NOTEBOOKS = $(shell find tutorials -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null)

# Tests run on every core (pytest-xdist; JOBS=1 for one worker), the tutorials (nbval) in the
# same session: tests/conftest.py keeps each notebook's cells together in one kernel, starts
# the longest work first, and lets the browser tests share one worker (JupyterLab and
# chromium start once).
JOBS ?= auto
XDIST = -n $(JOBS) --dist loadgroup --no-loadscope-reorder
NBVAL = --nbval --nbval-current-env --nbval-cell-timeout=120 --nbval-sanitize-with nbval_sanitize.cfg

# ruff and mypy first (configured in pyproject.toml), then every test: the doctests of the
# README and of boardlab's modules run in tests/test_doctests.py.  Notebooks are checked only
# if tutorials/ has some.
# The site's build and the linters use one core each: they run side by side.
test: venv browser-deps
	$(MAKE) --no-print-directory -j2 site lint
	$(BIN)/python -m pytest tests $(if $(strip $(NOTEBOOKS)),tutorials $(NBVAL)) $(XDIST) --durations=25

# The edit loop (about 2 minutes): ruff, mypy and every test not marked slow, i.e. without the
# browser, Binder and notebook runs and the largest conformance and property budgets.
check: lint
	$(BIN)/python -m pytest tests $(XDIST) -m "not slow"

lint: venv
	$(BIN)/python -m ruff check boardlab tests benchmarks site
	$(BIN)/python -m mypy

# The offline JupyterLite site of the rules tutorials (README, "Try it in your browser"):
# Pyodide from npm, wheels from PyPI, the result in site/_output/.
site: venv
	$(BIN)/python site/build.py

lab: venv
	mkdir -p tutorials
	$(BIN)/jupyter lab --port $(PORT) --ip $(IP) $(ROOT_FLAG) tutorials/

# Re-run tutorials and store their outputs (nbval compares them), without saved widget
# state.  `make notebooks NB=tutorials/ecosystem/03_placement.ipynb` runs just one.
NB ?= $(NOTEBOOKS)
notebooks: venv
	@for nb in $(NB); do echo "running $$nb"; \
	  timeout 600 $(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.timeout=120 --ExecutePreprocessor.iopub_timeout=60 "$$nb" || exit 1; \
	  $(BIN)/python -c 'import json,sys; p=sys.argv[1]; nb=json.load(open(p)); nb["metadata"].pop("widgets", None); json.dump(nb, open(p, "w"), indent=1, ensure_ascii=False); open(p, "a").write("\n")' "$$nb"; \
	done

bench: venv
	$(BIN)/python benchmarks/run.py

# How strong the bots are (a report, not a test): MCTSBot against GreedyBot and RandomBot,
# seat-rotated, win rates with 95% intervals over the games some seat won (the others are
# counted apart).  `make strength GAMES=32 ITER=500` for more.  About 13 min on 2 cores with
# the defaults: Lost Cities' two pairings 10 min, the others 20 s to 70 s each (it prints each
# pairing's time and the total).
GAMES ?= 16
ITER  ?= 200
strength: venv
	$(BIN)/python benchmarks/strength.py $(GAMES) $(ITER)

# Regenerate docs/rules/<game>.md from the rulebooks, tutorials and tests
# (tests/test_reference.py fails while a committed page differs from this output).
docs: venv
	$(BIN)/python -m boardlab.reference docs

clean:
	rm -rf $(VENV) build dist *.egg-info tests/browser/artifacts site/_output site/_build site/_cache site/static site/.cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
