package evalcase

import "testing"

func TestTheCaseImageWinsOverTheHarnessImage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ c, h, want string }{{"case", "harness", "case"}, {"", "harness", "harness"}, {"case", "", "case"}, {"", "", ""}} {
		if got := PinImage(Case{Image: tc.c}, Harness{Image: tc.h}); got != tc.want {
			t.Errorf("PinImage(case %q, harness %q) = %q, want %q", tc.c, tc.h, got, tc.want)
		}
	}
}
