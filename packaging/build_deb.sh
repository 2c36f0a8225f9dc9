#!/bin/sh
# Build the Debian/Ubuntu package railsdesk_VERSION_ARCH.deb from the bundle (packaging/build.sh).
# Called by `make deb`, after `make dist`:
#
#     packaging/build_deb.sh [BUNDLE_DIR [OUT_DIR]]      default: dist/railsdesk and dist
#
# The package installs
#     /opt/railsdesk/                            the bundle: the program, its Python and Qt
#     /usr/bin/railsdesk                         a link to the program
#     /usr/share/applications/railsdesk.desktop  the menu entry
#     /usr/share/icons/hicolor/*/apps/railsdesk.{png,svg}
#     /usr/share/mime/packages/railsdesk.xml     the file type of saves (*.rdsave)
#     /usr/share/metainfo/org.railsdesk.railsdesk.metainfo.xml   for software centres
#     /usr/share/doc/railsdesk/{copyright,changelog.gz}
#     /usr/share/man/man1/railsdesk.1.gz         the manual page, made of the program's --help
# Its Depends are the system libraries Qt needs (packaging/system_deps.sh --depends) and the C
# library the bundle was linked against. No maintainer scripts: the desktop's caches (menus,
# icons, file types) are refreshed by the triggers of the packages that own them.
#
# Needs dpkg-deb and objdump (Debian: binutils). Reproducible like the tarball: file times are
# the last commit's time (SOURCE_DATE_EPOCH), owners root. Compressed with xz, dpkg-deb's default;
# DPKG_DEB_COMPRESSOR_TYPE=gzip DPKG_DEB_COMPRESSOR_LEVEL=1 saves the minute xz takes where only
# the contents matter (tests/test_packaging.py).
set -eu
cd "$(dirname "$0")/.."

BUNDLE="${1:-dist/railsdesk}"
OUT="${2:-dist}"
[ -x "${BUNDLE}/railsdesk" ] || { echo "build_deb.sh: ${BUNDLE} is missing: run make dist first" >&2; exit 1; }
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
export SOURCE_DATE_EPOCH

VERSION="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' railsdesk/__init__.py)"
ARCH="$(dpkg --print-architecture)"
DEB="${OUT}/railsdesk_${VERSION}_${ARCH}.deb"
# Debian's own tools take the maintainer from DEBFULLNAME and DEBEMAIL; else the last commit's
MAINTAINER="${DEBFULLNAME:-$(git log -1 --format=%an)} <${DEBEMAIL:-$(git log -1 --format=%ae)}>"
METAINFO=packaging/linux/org.railsdesk.railsdesk.metainfo.xml
SUMMARY="$(sed -n 's|^  <summary>\(.*\)</summary>$|\1|p' "$METAINFO")"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
STAGE="${WORK}/railsdesk"
mkdir -p "${STAGE}/DEBIAN" "${STAGE}/opt" "${STAGE}/usr/bin" "${STAGE}/usr/share/metainfo" \
    "${STAGE}/usr/share/doc/railsdesk" "${STAGE}/usr/share/lintian/overrides" \
    "${STAGE}/usr/share/man/man1"

# the program; the tarball's per-user install.sh and share/ have their place under /usr here
cp -a "$BUNDLE" "${STAGE}/opt/railsdesk"
rm -rf "${STAGE}/opt/railsdesk/install.sh" "${STAGE}/opt/railsdesk/share"
# absolute: the link goes from one top-level folder to another (Debian policy 10.5)
ln -s /opt/railsdesk/railsdesk "${STAGE}/usr/bin/railsdesk"
cp -a "${BUNDLE}/share/." "${STAGE}/usr/share/"
cp "$METAINFO" "${STAGE}/usr/share/metainfo/"
cp packaging/linux/deb/copyright "${STAGE}/usr/share/doc/railsdesk/copyright"
cp packaging/linux/deb/lintian-overrides "${STAGE}/usr/share/lintian/overrides/railsdesk"

# a native package's changelog: one entry, for this version
{
    printf 'railsdesk (%s) unstable; urgency=medium\n\n' "$VERSION"
    printf '  * railsdesk %s, built from commit %s.\n\n' "$VERSION" \
        "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
    printf ' -- %s  %s\n' "$MAINTAINER" "$(LC_ALL=C date -u -R -d "@${SOURCE_DATE_EPOCH}")"
} | gzip -9n > "${STAGE}/usr/share/doc/railsdesk/changelog.gz"

# the manual page: the program's own --help, and that of each of its subcommands
help_text() {
    # roff: backslashes escaped, no line taken for a request
    "${BUNDLE}/railsdesk" "$@" --help 2>/dev/null | sed 's/\\/\\e/g; s/^[.'"'"']/\\\&&/'
}
{
    printf '.TH RAILSDESK 1 "%s" "railsdesk %s" "User Commands"\n' \
        "$(date -u -d "@${SOURCE_DATE_EPOCH}" +%Y-%m-%d)" "$VERSION"
    printf '.SH NAME\nrailsdesk \\- %s\n.SH DESCRIPTION\n.nf\n' "$SUMMARY"
    help_text
    for command in $(help_text | sed -n 's/^Subcommands: \(.*\) (.*/\1/p' | tr -d ,); do
        printf '.fi\n.SH "%s"\n.nf\n' "railsdesk ${command}"
        help_text "$command"
    done
    printf '.fi\n'
} | gzip -9n >"${STAGE}/usr/share/man/man1/railsdesk.1.gz"

# only the program is executable; libraries and data are plain files
find "$STAGE" -type d -exec chmod 0755 {} +
find "$STAGE" -type f -exec chmod 0644 {} +
chmod 0755 "${STAGE}/opt/railsdesk/railsdesk"

# the newest symbol version of the C library that any binary of the bundle asks for
GLIBC="$(find "${STAGE}/opt" -type f \( -name '*.so*' -o -name railsdesk \) -exec objdump -T {} + \
    2>/dev/null | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n 1)"
[ -n "$GLIBC" ] || { echo "build_deb.sh: no GLIBC symbol versions found (objdump missing?)" >&2; exit 1; }

cat > "${STAGE}/DEBIAN/control" <<EOF
Package: railsdesk
Version: ${VERSION}
Architecture: ${ARCH}
Maintainer: ${MAINTAINER}
Installed-Size: $(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
Depends: libc6 (>= ${GLIBC}), $(sh packaging/system_deps.sh --depends)
Section: misc
Priority: optional
Description: ${SUMMARY}
 railsdesk plays 18xx railway games at one computer, keeps the books beside a
 cardboard board, and opens games recorded on 18xx.games to review or continue
 them. Titles: 1830, 1856, 1849, 1880 China and the card game North American
 Railways. Menus and rules texts in English, German and Dutch.
 .
 The program brings its own Python and Qt, under /opt/railsdesk.
EOF

# the checksums `dpkg --verify` compares the installed files with
(cd "$STAGE" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
    | xargs -0 md5sum) >"${STAGE}/DEBIAN/md5sums"
find "$STAGE" -exec touch -h -d "@${SOURCE_DATE_EPOCH}" {} +
rm -f "$DEB"
dpkg-deb --root-owner-group --build "$STAGE" "${DEB}.part" >/dev/null
mv "${DEB}.part" "$DEB"
echo "built ${DEB} ($(du -m "$DEB" | cut -f1) MB; Depends: libc6 (>= ${GLIBC}) and the Qt libraries)"
