package archtest

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const module = "github.com/everdict/everdict"

// graph is every package of the module with its direct imports and its
// dependencies, as `go list` reports them.
type graph struct{ imports, deps map[string][]string }

func load(t *testing.T) graph {
	t.Helper()
	list := func(format string) map[string][]string {
		out, err := exec.Command("go", "list", "-f", format, module+"/...").Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		m := map[string][]string{}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			pkg, rest, _ := strings.Cut(line, " ")
			var own []string
			for _, p := range strings.Split(rest, ",") {
				if p == module || strings.HasPrefix(p, module+"/") {
					own = append(own, strings.TrimPrefix(strings.TrimPrefix(p, module), "/"))
				}
			}
			m[strings.TrimPrefix(strings.TrimPrefix(pkg, module), "/")] = own
		}
		return m
	}
	return graph{imports: list(`{{.ImportPath}} {{join .Imports ","}}`), deps: list(`{{.ImportPath}} {{join .Deps ","}}`)}
}

func under(pkg, dir string) bool { return pkg == dir || strings.HasPrefix(pkg, dir+"/") }

func TestTheArchitecturesOneWayStreetsHold(t *testing.T) {
	t.Parallel()
	g := load(t)
	if len(g.imports) < 20 {
		t.Fatalf("go list found %d packages: the test reads the wrong tree", len(g.imports))
	}
	var got []string
	for pkg, imports := range g.imports {
		for _, imp := range imports {
			if under(pkg, "backends") && imp == "placement" {
				got = append(got, pkg+" imports placement: backends share domain's vocabulary, not the scheduler's policy")
			}
		}
	}
	for _, imp := range g.deps["watch"] {
		if imp == "scheduler" {
			got = append(got, "watch depends on scheduler: the queue read model is package queue")
		}
	}
	// A client links what it speaks, never the server: no ent, no store, no
	// scheduler (Nomad's api package).
	clientSide := []string{"domain", "evalcase", "backends", "clock", "runnerapi", "client"}
	for _, client := range []string{"runner", "client"} {
		for _, dep := range g.deps[client] {
			if !slices.Contains(clientSide, dep) {
				got = append(got, client+" depends on "+dep+", a server package")
			}
		}
	}
	slices.Sort(got)
	if diff := cmp.Diff([]string(nil), got); diff != "" {
		t.Errorf("imports against the one-way streets (-want +got):\n%s", diff)
	}
}
