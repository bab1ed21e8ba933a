package scorecard

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	entrun "github.com/everdict/everdict/ent/run"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	entscorecard "github.com/everdict/everdict/ent/scorecard"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/harness"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/tenancy"
)

// Status is a scorecard's status: QUEUED → RUNNING → SUCCEEDED, or
// CANCELED on request. SUCCEEDED means every case has a terminal result,
// whatever the verdicts.
type Status = entscorecard.Status

// The statuses.
const (
	Queued    = entscorecard.StatusQUEUED
	Running   = entscorecard.StatusRUNNING
	Succeeded = entscorecard.StatusSUCCEEDED
	Canceled  = entscorecard.StatusCANCELED
)

// IsTerminal reports whether s is settled.
func IsTerminal(s Status) bool { return s == Succeeded || s == Canceled }

// Auto is the target that expands to every runtime the tenant may use.
const Auto = "auto"

// Limits and defaults of a submission.
const (
	// MaxCasesDefault bounds a scorecard's cases when Config.MaxCases is 0.
	MaxCasesDefault = 10000
	// MaxAttemptsDefault is a case's tries when the input gives none.
	MaxAttemptsDefault = 3
	// MaxAttemptsLimit bounds maxAttempts.
	MaxAttemptsLimit = 10
)

// caseIDPattern keeps a case id usable inside a correlation id, which
// backends use in job names (DNS labels).
// errNoTx: run/ called a batch's parent or guard without its transaction
// in the context.
var errNoTx = errors.New("scorecard: no transaction in the context")

