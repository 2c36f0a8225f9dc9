#!/bin/sh
# macOS: build dist/railsdesk.app and pack it into dist/railsdesk-VERSION-macos-ARCH.dmg.
#
#     packaging/macos/make_dmg.sh            (from any folder; needs the project's venv)
#
# Runs PyInstaller on packaging/railsdesk.spec (its BUNDLE section makes the .app: icon, the
# *.rdsave document type), signs the .app ad hoc (Apple silicon runs nothing unsigned) or with
# CODESIGN_IDENTITY when set, and makes a compressed disk image with the .app and a link to
# /Applications (hdiutil). The .app is for the machine's architecture (arm64 or x86_64).
# Notarization (xcrun notarytool) is left to a release with a Developer ID.
set -eu
cd "$(dirname "$0")/../.."
PYTHON="${PYTHON:-.venv/bin/python}"

"$PYTHON" -m PyInstaller --noconfirm --clean --distpath dist --workpath build packaging/railsdesk.spec
APP=dist/railsdesk.app
[ -d "$APP" ] || { echo "make_dmg.sh: ${APP} was not built" >&2; exit 1; }
if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$APP"
else
    codesign --force --deep --sign - "$APP"
fi
codesign --verify --deep --strict "$APP"

# the program runs from the .app before it is packed
"$APP/Contents/MacOS/railsdesk" --version

VERSION="$("$PYTHON" -c 'import railsdesk; print(railsdesk.__version__)')"
DMG="dist/railsdesk-${VERSION}-macos-$(uname -m).dmg"
STAGE=build/dmg
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "railsdesk ${VERSION}" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
echo "built ${DMG}"
