package agenttrace

import (
	"net"
	"net/url"
	"strings"

	"github.com/everdict/everdict/secrets"
)

// Provider is a tracing product an agent sends its trace to.
type Provider string

// The providers.
const (
	Langfuse  Provider = "LANGFUSE"
	LangSmith Provider = "LANGSMITH"
	Phoenix   Provider = "PHOENIX"
	OTLP      Provider = "OTLP"
)

// Valid reports whether p is a known provider.
func (p Provider) Valid() bool {
	switch p {
	case Langfuse, LangSmith, Phoenix, OTLP:
		return true
	}
	return false
}

// ProjectMaxLen is the longest project name.
const ProjectMaxLen = 200

// Source is where an agent's traces are kept: a harness version's trace
// coordinates (harness.Spec.Trace), or a runtime's (traceSource). It holds
// the name of a TRACE secret, never a key.
type Source struct {
	Provider Provider `json:"provider"`
	// BaseURL is the provider's base URL (https://cloud.langfuse.com).
	BaseURL string `json:"baseUrl"`
	// Project is the provider's project (Langfuse's project id, LangSmith's
	// or Phoenix's project name); "" when the provider needs none.
	Project string `json:"project,omitempty"`
	// APIKeySecret names the TRACE secret of the tenant that reads the
	// provider's API; "" for a source nothing is collected from. For
	// Langfuse its value is "<publicKey>:<secretKey>".
	APIKeySecret string `json:"apiKeySecret,omitempty"`
}

// Problems returns what is wrong with s, each "<prefix>.<field> <message>",
// nil when nothing is: a known provider; an http(s) base URL with a host
// and no credentials, query or fragment, https unless its host is the
// loopback; a project of at most ProjectMaxLen printable characters; and
// a secret's name (not a value) as apiKeySecret.
func (s Source) Problems(prefix string) []string {
	var out []string
	add := func(field, msg string) { out = append(out, prefix+"."+field+" "+msg) }
	if !s.Provider.Valid() {
		add("provider", "must be LANGFUSE, LANGSMITH, PHOENIX or OTLP")
	}
	if msg := baseURLMessage(s.BaseURL); msg != "" {
		add("baseUrl", msg)
	}
	if len(s.Project) > ProjectMaxLen || strings.ContainsFunc(s.Project, func(r rune) bool { return r < ' ' || r == 0x7f }) {
		add("project", "must be at most 200 printable characters")
	}
	if s.APIKeySecret != "" {
		if err := secrets.ValidateName(s.APIKeySecret); err != nil {
			// The field is not echoed: a key pasted where a name belongs
			// must not come back.
			add("apiKeySecret", "must be the name of a TRACE secret, not its value")
		}
	}
	return out
}

func baseURLMessage(raw string) string {
	u, err := url.Parse(raw)
	switch {
	case raw == "":
		return "is required: the provider's base URL, such as https://cloud.langfuse.com"
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "":
		return "must be an http or https URL with a host"
	case u.User != nil:
		return "must not carry credentials: keep the key in the TRACE secret apiKeySecret names"
	case u.RawQuery != "" || u.ForceQuery || u.Fragment != "":
		return "must be a base URL without a query string or fragment"
	case u.Scheme == "http" && !loopback(u.Hostname()):
		return "must use https: over http the trace key would cross the network in clear text"
	}
	return ""
}

func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// base is s's base URL without a trailing slash.
func (s Source) base() string { return strings.TrimRight(s.BaseURL, "/") }

// URL is the deep link to trace traceID in s's provider, or "" when the
// provider has none from a trace id alone:
//   - LANGFUSE: <baseUrl>/project/<project>/traces/<traceId> (project
//     required);
//   - PHOENIX: <baseUrl>/projects/<project>/traces/<traceId> (project
//     required; Phoenix names a project by its id in the path);
//   - LANGSMITH and OTLP: none (LangSmith's links need its own run id, and
//     an OTLP collector has no UI).
func (s Source) URL(traceID string) string {
	if !Valid(traceID) || s.Project == "" {
		return ""
	}
	p := url.PathEscape(s.Project)
	switch s.Provider {
	case Langfuse:
		return s.base() + "/project/" + p + "/traces/" + traceID
	case Phoenix:
		return s.base() + "/projects/" + p + "/traces/" + traceID
	}
	return ""
}

// Collectable reports whether the trace can be fetched from s's API after
// the run: a provider with a trace API this release speaks (Langfuse) and a
// key.
func (s Source) Collectable() bool {
	return s.Provider == Langfuse && s.APIKeySecret != ""
}

// Live is the agent's trace of a run's current attempt as the API shows
// it (Run.liveTrace): derived, never stored.
type Live struct {
	TraceID  string  `json:"traceId"`
	Provider string  `json:"provider"`
	URL      *string `json:"url,omitempty"`
}
