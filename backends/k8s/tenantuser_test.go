package k8s_test

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	batchv1 "k8s.io/api/batch/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/backends/k8s"
	"github.com/everdict/everdict/domain"
)

// setprivUser finds the user the wrapper script starts the harness as.
var setprivUser = regexp.MustCompile(`setpriv --reuid=(\d+) --regid=(\d+) `)

// dispatchAs runs a job of tenant on b to its end and returns the Job the
// cluster received.
func dispatchAs(t *testing.T, f *fakeCluster, b backends.Backend, tenant string) *batchv1.Job {
	t.Helper()
	j := scenarioJob(backendtest.Scenario{Name: "user of " + tenant})
	j.Tenant, j.Zone = tenant, domain.ZoneFor(tenant, true)
	if got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, backends.Discard), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch for %s: %v", tenant, got.Err)
	}
	kj, err := f.cs.BatchV1().Jobs(j.Zone.Namespace).Get(t.Context(), j.RunID, metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return kj
}

// podUser is the user a Job's pod runs as: its security context, which
// must also say non-root, checked against what its wrapper switches to and
// its annotation records.
func podUser(t *testing.T, kj *batchv1.Job) wire.User {
	t.Helper()
	pod := kj.Spec.Template.Spec
	sc := pod.SecurityContext
	if sc == nil || sc.RunAsUser == nil || sc.RunAsGroup == nil || sc.RunAsNonRoot == nil || !*sc.RunAsNonRoot {
		t.Fatalf("job %s's pod security context does not set runAsUser, runAsGroup and runAsNonRoot: %+v", kj.Name, sc)
	}
	u := wire.User{UID: int(*sc.RunAsUser), GID: int(*sc.RunAsGroup)}
	m := setprivUser.FindStringSubmatch(strings.Join(pod.Containers[0].Command, " "))
	if m == nil {
		t.Fatalf("job %s's wrapper starts its harness with no setpriv user", kj.Name)
	}
	uid, _ := strconv.Atoi(m[1])
	gid, _ := strconv.Atoi(m[2])
	if diff := cmp.Diff(u, wire.User{UID: uid, GID: gid}); diff != "" {
		t.Errorf("job %s's wrapper switches to another user than its pod's (-want +got):\n%s", kj.Name, diff)
	}
	if diff := cmp.Diff(u, wire.RecordedUser(kj.Annotations["everdict.io/user"])); diff != "" {
		t.Errorf("job %s's annotation records another user than its pod's (-want +got):\n%s", kj.Name, diff)
	}
	return u
}

func TestTwoTenantsPodsRunAsTwoUsersAndOneTenantsRunAsOne(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	b := newBackend(t, testConfig(t, f))
	acme1 := podUser(t, dispatchAs(t, f, b, "acme"))
	acme2 := podUser(t, dispatchAs(t, f, b, "acme"))
	globex := podUser(t, dispatchAs(t, f, b, "globex"))
	if diff := cmp.Diff(acme1, acme2); diff != "" {
		t.Errorf("one tenant's two runs run as two users (-want +got):\n%s", diff)
	}
	if acme1 == globex {
		t.Errorf("acme's and globex's pods both run as %s", acme1)
	}
	r, err := wire.ParseUIDs(k8s.HarnessUIDsDefault)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []wire.User{acme1, globex} {
		if u.UID == 0 || u.UID == os.Geteuid() || u.UID == wire.UserLegacy.UID || !r.Contains(uint32(u.UID)) || u.GID != u.UID {
			t.Errorf("a pod runs as %s, want a uid of %s (never root's, the control plane's %d or the old shared one) and the same gid", u, r, os.Geteuid())
		}
	}
}

func TestPodsGetAUserNamespaceOnlyWithTheOption(t *testing.T) {
	t.Parallel()
	for _, on := range []bool{false, true} {
		t.Run("userNamespaces="+strconv.FormatBool(on), func(t *testing.T) {
			t.Parallel()
			f := newFakeCluster(t)
			cfg := testConfig(t, f)
			cfg.Spec.UserNamespaces = on
			kj := dispatchAs(t, f, newBackend(t, cfg), "acme")
			var want *bool
			if on {
				want = new(false)
			}
			if diff := cmp.Diff(want, kj.Spec.Template.Spec.HostUsers); diff != "" {
				t.Errorf("the pod's hostUsers (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNewRefusesUserNamespacesWithUIDsAPodCannotMap(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	cfg := testConfig(t, f)
	cfg.Spec.UserNamespaces = true
	cfg.HarnessUIDs = "60000-70000"
	if _, err := k8s.New(cfg); err == nil || !strings.Contains(err.Error(), "userNamespaces") {
		t.Errorf("k8s.New with userNamespaces and uids past 65535: %v, want an error naming userNamespaces", err)
	}
	cfg.HarnessUIDs = ""
	if _, err := k8s.New(cfg); err != nil {
		t.Errorf("k8s.New with userNamespaces and the default uids: %v", err)
	}
}
