// Package autoscale sets elastic runtimes' live slots. Each period every
// replica's Scaler snapshots each elastic runtime's demand (its queued
// runs and the runs it holds, through the queue read model), decides with
// placement.DesiredCapacity (pure, with hysteresis) from the state the
// last decider left in the ledger, and commits the new live slots there
// with ledger.CommitScale: of the replicas deciding from the same state,
// the ledger lets one commit per period, so the decision and the state it
// carries are shared and survive a replica switch. A raise wakes the
// committing replica's scheduler (Config.Raised); the others see the new
// slots at their next pass. The scheduler admits
// into the live slots (never below the runs a runtime holds: new runs
// wait, none is evicted). A change is audited (runtime.autoscale, from
// and to) by the replica that committed it.
package autoscale

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/startstop"
	"github.com/everdict/everdict/tenancy"
)

// IntervalDefault is the decision period when Config.Interval is zero.
const IntervalDefault = 15 * time.Second

// Demand lists the elastic runtimes with their demand (queue.Reader).
type Demand interface {
	Elastic(ctx context.Context) ([]queue.Elastic, error)
}

// Scales reads and commits elastic runtimes' live scale (the ledger).
type Scales interface {
	Scale(ctx context.Context, runtime string) (ledger.Scale, bool, error)
	CommitScale(ctx context.Context, runtime string, prev, next ledger.Scale) (bool, error)
}

// Auditor records a committed change (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Config configures a Scaler. Demand and Scales are required.
type Config struct {
	Demand Demand
	Scales Scales
	// Audit records each change of a runtime's live slots; nil records
	// nothing.
	Audit Auditor
	// Interval is the decision period; zero means IntervalDefault. Every
	// replica must use the same one: periods are numbered from it.
	Interval time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
	// Raised, when set, hears that this replica raised a runtime's live
	// slots, so the queued runs waiting for them start at once (the
	// scheduler's Kick) rather than at its next poll; nil leaves them to it.
	Raised func(runtimeID int)
	// Decided, when set, hears each period's pass end with the number of
	// runtimes whose scale this replica committed (tests wait on it).
	Decided func(committed int)
}

// Scaler decides elastic runtimes' live slots between Start and Stop.
type Scaler struct {
	cfg Config
	log *slog.Logger
	run startstop.Base
}

// New returns a Scaler over cfg, or an error naming what cfg lacks.
func New(cfg Config) (*Scaler, error) {
	switch {
	case cfg.Demand == nil:
		return nil, errors.New("autoscale: Demand is required")
	case cfg.Scales == nil:
		return nil, errors.New("autoscale: Scales is required")
	case cfg.Interval < 0:
		return nil, errors.New("autoscale: Interval cannot be negative")
	}
	if cfg.Interval == 0 {
		cfg.Interval = IntervalDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Scaler{cfg: cfg, log: log}, nil
}

// Start decides at once, then once a period. It returns at once.
func (s *Scaler) Start(ctx context.Context) error {
	ctx, err := s.run.Begin(ctx)
	if err != nil {
		return fmt.Errorf("autoscale: %w", err)
	}
	s.run.Go(func() {
		for {
			n, err := s.Tick(ctx)
			if err != nil && ctx.Err() == nil {
				s.log.Warn("autoscale", "err", err)
			}
			if s.cfg.Decided != nil {
				s.cfg.Decided(n)
			}
			select {
			case <-ctx.Done():
				return
			case <-s.cfg.Clock.After(s.untilNext(s.cfg.Clock.Now())):
			}
		}
	})
	return nil
}

// Stop ends the periods and waits for the pass in progress.
func (s *Scaler) Stop() { s.run.Stop() }

// period numbers the decision period now falls in.
func (s *Scaler) period(now time.Time) int64 { return now.UnixNano() / int64(s.cfg.Interval) }

// untilNext is how long from now the next period begins.
func (s *Scaler) untilNext(now time.Time) time.Duration {
	return time.Duration((s.period(now)+1)*int64(s.cfg.Interval) - now.UnixNano())
}

// Tick is one period's pass: snapshot every elastic runtime's demand,
// decide, and commit what the ledger lets this replica commit. It returns
// how many runtimes' scale it committed.
func (s *Scaler) Tick(ctx context.Context) (int, error) {
	ctx = tenancy.System(ctx)
	now := s.cfg.Clock.Now()
	rts, err := s.cfg.Demand.Elastic(ctx)
	if err != nil {
		return 0, fmt.Errorf("autoscale: %w", err)
	}
	n := 0
	var errs []error
	for _, rt := range rts {
		ok, err := s.decide(ctx, now, rt)
		if err != nil {
			errs = append(errs, err)
		}
		if ok {
			n++
		}
	}
	return n, errors.Join(errs...)
}

// decide scales one runtime for now's period, unless a replica did.
func (s *Scaler) decide(ctx context.Context, now time.Time, rt queue.Elastic) (bool, error) {
	period := s.period(now)
	prev, ok, err := s.cfg.Scales.Scale(ctx, rt.Key)
	if err != nil {
		return false, fmt.Errorf("autoscale %s: %w", rt.Name, err)
	}
	if ok && prev.Period >= period {
		return false, nil // decided this period
	}
	from := rt.Autoscale.Min // the live slots before any decision
	st := placement.AutoscaleState{Current: from}
	if ok {
		from = prev.Slots
		st = placement.AutoscaleState{Current: prev.Slots, BelowSince: prev.BelowSince, Peak: prev.Peak}
	}
	cfg := placement.AutoscaleConfig{Min: rt.Autoscale.Min, Max: rt.Autoscale.Max,
		DownscaleDelay: time.Duration(rt.Autoscale.CooldownSec) * time.Second}
	to, next := placement.DesiredCapacity(cfg, now, st, rt.Demand)
	committed, err := s.cfg.Scales.CommitScale(ctx, rt.Key, prev,
		ledger.Scale{Period: period, Slots: to, BelowSince: next.BelowSince, Peak: next.Peak})
	if err != nil || !committed {
		if err != nil {
			err = fmt.Errorf("autoscale %s: %w", rt.Name, err)
		}
		return false, err // or another replica decided this period
	}
	if to != from {
		s.log.Info("runtime scaled", "runtime", rt.Name, "from", from, "to", to,
			"queued", rt.Demand.Queued, "in_flight", rt.Demand.InFlight)
		if s.cfg.Audit != nil {
			s.cfg.Audit.Record(ctx, audit.Event{TenantID: rt.TenantID, Action: audit.ActionRuntimeAutoscale,
				TargetType: audit.TargetRuntime, Target: rt.Name, Details: map[string]string{
					"from": strconv.Itoa(from), "to": strconv.Itoa(to),
					"queued": strconv.Itoa(rt.Demand.Queued), "inFlight": strconv.Itoa(rt.Demand.InFlight)}})
		}
	}
	if to > from && s.cfg.Raised != nil {
		s.cfg.Raised(rt.RuntimeID)
	}
	return true, nil
}
