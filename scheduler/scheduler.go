package scheduler

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"strconv"
	"sync"
	"time"

	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/circuits"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/jobs"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/tracing"
)

// Defaults of Config.
const (
	// LeaseTTLDefault is how long a replica holds a run (its row's lease and
	// its ledger reservation) unless it renews: a dead replica's runs are
	// taken over at most this long (plus RescueInterval) after it died. It
	// is the one run lease default, run.LeaseTTLDefault.
	LeaseTTLDefault = run.LeaseTTLDefault
	// RetryIntervalDefault is how soon the pump looks again at a queue it
	// could not drain (full runtimes, a tenant at quota, an open circuit).
	RetryIntervalDefault = time.Second
	// PollIntervalDefault is how often an idle pump looks at the queue
	// anyway, in case an event was missed (a bus outage).
	PollIntervalDefault = 2 * time.Second
	// PageSizeDefault is how many queued runs the pump reads at a time.
	PageSizeDefault = 64
)

// Runs is the run service as the scheduler sees it: the only writer of runs.
// The store arbitrates every claim, takeover and transition.
type Runs interface {
	Get(ctx context.Context, id int) (run.Run, error)
	Queued(ctx context.Context, q run.QueueQuery) (run.QueuePage, error)
	Unplaced(ctx context.Context, limit int, skip []int) ([]run.Run, error)
	Place(ctx context.Context, id int, to run.Target) (bool, error)
	ClaimAll(ctx context.Context, claims []run.Claim, owner string, ttl time.Duration) ([]int, error)
	Release(ctx context.Context, id int, owner string) error
	Renew(ctx context.Context, owner string, ttl time.Duration) (map[int]run.Status, error)
	Orphans(ctx context.Context, self string) ([]run.Run, error)
	TakeOver(ctx context.Context, r run.Run, owner string, ttl time.Duration) (bool, error)
	StartHeld(ctx context.Context, id int, owner string, redispatch bool) (run.Run, bool, error)
	Requeue(ctx context.Context, id int, owner string) (bool, error)
	KeepLines(ctx context.Context, id int, lines []backends.LogLine) error
	LastLogSeq(ctx context.Context, id int) (int64, error)
	Settle(ctx context.Context, id int, owner string, result *evalcase.Result, failure *run.Failure) (bool, error)
	SettleHeld(ctx context.Context, held run.Run, owner string, result *evalcase.Result, failure *run.Failure) (bool, error)
	CountByTenant(ctx context.Context) ([]run.Counts, error)
	CountHeld(ctx context.Context, runtimes []int) ([]run.Held, error)
	Ahead(ctx context.Context, r run.Run) (int, error)
	RunningByRunner(ctx context.Context) (map[string]int, error)
}

// Backends resolves a target to its backend (Dispatcher is one).
type Backends interface {
	For(ctx context.Context, t Target) (backends.Backend, error)
}

// Bus carries log lines out and run changes in.
type Bus interface {
	Publish(ctx context.Context, topic string, payload []byte) error
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
}

// Config configures a Scheduler. DB, Runs, Backends and Ledger are required.
type Config struct {
	DB       *ent.Client
	Runs     Runs
	Backends Backends
	Ledger   ledger.Ledger
	// Observer hears what this replica did (metrics); nil hears nothing.
	Observer Observer
	// ReplicaID names this replica as the owner of the runs it holds. ""
	// means a random id per process: after a restart, its old runs are taken
	// over once their leases expire. A set id is stable: a replica that
	// restarts under it takes its own runs back at once. Two live replicas
	// must never share an id.
	ReplicaID string
	// Secrets resolves harness env secretRefs; nil refuses jobs that use any.
	Secrets jobs.Secrets
	// Credentials resolves a job's clone and pull credentials
	// (credentials/keyring); nil clones and pulls anonymously.
	Credentials jobs.Credentials
	// Events publishes log lines and tells the pump of run changes on every
	// replica; nil publishes nothing and the pump polls.
	Events Bus
	// Aging promotes a BATCH run older than this; zero is placement's
	// AgingDefault.
	Aging time.Duration
	// Circuits holds the circuit breakers; nil means in memory, configured
	// by Circuit. Replicas share them through circuits.Redis.
	Circuits circuits.Store
	// Circuit configures the in-memory breakers; zero is placement's
	// defaults.
	Circuit placement.CircuitConfig
	// LeaseTTL: zero means LeaseTTLDefault.
	LeaseTTL time.Duration
	// RescueInterval is how often the replica looks for runs whose holder is
	// gone; zero means LeaseTTL/3.
	RescueInterval time.Duration
	// RetryInterval: zero means RetryIntervalDefault.
	RetryInterval time.Duration
	// PollInterval: zero means PollIntervalDefault.
	PollInterval time.Duration
	// PageSize: zero means PageSizeDefault.
	PageSize int
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
	// Tracer traces admission decisions, dispatches and adoptions as spans
	// of each run's trace (tracing/); nil traces nothing.
	Tracer trace.TracerProvider
	// Artifacts keeps the files a backend collected of a run (package
	// artifacts); nil keeps none.
	Artifacts Artifacts
	// Uploads issues the upload of a run whose job uploads its files
	// itself, a Nomad or Kubernetes task (artifacts.Service); nil gives
	// such jobs none, and their files are not collected.
	Uploads Uploads
}

// Uploads issues the upload URL and grant of a run's attempt
// (artifacts.Service.Upload); nil when it issues none.
type Uploads interface {
	Upload(tenantID, runID, attempt int, limits backends.ArtifactLimits, timeout time.Duration) *backends.ArtifactUpload
}

// Artifacts keeps a run's collected files (artifacts.Service): best-effort,
// idempotent per file. It returns the files it dropped (over the tenant's
// quota), which the run's result names with the backend's own drops.
type Artifacts interface {
	Keep(ctx context.Context, runID, tenantID int, files []backends.Artifact) []evalcase.DroppedArtifact
}

