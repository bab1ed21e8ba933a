package scheduler

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/runtime"
)

// Target is the runtime version a run executes on.
type Target struct {
	// TenantID owns the runtime (for a shared runtime, not the run's tenant).
	TenantID int
	// OwnerTrusted is the owning tenant's trust: what its backend may reach
	// on the network (netguard).
	OwnerTrusted bool
	RuntimeID    int
	Name         string
	VersionID    int
	Version      int
	Spec         runtime.RuntimeSpec
}

// Key is the backend-registry name of a target: rt:<tenant>:<id>@<version>.
func (t Target) Key() string {
	return fmt.Sprintf("rt:%d:%d@%d", t.TenantID, t.RuntimeID, t.Version)
}

// capacityKey names the runtime's capacity in the ledger: every version of a
// runtime shares its infrastructure.
func (t Target) capacityKey() string { return ledger.RuntimeKey(t.RuntimeID) }

// Factory builds the backend of one runtime version. secrets holds the
// values of the secrets the spec names (authSecret, kubeconfigSecret): the
// backend uses them as its own credentials and never puts them in a job's
// environment.
type Factory func(ctx context.Context, t Target, secrets map[string]string) (backends.Backend, error)

// SecretStamps tells when a tenant's secrets last changed (vault.Vault).
type SecretStamps interface {
	Updated(ctx context.Context, tenantID int, names []string) (time.Time, error)
}

// DispatcherSecrets is what a Dispatcher needs of the secret store: the
// values of a spec's secrets, and when they last changed.
type DispatcherSecrets interface {
	Resolve(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) (map[string]string, error)
	SecretStamps
}

// Dispatcher resolves targets to backends, building each once per runtime
// version and per change of the secrets its spec names (a rotated
// kubeconfig or Nomad token gets a new backend), and reusing it otherwise.
// Safe for concurrent use.
type Dispatcher struct {
	factories map[runtime.Kind]Factory
	secrets   DispatcherSecrets
	mu        sync.Mutex
	built     map[string]builtBackend // by Target.Key
}

type builtBackend struct {
	stamp time.Time // when the spec's secrets last changed, at build
	b     backends.Backend
}

// NewDispatcher returns a Dispatcher building backends with factories,
// resolving spec secrets through secrets (nil: specs may name none).
func NewDispatcher(factories map[runtime.Kind]Factory, secrets DispatcherSecrets) *Dispatcher {
	return &Dispatcher{factories: factories, secrets: secrets, built: map[string]builtBackend{}}
}

// For returns the backend of t, building it on first use and again once the
// secrets its spec names changed. The build (secret resolution, the factory)
// runs outside the lock; when two callers race, the first backend stored
// wins and the other is dropped.
func (d *Dispatcher) For(ctx context.Context, t Target) (backends.Backend, error) {
	var stamp time.Time
	if names := specSecrets(t.Spec); len(names) > 0 && d.secrets != nil {
		var err error
		if stamp, err = d.secrets.Updated(ctx, t.TenantID, names); err != nil {
			return nil, fmt.Errorf("backend %s: %w", t.Key(), err)
		}
	}
	d.mu.Lock()
	cur, ok := d.built[t.Key()]
	d.mu.Unlock()
	if ok && !cur.stamp.Before(stamp) {
		return cur.b, nil
	}
	b, err := d.build(ctx, t)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if cur, ok := d.built[t.Key()]; ok && !cur.stamp.Before(stamp) {
		return cur.b, nil
	}
	d.built[t.Key()] = builtBackend{stamp: stamp, b: b}
	return b, nil
}

// specSecrets are the names of the secrets a spec's backend authenticates
// with.
func specSecrets(spec runtime.RuntimeSpec) []string {
	var names []string
	if spec.Nomad != nil && spec.Nomad.AuthSecret != "" {
		names = append(names, spec.Nomad.AuthSecret)
	}
	if spec.K8s != nil && spec.K8s.KubeconfigSecret != "" {
		names = append(names, spec.K8s.KubeconfigSecret)
	}
	if spec.HTTP != nil && spec.HTTP.AuthSecret != "" {
		names = append(names, spec.HTTP.AuthSecret)
	}
	return names
}

func (d *Dispatcher) build(ctx context.Context, t Target) (backends.Backend, error) {
	f, ok := d.factories[t.Spec.Kind]
	if !ok {
		return nil, backends.Errorf(domain.FailureConfig, "NO_BACKEND", "this server has no %s backend", t.Spec.Kind)
	}
	names := specSecrets(t.Spec)
	vals := map[string]string{}
	if len(names) > 0 {
		if d.secrets == nil {
			return nil, backends.Errorf(domain.FailureConfig, "SECRET_NOT_FOUND", "runtime %s names secrets but no secret store is configured", t.Name)
		}
		var err error
		if vals, err = d.secrets.Resolve(ctx, t.TenantID, secret.PurposeCLUSTER, names); err != nil {
			return nil, backends.Errorf(domain.FailureConfig, "SECRET_NOT_FOUND", "runtime %s: a secret its spec names is missing", t.Name)
		}
	}
	b, err := f(ctx, t, vals)
	if err != nil {
		return nil, fmt.Errorf("build backend %s: %w", t.Key(), err)
	}
	return b, nil
}
