package scorecard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/runtimeversion"
	entscorecard "github.com/everdict/everdict/ent/scorecard"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/startstop"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of an OrchestratorConfig.
const (
	SweepIntervalDefault = 5 * time.Second
	DebounceDefault      = 200 * time.Millisecond
	BackoffBaseDefault   = 2 * time.Second
	BackoffMaxDefault    = 5 * time.Minute
)

// Bus is the event bus the orchestrator hears run changes on and publishes
// scorecard changes to (events.Bus).
type Bus interface {
	Publisher
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
}

// Circuits tells a circuit's state (circuits.Store).
type Circuits interface {
	State(ctx context.Context, now time.Time, key string) (placement.CircuitState, error)
}

// OrchestratorConfig configures an Orchestrator. DB, Runs, Events and
// Circuits are required.
type OrchestratorConfig struct {
	DB       *ent.Client
	Runs     Runs
	Events   Bus
	Circuits Circuits
	// Outbox is woken when a settle wrote a webhook delivery; nil leaves it
	// to its poll.
	Outbox Kicker
	// SweepInterval is how often every unsettled scorecard is stepped
	// (a missed event, a retry whose backoff ended); 0 means
	// SweepIntervalDefault.
	SweepInterval time.Duration
	// Debounce gathers the run changes of a scorecard into one step; 0
	// means DebounceDefault.
	Debounce time.Duration
	// Backoff is the wait before an INFRA retry; zero fields mean
	// BackoffBaseDefault and BackoffMaxDefault.
	Backoff Backoff
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

func (c *OrchestratorConfig) validate() error {
	if c.DB == nil || c.Runs == nil || c.Events == nil || c.Circuits == nil {
		return errors.New("scorecard orchestrator: DB, Runs, Events and Circuits are required")
	}
	if c.SweepInterval <= 0 {
		c.SweepInterval = SweepIntervalDefault
	}
	if c.Debounce <= 0 {
		c.Debounce = DebounceDefault
	}
	if c.Backoff.Base <= 0 {
		c.Backoff.Base = BackoffBaseDefault
	}
	if c.Backoff.Max <= 0 {
		c.Backoff.Max = BackoffMaxDefault
	}
	if c.Clock == nil {
		c.Clock = clock.System{}
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	return nil
}

// Orchestrator drives scorecards forward: it hears every child's change and
// sweeps periodically, and for each scorecard retries failed cases, spills
// unstarted cases off runtimes whose circuit is open, and settles the
// scorecard once every case has its result. It runs on every replica and
// owns nothing in memory: every write it makes is conditional (a retry's
// try is unique per case, a move applies only to a queued run no one holds,
// a settle only to an unsettled scorecard), so replicas stepping the same
// scorecard at once do each thing once.
type Orchestrator struct {
	cfg OrchestratorConfig
	log *slog.Logger

	run startstop.Base
	// dirty are the scorecards whose runs changed since the last step,
	// marked by the follower of run changes; poke wakes the loop.
	mu    sync.Mutex
	dirty map[int]bool
	poke  chan struct{}
}

// NewOrchestrator returns an Orchestrator over cfg.
func NewOrchestrator(cfg OrchestratorConfig) (*Orchestrator, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Orchestrator{cfg: cfg, log: cfg.Logger, dirty: map[int]bool{}, poke: make(chan struct{}, 1)}, nil
}

// Start sweeps every unsettled scorecard once (boot recovery: a scorecard
// a dead replica was driving goes on here), then listens and sweeps until
// Stop.
func (o *Orchestrator) Start(ctx context.Context) error {
	ctx, err := o.run.Begin(ctx)
	if err != nil {
		return fmt.Errorf("scorecard orchestrator: %w", err)
	}
	follow, err := events.Follow(ctx, o.cfg.Events, run.ChangedTopic, events.FollowConfig{
		Handle: o.changed,
		// A change may have been missed: the next sweep steps them all.
		Retry:  o.cfg.SweepInterval,
		Clock:  o.cfg.Clock,
		Logger: o.log,
	})
	if err != nil {
		o.run.Stop()
		return fmt.Errorf("scorecard orchestrator: %w", err)
	}
	if _, err := o.Sweep(ctx); err != nil {
		o.log.Warn("boot sweep of scorecards", "err", err)
	}
	o.run.Go(follow)
	o.run.Go(func() { o.loop(ctx) })
	return nil
}

// Stop stops the orchestrator and waits for it.
func (o *Orchestrator) Stop() { o.run.Stop() }

// changed marks the scorecard a run change names as dirty.
func (o *Orchestrator) changed(payload []byte) {
	var ev run.Event
	if json.Unmarshal(payload, &ev) != nil || ev.ScorecardID == 0 {
		return
	}
	o.mu.Lock()
	o.dirty[ev.ScorecardID] = true
	o.mu.Unlock()
	select {
	case o.poke <- struct{}{}:
	default:
	}
}

// loop steps the dirty scorecards at most once per Debounce, and sweeps
// every unsettled one each SweepInterval.
func (o *Orchestrator) loop(ctx context.Context) {
	var flush <-chan time.Time
	sweep := o.cfg.Clock.After(o.cfg.SweepInterval)
	for {
		select {
		case <-ctx.Done():
			return
		case <-o.poke:
			if flush == nil {
				flush = o.cfg.Clock.After(o.cfg.Debounce)
			}
		case <-flush:
			flush = nil
			o.mu.Lock()
			ids := make([]int, 0, len(o.dirty))
			for id := range o.dirty {
				ids = append(ids, id)
			}
			clear(o.dirty)
			o.mu.Unlock()
			for _, id := range ids {
				if err := o.Step(ctx, id); err != nil && ctx.Err() == nil {
					o.log.Warn("step scorecard", "scorecard_id", id, "err", err)
				}
			}
		case <-sweep:
			if _, err := o.Sweep(ctx); err != nil && ctx.Err() == nil {
				o.log.Warn("sweep scorecards", "err", err)
			}
			sweep = o.cfg.Clock.After(o.cfg.SweepInterval)
		}
	}
}

// Sweep steps every unsettled scorecard and returns how many it stepped.
func (o *Orchestrator) Sweep(ctx context.Context) (int, error) {
	ids, err := o.cfg.DB.Scorecard.Query().Where(entscorecard.StatusIn(Queued, Running)).
		IDs(tenancy.System(ctx))
	if err != nil {
		return 0, fmt.Errorf("sweep scorecards: %w", err)
	}
	var errs []error
	for _, id := range ids {
		if err := o.Step(ctx, id); err != nil {
			errs = append(errs, err)
		}
	}
	return len(ids), errors.Join(errs...)
}

// Step brings scorecard id up to date with its children: it records the
// retries that are due, spills, marks it RUNNING once a case has started,
// and settles it once every case has its result.
func (o *Orchestrator) Step(ctx context.Context, id int) error {
	sys := tenancy.System(ctx)
	sc, err := o.cfg.DB.Scorecard.Get(sys, id)
	if err != nil {
		return fmt.Errorf("step scorecard %d: %w", id, err)
	}
	if IsTerminal(sc.Status) {
		return nil
	}
	children, err := o.cfg.Runs.Children(sys, id)
	if err != nil {
		return err
	}
	targets, err := o.targets(sys, sc)
	if err != nil {
		return err
	}
	now := o.cfg.Clock.Now()
	if sc.Speculate {
		if err := o.supersede(sys, sc, children); err != nil {
			return err
		}
	}
	latest := Latest(children)
	done, started := 0, false
	for _, c := range latest {
		started = started || c.Status != run.Queued
		var envelope int
		if t, ok := targets[c.RuntimeVersionID]; ok {
			envelope = t.spec.Admission.MemoryBudgetMB
		}
		counted := c
		counted.Try = Attempts(children, c)
		next := Decide(counted, sc.MaxAttempts, envelope, o.cfg.Backoff, now)
		switch {
		case next.Done:
			done++
		case next.Retry:
			if err := o.retry(sys, sc, c, lastTry(children, c.Case.ID), next.MemoryMB, now); err != nil {
				return err
			}
		}
	}
	if done == len(latest) && len(latest) == sc.Total {
		return o.settle(sys, sc, now)
	}
	if started && sc.Status == Queued {
		if err := o.cfg.DB.Scorecard.Update().Where(entscorecard.ID(id), entscorecard.StatusEQ(Queued)).
			SetStatus(Running).Exec(sys); err != nil {
			return fmt.Errorf("step scorecard %d: %w", id, err)
		}
	}
	if err := o.spill(sys, sc, latest, targets, now); err != nil {
		return err
	}
	if sc.Speculate {
		if err := o.speculate(sys, sc, children, latest, targets, now); err != nil {
			return err
		}
	}
	publish(sys, o.cfg.Events, o.log, id)
	return nil
}

// lastTry is the highest try of case id among children.
func lastTry(children []run.Run, id string) int {
	n := 0
	for _, c := range children {
		if c.Case.ID == id {
			n = max(n, c.Try)
		}
	}
	return n
}

// supersede cancels, through the run service, the try of each speculative
// pair whose other try settled first (billed for what it held).
func (o *Orchestrator) supersede(ctx context.Context, sc *ent.Scorecard, children []run.Run) error {
	for _, c := range Losers(children) {
		ok, err := o.cfg.Runs.Supersede(ctx, c.ID)
		if err != nil {
			return fmt.Errorf("supersede run %d of scorecard %d: %w", c.ID, sc.ID, err)
		}
		if ok {
			o.log.Info("case superseded", "scorecard_id", sc.ID, "run_id", c.ID, "try", c.Try)
		}
	}
	return nil
}

// speculate records a duplicate try of each straggler (Stragglers): on the
// least loaded other target whose circuit is closed and that can run the
// case, else on the straggler's own target while its circuit is closed. The
// try's uniqueness makes it once across replicas.
func (o *Orchestrator) speculate(ctx context.Context, sc *ent.Scorecard, children []run.Run, latest map[string]run.Run,
	targets map[int]target, now time.Time) error {
	stragglers := Stragglers(children, sc.Total, now)
	if len(stragglers) == 0 {
		return nil
	}
	ids, states, index, err := o.states(ctx, sc, targets, latest, now)
	if err != nil {
		return err
	}
	for _, c := range stragglers {
		own, ok := index[c.RuntimeVersionID]
		if !ok {
			continue
		}
		others := slices.Clone(states)
		others[own].CircuitOpen = true // elsewhere first
		to := own
		if choice := placement.Choose(requestOf(c), others); choice.Index >= 0 {
			to = choice.Index
		} else if states[own].CircuitOpen {
			continue // nowhere healthy: the next step looks again
		}
		tg := targets[ids[to]].to
		q := run.NewRun{TenantID: sc.TenantID, Status: run.Queued, Attempt: 1, Harness: c.Harness, Case: c.Case,
			RuntimeRef: tg.Ref, RuntimeName: tg.Name, RuntimeID: tg.RuntimeID, RuntimeVersionID: tg.VersionID,
			RuntimeVersion: tg.Version, Priority: c.Priority, Trigger: TriggerSpeculation, CreatedBy: sc.CreatedBy,
			CreatedAt: now, ScorecardID: sc.ID, Try: lastTry(children, c.Case.ID) + 1, TraceParent: c.TraceParent}
		added, err := o.cfg.Runs.Retry(ctx, q, unsettled(sc.ID))
		if err != nil {
			return err
		}
		if added {
			states[to].InFlight++
			o.log.Info("case speculated", "scorecard_id", sc.ID, "run_id", c.ID, "case", c.Case.ID, "on", tg.Ref)
		}
	}
	return nil
}

// requestOf is what placing case c asks of a runtime.
func requestOf(c run.Run) placement.Request {
	return placement.Request{
		Resources:    placement.Resources{MemoryMB: int64(c.Case.Resources.MemoryMB), MilliCPU: placement.ToMilliCPU(c.Case.Resources.CPU)},
		Capabilities: runtime.Partition(runtime.RequiredCapabilities(c.Case, c.Harness)).Functional,
	}
}

// retry records try last+1 of c's case, claiming memMB, on c's runtime.
func (o *Orchestrator) retry(ctx context.Context, sc *ent.Scorecard, c run.Run, last, memMB int, now time.Time) error {
	cs := c.Case
	cs.Resources.MemoryMB = memMB
	q := run.NewRun{TenantID: sc.TenantID, Status: run.Queued, Attempt: 1, Harness: c.Harness, Case: cs,
		RuntimeRef: c.RuntimeRef, RuntimeName: c.RuntimeName, RuntimeID: c.RuntimeID,
		RuntimeVersionID: c.RuntimeVersionID, RuntimeVersion: c.RuntimeVersion, Priority: c.Priority,
		Trigger: "scorecard", CreatedBy: sc.CreatedBy, CreatedAt: now, ScorecardID: sc.ID, Try: last + 1,
		TraceParent: c.TraceParent}
	if _, err := o.cfg.Runs.Retry(ctx, q, unsettled(sc.ID)); err != nil {
		return err
	}
	return nil
}

// unsettled guards a retry: it goes in only while scorecard id is unsettled.
// The guard updates the scorecard's row, so a cancel (which updates it too)
// either comes first, and the retry is not written, or waits for it, and
// then finds the new try among the children it cancels.
func unsettled(id int) run.Guard {
	return func(ctx context.Context) (bool, error) {
		tx := ent.TxFromContext(ctx)
		if tx == nil {
			return false, errNoTx
		}
		// finished_at is unset while unsettled: a write that changes
		// nothing but takes the row's lock.
		n, err := tx.Scorecard.Update().Where(entscorecard.ID(id), entscorecard.StatusIn(Queued, Running)).
			ClearFinishedAt().Save(ctx)
		return n == 1, err
	}
}

// settle settles sc SUCCEEDED, once: the write applies only to an
// unsettled scorecard, so of the replicas that see its last case settle,
// one settles it.
func (o *Orchestrator) settle(ctx context.Context, sc *ent.Scorecard, now time.Time) error {
	settled, err := settleOnce(ctx, o.cfg.DB, o.cfg.Runs, sc, Succeeded, now)
	if err != nil {
		return err
	}
	if settled && sc.WebhookURL != "" && o.cfg.Outbox != nil {
		o.cfg.Outbox.Kick()
	}
	if settled {
		o.log.Info("scorecard settled", "scorecard_id", sc.ID, "cases", sc.Total)
		publish(ctx, o.cfg.Events, o.log, sc.ID)
	}
	return nil
}

// target is one of a scorecard's runtime versions, as spillover sees it.
type target struct {
	to   run.Target
	spec runtime.RuntimeSpec
	caps []string
}

// targets loads sc's target versions, by version id.
func (o *Orchestrator) targets(ctx context.Context, sc *ent.Scorecard) (map[int]target, error) {
	vers, err := o.cfg.DB.RuntimeVersion.Query().Where(runtimeversion.IDIn(sc.TargetVersionIds...)).
		WithRuntime().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("targets of scorecard %d: %w", sc.ID, err)
	}
	out := make(map[int]target, len(vers))
	for _, v := range vers {
		rt := v.Edges.Runtime
		if rt == nil || v.Archived {
			continue
		}
		out[v.ID] = target{
			to:   run.Target{Ref: rt.Name + "@" + strconv.Itoa(v.Version), Name: rt.Name, RuntimeID: rt.ID, VersionID: v.ID, Version: v.Version},
			spec: v.Spec, caps: v.Capabilities,
		}
	}
	return out, nil
}

// states are sc's live targets as placement sees them, in the scorecard's
// order (ids, their version ids; index, a version id's position): each
// with its circuit and the unsettled cases of latest on it.
func (o *Orchestrator) states(ctx context.Context, sc *ent.Scorecard, targets map[int]target, latest map[string]run.Run,
	now time.Time) ([]int, []placement.RuntimeState, map[int]int, error) {
	t, err := o.cfg.DB.Tenant.Get(ctx, sc.TenantID)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("targets of scorecard %d: %w", sc.ID, err)
	}
	ids := make([]int, 0, len(targets))
	for _, id := range sc.TargetVersionIds {
		if _, ok := targets[id]; ok {
			ids = append(ids, id)
		}
	}
	states := make([]placement.RuntimeState, len(ids))
	index := map[int]int{}
	for i, id := range ids {
		tg := targets[id]
		st, err := o.cfg.Circuits.State(ctx, now, placement.CircuitKey(t.Slug, strconv.Itoa(tg.to.RuntimeID)))
		if err != nil {
			return nil, nil, nil, fmt.Errorf("targets of scorecard %d: %w", sc.ID, err)
		}
		states[i] = placement.RuntimeState{ID: tg.to.Name, Capabilities: tg.caps, CircuitOpen: st == placement.CircuitOpen,
			Envelope: placement.Envelope{MemoryMB: int64(tg.spec.Admission.MemoryBudgetMB), MilliCPU: placement.ToMilliCPU(tg.spec.Admission.CPUBudget)}}
		index[id] = i
	}
	for _, c := range latest {
		if i, ok := index[c.RuntimeVersionID]; ok && !run.IsTerminal(c.Status) {
			states[i].InFlight++
		}
	}
	return ids, states, index, nil
}

