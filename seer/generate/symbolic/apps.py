"""Which application a tool of a suite works in (`ai_` Illustrator, `ae_` After Effects, `adobe_ps_` Photoshop):
a plan stays in one app. Fonts listed in Illustrator for an InDesign style, or page items listed in Illustrator
and then markers read in an After Effects comp, is no request a designer makes."""

from __future__ import annotations

from functools import lru_cache

_CODES = frozenset("ai ae ps pr id an ame".split())


@lru_cache(maxsize=4096)
def app_of(tool: str) -> str:
    """The app code of a tool's name ("" for a tool of no one app: adobe_open_file, ai_to_ae_push, dev_reload)."""
    ws = tool.lower().replace("-", "_").split("_")
    codes = [w for w in ws if w in _CODES]
    head = ws[1] if ws[:1] == ["adobe"] and len(ws) > 1 else ws[0]
    return head if head in _CODES and len(set(codes)) == 1 else ""


def foreign(tools, names) -> set[str]:
    """Of `names`, the tools of another app than the plan's (`tools`, the calls so far)."""
    mine = {app_of(t) for t in tools} - {""}
    if not mine:
        return set()
    return {n for n in names if app_of(n) and app_of(n) not in mine}
