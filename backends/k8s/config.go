package k8s

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"time"

	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"

	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/runtime"
)

// Defaults of the Config fields left zero.
const (
	// ImageDefault is the image of a job whose case and harness name none.
	// Every job's image needs a POSIX sh with mkfifo, od, sed, date and
	// sha256sum, and a way to start the harness as another user: setpriv
	// (util-linux, in every Debian and Ubuntu image), su-exec, gosu or GNU
	// chroot. Alpine's busybox has none of the four.
	// Uploading the files the harness leaves under EVERDICT_ARTIFACTS_DIR
	// also takes curl (and find, sort, head and tr), which this image
	// lacks: its files are dropped, named in the result.
	ImageDefault = "debian:bookworm-slim"
	// GitImageDefault is the image of the init container that clones a
	// case's repository.
	GitImageDefault = "alpine/git:latest"
	// KillGraceDefault is the time between SIGTERM and SIGKILL when the
	// harness outlives its timeout; the pod's termination grace period is
	// this plus killSlack.
	KillGraceDefault = 10 * time.Second
	// GraderTimeoutDefault bounds each TESTS_PASS grader.
	GraderTimeoutDefault = 10 * time.Minute
	// PollIntervalDefault is how often a run's pod is looked at when its
	// watch is quiet, and the pause before a broken log stream or a failed
	// request is tried again.
	PollIntervalDefault = 2 * time.Second
	// StopTimeoutDefault bounds how long Cancel, and a Dispatch or Adopt
	// whose context was canceled, wait for a stopped run's pod to end.
	StopTimeoutDefault = 2 * time.Minute
	// JobTTLDefault is how long a finished Job (and its pod and logs) is
	// kept before Kubernetes deletes it (ttlSecondsAfterFinished). A run
	// adopted after that reads as Absent.
	JobTTLDefault = 24 * time.Hour
	// HarnessUIDsDefault is the range, "first-last", a tenant's harnesses
	// get their user from (Config.HarnessUIDs): above the ids images give
	// their own users (1000, 999, 101…) and below distroless's nonroot
	// (65532) and nobody (65534), inside the 65,536 ids a pod's user
	// namespace maps (k8s.userNamespaces).
	HarnessUIDsDefault = "10000-65519"
	// RuntimeNameDefault is the value of the runtime log key when
	// Config.Name is empty.
	RuntimeNameDefault = "k8s"
)

// killSlack is added to the kill grace for the pod's termination grace.
const killSlack = 5 * time.Second

// Config configures a Backend. Either Kubeconfig or Clientset is required;
// every other zero field takes its …Default. A Config is a plain value; New
// copies it.
type Config struct {
	// Spec is the runtime's Kubernetes block: API server or context,
	// namespace and runtime class.
	Spec runtime.K8sSpec
	// Name names the runtime in the backend's logs (key runtime).
	Name string
	// Kubeconfig is the kubeconfig, resolved by the caller from
	// Spec.KubeconfigSecret. It is read in memory, never written to disk,
	// and must carry its credentials inline: a kubeconfig that names files
	// or runs a credential plugin (exec, auth-provider) is refused, since
	// either would act on the control plane's host. Spec.Context selects
	// its context and Spec.APIServer overrides its server.
	Kubeconfig []byte
	// Clientset talks to the cluster; nil means one built from
	// Kubeconfig. Tests inject client-go's fake here (a Kubeconfig given
	// as well is still checked).
	Clientset kubernetes.Interface
	// Dial, when set, makes every connection to the API server (the
	// control plane passes one that refuses forbidden destinations); nil
	// means the default dialer.
	Dial func(ctx context.Context, network, address string) (net.Conn, error)
	// Logs reads a container's stdout; nil means the clientset's pod logs.
	Logs LogSource
	// Logger receives the backend's own logs (keys run_id, tenant,
	// runtime); nil discards them. Secret values are never logged.
	Logger *slog.Logger
	// Image is the image of a job whose case and harness name none.
	Image string
	// GitImage is the image of the clone init container.
	GitImage string
	// KillGrace is the time between SIGTERM and SIGKILL at a timeout.
	KillGrace time.Duration
	// GraderTimeout bounds each TESTS_PASS grader.
	GraderTimeout time.Duration
	// PollInterval is how often a quiet run is looked at.
	PollInterval time.Duration
	// StopTimeout bounds the wait for a stopped run to end.
	StopTimeout time.Duration
	// JobTTL is how long a finished Job is kept.
	JobTTL time.Duration
	// WireKey is the control plane's secret each run's wire key is derived
	// from (wire.RunKey): the wrapper authenticates the run's end record
	// with it, so a harness cannot forge its result. Required, the same on
	// every replica (a run adopted elsewhere is checked with it).
	WireKey []byte
	// HarnessUIDs is the range, "first-last", the user a tenant's
	// harnesses and graders run as in the pod is chosen from: one uid per
	// tenant (wire.UIDs.Tenant), never 0 nor the control plane's own; ""
	// takes HarnessUIDsDefault. With Spec.UserNamespaces it must end at
	// 65535 at most, the ids a pod's user namespace maps.
	HarnessUIDs string
	// DenyInternet also denies the pods' egress to public addresses; by
	// default a run may reach the internet (an agent calls its model's
	// API), never another namespace or a private address.
	DenyInternet bool

	uids wire.UIDs
}

