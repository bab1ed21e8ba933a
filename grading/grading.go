// Package grading is the JUDGE grader's place in a run's life: after the
// harness ended and before the run settles, the control plane (never the
// job, which never holds a model's API key) asks a judge for each JUDGE
// grader the backend left pending, with the run in phase GRADING, and
// settles the run with the merged verdict. It also regrades finished runs
// and scorecards from their stored evidence, without running anything.
//
// It sits between the settlers (the scheduler, the runners' service) and
// run.Service: Service.Settle has run.Service.Settle's shape, so a
// scheduler or a runner service is given it in place of run.Service.
package grading

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/judge"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Config.
const (
	// LogsTailLinesDefault and LogsTailBytesDefault bound the LOGS_TAIL a
	// judge is shown: the last lines of the stored (masked) log.
	LogsTailLinesDefault = 200
	LogsTailBytesDefault = 64 << 10
)

// Judge decides one JUDGE grader (judge.Service). Grade returns an error
// only when ctx ends; a provider that cannot grade comes back as a result
// whose Judge.UnscoredReason is set. Validate refuses (BAD_USER_INPUT) a
// model whose provider the tenant does not have.
type Judge interface {
	Grade(ctx context.Context, req judge.Request) (evalcase.GraderResult, error)
	Validate(ctx context.Context, tenant, model string) error
}

// Runs is what grading needs of run.Service.
type Runs interface {
	Get(ctx context.Context, id int) (run.Run, error)
	View(ctx context.Context, id int) (run.Run, error)
	BeginGrading(ctx context.Context, id int, owner string) (bool, error)
	LogsTail(ctx context.Context, id, maxLines, maxBytes int) (string, error)
	Settle(ctx context.Context, id int, owner string, result *evalcase.Result, failure *run.Failure) (bool, error)
	Regrade(ctx context.Context, id int, res evalcase.Result, judgeUSD float64) (run.Run, error)
	Children(ctx context.Context, scorecardID int) ([]run.Run, error)
}

// Auditor records regrades (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Config configures a Service. DB, Runs and Judge are required.
type Config struct {
	// DB reads tenants (the judge is asked on behalf of a tenant's slug)
	// and scorecards.
	DB    *ent.Client
	Runs  Runs
	Judge Judge
	// Audit records regrades; nil records nothing.
	Audit Auditor
	// LogsTailLines and LogsTailBytes: zero means the defaults.
	LogsTailLines int
	LogsTailBytes int
	Clock         clock.Clock
	Logger        *slog.Logger
}

// Service grades runs. Safe for concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger
	mu  sync.Mutex
	// graded holds a result judged but not yet settled, by run id, so a
	// settle the store refused is retried without asking the judges again.
	graded map[int]evalcase.Result
}

// New returns a Service.
func New(cfg Config) (*Service, error) {
	if cfg.DB == nil || cfg.Runs == nil || cfg.Judge == nil {
		return nil, errors.New("grading: DB, Runs and Judge are required")
	}
	if cfg.LogsTailLines <= 0 {
		cfg.LogsTailLines = LogsTailLinesDefault
	}
	if cfg.LogsTailBytes <= 0 {
		cfg.LogsTailBytes = LogsTailBytesDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: log, graded: map[int]evalcase.Result{}}, nil
}

// Settle settles run id as owner, as run.Service.Settle does, after asking
// the judges of every JUDGE grader result left pending: the run is marked
// GRADING first (as owner; a run owner no longer holds is left to whoever
// does, false), the judges are asked with no lock held, and the merged
// result settles it. A failure, or a result with no pending grader, goes
// straight through. A judge that cannot grade makes its grader UNSCORED,
// never the run FAILED. An error is returned only when ctx ended or the
// store failed; the caller retries, and a result already judged is not
// judged again.
func (s *Service) Settle(ctx context.Context, id int, owner string, res *evalcase.Result, f *run.Failure) (bool, error) {
	if f != nil || res == nil || len(res.Pending()) == 0 {
		return s.cfg.Runs.Settle(ctx, id, owner, res, f)
	}
	s.mu.Lock()
	done, ok := s.graded[id]
	s.mu.Unlock()
	if !ok {
		if owner != "" {
			held, err := s.cfg.Runs.BeginGrading(ctx, id, owner)
			if err != nil || !held {
				return false, err
			}
		}
		r, err := s.cfg.Runs.Get(ctx, id)
		if err != nil {
			return false, err
		}
		judged, err := s.judge(ctx, r, *res, r.Case.Graders, res.Pending())
		if err != nil {
			return false, err
		}
		done = evalcase.Judged(*res, judged)
		done.Gradings = append(done.Gradings, evalcase.Grading{At: s.cfg.Clock.Now().UTC(), Verdict: done.Verdict, Graders: done.Graders})
		s.mu.Lock()
		s.graded[id] = done
		s.mu.Unlock()
	}
	applied, err := s.cfg.Runs.Settle(ctx, id, owner, &done, nil)
	if err == nil {
		s.mu.Lock()
		delete(s.graded, id)
		s.mu.Unlock()
	}
	return applied, err
}

