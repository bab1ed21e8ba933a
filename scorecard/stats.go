package scorecard

import (
	"math"
	"slices"
)

// z95 is the standard normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Wilson is the Wilson score 95% interval of a proportion: passed of n. It
// stays inside [0, 1] and is honest at 0 and n, unlike the normal
// approximation. n = 0 gives [0, 1]: nothing is known.
func Wilson(passed, n int) (low, high float64) {
	if n <= 0 {
		return 0, 1
	}
	p := float64(passed) / float64(n)
	nf := float64(n)
	z2 := z95 * z95
	denom := 1 + z2/nf
	center := (p + z2/(2*nf)) / denom
	half := z95 * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf)) / denom
	return max(0, center-half), min(1, center+half)
}

// Percentile is the nearest-rank q-th percentile (0 < q ≤ 100) of xs, and
// false when xs is empty. xs is not modified.
func Percentile(xs []float64, q float64) (float64, bool) {
	if len(xs) == 0 {
		return 0, false
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := int(math.Ceil(q / 100 * float64(len(s))))
	return s[min(max(rank, 1), len(s))-1], true
}

// mcnemarExactBelow is the discordant count under which McNemar's test uses
// the exact binomial distribution rather than its chi-square approximation.
const mcnemarExactBelow = 25

// McNemar is the two-sided p-value of McNemar's test on paired outcomes: b
// cases went pass→fail and c went fail→pass. Under the null hypothesis (the
// pass rate did not change) a discordant case flips either way with
// probability ½. Below 25 discordant cases it is the exact binomial test;
// above, the chi-square test with continuity correction. No discordant case
// gives 1.
func McNemar(b, c int) float64 {
	n := b + c
	if n == 0 {
		return 1
	}
	if n < mcnemarExactBelow {
		k := min(b, c)
		tail := 0.0
		for i := 0; i <= k; i++ {
			tail += binom(n, i)
		}
		return min(1, 2*tail*math.Pow(0.5, float64(n)))
	}
	d := math.Abs(float64(b-c)) - 1
	chi2 := d * d / float64(n)
	return math.Erfc(math.Sqrt(chi2 / 2))
}

// binom is n choose k as a float64.
func binom(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}
