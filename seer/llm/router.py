"""Several deployments of one model (keys, regions, local servers) behind litellm's Router.

The Router spreads requests by each deployment's rpm/tpm, enforces those limits
(usage-based routing), and cools a deployment down after a failure (429, 5xx, refused
connection), so seer's one retry goes to another deployment. Its own retries stay off."""

from __future__ import annotations

import os
from typing import Any

from seer.errors import ConfigError
from seer.llm.guard import check_allowed

COOLDOWN_S = 10.0


def deployment_list(cfg: Any) -> list[dict[str, Any]]:
    """litellm's model_list for cfg.deployments (keys from the environment, held in memory only)."""
    out = []
    for i, dep in enumerate(cfg.deployments or []):
        dep = dict(dep)
        unknown = set(dep) - {"api_base", "api_key_env", "rpm", "tpm", "model"}
        if unknown:
            raise ConfigError(f"deployments[{i}] has unknown keys {sorted(unknown)}; known: api_base, api_key_env, rpm, tpm, model")
        params: dict[str, Any] = {"model": dep.get("model") or cfg.model}
        if dep.get("api_base"):
            params["api_base"] = dep["api_base"]
        env = dep.get("api_key_env")
        if env:
            if not os.environ.get(env):
                raise ConfigError(f"deployments[{i}] needs an API key in the environment variable {env}, which is not set")
            params["api_key"] = os.environ[env]
        elif dep.get("api_base"):
            params["api_key"] = "sk-no-key"  # a local server takes any key; the OpenAI SDK insists on one
        for k in ("rpm", "tpm"):
            if dep.get(k):
                params[k] = int(dep[k])
        out.append({"model_name": cfg.model, "litellm_params": params, "model_info": {"id": f"deployment-{i}"}})
    return out


def check_deployments(cfg: Any) -> None:
    for dep in deployment_list(cfg):
        check_allowed(dep["litellm_params"]["model"], dep["litellm_params"].get("api_base"))


def build_router(cfg: Any) -> Any:
    from seer.llm.transport import import_litellm

    import_litellm()
    from litellm import Router

    model_list = deployment_list(cfg)
    limited = any("rpm" in d["litellm_params"] or "tpm" in d["litellm_params"] for d in model_list)
    return Router(model_list=model_list, num_retries=0, allowed_fails=0, cooldown_time=COOLDOWN_S,
                  routing_strategy="usage-based-routing-v2" if limited else "simple-shuffle")
