#!/bin/sh
# Install railsdesk for the current user (no root needed):
#
#     ./install.sh                 install into ~/.local (or --prefix DIR)
#     ./install.sh --uninstall     remove it again (saves and settings stay)
#
# Run it from the unpacked bundle (railsdesk-VERSION-linux-x86_64.tar.gz unpacks to railsdesk/,
# which holds this script). Installs
#     PREFIX/lib/railsdesk/                      the program (this folder)
#     PREFIX/bin/railsdesk                       a link to the program, for the terminal
#     SHARE/applications/railsdesk.desktop
#     SHARE/icons/hicolor/*/apps/railsdesk.{png,svg}
#     SHARE/mime/packages/railsdesk.xml          the file type of saves (*.rdsave)
# where SHARE is PREFIX/share, or XDG_DATA_HOME when it is set and no --prefix is given,
# and makes railsdesk the program that opens saves on a double-click.
set -eu

PREFIX="${HOME}/.local"
PREFIX_GIVEN=no
ACTION=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) PREFIX="$2"; PREFIX_GIVEN=yes; shift 2 ;;
        --prefix=*) PREFIX="${1#--prefix=}"; PREFIX_GIVEN=yes; shift ;;
        --uninstall) ACTION=uninstall; shift ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument: $1" >&2; exit 2 ;;
    esac
done

HERE="$(cd "$(dirname "$0")" && pwd)"
APP_DIR="${PREFIX}/lib/railsdesk"
BIN="${PREFIX}/bin/railsdesk"
SHARE="${PREFIX}/share"
# the desktop looks for menu entries, icons and file types in XDG_DATA_HOME (~/.local/share)
if [ "$PREFIX_GIVEN" = no ] && [ -n "${XDG_DATA_HOME:-}" ]; then SHARE="$XDG_DATA_HOME"; fi
DESKTOP="${SHARE}/applications/railsdesk.desktop"
MIME_XML="${SHARE}/mime/packages/railsdesk.xml"
MIME_TYPE="application/x-railsdesk-save"

have() { command -v "$1" >/dev/null 2>&1; }

refresh() {
    # caches of the desktop; each tool is optional
    if have update-mime-database; then update-mime-database "${SHARE}/mime" >/dev/null 2>&1 || true; fi
    if have update-desktop-database; then update-desktop-database -q "${SHARE}/applications" || true; fi
    if have gtk-update-icon-cache && [ -f "${SHARE}/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "${SHARE}/icons/hicolor" || true
    fi
    touch "${SHARE}/icons/hicolor" 2>/dev/null || true
}

if [ "$ACTION" = uninstall ]; then
    rm -f "$DESKTOP" "$MIME_XML"
    find "${SHARE}/icons/hicolor" -path '*/apps/railsdesk.*' -exec rm -f {} + 2>/dev/null || true
    if [ -L "$BIN" ] || [ -f "$BIN" ]; then rm -f "$BIN"; fi
    rm -rf "$APP_DIR"
    refresh
    echo "railsdesk removed from ${PREFIX} (saves and settings are kept)."
    exit 0
fi

if [ ! -x "${HERE}/railsdesk" ] || [ ! -d "${HERE}/share" ]; then
    echo "install.sh: run me from the unpacked railsdesk folder (railsdesk and share/ beside me)" >&2
    exit 2
fi

# the program: copy into a fresh folder, then swap it in
if [ "$HERE" != "$APP_DIR" ]; then
    mkdir -p "${PREFIX}/lib"
    rm -rf "${APP_DIR}.new"
    cp -a "$HERE" "${APP_DIR}.new"
    rm -rf "$APP_DIR"
    mv "${APP_DIR}.new" "$APP_DIR"
fi
mkdir -p "${PREFIX}/bin"
ln -sfn "${APP_DIR}/railsdesk" "$BIN"

# icons, desktop entry, file type
(cd "${APP_DIR}/share" && find icons -type f) | while read -r icon; do
    mkdir -p "${SHARE}/$(dirname "$icon")"
    cp "${APP_DIR}/share/${icon}" "${SHARE}/${icon}"
done
mkdir -p "${SHARE}/applications" "${SHARE}/mime/packages"
cp "${APP_DIR}/share/mime/packages/railsdesk.xml" "$MIME_XML"
# Exec and TryExec name the installed program by its full path: ~/.local/bin is not always on
# the PATH of the desktop session
sed -e "s|^Exec=railsdesk |Exec=\"${APP_DIR}/railsdesk\" |" \
    -e "s|^Exec=railsdesk\$|Exec=\"${APP_DIR}/railsdesk\"|" \
    "${APP_DIR}/share/applications/railsdesk.desktop" > "$DESKTOP"
echo "TryExec=${APP_DIR}/railsdesk" >> "$DESKTOP"
chmod 644 "$DESKTOP"

refresh
if have xdg-mime; then xdg-mime default railsdesk.desktop "$MIME_TYPE" 2>/dev/null || true; fi

echo "railsdesk installed into ${APP_DIR}"
case ":${PATH}:" in
    *":${PREFIX}/bin:"*) ;;
    *) echo "Note: ${PREFIX}/bin is not on your PATH; the menu entry works anyway." ;;
esac
