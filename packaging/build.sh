#!/bin/sh
# Build the Linux bundle: dist/railsdesk/ (the program, its libraries, install.sh and share/)
# and dist/railsdesk-VERSION-linux-ARCH.tar.gz. Called by `make dist`; PYTHON is the Python of
# a virtual environment with railsdesk and PyInstaller installed (pip install -e '.[dist]').
#
# Reproducible: the same sources, Python packages and build machine give the same tarball
# (file times are set to the last commit's time, owners to root, entries sorted).
set -eu
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-.venv/bin/python}"

SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
PYTHONHASHSEED=0
export SOURCE_DATE_EPOCH PYTHONHASHSEED

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build packaging/railsdesk.spec

VERSION="$("$PYTHON" -c 'import railsdesk; print(railsdesk.__version__)')"
TARBALL="dist/railsdesk-${VERSION}-linux-$(uname -m).tar.gz"
find dist/railsdesk -exec touch -h -d "@${SOURCE_DATE_EPOCH}" {} +
tar --sort=name --mtime="@${SOURCE_DATE_EPOCH}" --owner=0 --group=0 --numeric-owner \
    --format=gnu -C dist -cf - railsdesk | gzip -n -6 > "${TARBALL}.part"
mv "${TARBALL}.part" "$TARBALL"
echo "built dist/railsdesk/ ($(du -sm dist/railsdesk | cut -f1) MB) and ${TARBALL} ($(du -m "$TARBALL" | cut -f1) MB)"
