"""Statistics the studies report: bootstrap intervals, correlations, agreement, inequality.

Pure functions over plain float sequences. scipy does the bootstrap and the correlations;
Bland-Altman is written by hand (scipy has none) and says so; the Gini of tool usage is seer.harness.metrics.gini.
A figure that cannot be computed (too few values, constant input) is `None`, never a made-up 0.

Figures know their resolution (issue 14): values are rounded to RESOLUTION before they are ranked or
correlated (a tie must not be broken by float noise in the 16th digit), every correlation carries n
and a 95% interval (Fisher z for Pearson r; a seeded bootstrap for Spearman rho), and a figure whose
n is too small, or whose inputs have no spread above the resolution, says so in `note` with
`informative=False` (the report prints the note next to the figure).
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from pydantic import BaseModel

CONFIDENCE = 0.95
BOOTSTRAP_RESAMPLES = 2000
# Scores live on 0-1: a judge's grid is 0.1 per dimension at best, and the report prints 3 decimals.
# Differences below this are not findings; means are compared, ranked and correlated at this step.
RESOLUTION = 1e-3
MIN_N_MEAN = 10  # fewer records: a mean's interval says little
MIN_N_CORRELATION = 10  # fewer pairs: a correlation is not informative, whatever its value
MIN_N_RANKING = 5  # fewer specs: a ranking's rho is not informative
CEILING_SHARE = 0.9  # this share of equal values (e.g. every record at full marks): ceiling data
RHO_BOOTSTRAP_MAX_N = 500  # above it, Spearman's interval uses Fisher z with Fieller's variance


class Interval(BaseModel):
    mean: float | None
    low: float | None
    high: float | None
    n: int
    informative: bool = True
    note: str | None = None  # why the figure is not informative (n too small, no spread)


class Correlation(BaseModel):
    n: int
    pearson_r: float | None = None
    pearson_p: float | None = None
    pearson_ci_low: float | None = None
    pearson_ci_high: float | None = None
    spearman_rho: float | None = None
    spearman_p: float | None = None
    spearman_ci_low: float | None = None
    spearman_ci_high: float | None = None
    informative: bool = True
    note: str | None = None

    def r_text(self) -> str:
        return _with_ci(self.pearson_r, self.pearson_ci_low, self.pearson_ci_high)

    def rho_text(self) -> str:
        return _with_ci(self.spearman_rho, self.spearman_ci_low, self.spearman_ci_high)

    @property
    def flag(self) -> str:
        """What the report prints next to the figure: empty, or why it is not informative."""
        return "" if self.informative else f"not informative ({self.note or 'undefined'})"


def _with_ci(x: float | None, low: float | None, high: float | None) -> str:
    if x is None:
        return "n/a"
    return f"{x:.3f}" + (f" [{low:.3f}, {high:.3f}]" if low is not None and high is not None else "")


def at_resolution(x: float | None, resolution: float | None = RESOLUTION) -> float | None:
    """x on the resolution's grid (None stays None; resolution None: x as it is): equal figures
    compare equal, ties stay ties."""
    if x is None or math.isnan(x):
        return None
    return x if resolution is None else round(round(x / resolution) * resolution, 12)


def _grid(x: np.ndarray, resolution: float | None) -> np.ndarray:
    """`at_resolution` over an array."""
    return x if resolution is None else np.round(np.round(x / resolution) * resolution, 12)


def spread_note(values: Sequence[float | None], *, min_n: int, resolution: float | None = RESOLUTION) -> str | None:
    """Why these values cannot carry a figure: too few, no spread above resolution, or ceiling data."""
    x = _grid(_clean(values), resolution)
    if len(x) < min_n:
        return f"n={len(x)} < {min_n}"
    if float(np.ptp(x)) < (resolution or 1e-12):
        return f"no spread > {resolution or 0:g} (every value {x[0]:.3f})"
    return _ceiling_note(x)


def _ceiling_note(x: np.ndarray) -> str | None:
    """Ceiling data: nearly every value the same (90%, or all but one), so there is little to rank."""
    values, counts = np.unique(x, return_counts=True)
    i = int(counts.argmax())
    top = int(counts[i])
    if top >= CEILING_SHARE * len(x) or len(x) - top <= 1:
        return f"{top}/{len(x)} values equal to {float(values[i]):.3f} (ceiling)"
    return None


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
                 resamples: int = BOOTSTRAP_RESAMPLES, ceiling: bool = True) -> Interval:
    """Mean with a percentile-bootstrap interval (scipy.stats.bootstrap, seeded).

    n = 0: all None. n = 1 or constant values: the interval collapses onto the mean (there is no
    spread to resample), which is the honest statement of what the data says. `note` says why a
    mean is not informative (see `_mean_note`; `ceiling=False` for paired differences).
    """
    x = _clean(values)
    n = len(x)
    if n == 0:
        return Interval(mean=None, low=None, high=None, n=0, informative=False, note="n=0")
    m = float(x.mean())
    note = _mean_note(x, ceiling)
    if n < 2 or float(x.std()) == 0.0:
        return Interval(mean=m, low=m, high=m, n=n, informative=note is None, note=note)
    from scipy.stats import bootstrap

    res = bootstrap((x,), np.mean, confidence_level=confidence, n_resamples=resamples,
                    method="percentile", random_state=np.random.default_rng(seed), vectorized=True,
                    batch=_batch(n))
    return Interval(mean=m, low=float(res.confidence_interval.low), high=float(res.confidence_interval.high), n=n,
                    informative=note is None, note=note)


def _mean_note(x: np.ndarray, ceiling: bool = True) -> str | None:
    """A mean is not informative on too few records, without spread, or on ceiling data (a true mean
    that cannot tell specs, tiers or judges apart). `ceiling=False` (differences between paired
    scores): only n counts, since differences all at 0 say the two agree."""
    if len(x) < MIN_N_MEAN:
        return f"n={len(x)} < {MIN_N_MEAN}"
    if not ceiling:
        return None
    if float(np.ptp(x)) < RESOLUTION:
        return f"no spread > {RESOLUTION:g}"
    return _ceiling_note(_grid(x, RESOLUTION))


def correlate(x: Sequence[float | None], y: Sequence[float | None], *, seed: int = 0,
              resolution: float | None = RESOLUTION, min_n: int = MIN_N_CORRELATION) -> Correlation:
    """Pearson r and Spearman rho with p-values and 95% intervals over the pairs where both values
    exist, the values first put on the resolution's grid; `note` says when the figure is not informative."""
    pairs = [(a, b) for a, b in zip(x, y, strict=True)
             if a is not None and b is not None and not (math.isnan(a) or math.isnan(b))]
    n = len(pairs)
    a = _grid(np.asarray([p[0] for p in pairs], dtype=float), resolution)
    b = _grid(np.asarray([p[1] for p in pairs], dtype=float), resolution)
    note = spread_note(a, min_n=min_n, resolution=resolution) or spread_note(b, min_n=min_n, resolution=resolution)
    if n < 3:
        return Correlation(n=n, informative=False, note=note)
    if np.ptp(a) == 0 or np.ptp(b) == 0:
        return Correlation(n=n, informative=False, note=note)  # a constant has no correlation with anything
    from scipy.stats import pearsonr, spearmanr

    pr = pearsonr(a, b)
    sr = spearmanr(a, b)
    r, rho = _num(pr.statistic), _num(sr.statistic)
    r_low, r_high = _fisher_ci(r, n)
    rho_low, rho_high = _rho_ci(a, b, rho, seed)
    return Correlation(n=n, pearson_r=r, pearson_p=_num(pr.pvalue), pearson_ci_low=r_low, pearson_ci_high=r_high,
                       spearman_rho=rho, spearman_p=_num(sr.pvalue), spearman_ci_low=rho_low, spearman_ci_high=rho_high,
                       informative=note is None, note=note)


