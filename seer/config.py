"""Typed config schemas, registered in Hydra's ConfigStore.

`conf/config.yaml` starts its defaults list with `seer_schema`, so every YAML in every group is
merged onto these dataclasses: a misspelt key or a wrong type fails when the config is composed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from hydra.core.config_store import ConfigStore


@dataclass
class ServerConfig:
    """A live MCP server to capture `tools/list` from (stdio command or streamable HTTP url)."""

    name: str = "server"
    command: Optional[str] = None
    args: List[str] = field(default_factory=list)
    # names of environment variables to pass through to the server (values never stored)
    env_vars: List[str] = field(default_factory=list)
    url: Optional[str] = None
    # header name -> environment variable holding its value (e.g. Authorization: MY_TOKEN)
    header_env: Dict[str, str] = field(default_factory=dict)
    refresh: bool = False  # capture again even if a capture exists
    # an OpenAPI 3.x document's URL (JSON or YAML), captured like a server instead of command/url
    openapi: Optional[str] = None
    timeout_s: float = 30.0


@dataclass
class SuiteConfig:
    name: str = "examples"
    # spec files or folders; `pkg://seer.examples/specs` is the project's own examples
    paths: List[str] = field(default_factory=lambda: ["pkg://seer.examples/specs"])
    servers: List[ServerConfig] = field(default_factory=list)
    # cluster name -> spec names, for within-cluster studies
    clusters: Dict[str, List[str]] = field(default_factory=dict)
    # optional side file: tool name -> example outputs (grounding "high")
    examples: Optional[str] = None


@dataclass
class ModelCallConfig:
    """What every LLM-backed component (generator, judge, agent) shares."""

    model: Optional[str] = None  # a litellm model name, e.g. gemini/gemini-2.5-flash-lite
    temperature: float = 0.0
    api_base: Optional[str] = None
    # the environment variable holding the key; the key itself never goes in config
    api_key_env: Optional[str] = None
    max_tries: int = 3  # validation tries per item before it is discarded
    retries: int = 4  # transport retries (429, 5xx, timeouts) with backoff, per request
    backoff_s: float = 0.5  # first backoff delay; doubles per retry (with jitter), Retry-After wins
    concurrency: int = 8
    rpm: Optional[int] = None  # requests per minute
    tpm: Optional[int] = None  # tokens per minute
    timeout_s: float = 120.0
    max_tokens: Optional[int] = None
    send_seed: bool = True
    # structured output: auto (JSON Schema when litellm says the model supports it, else JSON mode)
    response_format: str = "auto"  # auto | json_schema | json_object
    # USD per million tokens, for models litellm has no price for (local servers)
    price_input_per_mtok: Optional[float] = None
    price_output_per_mtok: Optional[float] = None
    extra: Dict[str, Any] = field(default_factory=dict)  # passed to litellm.acompletion
    # several deployments of this model behind litellm's Router: each {api_base, api_key_env,
    # rpm, tpm, model (default: model)}; load spreads by rpm, a failing or rate-limited one cools down
    deployments: List[Dict[str, Any]] = field(default_factory=list)
    # the provider's batch API (cheaper, slower): a stage's requests go as one batch, polled every batch_poll_s
    batch: bool = False
    batch_poll_s: float = 30.0


@dataclass
class GeneratorConfig(ModelCallConfig):
    name: str = "symbolic"
    engine: str = "symbolic"  # symbolic | llm
    temperature: float = 0.7


@dataclass
class JudgeConfig(ModelCallConfig):
    name: str = "structural_lenient"
    kind: str = "structural"  # structural | llm
    profile: str = "lenient"  # structural judges: lenient (partial credit) | strict (all-or-nothing)
    samples: int = 1  # k repeated judgments, spread recorded


@dataclass
class AgentConfig(ModelCallConfig):
    name: str = "oracle"
    kind: str = "oracle"  # oracle | noop | random | llm
    max_steps: int = 12  # model steps per turn before the turn is cut off
    # optional LLM judge of semantic equivalence for string argument values (off by default):
    # agent.semantic_judge=true agent.semantic.model=gemini/gemini-2.5-flash-lite agent.semantic.api_key_env=GEMINI_API_KEY
    semantic_judge: bool = False
    semantic: ModelCallConfig = field(default_factory=ModelCallConfig)


@dataclass
class AggregationConfig:
    rule: str = "arithmetic"  # arithmetic | harmonic | min | any registered rule


@dataclass
class TrackingConfig:
    backend: str = "local"  # none | local | server
    # local: the SQLite store's path; server: the tracking server URI. MLFLOW_TRACKING_URI wins.
    uri: Optional[str] = None
    experiment: str = "seer"
    tracing: bool = False  # mlflow.litellm.autolog for every LLM call
    parent_run: bool = False  # jobs of one sweep nest under a parent run


@dataclass
class CalibrateConfig:
    """Mutation calibration of the run's judges (task=calibrate; a generation step when enabled)."""

    enabled: bool = False  # task=generate: calibrate the run's judges on its harness too (cross_judge sets it)
    margin: float = 0.05  # a mutant is detected when its defect's dimension drops by at least this (0-1 scale)
    per_class: Optional[int] = None  # at most this many mutants per defect class and spec (null: every one)
    classes: List[str] = field(default_factory=list)  # defect classes to make (empty: all)
    target: float = 0.9  # detection the report marks as met
    false_alarm_target: float = 0.05
    plot: bool = True
    # statistics of the rates (seer/calibrate/bounds.py): a class with fewer than min_mutants is topped up
    # with more distinct mutants per record (at most per_record); the gate wants n >= min_mutants, a Wilson
    # lower bound >= floor and an upper bound >= target; false alarms' upper bound <= false_alarm_ceiling
    min_mutants: int = 30
    per_record: int = 4
    floor: float = 0.8
    false_alarm_ceiling: float = 0.1
    confidence: float = 0.95


