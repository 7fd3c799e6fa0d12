"""The statistics against values computed independently (by hand or by plain numpy formulas)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from seer.analysis.stats import bland_altman, bootstrap_ci, correlate, difference_ci, paired_shift


def test_bland_altman_matches_a_hand_computation():
    a = [1.0, 2.0, 3.0, 4.0]
    b = [1.5, 2.5, 2.5, 5.0]
    # differences 0.5, 0.5, -0.5, 1.0 -> mean 0.375; squared deviations sum 1.1875; SD = sqrt(1.1875 / 3)
    ba = bland_altman(a, b)
    sd = math.sqrt(1.1875 / 3)
    assert ba.n == 4
    assert ba.bias == pytest.approx(0.375)
    assert ba.sd == pytest.approx(sd) == pytest.approx(0.6291528696)
    assert ba.loa_low == pytest.approx(0.375 - 1.96 * sd) == pytest.approx(-0.858139624)
    assert ba.loa_high == pytest.approx(0.375 + 1.96 * sd) == pytest.approx(1.608139624)


def test_bland_altman_edge_cases():
    assert bland_altman([], []).bias is None
    one = bland_altman([0.5], [0.7])
    assert one.bias == pytest.approx(0.2) and one.sd is None and one.loa_low is None


def _ranks(x):
    return np.argsort(np.argsort(x)).astype(float)  # no ties in the inputs below


def test_pearson_and_spearman_match_numpy_formulas():
    rng = np.random.default_rng(3)
    x = rng.normal(size=30)
    y = 0.6 * x + rng.normal(scale=0.8, size=30)
    c = correlate(list(x), list(y), resolution=None)  # the exact formulas: no rounding
    xm, ym = x - x.mean(), y - y.mean()
    r = (xm * ym).sum() / math.sqrt((xm ** 2).sum() * (ym ** 2).sum())
    rx, ry = _ranks(x), _ranks(y)
    rho = 1 - 6 * ((rx - ry) ** 2).sum() / (30 * (30 ** 2 - 1))
    assert c.n == 30
    assert c.pearson_r == pytest.approx(r)
    assert c.spearman_rho == pytest.approx(rho)
    # two-sided p of r from the t distribution with n - 2 degrees of freedom
    from scipy.stats import t as tdist

    tstat = r * math.sqrt(28 / (1 - r * r))
    assert c.pearson_p == pytest.approx(2 * tdist.sf(abs(tstat), 28))


def test_correlation_is_none_when_it_cannot_be_computed():
    assert correlate([1, 2], [3, 4]).pearson_r is None  # n < 3
    assert correlate([1, 1, 1, 1], [1, 2, 3, 4]).pearson_r is None  # constant
    c = correlate([1, None, 3, 4, 5], [2, 9, None, 4, 6])  # pairs with a None are dropped
    assert c.n == 3


def test_bootstrap_small_samples_are_honest():
    empty = bootstrap_ci([])
    assert empty.n == 0 and empty.mean is None and empty.low is None
    one = bootstrap_ci([0.7])
    assert one.mean == one.low == one.high == pytest.approx(0.7)
    nones = bootstrap_ci([None, 0.4, float("nan"), 0.6])
    assert nones.n == 2 and nones.mean == pytest.approx(0.5)
    assert nones.low <= 0.5 <= nones.high


def test_bootstrap_is_seeded():
    data = list(np.random.default_rng(1).uniform(size=25))
    assert bootstrap_ci(data, seed=4) == bootstrap_ci(data, seed=4)


def test_bootstrap_interval_coverage_on_synthetic_data():
    """About 95% of intervals contain the true mean (percentile bootstrap under-covers a little at n=50)."""
    rng = np.random.default_rng(11)
    true_mean, reps, hits = 0.8, 200, 0
    for i in range(reps):
        sample = rng.beta(8, 2, size=50)  # skewed, on [0, 1] like the scores; mean 8 / 10
        iv = bootstrap_ci(list(sample), seed=i, resamples=1000)
        hits += iv.low <= true_mean <= iv.high
    coverage = hits / reps
    assert 0.88 <= coverage <= 0.99, coverage


def test_paired_shift_and_difference():
    a = [0.5, 0.6, 0.7, 0.8]
    exact = paired_shift(a, [x + 0.1 for x in a])
    assert exact.mean == pytest.approx(0.1) and exact.low == pytest.approx(0.1) and exact.high == pytest.approx(0.1)
    rng = np.random.default_rng(2)
    x = rng.normal(0.9, 0.05, size=80)
    y = rng.normal(0.8, 0.05, size=60)
    d = difference_ci(list(x), list(y))
    assert d.mean == pytest.approx(y.mean() - x.mean())
    assert d.low < -0.1 + 0.03 and d.high > -0.1 - 0.03 and d.low < d.mean < d.high
    assert difference_ci([], [1.0]).mean is None


def test_ranks_do_not_flip_on_float_noise():
    # per-spec means that are equal but for the 16th digit (sums of different records) rank as ties
    exact = [1.0, 1.0, 1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]
    noisy = [1.0, 1.0 - 2.2e-16, 1.0 - 4.4e-16, *exact[3:]]
    other = [0.7, 0.9, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.0]
    tied = correlate(exact, other).spearman_rho
    assert correlate(noisy, other).spearman_rho == pytest.approx(tied)
    assert correlate(noisy, other, resolution=None).spearman_rho != pytest.approx(tied)  # what the rounding fixes


def test_correlations_carry_n_and_a_95_interval():
    rng = np.random.default_rng(5)
    x = rng.normal(size=40)
    y = 0.5 * x + rng.normal(size=40)
    c = correlate(list(x), list(y), resolution=None)
    half = 1.959964 / math.sqrt(40 - 3)
    assert c.pearson_ci_low == pytest.approx(math.tanh(math.atanh(c.pearson_r) - half), abs=1e-5)
    assert c.pearson_ci_high == pytest.approx(math.tanh(math.atanh(c.pearson_r) + half), abs=1e-5)
    assert c.spearman_ci_low < c.spearman_rho < c.spearman_ci_high
    assert correlate(list(x), list(y), resolution=None) == c  # the bootstrap is seeded
    assert c.informative and c.note is None


def test_a_correlation_from_a_handful_of_records_says_it_is_not_informative():
    c = correlate([0.1, 0.5, 0.2, 0.9, 0.4, 0.8], [0.7, 0.5, 0.9, 0.1, 0.6, 0.4])
    assert c.pearson_r < -0.9 and not c.informative and c.note == "n=6 < 10"
    assert c.pearson_ci_low < -0.98 and c.pearson_ci_high > -0.4  # r = -0.91, and the interval says how little that is
    ceiling = correlate([1.0] * 18 + [0.9, 0.8], [i / 20 for i in range(20)])
    assert not ceiling.informative and "ceiling" in ceiling.note


def test_a_mean_without_records_or_spread_says_so():
    assert bootstrap_ci([0.5, 0.7, 0.9]).note == "n=3 < 10"
    flat = bootstrap_ci([1.0] * 30)
    assert not flat.informative and "no spread" in flat.note
    assert bootstrap_ci([i / 30 for i in range(30)]).informative


def test_bootstrap_ranks_match_scipy_with_ties():
    from scipy.stats import rankdata

    from seer.analysis.stats import _dense, _row_ranks

    rng = np.random.default_rng(2)
    rows = rng.integers(0, 4, size=(6, 25)).astype(float) / 4  # ceiling-like: few distinct values, many ties
    dense, k = _dense(rows.reshape(-1))
    assert np.allclose(_row_ranks(dense.reshape(6, 25), k), rankdata(rows, axis=1))


def test_spearman_interval_against_scipy_bootstrap():
    from scipy.stats import bootstrap, spearmanr

    rng = np.random.default_rng(4)
    x = rng.integers(0, 6, size=60) / 5
    y = np.clip(x + rng.normal(scale=0.3, size=60), 0, 1)
    c = correlate(list(x), list(y), resolution=None)
    ref = bootstrap((x, y), lambda a, b: spearmanr(a, b).statistic, paired=True, vectorized=False,
                    n_resamples=2000, method="percentile", random_state=np.random.default_rng(9))
    assert c.spearman_ci_low == pytest.approx(ref.confidence_interval.low, abs=0.05)
    assert c.spearman_ci_high == pytest.approx(ref.confidence_interval.high, abs=0.05)
