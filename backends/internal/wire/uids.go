package wire

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// A user per tenant on a cluster. The control plane decides who a cluster
// job's harness runs as: a uid from a configured range (UIDs), the same for
// every run of a tenant and, unless two tenants' ids hash alike, different
// from every other tenant's, with a group id equal to it. The mapping is a
// hash of the tenant's slug into the range (UIDs.Tenant), so every replica,
// and an Adopt after a restart, computes the same user without a lease or
// any state. Two of n tenants share a uid with a probability of about
// n²/(2·Count): 1 in 1,300 for ten tenants on a 65,536-id range, 1 in 13
// for a hundred. A shared uid costs what a shared user always cost (the two
// tenants' runs on one host may signal each other); namespaces, network
// policy and pools still separate them.

// UIDs is a range of user ids: First, First+1, … First+Count-1.
type UIDs struct{ First, Count uint32 }

// ParseUIDs parses a range "first-last" of ids between 1 and 2^31-2 that
// does not hold the control plane's own uid: no harness runs as root or as
// the process that holds the cluster's credentials.
func ParseUIDs(s string) (UIDs, error) {
	a, b, ok := strings.Cut(s, "-")
	first, err1 := strconv.ParseUint(strings.TrimSpace(a), 10, 32)
	last, err2 := strconv.ParseUint(strings.TrimSpace(b), 10, 32)
	if !ok || err1 != nil || err2 != nil || last < first {
		return UIDs{}, fmt.Errorf("harness uids %q: want first-last, like 10000-65519", s)
	}
	// 2^31-1 and above are read as negative by too many tools; -1 means
	// "unchanged" to the set*id calls.
	if first == 0 || last >= 1<<31-1 {
		return UIDs{}, fmt.Errorf("harness uids %q: want ids between 1 and %d", s, 1<<31-2)
	}
	r := UIDs{First: uint32(first), Count: uint32(last - first + 1)}
	if euid := os.Geteuid(); euid >= 0 && r.Contains(uint32(euid)) {
		return UIDs{}, fmt.Errorf("harness uids %s: the range holds the control plane's own uid %d", r, euid)
	}
	return r, nil
}

// Contains reports whether uid is in r.
func (r UIDs) Contains(uid uint32) bool { return uid >= r.First && uid-r.First < r.Count }

// Last is the range's last id.
func (r UIDs) Last() uint32 { return r.First + r.Count - 1 }

// String is "first-last".
func (r UIDs) String() string {
	return strconv.FormatUint(uint64(r.First), 10) + "-" + strconv.FormatUint(uint64(r.Last()), 10)
}

// Tenant is the user the harnesses of tenant's runs run as: the first 8
// bytes of the SHA-256 of its slug, modulo Count, from First; its group id
// is its user id.
func (r UIDs) Tenant(tenant string) User {
	sum := sha256.Sum256([]byte(tenant))
	id := int(r.First + uint32(binary.BigEndian.Uint64(sum[:8])%uint64(r.Count)))
	return User{UID: id, GID: id}
}

// RecordedUser reads the user, "uid:gid" (User.String), a job records its
// harness runs as. A job that records none, or none valid, was submitted
// before jobs carried their user: its harness ran as UserLegacy.
func RecordedUser(s string) User {
	a, b, _ := strings.Cut(s, ":")
	uid, err1 := strconv.Atoi(a)
	gid, err2 := strconv.Atoi(b)
	if u := (User{UID: uid, GID: gid}); err1 == nil && err2 == nil && u.Valid() {
		return u
	}
	return UserLegacy
}
