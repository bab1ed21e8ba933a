package scheduler

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/circuits"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Config.
const (
	// LeaseTTLDefault is how long a ledger reservation lives unless renewed;
	// a dead replica's reservations free themselves after it.
	LeaseTTLDefault = 60 * time.Second
	// RetryIntervalDefault is how soon the pump looks again at a queue it
	// could not drain (full runtimes elsewhere, an open circuit cooling down).
	RetryIntervalDefault = time.Second
)

// QueueTopic names the queue-changed events; the payload is empty.
const QueueTopic = "queue"

// Runs is the run service as the scheduler sees it: the only writer of run
// statuses.
type Runs interface {
	Start(ctx context.Context, id int, redispatch bool) (bool, error)
	Settle(ctx context.Context, id int, result *evalcase.Result, failure *run.Failure) (bool, error)
}

// Secrets resolves a tenant's secrets by name, for a job's environment.
type Secrets interface {
	Resolve(ctx context.Context, tenantID int, names []string) (map[string]string, error)
}

// Backends resolves a target to its backend (Dispatcher is one).
type Backends interface {
	For(ctx context.Context, t Target) (backends.Backend, error)
}

// Publisher fans events out.
type Publisher interface {
	Publish(ctx context.Context, topic string, payload []byte) error
}

// Config configures a Scheduler. DB, Runs, Backends and Ledger are required.
type Config struct {
	DB       *ent.Client
	Runs     Runs
	Backends Backends
	Ledger   ledger.Ledger
	// Secrets resolves harness env secretRefs; nil refuses jobs that use any.
	Secrets Secrets
	// Events receives log lines and queue changes; nil publishes nothing.
	Events Publisher
	// Strategy chooses among eligible runtimes; zero is spread.
	Strategy placement.Strategy
	// Aging promotes a BATCH run older than this; zero is placement's
	// AgingDefault.
	Aging time.Duration
	// Circuits holds the circuit breakers; nil means in memory, configured
	// by Circuit. Replicas share them through circuits.Redis.
	Circuits circuits.Store
	// Circuit configures the in-memory breakers; zero is placement's
	// defaults.
	Circuit placement.CircuitConfig
	// LeaseTTL is the life of a reservation; zero means LeaseTTLDefault.
	LeaseTTL time.Duration
	// RetryInterval: zero means RetryIntervalDefault.
	RetryInterval time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// item is a run the scheduler holds: queued, running or being adopted.
type item struct {
	runID      int
	tenantID   int
	tenant     string
	trusted    bool
	weight     int
	maxRunning int
	target     Target
	caps       []string
	c          evalcase.Case
	harness    evalcase.Harness
	redispatch bool
	fromSeq    int64
	claim      ledger.Claim
	cancel     context.CancelCauseFunc
	detached   bool // the dispatch let go of a still-running job (shutdown)
}

func (it *item) entryID() string     { return strconv.Itoa(it.runID) }
func (it *item) correlation() string { return run.CorrelationID(it.runID) }
func (it *item) circuitKey() string {
	return placement.CircuitKey(it.tenant, strconv.Itoa(it.target.RuntimeID))
}

// Scheduler is the pump. Build it with New, Start it once, Stop it on
// shutdown. Safe for concurrent use.
type Scheduler struct {
	cfg  Config
	log  *slog.Logger
	poke chan struct{}

	// base is every dispatch's parent context; Stop cancels it with the cause
	// backends.ErrDetached so running jobs survive for the next boot's adopt.
	base   context.Context
	detach context.CancelCauseFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	queue   *placement.FairQueue
	breaker circuits.Store
	pending map[int]*item // queued
	active  map[int]*item // dispatched or adopting
}

// New returns a Scheduler over cfg.
func New(cfg Config) *Scheduler {
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = LeaseTTLDefault
	}
	if cfg.RetryInterval <= 0 {
		cfg.RetryInterval = RetryIntervalDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if cfg.Circuits == nil {
		cfg.Circuits = circuits.NewMemory(cfg.Circuit)
	}
	base, detach := context.WithCancelCause(context.Background())
	return &Scheduler{
		cfg:     cfg,
		log:     log,
		poke:    make(chan struct{}, 1),
		base:    base,
		detach:  detach,
		queue:   placement.NewFairQueue(placement.FairQueueConfig{Aging: cfg.Aging}),
		breaker: cfg.Circuits,
		pending: map[int]*item{},
		active:  map[int]*item{},
	}
}

// Start runs the pump until Stop.
func (s *Scheduler) Start() {
	s.wg.Go(s.loop)
}

// Stop ends the pump and detaches every running job: its dispatch returns
// without settling, the job keeps running, and the next boot's Recover adopts
// it. Stop waits for the dispatch goroutines to return.
func (s *Scheduler) Stop() {
	s.detach(backends.ErrDetached)
	s.wg.Wait()
}

// Kick asks the pump to look at the queue now.
func (s *Scheduler) Kick() {
	select {
	case s.poke <- struct{}{}:
	default:
	}
}

func (s *Scheduler) loop() {
	var retry <-chan time.Time
	for {
		select {
		case <-s.base.Done():
			return
		case <-s.poke:
		case <-retry:
		}
		retry = nil
		if s.drain() > 0 {
			retry = s.cfg.Clock.After(s.cfg.RetryInterval)
		}
	}
}

// Enqueue takes a QUEUED run into the fair queue.
func (s *Scheduler) Enqueue(ctx context.Context, r *ent.Run) error {
	it, err := s.item(ctx, r)
	if err != nil {
		return err
	}
	if err := s.enqueue(it, r); err != nil {
		return err
	}
	s.Kick()
	return nil
}

func (s *Scheduler) enqueue(it *item, r *ent.Run) error {
	prio := placement.PriorityInteractive
	if r.Priority == entrun.PriorityBATCH {
		prio = placement.PriorityBatch
	}
	e := placement.Entry{
		ID:         it.entryID(),
		Tenant:     it.tenant,
		Weight:     it.weight,
		Priority:   prio,
		EnqueuedAt: r.CreatedAt,
		Cost:       1,
		Request: placement.Request{
			Resources:    placement.Resources{MemoryMB: int64(it.c.Resources.MemoryMB), MilliCPU: placement.ToMilliCPU(it.c.Resources.CPU)},
			Capabilities: runtime.Partition(runtime.RequiredCapabilities(it.c)).Functional,
		},
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, held := s.active[it.runID]; held {
		return nil
	}
	if err := s.queue.Enqueue(e); err != nil {
		if errors.Is(err, placement.ErrDuplicateEntry) {
			return nil
		}
		return fmt.Errorf("enqueue run %d: %w", it.runID, err)
	}
	s.pending[it.runID] = it
	s.publishQueue()
	return nil
}

// item loads what the scheduler needs of a run.
func (s *Scheduler) item(ctx context.Context, r *ent.Run) (*item, error) {
	sys := tenancy.System(ctx)
	t, err := s.cfg.DB.Tenant.Get(sys, r.TenantID)
	if err != nil {
		return nil, fmt.Errorf("load tenant of run %d: %w", r.ID, err)
	}
	if r.RuntimeVersionID == nil {
		return nil, fmt.Errorf("run %d has no resolved runtime version", r.ID)
	}
	ver, err := s.cfg.DB.RuntimeVersion.Get(sys, *r.RuntimeVersionID)
	if err != nil {
		return nil, fmt.Errorf("load runtime version of run %d: %w", r.ID, err)
	}
	rt, err := s.cfg.DB.RegisteredRuntime.Get(sys, ver.RuntimeID)
	if err != nil {
		return nil, fmt.Errorf("load runtime of run %d: %w", r.ID, err)
	}
	owner := t
	if rt.TenantID != t.ID {
		if owner, err = s.cfg.DB.Tenant.Get(sys, rt.TenantID); err != nil {
			return nil, fmt.Errorf("load owner of the runtime of run %d: %w", r.ID, err)
		}
	}
	it := &item{
		runID:    r.ID,
		tenantID: t.ID,
		tenant:   t.Slug,
		trusted:  t.Trusted,
		weight:   t.Weight,
		target: Target{
			TenantID: rt.TenantID, OwnerTrusted: owner.Trusted, RuntimeID: rt.ID, Name: rt.Name,
			VersionID: ver.ID, Version: ver.Version, Spec: ver.Spec,
		},
		caps:    ver.Capabilities,
		c:       r.CaseSpec,
		harness: r.Harness,
	}
	if t.MaxConcurrent != nil {
		it.maxRunning = *t.MaxConcurrent
	}
	it.claim = ledger.Claim{
		RunID:    it.correlation(),
		Tenant:   t.Slug,
		Runtime:  it.target.capacityKey(),
		MemoryMB: int64(it.c.Resources.MemoryMB),
		MilliCPU: placement.ToMilliCPU(it.c.Resources.CPU),
	}
	return it, nil
}

// drain dispatches every run the policy admits now, and returns how many
// stay queued.
func (s *Scheduler) drain() int {
	for {
		it, doomed, ok := s.next()
		for _, d := range doomed {
			s.settle(d.item, nil, &run.Failure{Class: placement.FailureConfig, Code: string(d.doomedRule), Message: d.doomedReason})
		}
		if !ok {
			s.mu.Lock()
			n := s.queue.Len()
			s.mu.Unlock()
			return n
		}
		s.wg.Go(func() { s.dispatch(it) })
	}
}

// doomed is a queued run placement says can never be placed.
type doomed struct {
	*item
	doomedRule   placement.Rule
	doomedReason string
}

// next picks the next run to dispatch, reserving its capacity.
func (s *Scheduler) next() (*item, []doomed, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ctx := s.base
	now := s.cfg.Clock.Now()
	var (
		picked *item
		lost   []doomed
	)
	_, ok := s.queue.DequeueFunc(now, func(e placement.Entry) bool {
		it := s.pending[mustAtoi(e.ID)]
		if it == nil {
			return false
		}
		running, err := s.cfg.Ledger.TenantInFlight(ctx, it.tenant)
		if err != nil {
			s.log.WarnContext(ctx, "ledger unavailable", "tenant", it.tenant, "err", err)
			return false
		}
		if d := placement.AdmitQuota(placement.TenantState{Tenant: it.tenant, Running: running, MaxConcurrent: it.maxRunning}); !d.Admitted {
			return false
		}
		rs, lim, err := s.runtimeState(ctx, now, it)
		if err != nil {
			s.log.WarnContext(ctx, "ledger unavailable", "runtime", it.target.Name, "err", err)
			return false
		}
		choice := placement.Choose(s.cfg.Strategy, e.Request, []placement.RuntimeState{rs})
		if !choice.Decision.Admitted {
			if choice.Decision.Permanent {
				lost = append(lost, doomed{it, choice.Decision.Rule, choice.Decision.Reason})
			}
			return false
		}
		if ok, err := s.breaker.Allow(ctx, now, it.circuitKey()); err != nil || !ok {
			if err != nil {
				s.log.WarnContext(ctx, "circuits unavailable", "runtime", it.target.Name, "err", err)
			}
			return false
		}
		dec, err := s.cfg.Ledger.Reserve(ctx, it.claim, lim, s.cfg.LeaseTTL)
		if err != nil || !dec.OK {
			s.report(it, placement.FailureCanceled) // frees a half-open probe
			return false
		}
		picked = it
		return true
	})
	for _, d := range lost {
		s.queue.Cancel(d.entryID())
		delete(s.pending, d.runID)
	}
	if ok {
		delete(s.pending, picked.runID)
		s.active[picked.runID] = picked
		s.publishQueue()
	}
	return picked, lost, ok
}

// runtimeState is the snapshot of it's runtime placement decides on.
func (s *Scheduler) runtimeState(ctx context.Context, now time.Time, it *item) (placement.RuntimeState, ledger.Limits, error) {
	u, err := s.cfg.Ledger.Usage(ctx, it.target.capacityKey())
	if err != nil {
		return placement.RuntimeState{}, ledger.Limits{}, err
	}
	ready, err := s.breaker.Ready(ctx, now, it.circuitKey())
	if err != nil {
		return placement.RuntimeState{}, ledger.Limits{}, err
	}
	adm := it.target.Spec.Admission
	env := placement.Envelope{
		Slots:    adm.EffectiveMaxConcurrent(),
		MemoryMB: int64(adm.MemoryBudgetMB),
		MilliCPU: placement.ToMilliCPU(adm.CPUBudget),
	}
	rs := placement.RuntimeState{
		ID:           strconv.Itoa(it.target.RuntimeID),
		Envelope:     env,
		InFlight:     u.InFlight,
		Reserved:     placement.Resources{MemoryMB: u.MemoryMB, MilliCPU: u.MilliCPU},
		Capabilities: it.caps,
		CircuitOpen:  !ready,
	}
	lim := ledger.Limits{Slots: env.Slots, MemoryMB: env.MemoryMB, MilliCPU: env.MilliCPU, TenantMax: it.maxRunning}
	return rs, lim, nil
}

func mustAtoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// Withdraw removes a queued run or stops a running one. The run service has
// already settled it (CANCELED), so the dispatch's own settle loses.
func (s *Scheduler) Withdraw(ctx context.Context, runID int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if it, ok := s.pending[runID]; ok {
		s.queue.Cancel(it.entryID())
		delete(s.pending, runID)
		s.publishQueue()
		return
	}
	if it, ok := s.active[runID]; ok && it.cancel != nil {
		it.cancel(errCanceled)
	}
}

var errCanceled = errors.New("run canceled")

// dispatch runs one reserved run to its end.
func (s *Scheduler) dispatch(it *item) {
	ctx := s.base
	log := s.log.With("run_id", it.runID, "tenant", it.tenant, "runtime", it.target.Name)
	defer s.finish(it)

	b, err := s.cfg.Backends.For(ctx, it.target)
	if err != nil {
		s.fail(it, err, log)
		return
	}
	// The one choke point: the trust zone is resolved and enforced here,
	// before every dispatch, and the backend receives the zone.
	zone := placement.ZoneFor(it.tenant, it.trusted)
	iso := placement.RuntimeIsolation{ID: it.target.Name, Hardened: hardened(it.target.Spec, b)}
	if err := placement.AssertHardenedIsolation(zone, iso); err != nil {
		s.fail(it, backends.Errorf(placement.FailureConfig, "UNTRUSTED_SHARED_KERNEL", "%v", err), log)
		return
	}
	harness, err := s.resolveEnv(ctx, it)
	if err != nil {
		s.fail(it, err, log)
		return
	}
	dctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	s.mu.Lock()
	it.cancel = cancel
	s.mu.Unlock()
	stopRenew := s.renew(dctx, it)
	defer stopRenew()

	job := backends.Job{RunID: it.correlation(), Tenant: it.tenant, Case: it.c, Harness: harness, Zone: zone}
	log.InfoContext(ctx, "dispatching", "version", it.target.Version, "redispatch", it.redispatch)
	sink := s.sink(it)
	sink.accepted = func() {
		// Stamped RUNNING when the backend accepts the job. A run canceled
		// meanwhile does not start: stop the job.
		started, err := s.cfg.Runs.Start(ctx, it.runID, it.redispatch)
		if err != nil {
			log.ErrorContext(ctx, "stamp running", "err", err)
		}
		if !started {
			cancel(errCanceled)
		}
	}
	res, err := b.Dispatch(dctx, job, sink)
	s.outcome(it, res, err, log)
}

// hardened reports whether b can run a job behind a kernel boundary. A
// backend that says (backends.Hardener) is believed over its spec: a spec
// may ask for isolation the backend cannot give here (no bubblewrap on the
// host, a Nomad driver that cannot run a harness).
func hardened(spec runtime.RuntimeSpec, b backends.Backend) bool {
	if h, ok := b.(backends.Hardener); ok {
		return h.SandboxAvailable()
	}
	return spec.Hardened()
}

// outcome settles a dispatch's or an adoption's result and feeds the breaker.
func (s *Scheduler) outcome(it *item, res evalcase.Result, err error, log *slog.Logger) {
	if err == nil {
		if err := s.breaker.Success(context.WithoutCancel(s.base), s.cfg.Clock.Now(), it.circuitKey()); err != nil {
			log.Warn("record success on the circuit", "err", err)
		}
		s.settle(it, &res, nil)
		return
	}
	if errors.Is(err, backends.ErrDetached) {
		log.Info("detached: the job keeps running for the next boot to adopt")
		it.detached = true
		return
	}
	s.fail(it, err, log)
}

// report records a failure of class on the run's circuit.
func (s *Scheduler) report(it *item, class placement.FailureClass) {
	if err := s.breaker.Failure(context.WithoutCancel(s.base), s.cfg.Clock.Now(), it.circuitKey(), class); err != nil {
		s.log.Warn("record failure on the circuit", "run_id", it.runID, "err", err)
	}
}

// fail settles a run as FAILED with err's class and feeds the breaker.
func (s *Scheduler) fail(it *item, err error, log *slog.Logger) {
	class := backends.ClassOf(err)
	s.report(it, class)
	msg := err.Error()
	var be *backends.Error
	if errors.As(err, &be) && be.Message != "" {
		msg = be.Message
	}
	log.Warn("run failed", "class", string(class), "code", backends.CodeOf(err), "err", err)
	s.settle(it, nil, &run.Failure{Class: class, Code: backends.CodeOf(err), Message: msg})
}

func (s *Scheduler) settle(it *item, res *evalcase.Result, f *run.Failure) {
	if _, err := s.cfg.Runs.Settle(context.WithoutCancel(s.base), it.runID, res, f); err != nil {
		s.log.Error("settle", "run_id", it.runID, "tenant", it.tenant, "err", err)
	}
}

// finish releases a run's reservation and pumps again.
//
// A detached job still runs, so its reservation is kept: its lease expires
// unless the next boot's adoption renews it, and no replica meanwhile
// overbooks the capacity the job uses.
func (s *Scheduler) finish(it *item) {
	if !it.detached {
		if err := s.cfg.Ledger.Release(context.WithoutCancel(s.base), it.claim.RunID); err != nil {
			s.log.Warn("release reservation", "run_id", it.runID, "err", err)
		}
	}
	s.mu.Lock()
	delete(s.active, it.runID)
	s.publishQueue()
	s.mu.Unlock()
	s.Kick()
}

// renew keeps the reservation's lease alive while the job runs.
func (s *Scheduler) renew(ctx context.Context, it *item) (stop func()) {
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-done:
				return
			case <-s.cfg.Clock.After(s.cfg.LeaseTTL / 3):
				if _, err := s.cfg.Ledger.Renew(ctx, it.claim.RunID, s.cfg.LeaseTTL); err != nil {
					s.log.Warn("renew reservation", "run_id", it.runID, "err", err)
				}
			}
		}
	}()
	return func() { close(done) }
}

