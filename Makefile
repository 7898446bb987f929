# boardlab: `make lab` opens the tutorials, `make test` runs every test.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8888
IP     ?= 127.0.0.1
# JupyterLab refuses to start as root without --allow-root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
SUDO      := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: venv browser-deps test lab bench strength notebooks docs clean

venv: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[test,lab]'
	touch $@

# Playwright drives Debian's chromium; `playwright install` cannot download browsers here.
browser-deps:
	@if [ ! -x /usr/bin/chromium ]; then \
	  $(SUDO) apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver; \
	fi

# Notebooks are checked only if tutorials/ has some, so that the last pytest line is never
# "no tests ran"; exit 5 (nothing collected) is still tolerated there, and only there.
NOTEBOOKS = $(shell find tutorials -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null)

# ruff and mypy first (configured in pyproject.toml), then every test: the doctests of the
# README and of boardlab's modules run in tests/test_doctests.py.
test: venv browser-deps
	$(BIN)/python -m ruff check boardlab tests benchmarks
	$(BIN)/python -m mypy
	$(BIN)/python -m pytest tests
ifeq ($(strip $(NOTEBOOKS)),)
	@echo "tutorials/: no notebooks yet, nbval skipped"
else
	$(BIN)/python -m pytest --nbval --nbval-current-env --nbval-cell-timeout=120 \
	  --nbval-sanitize-with nbval_sanitize.cfg tutorials; rc=$$?; \
	  if [ $$rc -eq 5 ]; then echo "tutorials/: no notebooks collected"; rc=0; fi; exit $$rc
endif

lab: venv
	mkdir -p tutorials
	$(BIN)/jupyter lab --port $(PORT) --ip $(IP) $(ROOT_FLAG) tutorials/

# Re-run tutorials and store their outputs (nbval compares them), without saved widget
# state.  `make notebooks NB=tutorials/ecosystem/03_placement.ipynb` runs just one.
NB ?= $(NOTEBOOKS)
notebooks: venv
	@for nb in $(NB); do echo "running $$nb"; \
	  timeout 600 $(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.timeout=120 "$$nb" || exit 1; \
	  $(BIN)/python -c 'import json,sys; p=sys.argv[1]; nb=json.load(open(p)); nb["metadata"].pop("widgets", None); json.dump(nb, open(p, "w"), indent=1, ensure_ascii=False); open(p, "a").write("\n")' "$$nb"; \
	done

bench: venv
	$(BIN)/python benchmarks/run.py

# How strong the bots are (a report, not a test): MCTSBot against GreedyBot and RandomBot,
# seat-rotated, win rates with 95% intervals.  `make strength GAMES=20 ITER=500` for more.
# Slow: on 2 shared cores an Ecosystem pairing took 2-3 min, a Lost Cities one more than
# 45 min — hours in all (it prints each pairing's time and the total).
GAMES ?= 8
ITER  ?= 200
strength: venv
	$(BIN)/python benchmarks/strength.py $(GAMES) $(ITER)

# Regenerate docs/rules/<game>.md from the rulebooks, tutorials and tests
# (tests/test_reference.py fails while a committed page differs from this output).
docs: venv
	$(BIN)/python -m boardlab.reference docs

clean:
	rm -rf $(VENV) build dist *.egg-info tests/browser/artifacts
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
