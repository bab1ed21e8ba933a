package clocktest_test

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
)

var start = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// fired returns, for each channel, the time it received or "pending".
func fired(chs ...<-chan time.Time) []string {
	out := make([]string, len(chs))
	for i, ch := range chs {
		select {
		case at := <-ch:
			out[i] = at.Sub(start).String()
		default:
			out[i] = "pending"
		}
	}
	return out
}

func TestTheClockReadsItsStartUntilMoved(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	got := []time.Time{c.Now()}
	c.Advance(90 * time.Second)
	got = append(got, c.Now())
	c.Set(start.Add(-time.Hour))
	got = append(got, c.Now())
	want := []time.Time{start, start.Add(90 * time.Second), start.Add(-time.Hour)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Now after New, Advance(90s), Set(start-1h) (-want +got):\n%s", diff)
	}
}

func TestAWaitOfNoTimeFiresAtOnce(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	if diff := cmp.Diff([]string{"0s", "0s"}, fired(c.After(0), c.After(-time.Second))); diff != "" {
		t.Errorf("After(0), After(-1s) (-want +got):\n%s", diff)
	}
}

func TestAWaitFiresWhenTheClockReachesItsTimeAndNotBefore(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	ch := c.After(10 * time.Second)
	var got []string
	for _, step := range []time.Duration{9 * time.Second, time.Second, time.Second} {
		c.Advance(step)
		got = append(got, fired(ch)...)
	}
	if diff := cmp.Diff([]string{"pending", "10s", "pending"}, got); diff != "" {
		t.Errorf("After(10s) after each Advance of 9s, 1s, 1s (-want +got):\n%s", diff)
	}
}

func TestAdvanceFiresEveryDueWaitAndKeepsTheRest(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	chs := []<-chan time.Time{c.After(3 * time.Second), c.After(time.Second), c.After(2 * time.Second)}
	c.Advance(2 * time.Second)
	if diff := cmp.Diff([]string{"pending", "2s", "2s"}, fired(chs...)); diff != "" {
		t.Errorf("waits of 3s, 1s, 2s after Advance(2s) (-want +got):\n%s", diff)
	}
	c.Advance(time.Hour)
	if diff := cmp.Diff([]string{"1h0m2s"}, fired(chs[0])); diff != "" {
		t.Errorf("the 3s wait after another Advance(1h) (-want +got):\n%s", diff)
	}
}

func TestSetFiresWhatIsDueAndABackwardSetFiresNothing(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	soon, later := c.After(time.Minute), c.After(time.Hour)
	c.Set(start.Add(-time.Hour))
	got := fired(soon, later)
	c.Set(start.Add(time.Minute)) // a minute past start, not past the backward set
	got = append(got, fired(soon, later)...)
	if diff := cmp.Diff([]string{"pending", "pending", "1m0s", "pending"}, got); diff != "" {
		t.Errorf("waits of 1m and 1h after Set(start-1h), then Set(start+1m) (-want +got):\n%s", diff)
	}
}

func TestWaitedIsClosedByTheNextAfter(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	closed := func(ch <-chan struct{}) bool {
		select {
		case <-ch:
			return true
		default:
			return false
		}
	}
	first := c.Waited()
	got := []bool{closed(first)}
	c.After(time.Second)
	second := c.Waited()
	got = append(got, closed(first), closed(second))
	c.After(0)
	got = append(got, closed(second))
	if diff := cmp.Diff([]bool{false, true, false, true}, got); diff != "" {
		t.Errorf("Waited closed: before After, after After(1s), the next one, after After(0) (-want +got):\n%s", diff)
	}
}

func TestBlockUntilReturnsOnceNWaitsArePending(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		c := clocktest.New(start)
		done := make(chan struct{})
		go func() {
			c.BlockUntil(t, 2)
			close(done)
		}()
		returned := func() bool {
			synctest.Wait()
			select {
			case <-done:
				return true
			default:
				return false
			}
		}
		got := []bool{returned()}
		c.After(0) // fires at once: never pending
		got = append(got, returned())
		c.After(time.Second)
		got = append(got, returned())
		c.Advance(time.Second) // fires it: pending again 0
		c.After(time.Second)
		got = append(got, returned())
		c.After(time.Minute)
		got = append(got, returned())
		if diff := cmp.Diff([]bool{false, false, false, false, true}, got); diff != "" {
			t.Errorf("BlockUntil(2) returned: at first, after After(0), After(1s), Advance(1s) and After(1s), After(1m) (-want +got):\n%s", diff)
		}
	})
}

func TestBlockUntilReturnsAtOnceWhenEnoughWaitsArePending(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	c.After(time.Second)
	c.After(time.Second)
	c.BlockUntil(t, 1) // a hang here fails the test after its bound
}

// fatalRecorder is a testing.TB whose Fatalf records the failure and ends
// the goroutine, as testing.T's does.
type fatalRecorder struct {
	testing.TB
	mu     sync.Mutex
	failed string
}

func (r *fatalRecorder) Helper() {}

func (r *fatalRecorder) Fatalf(format string, args ...any) {
	r.mu.Lock()
	r.failed = fmt.Sprintf(format, args...)
	r.mu.Unlock()
	runtime.Goexit()
}

func TestBlockUntilFailsTheTestAfterThirtySecondsOfTooFewWaits(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		c := clocktest.New(start)
		c.After(time.Second)
		rec := &fatalRecorder{TB: t}
		began := time.Now() // the bubble's clock
		done := make(chan struct{})
		go func() {
			defer close(done)
			c.BlockUntil(rec, 2)
		}()
		<-done
		rec.mu.Lock()
		defer rec.mu.Unlock()
		got := []string{time.Since(began).String(), rec.failed}
		want := []string{"30s", "clocktest: 1 waits pending after 30s, want 2"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("BlockUntil(2) with one wait pending: time taken, failure (-want +got):\n%s", diff)
		}
	})
}

func TestTheClockIsSafeForConcurrentUse(t *testing.T) {
	t.Parallel()
	c := clocktest.New(start)
	const n = 16
	got := make([]time.Time, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			_ = c.Now()
			_ = c.Waited()
			got[i] = <-c.After(time.Duration(i+1) * time.Second)
		})
	}
	c.BlockUntil(t, n)
	for range n {
		c.Advance(time.Second)
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second): // turns a hang into a failure
		t.Fatal("a wait did not fire")
	}
	want := make([]time.Time, n)
	for i := range want {
		want[i] = start.Add(time.Duration(i+1) * time.Second)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("what each of %d concurrent waits received (-want +got):\n%s", n, diff)
	}
}
