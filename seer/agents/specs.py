"""Find the specs a harness was made from: the run folder's specs/*.json, else suite.paths.

Records carry the spec's name and its sha256 (provenance). The run folder's copies are the run's
own and are matched by name; a spec from suite.paths must also match the hash (a spec edited
since the harness was made is refused, naming both hashes).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Iterable

from seer.errors import SeerError
from seer.harness.model import Scenario
from seer.spec.load import iter_spec_paths, load_spec
from seer.spec.model import Spec

log = logging.getLogger("seer.agents")


def needed_specs(scenarios: Iterable[Scenario]) -> dict[str, set[str]]:
    """spec name -> the spec hashes its records name."""
    out: dict[str, set[str]] = {}
    for s in scenarios:
        out.setdefault(s.spec, set()).add(s.provenance.spec_sha256)
    return out


def resolve_specs(harness: str | Path, scenarios: list[Scenario], suite_paths: Iterable[str] = ()) -> dict[str, Spec]:
    harness = Path(harness)
    need = needed_specs(scenarios)
    found: dict[str, Spec] = {}
    mismatch: dict[str, str] = {}
    # the run folder's own copies (`specs/<n>-<name>.json` as the pipeline writes them, or
    # `specs/<name>.json`): the specs this harness was made from, matched by name
    for path in sorted((harness.parent / "specs").glob("*.json")):
        try:
            spec = load_spec(path)
        except SeerError:
            continue
        if spec.name in need and spec.name not in found:
            if spec.sha256 not in need[spec.name]:
                # re-read copies can hash differently ($refs already resolved); they must still
                # hold every tool the harness calls
                lacking = sorted({c.tool for s in scenarios if s.spec == spec.name for c in s.expected_tools}
                                 - set(spec.tool_names))
                if lacking:
                    raise SeerError(f"spec {spec.name!r} lacks tools the harness calls: {', '.join(lacking[:5])}",
                                    file=str(path), hint="this is not the spec the harness was made from")
                log.debug("%s: spec %s re-read with a different hash; using the run's copy", path, spec.name)
            found[spec.name] = spec
    if len(found) < len(need):
        for path in _suite_files(suite_paths):
            try:
                spec = load_spec(path)
            except SeerError:
                continue  # a broken spec elsewhere in the suite is not this harness's problem
            _take(spec, need, found, mismatch)
    missing = [n for n in need if n not in found]
    if missing:
        detail = "; ".join(f"{n}: found one with sha256 {mismatch[n][:12]}, harness wants {sorted(need[n])[0][:12]}"
                           if n in mismatch else f"{n}: not found" for n in missing)
        raise SeerError(f"cannot find the spec(s) this harness was made from ({detail})", file=str(harness),
                        hint="keep the run folder's specs/ beside the harness or name the specs in suite.paths")
    return found


def _take(spec: Spec, need: dict[str, set[str]], found: dict[str, Spec], mismatch: dict[str, str]) -> None:
    if spec.name not in need or spec.name in found:
        return
    if spec.sha256 in need[spec.name]:
        found[spec.name] = spec
    else:
        mismatch[spec.name] = spec.sha256


def _suite_files(paths: Iterable[str]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if str(p).startswith("pkg://"):
            p = _pkg_path(str(p))
        try:
            out.extend(iter_spec_paths([p]))
        except SeerError:
            continue
    return out


def _pkg_path(uri: str) -> Path:
    from importlib.resources import files

    module, _, rest = uri[len("pkg://"):].partition("/")
    return Path(str(files(module))) / rest
