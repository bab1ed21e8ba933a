// Package traces collects an agent's trace after its run settles: the
// deferred half of the agent's trace (the live link is derived on read,
// package agenttrace). When a run settles with trace coordinates (its
// harness version's, else its runtime's traceSource) that can be collected,
// any replica's Service writes one TraceCollection row for the attempt
// (idempotent: a unique run and attempt); whichever replica leases the row
// (a conditional UPDATE, as the webhook outbox does, so two replicas never
// hold one row and a dead replica's lease expires) fetches the trace from
// the provider's API with the tenant's TRACE secret, with exponential
// backoff for up to Window, and keeps a bounded, normalized copy as an
// artifact of kind trajectory (package artifacts). It never blocks or
// changes the settle; a second collection of an attempt keeps no second
// copy. A result that names a traceRef is collected under that id.
//
// Langfuse is spoken (GET <baseUrl>/api/public/traces/<traceId>, Basic
// auth): its TRACE secret's value is "<publicKey>:<secretKey>". The key is
// read by the control plane alone, never put in a job, a log line, a row or
// an error.
package traces

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/ent/tracecollection"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/outbox"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Config.
const (
	// WindowDefault is how long after a settle a trace is still sought.
	WindowDefault = 24 * time.Hour
	// BackoffDefault is the wait before the first retry; each retry
	// doubles it, up to MaxBackoffDefault.
	BackoffDefault    = 30 * time.Second
	MaxBackoffDefault = time.Hour
	// TimeoutDefault bounds one fetch.
	TimeoutDefault = 15 * time.Second
	// LeaseTTLDefault is how long a replica holds a row it collects; it
	// must exceed Timeout.
	LeaseTTLDefault = time.Minute
	// CatchUpMax bounds the runs one catch-up reads (CatchUp).
	CatchUpMax = 1000
	// CatchUpSlack reaches back before the last settle heard, for a settle
	// whose event was on its way when the subscription dropped.
	CatchUpSlack = time.Minute
	// PollIntervalDefault is the fallback sweep.
	PollIntervalDefault = 30 * time.Second
	// BatchDefault bounds the rows one sweep claims.
	BatchDefault = 8
	// MaxBytesDefault bounds the kept copy of one trace.
	MaxBytesDefault = 1 << 20
	// MaxErrorBytes bounds a row's last_error.
	MaxErrorBytes = 200
)

// SeqTrajectory is the artifact sequence number of an attempt's collected
// trace: after any file a harness leaves, before the saved frames
// (artifacts.FrameSeqBase).
const SeqTrajectory = 900_000

// The outcomes an Observer hears.
const (
	OutcomeDone    = "done"
	OutcomePartial = "partial"
	OutcomeRetry   = "retry"
	OutcomeFailed  = "failed"
)

// Secrets opens a tenant's secrets of a purpose (vault.Vault).
type Secrets interface {
	Resolve(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) (map[string]string, error)
}

// Keeper keeps files of a run as its artifacts (artifacts.Service).
type Keeper interface {
	Keep(ctx context.Context, runID, tenantID int, files []backends.Artifact) []evalcase.DroppedArtifact
}

// Subscriber subscribes to a topic of the event bus (events.Bus).
type Subscriber interface {
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
}

// Observer hears each fetch's outcome (metrics).
type Observer interface {
	TraceCollection(outcome string)
}

// Config configures a Service. DB, Secrets and Artifacts are required;
// every zero value is documented per field.
type Config struct {
	// DB is the store: its ent client, and its SQL for the outbox's lease.
	DB        *store.DB
	Secrets   Secrets
	Artifacts Keeper
	// Events wakes the service on every settle; nil polls only (and
	// writes rows only through Enqueue).
	Events Subscriber
	// ReplicaID names this replica as a row's owner; "" means a random id.
	ReplicaID string
	// Window: 0 means WindowDefault.
	Window time.Duration
	// Backoff and MaxBackoff: 0 means BackoffDefault and
	// MaxBackoffDefault.
	Backoff, MaxBackoff time.Duration
	// Timeout: 0 means TimeoutDefault.
	Timeout time.Duration
	// LeaseTTL: 0 means LeaseTTLDefault.
	LeaseTTL time.Duration
	// PollInterval: 0 means PollIntervalDefault.
	PollInterval time.Duration
	// Batch: 0 means BatchDefault.
	Batch int
	// MaxBytes: 0 means MaxBytesDefault.
	MaxBytes int
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
	// Observer: nil hears nothing.
	Observer Observer
}

