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
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// unstartable are the waiting reasons of a container that will not start by
// itself: the run is stopped and fails as CONFIG/HARNESS_START_FAILED.
// ErrImagePull is left out: the kubelet tries again (ImagePullBackOff
// follows when it fails again).
var unstartable = []string{"ImagePullBackOff", "InvalidImageName", "ErrImageNeverPull", "CreateContainerConfigError", "CreateContainerError"}

// podState is one look at a run: its Job's marks and its pod.
type podState struct {
	gone     bool   // the Job is gone
	canceled bool   // the Job was marked canceled
	failed   string // the Job was marked failed to start: CODE: message
	done     bool   // the Job has its Complete or Failed condition
	reason   string // the condition's reason and message
	pod      *corev1.Pod
	err      error // the look failed; the watcher tries again
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

// follow delivers the logs after fromSeq of a run's pod and waits for its
// outcome. Canceling ctx stops the run and keeps following it until it ended
// (at most StopTimeout); with the cause ErrDetached it returns at once, the
// run left going. known is false when the outcome cannot be told (the pod
// or the Job is gone, or ctx detached): Adopt's Unknown.
func (b *Backend) follow(ctx context.Context, ns, name string, rm runMeta, fromSeq int64, logs backends.LogSink) (res evalcase.Result, err error, known bool) {
	inner, stopInner := context.WithCancel(context.WithoutCancel(ctx))
	defer stopInner()
	states := make(chan podState)
	go b.watch(inner, ns, name, runLabel(rm.RunID), states)

	var (
		reader   *wire.Reader
		podName  string
		chunks   <-chan []byte
		stopLogs = func() {}
		seen     bool
		last     podState
		done     = ctx.Done()
		giveUp   <-chan time.Time
		canceled bool
	)
	defer func() { stopLogs() }()
	emit := func(l backends.LogLine) {
		if l.Seq > fromSeq {
			logs.Line(l)
		}
	}
	for {
		select {
		case st := <-states:
			if st.err != nil {
				continue
			}
			last = st
			if st.pod != nil {
				seen = true
				if reader == nil && started(st.pod) {
					reader, podName = wire.NewReader(st.pod.CreationTimestamp.UTC(), wire.RunKey(b.cfg.WireKey, rm.RunID)), st.pod.Name
					lctx, cancel := context.WithCancel(inner)
					stopLogs = cancel
					chunks = wire.Follow(lctx, b.stdout(ns, podName), 0, b.cfg.PollInterval)
				}
				if why := stuck(st.pod); why != "" && st.failed == "" && !canceled && !st.canceled {
					msg := fmt.Sprintf("the pod of run %s cannot start: %s", rm.RunID, why)
					if err := b.stop(inner, ns, name, annFailed, backends.CodeHarnessStart+": "+msg); err != nil {
						b.log.Warn("stopping the job failed", "run_id", rm.RunID, "err", err)
					}
					return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeHarnessStart, "%s", msg), true
				}
			}
			if !ended(st, seen, canceled) {
				continue
			}
			if reader != nil {
				stopLogs()
				if chunks != nil {
					for c := range chunks {
						reader.Feed(c, emit)
					}
				}
				if st.pod != nil {
					if err := wire.ReadRest(inner, b.stdout(ns, podName), reader, emit); err != nil {
						b.log.Warn("reading the end of the logs failed", "run_id", rm.RunID, "err", err)
					}
				}
				reader.Close(emit)
				if reader.Ended() && st.pod != nil {
					// The wrapper exits 0 right after its end record: an end
					// record from a container that ended otherwise (the
					// harness wrote one and stopped the wrapper) is forged.
					if c := harness(st.pod); c != nil && c.State.Terminated != nil && c.State.Terminated.ExitCode != 0 {
						return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeForgedResult,
							"the result of run %s is refused: its task wrote an end record but exited with code %d, so the wrapper did not write it",
							rm.RunID, c.State.Terminated.ExitCode), true
					}
				}
				if r, err, ok := reader.Outcome(rm.Case); ok {
					return r, err, true
				}
			}
			return classify(rm, st, seen, canceled)
		case c, ok := <-chunks:
			if !ok {
				chunks = nil
				continue
			}
			reader.Feed(c, emit)
		case <-done:
			if errors.Is(context.Cause(ctx), backends.ErrDetached) {
				return evalcase.Result{}, stoppedError(ctx), false
			}
			done, canceled = nil, true
			b.log.Info("stopping run: its context was canceled", "run_id", rm.RunID, "tenant", rm.Tenant)
			sctx, cancel := context.WithTimeout(inner, b.cfg.StopTimeout)
			err := b.stop(sctx, ns, name, annCanceled, "true")
			cancel()
			if err != nil {
				b.log.Warn("stopping the job failed", "run_id", rm.RunID, "err", err)
			}
			giveUp = time.After(b.cfg.StopTimeout)
		case <-giveUp:
			phase := "no pod"
			if last.pod != nil {
				phase = string(last.pod.Status.Phase)
			}
			return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled,
				"run %s was asked to stop and has not yet (pod: %s): %w", rm.RunID, phase, context.Cause(ctx)), true
		}
	}
}