func (c Config) withDefaults() (Config, error) {
	if c.Clientset == nil && len(c.Kubeconfig) == 0 {
		return c, errors.New("k8s backend: a kubeconfig is required")
	}
	if c.HarnessUIDs == "" {
		c.HarnessUIDs = HarnessUIDsDefault
	}
	uids, err := wire.CheckIdentity(c.WireKey, c.HarnessUIDs)
	if err != nil {
		return c, fmt.Errorf("k8s backend: %w", err)
	}
	if c.Spec.UserNamespaces && uids.Last() > userNamespaceLastID {
		return c, fmt.Errorf("k8s backend: harness uids %s: with k8s.userNamespaces a pod maps ids 0-%d only", uids, userNamespaceLastID)
	}
	c.uids = uids
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	str := func(s *string, v string) {
		if *s == "" {
			*s = v
		}
	}
	str(&c.Name, RuntimeNameDefault)
	str(&c.Image, ImageDefault)
	str(&c.GitImage, GitImageDefault)
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.KillGrace, KillGraceDefault)
	def(&c.GraderTimeout, GraderTimeoutDefault)
	def(&c.PollInterval, PollIntervalDefault)
	def(&c.StopTimeout, StopTimeoutDefault)
	def(&c.JobTTL, JobTTLDefault)
	return c, nil
}

// userNamespaceLastID is the last id a pod's user namespace maps: the
// kubelet gives each pod 65,536 ids.
const userNamespaceLastID = 65535

// ConfigFor returns the Config of a K8S runtime: its Kubernetes block, its
// name, and its kubeconfig looked up in secrets (the values of the secrets
// the spec names, keyed by name). Other fields are left to their defaults;
// set Logger on the result as needed.
func ConfigFor(spec runtime.RuntimeSpec, secrets map[string]string) (Config, error) {
	if spec.Kind != runtime.KindK8s || spec.K8s == nil {
		return Config{}, fmt.Errorf("k8s backend: runtime %q is not a K8S runtime", spec.Name)
	}
	kc, ok := secrets[spec.K8s.KubeconfigSecret]
	if spec.K8s.KubeconfigSecret == "" || !ok {
		return Config{}, fmt.Errorf("k8s backend: runtime %q: kubeconfig secret %q was not resolved", spec.Name, spec.K8s.KubeconfigSecret)
	}
	return Config{Spec: *spec.K8s, Name: spec.Name, Kubeconfig: []byte(kc)}, nil
}

// restConfig reads a kubeconfig in memory: the spec's context (or the
// current one), the spec's API server over the context's. It refuses
// credential plugins and file references, which would run or read on the
// control plane's host.
func restConfig(kubeconfig []byte, spec runtime.K8sSpec) (*rest.Config, error) {
	raw, err := clientcmd.Load(kubeconfig)
	if err != nil {
		return nil, fmt.Errorf("k8s backend: read the kubeconfig: %w", err)
	}
	name := spec.Context
	if name == "" {
		name = raw.CurrentContext
	}
	kctx, ok := raw.Contexts[name]
	if !ok {
		return nil, fmt.Errorf("k8s backend: the kubeconfig has no context %q", name)
	}
	if err := inline(raw, kctx); err != nil {
		return nil, fmt.Errorf("k8s backend: kubeconfig context %q: %w", name, err)
	}
	overrides := &clientcmd.ConfigOverrides{}
	if spec.APIServer != "" {
		overrides.ClusterInfo.Server = spec.APIServer
	}
	cfg, err := clientcmd.NewNonInteractiveClientConfig(*raw, name, overrides, nil).ClientConfig()
	if err != nil {
		return nil, fmt.Errorf("k8s backend: kubeconfig context %q: %w", name, err)
	}
	return cfg, nil
}

// inline checks that a context's cluster and user carry everything inline.
func inline(raw *clientcmdapi.Config, kctx *clientcmdapi.Context) error {
	if c, ok := raw.Clusters[kctx.Cluster]; ok && c.CertificateAuthority != "" {
		return errors.New("the cluster names a certificate-authority file: use certificate-authority-data")
	}
	u, ok := raw.AuthInfos[kctx.AuthInfo]
	if !ok {
		return nil
	}
	switch {
	case u.Exec != nil:
		return errors.New("the user runs an exec credential plugin, which would run on the control plane: use a token or client certificate data")
	case u.AuthProvider != nil:
		return errors.New("the user uses an auth-provider plugin: use a token or client certificate data")
	case u.TokenFile != "":
		return errors.New("the user names a token file: use token")
	case u.ClientCertificate != "" || u.ClientKey != "":
		return errors.New("the user names client certificate files: use client-certificate-data and client-key-data")
	}
	return nil
}

// CheckKubeconfig reports whether a kubeconfig can serve a runtime of spec:
// it parses, has the spec's context (or a current one), and uses no
// credential plugin or file reference. The registry calls it at register so
// a bad kubeconfig is refused early. The error never quotes the kubeconfig.
func CheckKubeconfig(kubeconfig []byte, spec runtime.K8sSpec) error {
	if _, err := clientcmd.Load(kubeconfig); err != nil {
		return errors.New("the secret does not hold a readable kubeconfig")
	}
	if _, err := restConfig(kubeconfig, spec); err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "k8s backend: "))
	}
	return nil
}
