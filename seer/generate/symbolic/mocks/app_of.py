"""The design application a call works in. Round 710 [17]: ai_set_layer ("Rename a layer or change its visibility, lock or
opacity") names no application, so its layer 11 was drawn apart from the Illustrator layers ai_list_layers had just shown
(and named 'Background' like one of them). A tool whose own words name no application works in the one its name's prefix
shares with the request's other tools (ai_list_layers: "List layers in the active Illustrator document"; adobe_ps_smart_object
"Smart Object operations" works in Photoshop beside adobe_ps_text "Add a text layer in Photoshop")."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.world import call_app


def app_of_call(ctx: tuple[str, str], args: dict[str, Any], plan: list[Any]) -> str:
    """call_app's answer, else the application of the plan's tools of the same name prefix (one app, else none)."""
    app = call_app(*ctx, args)
    prefix = _prefix(ctx[0])
    short = prefix.split("_") if prefix else []
    if app in _SHORT.values() and len(short) == 1 and short[0] in _SHORT:
        return _SHORT[short[0]]  # ai_release_to_layers works in Illustrator though it says what After Effects gets after
    if app or not prefix:
        return app
    if short[0] == "adobe" and len(short) == 2 and short[1] in _SHORT:
        return _SHORT[short[1]]  # Adobe's own short names: adobe_ps_* works in Photoshop
    kin = {call_app(*q.ctx, {}) for q in plan if hasattr(q, "ctx") and q.ctx[0] != ctx[0] and _prefix(q.ctx[0]) == prefix}
    kin.discard("")
    if len(short) == 1 and short[0] in _SHORT and kin:  # ai_ beside design tools is Illustrator's, whatever app a sibling
        return _SHORT[short[0]]  # mentions (ai_list_artboards: "what each After Effects comp needs to match")
    return kin.pop() if len(kin) == 1 else app


_SHORT = {"ps": "photoshop", "ai": "illustrator", "ae": "aftereffects", "pr": "premiere", "id": "indesign"}


def _prefix(name: str) -> str:
    """The application part of a tool's name: ai_ of ai_set_layer, adobe_ps_ of adobe_ps_smart_object ("" if none)."""
    from seer.generate.symbolic.mocks.common import _APP_PREFIXES

    parts = name.lower().split("_")
    lead = [w for w in parts[:next((i for i, w in enumerate(parts) if w not in _APP_PREFIXES), len(parts))]]
    return "_".join(lead) if lead and len(lead) < len(parts) and lead != ["adobe"] else ""
