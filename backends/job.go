package backends

import (
	"encoding/base64"
	"encoding/json"
	"net"
	"net/url"
	"path"
	"strings"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// The environment variables of the harness protocol (DESIGN §5). A harness
// may not set them itself.
const (
	// EnvTask holds the path of a file with the task text.
	EnvTask = "EVERDICT_TASK"
	// EnvResult holds the path where the harness may write an
	// evalcase.Report as JSON.
	EnvResult = "EVERDICT_RESULT"
	// EnvAnswer holds the path where the harness may write its final
	// answer, free text a JUDGE grader reads: at most
	// evalcase.AnswerMaxBytesDefault bytes are kept (the start of a longer
	// one, marked cut).
	EnvAnswer = "EVERDICT_ANSWER_FILE"
	// EnvArtifactsDir holds the path of an empty directory where the
	// harness (and its graders) may leave files to keep after the run:
	// after the graders, the backend collects the regular files under it
	// (see ArtifactSink), within ArtifactsMaxFilesDefault files and
	// ArtifactsMaxBytesDefault bytes.
	EnvArtifactsDir = "EVERDICT_ARTIFACTS_DIR"
	// EnvRunID holds the correlation id.
	EnvRunID = "EVERDICT_RUN_ID"
	// EnvTraceParent holds the W3C traceparent of the job's dispatch span
	// when the control plane traces (Job.TraceParent): a harness that
	// traces makes its spans children of it, and they join the run's
	// trace. Unset otherwise; when set, it wins over the harness env's own.
	EnvTraceParent = "TRACEPARENT"
	// EnvTraceID holds the trace id of the job's attempt (Job.TraceID,
	// package agenttrace): the id the agent's trace is found by in its
	// provider. TRACEPARENT names the same trace. Unset when the job has
	// none; when set, it wins over the harness env's own.
	EnvTraceID = "EVERDICT_TRACE_ID"
	// EnvCDPPort is set for a browser case: the port on 127.0.0.1 where the
	// case's browser is to serve the Chrome DevTools Protocol
	// (--remote-debugging-port), so that Access.Screen can show it.
	EnvCDPPort = "EVERDICT_CDP_PORT"
	// EnvDisplay is set for an osUse case: the X display of the run's
	// virtual screen (OSUseDisplay), which Access.Screen captures. It wins
	// over the harness env's own.
	EnvDisplay = "DISPLAY"
	// EnvWireKey carries a cluster task's per-run key to its wrapper,
	// which authenticates its end record with it and starts the harness
	// without it, under another user (backends/internal/wire). The
	// harness never sees it.
	EnvWireKey = "EVERDICT_WIRE_KEY"
	// EnvArtifactGrant and EnvArtifactURL carry a cluster task's upload
	// grant and upload URL (Job.ArtifactUpload) to its wrapper, which
	// removes them from its environment before it starts anything and
	// uploads the files under EnvArtifactsDir after the graders. The
	// harness never sees them.
	EnvArtifactGrant = "EVERDICT_ARTIFACT_GRANT"
	EnvArtifactURL   = "EVERDICT_ARTIFACT_URL"
)

// OSUseDisplay is the X display an osUse case's screen is served on: LOCAL
// starts a virtual one (Xvfb) there in the run's own /tmp, and a cluster
// task's image is to serve it there for Access.Screen to capture.
const OSUseDisplay = ":99"

// RunIDMaxLen is the longest run id ValidRunID accepts.
const RunIDMaxLen = 128

// ValidRunID reports whether id can name a job on every backend: 1 to
// RunIDMaxLen ASCII letters, digits, '.', '_' or '-', not starting with '.'
// or '-'. It is therefore also a safe file name.
func ValidRunID(id string) bool {
	if id == "" || len(id) > RunIDMaxLen || id[0] == '.' || id[0] == '-' {
		return false
	}
	for _, r := range id {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
		default:
			return false
		}
	}
	return true
}

