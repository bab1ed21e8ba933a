package k8s_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	authorizationv1 "k8s.io/api/authorization/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes/fake"
	ktesting "k8s.io/client-go/testing"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/internal/wire"
)

var jobsGVR = schema.GroupVersionResource{Group: "batch", Version: "v1", Resource: "jobs"}

var (
	errStopped = errors.New("the job was suspended or deleted")
	errLost    = errors.New("the node was lost")
	errTimeout = errors.New("the case timed out")
)

// fakeCluster is client-go's fake clientset with a scenario driver: a Job
// controller and kubelet stand-in. When the adapter creates a Job, it
// creates the Job's pod from its template and plays it: it finds the
// conformance scenario in the container's command and args (after undoing
// Kubernetes' $$ escape, as the kubelet does), plays it with Emulate
// against the environment the kubelet would give the container, and writes
// what the adapter's wrapper would have written to the container's log (the
// wire format), served by fakeLogs (the fake clientset's own pod logs
// return a fixed body). Then it ends the pod as Kubernetes would: Succeeded
// with an end record, Failed with an OOMKilled termination, deleted when the
// Job was suspended. It enforces the case's timeout (the wrapper's job) from
// the Job's annotation. An image named fake/pull-fails never starts
// (ImagePullBackOff). The pod's init containers (the clone) run for real
// first (runInit).
type fakeCluster struct {
	t  *testing.T
	cs *fake.Clientset

	mu      sync.Mutex
	changed chan struct{}
	logs    map[string]*podLog                 // by namespace/pod
	runs    map[string]context.CancelCauseFunc // by namespace/job
	// work is each pod's work volume, by namespace/job, and initOutput
	// what its init containers printed (runInit).
	work       map[string]string
	initOutput []string
	// allowed is the answer to a SelfSubjectAccessReview.
	allowed bool
	// forgeEnd plays a harness that writes a passing end record to the
	// container's stdout and then ends the wrapper before it writes anything
	// more, so the container exits 143 without the wrapper's own end record.
	forgeEnd atomic.Bool
	// forgeKey plays an end record that passes the harness, authenticated
	// with a key other than the run's (a harness's guess), written in
	// place of the wrapper's and followed by a clean exit.
	forgeKey atomic.Bool
	// api serves pods/exec (fakeexec_test.go); denyExec refuses it (403).
	api      *fakeAPI
	denyExec atomic.Bool
}

type podLog struct {
	data  []byte
	ended bool
}

func newFakeCluster(t *testing.T) *fakeCluster {
	f := &fakeCluster{
		t:       t,
		cs:      fake.NewClientset(),
		changed: make(chan struct{}),
		logs:    map[string]*podLog{},
		runs:    map[string]context.CancelCauseFunc{},
		work:    map[string]string{},
		allowed: true,
	}
	f.cs.PrependReactor("create", "jobs", f.createJob)
	f.cs.PrependReactor("create", "selfsubjectaccessreviews", func(a ktesting.Action) (bool, kruntime.Object, error) {
		r := a.(ktesting.CreateAction).GetObject().(*authorizationv1.SelfSubjectAccessReview).DeepCopy()
		f.mu.Lock()
		r.Status.Allowed = f.allowed
		f.mu.Unlock()
		if !r.Status.Allowed {
			r.Status.Reason = "no RBAC policy matched"
		}
		return true, r, nil
	})
	w, err := f.cs.Tracker().Watch(jobsGVR, metav1.NamespaceAll)
	if err != nil {
		t.Fatalf("watch jobs: %v", err)
	}
	done := make(chan struct{})
	go f.controller(w, done)
	f.startAPI()
	t.Cleanup(func() {
		w.Stop()
		<-done
		f.mu.Lock()
		for _, cancel := range f.runs {
			cancel(errStopped)
		}
		f.mu.Unlock()
	})
	return f
}

