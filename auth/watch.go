package auth

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/tenancy"
)

// ResubscribeDelayDefault is how long a Watcher waits before subscribing
// again after its bus subscription ended.
const ResubscribeDelayDefault = time.Second

// WatcherConfig configures a Watcher. Events and Tokens are required.
type WatcherConfig struct {
	// Events carries revocations (TopicTokenRevoked) from every replica.
	Events events.Bus
	// Tokens re-checks the watched tokens when the bus may have lost a
	// revocation.
	Tokens *Service
	// Clock times expiries; nil means the wall clock.
	Clock clock.Clock
	// ResubscribeDelay is the pause before subscribing again; 0 means
	// ResubscribeDelayDefault.
	ResubscribeDelay time.Duration
	// Logger receives the watcher's warnings; nil discards.
	Logger *slog.Logger
}

// Watcher tells long-lived connections (websockets, SSE) when the token
// they were opened with ends: revoked on any replica (heard on the bus) or
// expired (by the clock). Start it once, Stop it on shutdown. Safe for
// concurrent use.
type Watcher struct {
	cfg WatcherConfig
	log *slog.Logger

	base   context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	watches map[int]map[*watch]struct{} // by token id
}

type watch struct {
	cancel context.CancelCauseFunc
}

// NewWatcher returns a Watcher over cfg.
func NewWatcher(cfg WatcherConfig) (*Watcher, error) {
	if cfg.Events == nil || cfg.Tokens == nil {
		return nil, errors.New("auth: watcher needs Events and Tokens")
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.ResubscribeDelay <= 0 {
		cfg.ResubscribeDelay = ResubscribeDelayDefault
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	base, cancel := context.WithCancel(context.Background())
	return &Watcher{cfg: cfg, log: log, base: base, cancel: cancel, watches: map[int]map[*watch]struct{}{}}, nil
}

// Start subscribes to revocations; it returns once the subscription is
// made, so a revocation published after Start returns is heard.
//
// Each revocation heard ends the watches of its token and has the Service
// forget it. When the bus ends the subscription (lagged, a lost Redis
// connection), the watcher subscribes again, has the Service forget every
// token, and re-checks every watched token in the store, so a revocation
// published in between is not missed.
func (w *Watcher) Start(context.Context) error {
	loop, err := events.Follow(w.base, w.cfg.Events, TopicTokenRevoked, events.FollowConfig{
		Handle: w.revoked,
		Repair: func() {
			w.cfg.Tokens.Forget(0) // a revocation may have been missed
			w.recheck()
		},
		Retry:  w.cfg.ResubscribeDelay,
		Clock:  w.cfg.Clock,
		Logger: w.log,
	})
	if err != nil {
		return err
	}
	w.wg.Go(loop)
	return nil
}

// Stop ends the watcher's goroutines and waits for them. Watched contexts
// stay as they are.
func (w *Watcher) Stop() {
	w.cancel()
	w.wg.Wait()
}

// revoked ends the watches of the token a revocation names.
func (w *Watcher) revoked(payload []byte) {
	if id, err := strconv.Atoi(string(payload)); err == nil {
		w.cfg.Tokens.Forget(id)
		w.end(id, ErrTokenRevoked)
	}
}

// recheck ends the watches of every watched token the store says ended.
func (w *Watcher) recheck() {
	w.mu.Lock()
	ids := make([]int, 0, len(w.watches))
	for id := range w.watches {
		ids = append(ids, id)
	}
	w.mu.Unlock()
	for _, id := range ids {
		err := w.cfg.Tokens.Check(w.base, id)
		switch {
		case err == nil:
		case errors.Is(err, ErrTokenRevoked), errors.Is(err, ErrTokenExpired), errors.Is(err, ErrUnauthenticated):
			w.end(id, err)
		default:
			w.log.Warn("token revocations: re-check a token", "token_id", id, "err", err)
		}
	}
}

// end cancels every watch of token id with cause.
func (w *Watcher) end(id int, cause error) {
	w.mu.Lock()
	ws := w.watches[id]
	delete(w.watches, id)
	w.mu.Unlock()
	for x := range ws {
		x.cancel(cause)
	}
}

// Watch returns a context derived from ctx that is canceled, with cause
// ErrTokenRevoked or ErrTokenExpired, when v's token ends. It is released
// when ctx ends; stop releases it sooner. A token already ended when Watch
// is called (a revocation racing the connection) ends it at once.
func (w *Watcher) Watch(ctx context.Context, v tenancy.Viewer) (context.Context, func()) {
	wctx, cancel := context.WithCancelCause(ctx)
	x := &watch{cancel: cancel}
	w.mu.Lock()
	if w.watches[v.TokenID] == nil {
		w.watches[v.TokenID] = map[*watch]struct{}{}
	}
	w.watches[v.TokenID][x] = struct{}{}
	w.mu.Unlock()
	release := func() {
		w.mu.Lock()
		if ws := w.watches[v.TokenID]; ws != nil {
			delete(ws, x)
			if len(ws) == 0 {
				delete(w.watches, v.TokenID)
			}
		}
		w.mu.Unlock()
	}
	context.AfterFunc(wctx, release)
	if !v.TokenExpiresAt.IsZero() {
		after := w.cfg.Clock.After(v.TokenExpiresAt.Sub(w.cfg.Clock.Now()))
		w.wg.Go(func() {
			select {
			case <-after:
				cancel(ErrTokenExpired)
			case <-wctx.Done():
			case <-w.base.Done():
			}
		})
	}
	if err := w.cfg.Tokens.Check(wctx, v.TokenID); errors.Is(err, ErrTokenRevoked) || errors.Is(err, ErrTokenExpired) {
		cancel(err)
	}
	return wctx, func() { cancel(context.Canceled) }
}
