"""Spec diff: what changed between two versions of a tool suite, in the terms that matter to an agent.

Tools added, removed and renamed (a removed and an added tool that are alike in name, description
and parameters), and per tool: parameters added or removed, made required or optional, type,
format, enum or default changed, descriptions changed in words (not in whitespace, case or
punctuation), outputSchema changed. `SpecDiff.touched_old` names the old tools whose scenarios a
baseline run cannot keep.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Any, Iterator, Literal

from pydantic import BaseModel, Field

from seer.spec.model import Spec, Tool, canonical_json

ChangeKind = Literal["param_added", "param_removed", "made_required", "made_optional", "type_changed",
                     "format_changed", "enum_changed", "default_changed", "param_description", "description",
                     "title", "output_schema", "annotations"]
# A removed and an added tool at least this alike are one tool renamed.
RENAME_THRESHOLD = 0.6


class Change(BaseModel):
    kind: ChangeKind
    path: str | None = None  # the parameter ("repo", "options.depth", "paths[]"); None for the tool itself
    old: Any = None
    new: Any = None


class ToolDiff(BaseModel):
    tool: str  # the name in the new spec
    old_name: str | None = None  # set when the tool was renamed
    changes: list[Change] = Field(default_factory=list)


class Rename(BaseModel):
    old: str
    new: str
    similarity: float


class SpecDiff(BaseModel):
    old_spec: str
    new_spec: str
    old_sha256: str
    new_sha256: str
    added: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)
    renamed: list[Rename] = Field(default_factory=list)
    changed: list[ToolDiff] = Field(default_factory=list)  # renamed tools with changes are here too
    cosmetic: list[str] = Field(default_factory=list)  # only whitespace/case/punctuation changed
    unchanged: list[str] = Field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.renamed or self.changed)

    @property
    def touched_old(self) -> set[str]:
        """Old tool names whose scenarios cannot be kept as they are."""
        changed_old = {d.old_name or d.tool for d in self.changed}
        return changed_old | set(self.removed) | {r.old for r in self.renamed}

    @property
    def touched_new(self) -> set[str]:
        """New tool names that need fresh scenarios: added, renamed or changed."""
        return {d.tool for d in self.changed} | set(self.added) | {r.new for r in self.renamed}


def words(text: str | None) -> str:
    """Text reduced to its words: case, whitespace and punctuation do not change meaning here."""
    return " ".join(re.findall(r"[a-z0-9]+", (text or "").lower()))


def _types(schema: dict[str, Any]) -> list[str] | None:
    t = schema.get("type")
    if t is None:
        variants = [v.get("type") for k in ("anyOf", "oneOf") for v in schema.get(k) or [] if isinstance(v, dict)]
        flat = [x for v in variants for x in (v if isinstance(v, list) else [v]) if x]
        return sorted(set(flat)) or None
    return sorted(t) if isinstance(t, list) else [t]


def params(schema: Any, prefix: str = "", required: bool = True) -> Iterator[tuple[str, dict[str, Any], bool]]:
    """Every parameter at every depth: (dotted path, its schema, whether it is required there)."""
    if not isinstance(schema, dict):
        return
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    req = set(schema.get("required") or [])
    for name, sub in props.items():
        if not isinstance(sub, dict):
            continue
        path = f"{prefix}{name}"
        yield path, sub, name in req
        yield from params(sub, path + ".")
        items = sub.get("items")
        if isinstance(items, dict):
            yield from params(items, path + "[].")


def _param_changes(old: Tool, new: Tool) -> list[Change]:
    a = {p: (s, r) for p, s, r in params(old.input_schema)}
    b = {p: (s, r) for p, s, r in params(new.input_schema)}
    out: list[Change] = []
    for path in sorted(set(b) - set(a)):
        out.append(Change(kind="param_added", path=path, new="required" if b[path][1] else "optional"))
    for path in sorted(set(a) - set(b)):
        out.append(Change(kind="param_removed", path=path, old="required" if a[path][1] else "optional"))
    for path in sorted(set(a) & set(b)):
        (sa, ra), (sb, rb) = a[path], b[path]
        if ra != rb:
            out.append(Change(kind="made_required" if rb else "made_optional", path=path))
        for kind, get in (("type_changed", _types), ("format_changed", lambda s: s.get("format")),
                          ("enum_changed", lambda s: sorted(map(canonical_json, s["enum"])) if "enum" in s else None),
                          ("default_changed", lambda s: canonical_json(s["default"]) if "default" in s else None)):
            va, vb = get(sa), get(sb)
            if va != vb:
                out.append(Change(kind=kind, path=path, old=_shown(sa, kind, va), new=_shown(sb, kind, vb)))
        if words(sa.get("description")) != words(sb.get("description")):
            out.append(Change(kind="param_description", path=path, old=sa.get("description"), new=sb.get("description")))
    return out


def _shown(schema: dict[str, Any], kind: str, value: Any) -> Any:
    """The readable value for a change row (the schema's own enum/default, not their canonical text)."""
    if kind == "enum_changed":
        return schema.get("enum")
    if kind == "default_changed":
        return schema.get("default")
    return value


def tool_changes(old: Tool, new: Tool) -> tuple[list[Change], bool]:
    """The meaning-bearing changes from `old` to `new`, and whether anything else (cosmetic) changed."""
    out: list[Change] = []
    if words(old.description) != words(new.description):
        out.append(Change(kind="description", old=old.description, new=new.description))
    if words(old.title) != words(new.title):
        out.append(Change(kind="title", old=old.title, new=new.title))
    out += _param_changes(old, new)
    if canonical_json(old.output_schema) != canonical_json(new.output_schema):
        out.append(_output_change(old.output_schema, new.output_schema))
    if canonical_json(old.annotations or {}) != canonical_json(new.annotations or {}):
        out.append(Change(kind="annotations", old=old.annotations, new=new.annotations))
    cosmetic = not out and canonical_json(old.wire()) != canonical_json(new.wire())
    return out, cosmetic


def _name_tokens(name: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()))


