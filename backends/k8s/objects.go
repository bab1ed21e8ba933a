package k8s

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/evalcase"
)

// Labels and annotations of the objects of a run.
const (
	// labelRun selects a run's Job and pod: the run id, or a hash of it
	// when the id is no valid label value.
	labelRun = "everdict.io/run"
	// labelManaged marks every pod the backend starts; the network policy
	// selects them by it.
	labelManaged = "app.kubernetes.io/managed-by"
	managedBy    = "everdict"
	// The Job's annotations: what Adopt needs to grade and to log a run it
	// did not dispatch. The pod does not see them.
	annRunID   = "everdict.io/run-id"
	annTenant  = "everdict.io/tenant"
	annCaseID  = "everdict.io/case-id"
	annTimeout = "everdict.io/timeout-sec"
	annGraders = "everdict.io/graders"
	// annUser is the user, "uid:gid", the run's harness runs as: what an
	// exec into the run runs as too.
	annUser = "everdict.io/user"
	// annRepoHost is the host of the case's repository, what a failed
	// clone names.
	annRepoHost = "everdict.io/repo-host"
	annCanceled = "everdict.io/canceled"
	// policyName is the namespace's network policy.
	policyName = "everdict-run-isolation"
	// Names in the pod.
	containerName = "harness"
	cloneName     = "clone"
	volumeWork    = "everdict"
	volumePayload = "payload"
	mountWork     = "/everdict"
	mountPayload  = "/everdict/payload"
	// Paths in the pod.
	pathTask      = mountPayload + "/task.txt"
	pathFiles     = mountPayload + "/files"
	pathState     = mountWork + "/state"
	pathWorkspace = mountWork + "/workspace"
	pathReport    = mountWork + "/out/report.json"
	pathAnswer    = mountWork + "/out/answer.txt"
	pathArtifacts = mountWork + "/out/artifacts"
	// keyTask is the task text's key in the payload config map.
	keyTask = "task"
	// keyWire is the run key's key in the run's Secret.
	keyWire = "wire-key"
)

// privateRanges are the addresses a run's pod may not reach outside its
// namespace: private, shared (CGNAT) and link-local (cloud metadata)
// ranges, where other tenants' pods, the nodes and the cluster's services
// live.
var (
	privateIPv4 = []string{"10.0.0.0/8", "100.64.0.0/10", "169.254.0.0/16", "172.16.0.0/12", "192.168.0.0/16"}
	privateIPv6 = []string{"fc00::/7", "fe80::/10"}
)

// jobName is the name of a run's Job and config map: the run id when it is a
// DNS label, else evd- and a hash of it.
func jobName(runID string) string {
	if len(validation.IsDNS1123Label(runID)) == 0 {
		return runID
	}
	return "evd-" + hash(runID)[:20]
}

// runLabel is the value of a run's labelRun.
func runLabel(runID string) string {
	if len(validation.IsValidLabelValue(runID)) == 0 {
		return runID
	}
	return "h-" + hash(runID)[:40]
}

func hash(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// escape keeps Kubernetes from expanding $(VAR) in a command, an argument
// or an env value: $$ is a literal $.
func escape(s string) string { return strings.ReplaceAll(s, "$", "$$") }

func escapeAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = escape(s)
	}
	return out
}

// keys are the Job's annotations as the cluster core reads them.
var keys = cluster.Keys{RunID: annRunID, Tenant: annTenant, CaseID: annCaseID, Timeout: annTimeout, Graders: annGraders, User: annUser, RepoHost: annRepoHost, Kind: "annotation"}

// runLabels are the labels of a run's Job and pod.
func runLabels(job backends.Job) map[string]string {
	l := map[string]string{labelRun: runLabel(job.RunID), labelManaged: managedBy}
	if len(validation.IsValidLabelValue(job.Tenant)) == 0 {
		l["everdict.io/tenant"] = job.Tenant
	}
	return l
}

// runObjects are the objects of one run.
type runObjects struct {
	// ConfigMap holds the task text and the seed files.
	ConfigMap *corev1.ConfigMap
	// Secret holds the run's wire key (for the wrapper) and the values of
	// the harness's secret env, which the Job's container references by
	// secretKeyRef. No secret value is anywhere else.
	Secret *corev1.Secret
	// PullSecret, nil when the job has no registry credential, is the
	// kubernetes.io/dockerconfigjson Secret of the pod's imagePullSecrets:
	// one per run, every registry host of the job's images merged.
	PullSecret *corev1.Secret
	Job        *batchv1.Job
}

// pullSecretName is the name of a run's image pull secret.
func pullSecretName(name string) string { return name + "-pull" }