@dataclass
class ScenarioCounts:
    """Scenarios per tier per spec; null scales with the number of tools."""

    simple: Optional[int] = None
    complex: Optional[int] = None


@dataclass
class SeerConfig:
    task: str = "generate"  # generate (synthesize, judge, study) | evaluate (run an agent on a harness)
    seed: int = 0
    strict: bool = False  # a bad spec stops the suite instead of being skipped
    tiers: List[str] = field(default_factory=lambda: ["simple", "complex"])
    scenarios: ScenarioCounts = field(default_factory=ScenarioCounts)
    multiturn: bool = True
    negatives: bool = True
    suite: SuiteConfig = field(default_factory=SuiteConfig)
    generator: GeneratorConfig = field(default_factory=GeneratorConfig)
    judge: JudgeConfig = field(default_factory=JudgeConfig)
    # more judges over the same records (a panel; cross_judge puts its replication judge here)
    panel: Dict[str, JudgeConfig] = field(default_factory=dict)
    aggregation: AggregationConfig = field(default_factory=AggregationConfig)
    calibrate: CalibrateConfig = field(default_factory=CalibrateConfig)
    tracking: TrackingConfig = field(default_factory=TrackingConfig)
    agent: AgentConfig = field(default_factory=AgentConfig)
    harness: Optional[str] = None  # task=evaluate: the harness.jsonl to evaluate against
    run_dir: str = "${hydra:runtime.output_dir}"
    # content-addressed store of captures, harnesses and judgments shared across runs
    cache_dir: str = "${oc.env:SEER_CACHE_DIR,outputs/cache}"
    resume: Optional[str] = None  # a run folder to continue
    # follow the change: a previous run folder (or its harness.jsonl); untouched scenarios are kept byte for byte
    baseline: Optional[str] = None
    progress: bool = True
    dry_run: bool = False  # estimate requests, tokens and cost of this config; generate nothing
    # a run short of its plan (coverage < 100%, lost items, unscored judgments > unscored_max) exits 3 unless allowed
    allow_partial: bool = False
    unscored_max: float = 0.05  # share of judgments that may be unscored before the run counts as partial
    experiment_name: Optional[str] = None  # set by experiment files; tagged on the run


def _either(value: Any, fallback: Any) -> Any:
    """`${seer.either:${resume},default}`: the value unless it is null or empty."""
    return fallback if value in (None, "") else value


def register_configs() -> None:
    from omegaconf import OmegaConf

    if not OmegaConf.has_resolver("seer.either"):
        OmegaConf.register_new_resolver("seer.either", _either)
    cs = ConfigStore.instance()
    cs.store(name="seer_schema", node=SeerConfig)
