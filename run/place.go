package run

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/tenancy"
)

// Auto is the runtime reference of a run placed on any runtime its tenant
// may use that can run its case.
const Auto = "auto"

// MaxCandidates is the most runtimes one submit may name ("a,b,…").
const MaxCandidates = 8

// Lister lists the runtimes the viewer may use, each at its newest
// unarchived version (registry.Registry.Usable).
type Lister interface {
	Usable(ctx context.Context) ([]registry.Resolved, error)
}

// IsMulti reports whether ref asks for placement among several runtimes:
// a comma-separated list or Auto.
func IsMulti(ref string) bool {
	return strings.TrimSpace(ref) == Auto || strings.Contains(ref, ",")
}

// ParseCandidates splits a comma-separated runtime reference into its
// references, trimmed: 2 to MaxCandidates distinct ones, none empty and
// none a runner target.
func ParseCandidates(ref string) ([]string, error) {
	var out []string
	for r := range strings.SplitSeq(ref, ",") {
		r = strings.TrimSpace(r)
		switch {
		case r == "":
			return nil, errcode.New(errcode.BadUserInput, "runtime %q names an empty runtime", ref)
		case IsRunnerTarget(r) || r == Auto:
			return nil, errcode.New(errcode.BadUserInput, "runtime %q: %s cannot be one of several candidates", ref, r)
		case slices.Contains(out, r):
			return nil, errcode.New(errcode.BadUserInput, "runtime %q names %s twice", ref, r)
		}
		out = append(out, r)
	}
	if len(out) < 2 || len(out) > MaxCandidates {
		return nil, errcode.New(errcode.BadUserInput, "runtime %q: name 2 to %d distinct runtimes", ref, MaxCandidates)
	}
	return out, nil
}

// candidates resolves a multi-runtime reference for the viewer: the named
// runtimes (each must resolve) or, for Auto, every usable one.
func (s *Service) candidates(ctx context.Context, ref string) ([]registry.Resolved, []string, error) {
	if strings.TrimSpace(ref) == Auto {
		if s.cfg.Usable == nil {
			return nil, nil, errcode.New(errcode.BadUserInput, `runtime "auto" is not available here: name the runtimes`)
		}
		usable, err := s.cfg.Usable.Usable(ctx)
		if err != nil {
			return nil, nil, err
		}
		if len(usable) == 0 {
			return nil, nil, errcode.New(errcode.BadUserInput, `runtime "auto": this tenant may use no runtime`)
		}
		refs := make([]string, len(usable))
		for i, r := range usable {
			refs[i] = r.Runtime.Name
		}
		return usable, refs, nil
	}
	refs, err := ParseCandidates(ref)
	if err != nil {
		return nil, nil, err
	}
	out := make([]registry.Resolved, len(refs))
	for i, r := range refs {
		if out[i], err = s.cfg.Runtimes.Resolve(ctx, r); err != nil {
			return nil, nil, err
		}
		for j := range i {
			if out[j].Runtime.ID == out[i].Runtime.ID {
				return nil, nil, errcode.New(errcode.BadUserInput, "runtime %q names runtime %s twice", ref, out[i].Runtime.Name)
			}
		}
	}
	return out, refs, nil
}

