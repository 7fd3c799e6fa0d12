"""Usage per stage: requests, cache hits, retries, tokens, cost, latency, failures.

`as_metrics()` is what the tracking room logs to MLflow; `cost_line()` is printed at a run's end."""

from __future__ import annotations

import threading
from typing import Any

from pydantic import BaseModel


class StageUsage(BaseModel):
    requests: int = 0  # sent to the model (each transport retry is a request)
    cache_hits: int = 0
    retries: int = 0  # transport retries (429, 5xx, timeouts, connection errors)
    repairs: int = 0  # validation retries with the errors fed back
    failures: int = 0  # logical calls that ended without a usable answer
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0
    cost_known: bool = True  # False once a response had no price (unknown model, no cfg price)
    latency_s: float = 0.0  # summed over requests


class UsageStats:
    """Thread-safe accumulator; one per run (several clients may share it)."""

    def __init__(self) -> None:
        self.stages: dict[str, StageUsage] = {}
        self._lock = threading.Lock()

    def add(self, stage: str, **delta: Any) -> None:
        with self._lock:
            s = self.stages.setdefault(stage, StageUsage())
            for k, v in delta.items():
                if k == "cost_usd" and v is None:
                    s.cost_known = False
                    continue
                setattr(s, k, getattr(s, k) + v)

    def total(self) -> StageUsage:
        out = StageUsage()
        with self._lock:
            for s in self.stages.values():
                for k, v in s.model_dump().items():
                    if k == "cost_known":
                        out.cost_known = out.cost_known and v
                    else:
                        setattr(out, k, getattr(out, k) + v)
        return out

    def as_metrics(self, prefix: str = "llm") -> dict[str, float]:
        """Flat metrics: llm.<stage>.<field> and llm.total.<field>; cost only when every price is known."""
        out: dict[str, float] = {}
        with self._lock:
            items = list(self.stages.items())
        for name, s in items + [("total", self.total())]:
            for k, v in s.model_dump().items():
                if k == "cost_known":
                    continue
                if k == "cost_usd" and not s.cost_known:
                    continue  # an unknown cost is absent, never a zero
                out[f"{prefix}.{name}.{k}"] = float(v)
        return out

    def cost_line(self) -> str:
        t = self.total()
        cost = f"${t.cost_usd:.4f}" if t.cost_known else "cost unknown (no price for this model; set price_*_per_mtok)"
        return (f"LLM usage: {t.requests} requests ({t.cache_hits} cached, {t.retries} retries, {t.repairs} repairs, "
                f"{t.failures} failed), {t.tokens_in} tokens in / {t.tokens_out} out, {cost}")
