"""Packaging (packaging/): the PyInstaller spec, the Linux desktop entry, file type, AppStream
metadata, install script and Debian package, the Windows installer script and the icons agree
with each other and with the program.

The real bundle and Debian package are built and checked (packaging/build.sh, smoke_test.sh,
build_deb.sh, check_deb.sh: about two minutes) only when RAILSDESK_BUILD_BUNDLE=1; .ci/run
sets it. Installing the package (packaging/deb_install_test.sh) is left to `make dist-smoke`.
"""

from __future__ import annotations

import ast
import configparser
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "railsdesk.spec"
DESKTOP = PACKAGING / "linux" / "railsdesk.desktop"
MIME = PACKAGING / "linux" / "railsdesk-mime.xml"
INSTALL = PACKAGING / "linux" / "install.sh"
ISS = PACKAGING / "windows" / "railsdesk.iss"
METAINFO = PACKAGING / "linux" / "org.railsdesk.railsdesk.metainfo.xml"
SYSTEM_DEPS = PACKAGING / "system_deps.sh"
MIME_TYPE = "application/x-railsdesk-save"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SCRIPTS = sorted(PACKAGING.rglob("*.sh"))
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def spec_constant(name: str):
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not set in {SPEC.name}")


def spec_paths() -> list[Path]:
    """The files the spec names below packaging/ (PACKAGING / "a" / "b", LINUX_FILES / "c")."""
    bases = {"PACKAGING": PACKAGING, "LINUX_FILES": PACKAGING / "linux"}
    found = []
    for node in ast.walk(spec_tree()):
        parts = []
        while isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            if not isinstance(node.right, ast.Constant):
                break
            parts.append(node.right.value)
            node = node.left
        if parts and isinstance(node, ast.Name) and node.id in bases:
            found.append(bases[node.id].joinpath(*reversed(parts)))
    return found


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def qt_modules_used() -> set[str]:
    used = set()
    for path in (ROOT / "railsdesk").rglob("*.py"):
        used |= set(re.findall(r"\bPySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    return used


def qt_modules_left_out() -> set[str]:
    text = SPEC.read_text(encoding="utf-8")
    block = text[text.index("QT_MODULES_UNUSED = [") : text.index("EXCLUDES =")]
    return set(re.findall(r"\b(Qt\w+)\b", block)) - {"QT_MODULES_UNUSED"}


def python_modules_left_out() -> set[str]:
    """The spec's EXCLUDES besides the Qt modules (QT_MODULES_UNUSED + [...])."""
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "EXCLUDES" for t in node.targets
        ):
            assert isinstance(node.value, ast.BinOp)
            return set(ast.literal_eval(node.value.right))
    raise AssertionError(f"EXCLUDES is not set in {SPEC.name}")


# --- the spec --------------------------------------------------------------------------------


def test_spec_is_python_and_names_existing_files():
    paths = spec_paths()
    assert PACKAGING / "entry.py" in paths
    assert PACKAGING / "render_icons.py" in paths
    missing = [str(p.relative_to(ROOT)) for p in paths if not p.exists()]
    assert not missing, f"the spec names files that do not exist: {missing}"


# Qt modules pyqtgraph imports only when they are there (Qt/__init__.py: try ... except).
QT_MODULES_IMPORTED_IF_PRESENT = {"QtSvg", "QtTest"}


def test_spec_keeps_every_module_the_window_and_its_charts_import():
    """pyqtgraph (the report's charts) imports pydoc, QtOpenGL and QtOpenGLWidgets as it
    loads: left out, the bundle would fail as the report opens."""
    code = "import sys, railsdesk.ui.app, railsdesk.ui.reportview; print(' '.join(sys.modules))"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout
    imported = {name.split(".")[0] for name in out.split()}
    assert not imported & python_modules_left_out()
    qt = {name.split(".")[1] for name in out.split() if name.startswith("PySide6.Qt")}
    assert not (qt - QT_MODULES_IMPORTED_IF_PRESENT) & qt_modules_left_out()


def test_spec_keeps_every_qt_module_the_program_imports():
    used = qt_modules_used()
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    dropped = used & qt_modules_left_out()
    assert not dropped, (
        f"railsdesk imports {sorted(dropped)}, which packaging/railsdesk.spec leaves out of the "
        "bundle (QT_MODULES_UNUSED)"
    )


def test_spec_leaves_out_the_big_qt_modules():
    left_out = qt_modules_left_out()
    for module in ("QtWebEngineCore", "Qt3DCore", "QtMultimedia", "QtQml", "QtQuick", "QtPdf"):
        assert module in left_out


def test_spec_collects_the_data_the_program_reads():
    text = SPEC.read_text(encoding="utf-8")
    assert 'glob("games/*/*.json")' in text
    assert list((ROOT / "railsdesk" / "games").glob("*/data.json")), "no title data to bundle"
    assert '"railsdesk/translations"' in text
    # each title's glossary is read beside the ui package (railsdesk/ui/i18n.py GLOSSARY_DIR)
    assert 'glob("ui/glossary/*.toml")' in text and '"railsdesk/ui/glossary"' in text
    assert list((ROOT / "railsdesk" / "ui" / "glossary").glob("*.toml")), "no glossary to bundle"
    # the program looks for its translations beside its package (railsdesk/ui/i18n.py)
    i18n = (ROOT / "railsdesk" / "ui" / "i18n.py").read_text(encoding="utf-8")
    assert '"translations"' in i18n
    assert set(spec_constant("LANGUAGES")) >= {"en", "de", "nl"}
    sources = {p.stem.removeprefix("railsdesk_") for p in (ROOT / "translations").glob("*.ts")}
    assert sources <= set(spec_constant("LANGUAGES"))


def test_entry_point_is_the_console_script():
    entry = (PACKAGING / "entry.py").read_text(encoding="utf-8")
    assert "from railsdesk.cli import main" in entry
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'railsdesk = "railsdesk.cli:main"' in pyproject


# --- Linux: desktop entry, file type, install script ------------------------------------------


def test_desktop_entry():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "railsdesk"
    assert entry["Icon"] == "railsdesk"
    assert entry["Terminal"] == "false"
    assert re.fullmatch(r"railsdesk %[fF]", entry["Exec"]), "install.sh rewrites 'Exec=railsdesk '"
    assert MIME_TYPE in entry["MimeType"].split(";")
    for key in ("MimeType", "Categories", "Keywords"):
        assert entry[key].endswith(";"), f"{key} is a list ending with ';'"
    assert "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == "railsdesk"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils absent")
