"""A design application's documents are its own file type: adobe_save_file(app=indesign) answers an .indd, a Premiere
Pro project is a .prproj (not the After Effects .aep or the Illustrator .ai a path maker drew). A path the call itself
gave is echoed as given."""

from __future__ import annotations

import re
from typing import Any

from seer.harness.checks import leaves

# Media Encoder opens no design document: what it saves is an encoding preset (.epr)
NATIVE = {"illustrator": "ai", "photoshop": "psd", "indesign": "indd", "premiere": "prproj", "aftereffects": "aep",
          "animate": "fla", "mediaencoder": "epr"}
_DOC = re.compile(r"([\w./ -]*?[\w-])\.(ai|psd|indd|aep|prproj|fla|epr)\b")


def native_files(app: str, args: dict[str, Any], out: Any) -> dict[str, str]:
    """In place: every design document path in `out` (a field or a line of text) not given by the call has the
    app's extension. Returns the renamed paths (old -> new), for values handed on to later calls."""
    ext = NATIVE.get(app)
    if ext is None:
        return {}
    given = {v for v in leaves(args) if isinstance(v, str)}
    renamed: dict[str, str] = {}

    def fix(s: str) -> str:
        def one(m: re.Match) -> str:
            whole = m[0]
            if m[2] == ext or "/" not in whole or any(whole.strip() in g for g in given):  # a layer "Logo.ai" is a placed file
                return whole
            new = f"{m[1]}.{ext}"
            renamed[whole.strip()] = new.strip()
            return new
        return _DOC.sub(one, s) if "." in s else s

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            for k, v in node.items():
                node[k] = walk(v)
        elif isinstance(node, list):
            node[:] = [walk(v) for v in node]
        elif isinstance(node, str):
            return fix(node)
        return node

    walk(out)
    return renamed

