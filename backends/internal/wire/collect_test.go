package wire

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/evalcase"
)

// uploadServer is the control plane's upload route as the wrapper meets
// it: a PUT with the grant as bearer token, the file's name in the query.
// It keeps what it took and refuses a file named refuse with 413 and the
// server's reason.
type uploadServer struct {
	grant, path, refuse string

	mu    sync.Mutex
	files map[string]string
	// bad counts the requests that were not a PUT to path with the grant.
	bad int
}

func (u *uploadServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	name := r.URL.Query().Get("name")
	u.mu.Lock()
	defer u.mu.Unlock()
	if r.Method != http.MethodPut || r.URL.Path != u.path || r.Header.Get("Authorization") != "Bearer "+u.grant {
		u.bad++
		http.Error(w, "refused", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if name == u.refuse {
		w.WriteHeader(http.StatusRequestEntityTooLarge)
		_ = json.NewEncoder(w).Encode(backends.ArtifactUploadAnswer{Dropped: backends.DropTooLarge + " (10)"})
		return
	}
	u.files[name] = string(body)
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(backends.ArtifactUploadAnswer{Seq: len(u.files), Size: int64(len(body))})
}

func TestTheWrapperUploadsTheHarnessFilesWithTheGrantAndNamesWhatItLeft(t *testing.T) {
	t.Parallel()
	const grant = "evdu1.the-run-grant.sig"
	srv := &uploadServer{grant: grant, path: backends.ArtifactUploadPath(7, 1), refuse: "big.bin", files: map[string]string{}}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	for name, tc := range map[string]struct {
		maxFiles    int
		wantFiles   map[string]string
		wantDropped []evalcase.DroppedArtifact
	}{
		"within the limits every regular file is uploaded": {
			wantFiles: map[string]string{"a.txt": "first", "sub/b c.json": `{"n":2}`},
			wantDropped: []evalcase.DroppedArtifact{
				{Name: "big.bin", Reason: backends.DropTooLarge + " (10)"},
				{Name: "passwd", Reason: backends.DropSymlink},
			},
		},
		"past the files limit the rest is left": {
			maxFiles:  1,
			wantFiles: map[string]string{"a.txt": "first"},
			wantDropped: []evalcase.DroppedArtifact{
				{Name: "big.bin", Reason: backends.DropTooMany + " (1)"},
				{Name: "passwd", Reason: backends.DropSymlink},
				{Name: "sub/b c.json", Reason: backends.DropTooMany + " (1)"},
			},
		},
	} {
		t.Run(name, func(t *testing.T) {
			srv.mu.Lock()
			clear(srv.files)
			srv.mu.Unlock()
			s := backendtest.Scenario{PrintEnv: true, Artifacts: []backendtest.ArtifactFile{
				{Path: "a.txt", Content: "first"},
				{Path: "sub/b c.json", Content: `{"n":2}`},
				{Path: "big.bin", Content: "more than the server takes"},
				{Path: "passwd", LinkTo: "/etc/passwd"},
			}}
			p := Params{TimeoutSec: 60, GraderTimeoutSec: 60, KillGraceSec: 1, ArtifactsMaxFiles: tc.maxFiles}
			wire, code := runWrapperEnv(t, p, s.Command(), "task", nil, []string{
				backends.EnvArtifactsDir + "=$EVD_TEST/out/artifacts",
				backends.EnvArtifactURL + "=" + ts.URL + srv.path,
				backends.EnvArtifactGrant + "=" + grant,
			})
			if code != 0 {
				t.Fatalf("wrapper exit code = %d, want 0; the wire:\n%s", code, wire)
			}
			lines, r := readWire(wire, 0)
			res, err, ok := r.Outcome(evalcase.Case{})
			if !ok || err != nil {
				t.Fatalf("Outcome = %v, %v; want a result. The wire:\n%s", ok, err, wire)
			}
			if diff := cmp.Diff(tc.wantDropped, res.ArtifactsDropped); diff != "" {
				t.Errorf("dropped files (-want +got):\n%s\nthe wire:\n%s", diff, wire)
			}
			srv.mu.Lock()
			got, bad := srv.files, srv.bad
			srv.mu.Unlock()
			if diff := cmp.Diff(tc.wantFiles, got); diff != "" {
				t.Errorf("uploaded files (-want +got):\n%s", diff)
			}
			if bad > 0 {
				t.Errorf("%d uploads came without the grant or to another path", bad)
			}
			for _, l := range lines {
				if strings.Contains(l.Text, grant) || strings.Contains(l.Text, backends.EnvArtifactURL) {
					t.Errorf("the harness saw the upload grant or URL: line %q", l.Text)
				}
			}
			if !slices.ContainsFunc(lines, func(l backends.LogLine) bool {
				return strings.HasPrefix(l.Text, backends.EnvArtifactsDir+"=")
			}) {
				t.Errorf("the harness's environment lacks %s", backends.EnvArtifactsDir)
			}
		})
	}
}

func TestDroppedRecordsOfAnotherKeyAreRefusedAsForged(t *testing.T) {
	t.Parallel()
	// A U record written by anyone but the wrapper changes what the MAC
	// covers: the end record no longer authenticates.
	end := `{"v":2,"exit":0,"limit":"","latencyMs":1,"tests":[]}`
	up := hexOf("passwd") + " symlink\n"
	stream := "U " + up + "X " + end + "\nA " + Mac(testKey, nil, []byte(end)) + "\n"
	_, r := readWire(stream, 0)
	if _, err, ok := r.Outcome(evalcase.Case{}); !ok || backends.CodeOf(err) != backends.CodeForgedResult {
		t.Errorf("Outcome of an unsigned U record = %v, %v; want FORGED_RESULT", ok, err)
	}
	signed := "U " + up + "X " + end + "\nA " + Mac(testKey, []byte(up), []byte(end)) + "\n"
	_, r = readWire(signed, 0)
	res, err, ok := r.Outcome(evalcase.Case{})
	if !ok || err != nil {
		t.Fatalf("Outcome of a signed U record = %v, %v; want a result", ok, err)
	}
	if diff := cmp.Diff([]evalcase.DroppedArtifact{{Name: "passwd", Reason: backends.DropSymlink}}, res.ArtifactsDropped); diff != "" {
		t.Errorf("dropped (-want +got):\n%s", diff)
	}
}

func TestDroppedNamesEachReason(t *testing.T) {
	t.Parallel()
	answer, _ := json.Marshal(backends.ArtifactUploadAnswer{Dropped: "over the tenant's artifact quota"})
	recs := strings.Join([]string{
		hexOf("l") + " symlink",
		hexOf("o") + " special",
		hexOf("a\nb") + " name",
		hexOf("u") + " unreadable",
		hexOf("c") + " nocurl",
		hexOf("t") + " late",
		hexOf("m") + " toomany 100",
		hexOf("q") + " 413 " + hexOf(string(answer)),
		hexOf("z") + " 000",
		hexOf("g") + " 500 " + hexOf("<html>oops"),
		"- more 7",
		"zz not-hex",
	}, "\n") + "\n"
	want := []evalcase.DroppedArtifact{
		{Name: "l", Reason: backends.DropSymlink},
		{Name: "o", Reason: backends.DropNotRegular},
		{Name: "a\nb", Reason: backends.DropBadName},
		{Name: "u", Reason: backends.DropUnreadable},
		{Name: "c", Reason: backends.DropNoUploader},
		{Name: "t", Reason: backends.DropLate},
		{Name: "m", Reason: backends.DropTooMany + " (100)"},
		{Name: "q", Reason: "over the tenant's artifact quota"},
		{Name: "z", Reason: backends.DropNotKept},
		{Name: "g", Reason: backends.DropNotKept},
		{Name: "…", Reason: "7 more files dropped"},
	}
	if diff := cmp.Diff(want, Dropped([]byte(recs))); diff != "" {
		t.Errorf("Dropped (-want +got):\n%s", diff)
	}
}

func hexOf(s string) string {
	const digits = "0123456789abcdef"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteByte(digits[s[i]>>4])
		b.WriteByte(digits[s[i]&15])
	}
	return b.String()
}

func TestTheWrapperDropsSpecialFilesAndNewlineNamesAndCutsALongNameInItsRecord(t *testing.T) {
	t.Parallel()
	const grant = "evdu1.another-grant.sig"
	srv := &uploadServer{grant: grant, path: backends.ArtifactUploadPath(8, 1), files: map[string]string{}}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	long := strings.Repeat("a", 100) + "/" + strings.Repeat("b", 100) + "/" + strings.Repeat("c", 100)
	harness := []string{"sh", "-c", `set -e
d="$EVERDICT_ARTIFACTS_DIR"
mkfifo "$d/pipe"
mkdir "$d/odd
dir"
printf 'hidden' > "$d/odd
dir/inside.txt"
mkdir -p "$d/` + long[:201] + `"
printf 'x' > "$d/` + long + `"
ln -s "$d/kept.txt" "$d/` + long + `.lnk"
printf 'kept' > "$d/kept.txt"`}
	wire, code := runWrapperEnv(t, Params{TimeoutSec: 60, GraderTimeoutSec: 60, KillGraceSec: 1}, harness, "task", nil, []string{
		backends.EnvArtifactsDir + "=$EVD_TEST/out/artifacts",
		backends.EnvArtifactURL + "=" + ts.URL + srv.path,
		backends.EnvArtifactGrant + "=" + grant,
	})
	if code != 0 {
		t.Fatalf("wrapper exit code = %d; the wire:\n%s", code, wire)
	}
	_, r := readWire(wire, 0)
	res, err, ok := r.Outcome(evalcase.Case{})
	if !ok || err != nil {
		t.Fatalf("Outcome = %v, %v; the wire:\n%s", ok, err, wire)
	}
	want := []evalcase.DroppedArtifact{
		{Name: long[:256], Reason: backends.DropSymlink},
		{Name: "odd\ndir", Reason: backends.DropBadName},
		{Name: "pipe", Reason: backends.DropNotRegular},
	}
	if diff := cmp.Diff(want, res.ArtifactsDropped); diff != "" {
		t.Errorf("dropped (-want +got):\n%s\nthe wire:\n%s", diff, wire)
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if diff := cmp.Diff(map[string]string{"kept.txt": "kept", long: "x"}, srv.files); diff != "" {
		t.Errorf("uploaded (-want +got):\n%s", diff)
	}
}