// keyGitAuth is the key, in the run's Secret, of the clone's Authorization
// header (backends.GitAuth.Env), which the clone init container references
// by secretKeyRef.
const keyGitAuth = "git-auth"

// buildObjects returns the objects of a run in namespace ns. It refuses
// (class CONFIG) what cannot run.
func (b *Backend) buildObjects(job backends.Job, ns string) (runObjects, error) {
	image := evalcase.PinImage(job.Case, job.Harness)
	if image == "" {
		image = b.cfg.Image
	}
	name := jobName(job.RunID)
	labels := runLabels(job)
	spec, err := keys.Spec(job, b.cfg.uids, b.cfg.GraderTimeout, b.cfg.KillGrace)
	if err != nil {
		return runObjects{}, err
	}

	cm := &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns, Labels: labels, Annotations: map[string]string{annRunID: job.RunID}},
	}
	items := []corev1.KeyToPath{{Key: keyTask, Path: path.Base(pathTask)}}
	put := func(key, content string) {
		if utf8.ValidString(content) {
			if cm.Data == nil {
				cm.Data = map[string]string{}
			}
			cm.Data[key] = content
			return
		}
		if cm.BinaryData == nil {
			cm.BinaryData = map[string][]byte{}
		}
		cm.BinaryData[key] = []byte(content)
	}
	put(keyTask, job.Case.Task)
	for i, f := range job.Case.Files {
		key := "file-" + strconv.Itoa(i)
		put(key, f.Content)
		items = append(items, corev1.KeyToPath{Key: key, Path: "files/" + path.Clean(f.Path)})
	}

	user := spec.User
	w := spec.Wrapper
	w.StateDir, w.Workspace = pathState, pathWorkspace
	w.Prepare = []string{fmt.Sprintf(`{ [ ! -d %s ] || cp -R -L %s/. "$W"/; }`, pathFiles, pathFiles)}
	script := wire.Script(w)

	var env []corev1.EnvVar
	at := map[string]int{}
	putEnv := func(v corev1.EnvVar) {
		if i, ok := at[v.Name]; ok {
			env[i] = v
			return
		}
		at[v.Name] = len(env)
		env = append(env, v)
	}
	set := func(k, v string) { putEnv(corev1.EnvVar{Name: k, Value: escape(v)}) }
	secret := &corev1.Secret{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns, Labels: labels, Annotations: map[string]string{annRunID: job.RunID}},
		Type:       corev1.SecretTypeOpaque,
		Immutable:  new(true),
		Data:       map[string][]byte{keyWire: []byte(wire.RunKey(b.cfg.WireKey, job.RunID))},
	}
	fromSecret := func(name, key string) {
		putEnv(corev1.EnvVar{Name: name, ValueFrom: &corev1.EnvVarSource{SecretKeyRef: &corev1.SecretKeySelector{
			LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}, Key: key,
		}}})
	}
	fromSecret(backends.EnvWireKey, keyWire)
	for _, e := range cluster.Env(job, pathTask, pathReport, pathAnswer, pathArtifacts) {
		if !e.Secret {
			set(e.Name, e.Value)
			continue
		}
		key := e.Name // the protocol's (the upload's): a valid key
		if e.Index >= 0 {
			key = "env-" + strconv.Itoa(e.Index)
		}
		secret.Data[key] = []byte(e.Value)
		fromSecret(e.Name, key)
	}

	res := corev1.ResourceRequirements{}
	if mb := job.Case.Resources.MemoryMB; mb > 0 {
		q := *resource.NewQuantity(int64(mb)<<20, resource.BinarySI)
		res.Requests = corev1.ResourceList{corev1.ResourceMemory: q}
		res.Limits = corev1.ResourceList{corev1.ResourceMemory: q}
	}
	if cpu := job.Case.Resources.CPU; cpu > 0 {
		q := *resource.NewMilliQuantity(int64(ceil(cpu*1000)), resource.DecimalSI)
		if res.Requests == nil {
			res.Requests, res.Limits = corev1.ResourceList{}, corev1.ResourceList{}
		}
		res.Requests[corev1.ResourceCPU], res.Limits[corev1.ResourceCPU] = q, q
	}

	noEscalation := false
	secure := &corev1.SecurityContext{AllowPrivilegeEscalation: &noEscalation}
	// The pod runs as the tenant's user (the clone init container too),
	// except the wrapper, which runs as root, with only the capabilities it
	// needs to make the workspace the harness's and start the harness and
	// its graders as that user (wire.Script), who has none: so the
	// harness cannot read the wrapper's key.
	wrapper := &corev1.SecurityContext{
		AllowPrivilegeEscalation: &noEscalation,
		RunAsUser:                new(int64(0)),
		RunAsGroup:               new(int64(0)),
		RunAsNonRoot:             new(false),
		Capabilities: &corev1.Capabilities{
			Drop: []corev1.Capability{"ALL"},
			Add:  []corev1.Capability{"CHOWN", "DAC_OVERRIDE", "FOWNER", "KILL", "SETGID", "SETUID", "SYS_CHROOT"},
		},
	}
	workMount := corev1.VolumeMount{Name: volumeWork, MountPath: mountWork}
	pod := corev1.PodSpec{
		RestartPolicy:                 corev1.RestartPolicyNever,
		AutomountServiceAccountToken:  new(false),
		EnableServiceLinks:            new(false),
		TerminationGracePeriodSeconds: new(int64(ceil((b.cfg.KillGrace + killSlack).Seconds()))),
		SecurityContext: &corev1.PodSecurityContext{
			SeccompProfile: &corev1.SeccompProfile{Type: corev1.SeccompProfileTypeRuntimeDefault},
			RunAsUser:      new(int64(user.UID)),
			RunAsGroup:     new(int64(user.GID)),
			RunAsNonRoot:   new(true),
		},
		Containers: []corev1.Container{{
			Name:            containerName,
			Image:           image,
			Command:         escapeAll([]string{"/bin/sh", "-c", script, "everdict"}),
			Args:            escapeAll(job.Harness.Command),
			Env:             env,
			Resources:       res,
			SecurityContext: wrapper,
			VolumeMounts: []corev1.VolumeMount{
				workMount,
				{Name: volumePayload, MountPath: mountPayload, ReadOnly: true},
			},
		}},
		Volumes: []corev1.Volume{
			{Name: volumeWork, VolumeSource: corev1.VolumeSource{EmptyDir: &corev1.EmptyDirVolumeSource{}}},
			{Name: volumePayload, VolumeSource: corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{
				LocalObjectReference: corev1.LocalObjectReference{Name: name}, Items: items,
			}}},
		},
	}
	if rc := b.cfg.Spec.RuntimeClass; rc != "" {
		pod.RuntimeClassName = new(rc)
	}
	if b.cfg.Spec.UserNamespaces {
		// A user namespace of the pod's own: its root and the tenant's
		// user are unprivileged ids of the node that no other pod has.
		pod.HostUsers = new(false)
	}
	if r := job.Case.Repo; r != nil {
		c, err := b.cloneContainer(*r, job.Zone.Trusted, workMount, secure)
		if err != nil {
			return runObjects{}, err
		}
		// A private repository's credential reaches git as a header for
		// its host through the environment (backends.GitAuth.Env): the
		// header's value from the run's Secret, never a literal here.
		for _, kv := range job.GitAuth.Env(r.URL) {
			k, v, _ := strings.Cut(kv, "=")
			if k != "GIT_CONFIG_VALUE_0" {
				c.Env = append(c.Env, corev1.EnvVar{Name: k, Value: escape(v)})
				continue
			}
			secret.Data[keyGitAuth] = []byte(v)
			c.Env = append(c.Env, corev1.EnvVar{Name: k, ValueFrom: &corev1.EnvVarSource{SecretKeyRef: &corev1.SecretKeySelector{
				LocalObjectReference: corev1.LocalObjectReference{Name: secret.Name}, Key: keyGitAuth,
			}}})
		}
		pod.InitContainers = []corev1.Container{c}
	}
	var pull *corev1.Secret
	if len(job.RegistryAuth) > 0 {
		config, err := backends.DockerConfigJSON(job.RegistryAuth)
		if err != nil {
			return runObjects{}, fmt.Errorf("k8s: the image pull secret: %w", err)
		}
		pull = &corev1.Secret{
			ObjectMeta: metav1.ObjectMeta{Name: pullSecretName(name), Namespace: ns, Labels: labels, Annotations: map[string]string{annRunID: job.RunID}},
			Type:       corev1.SecretTypeDockerConfigJson,
			Immutable:  new(true),
			Data:       map[string][]byte{corev1.DockerConfigJsonKey: config},
		}
		pod.ImagePullSecrets = []corev1.LocalObjectReference{{Name: pull.Name}}
	}

	// The Job's deadline is a backstop for a wrapper that never ends: the
	// harness's timeout, every grader's, and a margin.
	deadline := int64(w.TimeoutSec) + int64(len(w.Graders))*int64(w.GraderTimeoutSec) + 600
	j := &batchv1.Job{
		ObjectMeta: metav1.ObjectMeta{
			Name:        name,
			Namespace:   ns,
			Labels:      labels,
			Annotations: spec.Meta,
		},
		Spec: batchv1.JobSpec{
			// A run is tried once: a second pod would run the harness
			// again and mix two runs' logs.
			BackoffLimit:            new(int32(0)),
			ActiveDeadlineSeconds:   &deadline,
			TTLSecondsAfterFinished: new(int32(ceil(b.cfg.JobTTL.Seconds()))),
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       pod,
			},
		},
	}
	return runObjects{ConfigMap: cm, Secret: secret, PullSecret: pull, Job: j}, nil
}

