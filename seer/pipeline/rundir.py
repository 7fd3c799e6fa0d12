"""The run folder: what a run leaves behind, with secrets kept out of every file."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from omegaconf import DictConfig, OmegaConf

from seer.spec.model import Spec

# Keys whose values are never written anywhere (config, params, artifacts).
SECRET_KEY = re.compile(r"(api[_-]?key|token|secret|password|passwd|authorization|auth[_-]?header|cookie|credential)", re.I)
REDACTED = "***"


def secret_values() -> list[str]:
    """Values of environment variables that hold secrets: scrubbed wherever they might appear."""
    out = []
    for name, value in os.environ.items():
        if SECRET_KEY.search(name) and value and len(value) >= 6:
            out.append(value)
    return sorted(set(out), key=len, reverse=True)


def scrub_text(text: str, secrets: list[str] | None = None) -> str:
    for value in secrets if secrets is not None else secret_values():
        text = text.replace(value, REDACTED)
    return text


def redact(value: Any, secrets: list[str] | None = None) -> Any:
    """A copy of a config mapping with secret-named keys and secret values replaced."""
    secrets = secret_values() if secrets is None else secrets
    if isinstance(value, dict):
        return {k: (REDACTED if SECRET_KEY.search(str(k)) and v not in (None, "") and not str(k).endswith("_env")
                    else redact(v, secrets)) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v, secrets) for v in value]
    if isinstance(value, str):
        return scrub_text(value, secrets)
    return value


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    if isinstance(value, dict):
        for k, v in value.items():
            out.update(flatten(v, f"{prefix}{k}."))
    elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        for i, v in enumerate(value):
            out.update(flatten(v, f"{prefix}{i}."))
    else:
        out[prefix[:-1]] = value if not isinstance(value, list) else json.dumps(value)
    return out


def resolved_config(cfg: DictConfig) -> dict[str, Any]:
    """The resolved config as plain data, secrets redacted (the run's params)."""
    data = OmegaConf.to_container(cfg, resolve=True, throw_on_missing=False)
    return redact(data)


def scrub_hydra_files(run_dir: Path) -> None:
    """Hydra saves the config and overrides in `.hydra/`: rewrite them without secrets."""
    secrets = secret_values()
    for path in list((run_dir / ".hydra").glob("*.yaml")) if (run_dir / ".hydra").exists() else []:
        text = path.read_text(encoding="utf-8")
        clean = scrub_text(text, secrets)
        clean = re.sub(rf"(?im)^(\s*-?\s*[\w.+/-]*{SECRET_KEY.pattern}[\w.]*\s*[:=]\s*)(?!null\b|''|\"\")(?!.*_env)(\S.*)$",
                       lambda m: m.group(1) + REDACTED, clean)
        if clean != text:
            path.write_text(clean, encoding="utf-8")


def write_specs(run_dir: Path, specs: list[Spec]) -> None:
    """The specs the run used, as `specs/<n>-<name>.json`, so the harness can be replayed and served."""
    folder = run_dir / "specs"
    folder.mkdir(parents=True, exist_ok=True)
    for i, spec in enumerate(specs):
        # the file name comes from the index and a sanitised name: spec text never picks a path
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", spec.name)[:60].strip("._") or "spec"
        doc = {"name": spec.name, "source": spec.source, "tools": [t.model_dump(by_alias=True, exclude={"input_refs"}) for t in spec.tools]}
        (folder / f"{i:02d}-{safe}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
