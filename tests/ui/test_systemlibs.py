"""A fresh Linux without Qt's X11 libraries: the program names them and the install command
instead of letting Qt stop with its own text."""

from __future__ import annotations

import sys

import pytest

from railsdesk.ui import app, systemlibs


def test_package_names_follow_debian():
    assert systemlibs.package_for("libxcb-cursor.so.0") == "libxcb-cursor0"
    assert systemlibs.package_for("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert systemlibs.package_for("libX11-xcb.so.1") == "libx11-xcb1"
    assert systemlibs.package_for("libEGL.so.1") == "libegl1"
    assert systemlibs.package_for("libdbus-1.so.3") == "libdbus-1-3"
    assert systemlibs.package_for("libglib-2.0.so.0") == "libglib2.0-0"


def test_missing_libraries_are_read_from_ldd(monkeypatch, tmp_path):
    out = (
        "\tlinux-vdso.so.1 (0x00007ffd)\n"
        "\tlibxcb-cursor.so.0 => not found\n"
        "\tlibQt6Gui.so.6 => /x/libQt6Gui.so.6 (0x00007f)\n"
        "\tlibxcb-icccm.so.4 => not found\n"
    )

    class Done:
        stdout = out

    monkeypatch.setattr(systemlibs.shutil, "which", lambda name: "/usr/bin/ldd")
    monkeypatch.setattr(systemlibs.subprocess, "run", lambda *a, **k: Done())
    assert systemlibs.missing_libraries(tmp_path / "libqxcb.so") == [
        "libxcb-cursor.so.0",
        "libxcb-icccm.so.4",
    ]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_missing_library_stops_the_program_with_the_names_and_the_command(monkeypatch, capsys):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(systemlibs, "missing_libraries", lambda plugin: ["libxcb-cursor.so.0"])
    assert app.run_app() == 1
    err = capsys.readouterr().err
    assert "libxcb-cursor.so.0" in err
    assert "sudo apt-get install libxcb-cursor0" in err
    assert "system_deps.sh" in err
    assert "could not load the Qt platform plugin" not in err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_nothing_is_reported_where_every_library_is_installed(monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    plugin = systemlibs.xcb_plugin()
    assert plugin is not None
    # this machine's own plugin: reported exactly when ldd finds a library missing (the window
    # tests run offscreen, so this machine need not have every X11 library)
    missing = systemlibs.missing_libraries(plugin)
    problem = systemlibs.startup_problem()
    assert (problem is None) == (not missing)
    assert all(soname in problem for soname in missing)
    # a machine with every library
    monkeypatch.setattr(systemlibs, "missing_libraries", lambda plugin: [])
    assert systemlibs.startup_problem() is None
    # and the offscreen platform needs none of them
    monkeypatch.setattr(systemlibs, "missing_libraries", lambda plugin: ["libxcb-cursor.so.0"])
    assert systemlibs.startup_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