// Service writes and collects the trace collections. Safe for concurrent
// use.
type Service struct {
	cfg    Config
	db     *ent.Client
	id     string
	log    *slog.Logger
	outbox *outbox.Loop

	base   context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	// heard is when this replica last heard the settle events whole: its
	// start, then each settle heard. A subscription made again after a
	// lag or an outage catches up from it (CatchUp).
	heardMu sync.Mutex
	heard   time.Time

	// sources keeps each version's trace coordinates (nil: none), read
	// once: a version's spec never changes. A settle whose versions have
	// none is then passed over without a read.
	sourcesMu sync.Mutex
	sources   map[sourceKey]*agenttrace.Source
}

// sourceKey is a harness version (harness set) or a runtime version.
type sourceKey struct {
	harness bool
	id      int
}

// New returns a Service over cfg; it collects nothing until Start.
func New(cfg Config) (*Service, error) {
	if cfg.DB == nil || cfg.Secrets == nil || cfg.Artifacts == nil {
		return nil, errors.New("traces: DB, Secrets and Artifacts are required")
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&cfg.Window, WindowDefault)
	def(&cfg.Backoff, BackoffDefault)
	def(&cfg.MaxBackoff, MaxBackoffDefault)
	def(&cfg.Timeout, TimeoutDefault)
	def(&cfg.LeaseTTL, LeaseTTLDefault)
	def(&cfg.PollInterval, PollIntervalDefault)
	if cfg.Batch <= 0 {
		cfg.Batch = BatchDefault
	}
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = MaxBytesDefault
	}
	if cfg.LeaseTTL <= cfg.Timeout {
		return nil, fmt.Errorf("traces: LeaseTTL (%s) must exceed Timeout (%s)", cfg.LeaseTTL, cfg.Timeout)
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	id := cfg.ReplicaID
	if id == "" {
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		id = "replica-" + hex.EncodeToString(b)
	}
	base, cancel := context.WithCancel(tenancy.System(context.Background()))
	s := &Service{cfg: cfg, db: cfg.DB.Client, id: id, log: log.With("replica", id), base: base, cancel: cancel}
	var err error
	s.outbox, err = outbox.New(outbox.Config{SQL: cfg.DB.SQL, Dialect: cfg.DB.Dialect, Owner: id, Work: s.collectAll,
		Table: outbox.Table{Name: tracecollection.Table, ID: tracecollection.FieldID,
			State: tracecollection.FieldState, Pending: tracecollection.StatePENDING.String(), Due: tracecollection.FieldNextAt,
			Owner: tracecollection.FieldLeaseOwner, Until: tracecollection.FieldLeaseUntil},
		Batch: cfg.Batch, LeaseTTL: cfg.LeaseTTL, PollInterval: cfg.PollInterval, Clock: cfg.Clock, Logger: s.log})
	if err != nil {
		cancel()
		return nil, fmt.Errorf("traces: %w", err)
	}
	return s, nil
}

