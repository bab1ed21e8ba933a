package k8s

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// unstartable are the waiting reasons of a container that will not start by
// itself: the run is stopped and fails as CONFIG/HARNESS_START_FAILED.
// ErrImagePull is left out: the kubelet tries again (ImagePullBackOff
// follows when it fails again).
var unstartable = []string{"ImagePullBackOff", "InvalidImageName", "ErrImageNeverPull", "CreateContainerConfigError", "CreateContainerError"}

// platform is the Backend as the cluster core's Platform and Enterer: its
// methods are the core's, not the Backend's.
type platform Backend

var (
	_ cluster.Platform[podState] = (*platform)(nil)
	_ cluster.Enterer[podState]  = (*platform)(nil)
)

// podState is one look at a run: its Job's marks and its pod. It is the
// cluster core's State.
type podState struct {
	// Seen: the Job is gone, a pod of the run may still run, the harness
	// container's log of pod.
	cluster.Seen
	canceled bool   // the Job was marked canceled
	failed   string // the Job was marked failed to start: CODE: message
	done     bool   // the Job has its Complete or Failed condition
	reason   string // the condition's reason and message
	pod      *corev1.Pod
}

func (st podState) Placed() bool { return st.pod != nil }

func (st podState) Logs() (wire.LogReader, time.Time, bool) {
	if st.pod == nil || !started(st.pod) {
		return nil, time.Time{}, false
	}
	return st.Stdout, st.pod.CreationTimestamp.Time, true
}

// Stuck is why the pod cannot start, unless the Job was stopped already.
func (st podState) Stuck() string {
	if st.pod == nil || st.failed != "" || st.canceled {
		return ""
	}
	return stuck(st.pod)
}

func (st podState) Running() bool {
	p := st.pod
	h := harness(p)
	return p.DeletionTimestamp == nil && p.Status.Phase == corev1.PodRunning && h != nil && h.State.Running != nil
}

func (st podState) Exit() (int, bool) {
	if st.pod == nil {
		return 0, false
	}
	if c := harness(st.pod); c != nil && c.State.Terminated != nil {
		return int(c.State.Terminated.ExitCode), true
	}
	return 0, false
}

func (st podState) Status() string {
	if st.pod == nil {
		return "not placed"
	}
	return string(st.pod.Status.Phase)
}

func containerStatus(statuses []corev1.ContainerStatus, name string) *corev1.ContainerStatus {
	for i := range statuses {
		if statuses[i].Name == name {
			return &statuses[i]
		}
	}
	return nil
}

// harness and clone are the statuses of the pod's containers, or nil.
func harness(p *corev1.Pod) *corev1.ContainerStatus {
	return containerStatus(p.Status.ContainerStatuses, containerName)
}

func clone(p *corev1.Pod) *corev1.ContainerStatus {
	return containerStatus(p.Status.InitContainerStatuses, cloneName)
}

// started reports whether the harness container has run, so it has logs.
func started(p *corev1.Pod) bool {
	c := harness(p)
	return c != nil && (c.State.Running != nil || c.State.Terminated != nil)
}

// stuck returns why a pod cannot start, or "".
func stuck(p *corev1.Pod) string {
	for _, c := range []*corev1.ContainerStatus{clone(p), harness(p)} {
		if c != nil && c.State.Waiting != nil && slices.Contains(unstartable, c.State.Waiting.Reason) {
			return fmt.Sprintf("container %s: %s: %s", c.Name, c.State.Waiting.Reason, c.State.Waiting.Message)
		}
	}
	return ""
}

// podEnded reports whether a pod will do nothing more.
func podEnded(p *corev1.Pod) bool {
	if c := harness(p); c != nil && c.State.Terminated != nil {
		return true
	}
	return p.Status.Phase == corev1.PodSucceeded || p.Status.Phase == corev1.PodFailed
}

// ended reports whether a look at the run shows it will do nothing more;
// seen is whether a pod was seen before, canceled whether the follower
// stopped the run.
func (st podState) Ended(seen, canceled bool) bool {
	switch {
	case st.JobGone || st.failed != "":
		return true
	case st.pod != nil:
		return podEnded(st.pod)
	}
	return st.canceled || canceled || st.done || seen
}

// Classify is the outcome of a run that ended without an end record.
func (p *platform) Classify(rm cluster.Meta, st podState, seen, canceled bool) (evalcase.Result, error, bool) {
	fail := func(class domain.FailureClass, code, format string, args ...any) (evalcase.Result, error, bool) {
		return evalcase.Result{}, backends.Errorf(class, code, format, args...), true
	}
	if st.failed != "" {
		code, msg, _ := strings.Cut(st.failed, ": ")
		return fail(domain.FailureConfig, code, "%s", msg)
	}
	pod := st.pod
	if pod == nil {
		switch {
		case st.canceled || canceled:
			return fail(domain.FailureCanceled, backends.CodeCanceled, "run %s was canceled", rm.RunID)
		case st.done:
			return fail(domain.FailureInfra, backends.CodeJobLost, "the job of run %s ended without a pod: %s", rm.RunID, st.reason)
		case seen:
			return fail(domain.FailureInfra, backends.CodeJobLost, "the pod of run %s vanished", rm.RunID)
		}
		return evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeJobLost,
			"the job or the pod of run %s is gone; its outcome is lost", rm.RunID), false
	}
	h, c := harness(pod), clone(pod)
	oom := func(s *corev1.ContainerStatus) bool {
		return s != nil && s.State.Terminated != nil && s.State.Terminated.Reason == "OOMKilled"
	}
	switch {
	case oom(h) || oom(c):
		return evalcase.Result{}, cluster.OOM("pod", rm), true
	case st.canceled || canceled:
		return fail(domain.FailureCanceled, backends.CodeCanceled, "run %s was canceled", rm.RunID)
	case c != nil && c.State.Terminated != nil && c.State.Terminated.ExitCode != 0:
		// The clone script exits wire.CloneExitAuth when the server
		// refused it as unauthorized.
		return evalcase.Result{}, wire.CloneFailure(rm.RunID, rm.RepoHost, int(c.State.Terminated.ExitCode)), true
	case h == nil || h.State.Terminated == nil:
		return fail(domain.FailureInfra, backends.CodeJobLost, "the pod of run %s failed: %s %s", rm.RunID, pod.Status.Reason, pod.Status.Message)
	}
	t := h.State.Terminated
	return fail(domain.FailureInfra, backends.CodeJobLost, "the harness container of run %s ended without a result (exit code %d, %s)", rm.RunID, t.ExitCode, t.Reason)
}

