"""YAML spec documents (OpenAPI is often YAML), read with JSON's meaning: no dates, string keys, bounded size."""

from __future__ import annotations

import functools
import stat
from pathlib import Path
from typing import Any

from seer.errors import SpecError


def read_yaml(path: Path) -> Any:
    """A YAML document (bounded like JSON specs); timestamps stay strings and keys become strings, as in JSON."""
    import yaml

    from seer.spec.load import MAX_SPEC_BYTES

    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise SpecError("not a regular file", file=str(path))
        with path.open("rb") as fh:
            data = fh.read(MAX_SPEC_BYTES + 1)
    except OSError as exc:
        raise SpecError(f"cannot read: {exc.strerror}", file=str(path)) from None
    if len(data) > MAX_SPEC_BYTES:
        raise SpecError(f"file is over the {MAX_SPEC_BYTES} byte limit", file=str(path))
    try:
        doc = yaml.load(data.decode("utf-8-sig"), Loader=json_like_loader())  # noqa: S506 - a SafeLoader subclass
    except UnicodeDecodeError as exc:
        raise SpecError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", file=str(path)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        raise SpecError(f"not valid YAML: {getattr(exc, 'problem', None) or exc}{at}", file=str(path)) from None
    if doc is None:
        raise SpecError("file is empty", file=str(path))
    return string_keys(doc)


def string_keys(node: Any) -> Any:
    if isinstance(node, dict):
        return {str(k): string_keys(v) for k, v in node.items()}
    if isinstance(node, list):
        return [string_keys(v) for v in node]
    return node


@functools.lru_cache(maxsize=1)
def json_like_loader():
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    # JSON has no dates: `2024-01-01` stays the string the document wrote
    Loader.yaml_implicit_resolvers = {k: [r for r in v if r[0] != "tag:yaml.org,2002:timestamp"]
                                      for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
    return Loader