// judge asks the judge for each of graders at the indexes in which (an
// index of res.Graders is one of graders), with r's evidence, and returns
// their results by index.
func (s *Service) judge(ctx context.Context, r run.Run, res evalcase.Result, graders []evalcase.Grader, which []int) (map[int]evalcase.GraderResult, error) {
	tenant, err := s.cfg.DB.Tenant.Get(tenancy.System(ctx), r.TenantID)
	if err != nil {
		return nil, fmt.Errorf("grade run %d: load tenant: %w", r.ID, err)
	}
	ev, err := s.evidence(ctx, r, res)
	if err != nil {
		return nil, err
	}
	out := make(map[int]evalcase.GraderResult, len(which))
	for _, i := range which {
		if i >= len(graders) {
			continue
		}
		g := graders[i]
		gr, err := s.cfg.Judge.Grade(ctx, judge.Request{Tenant: tenant.Slug, Grader: g, Evidence: ev, ModelUnderTest: r.Harness.Model})
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, err
		case err != nil:
			// The engine promises an error only on a cancelled context;
			// anything else still never fails the run.
			s.log.WarnContext(ctx, "judge failed", "run_id", r.ID, "grader", i, "err", err)
			gr = evalcase.GraderResult{Kind: evalcase.GraderJudge, Judge: &evalcase.JudgeResult{Model: g.Model, UnscoredReason: "the judge could not be asked"}}
		case gr.Judge == nil:
			gr.Judge = &evalcase.JudgeResult{Model: g.Model, UnscoredReason: "the judge returned no record"}
			gr.Passed = false
		}
		out[i] = gr
	}
	return out, nil
}

// evidence is what run r left for a judge: its answer, the case's
// reference answer and task, and the tail of its stored (masked) log. No
// backend reports a workspace diff yet: DIFF is empty.
func (s *Service) evidence(ctx context.Context, r run.Run, res evalcase.Result) (judge.Evidence, error) {
	tail, err := s.cfg.Runs.LogsTail(ctx, r.ID, s.cfg.LogsTailLines, s.cfg.LogsTailBytes)
	if err != nil {
		return nil, err
	}
	return judge.Evidence{
		evalcase.JudgeAnswer:   res.Answer,
		evalcase.JudgeExpected: r.Case.Expected,
		evalcase.JudgeTask:     r.Case.Task,
		evalcase.JudgeLogsTail: tail,
		evalcase.JudgeDiff:     "",
	}, nil
}

// Regrade grades run id's stored evidence again with graders (JUDGE
// graders only: nothing runs), keeping the run's other grader results, and
// records it as the run's newest grading, which decides its verdict. The
// viewer must be the run's creator or an ADMIN of its tenant; another
// tenant's run is NOT_FOUND. Audited.
func (s *Service) Regrade(ctx context.Context, id int, graders []evalcase.Grader) (run.Run, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return run.Run{}, err
	}
	r, err := s.cfg.Runs.View(ctx, id)
	if err != nil {
		return run.Run{}, err
	}
	if r.AssertObservableBy(v) != nil {
		return run.Run{}, errcode.New(errcode.NotFound, "run %d not found", id)
	}
	if err := s.checkGraders(ctx, v, graders); err != nil {
		return run.Run{}, err
	}
	out, err := s.regrade(ctx, v, r, graders)
	if err != nil {
		return run.Run{}, err
	}
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, audit.Event{TenantID: r.TenantID, Action: audit.ActionRunRegrade, TargetType: audit.TargetRun,
			Target: strconv.Itoa(id), Details: map[string]string{"graders": strconv.Itoa(len(graders)), "verdict": string(out.Result.Verdict)}})
	}
	return out, nil
}

