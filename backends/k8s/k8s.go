package k8s

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"

	authorizationv1 "k8s.io/api/authorization/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	apiequality "k8s.io/apimachinery/pkg/api/equality"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/kubernetes"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/runtime"
)

// annFailed records on a Job that the backend stopped it because its pod
// could not start (an image that cannot be pulled): CODE: message.
const annFailed = "everdict.io/failed"

// LogSource reads the stdout of a run's container. Implementations are safe
// for concurrent use.
type LogSource interface {
	// Stream returns the container's log from its first byte. With follow
	// it goes on until the container has ended or ctx is done; without, it
	// ends at what was written so far.
	Stream(ctx context.Context, namespace, pod, container string, follow bool) (io.ReadCloser, error)
}

// clientsetLogs is the LogSource of a clientset: the pod's log API.
type clientsetLogs struct{ cs kubernetes.Interface }

func (c clientsetLogs) Stream(ctx context.Context, ns, pod, container string, follow bool) (io.ReadCloser, error) {
	return c.cs.CoreV1().Pods(ns).GetLogs(pod, &corev1.PodLogOptions{Container: container, Follow: follow}).Stream(ctx)
}

// Backend is the K8S backend. Make one with New; the zero value is not
// usable. It is safe for concurrent use, and it keeps no state of its own:
// the cluster is the record, so several Backends (in one process or in
// successive ones) over the same cluster see the same runs.
type Backend struct {
	cfg  Config
	cs   kubernetes.Interface
	logs LogSource
	log  *slog.Logger
	// exec reaches the pods' exec subresource; nil without a kubeconfig
	// (a Config with a Clientset only), where Access is unsupported.
	exec *execEndpoint

	mu sync.Mutex
	// namespaces remembers the namespace of the runs this instance
	// dispatched or found, to spare a search by run id.
	namespaces map[string]string
}

var (
	_ backends.Backend  = (*Backend)(nil)
	_ backends.Hardener = (*Backend)(nil)
)

// New returns a Backend for the cluster of cfg.Kubeconfig (or
// cfg.Clientset). It does not contact the cluster (see Probe).
func New(cfg Config) (*Backend, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	cs := cfg.Clientset
	var exec *execEndpoint
	if len(cfg.Kubeconfig) > 0 {
		rc, err := restConfig(cfg.Kubeconfig, cfg.Spec)
		if err != nil {
			return nil, err
		}
		if cfg.Dial != nil {
			rc.Dial = cfg.Dial
		}
		if exec, err = newExecEndpoint(rc); err != nil {
			return nil, err
		}
		if cs == nil {
			if cs, err = kubernetes.NewForConfig(rc); err != nil {
				return nil, fmt.Errorf("k8s backend: %w", err)
			}
		}
	}
	logs := cfg.Logs
	if logs == nil {
		logs = clientsetLogs{cs}
	}
	return &Backend{
		cfg:        cfg,
		cs:         cs,
		logs:       logs,
		log:        cfg.Logger.With("runtime", cfg.Name),
		exec:       exec,
		namespaces: map[string]string{},
	}, nil
}

// SandboxAvailable reports whether the spec's runtime class puts a kernel
// boundary around a pod (gVisor, Kata, Firecracker by their conventional
// names), so a job whose trust zone requires a hardened runtime can run.
func (b *Backend) SandboxAvailable() bool {
	return runtime.RuntimeSpec{Kind: runtime.KindK8s, K8s: &b.cfg.Spec}.Hardened()
}

// namespace is where a run of this zone is placed (backends.Namespace).
func (b *Backend) namespace(zone domain.TrustZone) string {
	return backends.Namespace(b.cfg.Spec.Namespace, zone)
}

func (b *Backend) remember(runID, ns string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.namespaces[runID] = ns
}

