"""Spec lint output: text for people, JSON for tools, SARIF 2.1.0 for a server's CI, Markdown for report.md.

SARIF results point at the spec file and the line where the tool (and its parameter) is named, and
carry `tool.param` as a logical location, so code-scanning UIs can annotate the spec itself.
`SARIF_SCHEMA` holds what SARIF 2.1.0 requires of a log, its runs, rules and results (the official
schema's `required` keywords and enums for those objects); `check_sarif` validates against it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from seer import __version__
from seer.spec.lint import RULES, LintReport

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"enum": ["none", "note", "warning", "error"]}
_MESSAGE = {"type": "object", "anyOf": [{"required": ["text"]}, {"required": ["id"]}],
            "properties": {"text": {"type": "string"}, "id": {"type": "string"}}}
SARIF_SCHEMA: dict[str, Any] = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "type": "object",
    "required": ["version", "runs"],
    "properties": {
        "version": {"const": SARIF_VERSION},
        "$schema": {"type": "string", "format": "uri"},
        "runs": {"type": "array", "items": {
            "type": "object", "required": ["tool"],
            "properties": {
                "tool": {"type": "object", "required": ["driver"], "properties": {"driver": {
                    "type": "object", "required": ["name"],
                    "properties": {"name": {"type": "string"}, "version": {"type": "string"},
                                   "informationUri": {"type": "string", "format": "uri"},
                                   "rules": {"type": "array", "uniqueItems": True, "items": {
                                       "type": "object", "required": ["id"],
                                       "properties": {"id": {"type": "string"}, "shortDescription": _MESSAGE,
                                                      "fullDescription": _MESSAGE, "help": _MESSAGE,
                                                      "defaultConfiguration": {"type": "object",
                                                                               "properties": {"level": _LEVEL}}}}}}}}},
                "results": {"type": "array", "items": {
                    "type": "object", "required": ["message"],
                    "properties": {
                        "ruleId": {"type": "string"}, "ruleIndex": {"type": "integer", "minimum": -1},
                        "level": _LEVEL, "message": _MESSAGE,
                        "locations": {"type": "array", "items": {"type": "object", "properties": {
                            "physicalLocation": {"type": "object", "anyOf": [{"required": ["address"]},
                                                                             {"required": ["artifactLocation"]}],
                                                 "properties": {"artifactLocation": {"type": "object", "properties": {
                                                     "uri": {"type": "string", "format": "uri-reference"}}},
                                                     "region": {"type": "object", "properties": {
                                                         "startLine": {"type": "integer", "minimum": 1}}}}},
                            "logicalLocations": {"type": "array", "items": {"type": "object"}}}}},
                        "partialFingerprints": {"type": "object", "additionalProperties": {"type": "string"}}}}},
            }}},
    },
}


def check_sarif(doc: dict[str, Any]) -> None:
    """Raise jsonschema's ValidationError when `doc` is not a SARIF 2.1.0 log."""
    from jsonschema import Draft7Validator

    Draft7Validator(SARIF_SCHEMA, format_checker=Draft7Validator.FORMAT_CHECKER).validate(doc)


def to_json(reports: list[LintReport]) -> str:
    return json.dumps([r.model_dump() for r in reports], indent=1, ensure_ascii=False)


def to_text(reports: list[LintReport]) -> str:
    out = []
    for r in reports:
        counts = r.counts()
        out.append(f"{r.spec}: {len(r.findings)} finding(s) over {len(r.tools)} tools"
                   + (f" ({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))})" if counts else ""))
        for f in r.findings:
            out.append(f"  {f.level:<7} {f.rule:<24} {f.message}")
        out.append("  predicted difficulty (hardest first): "
                   + ", ".join(f"{t.tool} {t.difficulty:.2f}" + (f" (tc {t.tc:.2f})" if t.tc is not None else "")
                               for t in r.tools[:8]))
        if r.check:
            out.append("  against judged TC per tool: " + _check_line(r.check))
    return "\n".join(out)


def _check_line(check: dict[str, Any]) -> str:
    parts = []
    for p, c in check.items():
        if isinstance(c, dict):
            rho = c.get("spearman_rho")
            parts.append(f"{p} rho={rho:+.2f}" if rho is not None else f"{p} rho=n/a")
    return f"{check.get('tools_judged', 0)} tools judged; " + ", ".join(parts)