func (c *Config) validate() error {
	switch {
	case c.DB == nil:
		return errors.New("scheduler: DB is required")
	case c.Runs == nil:
		return errors.New("scheduler: Runs is required")
	case c.Backends == nil:
		return errors.New("scheduler: Backends is required")
	case c.Ledger == nil:
		return errors.New("scheduler: Ledger is required")
	}
	if c.LeaseTTL <= 0 {
		c.LeaseTTL = LeaseTTLDefault
	}
	if c.RescueInterval <= 0 {
		c.RescueInterval = c.LeaseTTL / 3
	}
	if c.RetryInterval <= 0 {
		c.RetryInterval = RetryIntervalDefault
	}
	if c.PollInterval <= 0 {
		c.PollInterval = PollIntervalDefault
	}
	if c.PageSize <= 0 {
		c.PageSize = PageSizeDefault
	}
	if c.Aging <= 0 {
		c.Aging = placement.AgingDefault
	}
	if c.Clock == nil {
		c.Clock = clock.System{}
	}
	if c.Circuits == nil {
		c.Circuits = circuits.NewMemory(c.Circuit)
	}
	if c.Observer == nil {
		c.Observer = nopObserver{}
	}
	return nil
}

// item is a run this replica holds: dispatched, or being adopted.
type item struct {
	runID      int
	key        run.Key // the correlation id's basis
	tenantID   int
	tenant     string
	createdBy  string // the submitter, whose personal secrets shadow the tenant's
	trusted    bool
	maxRunning int
	maxShare   int              // the tenant's maxSlotsPerRuntime; 0: the runtime's share
	budget     placement.Budget // as the tenant stood when the run was read
	target     Target
	caps       []string
	c          evalcase.Case
	harness    evalcase.Harness
	redispatch bool
	// attempt is the run's attempt as loaded; a redispatch starts the
	// next one (jobAttempt).
	attempt int
	fromSeq int64
	claim   ledger.Claim
	cancel  context.CancelCauseFunc
	// let go: the job keeps running for whoever holds the run next (Stop,
	// or the lease was taken over); neither settle nor release.
	detached bool
	settled  bool // our settle applied (and released the run with it)
	// held is the run as our start wrote it (nil before): its settle
	// then reads nothing first (run.Service.SettleHeld). Under mu.
	held *run.Run
	// circuitClosed: the snapshot saw the run's circuit CLOSED, so starting
	// needs no probe.
	circuitClosed bool
	// secrets are the run's resolved secret values, and mask hides them in
	// its logs and outcome.
	secrets []string
	mask    *secrets.Masker
	// created is when the run was submitted.
	created time.Time
	// dropped are the collected files the artifact service dropped,
	// added to the result's.
	dropped []evalcase.DroppedArtifact
	// trace is the run's submit span (its row's traceparent); invalid
	// when tracing is off. admit is its admission span while the drain
	// commits it; span is the span its settle is a child of (its dispatch,
	// adoption or refusal). Each is touched by one goroutine at a time.
	trace trace.SpanContext
	admit trace.Span
	span  trace.Span
}

// jobAttempt is the attempt a dispatch of it runs: the loaded one, or the
// next for a redispatch (run.Service.Start counts it as the backend takes
// the job).
func (it *item) jobAttempt() int {
	a := max(it.attempt, 1)
	if it.redispatch {
		a++
	}
	return a
}

func (it *item) correlation() string {
	k := it.key
	k.RunID = it.runID
	return run.CorrelationID(k)
}
func (it *item) circuitKey() string {
	return placement.CircuitKey(it.tenant, strconv.Itoa(it.target.RuntimeID))
}

// Observer hears what one replica's scheduler did, for its metrics. Its
// methods are called on the scheduler's goroutines and must not block.
type Observer interface {
	// Dispatched: a run submitted at created was claimed and reserved.
	Dispatched(runtime string, shared bool, created time.Time)
	// Started: a run submitted at created became RUNNING (not counting a
	// redispatch).
	Started(runtime string, shared bool, created time.Time)
	// Settled: this replica's settle applied; class is "" on success.
	Settled(status, class string)
	// TookOver: a run whose holder's lease lapsed was taken over.
	TookOver()
	// Logged: a log line of a run on runtime was stored.
	Logged(runtime string, shared bool, text string)
}

type nopObserver struct{}

func (nopObserver) Dispatched(string, bool, time.Time) {}
func (nopObserver) Started(string, bool, time.Time)    {}
func (nopObserver) Settled(string, string)             {}
func (nopObserver) TookOver()                          {}
func (nopObserver) Logged(string, bool, string)        {}

// Scheduler is one replica's pump, lease renewer and rescuer. Every replica
// runs one; the store is the queue and arbitrates who holds a run. Build it
// with New, Start it once, Stop it on shutdown. Safe for concurrent use.
type Scheduler struct {
	cfg    Config
	id     string
	stable bool
	log    *slog.Logger
	poke   chan struct{}

	// base is every goroutine's parent context; Stop cancels it with the
	// cause backends.ErrDetached so running jobs survive for whoever takes
	// their runs over.
	base   context.Context
	detach context.CancelCauseFunc
	wg     sync.WaitGroup

	mu     sync.Mutex
	active map[int]*item
	// lines is what this replica knows of the runtimes' lines (under mu).
	lines lineState

	tracer trace.Tracer
	traced bool
	// waits is the drain's own (one goroutine): the reason each waiting
	// run's last admission span gave.
	waits map[int]placement.Rule
	// slots is the drain's own too: each runtime version's slot count,
	// kept across drains (a version's spec never changes).
	slots map[int]int
	// floors is the drain's own: each elastic runtime version's
	// autoscale.min, its live slots before any autoscaler decided them.
	floors map[int]int
	// live is the drain's own: each elastic runtime's live slots, by
	// runtime id, as the ledger held them when this drain began (see
	// package autoscale).
	live map[int]int
	// specs keeps the runtime versions and runtimes items are built from.
	specs *specCache
	// versions is the drain's own: each runtime version's runtime, the
	// list of lines, read again when a run is queued for a version not in
	// it, an event may have been missed, or a poll interval passed.
	versions map[int]int
}

