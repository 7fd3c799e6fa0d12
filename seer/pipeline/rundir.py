"""The run folder: what a run leaves behind, with secrets kept out of every file."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from omegaconf import DictConfig, OmegaConf

from seer.spec.model import Spec
from seer.secrets import REDACTED, flatten_config, is_secret_key, redact, scrub, secret_env_values

__all__ = ["flatten_config", "resolved_config", "scrub_hydra_files", "write_specs"]
# `key=value` anywhere in a line (overrides, Hydra's override_dirname): the value of a secret key goes
_INLINE = re.compile(r"([+~]*[\w.@/-]+)=([^,\s'\"\]]+)")
_YAML_ENTRY = re.compile(r"^(\s*-?\s*\+{0,2})([\w.@/-]+)(\s*[:=]\s*)(.*)$")


def _redact_inline(m: re.Match) -> str:
    key = m.group(1).lstrip("+~").rsplit(".", 1)[-1]
    return f"{m.group(1)}={REDACTED}" if is_secret_key(key) and m.group(2) != "null" else m.group(0)


def _redact_line(line: str) -> str:
    """`api_key: x` or the override `generator.extra.api_key=x` -> value replaced; `api_key_env: X` kept."""
    line = _INLINE.sub(_redact_inline, line)
    m = _YAML_ENTRY.match(line)
    if not m:
        return line
    key = m.group(2).rsplit(".", 1)[-1]
    value = m.group(4).strip()
    if is_secret_key(key) and value not in ("", "null", "''", '""'):
        return m.group(1) + m.group(2) + m.group(3) + REDACTED
    return line


def resolved_config(cfg: DictConfig) -> dict[str, Any]:
    """The resolved config as plain data, secrets redacted (the run's params)."""
    data = OmegaConf.to_container(cfg, resolve=True, throw_on_missing=False)
    return redact(data)


def scrub_hydra_files(run_dir: Path) -> None:
    """Hydra saves the config and overrides in `.hydra/`: rewrite them without secrets."""
    secrets = secret_env_values()
    for path in list((run_dir / ".hydra").glob("*.yaml")) if (run_dir / ".hydra").exists() else []:
        text = path.read_text(encoding="utf-8")
        clean = "\n".join(_redact_line(line) for line in scrub(text, secrets).split("\n"))
        if clean != text:
            path.write_text(clean, encoding="utf-8")


def write_specs(run_dir: Path, specs: list[Spec], cache_dir: str | Path | None = None) -> None:
    """The specs the run used, as `specs/<n>-<name>.json`, so the harness can be replayed and served.
    With `cache_dir`, each file is made once per spec content and copied from the store after."""
    folder = run_dir / "specs"
    folder.mkdir(parents=True, exist_ok=True)
    for i, spec in enumerate(specs):
        # the file name comes from the index and a sanitised name: spec text never picks a path
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", spec.name)[:60].strip("._") or "spec"
        target = folder / f"{i:02d}-{safe}.json"
        if cache_dir is None:
            target.write_bytes(_spec_file(spec))
            continue
        from seer.spec.model import sha256_of
        from seer.store_copies import stored_copy

        key = sha256_of({"spec": spec.sha256, "source": spec.source, "format": 1})[:32]
        stored_copy(cache_dir, "run_specs", f"{key}.json", target, lambda spec=spec: _spec_file(spec))


def _spec_file(spec: Spec) -> bytes:
    doc = {"name": spec.name, "source": spec.source, "tools": [t.model_dump(by_alias=True, exclude={"input_refs"}) for t in spec.tools]}
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
