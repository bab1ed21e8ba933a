// Package grafana_test keeps deploy/grafana/everdict.json honest: every
// series its queries name, and every label they group or match by, is one
// a wired control plane registers, and every everdict_ series it registers
// has a panel.
package grafana_test

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/server"
)

type dashboard struct {
	Title  string
	Panels []struct {
		Title   string
		Type    string
		Targets []struct{ Expr string }
	}
}

// exported is every series a wired control plane registers on its
// registry (the one /metrics serves), with its labels: read from the
// collectors' descriptions, so a series counts before it has a sample.
func exported(t *testing.T) map[string][]string {
	t.Helper()
	reg := prometheus.NewRegistry()
	apptest.New(t, apptest.Options{NoScheduler: true, Server: server.Config{Registry: reg}})
	ch := make(chan *prometheus.Desc)
	go func() {
		reg.Describe(ch)
		close(ch)
	}()
	name := regexp.MustCompile(`fqName: "([^"]+)"`)
	labels := regexp.MustCompile(`variableLabels: \{([^}]*)\}`)
	out := map[string][]string{}
	for d := range ch {
		s := d.String()
		m := name.FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("cannot read a series name from %s", s)
		}
		var ls []string
		if l := labels.FindStringSubmatch(s); l != nil && l[1] != "" {
			ls = strings.Split(l[1], ",")
		}
		out[m[1]] = ls
	}
	return out
}

var (
	seriesRef = regexp.MustCompile(`\beverdict_[a-z0-9_]+`)
	byClause  = regexp.MustCompile(`\b(?:by|without)\s*\(([^)]*)\)`)
	matcher   = regexp.MustCompile(`([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)\s*"`)
)

// series maps a name a query uses to the series it reads: a histogram's
// _bucket, _sum and _count are its parts.
func series(ref string, known map[string][]string) (string, bool) {
	if _, ok := known[ref]; ok {
		return ref, true
	}
	for _, suffix := range []string{"_bucket", "_sum", "_count"} {
		if base, ok := strings.CutSuffix(ref, suffix); ok {
			if _, ok := known[base]; ok {
				return base, true
			}
		}
	}
	return "", false
}

func TestDashboardQueriesNameExportedSeries(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("everdict.json")
	if err != nil {
		t.Fatal(err)
	}
	var d dashboard
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatalf("everdict.json is not JSON: %v", err)
	}
	known := exported(t)
	used := map[string]bool{}
	queries := 0
	for _, p := range d.Panels {
		if p.Type != "row" && len(p.Targets) == 0 {
			t.Errorf("panel %q has no query", p.Title)
		}
		for _, tg := range p.Targets {
			queries++
			refs := seriesRef.FindAllString(tg.Expr, -1)
			if len(refs) == 0 {
				t.Errorf("panel %q: query %q names no everdict_ series", p.Title, tg.Expr)
			}
			labels := map[string]bool{}
			for _, ref := range refs {
				s, ok := series(ref, known)
				if !ok {
					t.Errorf("panel %q: %s is not a series the server exports", p.Title, ref)
					continue
				}
				used[s] = true
				for _, l := range known[s] {
					labels[l] = true
				}
				if ref != s && strings.HasSuffix(ref, "_bucket") {
					labels["le"] = true
				}
			}
			var named []string
			for _, m := range byClause.FindAllStringSubmatch(tg.Expr, -1) {
				for l := range strings.SplitSeq(m[1], ",") {
					if l = strings.TrimSpace(l); l != "" {
						named = append(named, l)
					}
				}
			}
			for _, m := range matcher.FindAllStringSubmatch(tg.Expr, -1) {
				named = append(named, m[1])
			}
			for _, l := range named {
				if !labels[l] {
					t.Errorf("panel %q: query %q uses label %q, which its series do not have", p.Title, tg.Expr, l)
				}
			}
		}
	}
	if queries == 0 {
		t.Fatal("the dashboard has no queries")
	}
	var missing []string
	for s := range known {
		if strings.HasPrefix(s, "everdict_") && !used[s] {
			missing = append(missing, s)
		}
	}
	slices.Sort(missing)
	if diff := cmp.Diff([]string(nil), missing); diff != "" {
		t.Errorf("series the server exports that no panel shows (-want +got):\n%s", diff)
	}
}
