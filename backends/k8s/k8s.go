package k8s

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

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
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/domain"
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
// successive ones) over the same cluster see the same runs. What a run
// goes through is the cluster core's (backends/internal/cluster); the
// Backend is its Kubernetes platform: Dispatch makes sure the namespace's
// network policy is in place, creates the run's config map, secret and Job
// and follows its pod; Cancel marks the Job canceled and suspends it, so
// the Job controller deletes its pod and the Job stays the record of the
// cancel; Exec and Terminal enter the harness container through the
// pods/exec subresource (remotecommand v5 over a websocket).
type Backend struct {
	cfg  Config
	cs   kubernetes.Interface
	logs LogSource
	log  *slog.Logger
	// exec reaches the pods' exec subresource; nil without a kubeconfig
	// (a Config with a Clientset only), where Access is unsupported.
	exec *execEndpoint
	*core
}

// core is the cluster core over this platform; the Backend embeds it, so
// Dispatch, Cancel, Adopt, Exec, Terminal and Screen are the core's.
type core = cluster.Core[podState]

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
	b := &Backend{cfg: cfg, cs: cs, logs: logs, log: cfg.Logger.With("runtime", cfg.Name), exec: exec}
	b.core = cluster.New[podState](cluster.Config{
		Platform:     "kubernetes",
		Task:         "pod",
		Namespace:    cfg.Spec.Namespace,
		Keys:         keys,
		Workspace:    pathWorkspace,
		Home:         mountWork,
		WireKey:      cfg.WireKey,
		PollInterval: cfg.PollInterval,
		StopTimeout:  cfg.StopTimeout,
		Logger:       b.log,
	}, (*platform)(b), (*platform)(b))
	return b, nil
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

// SandboxAvailable is the Backend's.
func (p *platform) SandboxAvailable() bool { return (*Backend)(p).SandboxAvailable() }

// Unhardened says why a runtime class that does not isolate cannot take a
// hardened job.
func (p *platform) Unhardened() string {
	return fmt.Sprintf("the runtime class %q shares the node's kernel", p.cfg.Spec.RuntimeClass)
}

// Submit makes sure the namespace's network policy is in place and creates
// the run's config map (task text and seed files), secret and Job.
func (p *platform) Submit(ctx context.Context, log *slog.Logger, job backends.Job, ns string) (cluster.Job, error) {
	objs, err := (*Backend)(p).buildObjects(job, ns)
	if err != nil {
		return cluster.Job{}, err
	}
	cm, secret, pull, kjob := objs.ConfigMap, objs.Secret, objs.PullSecret, objs.Job
	if ctx.Err() != nil {
		return cluster.Job{}, cluster.Stopped(ctx)
	}
	jobs := p.cs.BatchV1().Jobs(ns)
	if _, err := jobs.Get(ctx, kjob.Name, metav1.GetOptions{}); err == nil {
		return cluster.Job{}, cluster.Duplicate(job.RunID)
	} else if !apierrors.IsNotFound(err) {
		return cluster.Job{}, p.APIError("look up job "+kjob.Name, err)
	}
	if err := p.ensurePolicy(ctx, ns); err != nil {
		return cluster.Job{}, err
	}
	cms := p.cs.CoreV1().ConfigMaps(ns)
	if _, err := cms.Create(ctx, cm, metav1.CreateOptions{}); apierrors.IsAlreadyExists(err) {
		// Left by a dispatch that died before it created its Job.
		_, err = cms.Update(ctx, cm, metav1.UpdateOptions{})
		if err != nil {
			return cluster.Job{}, p.APIError("replace config map "+cm.Name, err)
		}
	} else if err != nil {
		return cluster.Job{}, p.APIError("create config map "+cm.Name, err)
	}
	if secret != nil {
		if err := p.putSecret(ctx, secret); err != nil {
			_ = cms.Delete(context.WithoutCancel(ctx), cm.Name, metav1.DeleteOptions{})
			return cluster.Job{}, err
		}
	}
	if pull != nil {
		if err := p.putSecret(ctx, pull); err != nil {
			_ = cms.Delete(context.WithoutCancel(ctx), cm.Name, metav1.DeleteOptions{})
			if secret != nil {
				p.dropSecret(context.WithoutCancel(ctx), log, ns, secret.Name)
			}
			return cluster.Job{}, err
		}
	}
	created, err := jobs.Create(ctx, kjob, metav1.CreateOptions{})
	if err != nil {
		if apierrors.IsAlreadyExists(err) {
			return cluster.Job{}, cluster.Duplicate(job.RunID)
		}
		_ = cms.Delete(context.WithoutCancel(ctx), cm.Name, metav1.DeleteOptions{})
		if secret != nil {
			p.dropSecret(context.WithoutCancel(ctx), log, ns, secret.Name)
		}
		if pull != nil {
			p.dropSecret(context.WithoutCancel(ctx), log, ns, pull.Name)
		}
		log.Error("create job failed", "err", err)
		return cluster.Job{}, p.APIError("create job "+kjob.Name, err)
	}
	p.own(ctx, log, cm, created, secret, pull)
	log.Info("run dispatched", "namespace", ns, "job", created.Name)
	j := found(created)
	j.Secret = secret != nil
	return j, nil
}

