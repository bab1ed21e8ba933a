package wire

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// CloneExitAuth is the exit code of a clone (CloneScript) whose server
// refused it as unauthorized (HTTP 401 or 403): the repository needs a
// credential, or refused the one given. Git exits 128 for every failure;
// the script tells this one apart from its output.
const CloneExitAuth = 41

// Clone is how a cluster task clones a case's repository before its
// harness runs (a Kubernetes init container, a Nomad prestart task).
type Clone struct {
	// Dir is a shell word (it may expand variables, never with braces):
	// the directory the repository is checked out in, made if missing.
	Dir string
	// Trusted allows http besides https (backends.ValidateRepo).
	Trusted bool
}

// Script returns the sh script that clones: sh -c SCRIPT clone URL REF. It
// fetches REF shallowly over https (http too when trusted), following no
// redirect, with every other git transport disabled and no credential
// helper, and checks it out detached. A private repository's credential
// comes only from the environment (backends.GitAuth.Env, given by the
// caller): nothing is written to the checkout's .git/config. Git's output
// goes to the script's stderr (the task's own log, never the run's); a
// fetch the server refused as unauthorized exits CloneExitAuth, any other
// failure non-zero.
func (c Clone) Script() string {
	config := "-c http.followRedirects=false -c protocol.allow=never -c protocol.https.allow=always -c credential.helper= -c core.askPass=/bin/false"
	if c.Trusted {
		config += " -c protocol.http.allow=always"
	}
	var b strings.Builder
	b.WriteString("set -e\n")
	b.WriteString("mkdir -p " + c.Dir + "\n")
	b.WriteString("cd " + c.Dir + "\n")
	b.WriteString("git init -q .\n")
	b.WriteString(`if evd_err=$(git ` + config + ` fetch -q --depth 1 -- "$1" "$2" 2>&1); then :; else` + "\n")
	b.WriteString(`  evd_code=$?; printf '%s\n' "$evd_err" >&2` + "\n")
	pats := make([]string, len(unauthorized))
	for i, u := range unauthorized {
		pats[i] = `*"` + u + `"*`
	}
	b.WriteString(`  case $evd_err in ` + strings.Join(pats, "|") + `) exit ` + strconv.Itoa(CloneExitAuth) + ` ;; esac` + "\n")
	b.WriteString(`  exit "$evd_code"` + "\n")
	b.WriteString("fi\n")
	b.WriteString("git checkout -q --detach FETCH_HEAD\n")
	return b.String()
}

// unauthorized are what git says when the server refused a fetch as
// unauthorized; Script's case pattern matches the same.
var unauthorized = []string{"could not read Username", "Authentication failed", "returned error: 401", "returned error: 403"}

// Unauthorized reports whether git's output out says the server refused
// the fetch as unauthorized (HTTP 401 or 403), as Script tells it apart.
func Unauthorized(out string) bool {
	for _, s := range unauthorized {
		if strings.Contains(out, s) {
			return true
		}
	}
	return false
}

// Env is the clone's git environment (no credential): no system or global
// configuration, no prompt, the allowed protocols only. home is its HOME.
func (c Clone) Env(home string) []string {
	protocols := "https"
	if c.Trusted {
		protocols = "https:http"
	}
	return []string{
		"GIT_TERMINAL_PROMPT=0",
		"GIT_ALLOW_PROTOCOL=" + protocols,
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=/dev/null",
		"GIT_ASKPASS=/bin/false",
		"HOME=" + home,
	}
}

// CloneArgs are the script's arguments for repository r: "clone", its
// URL and its ref (HEAD when it names none).
func CloneArgs(r evalcase.Repo) []string {
	ref := r.Ref
	if ref == "" {
		ref = "HEAD"
	}
	return []string{"clone", r.URL, ref}
}

// RepoHost is the host[:port] of the repository at rawURL, what a clone's
// failure names; "" when it does not parse.
func RepoHost(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	return u.Host
}

// CloneFailure is the failure of run runID whose clone from host exited
// with code (non-zero): CONFIG, CLONE_FAILED, naming the host and never a
// credential.
func CloneFailure(runID, host string, code int) error {
	where := "the repository"
	if host != "" {
		where = "the repository at " + host
	}
	if code == CloneExitAuth {
		return backends.Errorf(domain.FailureConfig, backends.CodeCloneFailed,
			"cloning %s for run %s failed: the server answered HTTP 401: the repository needs a credential, or refused the one given (register a credential matching its host)", where, runID)
	}
	return backends.Errorf(domain.FailureConfig, backends.CodeCloneFailed, "cloning %s for run %s failed (exit code %d)", where, runID, code)
}