// cloneContainer is the init container that fetches a case's repository at
// its ref into the workspace: over https only (http too for a trusted
// tenant, see backends.ValidateRepo), following no redirect, with every
// other git transport disabled, no host configuration, credential helper or
// prompt (buildObjects adds a private repository's credential, by
// secretKeyRef).
// The namespace's network policy keeps it from private and metadata
// addresses. Git's output stays in the init container's log: the run's
// logs get only its exit code.
func (b *Backend) cloneContainer(r evalcase.Repo, trusted bool, mount corev1.VolumeMount, secure *corev1.SecurityContext) (corev1.Container, error) {
	if _, err := backends.ValidateRepo(r, trusted); err != nil {
		return corev1.Container{}, err
	}
	clone := wire.Clone{Dir: pathWorkspace, Trusted: trusted}
	var env []corev1.EnvVar
	for _, kv := range clone.Env(mountWork) {
		k, v, _ := strings.Cut(kv, "=")
		env = append(env, corev1.EnvVar{Name: k, Value: escape(v)})
	}
	return corev1.Container{
		Name:            cloneName,
		Image:           b.cfg.GitImage,
		Command:         escapeAll(append([]string{"/bin/sh", "-c", clone.Script()}, wire.CloneArgs(r)...)),
		Env:             env,
		SecurityContext: secure,
		VolumeMounts:    []corev1.VolumeMount{mount},
	}, nil
}

