"""The scale plan's simulation runs the real scheduler against the local test server and checks the
dry-run estimate and the concurrency bound (experiments/scale/README.md); here on a small spec."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_scale_simulation_agrees_with_the_estimate():
    proc = subprocess.run([sys.executable, str(REPO / "experiments" / "scale" / "simulate.py"), "--tools", "16",
                           "--latency", "0.05", "--variants", "fixed", "--no-across"],
                          cwd=REPO, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "estimate" in proc.stdout.lower()
