package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestLoadReportsSharesThatFollowWeights runs a small load and checks the
// report: every line is there and each tenant's share is near its weight.
func TestLoadReportsSharesThatFollowWeights(t *testing.T) {
	var out bytes.Buffer
	if err := run(210, "a:1,b:2,c:4", 2, 4, &out); err != nil {
		t.Fatal(err)
	}
	report := out.String()
	for _, want := range []string{"submit: 210 in", "latency p50", "p99", "dispatch+settle: 210 in", "dispatch share over the first"} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	ratio := regexp.MustCompile(`(?m)^\s+([abc])\s+\d+\s+[\d.]+%\s+[\d.]+%\s+([\d.]+)$`)
	rows := ratio.FindAllStringSubmatch(report, -1)
	if len(rows) != 3 {
		t.Fatalf("share rows = %d, want 3:\n%s", len(rows), report)
	}
	for _, r := range rows {
		v, _ := strconv.ParseFloat(r[2], 64)
		if v < 0.9 || v > 1.1 {
			t.Errorf("tenant %s share ratio %.3f, want within 10%% of its weight:\n%s", r[1], v, report)
		}
	}
}

func TestParseTenantsRefusesBadSpecs(t *testing.T) {
	for _, bad := range []string{"a", "a:0", "A:1", "a:x", "a:1,:2"} {
		if _, err := parseTenants(bad); err == nil {
			t.Errorf("parseTenants(%q) accepted", bad)
		}
	}
}
