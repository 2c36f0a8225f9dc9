#!/bin/sh
# The Debian package tested as a user would use it (make deb first). It installs and removes
# the package on this machine with apt-get (as root, or through sudo): run it where railsdesk
# is not installed otherwise (it stops if it is).
#
#     packaging/deb_install_test.sh [DEB]     default: dist/railsdesk_VERSION_ARCH.deb
#
# 1. `apt-get install ./DEB`: the package and the libraries it depends on (timed; the packages
#    apt-get added are listed);
# 2. /usr/bin/railsdesk through packaging/smoke_test.sh: --version, random-game, replay, and
#    the window under Xvfb, screenshot in dist/smoke-test-deb.png;
# 3. a save by its file type, as a GNOME desktop sees it: `xdg-mime query filetype` names a
#    save *.rdsave and a save without extension application/x-railsdesk-save (a plain .json
#    stays application/json), railsdesk.desktop is its default program, and `xdg-open` of the
#    save opens it in railsdesk (the window's title names the file);
# 4. `apt-get remove railsdesk`: no file of the package is left, nor /opt/railsdesk, the file
#    type is forgotten, and the user's own files (settings and saves) are still there.
# Tools: Xvfb, xdotool, xdg-utils, gio (libglib2.0-bin), shared-mime-info, desktop-file-utils;
# ImageMagick for the screenshot.
set -u
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' railsdesk/__init__.py)"
DEB="${1:-dist/railsdesk_${VERSION}_$(dpkg --print-architecture).deb}"
case "$DEB" in /*) ;; *) DEB="${ROOT}/${DEB}" ;; esac  # apt-get takes a path, not a name
MIME_TYPE=application/x-railsdesk-save

fail() {
    echo "deb install test: FAIL: $*" >&2
    exit 1
}
ok() { echo "deb install test: ok: $*"; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
installed_packages() { dpkg-query -W -f '${db:Status-Status} ${Package}\n' | sed -n 's/^installed //p' | sort; }

[ -f "$DEB" ] || fail "${DEB} is missing: run make deb first"
if [ "$(id -u)" = 0 ]; then AS_ROOT=""; elif command -v sudo >/dev/null 2>&1; then AS_ROOT=sudo; else
    fail "installing a package needs root or sudo"
fi
for tool in Xvfb xdotool xdg-mime xdg-open gio update-mime-database update-desktop-database; do
    command -v "$tool" >/dev/null 2>&1 || fail "${tool} is needed: apt-get install xvfb xdotool \
xdg-utils libglib2.0-bin shared-mime-info desktop-file-utils"
done
[ "$(dpkg-query -W -f '${db:Status-Status}' railsdesk 2>/dev/null)" = installed ] \
    && fail "railsdesk is already installed here: remove it first (apt-get remove railsdesk)"

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

# --- 1. install ------------------------------------------------------------------------------
installed_packages >"${WORK}/before"
started="$(now)"
DEBIAN_FRONTEND=noninteractive $AS_ROOT apt-get install -y -q "$DEB" >"${WORK}/apt.log" 2>&1 \
    || fail "apt-get install: $(cat "${WORK}/apt.log")"
install_time="$(elapsed "$started" "$(now)")"
installed_packages >"${WORK}/after"
added="$(comm -13 "${WORK}/before" "${WORK}/after" | tr '\n' ' ')"
ok "apt-get install ${DEB##*/}: ${install_time} s; added: ${added}"
[ "$(command -v railsdesk)" = /usr/bin/railsdesk ] || fail "railsdesk is not /usr/bin/railsdesk"
dpkg -L railsdesk >"${WORK}/files"

# --- 2. the program from /usr/bin --------------------------------------------------------------
SMOKE_SCREENSHOT="${ROOT}/dist/smoke-test-deb.png" sh packaging/smoke_test.sh /usr/bin/railsdesk \
    || fail "the smoke test of /usr/bin/railsdesk"