// New returns a Scheduler over cfg.
func New(cfg Config) (*Scheduler, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	id, stable := cfg.ReplicaID, cfg.ReplicaID != ""
	if !stable {
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		id = "replica-" + hex.EncodeToString(b)
	}
	base, detach := context.WithCancelCause(context.Background())
	return &Scheduler{
		cfg:    cfg,
		id:     id,
		stable: stable,
		log:    log.With("replica", id),
		poke:   make(chan struct{}, 1),
		base:   base,
		detach: detach,
		active: map[int]*item{},
		lines:  lineState{empty: map[int]bool{}, gen: map[int]uint64{}},
		tracer: tracing.Tracer(cfg.Tracer),
		traced: cfg.Tracer != nil,
		waits:  map[int]placement.Rule{},
		slots:  map[int]int{},
		floors: map[int]int{},
		live:   map[int]int{},
		specs:  newSpecCache(),
	}, nil
}

// ID is the replica id this scheduler holds runs under.
func (s *Scheduler) ID() string { return s.id }

// Start starts the pump, the lease renewer and the rescuer, whose first
// sweep is boot recovery: it takes over the runs whose holder is gone (and,
// under a stable ReplicaID, this replica's own from before a restart). It
// never touches a run a live peer holds.
func (s *Scheduler) Start(ctx context.Context) error {
	if s.cfg.Events != nil {
		listen, err := events.Follow(s.base, s.cfg.Events, run.ChangedTopic, events.FollowConfig{
			Handle: s.heard,
			// Events may have been missed: every runtime may have work.
			Repair: func() { s.queuedOn(0); s.Kick() },
			Retry:  s.cfg.RetryInterval,
			Clock:  s.cfg.Clock,
			Logger: s.log,
		})
		if err != nil {
			return fmt.Errorf("scheduler: subscribe to run changes: %w", err)
		}
		s.wg.Go(listen)
	}
	s.wg.Go(s.loop)
	s.wg.Go(s.renewLoop)
	s.wg.Go(s.rescueLoop)
	return nil
}

// Stop ends the pump and detaches every running job: its dispatch returns
// without settling and the job keeps running, for this replica's next life
// (stable id) or a peer to adopt once the lease expires. Stop waits for
// every goroutine the scheduler started.
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

// heard kicks the pump on a run change that may let it start a run: a run
// queued, or a run another replica held settled (its slot is free once that
// replica lets go of it). A run started frees nothing, and a settle of a run
// this replica runs stops its job here, whose end kicks the pump (finish)
// once its slot is free, so neither kicks. Follow subscribes again after a
// lagged or broken subscription; meanwhile the pump polls.
func (s *Scheduler) heard(payload []byte) {
	var ev run.Event
	switch err := json.Unmarshal(payload, &ev); {
	case err != nil || ev.Status == run.Queued:
		s.queuedFor(ev.VersionID)
		s.queuedOn(ev.RuntimeID)
	case run.IsTerminal(ev.Status):
		if s.stopLocal(ev.ID) {
			return
		}
	default:
		return
	}
	s.Kick()
}

// stopLocal cancels the job of run id if this replica runs it, and reports
// whether it does.
func (s *Scheduler) stopLocal(id int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	it, ok := s.active[id]
	if ok && it.cancel != nil {
		it.cancel(errCanceled)
	}
	return ok
}

var errCanceled = errors.New("run canceled")

func (s *Scheduler) loop() {
	var retry <-chan time.Time
	full := s.cfg.Clock.Now()
	for {
		select {
		case <-s.base.Done():
			return
		case <-s.poke:
		case <-retry:
		case <-s.cfg.Clock.After(s.cfg.PollInterval):
		}
		if now := s.cfg.Clock.Now(); now.Sub(full) >= s.cfg.PollInterval {
			// Every line is read at least once a poll interval, in case
			// an event was missed.
			s.queuedOn(0)
			full = now
		}
		retry = nil
		if s.drain() {
			retry = s.cfg.Clock.After(s.cfg.RetryInterval)
		}
	}
}

// skips is what one drain learned it cannot place now.
type skips struct {
	runtimes, tenants, runs map[int]bool
	pairs                   map[[2]int]bool
}

func (k *skips) query(q *run.QueueQuery, runtimes []int) {
	for _, id := range runtimes {
		if !k.runtimes[id] {
			q.Runtimes = append(q.Runtimes, id)
		}
	}
	for id := range k.tenants {
		q.SkipTenants = append(q.SkipTenants, id)
	}
	for id := range k.runs {
		q.SkipRuns = append(q.SkipRuns, id)
	}
	for p := range k.pairs {
		q.SkipPairs = append(q.SkipPairs, p)
	}
}

func (k *skips) any() bool {
	return len(k.runtimes)+len(k.tenants)+len(k.runs)+len(k.pairs) > 0
}