// Dispatch makes sure the namespace's network policy is in place, creates the
// run's config map (task text and seed files) and Job, and follows its pod to
// the end. See backends.Backend for the contract. A job whose zone requires
// hardening is refused with SANDBOX_UNAVAILABLE (class CONFIG) unless the
// spec's runtime class isolates; nothing is created then.
func (b *Backend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if err := job.Validate(); err != nil {
		return evalcase.Result{}, err
	}
	log := b.log.With("run_id", job.RunID, "tenant", job.Tenant)
	if (job.Zone.HardenedRequired || !job.Zone.Trusted) && !b.SandboxAvailable() {
		log.Warn("refused: hardened run on a runtime without an isolating runtime class")
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeSandboxUnavailable,
			"run %s needs a hardened runtime and the runtime class %q shares the node's kernel: %w",
			job.RunID, b.cfg.Spec.RuntimeClass, backends.ErrSandboxUnavailable)
	}
	ns := b.namespace(job.Zone)
	objs, err := b.buildObjects(job, ns)
	if err != nil {
		return evalcase.Result{}, err
	}
	cm, secret, kjob := objs.ConfigMap, objs.Secret, objs.Job
	if ctx.Err() != nil {
		return evalcase.Result{}, stoppedError(ctx)
	}
	jobs := b.cs.BatchV1().Jobs(ns)
	if _, err := jobs.Get(ctx, kjob.Name, metav1.GetOptions{}); err == nil {
		return evalcase.Result{}, duplicate(job.RunID)
	} else if !apierrors.IsNotFound(err) {
		return evalcase.Result{}, b.apiError("look up job "+kjob.Name, err)
	}
	if err := b.ensurePolicy(ctx, ns); err != nil {
		return evalcase.Result{}, err
	}
	cms := b.cs.CoreV1().ConfigMaps(ns)
	if _, err := cms.Create(ctx, cm, metav1.CreateOptions{}); apierrors.IsAlreadyExists(err) {
		// Left by a dispatch that died before it created its Job.
		_, err = cms.Update(ctx, cm, metav1.UpdateOptions{})
		if err != nil {
			return evalcase.Result{}, b.apiError("replace config map "+cm.Name, err)
		}
	} else if err != nil {
		return evalcase.Result{}, b.apiError("create config map "+cm.Name, err)
	}
	if secret != nil {
		if err := b.putSecret(ctx, secret); err != nil {
			_ = cms.Delete(context.WithoutCancel(ctx), cm.Name, metav1.DeleteOptions{})
			return evalcase.Result{}, err
		}
	}
	created, err := jobs.Create(ctx, kjob, metav1.CreateOptions{})
	if err != nil {
		if apierrors.IsAlreadyExists(err) {
			return evalcase.Result{}, duplicate(job.RunID)
		}
		_ = cms.Delete(context.WithoutCancel(ctx), cm.Name, metav1.DeleteOptions{})
		if secret != nil {
			b.dropSecret(context.WithoutCancel(ctx), log, ns, secret.Name)
		}
		log.Error("create job failed", "err", err)
		return evalcase.Result{}, b.apiError("create job "+kjob.Name, err)
	}
	b.own(ctx, log, cm, secret, created)
	b.remember(job.RunID, ns)
	log.Info("run dispatched", "namespace", ns, "job", created.Name)
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	rm, err := readMeta(created.Annotations)
	if err != nil {
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "%w", err)
	}
	res, err, _ := b.follow(ctx, ns, created.Name, rm, 0, logs)
	if secret != nil && !errors.Is(err, backends.ErrDetached) {
		// The run is over: its pod needs the secret no more.
		b.dropSecret(context.WithoutCancel(ctx), log, ns, secret.Name)
	}
	logEnd(log, res, err)
	return res, err
}

// putSecret creates a run's secret, or replaces one left by a dispatch that
// died before it created its Job.
func (b *Backend) putSecret(ctx context.Context, secret *corev1.Secret) error {
	secrets := b.cs.CoreV1().Secrets(secret.Namespace)
	_, err := secrets.Create(ctx, secret, metav1.CreateOptions{})
	if apierrors.IsAlreadyExists(err) {
		// It is immutable: delete and create it again.
		if err = secrets.Delete(ctx, secret.Name, metav1.DeleteOptions{}); err == nil || apierrors.IsNotFound(err) {
			_, err = secrets.Create(ctx, secret, metav1.CreateOptions{})
		}
	}
	if err != nil {
		return b.apiError("create secret "+secret.Name, err)
	}
	return nil
}

// dropSecret deletes a run's secret, if it has one. A failure leaves it to
// the Job's owner reference (it goes with the Job).
func (b *Backend) dropSecret(ctx context.Context, log *slog.Logger, ns, name string) {
	err := b.cs.CoreV1().Secrets(ns).Delete(ctx, name, metav1.DeleteOptions{})
	if err != nil && !apierrors.IsNotFound(err) {
		log.Warn("the run's secret was not deleted; it goes with its job", "err", err)
	}
}

