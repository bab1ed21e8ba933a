// Package startstop is the one lifecycle of Everdict's background services,
// in the manner of River's startstop: Start returns once the service runs,
// Stop ends every goroutine it started and waits for them. Base does the
// bookkeeping a service would otherwise write by hand, and StartAll starts a
// set of services in order, stopping the ones it started when one fails.
package startstop

import (
	"context"
	"errors"
	"sync"
)

// Service is a background service.
type Service interface {
	// Start begins the service's work and returns once it runs. The
	// service's goroutines outlive ctx's cancelation: only Stop ends them.
	Start(ctx context.Context) error
	// Stop ends the service's goroutines and waits for them. It is safe
	// before Start and more than once.
	Stop()
}

// ErrStarted is returned by Base.Begin for a service already running.
var ErrStarted = errors.New("service already started")

// Base runs a service's goroutines. Embed it (or hold one) and call Begin
// from Start, Go for each goroutine, and Stop from Stop. The zero Base is
// ready; a Base that stopped may begin again.
type Base struct {
	mu     sync.Mutex
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// Begin returns the context the service's goroutines run under: it carries
// ctx's values but not its cancelation (the request or test context a
// service started under does not stop it); Stop cancels it.
func (b *Base) Begin(ctx context.Context) (context.Context, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cancel != nil {
		return nil, ErrStarted
	}
	ctx, b.cancel = context.WithCancel(context.WithoutCancel(ctx))
	return ctx, nil
}

// Go runs f in a goroutine Stop waits for.
func (b *Base) Go(f func()) { b.wg.Go(f) }

// Stop cancels the context Begin returned and waits for every goroutine Go
// started.
func (b *Base) Stop() {
	b.mu.Lock()
	cancel := b.cancel
	b.cancel = nil
	b.mu.Unlock()
	if cancel != nil {
		cancel()
	}
	b.wg.Wait()
}

// StartAll starts services in order. When one fails it stops the ones it
// started, last first, and returns that error: nothing is left running.
func StartAll(ctx context.Context, services ...Service) error {
	for i, s := range services {
		if err := s.Start(ctx); err != nil {
			StopAll(services[:i]...)
			return err
		}
	}
	return nil
}

// StopAll stops services, last first: a service is stopped before the ones
// it was started after, which it may use.
func StopAll(services ...Service) {
	for i := len(services) - 1; i >= 0; i-- {
		services[i].Stop()
	}
}
