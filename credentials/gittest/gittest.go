// Package gittest is a real git smart-HTTP server for tests: git
// http-backend behind Go's net/http/cgi, serving one repository with one
// commit, that demands HTTP basic auth with a token (any user name) and
// answers 401 otherwise.
package gittest

import (
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Server is the git server.
type Server struct {
	*httptest.Server
	// RepoURL is the repository's URL (no credential in it).
	RepoURL string
	// Token is the token the server demands.
	Token string

	mu           sync.Mutex
	unauthorized int
	authorized   int
}

// New serves a repository holding README.md ("private\n") at
// /acme/agent.git, demanding token. It skips the test when git or git
// http-backend is missing.
func New(t testing.TB, token string) *Server {
	t.Helper()
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("git is not installed")
	}
	out, err := exec.Command(git, "--exec-path").Output()
	if err != nil {
		t.Skip("git --exec-path: ", err)
	}
	backend := filepath.Join(strings.TrimSpace(string(out)), "git-http-backend")
	if _, err := os.Stat(backend); err != nil {
		t.Skip("git http-backend is not installed")
	}
	root := t.TempDir()
	work := filepath.Join(t.TempDir(), "work")
	bare := filepath.Join(root, "acme", "agent.git")
	env := append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
	run := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command(git, args...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		t.Fatal(err)
	}
	run(work, "init", "-q", "-b", "main", ".")
	if err := os.WriteFile(filepath.Join(work, "README.md"), []byte("private\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(work, "add", "README.md")
	run(work, "commit", "-q", "-m", "initial")
	run(root, "clone", "-q", "--bare", work, bare)
	s := &Server{Token: token}
	h := &cgi.Handler{Path: backend, Env: []string{"GIT_PROJECT_ROOT=" + root, "GIT_HTTP_EXPORT_ALL=1", "GIT_CONFIG_NOSYSTEM=1", "HOME=" + root}}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, pass, ok := r.BasicAuth(); !ok || pass != token {
			s.mu.Lock()
			s.unauthorized++
			s.mu.Unlock()
			w.Header().Set("WWW-Authenticate", `Basic realm="git"`)
			http.Error(w, "authentication required", http.StatusUnauthorized)
			return
		}
		s.mu.Lock()
		s.authorized++
		s.mu.Unlock()
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(s.Close)
	s.RepoURL = s.URL + "/acme/agent.git"
	return s
}

// Requests returns how many requests came with the token and without.
func (s *Server) Requests() (authorized, unauthorized int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.authorized, s.unauthorized
}