// own makes the Job the owner of its config map and secret (nil when none),
// so Kubernetes deletes them with the Job. A failure only leaves the config
// map behind; the secret is also deleted when the run ends or is canceled.
func (b *Backend) own(ctx context.Context, log *slog.Logger, cm *corev1.ConfigMap, secret *corev1.Secret, owner *batchv1.Job) {
	if owner.UID == "" {
		return
	}
	patch := fmt.Appendf(nil, `{"metadata":{"ownerReferences":[{"apiVersion":"batch/v1","kind":"Job","name":%q,"uid":%q}]}}`, owner.Name, owner.UID)
	if _, err := b.cs.CoreV1().ConfigMaps(cm.Namespace).Patch(ctx, cm.Name, types.MergePatchType, patch, metav1.PatchOptions{}); err != nil {
		log.Warn("the config map of the run keeps no owner; it outlives its job", "err", err)
	}
	if secret == nil {
		return
	}
	if _, err := b.cs.CoreV1().Secrets(secret.Namespace).Patch(ctx, secret.Name, types.MergePatchType, patch, metav1.PatchOptions{}); err != nil {
		log.Warn("the secret of the run keeps no owner; it is deleted when the run ends", "err", err)
	}
}

// ensurePolicy creates the namespace's network policy, or puts it back as it
// should be.
func (b *Backend) ensurePolicy(ctx context.Context, ns string) error {
	want := b.networkPolicy(ns)
	nps := b.cs.NetworkingV1().NetworkPolicies(ns)
	got, err := nps.Get(ctx, policyName, metav1.GetOptions{})
	switch {
	case apierrors.IsNotFound(err):
		if _, err := nps.Create(ctx, want, metav1.CreateOptions{}); err != nil && !apierrors.IsAlreadyExists(err) {
			return b.apiError("create network policy "+policyName+" in namespace "+ns, err)
		}
		return nil
	case err != nil:
		return b.apiError("read network policy "+policyName+" in namespace "+ns, err)
	case apiequality.Semantic.DeepEqual(got.Spec, want.Spec):
		return nil
	}
	got.Spec = want.Spec
	if _, err := nps.Update(ctx, got, metav1.UpdateOptions{}); err != nil {
		return b.apiError("update network policy "+policyName+" in namespace "+ns, err)
	}
	return nil
}

func duplicate(runID string) error {
	return backends.Errorf(domain.FailureConfig, backends.CodeDuplicateRun, "run %s: %w", runID, backends.ErrDuplicateRun)
}

// found is a run's Job found by run id.
type found struct {
	ns  string
	job *batchv1.Job
}

// find looks a run's Job up: by name in the namespace this instance
// remembers or the spec names, or (when the spec leaves the namespace to the
// trust zone) by its labelRun across every namespace, which needs the right
// to list Jobs cluster-wide. ok is false when there is none.
func (b *Backend) find(ctx context.Context, runID string) (f found, ok bool, err error) {
	b.mu.Lock()
	ns, known := b.namespaces[runID]
	b.mu.Unlock()
	if !known && b.cfg.Spec.Namespace != "" {
		ns, known = b.cfg.Spec.Namespace, true
	}
	if known {
		j, err := b.cs.BatchV1().Jobs(ns).Get(ctx, jobName(runID), metav1.GetOptions{})
		switch {
		case err == nil && j.Annotations[annRunID] == runID:
			return found{ns, j}, true, nil
		case err != nil && !apierrors.IsNotFound(err):
			return f, false, b.apiError("look up job "+jobName(runID), err)
		case b.cfg.Spec.Namespace != "":
			return f, false, nil
		}
	}
	list, err := b.cs.BatchV1().Jobs(metav1.NamespaceAll).List(ctx, metav1.ListOptions{LabelSelector: labelRun + "=" + runLabel(runID)})
	if err != nil {
		return f, false, b.apiError("search the job of run "+runID, err)
	}
	for i := range list.Items {
		if j := &list.Items[i]; j.Annotations[annRunID] == runID {
			b.remember(runID, j.Namespace)
			return found{j.Namespace, j}, true, nil
		}
	}
	return f, false, nil
}

