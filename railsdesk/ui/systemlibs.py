"""Before Qt opens a window on Linux: the system libraries its X11 (xcb) platform plugin needs.

Without them Qt stops with its own "could not load the Qt platform plugin" text, which names
neither the libraries nor how to get them. This module imports no Qt graphics module, so it
works when those are the ones that cannot load."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# Debian and Ubuntu package names whose soname does not follow the usual pattern
PACKAGE_OF_SONAME = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
}

SYSTEM_DEPS = Path(__file__).resolve().parents[2] / "packaging" / "system_deps.sh"

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


def xcb_plugin() -> Path | None:
    """The xcb platform plugin of the installed PySide6 (None when there is none)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        plugin = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.exists():
            return plugin
    return None


def missing_libraries(library: Path) -> list[str]:
    """The sonames a library (and what it links) needs and the system lacks, by ldd."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        out = subprocess.run(
            [ldd, str(library)], capture_output=True, text=True, timeout=20, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted(set(_NOT_FOUND.findall(out)))


def package_for(soname: str) -> str:
    """The Debian/Ubuntu package that usually provides a library ("libxcb-cursor.so.0" ->
    "libxcb-cursor0", "libxkbcommon-x11.so.0" -> "libxkbcommon-x11-0")."""
    if soname in PACKAGE_OF_SONAME:
        return PACKAGE_OF_SONAME[soname]
    name, _, version = soname.partition(".so")
    version = version.lstrip(".").split(".")[0]
    name = name.lower()
    if not version:
        return name
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def startup_problem(environ=os.environ) -> str | None:
    """Why Qt could not open a window here, naming the missing libraries and the command that
    installs them; None when nothing is missing (or the check does not apply)."""
    if not sys.platform.startswith("linux"):
        return None
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None  # offscreen, wayland, ...: not the plugin this checks
    plugin = xcb_plugin()
    if plugin is None:
        return None
    missing = missing_libraries(plugin)
    if not missing:
        return None
    return problem_text(missing)


def problem_text(missing: list[str]) -> str:
    packages = sorted({package_for(soname) for soname in missing})
    lines = [
        "railsdesk cannot open its window: Qt needs system libraries that are not installed:",
        "    " + " ".join(missing),
        "On Debian or Ubuntu, install them with:",
    ]
    if SYSTEM_DEPS.exists():  # a source checkout: the script knows every library Qt needs
        try:
            script = SYSTEM_DEPS.relative_to(Path.cwd())
        except ValueError:
            script = SYSTEM_DEPS
        lines.append(f"    sudo sh {script}")
        lines.append("or")
    lines.append("    sudo apt-get install " + " ".join(packages))
    lines.append("(other systems: the packages that provide these libraries).")
    return "\n".join(lines)
