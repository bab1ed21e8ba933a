package run

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"path"
	"strings"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
)

// Default grader thresholds of the submission recipe: nil Max records the
// value without judging it.
var defaultGraders = []evalcase.GraderKind{evalcase.GraderSteps, evalcase.GraderCost, evalcase.GraderLatency}

// Recipe is the one submission recipe every interface shares, applied
// server-side: a case without graders gets steps, cost and latency graders
// (recording, not judging); timeoutSec defaults to
// evalcase.TimeoutSecDefault; no seed files means an empty seed; a case
// without an id gets one tagged by the interface it came from
// ("<trigger>-<hash of the task>").
func Recipe(c evalcase.Case, trigger string) evalcase.Case {
	out := c
	if len(out.Graders) == 0 {
		for _, k := range defaultGraders {
			out.Graders = append(out.Graders, evalcase.Grader{Kind: k})
		}
	}
	if out.TimeoutSec == 0 {
		out.TimeoutSec = evalcase.TimeoutSecDefault
	}
	if out.Files == nil {
		out.Files = []evalcase.File{}
	}
	if out.ID == "" {
		sum := sha256.Sum256([]byte(out.Task))
		out.ID = trigger + "-" + hex.EncodeToString(sum[:4])
	}
	return out
}

// MaxTimeoutSec bounds a case's timeout.
const MaxTimeoutSec = 24 * 60 * 60

// ValidateSubmission checks a case and harness and returns every problem,
// BAD_USER_INPUT, or nil.
func ValidateSubmission(c evalcase.Case, h evalcase.Harness) error {
	var problems []string
	add := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if strings.TrimSpace(c.Task) == "" {
		add("case.task is required")
	}
	if c.TimeoutSec < 0 || c.TimeoutSec > MaxTimeoutSec {
		add("case.timeoutSec must be between 1 and %d", MaxTimeoutSec)
	}
	problems = append(problems, c.Resources.Problems("case.resources")...)
	if c.Repo != nil && strings.TrimSpace(c.Repo.URL) == "" {
		add("case.repo.url is required when a repo is given")
	}
	if c.Repo != nil {
		if where := repoURLCredential(c.Repo.URL); where != "" {
			add("case.repo.url must not hold credentials (%s): it is stored with the run and shown to the tenant; keep the token in a secret (setSecret) and reference it from harness.env's secretRef", where)
		}
	}
	for i, f := range c.Files {
		clean := path.Clean(f.Path)
		if f.Path == "" || path.IsAbs(f.Path) || clean == ".." || strings.HasPrefix(clean, "../") {
			add("case.files[%d].path must be a relative path inside the workspace", i)
		}
	}
	for i, g := range c.Graders {
		if !g.Kind.Valid() {
			add("case.graders[%d].kind is unknown", i)
		}
		if g.Kind == evalcase.GraderTestsPass && len(g.Command) == 0 {
			add("case.graders[%d].command is required for TESTS_PASS", i)
		}
		if g.Max != nil && *g.Max < 0 {
			add("case.graders[%d].max must not be negative", i)
		}
		problems = append(problems, g.JudgeProblems(i)...)
	}
	if strings.TrimSpace(h.Name) == "" {
		add("harness.name is required")
	}
	if len(h.Command) == 0 {
		add("harness.command is required")
	}
	seen := map[string]bool{}
	for i, e := range h.Env {
		switch {
		case e.Name == "" || strings.ContainsAny(e.Name, "= \t\n"):
			add("harness.env[%d].name must be a plain variable name", i)
		case strings.HasPrefix(e.Name, "EVERDICT_"):
			add("harness.env[%d].name: EVERDICT_ variables are set by the control plane", i)
		case seen[e.Name]:
			add("harness.env[%d].name repeats an earlier variable", i)
		}
		seen[e.Name] = true
		if (e.Value == "") == (e.SecretRef == "") && !(e.Value == "" && e.SecretRef == "") {
			add("harness.env[%d] must have a value or a secretRef, not both", i)
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return errcode.New(errcode.BadUserInput, "invalid submission: %s", strings.Join(problems, "; ")).
		With("problems", problems)
}

// credentialParams are query parameter names, lowercased, that hold a
// credential when they contain one of these words.
var credentialParams = []string{"token", "password", "passwd", "pwd", "secret", "auth", "key", "sig", "credential"}

// repoURLCredential says where a repository URL holds a credential — "a
// password in the URL", "a user in the URL", "a query parameter named like
// a credential" — or "" when it holds none. It never quotes the credential itself. An ssh
// URL may name its user (ssh://git@host/...; git@host:org/repo): a user
// there is an account, not a token. Elsewhere a user alone is refused too,
// because forges take a token as the user name (https://TOKEN@host/...).
func repoURLCredential(raw string) string {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return ""
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		// scp-like syntax (user@host:path) names an ssh account, never a
		// password; a colon before the @ (user:password@..., or a URL too
		// broken to parse) may be one.
		if at := strings.Index(raw, "@"); at > 0 && strings.Contains(raw[:at], ":") {
			return "a user and password in the URL"
		}
		return ""
	}
	if u.User != nil {
		if _, ok := u.User.Password(); ok {
			return "a password in the URL"
		}
		if u.Scheme != "ssh" && u.Scheme != "git+ssh" {
			return "a user in the URL"
		}
	}
	for name := range u.Query() {
		lower := strings.ToLower(name)
		for _, w := range credentialParams {
			if strings.Contains(lower, w) {
				return "a query parameter named like a credential"
			}
		}
	}
	return ""
}
