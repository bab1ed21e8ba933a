// Package retention deletes what the control plane keeps only for a while:
// the log lines of runs that finished longer ago than the retention, and
// the artifacts whose expiry passed (package artifacts stamps it). A
// Sweeper runs on every replica; deletes are idempotent, so one replica or
// many behave the same.
package retention

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/startstop"
)

// Defaults of Config.
const (
	// LogsDefault is how long a finished run's log lines are kept.
	LogsDefault = 30 * 24 * time.Hour
	// IntervalDefault is the time between sweeps; the first is at Start.
	IntervalDefault = time.Hour
	// BatchDefault bounds one delete, so a sweep never holds a long lock.
	BatchDefault = 1000
)

// KeepForever as Config.Logs keeps log lines until their run is deleted.
const KeepForever time.Duration = -1

// Pruner deletes up to limit log lines of runs finished before cutoff
// (run.Service).
type Pruner interface {
	PruneLogs(ctx context.Context, cutoff time.Time, limit int) (int, error)
}

// ArtifactPruner deletes up to limit artifacts whose expiry passed, by its
// own clock (artifacts.Service, which stamps each expiry).
type ArtifactPruner interface {
	Prune(ctx context.Context, limit int) (int, error)
}

// Config configures a Sweeper. Runs is required.
type Config struct {
	Runs Pruner
	// Artifacts, if set, has its expired artifacts swept too, in batches.
	Artifacts ArtifactPruner
	// Logs: zero means LogsDefault; KeepForever disables the sweeper.
	Logs time.Duration
	// Interval: zero means IntervalDefault.
	Interval time.Duration
	// Batch: zero means BatchDefault.
	Batch int
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
	// Swept, if set, hears the count of each finished sweep (for tests):
	// log lines and artifacts deleted.
	Swept func(deleted int)
}

// Sweeper prunes on a schedule between Start and Stop.
type Sweeper struct {
	cfg Config
	log *slog.Logger
	run startstop.Base
}

// New returns a Sweeper over cfg.
func New(cfg Config) (*Sweeper, error) {
	if cfg.Runs == nil {
		return nil, errors.New("retention: Runs is required")
	}
	if cfg.Logs == 0 {
		cfg.Logs = LogsDefault
	}
	if cfg.Logs < 0 && cfg.Logs != KeepForever {
		return nil, errors.New("retention: Logs must be positive, zero for the default, or KeepForever")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = IntervalDefault
	}
	if cfg.Batch <= 0 {
		cfg.Batch = BatchDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Sweeper{cfg: cfg, log: log}, nil
}

// Start begins sweeping: at once, then every Interval. It returns at once.
func (s *Sweeper) Start(ctx context.Context) error {
	if s.cfg.Logs == KeepForever && s.cfg.Artifacts == nil {
		return nil
	}
	ctx, err := s.run.Begin(ctx)
	if err != nil {
		return fmt.Errorf("retention: %w", err)
	}
	s.run.Go(func() {
		for {
			n, err := s.Sweep(ctx)
			if err != nil && ctx.Err() == nil {
				s.log.Warn("retention sweep", "err", err)
			}
			if n > 0 {
				s.log.Info("log lines and artifacts past retention deleted", "deleted", n)
			}
			if s.cfg.Swept != nil {
				s.cfg.Swept(n)
			}
			select {
			case <-ctx.Done():
				return
			case <-s.cfg.Clock.After(s.cfg.Interval):
			}
		}
	})
	return nil
}

// Stop ends the sweeps and waits for the one in progress.
func (s *Sweeper) Stop() { s.run.Stop() }

// Sweep deletes, batch by batch, every log line past retention now and
// every artifact whose expiry passed, and says how many.
func (s *Sweeper) Sweep(ctx context.Context) (int, error) {
	now := s.cfg.Clock.Now()
	total := 0
	var errs []error
	if s.cfg.Logs != KeepForever {
		n, err := s.batches(ctx, func(ctx context.Context) (int, error) {
			return s.cfg.Runs.PruneLogs(ctx, now.Add(-s.cfg.Logs), s.cfg.Batch)
		})
		total += n
		errs = append(errs, err)
	}
	if s.cfg.Artifacts != nil {
		n, err := s.batches(ctx, func(ctx context.Context) (int, error) {
			return s.cfg.Artifacts.Prune(ctx, s.cfg.Batch)
		})
		total += n
		errs = append(errs, err)
	}
	return total, errors.Join(errs...)
}

// batches calls prune until it deletes less than a batch.
func (s *Sweeper) batches(ctx context.Context, prune func(context.Context) (int, error)) (int, error) {
	total := 0
	for ctx.Err() == nil {
		n, err := prune(ctx)
		total += n
		if err != nil || n < s.cfg.Batch {
			return total, err
		}
	}
	return total, ctx.Err()
}
