package queue

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/startstop"
	"github.com/everdict/everdict/tenancy"
)

// HistoryIntervalDefault and HistoryLenDefault keep an hour of samples, one
// every 15 seconds.
const (
	HistoryIntervalDefault = 15 * time.Second
	HistoryLenDefault      = 240
)

// Sample is the whole queue at one instant: every tenant with a run queued
// or running, and every runtime's slots in use.
type Sample struct {
	At       time.Time       `json:"at"`
	Tenants  []TenantQueue   `json:"tenants"`
	Runtimes []RuntimeSample `json:"runtimes"`
}

// RuntimeSample is one runtime's slots and the runs holding them.
type RuntimeSample struct {
	Runtime  string `json:"runtime"`
	Slots    int    `json:"slots"`
	InFlight int    `json:"inFlight"`
}

// Snapshotter takes queue snapshots (a Reader).
type Snapshotter interface {
	Snapshot(ctx context.Context) (Snapshot, error)
}

// HistoryConfig configures a History. Reader is required.
type HistoryConfig struct {
	Reader Snapshotter
	// Interval is the time between samples; zero means
	// HistoryIntervalDefault.
	Interval time.Duration
	// Len is how many samples are kept, the oldest dropped first; zero
	// means HistoryLenDefault. Memory is bounded by Len samples of one line
	// per busy tenant and one per runtime.
	Len int
	// Clock paces the samples; nil means the wall clock.
	Clock clock.Clock
	// Logger reports a sample that failed; nil means slog.Default().
	Logger *slog.Logger
}

// History is the queue's recent past as this replica sampled it, in memory:
// each replica keeps its own ring (they sample the same shared store, so
// any replica's answer will do) and a restarted one starts afresh with a
// sample at Start. Safe for concurrent use.
type History struct {
	cfg  HistoryConfig
	base startstop.Base

	mu   sync.Mutex
	ring []Sample // oldest first, at most cfg.Len
}

// NewHistory returns a History, or an error naming what cfg lacks.
func NewHistory(cfg HistoryConfig) (*History, error) {
	if cfg.Reader == nil {
		return nil, errors.New("queue history: Reader is required")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = HistoryIntervalDefault
	}
	if cfg.Len <= 0 {
		cfg.Len = HistoryLenDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	return &History{cfg: cfg}, nil
}

// Start takes a sample, then one every Interval until Stop.
func (h *History) Start(ctx context.Context) error {
	ctx, err := h.base.Begin(ctx)
	if err != nil {
		return err
	}
	h.base.Go(func() {
		for {
			h.sample(ctx)
			select {
			case <-ctx.Done():
				return
			case <-h.cfg.Clock.After(h.cfg.Interval):
			}
		}
	})
	return nil
}

// Stop ends the sampling and waits for it.
func (h *History) Stop() { h.base.Stop() }

// sample records the whole queue now; a failed read is logged and skipped.
func (h *History) sample(ctx context.Context) {
	snap, err := h.cfg.Reader.Snapshot(tenancy.System(ctx))
	if err != nil {
		if ctx.Err() == nil {
			h.cfg.Logger.Warn("queue history sample", "err", err)
		}
		return
	}
	s := Sample{At: h.cfg.Clock.Now(), Tenants: []TenantQueue{}, Runtimes: make([]RuntimeSample, 0, len(snap.Runtimes))}
	for _, t := range snap.Tenants {
		if t.Queued+t.Running > 0 {
			s.Tenants = append(s.Tenants, t)
		}
	}
	for _, r := range snap.Runtimes {
		s.Runtimes = append(s.Runtimes, RuntimeSample{Runtime: r.Runtime, Slots: r.Slots, InFlight: r.InFlight})
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.ring) == h.cfg.Len {
		copy(h.ring, h.ring[1:])
		h.ring = h.ring[:len(h.ring)-1]
	}
	h.ring = append(h.ring, s)
}

// HistorySinceDefault is how far back Since reads when since is zero.
const HistorySinceDefault = time.Hour

// Since returns the samples taken after since (zero: in the last
// HistorySinceDefault), oldest first, as the viewer
// in ctx may see them: an OPERATOR every line; anyone else their tenant's
// line and the runtimes their queue snapshot shows now (their own and the
// shared ones), never another tenant's.
func (h *History) Since(ctx context.Context, since time.Time) ([]*Sample, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	if since.IsZero() {
		since = h.cfg.Clock.Now().Add(-HistorySinceDefault)
	}
	h.mu.Lock()
	kept := []*Sample{}
	for i := range h.ring {
		if h.ring[i].At.After(since) {
			s := h.ring[i] // samples are never changed once in the ring
			kept = append(kept, &s)
		}
	}
	h.mu.Unlock()
	if v.Role == tenancy.RoleOperator || len(kept) == 0 {
		return kept, nil
	}
	now, err := h.cfg.Reader.Snapshot(ctx)
	if err != nil {
		return nil, err
	}
	visible := make(map[string]bool, len(now.Runtimes))
	for _, r := range now.Runtimes {
		visible[r.Runtime] = true
	}
	out := make([]*Sample, 0, len(kept))
	for _, s := range kept {
		f := &Sample{At: s.At, Tenants: []TenantQueue{}, Runtimes: []RuntimeSample{}}
		for _, t := range s.Tenants {
			if t.Tenant == v.Tenant {
				f.Tenants = append(f.Tenants, t)
			}
		}
		for _, r := range s.Runtimes {
			if visible[r.Runtime] {
				f.Runtimes = append(f.Runtimes, r)
			}
		}
		out = append(out, f)
	}
	return out, nil
}