// finished reports whether a Job has its Complete or Failed condition.
func finished(j *batchv1.Job) (done bool, reason string) {
	for _, c := range j.Status.Conditions {
		if (c.Type == batchv1.JobComplete || c.Type == batchv1.JobFailed) && c.Status == corev1.ConditionTrue {
			return true, c.Reason + ": " + c.Message
		}
	}
	return false, ""
}

// Cancel stops the run: it marks the Job canceled and suspends it, so the
// Job controller deletes its pod and the Job stays the record of the cancel
// (deleting it would make a later Adopt read Absent and run it again). It
// waits until the pod is gone or has ended. A Job that already finished is
// left alone: its result stands.
func (b *Backend) Cancel(ctx context.Context, runID string) error {
	if !backends.ValidRunID(runID) {
		return fmt.Errorf("cancel run %q: %w", runID, backends.ErrNotFound)
	}
	f, ok, err := b.find(ctx, runID)
	if err != nil {
		return fmt.Errorf("cancel run %s: %w", runID, err)
	}
	if !ok {
		return fmt.Errorf("cancel run %s: %w", runID, backends.ErrNotFound)
	}
	if done, _ := finished(f.job); done {
		return nil
	}
	b.log.Info("canceling run", "run_id", runID, "tenant", f.job.Annotations[annTenant])
	if err := b.stop(ctx, f.ns, f.job.Name, annCanceled, "true"); err != nil {
		return fmt.Errorf("cancel run %s: %w", runID, err)
	}
	ctx, cancel := context.WithTimeout(ctx, b.cfg.StopTimeout)
	defer cancel()
	if err := b.awaitEnd(ctx, f.ns, runLabel(runID)); err != nil {
		return fmt.Errorf("cancel run %s: %w", runID, err)
	}
	b.dropSecret(ctx, b.log.With("run_id", runID), f.ns, f.job.Name)
	return nil
}

// stop annotates a Job (key: value says why) and suspends it.
func (b *Backend) stop(ctx context.Context, ns, name, key, value string) error {
	patch := fmt.Appendf(nil, `{"metadata":{"annotations":{%q:%q}},"spec":{"suspend":true}}`, key, value)
	if _, err := b.cs.BatchV1().Jobs(ns).Patch(ctx, name, types.MergePatchType, patch, metav1.PatchOptions{}); err != nil && !apierrors.IsNotFound(err) {
		return b.apiError("stop job "+name, err)
	}
	return nil
}

// awaitEnd waits until the run has no live pod, looking at each pod event and
// every poll interval.
func (b *Backend) awaitEnd(ctx context.Context, ns, label string) error {
	pokes := b.pokes(ctx, ns, label)
	tick := time.NewTicker(b.cfg.PollInterval)
	defer tick.Stop()
	for {
		pods, err := b.cs.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{LabelSelector: labelRun + "=" + label})
		if err != nil {
			if ctx.Err() != nil {
				return context.Cause(ctx)
			}
			return b.apiError("list the pods of "+label, err)
		}
		live := false
		for _, p := range pods.Items {
			live = live || p.Status.Phase != corev1.PodSucceeded && p.Status.Phase != corev1.PodFailed
		}
		if !live {
			return nil
		}
		select {
		case <-pokes:
		case <-tick.C:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
}

// Adopt finds the run's Job by correlation id: none is Absent; one is
// followed to its end (replaying its logs after fromSeq) and Adopted; one
// whose outcome can no longer be read (its pod is gone, or it is not a Job
// Everdict created) is Unknown. A cluster that cannot be asked is Unknown
// too, with the error. Detaching (ctx canceled with ErrDetached) returns
// Unknown with the detached error.
func (b *Backend) Adopt(ctx context.Context, runID string, fromSeq int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if !backends.ValidRunID(runID) {
		return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob,
			"run id %q is not a valid correlation id: %w", runID, backends.ErrInvalidJob)
	}
	f, ok, err := b.find(ctx, runID)
	if err != nil {
		return backends.Unknown, evalcase.Result{}, err
	}
	if !ok {
		return backends.Absent, evalcase.Result{}, nil
	}
	rm, err := readMeta(f.job.Annotations)
	if err != nil {
		return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeJobLost, "job %s: %w", f.job.Name, err)
	}
	log := b.log.With("run_id", runID, "tenant", rm.Tenant)
	log.Info("run adopted: following it")
	res, err, known := b.follow(ctx, f.ns, f.job.Name, rm, fromSeq, logs)
	if !known {
		log.Warn("run unknown", "err", err)
		return backends.Unknown, evalcase.Result{}, err
	}
	b.dropSecret(context.WithoutCancel(ctx), log, f.ns, f.job.Name)
	logEnd(log, res, err)
	return backends.Adopted, res, err
}