def _fisher_ci(r: float | None, n: int, *, variance: float = 1.0) -> tuple[float | None, float | None]:
    """95% interval of a correlation by Fisher's z (se = sqrt(variance / (n - 3)))."""
    if r is None or n < 4:
        return None, None
    from scipy.stats import norm

    z = math.atanh(max(min(r, 1 - 1e-12), -1 + 1e-12))
    half = norm.ppf(0.5 + CONFIDENCE / 2) * math.sqrt(variance / (n - 3))
    return math.tanh(z - half), math.tanh(z + half)


def _rho_ci(a: np.ndarray, b: np.ndarray, rho: float | None, seed: int) -> tuple[float | None, float | None]:
    """Spearman's 95% interval: a seeded percentile bootstrap over pairs (ranks within each resample,
    vectorised); on large n, Fisher z with Fieller's variance 1.06 (the bootstrap would cost n x 2000)."""
    n = len(a)
    if rho is None or n < 4:
        return None, None
    if n > RHO_BOOTSTRAP_MAX_N:
        return _fisher_ci(rho, n, variance=1.06)
    rng = np.random.default_rng(seed)
    da, ka = _dense(a)
    db, kb = _dense(b)
    stats: list[np.ndarray] = []
    left = BOOTSTRAP_RESAMPLES
    while left > 0:
        k = min(left, _batch(n))
        idx = rng.integers(0, n, size=(k, n))
        ra, rb = _row_ranks(da[idx], ka), _row_ranks(db[idx], kb)
        ra -= ra.mean(axis=1, keepdims=True)
        rb -= rb.mean(axis=1, keepdims=True)
        den = np.sqrt((ra * ra).sum(axis=1) * (rb * rb).sum(axis=1))
        with np.errstate(invalid="ignore", divide="ignore"):
            stats.append((ra * rb).sum(axis=1) / den)
        left -= k
    values = np.concatenate(stats)
    values = values[np.isfinite(values)]  # a resample with a constant side has no rho
    if len(values) < BOOTSTRAP_RESAMPLES // 2:
        return None, None
    tail = (1 - CONFIDENCE) / 2 * 100
    return float(np.percentile(values, tail)), float(np.percentile(values, 100 - tail))


def _dense(x: np.ndarray) -> tuple[np.ndarray, int]:
    """Each value's index among the distinct values (sorted), and how many there are."""
    values, inverse = np.unique(x, return_inverse=True)
    return inverse.reshape(-1), len(values)


def _row_ranks(dense: np.ndarray, k: int) -> np.ndarray:
    """Average ranks (ties share the mean of their positions, as scipy's rankdata) of every row of
    dense value indices, vectorised: a row's count of each value gives the ranks directly."""
    rows, n = dense.shape
    flat = (np.arange(rows)[:, None] * k + dense).reshape(-1)
    counts = np.bincount(flat, minlength=rows * k).reshape(rows, k).astype(float)
    below = np.cumsum(counts, axis=1) - counts  # values smaller than each distinct value, per row
    ranks = below + (counts + 1.0) / 2.0
    return np.take_along_axis(ranks, dense, axis=1)


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
    return bootstrap_ci(d, seed=seed, ceiling=False)  # differences mostly 0: the judges agree, a finding


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