// RegradeScorecard regrades the latest try of every case of scorecard id
// that produced a result, as Regrade does; the aggregate, read from the
// children, follows. It returns how many runs were regraded. Needs ADMIN;
// another tenant's scorecard is NOT_FOUND. Audited.
func (s *Service) RegradeScorecard(ctx context.Context, id int, graders []evalcase.Grader) (int, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return 0, err
	}
	if _, err := s.cfg.DB.Scorecard.Get(ctx, id); err != nil {
		if ent.IsNotFound(err) {
			return 0, errcode.New(errcode.NotFound, "scorecard %d not found", id)
		}
		return 0, fmt.Errorf("regrade scorecard %d: %w", id, err)
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return 0, errcode.New(errcode.Forbidden, "regrading a scorecard needs the ADMIN role")
	}
	if err := s.checkGraders(ctx, v, graders); err != nil {
		return 0, err
	}
	children, err := s.cfg.Runs.Children(ctx, id)
	if err != nil {
		return 0, err
	}
	latest := map[string]run.Run{}
	for _, c := range children {
		if cur, ok := latest[c.Case.ID]; !ok || c.Try > cur.Try {
			latest[c.Case.ID] = c
		}
	}
	n := 0
	for _, c := range latest {
		if c.Status != run.Succeeded || c.Result == nil {
			continue
		}
		if _, err := s.regrade(ctx, v, c, graders); err != nil {
			return n, err
		}
		n++
	}
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, audit.Event{Action: audit.ActionScorecardRegrade, TargetType: audit.TargetScorecard,
			Target: strconv.Itoa(id), Details: map[string]string{"graders": strconv.Itoa(len(graders)), "runs": strconv.Itoa(n)}})
	}
	return n, nil
}

// checkGraders refuses what a regrade cannot do: no grader, a grader that
// is not JUDGE (a test would have to run), an invalid one, or a judge
// model that resolves to nothing or names an unknown provider. It fills
// each grader's model from the tenant's judgeModel where it has none.
func (s *Service) checkGraders(ctx context.Context, v tenancy.Viewer, graders []evalcase.Grader) error {
	if len(graders) == 0 {
		return errcode.New(errcode.BadUserInput, "graders: at least one JUDGE grader is required").With("field", "graders")
	}
	var judgeModel string
	for i := range graders {
		g := &graders[i]
		field := fmt.Sprintf("graders[%d]", i)
		if g.Kind != evalcase.GraderJudge {
			return errcode.New(errcode.BadUserInput, "%s.kind: only a JUDGE grader can regrade a finished run (nothing runs again)", field).With("field", field+".kind")
		}
		if p := g.JudgeProblems(i); len(p) > 0 {
			return errcode.New(errcode.BadUserInput, "invalid graders: %s", p[0]).With("field", field)
		}
		if g.Model == "" {
			if judgeModel == "" {
				t, err := s.cfg.DB.Tenant.Get(tenancy.System(ctx), v.TenantID)
				if err != nil {
					return fmt.Errorf("regrade: load tenant: %w", err)
				}
				judgeModel = t.JudgeModel
			}
			g.Model = judgeModel
		}
		if g.Model == "" {
			return errcode.New(errcode.BadUserInput, "%s.model is required: no judge model was given by the grader or the tenant's judgeModel", field).With("field", field+".model")
		}
		if err := s.cfg.Judge.Validate(ctx, v.Tenant, g.Model); err != nil {
			return err
		}
	}
	return nil
}

// regrade judges r's stored evidence with graders and records the grading.
func (s *Service) regrade(ctx context.Context, v tenancy.Viewer, r run.Run, graders []evalcase.Grader) (run.Run, error) {
	if r.Status != run.Succeeded || r.Result == nil {
		return run.Run{}, &run.ConflictError{ID: r.ID, Status: r.Status, Action: "regrade (only a run that produced a result can be regraded)"}
	}
	prev := *r.Result
	history := append([]evalcase.Grading(nil), prev.Gradings...)
	if len(history) == 0 {
		at := s.cfg.Clock.Now().UTC()
		if r.FinishedAt != nil {
			at = r.FinishedAt.UTC()
		}
		history = append(history, evalcase.Grading{At: at, Verdict: prev.Verdict, Graders: prev.Graders})
	}
	// The run's own graders but its JUDGE ones stay as they were decided;
	// the given JUDGE graders take the JUDGE ones' places.
	next := prev
	next.Graders = nil
	for _, g := range prev.Graders {
		if g.Kind != evalcase.GraderJudge {
			next.Graders = append(next.Graders, g)
		}
	}
	all := make([]evalcase.Grader, len(next.Graders), len(next.Graders)+len(graders))
	which := make([]int, 0, len(graders))
	for _, g := range graders {
		which = append(which, len(all))
		all = append(all, g)
		next.Graders = append(next.Graders, evalcase.GraderResult{Kind: evalcase.GraderJudge})
	}
	judged, err := s.judge(ctx, r, prev, all, which)
	if err != nil {
		return run.Run{}, err
	}
	// With a JUDGE grader the verdict is the graders' alone (Reverdict).
	next = evalcase.Judged(next, judged)
	cost := 0.0
	for _, g := range judged {
		if g.Judge != nil && g.Judge.Usage.CostUSD != nil && *g.Judge.Usage.CostUSD > 0 {
			cost += *g.Judge.Usage.CostUSD
		}
	}
	next.Gradings = append(history, evalcase.Grading{At: s.cfg.Clock.Now().UTC(), Verdict: next.Verdict, Graders: next.Graders, By: v.Subject})
	return s.cfg.Runs.Regrade(ctx, r.ID, next, cost)
}
