"""A suite: every spec a run works on, from files, folders, packaged examples and live servers.

`suite.paths` entries are files, folders (their `*.json`, sorted) or `pkg://package/sub`
(a folder or file shipped inside an installed package, found with importlib.resources).
`suite.servers` are live MCP servers; each is captured once into
`<cache_dir>/captures/<name>.json` and that capture is reused until `refresh` is set or the
server's command or URL changes.

A bad spec is reported and the others still load; with `strict` the first error is raised.
Two specs with the same name are an error for the second one (not a silent suffix): harness
ids and reports key on the spec name, and a renamed spec would surprise whoever reads them.
"""

from __future__ import annotations

import importlib.resources
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from seer.errors import SeerError, SpecError
from seer.spec.load import add_examples, load_spec, read_json, spec_files
from seer.spec.model import Spec

PKG_SCHEME = "pkg://"
# Server names become file names under cache_dir/captures: keep them plain.
_SERVER_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


@dataclass
class SuiteResult:
    """The specs that loaded (in suite order) and one error per spec that did not."""

    specs: list[Spec] = field(default_factory=list)
    errors: list[SeerError] = field(default_factory=list)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.specs]


def load_suite(suite_cfg: Any, *, strict: bool, cache_dir: Path | str,
               on_error: Callable[[SeerError], None] | None = None, reuse_checked: bool = False) -> SuiteResult:
    """Load every spec of `suite_cfg` (a SuiteConfig, its DictConfig, or a plain dict). `reuse_checked`:
    keep checked specs in `cache_dir/specs` and read them back on the next load (seer.spec.load_cache)."""
    cfg = _plain(suite_cfg)
    result = SuiteResult()
    seen_names: dict[str, str] = {}
    seen_files: set[Path] = set()

    def failed(err: SeerError) -> None:
        if strict:
            raise err
        result.errors.append(err)
        if on_error is not None:
            on_error(err)

    def add(spec: Spec) -> None:
        where = seen_names.get(spec.name)
        if where is not None:
            failed(SpecError(f"spec name {spec.name!r} is already used by {where}", file=spec.path,
                             hint='give one of them another "name" in the file'))
            return
        seen_names[spec.name] = spec.path or spec.name
        result.specs.append(spec)

    for entry in cfg.get("paths") or []:
        try:
            files = spec_files(resolve_path(str(entry)))
        except SeerError as err:
            failed(err)
            continue
        for file in files:
            key = file.resolve()
            if key in seen_files:  # the same file named twice (a folder and a file in it): load once
                continue
            seen_files.add(key)
            try:
                add(load_spec(file, cache_dir=cache_dir if reuse_checked else None))
            except SeerError as err:
                failed(err)

    servers = cfg.get("servers") or []
    if servers:
        captures = Path(cache_dir) / "captures"
        for server in servers:
            try:
                add(load_spec(ensure_capture(server, captures)))
            except SeerError as err:
                failed(err)

    if cfg.get("examples"):
        try:
            result.specs = attach_suite_examples(result.specs, Path(str(cfg["examples"])))
        except SeerError as err:
            failed(err)
    return result


def resolve_path(entry: str) -> Path:
    """A `suite.paths` entry as a filesystem path; `pkg://pkg.name/sub/dir` via importlib.resources."""
    if not entry.startswith(PKG_SCHEME):
        return Path(entry).expanduser()
    package, _, sub = entry[len(PKG_SCHEME):].partition("/")
    try:
        root = importlib.resources.files(package)
    except (ModuleNotFoundError, TypeError, ValueError):
        raise SpecError(f"no importable package {package!r}", file=entry, hint="check suite.paths") from None
    if ".." in sub.split("/"):
        raise SpecError("'..' is not allowed in a pkg:// path", file=entry)
    target = root.joinpath(*[p for p in sub.split("/") if p]) if sub else root
    if not isinstance(target, Path):  # zipped packages hand out Traversables with no path
        raise SpecError("package resources are not on the filesystem (zipped install?)", file=entry)
    if not target.exists():
        raise SpecError(f"package {package!r} has no {sub!r}", file=entry, hint="check suite.paths")
    return target