def test_desktop_entry_validates():
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_mime_type_of_saves(tmp_path):
    root = ET.parse(MIME).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == MIME_TYPE
    globs = {g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")}
    assert f"*.{spec_constant('SAVE_EXTENSION')}" in globs
    assert mime.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"
    assert mime.find(f"{MIME_NS}icon").get("name") == desktop_entry()["Icon"]
    (match,) = mime.iter(f"{MIME_NS}match")
    start, end = (int(n) for n in match.get("offset").split(":"))

    # the magic matches the beginning of a save as the program writes it
    from railsdesk import formats

    save = tmp_path / "game.json"
    formats.write_json_atomic(save, {"format": formats.SAVE_FORMAT, "version": 1, "title": "1830"})
    head = save.read_text(encoding="utf-8")[: end + len(match.get("value"))]
    assert match.get("value") in head[start:]


def test_first_key_of_a_save_is_its_format():
    """The MIME magic looks for "format" near the start of the file."""
    from railsdesk import formats
    from railsdesk.games import new_game

    players = [{"id": i, "name": f"Player {i}"} for i in (1, 2, 3, 4)]
    data = formats.save_data(new_game("1830", players))
    assert next(iter(data)) == "format" and data["format"] == formats.SAVE_FORMAT
    assert json.dumps(data, indent=1).startswith('{\n "format": "railsdesk-save"')


def test_scripts_are_valid_sh():
    assert INSTALL in SCRIPTS and PACKAGING / "smoke_test.sh" in SCRIPTS
    for script in SCRIPTS:
        result = subprocess.run(["sh", "-n", str(script)], capture_output=True, text=True)
        assert result.returncode == 0, f"{script.name}: {result.stderr}"
        assert script.read_text(encoding="utf-8").startswith("#!/bin/sh\n")


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script")
def test_python_for_the_environment_is_new_enough(tmp_path):
    """packaging/python.sh names an interpreter of 3.11 or newer; one that is too old on the
    system's own path is passed over for python3 on the PATH."""
    chosen = subprocess.run(
        ["sh", str(PACKAGING / "python.sh")], capture_output=True, text=True, check=True
    ).stdout.strip()
    version = subprocess.run(
        [chosen, "-c", "import sys; print(sys.version_info >= (3, 11))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert version == "True", chosen
    script = (PACKAGING / "python.sh").read_text(encoding="utf-8")
    old = tmp_path / "python3"
    old.write_text("#!/bin/sh\nexit 1\n", encoding="utf-8")  # as a Python 3.10 would answer
    old.chmod(0o755)
    changed = tmp_path / "python.sh"
    changed.write_text(script.replace("/usr/bin/python3", str(old)), encoding="utf-8")
    fallback = subprocess.run(
        ["sh", str(changed)], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert fallback == "python3"


def test_install_script_installs_and_uninstalls_per_user(tmp_path):
    # a stand-in for the unpacked bundle: the program, install.sh and share/ beside each other
    bundle = tmp_path / "unpacked" / "railsdesk"
    (bundle / "share" / "applications").mkdir(parents=True)
    (bundle / "share" / "mime" / "packages").mkdir(parents=True)
    (bundle / "share" / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (bundle / "share" / "icons" / "hicolor" / "48x48" / "apps" / "railsdesk.png").write_bytes(b"")
    shutil.copy(DESKTOP, bundle / "share" / "applications" / "railsdesk.desktop")
    shutil.copy(MIME, bundle / "share" / "mime" / "packages" / "railsdesk.xml")
    shutil.copy(INSTALL, bundle / "install.sh")
    program = bundle / "railsdesk"
    program.write_text("#!/bin/sh\necho railsdesk 0\n")
    program.chmod(0o755)

    home = tmp_path / "home"
    home.mkdir()
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    install = ["sh", str(bundle / "install.sh")]
    run = subprocess.run(install, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr

    local = home / ".local"
    app = local / "lib" / "railsdesk"
    assert (app / "railsdesk").is_file()
    assert (local / "bin" / "railsdesk").resolve() == (app / "railsdesk").resolve()
    assert (local / "share" / "icons" / "hicolor" / "48x48" / "apps" / "railsdesk.png").is_file()
    assert (local / "share" / "mime" / "packages" / "railsdesk.xml").is_file()
    desktop = (local / "share" / "applications" / "railsdesk.desktop").read_text()
    assert f'Exec="{app}/railsdesk" %f' in desktop.splitlines()
    assert f"TryExec={app}/railsdesk" in desktop.splitlines()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(local / "share" / "applications" / "railsdesk.desktop")],
            capture_output=True,
            text=True,
        )
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    run = subprocess.run(
        ["sh", str(app / "install.sh"), "--uninstall"], env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert not app.exists() and not (local / "bin" / "railsdesk").exists()
    assert not (local / "share" / "applications" / "railsdesk.desktop").exists()
    assert not (local / "share" / "mime" / "packages" / "railsdesk.xml").exists()
    assert not list((local / "share" / "icons").rglob("railsdesk.*"))


# --- Linux: AppStream metadata and the Debian package --------------------------------------------

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def by_language(elements) -> dict[str | None, str]:
    return {e.get(XML_LANG): " ".join(e.itertext()).strip() for e in elements}


def test_metainfo_names_the_program_as_the_desktop_entry_and_file_type_do():
    root = ET.parse(METAINFO).getroot()
    component_id = root.findtext("id")
    assert METAINFO.name == f"{component_id}.metainfo.xml"
    assert component_id == spec_constant("MAC_BUNDLE_ID")
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert root.findtext("name") == desktop_entry()["Name"]
    assert root.findtext("provides/binary") == "railsdesk"
    assert root.findtext("provides/mediatype") == MIME_TYPE
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'license = "{root.findtext("project_license")}"' in pyproject
    categories = [c.text for c in root.iter("category")]
    assert categories == desktop_entry()["Categories"].rstrip(";").split(";")


def test_metainfo_speaks_english_german_and_dutch():
    root = ET.parse(METAINFO).getroot()
    assert set(by_language(root.findall("summary"))) == {None, "de", "nl"}
    assert set(by_language(root.findall("description/p"))) == {None, "de", "nl"}
    for shot in root.iter("screenshot"):
        assert set(by_language(shot.findall("caption"))) == {None, "de", "nl"}


def test_metainfo_screenshots_are_the_repository_s_and_its_release_the_program_s():
    from railsdesk import __version__

    root = ET.parse(METAINFO).getroot()
    images = [i.text for i in root.iter("image")]
    assert images and len(images) == len(set(images))
    for url in images:
        assert url.startswith("https://"), url
        path = ROOT / "docs" / "screenshots" / url.rsplit("/", 1)[1]
        assert path.is_file() and f"/docs/screenshots/{path.name}" in url, url
    assert [s.get("type") for s in root.iter("screenshot")].count("default") == 1
    assert root.find("releases/release").get("version") == __version__


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream absent")
def test_metainfo_validates():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def system_deps_list(name: str) -> list[str]:
    text = SYSTEM_DEPS.read_text(encoding="utf-8")
    return re.search(rf'^{name}="([^"]*)"', text, re.MULTILINE)[1].split()


def test_package_depends_on_the_libraries_system_deps_installs():
    """One list of the system libraries Qt needs: system_deps.sh installs them for `make run`,
    and the Debian package depends on them."""
    depends = subprocess.run(
        ["sh", str(SYSTEM_DEPS), "--depends"], capture_output=True, text=True, check=True
    ).stdout.strip()
    entries = [entry.split(" | ") for entry in depends.split(", ")]
    assert entries == [entry.split("|") for entry in system_deps_list("QT_LIBRARIES")]
    assert ["libxcb-cursor0"] in entries and ["libglib2.0-0t64", "libglib2.0-0"] in entries
    build = (PACKAGING / "build_deb.sh").read_text(encoding="utf-8")
    assert "Depends: libc6 (>= ${GLIBC}), $(sh packaging/system_deps.sh --depends)" in build
    # the package's checks are installed with the bundle's build tools (.ci/run: --dist)
    assert {"lintian", "desktop-file-utils", "appstream"} <= set(system_deps_list("DIST_PACKAGES"))


@pytest.mark.skipif(
    not (shutil.which("dpkg-deb") and shutil.which("objdump") and shutil.which("git")),
    reason="dpkg-deb and objdump (binutils) build the package",
)
def test_package_of_a_stand_in_bundle(tmp_path):
    """build_deb.sh on a stand-in for the bundle (a small program and share/): the fields of the
    package, where its files go, and that they are all in its checksums."""
    from railsdesk import __version__

    bundle = tmp_path / "railsdesk"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "data.txt").write_text("data\n")
    shutil.copy(shutil.which("true"), bundle / "railsdesk")  # a binary asking for GLIBC versions
    (bundle / "install.sh").write_text("#!/bin/sh\n")
    apps, icons = bundle / "share" / "applications", bundle / "share" / "icons" / "hicolor"
    apps.mkdir(parents=True)
    shutil.copy(DESKTOP, apps / DESKTOP.name)
    (icons / "48x48" / "apps").mkdir(parents=True)
    (icons / "48x48" / "apps" / "railsdesk.png").write_bytes(b"png")
    out = tmp_path / "out"
    out.mkdir()
    env = dict(os.environ, DPKG_DEB_COMPRESSOR_TYPE="none")
    subprocess.run(
        ["sh", str(PACKAGING / "build_deb.sh"), str(bundle), str(out)], env=env, check=True
    )
    (deb,) = out.glob("*.deb")
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert deb.name == f"railsdesk_{__version__}_{arch}.deb"

    def field(name: str) -> str:
        return subprocess.run(
            ["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True, check=True
        ).stdout.strip()

    assert field("Package") == "railsdesk" and field("Version") == __version__
    depends = field("Depends")
    assert re.match(r"libc6 \(>= 2\.\d+\), libegl1, ", depends), depends
    assert "libxcb-cursor0" in depends
    summary = ET.parse(METAINFO).getroot().findtext("summary")
    assert field("Description").splitlines()[0] == summary

    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    subprocess.run(["dpkg-deb", "-e", str(deb), str(root / "DEBIAN")], check=True)
    assert sorted(p.name for p in (root / "DEBIAN").iterdir()) == ["control", "md5sums"]
    assert os.readlink(root / "usr" / "bin" / "railsdesk") == "/opt/railsdesk/railsdesk"
    assert os.access(root / "opt" / "railsdesk" / "railsdesk", os.X_OK)
    assert not os.access(root / "opt" / "railsdesk" / "_internal" / "data.txt", os.X_OK)
    # the tarball's per-user install has no place in the package
    assert not (root / "opt" / "railsdesk" / "install.sh").exists()
    assert not (root / "opt" / "railsdesk" / "share").exists()
    share = root / "usr" / "share"
    assert (share / "applications" / DESKTOP.name).read_bytes() == DESKTOP.read_bytes()
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / "railsdesk.png").is_file()
    assert (share / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert (share / "lintian" / "overrides" / "railsdesk").is_file()
    manual = subprocess.run(
        ["gzip", "-dc", str(share / "man" / "man1" / "railsdesk.1.gz")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert manual.startswith('.TH RAILSDESK 1 "') and f'"railsdesk {__version__}"' in manual
    copyright_text = (share / "doc" / "railsdesk" / "copyright").read_text()
    assert copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    changelog = subprocess.run(
        ["gzip", "-dc", str(share / "doc" / "railsdesk" / "changelog.gz")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert changelog.startswith(f"railsdesk ({__version__}) unstable; urgency=medium\n")
    files = sorted(
        str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and "DEBIAN" not in p.parts
    )
    summed = sorted(
        line.split("  ", 1)[1] for line in (root / "DEBIAN" / "md5sums").read_text().splitlines()
    )
    assert summed == files


# --- Windows and macOS: scripts that are only built there --------------------------------------


def test_windows_installer_script():
    text = ISS.read_text(encoding="utf-8")
    setup = dict(
        line.split("=", 1)
        for line in text.split("[Setup]")[1].split("\n[")[0].splitlines()
        if "=" in line and not line.startswith(";")
    )
    assert setup["PrivilegesRequired"] == "lowest"  # per user, no administrator
    assert setup["DefaultDirName"].startswith("{autopf}")
    assert setup["ChangesAssociations"] == "yes"
    assert setup["SourceDir"] == r"..\.."
    # the installer's icon is rendered by the spec into PyInstaller's work folder
    assert setup["SetupIconFile"] == r"build\railsdesk\generated\icons\railsdesk.ico"
    assert 'GENERATED = Path(workpath).resolve() / "generated"' in SPEC.read_text()
    assert r'Source: "dist\railsdesk\*"' in text
    assert f'#define SaveExt ".{spec_constant("SAVE_EXTENSION")}"' in text
    assert '#define AppExe "railsdesk.exe"' in text
    assert "{autoprograms}" in text  # the start-menu entry
    assert r"Software\Classes\{#SaveProgId}\shell\open\command" in text


def test_macos_bundle_and_disk_image():
    text = SPEC.read_text(encoding="utf-8")
    assert 'if sys.platform == "darwin":\n    app = BUNDLE(' in text
    dmg = (PACKAGING / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    assert "hdiutil create" in dmg and "dist/railsdesk.app" in dmg


def test_release_workflow_builds_and_tests_every_system_s_installer():
    """.github/workflows/release.yml runs the recipes of packaging/ on hosted runners."""
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for job in ("linux", "windows", "macos", "release"):
        assert f"\n  {job}:\n" in workflow
    assert "make dist-smoke" in workflow
    assert (
        r"packaging\railsdesk.spec" in workflow and r"packaging\windows\railsdesk.iss" in workflow
    )
    assert "packaging/macos/make_dmg.sh" in workflow
    # the installers are run, not only built
    assert "/VERYSILENT" in workflow and "unins000.exe" in workflow
    assert "hdiutil attach" in workflow
    assert "system_deps.sh --dist" in workflow


def test_readme_has_the_build_steps_of_every_system():
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    for needle in (
        "ISCC.exe",
        "hdiutil",
        "make dist",
        "make deb",
        "smoke_test.sh",
        "check_deb.sh",
        "deb_install_test.sh",
        "system_deps.sh",
        "release.yml",
        "not tested on the machines",
    ):
        assert needle in readme


# --- icons ------------------------------------------------------------------------------------


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_icons_render_at_every_size(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(
        [sys.executable, str(PACKAGING / "render_icons.py"), str(tmp_path)], env=env, check=True
    )
    for size in ICON_SIZES:
        png = (tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "railsdesk.png").read_bytes()
        assert png_size(png) == (size, size)
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "railsdesk.svg").is_file()

    ico = (tmp_path / "railsdesk.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 6
    for i in range(count):
        width, _h, _c, _r, _p, _b, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i]
        )
        assert png_size(ico[offset : offset + length])[0] == (width or 256)

    icns = (tmp_path / "railsdesk.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


# --- the real bundle --------------------------------------------------------------------------


@pytest.mark.skipif(
    os.environ.get("RAILSDESK_BUILD_BUNDLE") != "1",
    reason="builds the bundle and the package (about two minutes): set RAILSDESK_BUILD_BUNDLE=1",
)
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle")
def test_bundle_and_package_build_and_run():
    """make deb (the bundle, then the Debian package), the smoke test of the bundle (--version,
    random-game, replay, and the window under Xvfb, all with no Python around), and the checks
    of the package (lintian, desktop-file-validate, appstreamcli)."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "MAKEFLAGS")}
    # the contents are checked: gzip -1 instead of a minute of xz (lintian refuses no compression)
    env.update(DPKG_DEB_COMPRESSOR_TYPE="gzip", DPKG_DEB_COMPRESSOR_LEVEL="1")

    def run(args: list[str]) -> str:
        done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
        assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
        return done.stdout

    run(["make", "--no-print-directory", "deb"])
    assert "smoke test: ok: all checks passed" in run(["sh", "packaging/smoke_test.sh"])
    checked = run(["sh", "packaging/check_deb.sh"])
    assert "deb check: ok: lintian: no errors" in checked

    from railsdesk import __version__

    if os.uname().machine == "x86_64":
        tarball = ROOT / "dist" / f"railsdesk-{__version__}-linux-x86_64.tar.gz"
        assert tarball.is_file()
        assert tarball.stat().st_size < 200 * 1024 * 1024
        deb = ROOT / "dist" / f"railsdesk_{__version__}_amd64.deb"
        assert deb.is_file()
        assert deb.stat().st_size < 200 * 1024 * 1024
