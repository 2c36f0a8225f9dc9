"""Reading and writing the program's JSON files safely. No Qt, no engine: formats, the card
game's decks and the command line all use it.

Reading checks the file before it opens it (a pipe with no writer would block forever, a device
or a huge file would never end) and refuses, with a reason, anything that is not a regular file
of at most MAX_FILE_BYTES of UTF-8 JSON nested at most MAX_DEPTH levels. Writing is atomic: a
temporary file in the same folder, written, flushed and synced, renamed over the target, and the
folder synced, so that a crash at any moment leaves either the old file or the new one."""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NoReturn

import platformdirs

APP = "railsdesk"
ERROR_LOG = "errors.log"
MAX_ERROR_LOG_BYTES = 1024 * 1024

PathArg = str | os.PathLike[str]

MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 100  # real files nest less than ten levels; the engine copies and walks them
STALE_SECONDS = 3600  # a temporary file of a save this old was left by a killed save
TEMPORARY_NAME_LENGTH = 8  # the random part of mkstemp's names


class FileProblem(Exception):
    """A file that cannot be read as JSON; `reason` says why in English (the caller names the
    file), `key` and `params` let the program say it in the player's language."""

    def __init__(self, reason: str, key: str = "unreadable", **params: Any):
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


class SaveError(OSError):
    """A file that could not be written. str() names the file and the system's reason; the
    file that was there before is unchanged. `problem` names the reason for the translations
    (WRITE_PROBLEMS; "system": only the system's own words say it)."""

    def __init__(self, path: PathArg, reason: str, errno: int | None = None, problem: str = ""):
        super().__init__(errno, reason, str(path))
        self.path = str(path)
        self.reason = reason
        self.problem = problem or WRITE_PROBLEMS.get(errno or 0, "system")

    def __str__(self) -> str:
        return f"{self.path}: not saved: {self.reason}"


def read_bytes(path: PathArg, limit: int = MAX_FILE_BYTES) -> bytes:
    """The contents of a regular file of at most `limit` bytes; FileProblem otherwise."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        raise FileProblem("no such file", "no_file") from None
    except PermissionError:
        raise FileProblem("not allowed to read it", "not_allowed") from None
    except OSError as exc:
        raise _system_problem(exc) from None
    except ValueError:  # a NUL character in the name
        raise FileProblem("not a valid file name", "bad_name") from None
    _check_kind(info, limit)
    # Non-blocking: should the name have become a pipe since the check, opening must not wait.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except PermissionError:
        raise FileProblem("not allowed to read it", "not_allowed") from None
    except OSError as exc:
        raise _system_problem(exc) from None
    with os.fdopen(fd, "rb") as fh:
        try:
            _check_kind(os.fstat(fd), limit)
            data = fh.read(limit + 1)
        except OSError as exc:
            raise _system_problem(exc) from None
    if len(data) > limit:
        raise _too_large(len(data), limit)
    return data


# The system's reasons a player meets, by errno, as FileProblem keys; any other comes in the
# system's own words (which may be English whatever the program's language).
SYSTEM_PROBLEMS = {
    errno.ENAMETOOLONG: "name_too_long",
    errno.ELOOP: "link_loop",
    errno.EIO: "read_failed",
}
# The same for writing (SaveError.problem).
WRITE_PROBLEMS = {
    errno.EACCES: "not_allowed_to_write",
    errno.EPERM: "not_allowed_to_write",
    errno.EROFS: "read_only",
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "quota",
    errno.ENOENT: "no_folder",
    errno.ENOTDIR: "file_for_folder",  # a file where the path has a folder
    errno.EEXIST: "file_for_folder",  # (as making the folder finds it)
    errno.ENAMETOOLONG: "name_too_long",
    errno.ELOOP: "link_loop",
    errno.EIO: "write_failed",
}


def _system_problem(exc: OSError) -> FileProblem:
    reason = exc.strerror or "cannot be read"
    return FileProblem(reason, SYSTEM_PROBLEMS.get(exc.errno or 0, "system"), message=reason)


def _check_kind(info: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem("is a folder, not a file", "folder")
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem("is not a regular file (a pipe, socket or device)", "not_regular")
    if info.st_size > limit:
        raise _too_large(info.st_size, limit)


def _too_large(size: int, limit: int) -> FileProblem:
    mb = 1024 * 1024
    size_mb, limit_mb = round(size / mb), limit // mb
    return FileProblem(
        f"too large ({size_mb} MB; files of up to {limit_mb} MB are read)",
        "too_large",
        size=size_mb,
        limit=limit_mb,
    )


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(data: bytes) -> Any:
    """JSON from UTF-8 bytes (a leading byte order mark is allowed); FileProblem otherwise."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        byte = exc.start + 1
        raise FileProblem(
            f"not UTF-8 text (byte {byte} cannot be read)", "not_utf8", byte=byte
        ) from None
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise FileProblem("the file is empty", "empty")
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise FileProblem(
            f"broken JSON at line {exc.lineno}, column {exc.colno} ({exc.msg})",
            "broken_json",
            line=exc.lineno,
            column=exc.colno,
        ) from None
    except RecursionError:
        raise _too_deep() from None
    except ValueError as exc:  # NaN or Infinity, or a number with thousands of digits
        if "JSON number" in str(exc):
            raise FileProblem(f"not valid JSON: {exc}", "not_a_number") from None
        raise FileProblem("not valid JSON: a number has too many digits", "long_number") from None
    if depth_of(value) > MAX_DEPTH:
        raise _too_deep()
    return value


