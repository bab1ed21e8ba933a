package wire

import (
	"os"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseUIDsRefusesRootTheControlPlanesOwnUIDAndNoRange(t *testing.T) {
	t.Parallel()
	own := strconv.Itoa(os.Geteuid())
	for _, s := range []string{"", "10000", "0-100", "20-10", "1-2147483647", own + "-" + own, "x-y"} {
		if r, err := ParseUIDs(s); err == nil {
			t.Errorf("ParseUIDs(%q) = %s, want an error", s, r)
		}
	}
}

func TestATenantsUserIsInTheRangeTheSameEachTimeAndItsGroupIsItsUser(t *testing.T) {
	t.Parallel()
	r, err := ParseUIDs("70000-70003")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for _, tenant := range []string{"acme", "globex", "initech", "umbrella", "hooli", "stark"} {
		u := r.Tenant(tenant)
		if diff := cmp.Diff(u, r.Tenant(tenant)); diff != "" {
			t.Errorf("tenant %s's user changed (-want +got):\n%s", tenant, diff)
		}
		if !r.Contains(uint32(u.UID)) || u.GID != u.UID {
			t.Errorf("tenant %s runs as %s, want a uid of %s and the same gid", tenant, u, r)
		}
		seen[u.UID] = true
	}
	if len(seen) < 2 {
		t.Errorf("six tenants share one uid of %s: %v", r, seen)
	}
}

func TestARecordedUserIsReadBackAndAJobThatRecordsNoneRanAsTheLegacyUser(t *testing.T) {
	t.Parallel()
	got := []User{RecordedUser("70001:70001"), RecordedUser(""), RecordedUser("0:0"), RecordedUser("x")}
	want := []User{{UID: 70001, GID: 70001}, UserLegacy, UserLegacy, UserLegacy}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("RecordedUser (-want +got):\n%s", diff)
	}
}
