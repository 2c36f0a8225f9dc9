VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
LRELEASE := $(VENV)/bin/pyside6-lrelease
TS := $(wildcard translations/*.ts)
QM := $(patsubst translations/%.ts,railsdesk/translations/%.qm,$(TS))

.PHONY: run test lint bench dist clean translations

$(PY):
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): $(PY) pyproject.toml $(TS)
	$(PY) -m pip install --quiet -e '.[test]'
	$(MAKE) translations
	touch $(STAMP)

# Qt Linguist sources (translations/*.ts) compiled for the program (railsdesk/translations/*.qm)
translations: $(QM)

$(LRELEASE): | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'

railsdesk/translations/%.qm: translations/%.ts | $(LRELEASE)
	@mkdir -p railsdesk/translations
	$(LRELEASE) -silent $< -qm $@

run: $(STAMP)
	$(VENV)/bin/railsdesk $(ARGS)

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check railsdesk tests benchmarks tools

bench: $(STAMP)
	$(PY) benchmarks/run_all.py

clean:
	rm -rf $(VENV) build dist
