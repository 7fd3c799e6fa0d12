"""Artifacts leave the process only without secrets: a file that holds the value of a secret
environment variable is logged as a scrubbed copy (and the user is told), never as it is.

The run folder is written without secrets in the first place (seer.pipeline scrubs what it writes);
this is the second lock on the door, at the point where files go to a shared server.
"""

from __future__ import annotations

import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from seer.secrets import REDACTED, secret_env_values

MAX_SCAN_BYTES = 256 * 1024 * 1024  # larger files are logged as they are (streamed JSONL of huge runs)


@contextmanager
def scrubbed(files: list[tuple[Path, str | None]]) -> Iterator[list[tuple[Path, str | None]]]:
    """The same (path, artifact dir) list, with any file holding a secret replaced by a scrubbed copy."""
    secrets = [s.encode() for s in secret_env_values()]
    if not secrets:
        yield files
        return
    with tempfile.TemporaryDirectory(prefix="seer-scrub-") as tmp:
        out = []
        for i, (path, sub) in enumerate(files):
            if path.stat().st_size <= MAX_SCAN_BYTES:
                data = path.read_bytes()
                if any(s in data for s in secrets):
                    for s in secrets:
                        data = data.replace(s, REDACTED.encode())
                    copy = Path(tmp) / str(i) / path.name
                    copy.parent.mkdir()
                    copy.write_bytes(data)
                    print(f"seer: {path} held a secret value; logged a redacted copy", file=sys.stderr)
                    path = copy
            out.append((path, sub))
        yield out
