#!/bin/sh
# Smoke test of the built bundle (make dist first) or of the installed program:
#
#     packaging/smoke_test.sh [BUNDLE_DIR]        default: dist/railsdesk
#     packaging/smoke_test.sh /usr/bin/railsdesk  the program of the Debian package
#
# 1. headless: `railsdesk --version`, `random-game 1830 --players 4 --seed 1`, and `replay` of
#    ../shared/fixtures/logs/1830/26855.json when present (else of the random game);
# 2. the window: under Xvfb (xcb platform, as on a desktop) the program opens the log; the test
#    waits until its window is mapped (xdotool or xwininfo; without them it only checks that the
#    program keeps running), lets it run SMOKE_SECONDS (default 5) more, takes a screenshot with
#    ImageMagick's `import` when installed (SMOKE_SCREENSHOT, default dist/smoke-test.png), checks
#    that the program is still running and printed no traceback, then ends it.
# Nothing from a Python installation is used: PATH is reduced to the system folders.
# Exits non-zero on the first failure. Needs Xvfb (Debian: apt-get install xvfb).
set -u
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
TARGET="${1:-dist/railsdesk}"
if [ -d "$TARGET" ]; then TARGET="${TARGET}/railsdesk"; fi
EXE="$(cd "$(dirname "$TARGET")" && pwd)/$(basename "$TARGET")" || exit 1
SECONDS_RUNNING="${SMOKE_SECONDS:-5}"
WINDOW_TIMEOUT="${SMOKE_WINDOW_TIMEOUT:-60}"
SHOT="${SMOKE_SCREENSHOT:-${ROOT}/dist/smoke-test.png}"
FIXTURE="${ROOT}/../shared/fixtures/logs/1830/26855.json"

WORK="$(mktemp -d)"
XVFB_PID=""
APP_PID=""
cleanup() {
    [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() {
    echo "smoke test: FAIL: $*" >&2
    exit 1
}
ok() { echo "smoke test: ok: $*"; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# a clean user: no settings, saves or autosave of whoever runs the test; no Python around
export HOME="${WORK}/home"
export XDG_CONFIG_HOME="${HOME}/.config" XDG_DATA_HOME="${HOME}/.local/share"
export XDG_CACHE_HOME="${HOME}/.cache" XDG_RUNTIME_DIR="${WORK}/run"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
unset PYTHONPATH PYTHONHOME VIRTUAL_ENV QT_QPA_PLATFORM WAYLAND_DISPLAY QT_PLUGIN_PATH
PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin
export PATH

[ -x "$EXE" ] || fail "${EXE} is missing: run make dist first"

# --- headless subcommands ------------------------------------------------------------------
VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "${ROOT}/railsdesk/__init__.py")"
out="$("$EXE" --version 2>&1)" || fail "--version exited with $?: ${out}"
[ "$out" = "railsdesk ${VERSION}" ] || fail "--version printed '${out}', expected 'railsdesk ${VERSION}'"
ok "--version: ${out}"

RANDOM_LOG="${WORK}/random-1830.json"
"$EXE" random-game 1830 --players 4 --seed 1 -o "$RANDOM_LOG" || fail "random-game exited with $?"
[ -s "$RANDOM_LOG" ] || fail "random-game wrote nothing"
ok "random-game 1830 --players 4 --seed 1"

if [ -f "$FIXTURE" ]; then LOG="$FIXTURE"; else LOG="$RANDOM_LOG"; fi
for log in "$LOG" "$RANDOM_LOG"; do
    out="$("$EXE" replay "$log" 2>&1)" || fail "replay ${log} exited with $?: ${out}"
    case "$out" in
        *'"title": "1830"'*'"finished": true'*) ok "replay $(basename "$log"): ${out}" ;;
        *) fail "replay ${log} printed: ${out}" ;;
    esac
    [ "$LOG" = "$RANDOM_LOG" ] && break
done

# --- the window ------------------------------------------------------------------------------
command -v Xvfb >/dev/null 2>&1 || fail "Xvfb is needed for the window test (apt-get install xvfb)"
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"${WORK}/display" >"${WORK}/xvfb.log" 2>&1 &
XVFB_PID=$!
i=0
while [ ! -s "${WORK}/display" ]; do
    i=$((i + 1))
    [ $i -gt 100 ] && fail "Xvfb did not start: $(cat "${WORK}/xvfb.log")"
    kill -0 "$XVFB_PID" 2>/dev/null || fail "Xvfb did not start: $(cat "${WORK}/xvfb.log")"
    sleep 0.1
done
DISPLAY=":$(head -n 1 "${WORK}/display")"
export DISPLAY

window_shown() {
    # the main window: class "railsdesk", mapped (its title changes once a game is open)
    if command -v xdotool >/dev/null 2>&1; then
        xdotool search --onlyvisible --class '^railsdesk$' >/dev/null 2>&1
    elif command -v xwininfo >/dev/null 2>&1; then
        for id in $(xwininfo -root -tree 2>/dev/null | awk '/\("railsdesk" "railsdesk"\)/ { print $1 }'); do
            xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable' && return 0
        done
        return 1
    else
        return 1
    fi
}
CAN_SEE=no
if command -v xdotool >/dev/null 2>&1 || command -v xwininfo >/dev/null 2>&1; then CAN_SEE=yes; fi

started="$(now)"
"$EXE" "$LOG" >"${WORK}/app.log" 2>&1 &
APP_PID=$!
if [ "$CAN_SEE" = yes ]; then
    until window_shown; do
        kill -0 "$APP_PID" 2>/dev/null || fail "the program ended before showing its window: $(cat "${WORK}/app.log")"
        [ "$(elapsed "$started" "$(now)" | cut -d. -f1)" -ge "$WINDOW_TIMEOUT" ] \
            && fail "no window after ${WINDOW_TIMEOUT} s: $(cat "${WORK}/app.log")"
        sleep 0.05
    done
    ok "window shown $(elapsed "$started" "$(now)") s after the start"
else
    echo "smoke test: neither xdotool nor xwininfo: only checking that the program keeps running"
fi
sleep "$SECONDS_RUNNING"
kill -0 "$APP_PID" 2>/dev/null || fail "the program ended within ${SECONDS_RUNNING} s: $(cat "${WORK}/app.log")"
ok "still running ${SECONDS_RUNNING} s later"

if command -v import >/dev/null 2>&1; then
    mkdir -p "$(dirname "$SHOT")"
    import -window root "$SHOT" || fail "no screenshot"
    if command -v convert >/dev/null 2>&1; then
        # a drawn window is mostly light; an empty Xvfb screen is black
        mean="$(convert "$SHOT" -colorspace Gray -format '%[fx:mean]' info:)"
        awk -v m="$mean" 'BEGIN { exit !(m > 0.1) }' || fail "the screenshot is empty (mean ${mean})"
    fi
    ok "screenshot ${SHOT}"
fi

kill "$APP_PID"
wait "$APP_PID" 2>/dev/null
APP_PID=""
if grep -q -e Traceback -e 'Fatal Python error' -e 'Could not load the Qt platform plugin' "${WORK}/app.log"; then
    fail "the program reported errors: $(cat "${WORK}/app.log")"
fi
ok "all checks passed"