var caseIDPattern = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$`)

// Runs is what the scorecard needs of the run service.
type Runs interface {
	SubmitBatch(ctx context.Context, runs []run.BatchRun, parent run.Parent) (int, error)
	CheckerFor(ctx context.Context) (run.Checker, error)
	Retry(ctx context.Context, q run.NewRun, guard run.Guard) (bool, error)
	Move(ctx context.Context, id int, to run.Target) (bool, error)
	Children(ctx context.Context, scorecardID int) ([]run.Run, error)
	Cancel(ctx context.Context, id int) (run.Run, error)
	Supersede(ctx context.Context, id int) (bool, error)
	CheckWebhook(ctx context.Context, url string) error
}

// Runtimes resolves targets for the viewer (registry.Registry).
type Runtimes interface {
	Resolve(ctx context.Context, ref string) (registry.Resolved, error)
	Usable(ctx context.Context) ([]registry.Resolved, error)
}

// Publisher fans events out (events.Bus is one).
type Publisher interface {
	Publish(ctx context.Context, topic string, payload []byte) error
}

// Topic names a scorecard's change events; the payload is {"id": …}.
func Topic(id int) string { return "scorecard:" + strconv.Itoa(id) }

// Config configures a Service. DB, Runs and Runtimes are required.
type Config struct {
	DB       *ent.Client
	Runs     Runs
	Runtimes Runtimes
	// Harnesses resolves harness references and models; nil allows only
	// inline harnesses and no models.
	Harnesses Harnesses
	// Events receives scorecard events; nil publishes nothing.
	Events Publisher
	// Outbox is woken when a cancel wrote a webhook delivery; nil leaves it
	// to its poll.
	Outbox Kicker
	// MaxCases bounds a scorecard's cases; 0 means MaxCasesDefault.
	MaxCases int
	// Clock tells the time; nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Service submits, reads and cancels scorecards. Safe for concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger
}

// NewService returns a Service over cfg.
func NewService(cfg Config) *Service {
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.MaxCases <= 0 {
		cfg.MaxCases = MaxCasesDefault
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: log}
}

// Input is a scorecard submission.
type Input struct {
	Name string `json:"name"`
	// JudgeModel is the judge model of the cases' JUDGE graders that name
	// none; "" leaves them to the tenant's judgeModel.
	JudgeModel string           `json:"judgeModel,omitempty"`
	Harness    evalcase.Harness `json:"harness"`
	// HarnessRef names a registered harness instead of Harness; exactly
	// one of the two is given.
	HarnessRef string `json:"harnessRef,omitempty"`
	// Models is the sweep: every case runs once per model.
	Models []string        `json:"models,omitempty"`
	Cases  []evalcase.Case `json:"cases"`
	// Runtime is "name" (or "name@3", "name@tag"), "a,b,c" (sharded by
	// slots) or "auto".
	Runtime     string           `json:"runtime"`
	MaxAttempts *int             `json:"maxAttempts,omitempty"`
	Priority    *entrun.Priority `json:"priority,omitempty"`
	// WebhookURL, if set, gets one signed scorecard.settled delivery when
	// the scorecard settles (the tenant needs a webhook secret).
	WebhookURL *string `json:"webhookUrl,omitempty"`
	// Speculate duplicates the tail's stragglers (Stragglers).
	Speculate bool `json:"speculate,omitempty"`
}

// Submit admits a scorecard and records it with its children, all or none:
// the input, every case against its targets, then budget and queue depth for
// the whole batch. A case no target can run is refused, naming the case and
// what is missing.
func (s *Service) Submit(ctx context.Context, in Input) (*ent.Scorecard, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if err := checkModels(in.Models); err != nil {
		return nil, err
	}
	if err := s.validate(in); err != nil {
		return nil, err
	}
	bounds, err := s.bind(ctx, in)
	if err != nil {
		return nil, err
	}
	cases := make([]evalcase.Case, len(in.Cases))
	for i, c := range in.Cases {
		c.Resources = harness.Override(c.Resources, bounds[0].Resources)
		c.Graders = withJudgeModel(c.Graders, in.JudgeModel)
		cases[i] = c
	}
	first := bounds[0].Harness
	var hook string
	if in.WebhookURL != nil {
		hook = *in.WebhookURL
	}
	if err := s.cfg.Runs.CheckWebhook(ctx, hook); err != nil {
		return nil, err
	}
	targets, err := s.targets(ctx, in.Runtime)
	if err != nil {
		return nil, err
	}
	check, err := s.cfg.Runs.CheckerFor(ctx)
	if err != nil {
		return nil, err
	}
	assign, err := Assign(cases, first, targets, check)
	if err != nil {
		return nil, err
	}
	prio := entrun.PriorityBATCH
	if in.Priority != nil {
		prio = *in.Priority
	}
	maxAttempts := MaxAttemptsDefault
	if in.MaxAttempts != nil {
		maxAttempts = *in.MaxAttempts
	}
	batch := make([]run.BatchRun, 0, len(cases)*len(bounds))
	for k, b := range bounds {
		for i, c := range cases {
			t := targets[assign[i]]
			c.ID = SweepCaseID(c.ID, k+1, len(bounds))
			c.Image = evalcase.PinImage(c, b.Harness)
			batch = append(batch, run.BatchRun{Input: run.SubmitInput{Runtime: t.Ref, Priority: new(run.Priority(prio)), Harness: b.Harness, Case: c,
				Trigger: "scorecard"}, Target: t.Resolved, Ref: t.Ref})
		}
	}
	versions := make([]int, len(targets))
	for i, t := range targets {
		versions[i] = t.Resolved.Version.ID
	}
	now := s.cfg.Clock.Now()
	id, err := s.cfg.Runs.SubmitBatch(ctx, batch, func(ctx context.Context) (int, error) {
		tx := ent.TxFromContext(ctx)
		if tx == nil {
			return 0, errNoTx
		}
		sc, err := tx.Scorecard.Create().SetTenantID(v.TenantID).SetName(in.Name).SetHarnessName(first.Name).
			SetHarness(first).SetModels(in.Models).SetRuntime(in.Runtime).SetTargetVersionIds(versions).SetMaxAttempts(maxAttempts).
			SetPriority(entscorecard.Priority(prio)).SetTotal(len(batch)).SetCreatedBy(v.Subject).SetCreatedAt(now).
			SetNillableWebhookURL(nilIfEmpty(hook)).SetSpeculate(in.Speculate).Save(ctx)
		if err != nil {
			return 0, err
		}
		return sc.ID, nil
	})
	if err != nil {
		return nil, err
	}
	s.log.InfoContext(ctx, "scorecard submitted", "scorecard_id", id, "cases", len(in.Cases), "models", len(in.Models), "targets", len(targets))
	s.publish(ctx, id)
	return s.cfg.DB.Scorecard.Get(ctx, id)
}

func (s *Service) validate(in Input) error {
	var problems []string
	add := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if strings.TrimSpace(in.Name) == "" {
		add("name is required")
	}
	if strings.TrimSpace(in.Runtime) == "" {
		add(`runtime is required: "name", "a,b,c" or "auto"`)
	}
	if len(in.Cases) == 0 || len(in.Cases) > s.cfg.MaxCases {
		add("cases must hold 1 to %d cases", s.cfg.MaxCases)
	}
	if n := len(in.Cases) * max(1, len(in.Models)); len(in.Models) <= harness.ModelsMax && n > s.cfg.MaxCases {
		add("cases × models makes %d runs: a scorecard has at most %d", n, s.cfg.MaxCases)
	}
	if in.MaxAttempts != nil && (*in.MaxAttempts < 1 || *in.MaxAttempts > MaxAttemptsLimit) {
		add("maxAttempts must be between 1 and %d", MaxAttemptsLimit)
	}
	seen := make(map[string]bool, len(in.Cases))
	for i, c := range in.Cases {
		switch {
		case !caseIDPattern.MatchString(c.ID):
			add("cases[%d].id must be 1 to 40 lowercase letters, digits and inner dashes", i)
		case seen[c.ID]:
			add("cases[%d].id %q repeats an earlier case", i, c.ID)
		}
		seen[c.ID] = true
		problems = append(problems, c.Resources.Problems(fmt.Sprintf("cases[%d].resources", i))...)
		if len(problems) > 20 {
			break
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return errcode.New(errcode.BadUserInput, "invalid scorecard: %s", strings.Join(problems, "; ")).
		With("problems", problems)
}

// Target is one runtime a scorecard may use.
type Target struct {
	Ref      string
	Resolved registry.Resolved
}

// slots is the target's weight in the shard: its run slots.
func (t Target) slots() int { return t.Resolved.Spec.Admission.EffectiveMaxConcurrent() }

// targets resolves a scorecard's runtime string for the viewer.
func (s *Service) targets(ctx context.Context, spec string) ([]Target, error) {
	if strings.TrimSpace(spec) == Auto {
		usable, err := s.cfg.Runtimes.Usable(ctx)
		if err != nil {
			return nil, err
		}
		if len(usable) == 0 {
			return nil, errcode.New(errcode.BadUserInput, `runtime "auto": this tenant may use no runtime`)
		}
		out := make([]Target, len(usable))
		for i, r := range usable {
			out[i] = Target{Ref: r.Runtime.Name, Resolved: r}
		}
		return out, nil
	}
	var out []Target
	seen := map[int]bool{}
	for ref := range strings.SplitSeq(spec, ",") {
		ref = strings.TrimSpace(ref)
		if ref == "" {
			return nil, errcode.New(errcode.BadUserInput, "runtime %q names an empty runtime", spec)
		}
		r, err := s.cfg.Runtimes.Resolve(ctx, ref)
		if err != nil {
			return nil, err
		}
		if seen[r.Version.ID] {
			continue
		}
		seen[r.Version.ID] = true
		out = append(out, Target{Ref: ref, Resolved: r})
	}
	return out, nil
}

// Assign places each case on one of targets: among the targets able to run
// it (check), by weighted round-robin over their slots (placement.Shard),
// cases with the same able targets sharing one round. out[i] is the index in
// targets of case i's target. A case no target can run is refused, naming it
// and each target's reason.
func Assign(cases []evalcase.Case, h evalcase.Harness, targets []Target, check run.Checker) ([]int, error) {
	groups := map[string][]int{} // able targets, as a key → cases
	able := map[string][]int{}
	for i, c := range cases {
		var ok []int
		var why, missing []string
		for j, t := range targets {
			err := check(c, h, t.Resolved, t.Ref, "")
			if err == nil {
				ok = append(ok, j)
				continue
			}
			why = append(why, err.Error())
			var e *errcode.Error
			if errors.As(err, &e) {
				if m, found := e.Fields["missingCapabilities"].([]string); found {
					missing = append(missing, m...)
				}
			}
		}
		if len(ok) == 0 {
			return nil, errcode.New(errcode.BadUserInput, "case %q: no target can run it: %s", c.ID, strings.Join(why, "; ")).
				With("case", c.ID).With("missingCapabilities", dedupe(missing))
		}
		key := fmt.Sprint(ok)
		groups[key] = append(groups[key], i)
		able[key] = ok
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]int, len(cases))
	for _, k := range keys {
		idx := able[k]
		weights := make([]int, len(idx))
		for i, j := range idx {
			weights[i] = targets[j].slots()
		}
		for n, pick := range placement.Shard(len(groups[k]), weights) {
			out[groups[k][n]] = idx[pick]
		}
	}
	return out, nil
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// Get returns scorecard id if the viewer may read it.
func (s *Service) Get(ctx context.Context, id int) (*ent.Scorecard, error) {
	return s.cfg.DB.Scorecard.Get(ctx, id)
}

// Aggregate is scorecard id's aggregate, read now.
func (s *Service) Aggregate(ctx context.Context, id int) (Aggregate, error) {
	if _, err := s.cfg.DB.Scorecard.Get(ctx, id); err != nil {
		return Aggregate{}, err
	}
	children, err := s.cfg.Runs.Children(ctx, id)
	if err != nil {
		return Aggregate{}, err
	}
	return Summarize(children), nil
}

// Compare diffs scorecards a and b, both the viewer's. A model given for a
// side compares only that side's children run with it, by their base case
// ids: two models of one sweep (b = a), or one model of a sweep against
// another scorecard.
func (s *Service) Compare(ctx context.Context, a, b int, models ...*string) (Comparison, error) {
	var kids [2][]run.Run
	for i, id := range []int{a, b} {
		sc, err := s.cfg.DB.Scorecard.Get(ctx, id)
		if err != nil {
			return Comparison{}, err
		}
		c, err := s.cfg.Runs.Children(ctx, id)
		if err != nil {
			return Comparison{}, err
		}
		if i < len(models) && models[i] != nil {
			if !slices.Contains(sc.Models, *models[i]) {
				field := [2]string{"modelA", "modelB"}[i]
				return Comparison{}, errcode.New(errcode.BadUserInput, "%s: scorecard %d swept no model %q", field, id, *models[i]).With("field", field)
			}
			c = OfModel(c, *models[i], len(sc.Models) > 1)
		}
		kids[i] = c
	}
	return Compare(kids[0], kids[1]), nil
}

// Cancel settles scorecard id CANCELED and cancels every unfinished child,
// wherever it runs (run.Service.Cancel). A settled scorecard cannot be
// canceled (CONFLICT).
func (s *Service) Cancel(ctx context.Context, id int) (*ent.Scorecard, error) {
	sc, err := s.cfg.DB.Scorecard.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	settled, err := settleOnce(tenancy.System(ctx), s.cfg.DB, s.cfg.Runs, sc, Canceled, s.cfg.Clock.Now())
	if err != nil {
		return nil, fmt.Errorf("cancel scorecard %d: %w", id, err)
	}
	if settled && sc.WebhookURL != "" && s.cfg.Outbox != nil {
		s.cfg.Outbox.Kick()
	}
	if !settled {
		cur, err := s.cfg.DB.Scorecard.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		return nil, errcode.New(errcode.Conflict, "scorecard %d is %s: cannot cancel", id, cur.Status)
	}
	children, err := s.cfg.Runs.Children(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, c := range children {
		if run.IsTerminal(c.Status) {
			continue
		}
		var conflict *run.ConflictError
		if _, err := s.cfg.Runs.Cancel(ctx, c.ID); err != nil && !errors.As(err, &conflict) {
			return nil, fmt.Errorf("cancel scorecard %d: %w", id, err)
		}
	}
	s.log.InfoContext(ctx, "scorecard canceled", "scorecard_id", id)
	s.publish(ctx, id)
	return s.cfg.DB.Scorecard.Get(ctx, id)
}

func (s *Service) publish(ctx context.Context, id int) {
	publish(ctx, s.cfg.Events, s.log, id)
}

func publish(ctx context.Context, p Publisher, log *slog.Logger, id int) {
	if p == nil {
		return
	}
	if err := p.Publish(ctx, Topic(id), []byte(`{"id":`+strconv.Itoa(id)+`}`)); err != nil {
		log.WarnContext(ctx, "publish scorecard event", "scorecard_id", id, "err", err)
	}
}

func nilIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// withJudgeModel gives the JUDGE graders of graders that name no model
// the scorecard's (none when model is ""); run.Service fills the rest from
// the tenant's judgeModel at submit.
func withJudgeModel(graders []evalcase.Grader, model string) []evalcase.Grader {
	if model == "" {
		return graders
	}
	out := append([]evalcase.Grader(nil), graders...)
	for i := range out {
		if out[i].Kind == evalcase.GraderJudge && out[i].Model == "" {
			out[i].Model = model
		}
	}
	return out
}