// Start starts the collection loop and, with Events, the listener that
// writes the row of every settle any replica makes (Enqueue) and wakes the
// loop. A lagged subscription is made again, then the loop sweeps.
func (s *Service) Start(context.Context) error {
	if s.cfg.Events != nil {
		s.setHeard(s.cfg.Clock.Now())
		listen, err := events.Follow(s.base, s.cfg.Events, run.ChangedTopic, events.FollowConfig{
			Handle: func(payload []byte) {
				var ev run.Event
				if json.Unmarshal(payload, &ev) != nil || ev.ID == 0 || !run.IsTerminal(ev.Status) {
					return
				}
				s.setHeard(s.cfg.Clock.Now())
				if s.untraced(s.base, ev) {
					return
				}
				if err := s.Enqueue(s.base, ev.ID); err != nil {
					s.log.Warn("traces: enqueue", "run_id", ev.ID, "err", err)
				}
			},
			// The settles made while the subscription was down were
			// heard by no one here: write their rows from the store.
			Repair: func() {
				s.heardMu.Lock()
				since := s.heard.Add(-CatchUpSlack)
				s.heardMu.Unlock()
				if err := s.CatchUp(s.base, since); err != nil {
					s.log.Warn("traces: catch up", "since", since, "err", err)
				}
				s.Kick()
			},
			Retry:  s.cfg.PollInterval,
			Clock:  s.cfg.Clock,
			Logger: s.log,
		})
		if err != nil {
			return fmt.Errorf("traces: %w", err)
		}
		s.wg.Go(listen)
	}
	s.wg.Go(func() { s.outbox.Run(s.base) })
	return nil
}

// Stop ends the loop and waits for it. A fetch in flight is cut short and
// its row released: whoever sweeps next collects it.
func (s *Service) Stop() {
	s.cancel()
	s.wg.Wait()
}

// Kick asks the loop to sweep now.
func (s *Service) Kick() { s.outbox.Kick() }

// Source is the trace coordinates of run r: its registered harness
// version's, else its runtime version's traceSource; nil when neither has
// any. It reads as the system (a shared harness or runtime is another
// tenant's): the caller has authorized r.
func Source(ctx context.Context, db *ent.Client, r *ent.Run) (*agenttrace.Source, error) {
	sys := tenancy.System(ctx)
	if reg := r.Harness.Registered; reg != nil && reg.VersionID > 0 {
		v, err := db.HarnessVersion.Get(sys, reg.VersionID)
		if err != nil && !ent.IsNotFound(err) {
			return nil, fmt.Errorf("read harness version of run %d: %w", r.ID, err)
		}
		if err == nil && v.Spec.Trace != nil {
			return v.Spec.Trace, nil
		}
	}
	if r.RuntimeVersionID != nil {
		v, err := db.RuntimeVersion.Get(sys, *r.RuntimeVersionID)
		if err != nil && !ent.IsNotFound(err) {
			return nil, fmt.Errorf("read runtime version of run %d: %w", r.ID, err)
		}
		if err == nil && v.Spec.TraceSource != nil {
			return v.Spec.TraceSource, nil
		}
	}
	return nil, nil
}

// TraceID is the id run r's current attempt's trace is found by: the
// traceRef its result names, else the attempt's derived one.
func TraceID(r *ent.Run) string {
	if r.Result != nil && r.Result.TraceRef != "" {
		return r.Result.TraceRef
	}
	return agenttrace.ID(run.CorrelationID(run.Key{RunID: r.ID, ScorecardID: deref(r.ScorecardID), CaseID: r.CaseID, Try: r.Try}), max(r.Attempt, 1))
}

// Live is run r's live trace, or nil when it has no trace coordinates.
func Live(ctx context.Context, db *ent.Client, r *ent.Run) (*agenttrace.Live, error) {
	src, err := Source(ctx, db, r)
	if err != nil || src == nil {
		return nil, err
	}
	id := TraceID(r)
	l := agenttrace.Live{TraceID: id, Provider: string(src.Provider)}
	if u := src.URL(id); u != "" {
		l.URL = &u
	}
	return &l, nil
}

