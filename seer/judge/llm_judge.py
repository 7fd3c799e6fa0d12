"""The LLM judge: the rubric (seer/judge/rubric.md) asked of any model through the LLM room, with a
pydantic verdict as structured output (seer/judge/llm_verdict.py).

Temperature 0 by default; `samples` = k repeated judgments (each with its own seed, so each is its
own request and cache entry), averaged, with the spread recorded. A verdict that cannot be parsed
or validated after cfg.max_tries (the client feeds the errors back each time) becomes an unscored
Judgment with its reason: left out of means, counted, never a zero. Records are judged
concurrently, bounded by cfg.concurrency (the client's semaphore), and yielded in order.

`key` hashes what the verdicts depend on: model, temperature, max_tokens, samples, extra, send_seed,
max_tries, the prompts, the rubric and the verdict schema, and the entry's name (every judgment
carries it). Knobs of speed and place (endpoint, key variable, concurrency, rate limits, timeouts,
transport retries, prices) are left out.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path
from string import Template
from typing import Any, Iterable, Iterator

from seer.harness.model import Scenario
from seer.judge.base import register_judge
from seer.judge.llm_verdict import VERDICT_MAX_TOKENS, VERDICT_VERSION, Verdict, combine, verdict_problems
from seer.judge.model import Judgment
from seer.spec.model import Spec, sha256_of

HERE = Path(__file__).parent
PROMPTS = HERE / "prompts"
_RUNTIME = {"name", "kind", "profile", "api_key_env", "api_base", "concurrency", "rpm", "tpm", "timeout_s",
            "retries", "backoff_s", "price_input_per_mtok", "price_output_per_mtok"}
_KIND_NOTES = {
    "normal": "the calls should fulfil the request",
    "no_tool": "no tool of the spec can serve the request: the right answer is no call",
    "missing_info": "a required value is missing: the right first move is to ask the user, not to call",
    "error": "a call returns an error that a good agent must handle",
}
CHUNK = 64  # scenarios per batch: bounded memory, many records in flight


@lru_cache(maxsize=None)
def _template(name: str) -> Template:
    return Template((PROMPTS / f"{name}.md").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def rubric_text() -> str:
    return (HERE / "rubric.md").read_text(encoding="utf-8")


def prompt_hash() -> str:
    h = hashlib.sha256(rubric_text().encode())
    for path in sorted(PROMPTS.glob("*.md")):
        h.update(path.name.encode() + path.read_bytes())
    return h.hexdigest()


def _cfg_dict(cfg: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(cfg):
        return dataclasses.asdict(cfg)
    from omegaconf import OmegaConf

    return OmegaConf.to_container(cfg, resolve=True) if OmegaConf.is_config(cfg) else dict(vars(cfg))


def _compact(value: Any, limit: int = 2000) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[:limit] + " ...(cut)"


def render_messages(spec: Spec, sc: Scenario, turn: int) -> list[dict[str, str]]:
    """The judge's two messages for one record: the rubric as system prompt, the record as user."""
    used = sorted({c.tool for c in sc.expected_tools})
    specs = [spec.tool(n).wire() if spec.tool(n) else {"name": n, "note": "NOT A TOOL OF THIS SPEC"} for n in used]

    def calls_of(t: int) -> str:
        lines = [f"{i}. {sc.expected_tools[i].tool} {_compact(sc.expected_tools[i].arguments)}\n"
                 f"   -> {'ERROR ' if sc.mock_outputs[i].is_error else ''}{_compact(sc.mock_outputs[i].output)}"
                 for i in sc.conversation[t].calls]
        return "\n".join(lines) or "(no calls)"

    history = "\n\n".join(f"Turn {t + 1}, user: {sc.conversation[t].user}\nCalls:\n{calls_of(t)}" for t in range(turn))
    system = _template("system").substitute(rubric=rubric_text()).strip()
    user = _template("record").substitute(
        record_id=f"{sc.id}#{turn}", spec=spec.name, kind=sc.kind, kind_note=_KIND_NOTES.get(sc.kind, ""),
        turn_number=turn + 1, turns=len(sc.conversation),
        tool_list="\n".join(f"- {t.name}: {t.description.splitlines()[0] if t.description else ''}"[:200] for t in spec.tools),
        tool_specs="\n".join(json.dumps(t, ensure_ascii=False, separators=(",", ":")) for t in specs),
        goal=sc.prompt, history=history or "(none: this is the first turn)",
        user=sc.conversation[turn].user, calls=calls_of(turn)).strip()
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


