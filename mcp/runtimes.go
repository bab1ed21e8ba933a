package mcp

import (
	"context"
	"strconv"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/runtime/registry"
)

// Registry registers, checks and probes runtimes (registry.Registry). It
// decides who may: ADMIN for the viewer's own runtimes, OPERATOR for a
// LOCAL or shared one, as it does for GraphQL.
type Registry interface {
	ActAs(ctx context.Context, tenant string) (context.Context, error)
	Register(ctx context.Context, spec runtime.RuntimeSpec) (*ent.RuntimeVersion, error)
	Validate(ctx context.Context, spec runtime.RuntimeSpec) (registry.Validation, error)
	Probe(ctx context.Context, name, ref string) (runtime.ProbeResult, error)
}

// Queue reads the queue as the viewer may see it (queue.Reader).
type Queue interface {
	Snapshot(ctx context.Context) (queue.Snapshot, error)
}

func (t *tools) registerRuntimeTools(s *sdk.Server) {
	sdk.AddTool(s, &sdk.Tool{Name: "register_runtime", Description: "Register the next immutable version (1, 2, …) of a runtime " +
		"from its spec (GraphQL's RuntimeSpecInput). Needs the ADMIN role; a LOCAL or shared runtime needs an OPERATOR. " +
		"Call validate_runtime first to see every problem at once."}, t.registerRuntime)
	sdk.AddTool(s, &sdk.Tool{Name: "validate_runtime", Description: "Check a runtime spec as register_runtime would, without writing: " +
		"every problem with its field, and the capabilities the runtime would be labelled with. Needs the ADMIN role."}, t.validateRuntime)
	sdk.AddTool(s, &sdk.Tool{Name: "probe_runtime", Description: "Ask a registered runtime whether it is reachable and its credentials " +
		"accepted, without running a job. Needs the ADMIN role."}, t.probeRuntime)
	sdk.AddTool(s, &sdk.Tool{Name: "get_queue", Description: "Read the queue: per tenant (yours; every tenant's for an OPERATOR) " +
		"the runs queued and running, and per runtime its slots, the runs in flight and the circuit."}, t.getQueue)
	sdk.AddTool(s, &sdk.Tool{Name: "get_run_waiting_reason", Description: "Say why a queued run has not started, as the admission " +
		"rules decide now (QUOTA, TENANT_SHARE, CAPACITY, CIRCUIT_OPEN, BUDGET, FAIR_SHARE, RUNNER or PLACEMENT) and how many runs are ahead of it; " +
		"no reason once it started."}, t.getRunWaitingReason)
}

// RegisterRuntimeInput is register_runtime's input.
type RegisterRuntimeInput struct {
	Spec   runtime.RuntimeSpec `json:"spec" jsonschema:"the runtime's spec: name, kind (LOCAL, NOMAD, K8S or HTTP), admission, and the kind's own settings (local, nomad, k8s or http); secrets by NAME only"`
	Tenant string              `json:"tenant,omitempty" jsonschema:"OPERATOR only: the tenant (a slug) to register it in, granting it to that tenant alone"`
}

// RuntimeVersionView is one registered version of a runtime.
type RuntimeVersionView struct {
	Runtime      string   `json:"runtime"`
	Version      int      `json:"version"`
	Kind         string   `json:"kind"`
	Tags         []string `json:"tags"`
	Capabilities []string `json:"capabilities"`
}

func (t *tools) registerRuntime(ctx context.Context, req *sdk.CallToolRequest, in RegisterRuntimeInput) (*sdk.CallToolResult, RuntimeVersionView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, RuntimeVersionView{}, t.toolError(ctx, "register_runtime", err)
	}
	if ctx, err = t.cfg.Registry.ActAs(ctx, in.Tenant); err != nil {
		return nil, RuntimeVersionView{}, t.toolError(ctx, "register_runtime", err)
	}
	ver, err := t.cfg.Registry.Register(ctx, in.Spec)
	if err != nil {
		return nil, RuntimeVersionView{}, t.toolError(ctx, "register_runtime", err)
	}
	tags, err := t.cfg.Runtimes.Tags(ctx, ver)
	if err != nil {
		return nil, RuntimeVersionView{}, t.toolError(ctx, "register_runtime", err)
	}
	return nil, RuntimeVersionView{Runtime: in.Spec.Name, Version: ver.Version, Kind: string(ver.Spec.Kind),
		Tags: nonNil(tags), Capabilities: nonNil(ver.Capabilities)}, nil
}

// ValidateRuntimeInput is validate_runtime's input.
type ValidateRuntimeInput struct {
	Spec runtime.RuntimeSpec `json:"spec" jsonschema:"the runtime's spec, as register_runtime takes it"`
}

// ValidationView is what validate_runtime found.
type ValidationView struct {
	Valid        bool          `json:"valid"`
	Problems     []ProblemView `json:"problems" jsonschema:"every reason register_runtime would refuse the spec; none when valid"`
	Capabilities []string      `json:"capabilities" jsonschema:"the capabilities the runtime would be labelled with"`
}

// ProblemView is one reason a spec is refused.
type ProblemView struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