// untraced reports whether the run of settle ev has no trace coordinates
// that can be collected, as its versions (kept in sources) tell: then
// Enqueue would read the run and write nothing. A version that cannot be
// read is not taken for untraced.
func (s *Service) untraced(ctx context.Context, ev run.Event) bool {
	if !ev.HarnessKnown {
		return false // an older replica's event: Enqueue reads the run
	}
	sys := tenancy.System(ctx)
	var src *agenttrace.Source
	if ev.HarnessVersionID > 0 {
		hs, err := s.source(sys, sourceKey{harness: true, id: ev.HarnessVersionID})
		if err != nil {
			return false
		}
		src = hs
	}
	if src == nil && ev.VersionID > 0 {
		rs, err := s.source(sys, sourceKey{id: ev.VersionID})
		if err != nil {
			return false
		}
		src = rs
	}
	return src == nil || !src.Collectable()
}

// source is version k's trace coordinates (nil for none), read once.
func (s *Service) source(ctx context.Context, k sourceKey) (*agenttrace.Source, error) {
	s.sourcesMu.Lock()
	src, ok := s.sources[k]
	s.sourcesMu.Unlock()
	if ok {
		return src, nil
	}
	if k.harness {
		v, err := s.db.HarnessVersion.Get(ctx, k.id)
		if err != nil {
			return nil, err
		}
		src = v.Spec.Trace
	} else {
		v, err := s.db.RuntimeVersion.Get(ctx, k.id)
		if err != nil {
			return nil, err
		}
		src = v.Spec.TraceSource
	}
	s.sourcesMu.Lock()
	if s.sources == nil {
		s.sources = map[sourceKey]*agenttrace.Source{}
	}
	s.sources[k] = src
	s.sourcesMu.Unlock()
	return src, nil
}

// Enqueue writes the collection row of settled run id's attempt when its
// coordinates can be collected; a run that is not settled, has none, or
// has its row already is left alone. Every replica may call it for the
// same settle: the row is written once.
func (s *Service) Enqueue(ctx context.Context, id int) error {
	sys := tenancy.System(ctx)
	r, err := s.db.Run.Get(sys, id)
	if err != nil {
		return fmt.Errorf("read run %d: %w", id, err)
	}
	if !run.IsTerminal(run.Status(r.Status)) {
		return nil
	}
	src, err := Source(sys, s.db, r)
	if err != nil || src == nil || !src.Collectable() {
		return err
	}
	now := s.cfg.Clock.Now()
	settled := now
	if r.FinishedAt != nil {
		settled = *r.FinishedAt
	}
	err = s.db.TraceCollection.Create().SetTenantID(r.TenantID).SetRunID(r.ID).SetAttempt(max(r.Attempt, 1)).
		SetTraceID(TraceID(r)).SetSource(*src).SetNextAt(now).SetDeadline(settled.Add(s.cfg.Window)).SetCreatedAt(now).
		OnConflictColumns(tracecollection.FieldRunID, tracecollection.FieldAttempt).DoNothing().Exec(sys)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("write trace collection of run %d: %w", id, err)
	}
	s.Kick()
	return nil
}

// setHeard records that the settle events were heard whole until t.
func (s *Service) setHeard(t time.Time) {
	s.heardMu.Lock()
	defer s.heardMu.Unlock()
	if t.After(s.heard) {
		s.heard = t
	}
}

// CatchUp writes the collection rows (Enqueue) of the runs that settled
// since since, at most CatchUpMax of them, oldest first: what a replica
// whose subscription was down (a lag, a Redis outage) did not hear. Each row
// is written once, whoever else writes it.
func (s *Service) CatchUp(ctx context.Context, since time.Time) error {
	sys := tenancy.System(ctx)
	ids, err := s.db.Run.Query().
		Where(entrun.StatusIn(entrun.StatusSUCCEEDED, entrun.StatusFAILED), entrun.FinishedAtGTE(since)).
		Order(ent.Asc(entrun.FieldFinishedAt)).Limit(CatchUpMax).IDs(sys)
	if err != nil {
		return fmt.Errorf("list runs settled since %s: %w", since.Format(time.RFC3339), err)
	}
	for _, id := range ids {
		if err := s.Enqueue(ctx, id); err != nil {
			return err
		}
	}
	return nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