# --- 3. a save by its file type ------------------------------------------------------------------
export HOME="${WORK}/home"
export XDG_CONFIG_HOME="${HOME}/.config" XDG_DATA_HOME="${HOME}/.local/share"
export XDG_CACHE_HOME="${HOME}/.cache" XDG_RUNTIME_DIR="${WORK}/run" XDG_CURRENT_DESKTOP=GNOME
mkdir -p "$HOME/saves" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
unset QT_QPA_PLATFORM WAYLAND_DISPLAY
SAVE="${HOME}/saves/opening.rdsave"
cat >"$SAVE" <<'EOF'
{
 "format": "railsdesk-save",
 "version": 1,
 "title": "1830",
 "players": [{"id": 1, "name": "Anna"}, {"id": 2, "name": "Bert"}, {"id": 3, "name": "Cleo"}],
 "options": [],
 "actions": []
}
EOF
cp "$SAVE" "${HOME}/saves/no-extension"
echo '{"format": "something else"}' >"${HOME}/saves/plain.json"
for file in opening.rdsave no-extension plain.json; do
    type="$(xdg-mime query filetype "${HOME}/saves/${file}")"
    case "${file}:${type}" in
        opening.rdsave:"$MIME_TYPE" | no-extension:"$MIME_TYPE" | plain.json:application/json) ;;
        *) fail "xdg-mime query filetype ${file}: ${type}" ;;
    esac
    ok "xdg-mime query filetype ${file}: ${type}"
done
default="$(xdg-mime query default "$MIME_TYPE")"
[ "$default" = railsdesk.desktop ] || fail "xdg-mime query default ${MIME_TYPE}: '${default}'"
ok "xdg-mime query default ${MIME_TYPE}: ${default}"

Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"${WORK}/display" >"${WORK}/xvfb.log" 2>&1 &
XVFB_PID=$!
i=0
until [ -s "${WORK}/display" ]; do
    i=$((i + 1))
    [ $i -gt 100 ] && fail "Xvfb did not start: $(cat "${WORK}/xvfb.log")"
    sleep 0.1
done
export DISPLAY=":$(head -n 1 "${WORK}/display")"
xdg-open "$SAVE" >"${WORK}/open.log" 2>&1 &
i=0
until xdotool search --onlyvisible --name '^opening' >/dev/null 2>&1; do
    i=$((i + 1))
    [ $i -gt 600 ] && fail "xdg-open ${SAVE##*/}: no railsdesk window named after it: \
$(cat "${WORK}/open.log"); windows: $(xdotool search --onlyvisible --class '' getwindowname %@ 2>&1)"
    sleep 0.1
done
WINDOW="$(xdotool search --onlyvisible --name '^opening' | head -n 1)"
ok "xdg-open ${SAVE##*/}: window '$(xdotool getwindowname "$WINDOW")'"
# the program xdg-open started is not a child of this script: found by its window
APP_PID="$(xdotool getwindowpid "$WINDOW")"
[ "$(readlink "/proc/${APP_PID}/exe")" = /opt/railsdesk/railsdesk ] \
    || fail "the window is not railsdesk's: $(readlink "/proc/${APP_PID}/exe")"
kill "$APP_PID"
APP_PID=""
kill "$XVFB_PID" 2>/dev/null
XVFB_PID=""
(cd "$HOME" && find . | sort) >"${WORK}/user-files"

# --- 4. remove -------------------------------------------------------------------------------
started="$(now)"
DEBIAN_FRONTEND=noninteractive $AS_ROOT apt-get remove -y -q railsdesk >"${WORK}/apt.log" 2>&1 \
    || fail "apt-get remove: $(cat "${WORK}/apt.log")"
ok "apt-get remove railsdesk: $(elapsed "$started" "$(now)") s"
[ -z "$(dpkg-query -W -f '${db:Status-Status}' railsdesk 2>/dev/null | grep -v not-installed)" ] \
    || fail "dpkg still knows railsdesk: $(dpkg-query -W -f '${db:Status-Status}' railsdesk)"
[ ! -e /opt/railsdesk ] || fail "/opt/railsdesk is left: $(find /opt/railsdesk | head)"
left=""
while read -r path; do
    if [ -e "$path" ] && [ ! -d "$path" ] || [ -L "$path" ]; then left="${left} ${path}"; fi
done <"${WORK}/files"
[ -z "$left" ] || fail "files of the package are left:${left}"
type="$(xdg-mime query filetype "$SAVE")"
[ "$type" != "$MIME_TYPE" ] || fail "the file type is still known after the removal"
(cd "$HOME" && find . | sort) | cmp -s - "${WORK}/user-files" \
    || fail "the user's files changed with the removal"
ok "nothing of the package is left; ${SAVE##*/} is now ${type}; the user's $(wc -l <"${WORK}/user-files") files and folders stay"
echo "deb install test: apt-get autoremove would now take away: $(apt-get autoremove --simulate 2>/dev/null \
    | sed -n 's/^Remv \([^ ]*\).*/\1/p' | tr '\n' ' ')"
ok "all checks passed"
