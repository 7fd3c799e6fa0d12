"""The info of a path is that path's: get_file_info(path=.../webshop) answered `path: .../webshop/main.png` (a file
inside the folder, put there for a later call) and a folder's info said nothing of being a folder. A file/directory
info record keeps the path it was asked about and says what it is (its type: directory or file, and its permissions)."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import words

_INFO_WORDS = frozenset({"info", "information", "metadata", "stat", "stats", "details"})
_NO_EXT = ("Dockerfile", "Makefile", "LICENSE", "README", "Procfile", "Gemfile", "Jenkinsfile")


def is_folder(path: str) -> bool:
    """A path whose last part has no extension (and is not a well-known extensionless file) names a folder."""
    last = path.rstrip("/").rsplit("/", 1)[-1]
    return path.endswith("/") or "." not in last.lstrip(".") and last not in _NO_EXT


def info_path(p_words: list[str], nouns: list[str], args: dict[str, Any]) -> str | None:
    """The path a file/directory info read is about, or None for any other call."""
    if not (set(p_words) & _INFO_WORDS and set(nouns) & {"file", "directory", "folder", "path"}):
        return None
    return next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and words(k)[-1:] in (["path"], ["file"], ["dir"], ["directory"])), None)


def path_info(record: dict[str, Any], path: str) -> None:
    """The record is the path's own: its path, and whether it is a folder (`type`, a word the later turns can say) (a folder's size is its block, 4096)."""
    folder = is_folder(path)
    record["path"] = path
    if folder and "size" in record:
        record["size"] = 4096
    record["type"] = "directory" if folder else "file"
    record["permissions"] = "755" if folder else "644"