// ValidSeedPath reports whether p names a file inside a workspace: relative,
// non-empty, and not climbing out of it with "..". It is a syntactic check;
// a backend writing the file must still refuse symbolic links that lead out.
func ValidSeedPath(p string) bool {
	if p == "" || strings.ContainsRune(p, 0) || strings.HasPrefix(p, "/") || strings.Contains(p, `\`) {
		return false
	}
	c := path.Clean(p)
	return c != "." && c != ".." && !strings.HasPrefix(c, "../")
}

// Validate checks what every backend needs of a job before running anything:
// a valid run id, a harness command, resolved and well-formed environment
// variables that do not set the protocol's own (EnvTask, EnvResult,
// EnvRunID), seed files inside the workspace, known grader kinds and a
// command for every TESTS_PASS grader. It returns nil or an *Error of class CONFIG with code
// CodeInvalidJob wrapping ErrInvalidJob; a repository ValidateRepo refuses
// fails with its error (code CLONE_FAILED).
func (j Job) Validate() error {
	invalid := func(format string, args ...any) error {
		return Errorf(domain.FailureConfig, CodeInvalidJob, format+": %w", append(args, ErrInvalidJob)...)
	}
	if !ValidRunID(j.RunID) {
		return invalid("run id %q is not a valid correlation id", j.RunID)
	}
	if len(j.Harness.Command) == 0 || j.Harness.Command[0] == "" {
		return invalid("harness %q has no command", j.Harness.Name)
	}
	for _, e := range j.Harness.Env {
		switch {
		case e.Name == "" || strings.ContainsAny(e.Name, "=\x00"):
			return invalid("harness env name %q is not a valid variable name", e.Name)
		case strings.ContainsRune(e.Value, 0):
			return invalid("harness env %s holds a NUL byte", e.Name)
		case e.SecretRef != "" && e.Value == "":
			return invalid("harness env %s: secret %q was not resolved", e.Name, e.SecretRef)
		case e.Name == EnvTask || e.Name == EnvResult || e.Name == EnvAnswer || e.Name == EnvArtifactsDir || e.Name == EnvRunID || e.Name == EnvCDPPort || e.Name == EnvWireKey,
			e.Name == EnvArtifactGrant || e.Name == EnvArtifactURL:
			return invalid("harness env %s is reserved by the harness protocol", e.Name)
		}
	}
	if r := j.Case.Repo; r != nil {
		if _, err := ValidateRepo(*r, j.Zone.Trusted); err != nil {
			return err
		}
	}
	for _, f := range j.Case.Files {
		if !ValidSeedPath(f.Path) {
			return invalid("seed file path %q leaves the workspace", f.Path)
		}
	}
	for i, g := range j.Case.Graders {
		if !g.Kind.Valid() {
			return invalid("grader %d has unknown kind %q", i+1, g.Kind)
		}
		if g.Kind == evalcase.GraderTestsPass && (len(g.Command) == 0 || g.Command[0] == "") {
			return invalid("grader %d (%s) has no command", i+1, g.Kind)
		}
	}
	return nil
}

// NamespaceDefault is the namespace a cluster job goes to when neither its
// runtime's spec nor its trust zone names one (Nomad's and Kubernetes' own).
const NamespaceDefault = "default"

// Namespace is where a cluster backend places a job of zone: the runtime
// spec's namespace, else the zone's (evd-<tenant>), else NamespaceDefault.
func Namespace(specNamespace string, zone domain.TrustZone) string {
	switch {
	case specNamespace != "":
		return specNamespace
	case zone.Namespace != "":
		return zone.Namespace
	}
	return NamespaceDefault
}

// ValidateRepo checks a case's repository before anything fetches it on a
// tenant's behalf: an https URL (http too for a trusted tenant) naming a
// host, with no user information, query or fragment, and a ref that is no
// option. Every other transport (git, ssh, file, ext…) is refused: git://
// and ssh:// probe arbitrary ports, and file:// and ssh:// would read with
// the fetcher's own identity. It returns the parsed URL, or an *Error of
// class CONFIG with code CodeCloneFailed wrapping ErrInvalidJob whose message
// never quotes the URL's credentials.
func ValidateRepo(r evalcase.Repo, trusted bool) (*url.URL, error) {
	bad := func(format string, args ...any) (*url.URL, error) {
		return nil, Errorf(domain.FailureConfig, CodeCloneFailed, format+": %w", append(args, ErrInvalidJob)...)
	}
	schemes := "https"
	if trusted {
		schemes = "https or http"
	}
	u, err := url.Parse(r.URL)
	switch {
	case err != nil || strings.ContainsAny(r.URL, "\x00\n\r\t "):
		return bad("repository url is not a URL")
	case u.Scheme != "https" && (u.Scheme != "http" || !trusted):
		return bad("repository url scheme %q is not allowed (use %s)", u.Scheme, schemes)
	case u.Opaque != "" || u.Host == "" || u.Hostname() == "":
		return bad("repository url names no host")
	case u.User != nil:
		return bad("repository url must not hold credentials; keep a token in a secret")
	case u.RawQuery != "" || u.ForceQuery || u.Fragment != "":
		return bad("repository url must not carry a query or a fragment")
	case strings.HasPrefix(r.Ref, "-") || strings.ContainsAny(r.Ref, "\x00\n\r"):
		return bad("repository ref must not start with '-' or hold control characters")
	}
	if p := u.Port(); p != "" {
		if _, err := net.LookupPort("tcp", p); err != nil {
			return bad("repository url port %q is not a port", p)
		}
	}
	return u, nil
}

// RepoHostPort is the host:port a validated repository URL connects to
// (443 for https, 80 for http when the URL names no port).
func RepoHostPort(u *url.URL) string {
	port := u.Port()
	if port == "" {
		port = "443"
		if u.Scheme == "http" {
			port = "80"
		}
	}
	return net.JoinHostPort(strings.ToLower(u.Hostname()), port)
}

// GitAuth is the credential of a job's clone: a token sent as HTTP basic
// auth to one host only.
type GitAuth struct {
	// Host is the repository's host[:port], what errors and audit events
	// name; Credential is the registered credential's name.
	Host       string `json:"host"`
	Credential string `json:"credential"`
	Username   string `json:"username"`
	Token      string `json:"token"`
}

// Env returns the environment that makes git send a's token to the
// repository at repoURL's scheme, host and port only, as an extra HTTP
// header given through GIT_CONFIG_COUNT: nothing is written to a
// configuration file, the workspace or its .git/config, and a redirect or
// submodule elsewhere gets no header. A nil a, or a URL that does not parse,
// gives nothing, and so does a URL of another host than a's.
func (a *GitAuth) Env(repoURL string) []string {
	if a == nil {
		return nil
	}
	u, err := url.Parse(repoURL)
	if err != nil || u.Host == "" || !a.For(u) {
		return nil
	}
	basic := base64.StdEncoding.EncodeToString([]byte(a.Username + ":" + a.Token))
	return []string{
		"GIT_CONFIG_COUNT=1",
		"GIT_CONFIG_KEY_0=http." + u.Scheme + "://" + u.Host + "/.extraHeader",
		"GIT_CONFIG_VALUE_0=Authorization: Basic " + basic,
	}
}

// For reports whether a is the credential of the repository at u: the
// same host and port (the scheme's default written or not).
func (a *GitAuth) For(u *url.URL) bool {
	if a == nil {
		return false
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if (u.Scheme == "https" && port == "443") || (u.Scheme == "http" && port == "80") {
		port = ""
	}
	if port != "" {
		host += ":" + port
	}
	return a.Host == host
}

// RegistryAuth is the credential of a job's pulls from one registry host.
type RegistryAuth struct {
	// Host is the registry's host[:port] as image references name it
	// (docker.io for references that name none).
	Host       string `json:"host"`
	Credential string `json:"credential"`
	// Username and Password are basic auth; an empty Username makes
	// Password a registry (bearer) token.
	Username string `json:"username,omitempty"`
	Password string `json:"password"`
}

// DockerConfigJSON returns the Docker config.json (the content of a
// kubernetes.io/dockerconfigjson Secret, or a DOCKER_CONFIG directory's
// config.json) holding an entry per auth, merged.
func DockerConfigJSON(auths []RegistryAuth) ([]byte, error) {
	type entry struct {
		Auth          string `json:"auth,omitempty"`
		RegistryToken string `json:"registrytoken,omitempty"`
	}
	out := struct {
		Auths map[string]entry `json:"auths"`
	}{Auths: make(map[string]entry, len(auths))}
	for _, a := range auths {
		host := a.Host
		if host == "docker.io" {
			host = "https://index.docker.io/v1/"
		}
		if a.Username == "" {
			out.Auths[host] = entry{RegistryToken: a.Password}
		} else {
			out.Auths[host] = entry{Auth: base64.StdEncoding.EncodeToString([]byte(a.Username + ":" + a.Password))}
		}
	}
	return json.Marshal(out)
}