class LLMJudge:
    def __init__(self, cfg: Any, *, cache_dir: str | Path | None = None, stats: Any = None):
        from seer.llm import UsageStats, preflight

        preflight(cfg, role="judge")  # a missing key or a refused endpoint fails here, before any work
        self.cfg, self.name = cfg, cfg.name
        self.samples = max(1, int(getattr(cfg, "samples", 1) or 1))
        kept = {k: v for k, v in _cfg_dict(cfg).items() if k not in _RUNTIME}
        self.key = sha256_of({"kind": "llm", "name": cfg.name, "prompts": prompt_hash(), "verdict": VERDICT_VERSION,
                              **kept})[:20]
        self.cache_dir = Path(cache_dir or os.environ.get("SEER_CACHE_DIR") or "outputs/cache")
        self.stats = stats or UsageStats()
        self._client = None

    def client(self):
        if self._client is None:
            from seer.llm import LLMClient

            self._client = LLMClient(self.cfg, cache_dir=self.cache_dir, stats=self.stats)
        return self._client

    def judge(self, spec: Spec, scenarios: Iterable[Scenario]) -> Iterator[Judgment]:
        from seer.llm import run_sync

        batch: list[Scenario] = []
        for sc in scenarios:
            batch.append(sc)
            if len(batch) >= CHUNK:
                yield from run_sync(self._judge_batch(spec, batch))
                batch = []
        if batch:
            yield from run_sync(self._judge_batch(spec, batch))

    def judge_records(self, spec: Spec, records: Iterable[tuple[Scenario, int]]) -> list[Judgment]:
        """Only the given (scenario, turn) records: a calibration needs a mutant's defective turn,
        and every record is a request here."""
        from seer.llm import run_sync

        async def all_of(pairs: list[tuple[Scenario, int]]) -> list[Judgment]:
            return list(await asyncio.gather(*[self.judge_record(spec, sc, t) for sc, t in pairs]))
        pairs = list(records)
        return [j for k in range(0, len(pairs), CHUNK) for j in run_sync(all_of(pairs[k:k + CHUNK]))]

    async def _judge_batch(self, spec: Spec, batch: list[Scenario]) -> list[Judgment]:
        jobs = [self.judge_record(spec, sc, t) for sc in batch for t in range(len(sc.conversation))]
        return list(await asyncio.gather(*jobs))

    async def judge_record(self, spec: Spec, sc: Scenario, turn: int) -> Judgment:
        messages = render_messages(spec, sc, turn)
        record_id = f"{sc.id}#{turn}"
        results = await asyncio.gather(*[
            self.client().structured(messages, Verdict, validate=verdict_problems, stage="judge", item=record_id, seed=k,
                                    max_tokens=VERDICT_MAX_TOKENS)
            for k in range(self.samples)])
        usage: dict[str, float] = {"tries": 0.0, "failed_samples": float(sum(not r.ok for r in results))}
        for r in results:
            usage["tries"] += r.tries
            for k, v in (r.usage or {}).items():
                if v is not None:
                    usage[k] = usage.get(k, 0.0) + float(v)
        base = dict(record_id=record_id, scenario_id=sc.id, spec=sc.spec, tier=sc.tier, kind=sc.kind, turn=turn,
                    turns=len(sc.conversation), tools=[sc.expected_tools[i].tool for i in sc.conversation[turn].calls],
                    judge=self.name, judge_key=self.key, usage=usage)
        good = [r.value for r in results if r.ok]
        if not good:
            errors = "; ".join(dict.fromkeys(e for r in results for e in r.errors))[:500]
            return Judgment(**base, status="unscored", samples=0,
                            unscored_reason=f"no valid verdict after {int(usage['tries'])} tries: {errors}")
        fields = combine(good)
        if "reconciled" in fields["reasons"]:  # counted with the judge-call figures (summed per run)
            usage["reconciled"] = 1.0
        return Judgment(**base, **fields)


@register_judge("llm")
def build_llm_judge(cfg: Any, *, cache_dir: Any = None, stats: Any = None, **_: Any) -> LLMJudge:
    return LLMJudge(cfg, cache_dir=cache_dir, stats=stats)