// Watch sends a look at the run each time one of its pods changes, and
// every poll interval, until ctx is done.
func (p *platform) Watch(ctx context.Context, j cluster.Job, out chan<- cluster.Update[podState]) {
	label := runLabel(j.RunID)
	pokes := p.pokes(ctx, j.Namespace, label)
	tick := time.NewTicker(p.cfg.PollInterval)
	defer tick.Stop()
	for {
		st, err := p.look(ctx, j.Namespace, j.Name, label)
		select {
		case out <- cluster.Update[podState]{State: st, Err: err}:
		case <-ctx.Done():
			return
		}
		select {
		case <-pokes:
		case <-tick.C:
		case <-ctx.Done():
			return
		}
	}
}

// Look reads the run's first pod and its Job now.
func (p *platform) Look(ctx context.Context, j cluster.Job) (podState, error) {
	return p.look(ctx, j.Namespace, j.Name, runLabel(j.RunID))
}

// look reads the run's first pod, then its Job. In that order: a stop marks
// the Job (canceled, failed) before the pod is deleted, so a pod found gone
// comes with the Job's mark, never with the Job as it was before the stop.
func (p *platform) look(ctx context.Context, ns, name, label string) (podState, error) {
	pods, err := p.cs.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{LabelSelector: labelRun + "=" + label})
	if err != nil {
		return podState{}, err
	}
	var st podState
	for i := range pods.Items {
		pod := &pods.Items[i]
		if pod.Labels[labelRun] != label {
			continue
		}
		st.TaskLive = st.TaskLive || pod.Status.Phase != corev1.PodSucceeded && pod.Status.Phase != corev1.PodFailed
		if st.pod == nil || pod.CreationTimestamp.Before(&st.pod.CreationTimestamp) ||
			pod.CreationTimestamp.Equal(&st.pod.CreationTimestamp) && pod.Name < st.pod.Name {
			st.pod = pod
		}
	}
	j, err := p.cs.BatchV1().Jobs(ns).Get(ctx, name, metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		return podState{Seen: cluster.Seen{JobGone: true, TaskLive: st.TaskLive}}, nil
	}
	if err != nil {
		return podState{}, err
	}
	st.canceled, st.failed = j.Annotations[annCanceled] != "", j.Annotations[annFailed]
	st.done, st.reason = finished(j)
	if st.pod != nil {
		st.Stdout = p.stdout(ns, st.pod.Name)
	}
	return st, nil
}

// pokes watches the run's pods and signals each event on the returned
// channel (dropping those that find a signal pending), until ctx is done.
// A watch that ends is started again after the poll interval.
func (p *platform) pokes(ctx context.Context, ns, label string) <-chan struct{} {
	out := make(chan struct{}, 1)
	go func() {
		for ctx.Err() == nil {
			w, err := p.cs.CoreV1().Pods(ns).Watch(ctx, metav1.ListOptions{LabelSelector: labelRun + "=" + label})
			if err == nil {
				drain(ctx, w.ResultChan(), out)
				w.Stop()
			}
			if !wire.Sleep(ctx, p.cfg.PollInterval) {
				return
			}
		}
	}()
	return out
}

// drain signals out for each event until events closes or ctx is done.
func drain(ctx context.Context, events <-chan watch.Event, out chan<- struct{}) {
	for {
		select {
		case _, ok := <-events:
			if !ok {
				return
			}
			select {
			case out <- struct{}{}:
			default:
			}
		case <-ctx.Done():
			return
		}
	}
}

// stdout reads the harness container's log of a pod.
func (p *platform) stdout(ns, pod string) wire.LogReader {
	return func(ctx context.Context, from int64, follow bool, data func([]byte) bool) (int64, error) {
		return p.readFrom(ctx, ns, pod, from, follow, data)
	}
}

// readFrom reads the container's log, skipping its first skip bytes, calling
// data with each piece read until the stream ends or data returns false. It
// returns the bytes passed to data.
func (p *platform) readFrom(ctx context.Context, ns, pod string, skip int64, follow bool, data func([]byte) bool) (int64, error) {
	rc, err := p.logs.Stream(ctx, ns, pod, containerName, follow)
	if err != nil {
		return 0, err
	}
	defer func() { _ = rc.Close() }()
	if skip > 0 {
		if _, err := io.CopyN(io.Discard, rc, skip); err != nil {
			return 0, err
		}
	}
	var n int64
	buf := make([]byte, 32<<10)
	for {
		k, err := rc.Read(buf)
		if k > 0 {
			if !data(append([]byte(nil), buf[:k]...)) {
				return n, ctx.Err()
			}
			n += int64(k)
		}
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}