// resolveEnv fills the harness's secretRefs with the tenant's secret values.
// The result lives only in the job; the persisted harness keeps the refs.
func (s *Scheduler) resolveEnv(ctx context.Context, it *item) (evalcase.Harness, error) {
	h := it.harness
	var names []string
	for _, e := range h.Env {
		if e.SecretRef != "" {
			names = append(names, e.SecretRef)
		}
	}
	if len(names) == 0 {
		return h, nil
	}
	if s.cfg.Secrets == nil {
		return h, backends.Errorf(placement.FailureConfig, "SECRET_NOT_FOUND", "the harness names secrets but no secret store is configured")
	}
	vals, err := s.cfg.Secrets.Resolve(ctx, it.tenantID, names)
	if err != nil {
		return h, backends.Errorf(placement.FailureConfig, "SECRET_NOT_FOUND", "a secret the harness env names does not exist in tenant %s", it.tenant)
	}
	env := make([]evalcase.EnvVar, len(h.Env))
	for i, e := range h.Env {
		if e.SecretRef != "" {
			e = evalcase.EnvVar{Name: e.Name, Value: vals[e.SecretRef]}
		}
		env[i] = e
	}
	h.Env = env
	return h, nil
}

// logSink persists a run's log lines (idempotently: an adopt may replay)
// and publishes each; Accepted stamps the run RUNNING.
type logSink struct {
	s        *Scheduler
	it       *item
	accepted func()
}