// putSecret creates a run's secret, or replaces one left by a dispatch that
// died before it created its Job.
func (p *platform) putSecret(ctx context.Context, secret *corev1.Secret) error {
	secrets := p.cs.CoreV1().Secrets(secret.Namespace)
	_, err := secrets.Create(ctx, secret, metav1.CreateOptions{})
	if apierrors.IsAlreadyExists(err) {
		// It is immutable: delete and create it again.
		if err = secrets.Delete(ctx, secret.Name, metav1.DeleteOptions{}); err == nil || apierrors.IsNotFound(err) {
			_, err = secrets.Create(ctx, secret, metav1.CreateOptions{})
		}
	}
	if err != nil {
		return p.APIError("create secret "+secret.Name, err)
	}
	return nil
}

// dropSecret deletes a run's secret, if it has one. A failure leaves it to
// the Job's owner reference (it goes with the Job).
func (p *platform) dropSecret(ctx context.Context, log *slog.Logger, ns, name string) {
	err := p.cs.CoreV1().Secrets(ns).Delete(ctx, name, metav1.DeleteOptions{})
	if err != nil && !apierrors.IsNotFound(err) {
		log.Warn("the run's secret was not deleted; it goes with its job", "err", err)
	}
}

// own makes the Job the owner of its config map and secrets (nil ones
// skipped), so Kubernetes deletes them with the Job. A failure only leaves
// the config map behind; the secrets are also deleted when the run ends or
// is canceled.
func (p *platform) own(ctx context.Context, log *slog.Logger, cm *corev1.ConfigMap, owner *batchv1.Job, secrets ...*corev1.Secret) {
	if owner.UID == "" {
		return
	}
	patch := fmt.Appendf(nil, `{"metadata":{"ownerReferences":[{"apiVersion":"batch/v1","kind":"Job","name":%q,"uid":%q}]}}`, owner.Name, owner.UID)
	if _, err := p.cs.CoreV1().ConfigMaps(cm.Namespace).Patch(ctx, cm.Name, types.MergePatchType, patch, metav1.PatchOptions{}); err != nil {
		log.Warn("the config map of the run keeps no owner; it outlives its job", "err", err)
	}
	for _, secret := range secrets {
		if secret == nil {
			continue
		}
		if _, err := p.cs.CoreV1().Secrets(secret.Namespace).Patch(ctx, secret.Name, types.MergePatchType, patch, metav1.PatchOptions{}); err != nil {
			log.Warn("a secret of the run keeps no owner; it is deleted when the run ends", "secret", secret.Name, "err", err)
		}
	}
}

