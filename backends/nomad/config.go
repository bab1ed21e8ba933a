package nomad

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/runtime"
)

// Defaults of the Config fields left zero.
const (
	// ImageDefault is the container image of a job on an image driver
	// (docker, podman) whose case and harness name none. Every job's image
	// (or, on exec and raw_exec, the client's host) needs a POSIX sh with
	// mkfifo, od, sed, date and sha256sum, and a way to start the harness
	// as another user: setpriv (util-linux, in every Debian and Ubuntu
	// image), su-exec, gosu or GNU chroot. Alpine's busybox has none of the
	// four.
	// Uploading the files the harness leaves under EVERDICT_ARTIFACTS_DIR
	// also takes curl (and find, sort, head and tr), which this image
	// lacks: its files are dropped, named in the result.
	ImageDefault = "debian:bookworm-slim"
	// GitImageDefault is the image of the prestart task that clones a
	// private repository on an image driver (it needs git and a POSIX sh).
	GitImageDefault = "alpine/git:latest"
	// CPUMHzPerCoreDefault converts a case's CPU claim (cores) into Nomad's
	// CPU shares (MHz): 1 core = 1000 MHz. Nomad schedules MHz against the
	// node's total (cores × clock), so this is a share, not a clock speed.
	CPUMHzPerCoreDefault = 1000
	// KillGraceDefault is the time between SIGTERM and SIGKILL when the
	// harness outlives its timeout; the task's kill_timeout is this plus
	// killSlack, so the wrapper can clean up when Nomad stops it.
	KillGraceDefault = 10 * time.Second
	// GraderTimeoutDefault bounds each TESTS_PASS grader.
	GraderTimeoutDefault = 10 * time.Minute
	// WaitTimeDefault bounds each blocking query on the job's allocations.
	WaitTimeDefault = time.Minute
	// PollIntervalDefault is the pause before a broken log stream or a
	// failed query is tried again.
	PollIntervalDefault = time.Second
	// StopTimeoutDefault bounds how long Cancel, and a Dispatch or Adopt
	// whose context was canceled, wait for a stopped job's allocation to
	// end.
	StopTimeoutDefault = 2 * time.Minute
	// HarnessUIDsDefault is the range, "first-last", a tenant's harnesses
	// get their user from (Config.HarnessUIDs): the 65,536 ids right after
	// the LOCAL backend's (local.JobUIDsDefault), above the ids
	// distributions give accounts and systemd its dynamic users, so that
	// on an exec or raw_exec client, which runs tasks on its own host, no
	// harness runs as an account of that host or as a LOCAL run.
	HarnessUIDsDefault = "1879113728-1879179263"
	// RuntimeNameDefault is the value of the runtime log key when
	// Config.Name is empty.
	RuntimeNameDefault = "nomad"
)

// killSlack is added to the kill grace for the task's kill_timeout.
const killSlack = 5 * time.Second

// Config configures a Backend. Spec.Addr is required; every other zero field
// takes its …Default. A Config is a plain value; New copies it.
type Config struct {
	// Spec is the runtime's Nomad block: address, region, namespace,
	// datacenters and driver.
	Spec runtime.NomadSpec
	// Name names the runtime in the backend's logs (key runtime).
	Name string
	// Token is the Nomad ACL token, resolved by the caller from
	// Spec.AuthSecret; empty for a cluster without ACLs. It is sent only
	// as the API client's X-Nomad-Token header: never in a job, never
	// logged.
	Token string
	// HTTPClient makes the API requests; nil means a client of the Nomad
	// API package's defaults (TLS from the system roots).
	HTTPClient *http.Client
	// Logger receives the backend's own logs (keys run_id, tenant,
	// runtime); nil discards them. Secret values are never logged.
	Logger *slog.Logger
	// Image is the image of a job on an image driver when neither its case
	// nor its harness names one.
	Image string
	// GitImage is the image of the prestart task that clones a private
	// repository on an image driver (exec and raw_exec run the client's
	// git).
	GitImage string
	// CPUMHzPerCore converts a case's CPU claim into MHz.
	CPUMHzPerCore int
	// KillGrace is the time between SIGTERM and SIGKILL at a timeout.
	KillGrace time.Duration
	// GraderTimeout bounds each TESTS_PASS grader.
	GraderTimeout time.Duration
	// WaitTime bounds each blocking query.
	WaitTime time.Duration
	// PollInterval is the pause before a failed query or a broken log
	// stream is tried again.
	PollInterval time.Duration
	// StopTimeout bounds the wait for a stopped job to end.
	StopTimeout time.Duration
	// WireKey is the control plane's secret each run's wire key is derived
	// from (wire.RunKey): the wrapper authenticates the run's end record
	// with it, so a harness cannot forge its result. Required, the same on
	// every replica (a run adopted elsewhere is checked with it).
	WireKey []byte
	// HarnessUIDs is the range, "first-last", the user a tenant's
	// harnesses and graders run as in the task is chosen from: one uid per
	// tenant (wire.UIDs.Tenant), never 0 nor the control plane's own; ""
	// takes HarnessUIDsDefault.
	HarnessUIDs string

	uids wire.UIDs
}

func (c Config) withDefaults() (Config, error) {
	if c.Spec.Addr == "" {
		return c, errors.New("nomad backend: address is required")
	}
	u, err := url.Parse(c.Spec.Addr)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("nomad backend: address %q is not an http(s) URL", c.Spec.Addr)
	}
	if c.HarnessUIDs == "" {
		c.HarnessUIDs = HarnessUIDsDefault
	}
	uids, err := wire.CheckIdentity(c.WireKey, c.HarnessUIDs)
	if err != nil {
		return c, fmt.Errorf("nomad backend: %w", err)
	}
	c.uids = uids
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Name == "" {
		c.Name = RuntimeNameDefault
	}
	if c.Image == "" {
		c.Image = ImageDefault
	}
	if c.GitImage == "" {
		c.GitImage = GitImageDefault
	}
	if c.CPUMHzPerCore <= 0 {
		c.CPUMHzPerCore = CPUMHzPerCoreDefault
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.KillGrace, KillGraceDefault)
	def(&c.GraderTimeout, GraderTimeoutDefault)
	def(&c.WaitTime, WaitTimeDefault)
	def(&c.PollInterval, PollIntervalDefault)
	def(&c.StopTimeout, StopTimeoutDefault)
	return c, nil
}

// ConfigFor returns the Config of a NOMAD runtime: its Nomad block, its name,
// and its ACL token looked up in secrets (the values of the secrets the spec
// names, keyed by name). Other fields are left to their defaults; set Logger
// and HTTPClient on the result as needed.
func ConfigFor(spec runtime.RuntimeSpec, secrets map[string]string) (Config, error) {
	if spec.Kind != runtime.KindNomad || spec.Nomad == nil {
		return Config{}, fmt.Errorf("nomad backend: runtime %q is not a NOMAD runtime", spec.Name)
	}
	cfg := Config{Spec: *spec.Nomad, Name: spec.Name}
	if s := spec.Nomad.AuthSecret; s != "" {
		tok, ok := secrets[s]
		if !ok {
			return Config{}, fmt.Errorf("nomad backend: runtime %q: secret %q was not resolved", spec.Name, s)
		}
		cfg.Token = tok
	}
	return cfg, nil
}