// spill moves sc's unstarted cases off targets whose circuit is open, each
// to the healthy target placement.Choose spreads it to; a case no healthy
// target can take waits, and the scorecard says why.
func (o *Orchestrator) spill(ctx context.Context, sc *ent.Scorecard, latest map[string]run.Run, targets map[int]target, now time.Time) error {
	ids, states, index, err := o.states(ctx, sc, targets, latest, now)
	if err != nil {
		return fmt.Errorf("spill: %w", err)
	}
	open := false
	for _, st := range states {
		open = open || st.CircuitOpen
	}
	reason := ""
	if open {
		stuck, from := 0, ""
		for _, c := range latest {
			i, ok := index[c.RuntimeVersionID]
			if !ok || !states[i].CircuitOpen || c.Status != run.Queued || c.Owner != "" {
				continue
			}
			choice := placement.Choose(requestOf(c), states)
			if choice.Index < 0 {
				stuck++
				from = states[i].ID
				continue
			}
			moved, err := o.cfg.Runs.Move(ctx, c.ID, targets[ids[choice.Index]].to)
			if err != nil {
				return err
			}
			if moved {
				states[i].InFlight--
				states[choice.Index].InFlight++
				o.log.Info("case spilled", "scorecard_id", sc.ID, "run_id", c.ID, "from", states[i].ID, "to", choice.RuntimeID)
			}
		}
		if stuck > 0 {
			reason = fmt.Sprintf("%d unstarted cases wait: the circuit of runtime %s is open and no healthy target can take them", stuck, from)
		}
	}
	if reason != sc.WaitingReason {
		if err := o.cfg.DB.Scorecard.UpdateOneID(sc.ID).SetWaitingReason(reason).Exec(ctx); err != nil {
			return fmt.Errorf("spill scorecard %d: %w", sc.ID, err)
		}
	}
	return nil
}