// controller stops a Job's run when the Job is suspended or deleted.
func (f *fakeCluster) controller(w watch.Interface, done chan<- struct{}) {
	defer close(done)
	for ev := range w.ResultChan() {
		j, ok := ev.Object.(*batchv1.Job)
		if !ok {
			continue
		}
		if ev.Type == watch.Deleted || j.Spec.Suspend != nil && *j.Spec.Suspend {
			f.mu.Lock()
			if cancel, ok := f.runs[j.Namespace+"/"+j.Name]; ok {
				cancel(errStopped)
			}
			f.mu.Unlock()
		}
	}
}

func (f *fakeCluster) createJob(a ktesting.Action) (bool, kruntime.Object, error) {
	j := a.(ktesting.CreateAction).GetObject().(*batchv1.Job).DeepCopy()
	j.UID = types.UID("uid-" + j.Name)
	if err := f.cs.Tracker().Create(jobsGVR, j, j.Namespace); err != nil {
		return true, nil, err
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	f.mu.Lock()
	f.runs[j.Namespace+"/"+j.Name] = cancel
	f.mu.Unlock()
	go f.run(ctx, j.DeepCopy())
	return true, j, nil
}

func (f *fakeCluster) notifyLocked() {
	close(f.changed)
	f.changed = make(chan struct{})
}

// record appends a record of the wire format to a pod's log.
func (f *fakeCluster) record(key string, tag byte, text string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	l := f.logs[key]
	l.data = append(l.data, tag, ' ')
	l.data = append(append(l.data, text...), '\n')
	f.notifyLocked()
}

// line writes a harness line as the wrapper does: pieces of 1000 bytes.
func (f *fakeCluster) line(key string, s backends.Stream, text string) {
	whole, piece := byte('O'), byte('o')
	if s == backends.StreamStderr {
		whole, piece = 'E', 'e'
	}
	for len(text) > 1000 {
		f.record(key, piece, text[:1000])
		text = text[1000:]
	}
	f.record(key, whole, text)
}

func (f *fakeCluster) endLog(key string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if l, ok := f.logs[key]; ok {
		l.ended = true
	}
	f.notifyLocked()
}

// unescape undoes Kubernetes' $$ escape, as the kubelet does.
func unescape(s string) string { return strings.ReplaceAll(s, "$$", "$") }

// setPod applies change to the stored pod and writes its status.
func (f *fakeCluster) setPod(ns, name string, change func(p *corev1.Pod)) {
	ctx := context.Background()
	p, err := f.cs.CoreV1().Pods(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return
	}
	change(p)
	if _, err := f.cs.CoreV1().Pods(ns).UpdateStatus(ctx, p, metav1.UpdateOptions{}); err != nil {
		f.t.Errorf("fake cluster: update pod %s: %v", name, err)
	}
}

// setJobCondition gives the Job a final condition.
func (f *fakeCluster) setJobCondition(ns, name string, typ batchv1.JobConditionType, reason string) {
	ctx := context.Background()
	j, err := f.cs.BatchV1().Jobs(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return
	}
	j.Status.Conditions = append(j.Status.Conditions, batchv1.JobCondition{Type: typ, Status: corev1.ConditionTrue, Reason: reason})
	if _, err := f.cs.BatchV1().Jobs(ns).UpdateStatus(ctx, j, metav1.UpdateOptions{}); err != nil {
		f.t.Errorf("fake cluster: update job %s: %v", name, err)
	}
}

// run is the Job controller and the kubelet for one Job.
func (f *fakeCluster) run(ctx context.Context, j *batchv1.Job) {
	ns, podName := j.Namespace, j.Name+"-x7k2p"
	key := ns + "/" + podName
	bg := context.Background()
	pod := &corev1.Pod{
		ObjectMeta: metav1.ObjectMeta{Name: podName, Namespace: ns, Labels: j.Spec.Template.Labels,
			CreationTimestamp: metav1.NewTime(time.Now().Truncate(time.Second))},
		Spec:   *j.Spec.Template.Spec.DeepCopy(),
		Status: corev1.PodStatus{Phase: corev1.PodPending},
	}
	if _, err := f.cs.CoreV1().Pods(ns).Create(bg, pod, metav1.CreateOptions{}); err != nil {
		f.t.Errorf("fake cluster: create pod: %v", err)
		return
	}
	if !f.runInit(ctx, j, pod) {
		return
	}
	c := pod.Spec.Containers[0]
	if c.Image == "fake/pull-fails" {
		for _, reason := range []string{"ErrImagePull", "ImagePullBackOff"} {
			f.setPod(ns, podName, func(p *corev1.Pod) {
				p.Status.ContainerStatuses = []corev1.ContainerStatus{{Name: c.Name, Image: c.Image,
					State: corev1.ContainerState{Waiting: &corev1.ContainerStateWaiting{Reason: reason, Message: "manifest unknown"}}}}
			})
		}
		<-ctx.Done()
		_ = f.cs.CoreV1().Pods(ns).Delete(bg, podName, metav1.DeleteOptions{})
		return
	}
	cm, err := f.cs.CoreV1().ConfigMaps(ns).Get(bg, j.Name, metav1.GetOptions{})
	if err != nil {
		f.t.Errorf("fake cluster: the pod's config map: %v", err)
		return
	}
	f.mu.Lock()
	f.logs[key] = &podLog{}
	f.mu.Unlock()
	defer f.endExecs(key) // an exec ends with its container
	f.setPod(ns, podName, func(p *corev1.Pod) {
		p.Status.Phase = corev1.PodRunning
		p.Status.ContainerStatuses = []corev1.ContainerStatus{{Name: c.Name, Image: c.Image, Ready: true,
			State: corev1.ContainerState{Running: &corev1.ContainerStateRunning{StartedAt: metav1.Now()}}}}
	})
	f.record(key, 'T', strconv.FormatInt(time.Now().UnixNano(), 10))
	var argv []string
	for _, a := range append(slices.Clone(c.Command), c.Args...) {
		argv = append(argv, unescape(a))
	}
	s, ok := backendtest.Recognize(argv)
	if !ok {
		f.record(key, 'S', "not a conformance job")
		f.terminate(ns, podName, key, corev1.ContainerStateTerminated{ExitCode: 2, Reason: "Error"}, corev1.PodFailed)
		f.setJobCondition(ns, j.Name, batchv1.JobFailed, "BackoffLimitExceeded")
		return
	}
	timeout, _ := strconv.Atoi(j.Annotations["everdict.io/timeout-sec"])
	play, cancel := context.WithTimeoutCause(ctx, time.Duration(timeout)*time.Second, errTimeout)
	defer cancel()
	mem := 0
	if q, ok := c.Resources.Limits[corev1.ResourceMemory]; ok {
		mem = int(q.Value() >> 20)
	}
	f.record(key, 'S', "harness started: "+argv[4])
	start := time.Now()
	// The wrapper takes its key out of the environment the harness gets.
	wireKey, env := backendtest.TakeEnv(podEnv(pod, func(name, key string) string {
		sec, err := f.cs.CoreV1().Secrets(ns).Get(bg, name, metav1.GetOptions{})
		if err != nil {
			f.t.Errorf("fake cluster: the pod's secret %s: %v", name, err)
			return ""
		}
		return string(sec.Data[key])
	}), backends.EnvWireKey)
	env, collect, done := backendtest.PlayCollection(env)
	defer done()
	em := s.Emulate(play, env, cm.Data["task"], mem, func(st backends.Stream, text string) { f.line(key, st, text) })
	latency := time.Since(start).Milliseconds()
	cause := context.Cause(play)
	switch {
	case em.OOMKilled:
		f.terminate(ns, podName, key, corev1.ContainerStateTerminated{ExitCode: 137, Reason: "OOMKilled"}, corev1.PodFailed)
		f.setJobCondition(ns, j.Name, batchv1.JobFailed, "BackoffLimitExceeded")
		return
	case em.Stopped && errors.Is(cause, errLost):
		return // loseNode ended the pod
	case em.Stopped && !errors.Is(cause, errTimeout):
		f.endLog(key)
		_ = f.cs.CoreV1().Pods(ns).Delete(bg, podName, metav1.DeleteOptions{})
		return
	}
	if f.forgeEnd.Load() {
		f.record(key, 'X', `{"v":1,"exit":0,"limit":"","latencyMs":1,"tests":[]}`)
		f.terminate(ns, podName, key, corev1.ContainerStateTerminated{ExitCode: 143, Reason: "Error"}, corev1.PodFailed)
		f.setJobCondition(ns, j.Name, batchv1.JobFailed, "BackoffLimitExceeded")
		return
	}
	limit, exit := "", em.ExitCode
	if f.forgeKey.Load() {
		wireKey, exit = wire.RunKey([]byte("a harness's guess at the secret"), "evd-guess"), 0
	}
	if em.Stopped {
		limit, exit = "timeout", 143
		f.record(key, 'S', "harness stopped at its timeout")
	}
	f.record(key, 'S', fmt.Sprintf("harness exited with code %d", exit))
	for _, r := range backendtest.ReportRecords(em.Report) {
		f.record(key, 'R', r)
	}
	for _, r := range backendtest.AnswerRecords(em.Answer) {
		f.record(key, 'N', r)
	}
	// The wrapper's collection, run for real: its uploads go to the job's
	// upload URL with its grant.
	ups := collect(ctx, wire.CollectScript(0))
	for _, u := range ups {
		f.record(key, 'U', u)
	}
	tests, _ := json.Marshal(em.TestsExit)
	if em.TestsExit == nil {
		tests = []byte("[]")
	}
	end := fmt.Sprintf(`{"v":2,"exit":%d,"limit":%q,"latencyMs":%d,"tests":%s}`, exit, limit, latency, tests)
	f.record(key, 'X', end)
	f.record(key, 'A', wire.Mac(wireKey, append(backendtest.SignedBytes(em.Report, em.Answer), backendtest.UploadBytes(ups)...), []byte(end)))
	f.terminate(ns, podName, key, corev1.ContainerStateTerminated{ExitCode: 0, Reason: "Completed"}, corev1.PodSucceeded)
	f.setJobCondition(ns, j.Name, batchv1.JobComplete, "Completed")
}

// mountWork is where the pod mounts its work volume (the adapter's).
const mountWork = "/everdict"

// runInit is the kubelet for the pod's init containers (the clone): it runs
// each one's command for real, with /bin/sh on this machine, its env
// (secretKeyRefs read from their secret) and the work volume a temporary
// directory in place of mountWork, and records how it ended. A failing one
// fails the pod and its Job, as Kubernetes does; runInit reports whether
// the pod may go on.
func (f *fakeCluster) runInit(ctx context.Context, j *batchv1.Job, pod *corev1.Pod) bool {
	ns, bg := pod.Namespace, context.Background()
	work := f.t.TempDir()
	f.mu.Lock()
	f.work[ns+"/"+j.Name] = work
	f.mu.Unlock()
	mount := func(s string) string { return strings.ReplaceAll(unescape(s), mountWork, work) }
	for _, ic := range pod.Spec.InitContainers {
		var argv []string
		for _, a := range ic.Command {
			argv = append(argv, mount(a))
		}
		env := []string{"PATH=" + os.Getenv("PATH")}
		for _, e := range ic.Env {
			v := mount(e.Value)
			if r := e.ValueFrom; r != nil && r.SecretKeyRef != nil {
				sec, err := f.cs.CoreV1().Secrets(ns).Get(bg, r.SecretKeyRef.Name, metav1.GetOptions{})
				if err != nil {
					f.t.Errorf("fake cluster: the init container's secret %s: %v", r.SecretKeyRef.Name, err)
					return false
				}
				v = string(sec.Data[r.SecretKeyRef.Key])
			}
			env = append(env, e.Name+"="+v)
		}
		cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		f.t.Logf("fake cluster: init container %s: %v\n%s", ic.Name, err, out)
		code := 0
		if x := (*exec.ExitError)(nil); errors.As(err, &x) {
			code = x.ExitCode()
		} else if err != nil {
			code = 128
		}
		f.mu.Lock()
		f.initOutput = append(f.initOutput, string(out))
		f.mu.Unlock()
		reason := "Completed"
		if code != 0 {
			reason = "Error"
		}
		f.setPod(ns, pod.Name, func(p *corev1.Pod) {
			p.Status.InitContainerStatuses = append(p.Status.InitContainerStatuses, corev1.ContainerStatus{Name: ic.Name, Image: ic.Image,
				State: corev1.ContainerState{Terminated: &corev1.ContainerStateTerminated{ExitCode: int32(code), Reason: reason}}})
			if code != 0 {
				p.Status.Phase = corev1.PodFailed
				p.Status.ContainerStatuses = []corev1.ContainerStatus{{Name: pod.Spec.Containers[0].Name, Image: pod.Spec.Containers[0].Image,
					State: corev1.ContainerState{Waiting: &corev1.ContainerStateWaiting{Reason: "PodInitializing"}}}}
			}
		})
		if code != 0 {
			f.setJobCondition(ns, j.Name, batchv1.JobFailed, "BackoffLimitExceeded")
			return false
		}
	}
	return true
}

// terminate ends the pod's container (its log first) and sets its phase.
func (f *fakeCluster) terminate(ns, podName, key string, t corev1.ContainerStateTerminated, phase corev1.PodPhase) {
	f.endLog(key)
	f.setPod(ns, podName, func(p *corev1.Pod) {
		p.Status.Phase = phase
		p.Status.ContainerStatuses[0].State = corev1.ContainerState{Terminated: &t}
		p.Status.ContainerStatuses[0].Ready = false
	})
}

// loseNode fails a run's pod as Kubernetes does when its node is gone: the
// pod Failed (its container's last status unknown), the Job Failed.
func (f *fakeCluster) loseNode(ns, jobName string) {
	f.mu.Lock()
	cancel := f.runs[ns+"/"+jobName]
	f.mu.Unlock()
	cancel(errLost)
	podName := jobName + "-x7k2p"
	f.endLog(ns + "/" + podName)
	f.setPod(ns, podName, func(p *corev1.Pod) {
		p.Status.Phase, p.Status.Reason, p.Status.Message = corev1.PodFailed, "NodeLost", "node node-1 which was running pod "+podName+" is unresponsive"
	})
	f.setJobCondition(ns, jobName, batchv1.JobFailed, "BackoffLimitExceeded")
}

// podEnv is the environment the kubelet gives the harness container: its env
// (unescaped, a secretKeyRef read from its secret through secret) and the
// variables Kubernetes adds.
func podEnv(p *corev1.Pod, secret func(name, key string) string) []string {
	vars := map[string]string{
		"PATH":                    "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
		"HOSTNAME":                p.Name,
		"KUBERNETES_SERVICE_HOST": "10.96.0.1",
		"KUBERNETES_SERVICE_PORT": "443",
	}
	for _, e := range p.Spec.Containers[0].Env {
		if e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
			vars[e.Name] = secret(e.ValueFrom.SecretKeyRef.Name, e.ValueFrom.SecretKeyRef.Key)
			continue
		}
		vars[e.Name] = unescape(e.Value)
	}
	out := make([]string, 0, len(vars))
	for k, v := range vars {
		out = append(out, k+"="+v)
	}
	slices.Sort(out)
	return out
}

// fakeLogs serves the pods' logs the fake cluster writes.
type fakeLogs struct{ f *fakeCluster }

func (l fakeLogs) Stream(ctx context.Context, ns, pod, container string, follow bool) (io.ReadCloser, error) {
	f := l.f
	key := ns + "/" + pod
	f.mu.Lock()
	_, ok := f.logs[key]
	f.mu.Unlock()
	if !ok || container != "harness" {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("container %q in pod %q is waiting to start", container, pod))
	}
	if !follow {
		f.mu.Lock()
		defer f.mu.Unlock()
		return io.NopCloser(bytes.NewReader(slices.Clone(f.logs[key].data))), nil
	}
	r, w := io.Pipe()
	go func() {
		sent := 0
		for {
			f.mu.Lock()
			lg := f.logs[key]
			data, ended, ch := slices.Clone(lg.data[sent:]), lg.ended, f.changed
			f.mu.Unlock()
			if len(data) > 0 {
				if _, err := w.Write(data); err != nil {
					return
				}
				sent += len(data)
				continue
			}
			if ended {
				_ = w.Close()
				return
			}
			select {
			case <-ch:
			case <-ctx.Done():
				_ = w.CloseWithError(ctx.Err())
				return
			}
		}
	}()
	return r, nil
}
