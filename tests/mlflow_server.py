"""A real `mlflow server` on 127.0.0.1 for tests: started in its own process group, stopped by it."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Iterator


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def mlflow_server(folder: Path, *, start_timeout_s: float = 90) -> Iterator[str]:
    """Yield the server's URI; the server and its workers are stopped afterwards, whatever happens."""
    port = free_port()
    uri = f"http://127.0.0.1:{port}"
    env = {**os.environ, "MLFLOW_DISABLE_TELEMETRY": "true"}
    env.pop("MLFLOW_TRACKING_URI", None)
    server = subprocess.Popen(
        [sys.executable, "-m", "mlflow", "server", "--backend-store-uri", f"sqlite:///{folder / 'server.db'}",
         "--default-artifact-root", (folder / "artifacts").as_uri(), "--host", "127.0.0.1", "--port", str(port),
         "--workers", "1"],
        cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + start_timeout_s
        while True:
            try:
                with urllib.request.urlopen(f"{uri}/health", timeout=2):
                    break
            except OSError:
                if server.poll() is not None:
                    raise RuntimeError("mlflow server exited at start") from None
                if time.monotonic() > deadline:
                    raise RuntimeError(f"mlflow server did not come up in {start_timeout_s:.0f} s") from None
                time.sleep(0.5)
        yield uri
    finally:
        os.killpg(server.pid, signal.SIGTERM)  # the server and its workers share its process group
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=10)