// submitPlaced records a run submitted for several runtimes: queued and
// unplaced, with the candidate versions that can run its case and its
// placement policy. A scheduler pass places it when one has a free slot
// (Place). A case none of the candidates can run is refused, naming the
// capabilities missing.
func (s *Service) submitPlaced(ctx context.Context, v tenancy.Viewer, in SubmitInput) (Run, error) {
	if in.Placement == "" {
		in.Placement = placement.PolicyDefault
	}
	if !in.Placement.Valid() {
		return Run{}, errcode.New(errcode.BadUserInput, "placement must be SPREAD or PACK")
	}
	resolved, refs, err := s.candidates(ctx, in.Runtime)
	if err != nil {
		return Run{}, err
	}
	if err := s.secretsExist(ctx, v, in.Harness); err != nil {
		return Run{}, err
	}
	t, d, err := s.tenantAndDepth(ctx, v.TenantID)
	if err != nil {
		return Run{}, fmt.Errorf("submit: %w", err)
	}
	ref := strings.Join(refs, ",")
	if strings.TrimSpace(in.Runtime) == Auto {
		ref = Auto
	}
	q := NewQueued(v.TenantID, in, Target{Ref: ref, Name: ref}, v.Subject, s.cfg.Clock.Now())
	if err := webhookSigned(t, q.WebhookURL); err != nil {
		return Run{}, err
	}
	// Each candidate sees the case with its own default resources; the
	// run keeps those declared, and the one it is placed on fills them in.
	var why, missing []string
	for i, r := range resolved {
		c := q.Case
		c.Resources = r.Spec.RunResources(c.Resources)
		err := s.canRun(t, c, q.Harness, r, refs[i], "")
		if err == nil {
			q.Candidates = append(q.Candidates, r.Version.ID)
			continue
		}
		why = append(why, err.Error())
		var e *errcode.Error
		if errors.As(err, &e) {
			if m, ok := e.Fields["missingCapabilities"].([]string); ok {
				for _, c := range m {
					if !slices.Contains(missing, c) {
						missing = append(missing, c)
					}
				}
			}
		}
	}
	if len(q.Candidates) == 0 {
		e := errcode.New(errcode.BadUserInput, "no runtime of %s can run this case: %s", ref, strings.Join(why, "; "))
		if len(missing) > 0 {
			e = e.With("missingCapabilities", missing)
		}
		return Run{}, e
	}
	q.Policy = in.Placement
	rec, err := s.create(ctx, t, d, q)
	if err != nil {
		return Run{}, err
	}
	s.log.InfoContext(ctx, "run submitted", "run_id", rec.ID, "tenant", t.Slug, "runtime", ref, "candidates", q.Candidates,
		"placement", q.Policy)
	s.publish(ctx, rec)
	return rec, nil
}

// Unplaced returns up to limit queued runs no one holds that wait to be
// placed on one of their candidates, in fair-tag order, leaving out skip.
func (s *Service) Unplaced(ctx context.Context, limit int, skip []int) ([]Run, error) {
	q := s.cfg.DB.Run.Query().Where(entrun.StatusEQ(entrun.StatusQUEUED), entrun.OwnerIsNil(),
		entrun.RuntimeVersionIDIsNil(), entrun.RunnerTargetIsNil(), entrun.PlacementPolicyNotNil())
	if len(skip) > 0 {
		q = q.Where(entrun.IDNotIn(skip...))
	}
	rs, err := q.Order(entrun.ByFairTag(), entrun.ByID()).Limit(limit).All(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("unplaced runs: %w", err)
	}
	return fromEnts(rs), nil
}

// Place writes the runtime version a scheduler pass chose onto an
// unplaced run. The write applies only WHERE the run is still QUEUED, held
// by no one and unplaced, so of replicas placing one run at once exactly
// one does; it reports whether this one did. to must be one of the run's
// candidates (the caller chose among them). The run then waits in to's
// line like any other.
func (s *Service) Place(ctx context.Context, id int, to Target) (bool, error) {
	sys := tenancy.System(ctx)
	n, err := s.cfg.DB.Run.Update().Where(entrun.ID(id), entrun.StatusEQ(entrun.StatusQUEUED), entrun.OwnerIsNil(),
		entrun.RuntimeVersionIDIsNil(), entrun.PlacementPolicyNotNil()).
		SetRuntimeRef(to.Ref).SetRuntimeName(to.Name).SetRuntimeID(to.RuntimeID).
		SetRuntimeVersionID(to.VersionID).SetRuntimeVersion(to.Version).Save(sys)
	if err != nil {
		return false, fmt.Errorf("place run %d: %w", id, err)
	}
	if n == 0 {
		return false, nil
	}
	s.log.InfoContext(ctx, "run placed", "run_id", id, "runtime", to.Name, "version", to.Version)
	if rec, err := s.get(sys, id); err == nil {
		s.publish(sys, rec)
	}
	return true, nil
}