// drain starts every queued run the policy admits now, page by page:
// snapshot (the heads of the open runtimes' lines in fair order, the
// ledger's usage, the circuits; a runtime found full is not read again) →
// placement.Plan, a pure decision → commit each start through the store (a
// claim) and the ledger (a reservation), either of which may refuse. It
// reports whether runs stay queued that may fit later.
func (s *Scheduler) drain() bool {
	ctx := tenancy.System(s.base)
	k := skips{runtimes: map[int]bool{}, tenants: map[int]bool{}, runs: map[int]bool{}, pairs: map[[2]int]bool{}}
	cache := newLoader(s)
	// Runs submitted for several runtimes are placed first, so the lines
	// read below hold them.
	unplaced := s.place(ctx, s.cfg.Clock.Now(), cache)
	lines := s.lineView()
	free, usage, err := s.freeSlots(ctx, cache, &k, lines.empty)
	if err != nil {
		s.log.Warn("read the runtimes", "err", err)
		return true
	}
	waiting := s.drainLines(ctx, &k, cache, lines, free, usage)
	return waiting || unplaced
}

// drainLines is drain's pass over the runtimes' lines.
func (s *Scheduler) drainLines(ctx context.Context, k *skips, cache *loader, lines lineView, free map[int]int, usage map[string]ledger.Usage) bool {
	for s.base.Err() == nil {
		now := s.cfg.Clock.Now()
		q := run.QueueQuery{Now: now, Aging: s.cfg.Aging, Limit: s.cfg.PageSize, LineLimits: free}
		k.query(&q, slices.Collect(maps.Keys(free)))
		page, err := s.cfg.Runs.Queued(ctx, q)
		if err != nil {
			s.log.Warn("read the queue", "err", err)
			return true
		}
		s.foundEmpty(lines, page.Empty)
		if len(page.Runs) == 0 {
			return k.any()
		}
		snap, items := s.snapshot(ctx, now, page.Runs, cache, k, usage)
		usage = nil // the next page reads capacity afresh
		plan := placement.Plan(snap)
		for _, r := range plan.Refused {
			it := items[r.Candidate.ID]
			span := s.admitRefused(it, r.Decision)
			switch d := r.Decision; {
			case d.Permanent:
				k.runs[it.runID] = true
				it.span = span
				s.settle(it, nil, &run.Failure{Class: domain.FailureConfig, Code: string(d.Rule), Message: d.Reason}, "")
			case d.Rule == placement.RuleQuota, d.Rule == placement.RuleBudget:
				k.tenants[it.tenantID] = true
			case d.Rule == placement.RuleSlots:
				k.runtimes[it.target.RuntimeID] = true
			case d.Rule == placement.RuleCircuit, d.Rule == placement.RuleTenantShare:
				k.pairs[[2]int{it.tenantID, it.target.RuntimeID}] = true
			default:
				k.runs[it.runID] = true
			}
			span.End()
		}
		for _, it := range s.commit(ctx, now, plan.Start, items, k) {
			if n, ok := free[it.target.RuntimeID]; ok {
				if free[it.target.RuntimeID] = n - 1; n <= 1 {
					k.runtimes[it.target.RuntimeID] = true
				}
			}
			s.wg.Go(func() { s.dispatch(it) })
		}
		if !page.More {
			// The page held every queued run of the open lines: each was
			// started, skipped, or claimed by another replica. Another
			// read would find nothing new.
			return k.any()
		}
	}
	return false
}

// freeSlots is where a drain may start runs: each runtime's free slots,
// by runtime id, as the ledger counts them against the largest slot count
// of the runtime's versions (a run queued on any version may fit). A
// runtime with none free is skipped (k), so its line costs no read, and
// one with a few free has only that many of its runs read. A runtime
// whose line was found empty (and nothing queued on it since) is left out
// altogether. The list of lines (every runtime version's runtime) is kept
// across drains and read again only when it may be stale (versionsStale).
// It also returns the ledger usage it read, by capacity key, for the first
// page's snapshot.
func (s *Scheduler) freeSlots(ctx context.Context, l *loader, k *skips, empty map[int]bool) (map[int]int, map[string]ledger.Usage, error) {
	if s.versionsStale() {
		versions, err := l.runtimeVersions(ctx)
		if err != nil {
			s.queuedOn(0) // read it again next time
			return nil, nil, err
		}
		s.versions = versions
		s.readVersions(versions)
	}
	versions := s.versions
	var unknown []int
	for v := range versions {
		if _, ok := s.slots[v]; !ok {
			unknown = append(unknown, v)
		}
	}
	if len(unknown) > 0 {
		specs, err := l.specs(ctx, unknown)
		if err != nil {
			return nil, nil, err
		}
		for v, spec := range specs {
			s.slots[v] = spec.Admission.EffectiveMaxConcurrent()
			if as := spec.Admission.Autoscale; as != nil {
				s.floors[v] = as.Min
			}
		}
	}
	most, floors := map[int]int{}, map[int]int{}
	for v, rt := range versions {
		if !empty[rt] {
			most[rt] = max(most[rt], s.slots[v])
			if f, ok := s.floors[v]; ok {
				floors[rt] = f
			}
		}
	}
	clear(s.live)
	free := make(map[int]int, len(most))
	usage := make(map[string]ledger.Usage, len(most))
	for rt, slots := range most {
		key := Target{RuntimeID: rt}.capacityKey()
		if floor, ok := floors[rt]; ok {
			// An elastic runtime admits up to its live slots; below the
			// runs it holds, new runs wait and none is evicted.
			live, err := s.liveSlots(ctx, key, floor)
			if err != nil {
				s.log.Warn("ledger unavailable", "runtime_id", rt, "err", err)
				k.runtimes[rt] = true
				continue
			}
			slots = min(slots, live)
			s.live[rt] = slots
		}
		u, err := s.cfg.Ledger.Usage(ctx, key)
		if err != nil {
			s.log.Warn("ledger unavailable", "runtime_id", rt, "err", err)
			k.runtimes[rt] = true
			continue
		}
		usage[key] = u
		if free[rt] = slots - u.InFlight; free[rt] <= 0 {
			k.runtimes[rt] = true
		}
	}
	return free, usage, nil
}