func (s *Scheduler) sink(it *item) *logSink { return &logSink{s: s, it: it} }

// Accepted is called by the backend once it has taken the job.
func (k *logSink) Accepted() {
	if k.accepted != nil {
		k.accepted()
	}
}

// Line keeps one log line.
func (k *logSink) Line(l backends.LogLine) {
	s, it := k.s, k.it
	ctx := tenancy.System(context.WithoutCancel(s.base))
	err := s.cfg.DB.LogLine.Create().SetRunID(it.runID).SetSeq(l.Seq).SetStream(string(l.Stream)).
		SetText(l.Text).SetAt(l.At).OnConflictColumns("run_id", "seq").DoNothing().Exec(ctx)
	if err != nil && !errors.Is(err, sqlNoRows) {
		s.log.Warn("store log line", "run_id", it.runID, "seq", l.Seq, "err", err)
		return
	}
	if s.cfg.Events != nil {
		b, _ := json.Marshal(l)
		_ = s.cfg.Events.Publish(ctx, run.LogTopic(it.runID), b)
	}
}

var sqlNoRows = sql.ErrNoRows

// publishQueue tells queue watchers something changed. Call with s.mu held
// or not; it does not lock.
func (s *Scheduler) publishQueue() {
	if s.cfg.Events != nil {
		_ = s.cfg.Events.Publish(s.base, QueueTopic, nil)
	}
}

// ledgerUnbounded are limits that admit any claim: a live job found at boot
// already uses its capacity.
func ledgerUnbounded(*item) ledger.Limits { return ledger.Limits{} }
