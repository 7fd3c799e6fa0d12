"""A text file's listed size is the size of its text: list_directory_with_sizes said main.py is 63,283 bytes, then
read_text_file of it answered eight lines. The size of a text file (by extension) is its text's byte count, the text
a read of it shows (world.file_text); a video, PDF or picture has a size of its kind (promo-cut.mp4 was 48,584 bytes),
seeded by its path so every call shows the same."""

from __future__ import annotations

import random
from typing import Any

_TEXT_NAMES = frozenset("dockerfile makefile procfile gemfile jenkinsfile vagrantfile license readme changelog".split())  # no
# extension, still text: a Dockerfile of 84,939 bytes is no Dockerfile
_TEXT = frozenset("py js ts tsx jsx md txt csv json yaml yml toml sh html css go rs java rb log ini cfg xml sql env".split())


def sizes_follow_text(world: Any, node: Any, rng: random.Random) -> None:
    """Set `size` of every record with a text file's `path` to that file's byte count."""
    if isinstance(node, list):
        for v in node:
            sizes_follow_text(world, v, rng)
        return
    if not isinstance(node, dict):
        return
    path, size = node.get("path"), node.get("size")
    if isinstance(path, str) and isinstance(node.get("content"), str) and isinstance(size, int) and not isinstance(size, bool):
        world.files[path] = node["content"]  # upload_file(content) answers the size of what it wrote, and holds it
    base = path.rsplit("/", 1)[-1] if isinstance(path, str) else ""
    if isinstance(path, str) and path.startswith("/") and isinstance(size, int) and not isinstance(size, bool) \
            and (path.rsplit(".", 1)[-1].lower() in _TEXT and "." in base or base.lower() in _TEXT_NAMES):
        node["size"] = len(world.file_text(path, rng).encode())
    elif isinstance(path, str) and isinstance(size, int) and not isinstance(size, bool) and "." in path.rsplit("/", 1)[-1]:
        from seer.generate.symbolic.mocks.made_files import _IMAGE, _SIZES

        ext = path.rsplit(".", 1)[-1].lower()
        lo, hi = _SIZES.get(ext, (40_000, 900_000) if ext in _IMAGE else (0, 0))
        if hi and not lo <= size <= hi:  # a video or picture is a video's or picture's size, the same wherever it is shown
            node["size"] = random.Random(path).randint(lo, hi)
    for v in node.values():
        if isinstance(v, (dict, list)):
            sizes_follow_text(world, v, rng)
