package controlplane

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/frontdoor"
	"github.com/everdict/everdict/callbacks"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
	"github.com/everdict/everdict/scheduler"
)

// frontDoors builds the backends of HTTP runtimes over the one attempts
// store, made once the event bus is (store is nil until then, and no
// backend is built before the control plane starts).
type frontDoors struct {
	store     *callbacks.Store
	publicURL string
	clock     clock.Clock
	poll      time.Duration
	log       *slog.Logger
}

// factory builds one HTTP runtime's backend: its requests connect only
// where the runtime's owner may reach and follow no redirect.
func (f *frontDoors) factory(_ context.Context, t scheduler.Target, secrets map[string]string) (backends.Backend, error) {
	if t.Spec.HTTP == nil {
		return nil, errors.New("an HTTP runtime needs an http block")
	}
	client := guardhttp.Client(netguard.For(t.OwnerTrusted), 0)
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return frontdoor.New(frontdoor.Config{
		Spec:         *t.Spec.HTTP,
		AuthSecret:   secrets[t.Spec.HTTP.AuthSecret],
		PublicURL:    f.publicURL,
		Attempts:     f.store,
		Client:       client,
		PollInterval: f.poll,
		Clock:        f.clock,
		Logger:       f.log.With("runtime", t.Name),
	})
}
