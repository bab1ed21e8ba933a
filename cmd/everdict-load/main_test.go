package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
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

// TestReadsReportsEveryReadAtEverySize runs -mode reads on two small
// stores and checks the report has a row per read with a time per size.
func TestReadsReportsEveryReadAtEverySize(t *testing.T) {
	var out bytes.Buffer
	if err := readsLoad(readsConfig{sizes: []int{200, 400}, iterations: 2}, &out); err != nil {
		t.Fatal(err)
	}
	report := out.String()
	row := regexp.MustCompile(`(?m)^  (.+?)\s+[\d.]+ms / [\d.]+ms\s+[\d.]+ms / [\d.]+ms\s+[\d.]+$`)
	var got []string
	for _, m := range row.FindAllStringSubmatch(report, -1) {
		got = append(got, m[1])
	}
	var want []string
	for _, q := range readQueries {
		want = append(want, q.name)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("report rows (-want +got):\n%s\n%s", diff, report)
	}
}

func TestFanoutRefusesALoadOverTheSubscriptionCaps(t *testing.T) {
	ok := fanoutConfig{replicas: 1, subs: 10000, conns: 1000, tenants: 20, watched: 5, rounds: 1, cycles: 1}
	if err := ok.check(); err != nil {
		t.Fatalf("the default load: %v", err)
	}
	for name, mutate := range map[string]func(*fanoutConfig){
		"over 100 a connection":          func(c *fanoutConfig) { c.conns = 99 },
		"over 1,000 a tenant":            func(c *fanoutConfig) { c.tenants = 9 },
		"fewer connections than tenants": func(c *fanoutConfig) { c.subs, c.conns = 200, 10 },
		"three replicas":                 func(c *fanoutConfig) { c.replicas = 3 },
	} {
		c := ok
		mutate(&c)
		if err := c.check(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
