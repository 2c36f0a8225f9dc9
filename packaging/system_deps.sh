#!/bin/sh
# The system packages a bare Debian or Ubuntu needs for `make run` and `make test`: the libraries
# the PySide6 wheels' Qt links against (checked with ldd on Qt's libraries and its offscreen,
# xcb and wayland platform plugins on a minimal Debian 12), make, and venv for the Python .venv
# is made with (packaging/python.sh).
#
#     packaging/system_deps.sh            install the missing ones (as root, with apt-get)
#     packaging/system_deps.sh --list     print the missing ones and exit
#     packaging/system_deps.sh --depends  print the Qt libraries as the Depends of the Debian
#                                         package (packaging/build_deb.sh) and exit
#     ... --dist                          also what `make dist-smoke` needs: binutils and,
#                                         for Debian's python3, its shared libpython
#                                         (PyInstaller), Xvfb and xdotool (the window test),
#                                         lintian, desktop-file-utils and appstream (the checks
#                                         of the Debian package)
#
# Installs only what is missing, quietly, and only as root on a system with apt-get and dpkg;
# anywhere else it names what is missing and leaves the machine alone (exit status 0).
set -eu

# one entry per package; "a|b": the first name the system knows (Debian 13 and Ubuntu 24.04
# renamed some libraries with a t64 suffix)
QT_LIBRARIES="
libegl1 libgl1 libglib2.0-0t64|libglib2.0-0 libdbus-1-3 libfontconfig1 libfreetype6
libxkbcommon0 libxkbcommon-x11-0 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0
libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0
libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
libwayland-client0 libwayland-cursor0 libwayland-egl1
"

QT_PACKAGES="$QT_LIBRARIES"
DIST_PACKAGES="binutils xvfb xdotool lintian desktop-file-utils appstream"

LIST_ONLY=no
DIST=no
for arg in "$@"; do
    case "$arg" in
        --list) LIST_ONLY=yes ;;
        --dist) QT_PACKAGES="${QT_PACKAGES} ${DIST_PACKAGES}"; DIST=yes ;;
        --depends)
            # "a|b" is Debian's "a | b": the first the system has
            # shellcheck disable=SC2086 - one word per entry
            echo $QT_LIBRARIES | sed 's/ /, /g; s/|/ | /g'
            exit 0 ;;
        *) echo "system_deps.sh: unknown argument: ${arg}" >&2; exit 2 ;;
    esac
done

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    [ "$LIST_ONLY" = yes ] || echo "system_deps.sh: not a Debian-like system; see packaging/README.md for the libraries Qt needs"
    exit 0
fi

installed() {
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]
}
known() {
    apt-cache show "$1" >/dev/null 2>&1
}

missing() {
    # entries none of whose names is installed, as written ("a|b")
    for entry in $QT_PACKAGES; do
        found=""
        for name in $(echo "$entry" | tr '|' ' '); do
            if installed "$name"; then found=yes; break; fi
        done
        [ -n "$found" ] || echo "$entry"
    done
    command -v make >/dev/null 2>&1 || echo make
    if [ ! -x .venv/bin/python ] && command -v "$PYTHON" >/dev/null 2>&1 \
        && ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1; then
        echo python3-venv
    fi
    # PyInstaller bundles the interpreter's shared library, which Debian packages separately
    if [ "$DIST" = yes ] && command -v "$PYTHON" >/dev/null 2>&1 \
        && dpkg-query -S "$(readlink -f "$(command -v "$PYTHON")")" >/dev/null 2>&1; then
        lib="libpython$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
        installed "$lib" || echo "$lib"
    fi
}

resolve() {
    # the first name of each entry that the package lists know, else the last (oldest) name
    for entry in "$@"; do
        choice=""
        for name in $(echo "$entry" | tr '|' ' '); do
            if known "$name"; then choice="$name"; break; fi
        done
        echo "${choice:-${entry##*|}}"
    done
}

cd "$(dirname "$0")/.."
# the Python `make` builds .venv with
PYTHON="${PYTHON:-$(sh packaging/python.sh)}"
MISSING="$(missing | tr '\n' ' ')"
if [ -z "$(echo "$MISSING" | tr -d ' ')" ]; then
    exit 0
fi
if [ "$LIST_ONLY" = yes ]; then
    echo "$MISSING"
    exit 0
fi
if [ "$(id -u)" != 0 ]; then
    echo "system_deps.sh: missing system packages (install them as root): ${MISSING}"
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null || echo "system_deps.sh: apt-get update failed" >&2
# shellcheck disable=SC2086 - one word per entry
PACKAGES="$(resolve $MISSING | tr '\n' ' ')"
echo "system_deps.sh: installing ${PACKAGES}"
# shellcheck disable=SC2086 - one word per package
apt-get install -y -qq --no-install-recommends $PACKAGES >/dev/null \
    || echo "system_deps.sh: could not install ${PACKAGES}" >&2
