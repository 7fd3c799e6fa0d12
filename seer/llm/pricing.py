"""Prices: the config's (USD per million tokens) first, else litellm's price map, else unknown.

litellm's `get_model_info` reads a missing price as 0, and a Router registers its deployments in
the map without prices, so a zero from litellm is trusted only when the map really carries a
per-token price for the model (litellm's own `cost_map_omits_token_price` check)."""

from __future__ import annotations

from typing import Any


def config_price(cfg: Any, tin: int, tout: int) -> float | None:
    pin, pout = getattr(cfg, "price_input_per_mtok", None), getattr(cfg, "price_output_per_mtok", None)
    if pin is None and pout is None:
        return None
    return (tin * (pin or 0.0) + tout * (pout or 0.0)) / 1e6


def litellm_prices(model: str) -> bool:
    """Whether litellm's price map holds a real per-token price for `model`."""
    from seer.llm.transport import import_litellm

    litellm = import_litellm()
    keys = [model, model.split("/", 1)[-1]]
    entries = [litellm.model_cost.get(k) for k in keys]
    if not any(isinstance(e, dict) for e in entries):
        return False
    try:
        from litellm.utils import cost_map_omits_token_price

        return not cost_map_omits_token_price(*keys)
    except ImportError:  # older litellm: look for the keys ourselves
        return any(isinstance(e, dict) and ("input_cost_per_token" in e or "output_cost_per_token" in e) for e in entries)


def price(cfg: Any, tin: int, tout: int) -> float | None:
    """USD for `tin` prompt and `tout` completion tokens, or None when no price is known.
    In batch mode the map's batch prices apply when it has them (usually half)."""
    own = config_price(cfg, tin, tout)
    if own is not None:
        return own
    if not litellm_prices(cfg.model):
        return None
    from seer.llm.transport import import_litellm

    if getattr(cfg, "batch", False):
        litellm = import_litellm()
        entry = litellm.model_cost.get(cfg.model) or litellm.model_cost.get(cfg.model.split("/", 1)[-1]) or {}
        if "input_cost_per_token_batches" in entry:
            return tin * entry["input_cost_per_token_batches"] + tout * entry.get("output_cost_per_token_batches", 0.0)
    try:
        p_in, p_out = import_litellm().cost_per_token(model=cfg.model, prompt_tokens=tin, completion_tokens=tout)
        return float(p_in + p_out)
    except Exception:  # noqa: BLE001 - no price known: None, never a silent zero
        return None