// networkPolicy is the namespace's policy for the backend's pods: ingress
// only from pods of the namespace; egress to pods of the namespace, to the
// cluster's DNS, and (unless DenyInternet) to public addresses, never to a
// private, shared or link-local one (other namespaces' pods, nodes, cloud
// metadata).
func (b *Backend) networkPolicy(ns string) *networkingv1.NetworkPolicy {
	tcp, udp := corev1.ProtocolTCP, corev1.ProtocolUDP
	dns := intstr.FromInt32(53)
	sameNamespace := []networkingv1.NetworkPolicyPeer{{PodSelector: &metav1.LabelSelector{}}}
	egress := []networkingv1.NetworkPolicyEgressRule{
		{To: sameNamespace},
		{
			To: []networkingv1.NetworkPolicyPeer{{
				NamespaceSelector: &metav1.LabelSelector{MatchLabels: map[string]string{"kubernetes.io/metadata.name": "kube-system"}},
				PodSelector:       &metav1.LabelSelector{MatchLabels: map[string]string{"k8s-app": "kube-dns"}},
			}},
			Ports: []networkingv1.NetworkPolicyPort{{Protocol: &udp, Port: &dns}, {Protocol: &tcp, Port: &dns}},
		},
	}
	if !b.cfg.DenyInternet {
		egress = append(egress, networkingv1.NetworkPolicyEgressRule{To: []networkingv1.NetworkPolicyPeer{
			{IPBlock: &networkingv1.IPBlock{CIDR: "0.0.0.0/0", Except: privateIPv4}},
			{IPBlock: &networkingv1.IPBlock{CIDR: "::/0", Except: privateIPv6}},
		}})
	}
	return &networkingv1.NetworkPolicy{
		ObjectMeta: metav1.ObjectMeta{Name: policyName, Namespace: ns, Labels: map[string]string{labelManaged: managedBy}},
		Spec: networkingv1.NetworkPolicySpec{
			PodSelector: metav1.LabelSelector{MatchLabels: map[string]string{labelManaged: managedBy}},
			PolicyTypes: []networkingv1.PolicyType{networkingv1.PolicyTypeIngress, networkingv1.PolicyTypeEgress},
			Ingress:     []networkingv1.NetworkPolicyIngressRule{{From: sameNamespace}},
			Egress:      egress,
		},
	}
}

// ceil rounds a positive amount up to a whole number, at least 1.
func ceil(v float64) int {
	n := int(v)
	if float64(n) < v {
		n++
	}
	return max(1, n)
}