func (t *tools) validateRuntime(ctx context.Context, req *sdk.CallToolRequest, in ValidateRuntimeInput) (*sdk.CallToolResult, ValidationView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, ValidationView{}, t.toolError(ctx, "validate_runtime", err)
	}
	v, err := t.cfg.Registry.Validate(ctx, in.Spec)
	if err != nil {
		return nil, ValidationView{}, t.toolError(ctx, "validate_runtime", err)
	}
	out := ValidationView{Valid: v.Valid, Problems: make([]ProblemView, 0, len(v.Problems)), Capabilities: nonNil(v.Capabilities)}
	for _, p := range v.Problems {
		out.Problems = append(out.Problems, ProblemView{Field: p.Field, Message: p.Message})
	}
	return nil, out, nil
}

// ProbeRuntimeInput is probe_runtime's input.
type ProbeRuntimeInput struct {
	Name string `json:"name" jsonschema:"the runtime's name"`
	Ref  string `json:"ref,omitempty" jsonschema:"a version number or tag; default the latest version"`
}

// ProbeView is what probing a runtime found.
type ProbeView struct {
	Reachable     bool     `json:"reachable"`
	Authenticated bool     `json:"authenticated" jsonschema:"its credentials were accepted"`
	Hardened      bool     `json:"hardened" jsonschema:"it can run a job that needs a sandbox"`
	Message       string   `json:"message"`
	Capabilities  []string `json:"capabilities"`
}

func (t *tools) probeRuntime(ctx context.Context, req *sdk.CallToolRequest, in ProbeRuntimeInput) (*sdk.CallToolResult, ProbeView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, ProbeView{}, t.toolError(ctx, "probe_runtime", err)
	}
	p, err := t.cfg.Registry.Probe(ctx, in.Name, in.Ref)
	if err != nil {
		return nil, ProbeView{}, t.toolError(ctx, "probe_runtime", err)
	}
	return nil, ProbeView{Reachable: p.Reachable, Authenticated: p.Authenticated, Hardened: p.Hardened,
		Message: p.Message, Capabilities: nonNil(p.Capabilities)}, nil
}

// QueueView is get_queue's output.
type QueueView struct {
	GeneratedAt string            `json:"generated_at"`
	Tenants     []TenantQueueView `json:"tenants"`
	Runtimes    []RuntimeLoadView `json:"runtimes"`
}

// TenantQueueView is one tenant's line.
type TenantQueueView struct {
	Tenant  string `json:"tenant"`
	Queued  int    `json:"queued"`
	Running int    `json:"running"`
	Weight  int    `json:"weight"`
}

// RuntimeLoadView is one runtime's load.
type RuntimeLoadView struct {
	Runtime  string `json:"runtime" jsonschema:"a runtime's name, or self:<id> for a self-hosted runner"`
	Shared   bool   `json:"shared"`
	Slots    int    `json:"slots"`
	InFlight int    `json:"in_flight"`
	Circuit  string `json:"circuit" jsonschema:"CLOSED, HALF_OPEN or OPEN"`
}

func (t *tools) getQueue(ctx context.Context, req *sdk.CallToolRequest, _ NoInput) (*sdk.CallToolResult, QueueView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, QueueView{}, t.toolError(ctx, "get_queue", err)
	}
	snap, err := t.cfg.Queue.Snapshot(ctx)
	if err != nil {
		return nil, QueueView{}, t.toolError(ctx, "get_queue", err)
	}
	out := QueueView{GeneratedAt: stamp(&snap.GeneratedAt), Tenants: make([]TenantQueueView, 0, len(snap.Tenants)),
		Runtimes: make([]RuntimeLoadView, 0, len(snap.Runtimes))}
	for _, tq := range snap.Tenants {
		out.Tenants = append(out.Tenants, TenantQueueView(tq))
	}
	for _, rl := range snap.Runtimes {
		out.Runtimes = append(out.Runtimes, RuntimeLoadView{Runtime: rl.Runtime, Shared: rl.Shared, Slots: rl.Slots,
			InFlight: rl.InFlight, Circuit: string(rl.Circuit)})
	}
	return nil, out, nil
}

// WaitingView is get_run_waiting_reason's output.
type WaitingView struct {
	ID      string         `json:"id"`
	Status  string         `json:"status"`
	Waiting *WaitingReason `json:"waiting,omitempty" jsonschema:"why it waits; absent once the run started (or is being claimed)"`
}

func (t *tools) getRunWaitingReason(ctx context.Context, req *sdk.CallToolRequest, in RunID) (*sdk.CallToolResult, WaitingView, error) {
	r, err := t.readRun(ctx, req, in.ID)
	if err != nil {
		return nil, WaitingView{}, t.toolError(ctx, "get_run_waiting_reason", err)
	}
	out := WaitingView{ID: strconv.Itoa(r.ID), Status: string(r.Status)}
	if r.Status == run.Queued {
		ctx, _ = viewer(ctx, req)
		w, err := t.cfg.Waiting.WaitingReason(ctx, r.ID)
		if err != nil {
			return nil, WaitingView{}, t.toolError(ctx, "get_run_waiting_reason", err)
		}
		if w != nil {
			out.Waiting = &WaitingReason{Code: w.Code, Message: w.Message, Position: w.Position}
		}
	}
	return nil, out, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