def _too_deep() -> FileProblem:
    return FileProblem(f"nested deeper than {MAX_DEPTH} levels", "too_deep", depth=MAX_DEPTH)


CONTAINERS = (dict, list)  # a tuple: isinstance with `dict | list` takes twice as long


def depth_of(value: Any) -> int:
    """How deep lists and objects nest in `value` (without recursion): one level of containers
    at a time, so that the many scalars cost one isinstance each (a log has tens of
    thousands)."""
    depth = 0
    level = [value] if isinstance(value, CONTAINERS) else []
    while level and depth <= MAX_DEPTH:
        depth += 1
        children: list[Any] = []
        for item in level:
            children.extend(item.values() if isinstance(item, dict) else item)
        level = [child for child in children if isinstance(child, CONTAINERS)]
    return depth


def read_json(path: PathArg) -> Any:
    """The JSON value of a file; FileProblem with the reason when it cannot be used."""
    return parse_json(read_bytes(path))


def user_data_dir() -> Path:
    """The user's data folder (autosaves, decks, the error log), created when needed."""
    path = Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def append_error_report(context: str, error: BaseException) -> Path:
    """Append a failure of the program (when, what was run, the traceback) to the error log in
    the user's data folder; return the log's path. The log is restarted when it grows large."""
    path = user_data_dir() / ERROR_LOG
    if path.is_file() and path.stat().st_size > MAX_ERROR_LOG_BYTES:
        os.replace(path, path.with_name(ERROR_LOG + ".old"))
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    trace = "".join(traceback.format_exception(error))
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(f"--- {when}: {context}\n{trace}\n")
    return path


def write_text_atomic(path: PathArg, text: str) -> None:
    """Replace the file at `path` with `text` (UTF-8) so that a crash at any moment leaves
    either the old file or the new one. SaveError names the file and the system's reason."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: PathArg, data: Any, indent: int | None = None) -> None:
    """Write `data` as JSON with write_bytes_atomic: with `indent`, indented throughout (files
    people edit, such as decks); without, an object's fields and a top-level list's items a
    line each (saves and logs: as readable, and written ten times faster, by json's C
    encoder, which an indent turns off)."""
    try:
        payload = json_text(data, indent, ascii_only=False).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate read from a file: kept as a JSON escape
        payload = json_text(data, indent, ascii_only=True).encode("ascii")
    write_bytes_atomic(path, payload + b"\n")


def json_text(data: Any, indent: int | None, ascii_only: bool) -> str:
    if indent is not None or not isinstance(data, dict):
        return json.dumps(data, ensure_ascii=ascii_only, indent=indent)
    fields = []
    for key, value in data.items():
        name = json.dumps(key, ensure_ascii=ascii_only)
        if isinstance(value, list) and value:
            items = ",\n  ".join(json.dumps(item, ensure_ascii=ascii_only) for item in value)
            fields.append(f" {name}: [\n  {items}\n ]")
        else:
            fields.append(f" {name}: {json.dumps(value, ensure_ascii=ascii_only)}")
    return "{\n" + ",\n".join(fields) + "\n}" if fields else "{}"


def write_bytes_atomic(path: PathArg, payload: bytes) -> None:
    """write_text_atomic for bytes."""
    target = Path(path)
    try:
        _write_atomic(target, payload)
    except SaveError:
        raise
    except OSError as exc:
        raise SaveError(target, exc.strerror or str(exc), exc.errno) from exc
    except ValueError:  # a NUL character in the name
        raise SaveError(target, "not a valid file name", problem="bad_name") from None


def _write_atomic(target: Path, payload: bytes) -> None:
    if target.is_symlink():  # replace the file the link points to, and keep the link
        target = Path(os.path.realpath(target))
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    if target.is_dir():
        raise SaveError(target, "is a folder", problem="folder")
    if target.exists() and not target.is_file():
        raise SaveError(
            target, "is not a regular file (a pipe, socket or device)", problem="not_regular"
        )
    remove_stale_temporaries(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass  # already renamed, or the folder vanished: nothing left to clean
        raise
    _sync_folder(folder)


def remove_stale_temporaries(target: Path) -> None:
    """Remove what saves of `target` killed before their rename left beside it: files named
    as this module names its temporary files (`.NAME.XXXXXXXX.tmp`, the part in the middle
    of mkstemp's eight characters) and older than STALE_SECONDS, so as not to take the file
    of a save still under way in another process."""
    prefix = f".{target.name}."
    oldest = time.time() - STALE_SECONDS
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return  # the save itself will name the folder's problem
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        if len(name) != len(prefix) + TEMPORARY_NAME_LENGTH + len(".tmp"):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < oldest:
                os.unlink(entry.path)
        except OSError:
            continue  # gone already, or not ours to remove


def _mode_for(target: Path) -> int:
    """Keep the permissions of the file being replaced; a new file is readable by all."""
    try:
        info = os.stat(target)
    except OSError:
        return 0o644
    return stat.S_IMODE(info.st_mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder for this)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno != errno.EINVAL:  # EINVAL: a file system that cannot sync folders
            raise
    finally:
        os.close(fd)