def _output_change(old: dict[str, Any] | None, new: dict[str, Any] | None) -> Change:
    """outputSchema changed: the result fields an agent reads that went away (old) and that came (new)."""
    if old is None or new is None:
        return Change(kind="output_schema", old="present" if old else None, new="present" if new else None)
    a, b = {p for p, _, _ in params(old)}, {p for p, _, _ in params(new)}
    gone, came = sorted(a - b), sorted(b - a)
    if not gone and not came:
        return Change(kind="output_schema", old="fields kept", new="types, enums or constraints changed")
    return Change(kind="output_schema", old=gone or None, new=came or None)


def similarity(a: Tool, b: Tool) -> float:
    """How alike two tools are, 0..1: name (as text, or as a set of words: `window_resize` is
    `resize_window`), description, and parameter names (leaf names, so a parameter moved into or out
    of a wrapper object still counts; overlap over the smaller set)."""
    ta, tb = _name_tokens(a.name), _name_tokens(b.name)
    name = max(SequenceMatcher(None, a.name.lower(), b.name.lower()).ratio(), len(ta & tb) / (len(ta | tb) or 1))
    desc = SequenceMatcher(None, words(a.description), words(b.description)).ratio()
    pa = {p.rsplit(".", 1)[-1] for p, _, _ in params(a.input_schema)}
    pb = {p.rsplit(".", 1)[-1] for p, _, _ in params(b.input_schema)}
    par = len(pa & pb) / min(len(pa), len(pb)) if pa and pb else float(not pa and not pb)
    return round(0.3 * name + 0.45 * desc + 0.25 * par, 3)


def _renames(old: Spec, new: Spec, removed: list[str], added: list[str]) -> list[Rename]:
    pairs = sorted(((similarity(old.tool_map[r], new.tool_map[a]), r, a) for r in removed for a in added),
                   key=lambda p: (-p[0], p[1], p[2]))
    used_old: set[str] = set()
    used_new: set[str] = set()
    out = []
    for score, r, a in pairs:
        if score < RENAME_THRESHOLD or r in used_old or a in used_new:
            continue
        used_old.add(r)
        used_new.add(a)
        out.append(Rename(old=r, new=a, similarity=score))
    return sorted(out, key=lambda x: x.new)


def diff_specs(old: Spec, new: Spec) -> SpecDiff:
    added = [n for n in new.tool_names if n not in old.tool_map]
    removed = [n for n in old.tool_names if n not in new.tool_map]
    renamed = _renames(old, new, removed, added)
    added = [n for n in added if n not in {r.new for r in renamed}]
    removed = [n for n in removed if n not in {r.old for r in renamed}]
    result = SpecDiff(old_spec=old.name, new_spec=new.name, old_sha256=old.sha256, new_sha256=new.sha256,
                      added=added, removed=removed, renamed=renamed)
    pairs = [(n, n) for n in new.tool_names if n in old.tool_map] + [(r.old, r.new) for r in renamed]
    for old_name, new_name in pairs:
        changes, cosmetic = tool_changes(old.tool_map[old_name], new.tool_map[new_name])
        if changes:
            result.changed.append(ToolDiff(tool=new_name, old_name=old_name if old_name != new_name else None,
                                           changes=changes))
        elif old_name != new_name:
            continue  # renamed and nothing else: listed under renamed
        elif cosmetic:
            result.cosmetic.append(new_name)
        else:
            result.unchanged.append(new_name)
    result.changed.sort(key=lambda d: d.tool)
    return result


def _cell(value: Any, width: int = 48) -> str:
    text = value if isinstance(value, str) else canonical_json(value) if value is not None else "-"
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 3] + "..."


def format_diff(d: SpecDiff) -> str:
    """The diff as a table for the terminal."""
    lines = [f"spec diff: {d.old_spec} ({d.old_sha256[:12]}) -> {d.new_spec} ({d.new_sha256[:12]})",
             f"added {len(d.added)}, removed {len(d.removed)}, renamed {len(d.renamed)}, changed {len(d.changed)}, "
             f"cosmetic only {len(d.cosmetic)}, unchanged {len(d.unchanged)}"]
    rows = [("added", n, "", "", "") for n in d.added] + [("removed", n, "", "", "") for n in d.removed]
    rows += [("renamed", f"{r.old} -> {r.new}", "", f"similarity {r.similarity:.2f}", "") for r in d.renamed]
    for t in d.changed:
        for c in t.changes:
            rows.append((c.kind, t.tool, c.path or "", _cell(c.old), _cell(c.new)))
    rows += [("cosmetic", n, "", "", "") for n in d.cosmetic]
    if not rows:
        return "\n".join(lines + ["no changes"])
    head = ("change", "tool", "parameter", "old", "new")
    width = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    fmt = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, width)).rstrip()  # noqa: E731
    return "\n".join(lines + ["", fmt(head), "-" * len(fmt(head)), *map(fmt, rows)])
