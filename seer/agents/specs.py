"""Find the specs a harness was made from: the run folder's specs/<name>.json, else suite.paths.

Records carry the spec's name and its sha256 (provenance); a spec found by name whose hash
differs is not the one the harness was made from and is refused, naming both hashes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from seer.errors import SeerError
from seer.harness.model import Scenario
from seer.spec.load import iter_spec_paths, load_spec
from seer.spec.model import Spec


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
    for name in need:
        candidate = harness.parent / "specs" / f"{name}.json"
        if candidate.exists():
            _take(load_spec(candidate), need, found, mismatch)
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
                        hint=f"put them in {harness.parent / 'specs'}/<name>.json or name them in suite.paths")
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
