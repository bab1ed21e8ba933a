package callbacks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/everdict/everdict/backends/frontdoor"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/callbackattempt"
	"github.com/everdict/everdict/ent/predicate"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/startstop"
	"github.com/everdict/everdict/tenancy"
)

// Topic carries the correlation id of every attempt that changed, so the
// replica waiting for it (frontdoor.Backend) re-reads it.
const Topic = "frontdoor:attempts"

// StoreConfig configures a Store. DB is required.
type StoreConfig struct {
	DB *ent.Client
	// Events fans changes out to every replica; nil keeps them in this
	// process (one replica).
	Events events.Bus
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Store is the attempts record in the database (frontdoor.Attempts), and
// the completions and heartbeats the callback handler makes. Every change
// is one conditional UPDATE, so replicas racing on an attempt agree on one
// outcome. Start it to hear other replicas' changes.
type Store struct {
	cfg  StoreConfig
	log  *slog.Logger
	base startstop.Base

	mu       sync.Mutex
	watchers map[string]map[chan struct{}]struct{}
}

var _ frontdoor.Attempts = (*Store)(nil)

// NewStore returns a Store.
func NewStore(cfg StoreConfig) (*Store, error) {
	if cfg.DB == nil {
		return nil, errors.New("callbacks: StoreConfig.DB is required")
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Store{cfg: cfg, log: cfg.Logger, watchers: map[string]map[chan struct{}]struct{}{}}, nil
}

// Start follows Topic, waking this replica's watchers of each attempt
// another replica changed (and every watcher after a reconnect).
func (s *Store) Start(ctx context.Context) error {
	if s.cfg.Events == nil {
		return nil
	}
	base, err := s.base.Begin(ctx)
	if err != nil {
		return err
	}
	loop, err := events.Follow(base, s.cfg.Events, Topic, events.FollowConfig{
		Handle: func(p []byte) { s.wake(string(p)) },
		Repair: s.wakeAll,
		Clock:  s.cfg.Clock,
		Logger: s.log,
	})
	if err != nil {
		s.base.Stop()
		return fmt.Errorf("callbacks: %w", err)
	}
	s.base.Go(loop)
	return nil
}

// Stop stops following.
func (s *Store) Stop() { s.base.Stop() }

// Watch implements frontdoor.Attempts.
func (s *Store) Watch(correlation string) (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	s.mu.Lock()
	set := s.watchers[correlation]
	if set == nil {
		set = map[chan struct{}]struct{}{}
		s.watchers[correlation] = set
	}
	set[ch] = struct{}{}
	s.mu.Unlock()
	return ch, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.watchers[correlation], ch)
		if len(s.watchers[correlation]) == 0 {
			delete(s.watchers, correlation)
		}
	}
}

