"""Statistics the studies report: bootstrap intervals, correlations, agreement, inequality.

Pure functions over plain float sequences. scipy does the bootstrap and the correlations;
Bland-Altman is written by hand (scipy has none) and says so; the Gini of tool usage is seer.harness.metrics.gini.
A figure that cannot be computed (too few values, constant input) is `None`, never a made-up 0.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from pydantic import BaseModel

CONFIDENCE = 0.95
BOOTSTRAP_RESAMPLES = 2000


class Interval(BaseModel):
    mean: float | None
    low: float | None
    high: float | None
    n: int


class Correlation(BaseModel):
    n: int
    pearson_r: float | None = None
    pearson_p: float | None = None
    spearman_rho: float | None = None
    spearman_p: float | None = None


class BlandAltman(BaseModel):
    n: int
    bias: float | None  # mean of (b - a)
    sd: float | None  # sample SD of the differences
    loa_low: float | None  # bias - 1.96 SD
    loa_high: float | None  # bias + 1.96 SD


def _clean(values: Sequence[float | None]) -> np.ndarray:
    return np.asarray([v for v in values if v is not None and not math.isnan(v)], dtype=float)


def _num(x: float) -> float | None:
    x = float(x)
    return None if math.isnan(x) else x


def _batch(n: int) -> int:
    """Resamples per vectorised batch: ~4M floats at most, so 50,000 records stay in bounded memory."""
    return max(1, min(BOOTSTRAP_RESAMPLES, 4_000_000 // max(n, 1)))


def bootstrap_ci(values: Sequence[float | None], *, seed: int = 0, confidence: float = CONFIDENCE,
                 resamples: int = BOOTSTRAP_RESAMPLES) -> Interval:
    """Mean with a percentile-bootstrap interval (scipy.stats.bootstrap, seeded).

    n = 0: all None. n = 1 or constant values: the interval collapses onto the mean (there is no
    spread to resample), which is the honest statement of what the data says.
    """
    x = _clean(values)
    n = len(x)
    if n == 0:
        return Interval(mean=None, low=None, high=None, n=0)
    m = float(x.mean())
    if n < 2 or float(x.std()) == 0.0:
        return Interval(mean=m, low=m, high=m, n=n)
    from scipy.stats import bootstrap

    res = bootstrap((x,), np.mean, confidence_level=confidence, n_resamples=resamples,
                    method="percentile", random_state=np.random.default_rng(seed), vectorized=True,
                    batch=_batch(n))
    return Interval(mean=m, low=float(res.confidence_interval.low), high=float(res.confidence_interval.high), n=n)


def correlate(x: Sequence[float | None], y: Sequence[float | None]) -> Correlation:
    """Pearson r and Spearman rho with p-values over the pairs where both values exist."""
    pairs = [(a, b) for a, b in zip(x, y, strict=True)
             if a is not None and b is not None and not (math.isnan(a) or math.isnan(b))]
    n = len(pairs)
    if n < 3:
        return Correlation(n=n)
    a = np.asarray([p[0] for p in pairs], dtype=float)
    b = np.asarray([p[1] for p in pairs], dtype=float)
    if np.ptp(a) == 0 or np.ptp(b) == 0:
        return Correlation(n=n)  # a constant has no correlation with anything
    from scipy.stats import pearsonr, spearmanr

    pr = pearsonr(a, b)
    sr = spearmanr(a, b)
    return Correlation(n=n, pearson_r=_num(pr.statistic), pearson_p=_num(pr.pvalue),
                       spearman_rho=_num(sr.statistic), spearman_p=_num(sr.pvalue))


def bland_altman(a: Sequence[float], b: Sequence[float]) -> BlandAltman:
    """Agreement of two raters on the same items: bias = mean(b - a), limits = bias +- 1.96 SD.

    Written by hand: scipy has no Bland-Altman. SD is the sample SD (ddof=1), as in Bland & Altman 1986.
    """
    d = np.asarray([y - x for x, y in zip(a, b, strict=True) if x is not None and y is not None], dtype=float)
    n = len(d)
    if n == 0:
        return BlandAltman(n=0, bias=None, sd=None, loa_low=None, loa_high=None)
    bias = float(d.mean())
    if n < 2:
        return BlandAltman(n=n, bias=bias, sd=None, loa_low=None, loa_high=None)
    sd = float(d.std(ddof=1))
    return BlandAltman(n=n, bias=bias, sd=sd, loa_low=bias - 1.96 * sd, loa_high=bias + 1.96 * sd)


def paired_shift(a: Sequence[float], b: Sequence[float], *, seed: int = 0) -> Interval:
    """Mean of (b - a) over paired items, with a bootstrap interval (b shifted from a)."""
    d = [y - x for x, y in zip(a, b, strict=True) if x is not None and y is not None]
    return bootstrap_ci(d, seed=seed)


def median(values: Sequence[float | None]) -> float | None:
    x = _clean(values)
    return float(np.median(x)) if len(x) else None


def share(values: Sequence[float | None], predicate) -> float | None:
    x = _clean(values)
    return float(sum(1 for v in x if predicate(v)) / len(x)) if len(x) else None


def difference_ci(a: Sequence[float | None], b: Sequence[float | None], *, seed: int = 0,
                  confidence: float = CONFIDENCE, resamples: int = BOOTSTRAP_RESAMPLES) -> Interval:
    """mean(b) - mean(a) for two independent samples, with a bootstrap interval (scipy, unpaired)."""
    x, y = _clean(a), _clean(b)
    if len(x) == 0 or len(y) == 0:
        return Interval(mean=None, low=None, high=None, n=len(x) + len(y))
    m = float(y.mean() - x.mean())
    if len(x) < 2 or len(y) < 2 or (np.ptp(x) == 0 and np.ptp(y) == 0):
        return Interval(mean=m, low=m, high=m, n=len(x) + len(y))
    from scipy.stats import bootstrap

    def stat(p, q, axis=-1):
        return np.mean(q, axis=axis) - np.mean(p, axis=axis)

    res = bootstrap((x, y), stat, confidence_level=confidence, n_resamples=resamples, method="percentile",
                    random_state=np.random.default_rng(seed), vectorized=True, paired=False,
                    batch=_batch(len(x) + len(y)))
    return Interval(mean=m, low=float(res.confidence_interval.low), high=float(res.confidence_interval.high),
                    n=len(x) + len(y))
