"""`dry_run=true`: what a config would cost, before spending anything. Nothing is generated or judged.

Generation is estimated by the LLM engine from the exact prompts it would send (seer.generate.llm
.estimate); an LLM judge makes one request per record turn and sample, estimated from the planned
scenario slots and the scenarios split into turns. The symbolic engine and structural judges make no model request.
"""

from __future__ import annotations

import sys
from pathlib import Path

from omegaconf import DictConfig

from seer.run_record import RunRecord


def dry_run(cfg: DictConfig, run_dir: Path) -> RunRecord:
    from seer.pipeline import plan_from
    from seer.pipeline.rundir import flatten_config, resolved_config
    from seer.spec.suite import load_suite

    suite = load_suite(cfg.suite, strict=bool(cfg.strict), cache_dir=Path(cfg.cache_dir))
    for err in suite.errors:
        print(f"seer: skipped spec: {err.one_line()}", file=sys.stderr)
    plan = plan_from(cfg)
    metrics: dict[str, float] = {}
    requests = tokens_in = tokens_out = 0
    cost: float | None = 0.0
    turns = 0  # planned judged records (one per turn)
    print(f"dry run: generator {cfg.generator.name} ({cfg.generator.engine}), nothing is sent")
    for spec in suite.specs:
        if cfg.generator.engine == "llm":
            from seer.generate.llm.estimate import estimate_generation

            est = estimate_generation(cfg.generator, spec, plan)
            print("  " + est.line())
            requests += est.requests
            tokens_in += est.prompt_tokens
            tokens_out += est.completion_tokens
            cost = None if cost is None or est.cost_usd is None else cost + est.cost_usd
            # judged records: one per turn; a split scenario has at least two turns
            turns += est.slots + est.stages["multiturn"].requests
        else:
            print(f"  {spec.name}: the {cfg.generator.engine} engine makes no model request")
    judges = [cfg.judge, *(cfg.panel or {}).values()]
    for j in judges:
        if j.kind == "structural":
            print(f"  judge {j.name}: structural, no model request")
        else:
            n = turns * max(1, int(j.get("samples", 1) or 1))
            print(f"  judge {j.name}: about {n} requests (one per record turn and sample); its tokens are not estimated")
            requests += n
    metrics.update({"dryrun/requests": float(requests), "dryrun/tokens_in": float(tokens_in),
                    "dryrun/tokens_out": float(tokens_out)})
    if cost is not None:
        metrics["dryrun/cost_usd"] = cost
    total_cost = f"${cost:.4f}" if cost is not None else "cost unknown (no price for this model; set price_*_per_mtok)"
    print(f"total: ~{requests} requests, ~{tokens_in} tokens in / ~{tokens_out} out, generation {total_cost}")
    return RunRecord(task="dry_run", run_dir=str(run_dir), params=flatten_config(resolved_config(cfg)), metrics=metrics,
                     tags={"seer.dry_run": "true", "seer.engine": str(cfg.generator.name)})
