package scorecard

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestWilsonMatchesPublishedIntervals(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name      string
		passed, n int
		low, high float64
	}{
		// Reference values: Newcombe (1998), Table I, and R's prop.test(correct=FALSE).
		{name: "81 of 263 passing", passed: 81, n: 263, low: 0.2553, high: 0.3662},
		{name: "15 of 148 passing", passed: 15, n: 148, low: 0.0624, high: 0.1605},
		{name: "no pass of 10 still leaves room above zero", passed: 0, n: 10, low: 0, high: 0.2775},
		{name: "every pass of 10 still leaves room below one", passed: 10, n: 10, low: 0.7225, high: 1},
		{name: "no case at all knows nothing", passed: 0, n: 0, low: 0, high: 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			low, high := Wilson(tc.passed, tc.n)
			if !near(low, tc.low, 5e-4) || !near(high, tc.high, 5e-4) {
				t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tc.passed, tc.n, low, high, tc.low, tc.high)
			}
		})
	}
}

func TestPercentileIsNearestRank(t *testing.T) {
	t.Parallel()
	xs := []float64{15, 20, 35, 40, 50}
	cases := []struct {
		name string
		q    float64
		want float64
	}{
		{name: "the median of five is the third", q: 50, want: 35},
		{name: "the 95th of five is the largest", q: 95, want: 50},
		{name: "the 30th of five is the second", q: 30, want: 20},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got, ok := Percentile(xs, tc.q); !ok || got != tc.want {
				t.Errorf("Percentile(%v, %v) = %v, %v; want %v", xs, tc.q, got, ok, tc.want)
			}
		})
	}
	if _, ok := Percentile(nil, 50); ok {
		t.Error("Percentile of nothing reported a value")
	}
}

func TestMcNemar(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		b, c int
		want float64
	}{
		{name: "no flipped case is no evidence", b: 0, c: 0, want: 1},
		{name: "an even split is no evidence", b: 3, c: 3, want: 1},
		// binom.test(1, 10): 2 * (1 + 10) / 1024.
		{name: "one of ten flips the other way is significant (exact)", b: 1, c: 9, want: 0.021484375},
		{name: "six of six one way (exact)", b: 0, c: 6, want: 0.03125},
		// Agresti's approval ratings (794, 150, 86, 570): corrected chi2 = 63²/236 = 16.82.
		{name: "a large sample uses the corrected chi-square", b: 150, c: 86, want: 4.1146e-5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := McNemar(tc.b, tc.c); !near(got, tc.want, tc.want*1e-3+1e-9) {
				t.Errorf("McNemar(%d, %d) = %.6g, want %.6g", tc.b, tc.c, got, tc.want)
			}
		})
	}
}
