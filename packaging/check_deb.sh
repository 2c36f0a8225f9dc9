#!/bin/sh
# Check the Debian package without installing it (make deb first):
#
#     packaging/check_deb.sh [DEB]        default: dist/railsdesk_VERSION_ARCH.deb
#
# lintian (no errors; the overrides in packaging/linux/deb/lintian-overrides say why each is
# there), desktop-file-validate on the menu entry, `appstreamcli validate-tree` on the metainfo
# with the desktop entry and icons beside it, and the files every install needs: the program
# under /opt/railsdesk, /usr/bin/railsdesk, the icons in every size, the file type of saves.
# Needs lintian, desktop-file-utils and appstream (packaging/system_deps.sh --dist).
set -u
cd "$(dirname "$0")/.."
VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' railsdesk/__init__.py)"
DEB="${1:-dist/railsdesk_${VERSION}_$(dpkg --print-architecture).deb}"

fail() {
    echo "deb check: FAIL: $*" >&2
    exit 1
}
ok() { echo "deb check: ok: $*"; }

[ -f "$DEB" ] || fail "${DEB} is missing: run make deb first"
for tool in lintian desktop-file-validate appstreamcli; do
    command -v "$tool" >/dev/null 2>&1 || fail "${tool} is needed (packaging/system_deps.sh --dist)"
done
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
dpkg-deb -x "$DEB" "${WORK}/root" || fail "dpkg-deb cannot unpack ${DEB}"
ROOT="${WORK}/root"

[ "$(dpkg-deb -f "$DEB" Version)" = "$VERSION" ] || fail "the package's version is not ${VERSION}"
zcat "${ROOT}/usr/share/doc/railsdesk/changelog.gz" | head -n 1 | grep -qF "railsdesk (${VERSION})" \
    || fail "the changelog does not begin with version ${VERSION}"
[ -x "${ROOT}/opt/railsdesk/railsdesk" ] || fail "no /opt/railsdesk/railsdesk"
[ "$(readlink "${ROOT}/usr/bin/railsdesk")" = /opt/railsdesk/railsdesk ] \
    || fail "/usr/bin/railsdesk is not a link to /opt/railsdesk/railsdesk"
for size in 16 22 24 32 48 64 128 256 512; do
    [ -s "${ROOT}/usr/share/icons/hicolor/${size}x${size}/apps/railsdesk.png" ] \
        || fail "no ${size}x${size} icon"
done
[ -s "${ROOT}/usr/share/icons/hicolor/scalable/apps/railsdesk.svg" ] || fail "no scalable icon"
[ -s "${ROOT}/usr/share/mime/packages/railsdesk.xml" ] || fail "no file type of saves"
ok "version ${VERSION}, the program, /usr/bin/railsdesk, icons, file type"

desktop-file-validate "${ROOT}/usr/share/applications/railsdesk.desktop" || fail "desktop-file-validate"
ok "desktop-file-validate"
appstreamcli validate-tree --no-net "$ROOT" || fail "appstreamcli validate-tree"
ok "appstreamcli validate-tree"
# errors fail (lintian's default --fail-on); its warning about running as root (CI) is left out
lintian "$DEB" >"${WORK}/lintian.txt" 2>&1
status=$?
grep -v 'running with root privileges' "${WORK}/lintian.txt"
[ $status = 0 ] || fail "lintian reports errors (exit status ${status})"
ok "lintian: no errors"