// ensurePolicy creates the namespace's network policy, or puts it back as it
// should be.
func (p *platform) ensurePolicy(ctx context.Context, ns string) error {
	want := (*Backend)(p).networkPolicy(ns)
	nps := p.cs.NetworkingV1().NetworkPolicies(ns)
	got, err := nps.Get(ctx, policyName, metav1.GetOptions{})
	switch {
	case apierrors.IsNotFound(err):
		if _, err := nps.Create(ctx, want, metav1.CreateOptions{}); err != nil && !apierrors.IsAlreadyExists(err) {
			return p.APIError("create network policy "+policyName+" in namespace "+ns, err)
		}
		return nil
	case err != nil:
		return p.APIError("read network policy "+policyName+" in namespace "+ns, err)
	case apiequality.Semantic.DeepEqual(got.Spec, want.Spec):
		return nil
	}
	got.Spec = want.Spec
	if _, err := nps.Update(ctx, got, metav1.UpdateOptions{}); err != nil {
		return p.APIError("update network policy "+policyName+" in namespace "+ns, err)
	}
	return nil
}

// found is the core's view of a run's Job.
func found(j *batchv1.Job) cluster.Job {
	done, _ := finished(j)
	return cluster.Job{
		Namespace: j.Namespace, Name: j.Name, RunID: j.Annotations[annRunID], Meta: j.Annotations, Secret: true,
		Finished: done,
		Stopped:  j.Annotations[annCanceled] != "" || j.Annotations[annFailed] != "",
	}
}

// Get looks a run's Job up by name in namespace ns.
func (p *platform) Get(ctx context.Context, ns, runID string) (cluster.Job, bool, error) {
	j, err := p.cs.BatchV1().Jobs(ns).Get(ctx, jobName(runID), metav1.GetOptions{})
	switch {
	case err == nil && j.Annotations[annRunID] == runID:
		if j.Namespace == "" {
			j.Namespace = ns
		}
		return found(j), true, nil
	case err != nil && !apierrors.IsNotFound(err):
		return cluster.Job{}, false, p.APIError("look up job "+jobName(runID), err)
	}
	return cluster.Job{}, false, nil
}

// Search looks a run's Job up by its labelRun across every namespace,
// which needs the right to list Jobs cluster-wide.
func (p *platform) Search(ctx context.Context, runID string) (cluster.Job, bool, error) {
	list, err := p.cs.BatchV1().Jobs(metav1.NamespaceAll).List(ctx, metav1.ListOptions{LabelSelector: labelRun + "=" + runLabel(runID)})
	if err != nil {
		return cluster.Job{}, false, p.APIError("search the job of run "+runID, err)
	}
	for i := range list.Items {
		if j := &list.Items[i]; j.Annotations[annRunID] == runID {
			return found(j), true, nil
		}
	}
	return cluster.Job{}, false, nil
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

// Stop annotates a Job (canceled, or failed: why its pod cannot start) and
// suspends it.
func (p *platform) Stop(ctx context.Context, j cluster.Job, failed string) error {
	key, value := annCanceled, "true"
	if failed != "" {
		key, value = annFailed, failed
	}
	patch := fmt.Appendf(nil, `{"metadata":{"annotations":{%q:%q}},"spec":{"suspend":true}}`, key, value)
	if _, err := p.cs.BatchV1().Jobs(j.Namespace).Patch(ctx, j.Name, types.MergePatchType, patch, metav1.PatchOptions{}); err != nil && !apierrors.IsNotFound(err) {
		return p.APIError("stop job "+j.Name, err)
	}
	return nil
}

// Release deletes the run's secrets (its image pull secret, if it has
// one). A failure leaves them to the Job's owner reference (they go with
// the Job).
func (p *platform) Release(ctx context.Context, log *slog.Logger, j cluster.Job) {
	p.dropSecret(ctx, log, j.Namespace, j.Name)
	p.dropSecret(ctx, log, j.Namespace, pullSecretName(j.Name))
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
		msg := (*platform)(b).APIError("ask for the version", err).Error()
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
		res.Message = (*platform)(b).APIError("review the credentials", err).Error()
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

// APIError translates an error of the Kubernetes API into a backends.Error:
// CONFIG/INVALID_JOB for an object the API found invalid (a harness env name
// Kubernetes refuses), INFRA otherwise (the cluster refused or could not be
// reached).
func (p *platform) APIError(op string, err error) *backends.Error {
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