def to_markdown(reports: list[LintReport]) -> str:
    """The `Spec lint` section of report.md."""
    lines = ["", "## Spec lint", "",
             "Where agents are likely to stumble (`python -m seer.spec lint <spec>` gives text, JSON or SARIF).", ""]
    for r in reports:
        counts = r.counts()
        lines.append(f"### {r.spec}\n")
        lines.append(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())) + "\n" if counts else "No findings.\n")
        for f in [f for f in r.findings if f.level != "note"][:15]:
            lines.append(f"- **{f.rule}** {f.message}")
        lines += ["", "| rank | tool | params | optional | depth | difficulty | judged TC |", "|---|---|---|---|---|---|---|"]
        for t in r.tools[:10]:
            tc = "n/a" if t.tc is None else f"{t.tc:.3f}"
            lines.append(f"| {t.rank} | {t.tool} | {t.params} | {t.optional_share:.0%} | {t.depth} | {t.difficulty:.2f} | {tc} |")
        if r.check:
            lines += ["", "Predicted difficulty against judged TC per tool (Spearman): " + _check_line(r.check)]
        lines.append("")
    return "\n".join(lines)


def _line_of(text: list[str], tool: str | None, param: str | None) -> int:
    """The 1-based line where `tool` is named in the spec file (and `param` after it), else 1."""
    if not tool:
        return 1
    start = next((i for i, ln in enumerate(text) if f'"{tool}"' in ln and "name" in ln), None)
    if start is None:
        start = next((i for i, ln in enumerate(text) if tool in ln), None)
    if start is None:
        return 1
    if param:
        hit = next((i for i in range(start, min(len(text), start + 5000)) if f'"{param}"' in text[i] or
                    text[i].strip().startswith(f"{param}:") or f"name: {param}" in text[i]), None)
        if hit is not None:
            return hit + 1
    return start + 1


def to_sarif(reports: list[LintReport], base: str | Path | None = None) -> dict[str, Any]:
    """One SARIF log with one run; file URIs relative to `base` when they are under it."""
    rule_ids = list(RULES)
    rules = [{"id": rid, "name": "".join(w.title() for w in rid.split("-")),
              "shortDescription": {"text": RULES[rid][1]}, "help": {"text": RULES[rid][2]},
              "defaultConfiguration": {"level": RULES[rid][0]}} for rid in rule_ids]
    results, artifacts = [], []
    for r in reports:
        uri, text = _artifact(r.path, base)
        if uri:
            artifacts.append({"location": {"uri": uri}})
        for f in r.findings:
            name = ".".join(p for p in (f.tool, f.param) if p) or r.spec
            loc: dict[str, Any] = {"logicalLocations": [{"fullyQualifiedName": f"{r.spec}/{name}", "kind": "member"}]}
            if uri:
                loc["physicalLocation"] = {"artifactLocation": {"uri": uri},
                                           "region": {"startLine": _line_of(text, f.tool, f.param)}}
            key = hashlib.sha256(f"{f.rule}|{r.spec}|{f.tool}|{f.param}|{','.join(f.related)}".encode()).hexdigest()[:32]
            results.append({"ruleId": f.rule, "ruleIndex": rule_ids.index(f.rule), "level": f.level,
                            "message": {"text": f.message}, "locations": [loc],
                            "partialFingerprints": {"seerLint/v1": key}})
    run = {"tool": {"driver": {"name": "seer-spec-lint", "version": __version__, "rules": rules}}, "results": results}
    if artifacts:
        run["artifacts"] = artifacts
    return {"$schema": SARIF_SCHEMA_URI, "version": SARIF_VERSION, "runs": [run]}


def _artifact(path: str | None, base: str | Path | None) -> tuple[str | None, list[str]]:
    if not path:
        return None, []
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError):
        text = []
    root = Path(base).resolve() if base else Path.cwd().resolve()
    try:
        return p.resolve().relative_to(root).as_posix(), text
    except ValueError:
        return p.resolve().as_uri(), text


def judged_tc(tool_rows: list[Any], spec: str) -> dict[str, float]:
    """tool -> judged TC of one spec, from an analysis' complexity tool rows (models or dicts)."""
    out = {}
    for row in tool_rows:
        get = row.get if isinstance(row, dict) else lambda k, _r=row: getattr(_r, k, None)
        if get("spec") == spec and get("tool") and get("tc") is not None:
            out[str(get("tool"))] = float(get("tc"))
    return out


def report_section(run_dir: str | Path, tool_rows: list[Any]) -> str:
    """The report.md section for a run: every spec in its `specs/` folder, checked against its judged TC."""
    from seer.spec.lint import lint_spec
    from seer.spec.load import load_spec

    folder = Path(run_dir) / "specs"
    if not folder.is_dir():
        return ""
    specs = [load_spec(p) for p in sorted(folder.glob("*.json")) if not p.name.endswith(".examples.json")]
    return to_markdown([lint_spec(s, judged_tc(tool_rows, s.name) or None) for s in specs])