// Probe asks the cluster for its version (reachability) and whether the
// credentials may create Jobs in the spec's namespace (in every namespace
// when the spec leaves it to the trust zone), with a
// SelfSubjectAccessReview. Authenticated is true only when they may.
func (b *Backend) Probe(ctx context.Context) (backends.ProbeResult, error) {
	if err := ctx.Err(); err != nil {
		return backends.ProbeResult{}, err
	}
	v, err := discovery.ToDiscoveryInterfaceWithContext(b.cs.Discovery()).ServerVersionWithContext(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return backends.ProbeResult{}, context.Cause(ctx)
		}
		msg := b.apiError("ask for the version", err).Error()
		return backends.ProbeResult{Reachable: apierrors.IsUnauthorized(err) || apierrors.IsForbidden(err), Message: msg}, nil
	}
	res := backends.ProbeResult{Reachable: true, Hardened: b.SandboxAvailable()}
	ns := b.cfg.Spec.Namespace
	where := "namespace " + ns
	if ns == "" {
		where = "every namespace"
	}
	review, err := b.cs.AuthorizationV1().SelfSubjectAccessReviews().Create(ctx, &authorizationv1.SelfSubjectAccessReview{
		Spec: authorizationv1.SelfSubjectAccessReviewSpec{ResourceAttributes: &authorizationv1.ResourceAttributes{
			Namespace: ns, Verb: "create", Group: "batch", Resource: "jobs",
		}},
	}, metav1.CreateOptions{})
	if err != nil {
		if ctx.Err() != nil {
			return backends.ProbeResult{}, context.Cause(ctx)
		}
		res.Message = b.apiError("review the credentials", err).Error()
		return res, nil
	}
	if !review.Status.Allowed {
		res.Message = fmt.Sprintf("kubernetes %s reachable; the credentials may not create jobs in %s: %s", v.GitVersion, where, review.Status.Reason)
		return res, nil
	}
	res.Authenticated = true
	res.Message = fmt.Sprintf("kubernetes %s reachable; the credentials may create jobs in %s; runtime class %q", v.GitVersion, where, b.cfg.Spec.RuntimeClass)
	return res, nil
}

// apiError translates an error of the Kubernetes API into a backends.Error:
// CONFIG/INVALID_JOB for an object the API found invalid (a harness env name
// Kubernetes refuses), INFRA otherwise (the cluster refused or could not be
// reached).
func (b *Backend) apiError(op string, err error) *backends.Error {
	var status apierrors.APIStatus
	switch {
	case apierrors.IsInvalid(err):
		return backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob, "kubernetes refused the run's objects: %s: %w", op, err)
	case apierrors.IsUnauthorized(err) || apierrors.IsForbidden(err):
		return backends.Errorf(domain.FailureInfra, backends.CodeUnauthorized, "kubernetes rejected the credentials: %s: %w", op, err)
	case errors.As(err, &status):
		return backends.Errorf(domain.FailureInfra, backends.CodeBackend, "kubernetes: %s: %w", op, err)
	}
	return backends.Errorf(domain.FailureInfra, backends.CodeUnreachable, "kubernetes is unreachable: %s: %w", op, err)
}

// stoppedError is what Dispatch and Adopt return for a done ctx: detached
// (INTERRUPTED, the job left running) or canceled.
func stoppedError(ctx context.Context) error {
	cause := context.Cause(ctx)
	if errors.Is(cause, backends.ErrDetached) {
		return &backends.Error{Class: domain.FailureInterrupted, Code: backends.CodeDetached,
			Message: "detached from the run; it keeps running", Err: cause}
	}
	return &backends.Error{Class: domain.FailureCanceled, Code: backends.CodeCanceled, Message: "the run was canceled", Err: cause}
}

func logEnd(log *slog.Logger, res evalcase.Result, err error) {
	if err != nil {
		log.Info("run failed", "class", backends.ClassOf(err), "code", backends.CodeOf(err), "err", err)
		return
	}
	log.Info("run graded", "verdict", res.Verdict, "limit_hit", res.LimitHit)
}