def ensure_capture(server: Any, captures_dir: Path) -> Path:
    """The capture file of `server`, capturing it first when missing, stale or `refresh` is set."""
    from seer.spec.capture import ServerTarget, capture_to_file

    openapi = server.get("openapi") if isinstance(server, dict) else getattr(server, "openapi", None)
    if openapi:  # an OpenAPI document at a URL, captured like a server
        from seer.spec.openapi_capture import capture_openapi, fresh_capture

        name = str((server.get("name") if isinstance(server, dict) else getattr(server, "name", None)) or "server")
        if not _SERVER_NAME.match(name):
            raise SpecError(f"server name {name!r} must be letters, digits, '_', '.' or '-' (up to 64)",
                            file="suite.servers", hint="it names the capture file")
        path = captures_dir / f"{name}.json"
        return path if fresh_capture(path, server) else capture_openapi(server, path)
    target = ServerTarget.from_config(server)
    if not _SERVER_NAME.match(target.name):
        raise SpecError(f"server name {target.name!r} must be letters, digits, '_', '.' or '-' (up to 64)",
                        file="suite.servers", hint="it names the capture file")
    path = captures_dir / f"{target.name}.json"
    if path.exists() and not target.refresh and _same_target(path, target):
        return path
    capture_to_file(target, path)
    return path


def _same_target(path: Path, target: Any) -> bool:
    """Whether a saved capture came from the server the config names now (same command or URL)."""
    try:
        source = json.loads(path.read_text(encoding="utf-8")).get("source") or {}
    except (OSError, ValueError, AttributeError):
        return False  # unreadable capture: capture again
    return source.get("transport") == target.transport and source.get(target.where_key) == target.where()


def attach_suite_examples(specs: list[Spec], path: Path) -> list[Spec]:
    """Add example outputs from a suite-level side file: `{tool: [outputs]}` or `{spec: {tool: [outputs]}}`."""
    doc = read_json(path)
    if not isinstance(doc, dict):
        raise SpecError("examples file must be an object", file=str(path))
    names = {s.name for s in specs}
    per_spec = bool(doc) and set(doc) <= names and all(isinstance(v, dict) for v in doc.values())
    used: set[str] = set()
    out = []
    for spec in specs:
        mapping = doc.get(spec.name, {}) if per_spec else {k: v for k, v in doc.items() if spec.tool(k)}
        used.update(mapping if not per_spec else [])
        if per_spec:
            unknown = sorted(set(mapping) - set(spec.tool_map))
            if unknown:
                raise SpecError(f"examples for tools spec {spec.name!r} does not have: {', '.join(unknown[:5])}",
                                file=str(path))
        out.append(_with_examples(spec, mapping) if mapping else spec)
    if not per_spec and set(doc) - used:
        raise SpecError(f"examples for tools no spec has: {', '.join(sorted(set(doc) - used)[:5])}", file=str(path))
    return out


def _with_examples(spec: Spec, mapping: dict[str, Any]) -> Spec:
    # a new Spec, not model_copy: the copy would carry the old cached tool map
    return Spec(name=spec.name, tools=add_examples(spec.tools, mapping), source=spec.source, path=spec.path)


def _plain(cfg: Any) -> dict[str, Any]:
    """A suite config as a plain dict, whatever container it came in."""
    if isinstance(cfg, dict):
        return cfg
    try:
        from omegaconf import DictConfig, OmegaConf

        if isinstance(cfg, DictConfig):
            return OmegaConf.to_container(cfg, resolve=True)  # type: ignore[return-value]
    except ImportError:  # pragma: no cover - omegaconf ships with hydra
        pass
    from dataclasses import asdict, is_dataclass

    if is_dataclass(cfg):
        return asdict(cfg)
    raise TypeError(f"suite config of type {type(cfg).__name__}")


def load_paths(paths: Iterable[str], *, strict: bool = True) -> SuiteResult:
    """Load plain paths (no servers): a shortcut for tools and tests."""
    return load_suite({"paths": list(paths)}, strict=strict, cache_dir=Path("."))
