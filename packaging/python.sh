#!/bin/sh
# The Python that `make` builds .venv with: the distribution's own python3 where it is 3.11
# or newer (Debian's build, for one, replays 18xx.games logs a tenth faster than a plain build
# from source of the same version), else the first python3 on the PATH.
for candidate in /usr/bin/python3 python3; do
    if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then
        echo "$candidate"
        exit 0
    fi
done
echo python3