// liveSlots is an elastic runtime's live slots: the autoscaler's last
// commit in the ledger, or floor (its autoscale.min) before any.
func (s *Scheduler) liveSlots(ctx context.Context, key string, floor int) (int, error) {
	sc, ok, err := s.cfg.Ledger.Scale(ctx, key)
	if err != nil || !ok {
		return floor, err
	}
	return sc.Slots, nil
}

// envelope is t's admission envelope as this drain admits into it: an
// elastic runtime's slots are its live slots (0: it admits nothing).
func (s *Scheduler) envelope(t Target) placement.Envelope {
	env := envelope(t.Spec)
	if as := t.Spec.Admission.Autoscale; as != nil {
		n, ok := s.live[t.RuntimeID]
		if !ok {
			n = as.Min
		}
		env.Slots = n
	}
	return env
}

// readEnvelope is t's admission envelope with an elastic runtime's live
// slots read from the ledger now: envelope for a caller outside the drain.
func (s *Scheduler) readEnvelope(ctx context.Context, t Target) (placement.Envelope, error) {
	env := envelope(t.Spec)
	if as := t.Spec.Admission.Autoscale; as != nil {
		n, err := s.liveSlots(ctx, t.capacityKey(), as.Min)
		if err != nil {
			return placement.Envelope{}, err
		}
		env.Slots = n
	}
	return env, nil
}

// snapshot loads what placement decides on for a page of queued runs. A run
// whose tenant or runtime cannot be loaded is failed or skipped here.
func (s *Scheduler) snapshot(ctx context.Context, now time.Time, page []run.Run, l *loader, k *skips, known map[string]ledger.Usage) (placement.PlanInput, map[string]*item) {
	in := placement.PlanInput{Tenants: map[string]placement.TenantState{}, Runtimes: map[string]placement.RuntimeState{}}
	items := map[string]*item{}
	// Capacity is read before the tenants: a settle commits its spend before
	// it frees its slot, so a slot seen free here comes with the spend of
	// the run that freed it in the tenant rows read below, never with a
	// stale budget.
	usage := map[string]ledger.Usage{}
	for _, r := range page {
		key := Target{RuntimeID: r.RuntimeID}.capacityKey()
		if u, ok := known[key]; ok {
			usage[key] = u
		}
		if _, seen := usage[key]; seen || r.RuntimeID == 0 || k.runtimes[r.RuntimeID] {
			continue
		}
		u, err := s.cfg.Ledger.Usage(ctx, key)
		if err != nil {
			s.log.Warn("ledger unavailable", "runtime_id", r.RuntimeID, "err", err)
			k.runtimes[r.RuntimeID] = true
			continue
		}
		usage[key] = u
	}
	l.forgetTenants()
	for _, r := range page {
		if k.runtimes[r.RuntimeID] {
			continue
		}
		it, err := l.item(ctx, r)
		if err != nil {
			if errors.Is(err, errGone) {
				s.settle(&item{runID: r.ID}, nil, &run.Failure{Class: domain.FailureConfig, Code: "RUNTIME_GONE",
					Message: "the runtime version this run was queued for no longer exists"}, "")
			} else {
				s.log.Warn("load queued run", "run_id", r.ID, "err", err)
			}
			k.runs[r.ID] = true
			continue
		}
		tk, rk := strconv.Itoa(it.tenantID), it.claim.Runtime
		if _, ok := in.Tenants[tk]; !ok {
			running, err := s.cfg.Ledger.TenantInFlight(ctx, it.tenant)
			if err != nil {
				s.log.Warn("ledger unavailable", "tenant", it.tenant, "err", err)
				k.tenants[it.tenantID] = true
				continue
			}
			in.Tenants[tk] = it.tenantState(running)
		}
		if _, ok := in.Runtimes[rk]; !ok {
			rs, err := s.runtimeState(ctx, it, s.envelope(it.target), usage)
			if err != nil {
				s.log.Warn("ledger unavailable", "runtime", it.target.Name, "err", err)
				k.runtimes[it.target.RuntimeID] = true
				continue
			}
			in.Runtimes[rk] = rs
		}
		c, err := l.circuit(ctx, s.cfg.Circuits, now, it.circuitKey())
		if err != nil {
			s.log.Warn("circuits unavailable", "runtime", it.target.Name, "err", err)
			k.pairs[[2]int{it.tenantID, it.target.RuntimeID}] = true
			continue
		}
		it.circuitClosed = c.closed
		cand := it.candidate(tk, !c.ready)
		items[cand.ID] = it
		in.Candidates = append(in.Candidates, cand)
	}
	if err := s.shares(ctx, &in, items); err != nil {
		// Without the counts no share can be kept: start nothing on a
		// shared runtime this round.
		s.log.Warn("count held runs", "err", err)
		for _, it := range items {
			if it.target.Spec.Shared {
				k.runtimes[it.target.RuntimeID] = true
			}
		}
		return placement.PlanInput{}, nil
	}
	return in, items
}