// ended reports whether a look at the run shows it will do nothing more;
// seen is whether a pod was seen before, canceled whether the follower
// stopped the run.
func ended(st podState, seen, canceled bool) bool {
	switch {
	case st.gone || st.failed != "":
		return true
	case st.pod != nil:
		return podEnded(st.pod)
	}
	return st.canceled || canceled || st.done || seen
}

// classify is the outcome of a run that ended without an end record.
func classify(rm runMeta, st podState, seen, canceled bool) (evalcase.Result, error, bool) {
	fail := func(class domain.FailureClass, code, format string, args ...any) (evalcase.Result, error, bool) {
		return evalcase.Result{}, backends.Errorf(class, code, format, args...), true
	}
	if st.failed != "" {
		code, msg, _ := strings.Cut(st.failed, ": ")
		return fail(domain.FailureConfig, code, "%s", msg)
	}
	p := st.pod
	if p == nil {
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
	h, c := harness(p), clone(p)
	oom := func(s *corev1.ContainerStatus) bool {
		return s != nil && s.State.Terminated != nil && s.State.Terminated.Reason == "OOMKilled"
	}
	switch {
	case oom(h) || oom(c):
		limit := "its memory limit"
		if rm.Case.Resources.MemoryMB > 0 {
			limit = fmt.Sprintf("its memory limit of %d MB", rm.Case.Resources.MemoryMB)
		}
		return fail(domain.FailureInfra, backends.CodeOOMKilled, "the pod of run %s was OOM killed for exceeding %s", rm.RunID, limit)
	case st.canceled || canceled:
		return fail(domain.FailureCanceled, backends.CodeCanceled, "run %s was canceled", rm.RunID)
	case c != nil && c.State.Terminated != nil && c.State.Terminated.ExitCode != 0:
		return fail(domain.FailureConfig, backends.CodeCloneFailed, "cloning the repository of run %s failed (exit code %d)", rm.RunID, c.State.Terminated.ExitCode)
	case h == nil || h.State.Terminated == nil:
		return fail(domain.FailureInfra, backends.CodeJobLost, "the pod of run %s failed: %s %s", rm.RunID, p.Status.Reason, p.Status.Message)
	}
	t := h.State.Terminated
	return fail(domain.FailureInfra, backends.CodeJobLost, "the harness container of run %s ended without a result (exit code %d, %s)", rm.RunID, t.ExitCode, t.Reason)
}

// watch sends a look at the run each time one of its pods changes, and every
// poll interval, until ctx is done.
func (b *Backend) watch(ctx context.Context, ns, name, label string, out chan<- podState) {
	pokes := b.pokes(ctx, ns, label)
	tick := time.NewTicker(b.cfg.PollInterval)
	defer tick.Stop()
	for {
		st := b.look(ctx, ns, name, label)
		select {
		case out <- st:
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

// look reads the run's first pod, then its Job. In that order: a stop marks
// the Job (canceled, failed) before the pod is deleted, so a pod found gone
// comes with the Job's mark, never with the Job as it was before the stop.
func (b *Backend) look(ctx context.Context, ns, name, label string) podState {
	pods, err := b.cs.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{LabelSelector: labelRun + "=" + label})
	if err != nil {
		return podState{err: err}
	}
	j, err := b.cs.BatchV1().Jobs(ns).Get(ctx, name, metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		return podState{gone: true}
	}
	if err != nil {
		return podState{err: err}
	}
	st := podState{canceled: j.Annotations[annCanceled] != "", failed: j.Annotations[annFailed]}
	st.done, st.reason = finished(j)
	for i := range pods.Items {
		p := &pods.Items[i]
		if p.Labels[labelRun] != label {
			continue
		}
		if st.pod == nil || p.CreationTimestamp.Before(&st.pod.CreationTimestamp) ||
			p.CreationTimestamp.Equal(&st.pod.CreationTimestamp) && p.Name < st.pod.Name {
			st.pod = p
		}
	}
	return st
}

// pokes watches the run's pods and signals each event on the returned
// channel (dropping those that find a signal pending), until ctx is done.
// A watch that ends is started again after the poll interval.
func (b *Backend) pokes(ctx context.Context, ns, label string) <-chan struct{} {
	out := make(chan struct{}, 1)
	go func() {
		for ctx.Err() == nil {
			w, err := b.cs.CoreV1().Pods(ns).Watch(ctx, metav1.ListOptions{LabelSelector: labelRun + "=" + label})
			if err == nil {
				drain(ctx, w.ResultChan(), out)
				w.Stop()
			}
			if !wire.Sleep(ctx, b.cfg.PollInterval) {
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
func (b *Backend) stdout(ns, pod string) wire.LogReader {
	return func(ctx context.Context, from int64, follow bool, data func([]byte) bool) (int64, error) {
		return b.readFrom(ctx, ns, pod, from, follow, data)
	}
}

// readFrom reads the container's log, skipping its first skip bytes, calling
// data with each piece read until the stream ends or data returns false. It
// returns the bytes passed to data.
func (b *Backend) readFrom(ctx context.Context, ns, pod string, skip int64, follow bool, data func([]byte) bool) (int64, error) {
	rc, err := b.logs.Stream(ctx, ns, pod, containerName, follow)
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
