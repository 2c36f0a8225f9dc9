VENV := .venv
# the interpreter .venv is made with (packaging/python.sh says which and why)
PYTHON ?= $(shell sh packaging/python.sh)
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
LRELEASE := $(VENV)/bin/pyside6-lrelease
TS := $(wildcard translations/*.ts)
QM := $(patsubst translations/%.ts,railsdesk/translations/%.qm,$(TS))

.PHONY: run test soak lint bench dist deb dist-smoke clean translations

$(PY):
	$(PYTHON) -m venv $(VENV)
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

# the suite in a process per processor (RAILSDESK_TEST_JOBS=1: one plain pytest)
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tests/run_suite.py

# Minutes of fuzzing outside the test suite: every reader and the command line given damaged
# files (counts per reader), and 200 saves killed at random moments. SOAK_ARGS, e.g.
# SOAK_ARGS="--seconds-per-reader 120 --keep soak-failures"
soak: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tests/soak.py $(SOAK_ARGS)
	RAILSDESK_KILL_RUNS=200 QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/test_atomic_write.py

lint: $(STAMP)
	$(VENV)/bin/ruff check railsdesk tests benchmarks tools

bench: $(STAMP)
	$(PY) benchmarks/run_all.py

# PyInstaller bundle dist/railsdesk/ and dist/railsdesk-VERSION-linux-ARCH.tar.gz, and from it
# the Debian/Ubuntu package dist/railsdesk_VERSION_ARCH.deb (packaging/README.md)
DIST_STAMP := $(VENV)/.installed-dist

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[dist]'
	touch $(DIST_STAMP)

dist: $(DIST_STAMP) translations
	PYTHON=$(PY) sh packaging/build.sh

deb: dist
	sh packaging/build_deb.sh

# the bundle run headlessly and with a window under Xvfb; the package checked (lintian,
# desktop-file-validate, appstreamcli), then installed with apt-get, run, opened by the file
# type of a save and removed again (as root or through sudo)
dist-smoke: deb
	sh packaging/smoke_test.sh
	sh packaging/check_deb.sh
	sh packaging/deb_install_test.sh

clean:
	rm -rf $(VENV) build dist
