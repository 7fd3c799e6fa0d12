"""A render answers the files it wrote: ae_render_frames(out_dir, start=32, end=225, step=17) lists the PNGs of frames
32, 49, ... in out_dir, and a preview render hands back the movie it made as a link (not a chat sentence, nor a frame
record {"name": "notifications-frame", "contents": "Add to cart"})."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words


def render_result(p: Any, args: dict[str, Any]) -> dict[str, Any] | None:
    desc = (p.tool.description or "").lower()
    if not (set(p.words) | {p.verb}) & {"render", "preview"}:
        return None
    num = {"_".join(words(k)): v for k, v in args.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    comp = next((v for k, v in args.items() if isinstance(v, str) and words(k)[:1] == ["comp"]), None)
    slug = re.sub(r"[^a-z0-9]+", "-", (comp or "main comp").lower()).strip("-")
    out_dir = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/")
                    and set(words(k)) & {"dir", "folder", "directory"}), None)
    head: dict[str, Any] = {"ok": True} | ({"comp": comp} if comp else {})
    if "frames" in p.words and re.search(r"\bframes?\b", desc):
        ext = next((e for e in ("png", "jpg", "jpeg", "tif", "tiff", "exr") if re.search(rf"\b{e}s?\b", desc)), "png")
        start = int(num.get("start", 0))
        end = int(num.get("end", start + 23))  # a second of frames when no end is given
        step = max(1, int(num.get("step", 1)))
        prefix = next((v for k, v in args.items() if isinstance(v, str) and words(k) == ["prefix"] and v), slug)
        folder = (out_dir or f"/tmp/renders/{slug}").rstrip("/")
        sep = "" if prefix.endswith(("_", "-", ".")) else "_"
        frames = [{"frame": i, "path": f"{folder}/{prefix}{sep}{i:05d}.{ext}"} for i in range(start, max(start, end) + 1, step)][:30]
        return {**head, "out_dir": folder, "frames": frames, "count": len(frames)}
    if re.search(r"\b(movie|video|mp4|link)\b", desc):
        given = next((v for v in args.values() if isinstance(v, str) and v.startswith("/")
                      and v.lower().endswith((".mp4", ".mov", ".webm", ".gif"))), None)  # the movie path the call named
        movie = given or f"{(out_dir or '/tmp/ae-preview').rstrip('/')}/{slug}-preview.mp4"
        extra = {k: v for k, v in num.items() if k in ("fps", "scale", "start", "end")}
        return {**head, "movie": movie, "url": f"file://{movie}", **extra}
    return None