func (s *Store) wake(correlation string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for ch := range s.watchers[correlation] {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

func (s *Store) wakeAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, set := range s.watchers {
		for ch := range set {
			select {
			case ch <- struct{}{}:
			default:
			}
		}
	}
}

// changed tells this replica's watchers, and through Events every other
// replica's, that an attempt of correlation changed.
func (s *Store) changed(ctx context.Context, correlation string) {
	s.wake(correlation)
	if s.cfg.Events == nil {
		return
	}
	if err := s.cfg.Events.Publish(context.WithoutCancel(ctx), Topic, []byte(correlation)); err != nil {
		// The waiter re-reads on a timer anyway.
		s.log.Warn("callbacks: publish an attempt's change", "run", correlation, "err", err)
	}
}

func sys(ctx context.Context) context.Context { return tenancy.System(ctx) }

// Open implements frontdoor.Attempts.
func (s *Store) Open(ctx context.Context, o frontdoor.Opening) (frontdoor.Attempt, error) {
	ctx = sys(ctx)
	for {
		last, ok, err := s.Latest(ctx, o.Correlation)
		if err != nil {
			return frontdoor.Attempt{}, err
		}
		n := 1
		if ok {
			if last.State.Open() || last.State == frontdoor.Completed {
				return frontdoor.Attempt{}, frontdoor.ErrOpen
			}
			n = last.N + 1
		}
		row, err := s.cfg.DB.CallbackAttempt.Create().SetRunID(o.RunID).SetCorrelation(o.Correlation).SetN(n).
			SetTokenHash(o.TokenHash).SetCaseSpec(o.Case).SetDeadline(o.Deadline).SetHeartbeatSec(o.HeartbeatSec).
			SetHeartbeatAt(o.At).SetCreatedAt(o.At).Save(ctx)
		if ent.IsConstraintError(err) {
			continue // another replica opened attempt n first: read again
		}
		if err != nil {
			return frontdoor.Attempt{}, fmt.Errorf("open attempt: %w", err)
		}
		return attemptOf(row), nil
	}
}

// Accept implements frontdoor.Attempts.
func (s *Store) Accept(ctx context.Context, correlation string, n int, at time.Time) (frontdoor.Attempt, error) {
	ctx = sys(ctx)
	k, err := s.cfg.DB.CallbackAttempt.Update().
		Where(callbackattempt.Correlation(correlation), callbackattempt.N(n), callbackattempt.StateEQ(callbackattempt.StateDISPATCHING)).
		SetState(callbackattempt.StateACCEPTED).SetAcceptedAt(at).SetHeartbeatAt(at).Save(ctx)
	if err != nil {
		return frontdoor.Attempt{}, fmt.Errorf("accept attempt: %w", err)
	}
	if k > 0 {
		s.changed(ctx, correlation)
	} else if _, err := s.cfg.DB.CallbackAttempt.Update().
		// The agent called back before its 2xx arrived: it still accepted.
		Where(callbackattempt.Correlation(correlation), callbackattempt.N(n), callbackattempt.AcceptedAtIsNil(),
			callbackattempt.StateEQ(callbackattempt.StateCOMPLETED)).
		SetAcceptedAt(at).Save(ctx); err != nil {
		return frontdoor.Attempt{}, fmt.Errorf("accept attempt: %w", err)
	}
	return s.get(ctx, correlation, n)
}

// Close implements frontdoor.Attempts.
func (s *Store) Close(ctx context.Context, correlation string, n int, state frontdoor.State, reason string, at time.Time) (frontdoor.Attempt, bool, error) {
	ctx = sys(ctx)
	if state.Open() || state == frontdoor.Completed {
		return frontdoor.Attempt{}, false, fmt.Errorf("close attempt: %s is not a closing state", state)
	}
	k, err := s.cfg.DB.CallbackAttempt.Update().
		Where(callbackattempt.Correlation(correlation), callbackattempt.N(n), openState()).
		SetState(callbackattempt.State(state)).SetReason(reason).SetClosedAt(at).Save(ctx)
	if err != nil {
		return frontdoor.Attempt{}, false, fmt.Errorf("close attempt: %w", err)
	}
	if k > 0 {
		s.changed(ctx, correlation)
	}
	a, err := s.get(ctx, correlation, n)
	return a, k > 0, err
}

// Latest implements frontdoor.Attempts.
func (s *Store) Latest(ctx context.Context, correlation string) (frontdoor.Attempt, bool, error) {
	row, err := s.cfg.DB.CallbackAttempt.Query().Where(callbackattempt.Correlation(correlation)).
		Order(ent.Desc(callbackattempt.FieldN)).First(sys(ctx))
	switch {
	case ent.IsNotFound(err):
		return frontdoor.Attempt{}, false, nil
	case err != nil:
		return frontdoor.Attempt{}, false, fmt.Errorf("read attempt: %w", err)
	}
	return attemptOf(row), true, nil
}

func (s *Store) get(ctx context.Context, correlation string, n int) (frontdoor.Attempt, error) {
	row, err := s.cfg.DB.CallbackAttempt.Query().Where(callbackattempt.Correlation(correlation), callbackattempt.N(n)).Only(sys(ctx))
	if err != nil {
		return frontdoor.Attempt{}, fmt.Errorf("read attempt: %w", err)
	}
	return attemptOf(row), nil
}

// token is the attempt a token's hash names, with the newest attempt
// number of its run; false when no attempt has that token.
func (s *Store) token(ctx context.Context, hash []byte) (frontdoor.Attempt, int, bool, error) {
	ctx = sys(ctx)
	row, err := s.cfg.DB.CallbackAttempt.Query().Where(callbackattempt.TokenHash(hash)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
		return frontdoor.Attempt{}, 0, false, nil
	case err != nil:
		return frontdoor.Attempt{}, 0, false, fmt.Errorf("find attempt: %w", err)
	}
	last, ok, err := s.Latest(ctx, row.Correlation)
	if err != nil || !ok {
		return frontdoor.Attempt{}, 0, false, err
	}
	return attemptOf(row), last.N, true, nil
}

// complete records cb as attempt a's outcome when a is open and not
// expired at now: the one conditional update every replica and every
// delivery races on. It reports whether this call won.
func (s *Store) complete(ctx context.Context, a frontdoor.Attempt, cb frontdoor.Callback, now time.Time) (bool, error) {
	ctx = sys(ctx)
	k, err := s.cfg.DB.CallbackAttempt.Update().
		Where(callbackattempt.Correlation(a.Correlation), callbackattempt.N(a.N), openState(), alive(a, now)).
		SetState(callbackattempt.StateCOMPLETED).SetBodyHash(cb.Hash()).SetBody(cb.Canonical()).SetClosedAt(now).Save(ctx)
	if err != nil {
		return false, fmt.Errorf("complete attempt: %w", err)
	}
	if k > 0 {
		s.changed(ctx, a.Correlation)
	}
	return k > 0, nil
}

// heartbeat records a sign of life of attempt a at now, when it is open and
// not expired.
func (s *Store) heartbeat(ctx context.Context, a frontdoor.Attempt, now time.Time) (bool, error) {
	k, err := s.cfg.DB.CallbackAttempt.Update().
		Where(callbackattempt.Correlation(a.Correlation), callbackattempt.N(a.N), openState(), alive(a, now)).
		SetHeartbeatAt(now).Save(sys(ctx))
	if err != nil {
		return false, fmt.Errorf("record heartbeat: %w", err)
	}
	if k > 0 && a.HeartbeatSec > 0 {
		// Only a heartbeat window moves the waiter's timer.
		s.changed(ctx, a.Correlation)
	}
	return k > 0, nil
}

func openState() predicate.CallbackAttempt {
	return callbackattempt.StateIn(callbackattempt.StateDISPATCHING, callbackattempt.StateACCEPTED)
}

// alive holds for an attempt whose deadline and heartbeat window are not
// past at now.
func alive(a frontdoor.Attempt, now time.Time) predicate.CallbackAttempt {
	p := callbackattempt.DeadlineGT(now)
	if a.HeartbeatSec > 0 {
		p = callbackattempt.And(p, callbackattempt.HeartbeatAtGT(now.Add(-time.Duration(a.HeartbeatSec)*time.Second)))
	}
	return p
}

func attemptOf(r *ent.CallbackAttempt) frontdoor.Attempt {
	a := frontdoor.Attempt{RunID: r.RunID, Correlation: r.Correlation, N: r.N, State: frontdoor.State(r.State),
		Case: r.CaseSpec, Deadline: r.Deadline, HeartbeatSec: r.HeartbeatSec, CreatedAt: r.CreatedAt, Reason: r.Reason}
	if r.HeartbeatAt != nil {
		a.HeartbeatAt = *r.HeartbeatAt
	}
	if r.AcceptedAt != nil {
		a.AcceptedAt = *r.AcceptedAt
	}
	if r.ClosedAt != nil {
		a.ClosedAt = *r.ClosedAt
	}
	if r.Body != nil {
		var cb frontdoor.Callback
		if json.Unmarshal(*r.Body, &cb) == nil {
			a.Callback = &cb
		}
	}
	return a
}
