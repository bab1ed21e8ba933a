package nomad_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/backends/nomad"
	"github.com/everdict/everdict/domain"
)

// setprivUser finds the user the wrapper script starts the harness as.
var setprivUser = regexp.MustCompile(`setpriv --reuid=(\d+) --regid=(\d+) `)

// harnessUsers are the users the jobs f received start their harnesses as,
// by run id, read from the wrapper script and from the job's meta.
func harnessUsers(t *testing.T, f *fakeNomad) (script, meta map[string]wire.User) {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	script, meta = map[string]wire.User{}, map[string]wire.User{}
	for _, j := range f.registered {
		// As Nomad received it: through its wire format.
		raw, err := json.Marshal(j)
		if err != nil {
			t.Fatal(err)
		}
		var got api.Job
		if err := json.Unmarshal(raw, &got); err != nil {
			t.Fatal(err)
		}
		args, _ := got.TaskGroups[0].Tasks[0].Config["args"].([]any)
		if len(args) < 2 {
			t.Fatalf("job %s has no wrapper script in its args: %v", *got.ID, args)
		}
		m := setprivUser.FindStringSubmatch(args[1].(string))
		if m == nil {
			t.Fatalf("job %s's wrapper starts its harness with no setpriv user", *got.ID)
		}
		uid, _ := strconv.Atoi(m[1])
		gid, _ := strconv.Atoi(m[2])
		script[*got.ID] = wire.User{UID: uid, GID: gid}
		meta[*got.ID] = wire.RecordedUser(got.Meta["everdict.user"])
	}
	return script, meta
}

func TestTwoTenantsHarnessesRunAsTwoUsersAndOneTenantsRunsAsOne(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	b := newBackend(t, testConfig(t, f.URL()))
	dispatch := func(tenant string) string {
		j := scenarioJob(backendtest.Scenario{Name: "user of " + tenant})
		j.Tenant, j.Zone = tenant, domain.ZoneFor(tenant, true)
		if got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, backends.Discard), "dispatch"); got.Err != nil {
			t.Fatalf("Dispatch for %s: %v", tenant, got.Err)
		}
		return j.RunID
	}
	acme1, acme2, globex := dispatch("acme"), dispatch("acme"), dispatch("globex")

	script, meta := harnessUsers(t, f)
	if diff := cmp.Diff(script, meta); diff != "" {
		t.Errorf("the users the jobs' meta records differ from those their wrappers switch to (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(script[acme1], script[acme2]); diff != "" {
		t.Errorf("one tenant's two runs run as two users (-want +got):\n%s", diff)
	}
	if script[acme1] == script[globex] {
		t.Errorf("acme's and globex's harnesses both run as %s", script[acme1])
	}
	for id, u := range script {
		if u.UID == 0 || u.GID == 0 || u.UID == os.Geteuid() || u.UID == wire.UserLegacy.UID {
			t.Errorf("run %s's harness runs as %s: root, the control plane's uid %d or the old shared one", id, u, os.Geteuid())
		}
	}
	r, err := wire.ParseUIDs(nomad.HarnessUIDsDefault)
	if err != nil {
		t.Fatal(err)
	}
	for id, u := range script {
		if !r.Contains(uint32(u.UID)) || u.GID != u.UID {
			t.Errorf("run %s's harness runs as %s, want a uid of %s and the same gid", id, u, r)
		}
	}
}
