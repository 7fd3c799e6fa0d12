"""MCP content blocks agree with the file they carry: read_media_file(.../notes.mp3) answered a PDF blob under a web
URI, and an `audio` block with mimeType text/markdown holding a chat sentence. A block's type follows its MIME type
(image/audio, else an embedded resource at the file's own file:// URI), the MIME type follows the file's extension,
and the data is base64 of bytes of that format."""

from __future__ import annotations

import base64
import mimetypes
from typing import Any

from seer.generate.symbolic.lexicon import words

# The first bytes of a file of each type: enough for a reader to see what it is (a real server sends the whole file).
_MAGIC = {
    "image/png": base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
    "image/jpeg": bytes.fromhex("ffd8ffe000104a46494600010101004800480000ffdb004300"),
    "image/gif": b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,",
    "image/webp": b"RIFF$\x00\x00\x00WEBPVP8 \x18\x00\x00\x000\x01\x00\x9d\x01*\x01\x00\x01\x00",
    "image/svg+xml": b'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
    "audio/mpeg": b"ID3\x04\x00\x00\x00\x00\x00\x00\xff\xfb\x90d\x00\x00\x00\x00\x00\x00\x00\x00",
    "audio/wav": b"RIFF$\x08\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00D\xac\x00\x00\x88X\x01\x00\x02\x00\x10\x00data",
    "audio/ogg": b"OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00",
    "audio/flac": b"fLaC\x00\x00\x00\"\x10\x00\x10\x00",
    "application/pdf": b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
    "application/zip": b"PK\x03\x04\x14\x00\x00\x00\x08\x00",
}
_DEFAULT = {"image": "image/png", "audio": "audio/mpeg"}
_EXTRA = {".mp3": "audio/mpeg", ".wav": "audio/wav", ".ogg": "audio/ogg", ".flac": "audio/flac", ".webp": "image/webp",
          ".m4a": "audio/mp4", ".md": "text/markdown", ".ts": "text/x-typescript", ".yaml": "application/yaml",
          ".yml": "application/yaml", ".svg": "image/svg+xml", ".log": "text/plain", ".go": "text/x-go", ".env": "text/plain"}


def _is_block(x: Any) -> bool:
    return isinstance(x, dict) and (x.get("type") in ("image", "audio") and "data" in x
                                    or x.get("type") == "resource" and isinstance(x.get("resource"), dict))


def _mime(path: str) -> str | None:
    dot = path.rsplit("/", 1)[-1].rfind(".")
    ext = path.rsplit("/", 1)[-1][dot:].lower() if dot > 0 else ""
    return _EXTRA.get(ext) or (mimetypes.guess_type("x" + ext, strict=False)[0] if ext else None)


def _data(mime: str, text: str | None) -> str:
    raw = _MAGIC.get(mime)
    if raw is None:
        raw = (text or "").encode() if mime.startswith("text/") or mime.endswith(("json", "yaml", "xml", "typescript")) else b"\x00"
    return base64.b64encode(raw).decode()


def _block(template: dict[str, Any], mime: str, path: str | None, text: str | None) -> dict[str, Any]:
    kind = mime.split("/", 1)[0]
    if kind in ("image", "audio"):
        return {"type": kind, "data": _data(mime, text), "mimeType": mime}
    resource = dict(template.get("resource") or {})
    resource["uri"] = f"file://{path}" if path else resource.get("uri", "file:///tmp/attachment")
    resource["blob"] = _data(mime, text)
    if "mimeType" in resource or path:
        resource["mimeType"] = mime
    return {"type": "resource", "resource": resource}


def blocks_agree(args: dict[str, Any], out: Any, file_text=None) -> None:
    """Rewrite every list of content blocks in `out` so its type, MIME type and data fit the file the call names (one
    block for one file) or, with no file, the block's own type. `file_text(path)` gives a text file's content."""
    path = next((v for k, v in args.items() if isinstance(v, str) and "/" in v and words(k)[-1:] in (["path"], ["file"], ["uri"])), None)
    mime = _mime(path) if path else None
    if path and mime is None and "." in path.rsplit("/", 1)[-1]:
        mime = "application/octet-stream"  # a file of no known type is bytes, never an MP3 because a block said audio
    for lst in _block_lists(out):
        if path and mime:
            text = file_text(path) if file_text and not mime.startswith(("image/", "audio/")) else None
            template = next((b for b in lst if b.get("type") == "resource"), {})
            lst[:] = [_block(template, mime, path, text)]
            continue
        for i, b in enumerate(lst):
            if b.get("type") in ("image", "audio"):
                m = b.get("mimeType") if str(b.get("mimeType", "")).startswith(b["type"] + "/") else _DEFAULT[b["type"]]
                lst[i] = {**b, "mimeType": m, "data": _data(m, None)}


def _block_lists(node: Any):
    if isinstance(node, dict):
        for v in node.values():
            yield from _block_lists(v)
    elif isinstance(node, list):
        if node and all(_is_block(x) for x in node):
            yield node
        else:
            for v in node:
                yield from _block_lists(v)


def has_blocks(out: Any) -> bool:
    """Any list of content blocks in `out` (a cheap look before a copy)."""
    return next(_block_lists(out), None) is not None