// shares fills in each candidate tenant's share of the shared runtimes it
// is queued on: the runs it holds there now, counted in the store, and its
// limit (the tenant's policy, else the runtime's). The count is the
// snapshot the plan is made from; the ledger, which reserves the share
// with the run's other dimensions, is the arbiter (see reserve).
func (s *Scheduler) shares(ctx context.Context, in *placement.PlanInput, items map[string]*item) error {
	var ids []int
	for _, it := range items {
		if it.target.Spec.Shared && !slices.Contains(ids, it.target.RuntimeID) {
			ids = append(ids, it.target.RuntimeID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	held, err := s.cfg.Runs.CountHeld(ctx, ids)
	if err != nil {
		return err
	}
	n := make(map[[2]int]int, len(held))
	for _, h := range held {
		n[[2]int{h.TenantID, h.RuntimeID}] = h.N
	}
	in.Shares = map[placement.ShareKey]placement.Share{}
	for _, it := range items {
		// A share of the whole capacity (a one-slot runtime's default
		// share, or a policy at least its slots) holds back nothing the
		// slots do not: the run waits for CAPACITY, since no other
		// tenant's run could take a slot either.
		if max := it.target.Spec.TenantShare(it.maxShare); max > 0 && max < envelope(it.target.Spec).Slots {
			in.Shares[placement.ShareKey{Tenant: strconv.Itoa(it.tenantID), Runtime: it.claim.Runtime}] =
				placement.Share{Running: n[[2]int{it.tenantID, it.target.RuntimeID}], Max: max}
		}
	}
	return nil
}

// candidate is it as placement sees a queued run, its tenant keyed tk.
func (it *item) candidate(tk string, circuitOpen bool) placement.Candidate {
	return placement.Candidate{
		ID: strconv.Itoa(it.runID), Tenant: tk, Runtime: it.claim.Runtime, CircuitOpen: circuitOpen,
		Request: placement.Request{
			Resources:    placement.Resources{MemoryMB: it.claim.MemoryMB, MilliCPU: it.claim.MilliCPU},
			Capabilities: runtime.Partition(runtime.RequiredCapabilities(it.c, it.harness)).Functional,
		},
	}
}

// tenantState is it's tenant as admission sees it, running runs in flight.
func (it *item) tenantState(running int) placement.TenantState {
	return placement.TenantState{Tenant: it.tenant, Running: running, MaxConcurrent: it.maxRunning, Budget: it.budget}
}

// runtimeState is the ledger's view of it's runtime, for placement: from
// usage when the snapshot read it already.
func (s *Scheduler) runtimeState(ctx context.Context, it *item, env placement.Envelope, usage map[string]ledger.Usage) (placement.RuntimeState, error) {
	u, ok := usage[it.claim.Runtime]
	if !ok {
		var err error
		if u, err = s.cfg.Ledger.Usage(ctx, it.claim.Runtime); err != nil {
			return placement.RuntimeState{}, err
		}
	}
	return placement.RuntimeState{
		ID:           it.target.Name,
		Envelope:     env,
		InFlight:     u.InFlight,
		Reserved:     placement.Resources{MemoryMB: u.MemoryMB, MilliCPU: u.MilliCPU},
		Capabilities: it.caps,
	}, nil
}

func envelope(spec runtime.RuntimeSpec) placement.Envelope {
	adm := spec.Admission
	return placement.Envelope{
		Slots:    adm.EffectiveMaxConcurrent(),
		MemoryMB: int64(adm.MemoryBudgetMB),
		MilliCPU: placement.ToMilliCPU(adm.CPUBudget),
	}
}

// commit makes planned starts real: claim the rows in one write (the store
// decides which replica gets each run), take the circuit's probe where it
// is half-open, then reserve each run's capacity (the ledger decides
// whether it is still free). Whatever refuses puts its run back in line and
// tells the drain what to skip. It returns the runs this replica now holds.
func (s *Scheduler) commit(ctx context.Context, now time.Time, picks []placement.Candidate, items map[string]*item, k *skips) []*item {
	if len(picks) == 0 {
		return nil
	}
	claims := make([]run.Claim, len(picks))
	for i, c := range picks {
		claims[i] = run.Claim{ID: items[c.ID].runID, RuntimeVersionID: items[c.ID].target.VersionID}
		s.admitStarted(items[c.ID])
	}
	got, err := s.cfg.Runs.ClaimAll(ctx, claims, s.id, s.cfg.LeaseTTL)
	if err != nil {
		s.log.Warn("claim runs", "err", err)
		for _, c := range picks {
			k.runs[items[c.ID].runID] = true
			items[c.ID].admitEnd("claim_error")
		}
		return nil
	}
	claimed := make(map[int]bool, len(got))
	for _, id := range got {
		claimed[id] = true
	}
	var held []*item
	for _, c := range picks {
		it := items[c.ID]
		if !claimed[it.runID] {
			k.runs[it.runID] = true // another replica got there first
			it.admitEnd("claimed_elsewhere")
			continue
		}
		if s.reserve(ctx, now, it, k) {
			held = append(held, it)
		}
	}
	return held
}

// reserve takes a claimed run's circuit probe (when half-open) and its
// capacity, or puts it back in line.
func (s *Scheduler) reserve(ctx context.Context, now time.Time, it *item, k *skips) bool {
	back := func() {
		if err := s.cfg.Runs.Release(ctx, it.runID, s.id); err != nil {
			s.log.Warn("put a run back in line", "run_id", it.runID, "err", err)
		}
		s.queuedOn(it.target.RuntimeID)
	}
	if !it.circuitClosed {
		if ok, err := s.cfg.Circuits.Allow(ctx, now, it.circuitKey()); err != nil || !ok {
			back()
			k.pairs[[2]int{it.tenantID, it.target.RuntimeID}] = true
			it.admitEnd("circuit")
			return false
		}
	}
	// The plan counted the tenant's share from the store; replicas planning
	// at once can each admit a run for it, so the ledger reserves the share
	// with the rest and refuses the one over it.
	env := s.envelope(it.target)
	if env.Slots == 0 && it.target.Spec.Admission.Autoscale != nil {
		// Scaled to zero: the ledger's zero is no limit, so refuse here.
		if !it.circuitClosed {
			s.report(it, domain.FailureCanceled)
		}
		back()
		k.runtimes[it.target.RuntimeID] = true
		it.admitEnd("capacity")
		return false
	}
	lim := ledger.Limits{Slots: env.Slots, MemoryMB: env.MemoryMB, MilliCPU: env.MilliCPU, TenantMax: it.maxRunning,
		TenantRuntimeSlots: it.target.Spec.TenantShare(it.maxShare)}
	dec, err := s.cfg.Ledger.Reserve(ctx, it.claim, lim, s.cfg.LeaseTTL)
	if err != nil || !dec.OK {
		if err != nil {
			// The reservation may have been made before the answer was lost.
			_ = s.cfg.Ledger.Release(ctx, it.claim.RunID)
		}
		if !it.circuitClosed {
			s.report(it, domain.FailureCanceled) // frees a half-open probe
		}
		back()
		switch {
		case err == nil && dec.Dimension == ledger.DimensionTenant:
			k.tenants[it.tenantID] = true
		case err == nil && dec.Dimension == ledger.DimensionTenantShare:
			k.pairs[[2]int{it.tenantID, it.target.RuntimeID}] = true
		default:
			k.runtimes[it.target.RuntimeID] = true
		}
		if err != nil {
			it.admitEnd("ledger_error")
		} else {
			it.admitEnd("ledger_" + string(dec.Dimension))
		}
		return false
	}
	s.mu.Lock()
	s.active[it.runID] = it
	s.mu.Unlock()
	s.cfg.Observer.Dispatched(it.target.Name, it.target.Spec.Shared, it.created)
	it.admitEnd("dispatched")
	return true
}

// dispatch runs one held run to its end.
func (s *Scheduler) dispatch(it *item) {
	log := s.log.With("run_id", it.runID, "tenant", it.tenant, "runtime", it.target.Name)
	defer s.finish(it)
	ctx, span := s.startRun(s.base, it, tracing.SpanDispatch, tracing.AttrRedispatch.Bool(it.redispatch))
	defer span.End()
	it.span = span

	b, err := s.cfg.Backends.For(ctx, it.target)
	if err != nil {
		s.fail(it, err, log)
		return
	}
	// The job is assembled once (package jobs): its zone decided and
	// enforced against this runtime, its env's secrets resolved, its image
	// pinned. The backend only enforces what the job says.
	job, hidden, err := jobs.Assemble(ctx, s.cfg.Secrets, jobs.Run{Name: it.correlation(), Attempt: it.jobAttempt(), ID: it.runID, TenantID: it.tenantID,
		Tenant: it.tenant, Owner: it.createdBy, Trusted: it.trusted, Case: it.c, Harness: it.harness, Credentials: s.cfg.Credentials},
		jobs.Target{Name: it.target.Name, Hardens: hardened(it.target.Spec, b),
			// A front door's agent fetches the case's code and images
			// itself: no credential of the tenant's is minted for it.
			NoPulls: it.target.Spec.Kind == runtime.KindHTTP, NoClone: it.target.Spec.Kind == runtime.KindHTTP})
	if err != nil {
		s.fail(it, err, log)
		return
	}
	s.keepSecrets(it, hidden)
	job.Artifacts = it.target.Spec.Admission.ArtifactLimits()
	if kind := it.target.Spec.Kind; s.cfg.Uploads != nil && (kind == runtime.KindNomad || kind == runtime.KindK8s) {
		// A cluster task uploads its files itself, with a grant of the
		// attempt it runs as: a redispatch starts the next one.
		job.ArtifactUpload = s.cfg.Uploads.Upload(it.tenantID, it.runID, it.jobAttempt(), job.Artifacts,
			time.Duration(job.Case.EffectiveTimeoutSec())*time.Second)
	}
	dctx := s.hold(ctx, it)
	log.InfoContext(ctx, "dispatching", "version", it.target.Version, "redispatch", it.redispatch)
	sink := s.sink(it)
	sink.accepted = func() {
		// Stamped RUNNING when the backend accepts the job. A run canceled
		// or taken over meanwhile does not start: stop the job.
		rec, started, err := s.cfg.Runs.StartHeld(ctx, it.runID, s.id, it.redispatch)
		if err != nil {
			log.ErrorContext(ctx, "stamp running", "err", err)
		}
		if started {
			s.mu.Lock()
			it.held = &rec
			s.mu.Unlock()
		}
		if started && !it.redispatch {
			s.cfg.Observer.Started(it.target.Name, it.target.Spec.Shared, it.created)
		}
		if !started {
			s.stopLocal(it.runID)
		}
	}
	res, err := b.Dispatch(dctx, job, sink)
	s.outcome(it, res, err, log)
}

// hold gives it a cancelable context for its job, derived from parent (the
// scheduler's base, carrying the run's span).
func (s *Scheduler) hold(parent context.Context, it *item) context.Context {
	ctx, cancel := context.WithCancelCause(parent)
	s.mu.Lock()
	it.cancel = cancel
	s.mu.Unlock()
	return ctx
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
	if errors.Is(err, backends.ErrDetached) || s.isDetached(it) {
		log.Info("detached: the job keeps running for whoever holds the run next")
		if it.span != nil {
			it.span.SetAttributes(tracing.AttrDetached.Bool(true))
		}
		s.mu.Lock()
		it.detached = true
		s.mu.Unlock()
		return
	}
	if err == nil {
		if err := s.cfg.Circuits.Success(context.WithoutCancel(s.base), s.cfg.Clock.Now(), it.circuitKey()); err != nil {
			log.Warn("record success on the circuit", "err", err)
		}
		s.mu.Lock()
		res.Output = it.mask.Mask(res.Output)
		res.Answer = it.mask.Mask(res.Answer)
		res.ArtifactsDropped = append(res.ArtifactsDropped, it.dropped...)
		for i := range res.ArtifactsDropped {
			res.ArtifactsDropped[i].Name = it.mask.Mask(res.ArtifactsDropped[i].Name)
		}
		s.mu.Unlock()
		s.settle(it, &res, nil, s.id)
		return
	}
	s.fail(it, err, log)
}

func (s *Scheduler) isDetached(it *item) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return it.detached
}

// report records a failure of class on the run's circuit.
func (s *Scheduler) report(it *item, class domain.FailureClass) {
	if err := s.cfg.Circuits.Failure(context.WithoutCancel(s.base), s.cfg.Clock.Now(), it.circuitKey(), class); err != nil {
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
	s.mu.Lock()
	msg = it.mask.Mask(msg)
	s.mu.Unlock()
	log.Warn("run failed", "class", string(class), "code", backends.CodeOf(err), "err", err)
	if it.span != nil && it.span.IsRecording() {
		it.span.SetAttributes(tracing.AttrClass.String(string(class)), tracing.AttrCode.String(backends.CodeOf(err)))
		it.span.SetStatus(codes.Error, backends.CodeOf(err))
	}
	s.settle(it, nil, &run.Failure{Class: class, Code: backends.CodeOf(err), Message: msg}, s.id)
}

// settle writes a run's outcome, as owner ("" for a run no one holds),
// retrying with backoff while the store does not answer. It gives up only
// when the scheduler stops: the run's lease then lapses and whoever takes it
// over adopts the job's outcome from its backend.
func (s *Scheduler) settle(it *item, res *evalcase.Result, f *run.Failure, owner string) {
	ctx := it.spanContext(context.WithoutCancel(s.base))
	s.mu.Lock()
	held := it.held
	s.mu.Unlock()
	s.retry("settle", it.runID, func() error {
		var (
			applied bool
			err     error
		)
		if held != nil && owner == s.id {
			applied, err = s.cfg.Runs.SettleHeld(ctx, *held, owner, res, f)
		} else {
			applied, err = s.cfg.Runs.Settle(ctx, it.runID, owner, res, f)
		}
		if applied {
			status, class := string(run.Succeeded), ""
			if f != nil {
				status, class = string(run.Failed), string(f.Class)
			}
			s.cfg.Observer.Settled(status, class)
		}
		if applied && owner != "" {
			s.mu.Lock()
			it.settled = true
			s.mu.Unlock()
		}
		return err
	})
}

// Backoff bounds of retry.
const (
	retryMin = 50 * time.Millisecond
	retryMax = 2 * time.Second
)

// retry calls op until it succeeds or the scheduler stops, backing off
// between failures.
func (s *Scheduler) retry(what string, runID int, op func() error) bool {
	wait := retryMin
	for {
		err := op()
		if err == nil {
			return true
		}
		s.log.Warn(what+" failed; retrying", "run_id", runID, "in", wait, "err", err)
		select {
		case <-s.base.Done():
			return false
		case <-s.cfg.Clock.After(wait):
		}
		wait = min(wait*2, retryMax)
	}
}

// finish lets go of a run whose job is over: the ledger reservation and the
// hold on the row, then pumps again. A detached job still runs, so it keeps
// both: whoever holds the run next adopts the job and its reservation.
func (s *Scheduler) finish(it *item) {
	s.mu.Lock()
	detached, settled := it.detached, it.settled
	delete(s.active, it.runID)
	s.mu.Unlock()
	if !detached {
		ctx := context.WithoutCancel(s.base)
		if err := s.cfg.Ledger.Release(ctx, it.claim.RunID); err != nil {
			s.log.Warn("release reservation", "run_id", it.runID, "err", err)
		}
		if !settled {
			s.retry("release run", it.runID, func() error { return s.cfg.Runs.Release(ctx, it.runID, s.id) })
			s.queuedOn(it.target.RuntimeID)
		}
	}
	s.Kick()
}

// resolveEnv resolves it's harness env to learn the secret values its
// output is masked for (a taken-over job's replayed lines).
func (s *Scheduler) resolveEnv(ctx context.Context, it *item) error {
	_, hidden, err := jobs.ResolveEnv(ctx, s.cfg.Secrets, it.tenantID, it.tenant, it.createdBy, it.harness)
	if err == nil {
		s.keepSecrets(it, hidden)
	}
	return err
}

// keepSecrets records the secret values it's job carries, for its masker.
func (s *Scheduler) keepSecrets(it *item, hidden []string) {
	if len(hidden) == 0 {
		return
	}
	s.mu.Lock()
	it.secrets, it.mask = hidden, secrets.NewMasker(hidden)
	s.mu.Unlock()
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

// KeepArtifacts hands the files the backend collected of the run to the
// artifact service (backends.ArtifactSink).
func (k *logSink) KeepArtifacts(ctx context.Context, files []backends.Artifact) {
	a := k.s.cfg.Artifacts
	if a == nil {
		return
	}
	// A file's name is the harness's: masked like its logs.
	k.s.mu.Lock()
	for i := range files {
		files[i].Name = k.it.mask.Mask(files[i].Name)
	}
	k.s.mu.Unlock()
	dropped := a.Keep(ctx, k.it.runID, k.it.tenantID, files)
	k.s.mu.Lock()
	k.it.dropped = append(k.it.dropped, dropped...)
	k.s.mu.Unlock()
}

// Line keeps one log line, retrying while the store does not answer (the
// backend holds the lines meanwhile: the promise is no gap), and publishes
// it.
func (k *logSink) Line(l backends.LogLine) { k.Lines([]backends.LogLine{l}) }

// Lines keeps consecutive log lines in one insert, as Line keeps one.
func (k *logSink) Lines(lines []backends.LogLine) {
	s, it := k.s, k.it
	ctx := context.WithoutCancel(s.base)
	s.mu.Lock()
	for i := range lines {
		lines[i].Text = it.mask.Mask(lines[i].Text)
	}
	s.mu.Unlock()
	defer func() {
		for _, l := range lines {
			s.cfg.Observer.Logged(it.target.Name, it.target.Spec.Shared, l.Text)
		}
	}()
	s.retry("store log lines", it.runID, func() error { return s.cfg.Runs.KeepLines(ctx, it.runID, lines) })
}
