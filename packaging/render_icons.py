"""Render the application icon from resources/railsdesk.svg.

    python packaging/render_icons.py OUTDIR

writes OUTDIR/hicolor/NxN/apps/railsdesk.png for the usual sizes (16 to 512), the same PNGs as
OUTDIR/railsdesk-N.png, OUTDIR/railsdesk.ico (Windows, PNG-compressed entries) and
OUTDIR/railsdesk.icns (macOS, PNG entries). Uses Qt's SVG renderer only; run it with
QT_QPA_PLATFORM=offscreen on a machine without a display. The output depends only on the SVG
and the Qt version, so builds stay reproducible.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SVG = HERE.parent / "resources" / "railsdesk.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (several types share a size: @2x variants)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG image")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit(f"cannot encode a {size}x{size} PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An .ico file whose entries are PNG images (Windows Vista and later)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        png = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        blobs += png
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES:
        png = pngs[size]
        body += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["render_icons"])  # noqa: F841
    out = Path(argv[0])
    pngs = {size: render_png(size) for size in SIZES}
    for size, png in pngs.items():
        apps = out / "hicolor" / f"{size}x{size}" / "apps"
        apps.mkdir(parents=True, exist_ok=True)
        (apps / "railsdesk.png").write_bytes(png)
        (out / f"railsdesk-{size}.png").write_bytes(png)
    scalable = out / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / "railsdesk.svg").write_bytes(SVG.read_bytes())
    (out / "railsdesk.ico").write_bytes(ico(pngs))
    (out / "railsdesk.icns").write_bytes(icns(pngs))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
