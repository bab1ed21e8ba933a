// Package access is the way into a live run (DESIGN's RuntimeAccess
// service): a command run in its sandbox, a single-use ticket for an
// interactive terminal and the terminal session it opens, and a picture of
// its screen. Every entry passes one rule, run.Run.AssertObservableBy (the
// run's creator or an ADMIN of its tenant), goes through the run's backend
// (backends.Access, resolved by the scheduler as a dispatch would), is
// audited before it starts, and has the run's secrets masked out of what it
// returns.
package access

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/everdict/everdict/artifacts"
	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/accessticket"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/tenancy"
)

// TicketTTLDefault is how long a ticket may wait to be used.
const TicketTTLDefault = 30 * time.Second

// The kinds of ticket.
const (
	KindTerminal = accessticket.KindTERMINAL
	KindScreen   = accessticket.KindSCREEN
)

// Runs reads a run as the platform sees it (the rule is applied here).
type Runs interface {
	Get(ctx context.Context, id int) (run.Run, error)
}

// Enterer resolves the way into a run's job (scheduler.Scheduler).
type Enterer interface {
	Enter(ctx context.Context, r run.Run) (scheduler.Entry, error)
}

// Auditor records who entered which run (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Config configures a Service. DB, Runs and Enter are required.
type Config struct {
	DB    *ent.Client
	Runs  Runs
	Enter Enterer
	// Audit records every exec, terminal and screen; nil records nothing.
	Audit Auditor
	// TicketTTL bounds a ticket's wait; zero is TicketTTLDefault.
	TicketTTL time.Duration
	// Frames keeps the frames SaveScreen saves (artifacts.Service); nil
	// refuses them.
	Frames Framer
	// MaxFrames bounds the frames saved of one attempt of a run; zero is
	// artifacts.FramesMaxDefault.
	MaxFrames int
	// Clock: nil is the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Framer keeps a frame of a run's screen as an artifact (artifacts.Service).
type Framer interface {
	KeepFrame(ctx context.Context, runID, tenantID int, png []byte, limit int) (artifacts.Artifact, error)
}

// Service enters live runs. Safe for concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger
}

// New returns a Service over cfg.
func New(cfg Config) (*Service, error) {
	if cfg.DB == nil || cfg.Runs == nil || cfg.Enter == nil {
		return nil, errors.New("access: DB, Runs and Enter are required")
	}
	if cfg.TicketTTL < 0 {
		return nil, fmt.Errorf("access: TicketTTL %s is negative", cfg.TicketTTL)
	}
	if cfg.TicketTTL == 0 {
		cfg.TicketTTL = TicketTTLDefault
	}
	switch {
	case cfg.MaxFrames < 0:
		return nil, fmt.Errorf("access: MaxFrames %d is negative", cfg.MaxFrames)
	case cfg.MaxFrames == 0:
		cfg.MaxFrames = artifacts.FramesMaxDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: cfg.Logger}, nil
}

// The audited actions.
const (
	ActionExec     = "run.exec"
	ActionTerminal = "run.terminal"
	ActionScreen   = "run.screen"
)

// observable loads run id and applies the rule for the viewer in ctx.
func (s *Service) observable(ctx context.Context, id int) (run.Run, tenancy.Viewer, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return run.Run{}, v, errcode.Wrap(errcode.Unauthenticated, err, "sign in to enter a run")
	}
	r, err := s.cfg.Runs.Get(ctx, id)
	if err != nil {
		if ent.IsNotFound(err) {
			return run.Run{}, v, errcode.New(errcode.NotFound, "run not found")
		}
		return run.Run{}, v, fmt.Errorf("enter run %d: %w", id, err)
	}
	if err := r.AssertObservableBy(v); err != nil {
		return run.Run{}, v, errcode.Wrap(errcode.NotFound, err, "run not found")
	}
	return r, v, nil
}

// enter resolves the way into r's job; r must be RUNNING.
func (s *Service) enter(ctx context.Context, r run.Run) (scheduler.Entry, error) {
	if r.Status != run.Running {
		return scheduler.Entry{}, errcode.New(errcode.FailedPrecondition, "run %d is %s: only a RUNNING run can be entered", r.ID, r.Status)
	}
	e, err := s.cfg.Enter.Enter(ctx, r)
	if err != nil {
		return scheduler.Entry{}, presentBackend(err)
	}
	return e, nil
}

// presentBackend maps what a backend's Access said to the API's codes.
func presentBackend(err error) error {
	switch {
	case errors.Is(err, backends.ErrNotRunning), errors.Is(err, backends.ErrNotFound):
		return errcode.Wrap(errcode.FailedPrecondition, err, "the run's job is not running now: nothing to enter")
	case errors.Is(err, backends.ErrNoScreen):
		return errcode.Wrap(errcode.FailedPrecondition, err, "the run has no screen: only a browser case's browser (once it serves DevTools on EVERDICT_CDP_PORT) or an osUse case's display can be shown")
	case errors.Is(err, backends.ErrUnsupported):
		return errcode.Wrap(errcode.FailedPrecondition, err, "the run's runtime offers no way into its runs")
	case errors.Is(err, backends.ErrInvalidJob):
		return errcode.Wrap(errcode.BadUserInput, err, strings.TrimPrefix(err.Error(), backends.ErrInvalidJob.Error()+": "))
	case errcode.Of(err) != errcode.Internal:
		return err
	}
	return fmt.Errorf("enter the run: %w", err)
}

func (s *Service) audit(ctx context.Context, r run.Run, action string, details map[string]string) {
	if s.cfg.Audit == nil {
		return
	}
	s.cfg.Audit.Record(ctx, audit.Event{TenantID: r.TenantID, Action: action, TargetType: audit.TargetRun,
		Target: run.CorrelationID(r.Key()), Details: details})
}

// Exec runs req.Command in run id's sandbox for the viewer in ctx and
// returns its output with the run's secrets masked.
func (s *Service) Exec(ctx context.Context, id int, req backends.ExecRequest) (backends.ExecResult, error) {
	req, err := req.Normalize()
	if err != nil {
		return backends.ExecResult{}, errcode.Wrap(errcode.BadUserInput, err, strings.TrimPrefix(err.Error(), backends.ErrInvalidJob.Error()+": "))
	}
	r, _, err := s.observable(ctx, id)
	if err != nil {
		return backends.ExecResult{}, err
	}
	e, err := s.enter(ctx, r)
	if err != nil {
		return backends.ExecResult{}, err
	}
	s.audit(ctx, r, ActionExec, map[string]string{"command": strings.Join(req.Command, " ")})
	res, err := e.Access.Exec(ctx, e.RunID, req)
	if err != nil {
		return backends.ExecResult{}, presentBackend(err)
	}
	m := secrets.NewMasker(e.Secrets)
	res.Stdout = []byte(m.Mask(string(res.Stdout)))
	res.Stderr = []byte(m.Mask(string(res.Stderr)))
	return res, nil
}

// Ticket is a single-use pass into a run, shown once.
type Ticket struct {
	Value     string
	ExpiresAt time.Time
}

// IssueTicket issues the viewer in ctx a ticket of kind into run id, which
// must be running. The ticket is the only copy: only its hash is kept.
func (s *Service) IssueTicket(ctx context.Context, id int, kind accessticket.Kind) (Ticket, error) {
	r, v, err := s.observable(ctx, id)
	if err != nil {
		return Ticket{}, err
	}
	if r.Status != run.Running {
		return Ticket{}, errcode.New(errcode.FailedPrecondition, "run %d is %s: only a RUNNING run can be entered", r.ID, r.Status)
	}
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return Ticket{}, fmt.Errorf("issue ticket: %w", err)
	}
	value := base64.RawURLEncoding.EncodeToString(raw[:])
	now := s.cfg.Clock.Now()
	t := Ticket{Value: value, ExpiresAt: now.Add(s.cfg.TicketTTL)}
	err = s.cfg.DB.AccessTicket.Create().SetTenantID(r.TenantID).SetRunID(r.ID).SetKind(kind).
		SetSubject(v.Subject).SetTokenID(v.TokenID).SetRole(string(v.Role)).SetHash(hash(value)).
		SetExpiresAt(t.ExpiresAt).SetCreatedAt(now).Exec(tenancy.System(ctx))
	if err != nil {
		return Ticket{}, fmt.Errorf("issue ticket: %w", err)
	}
	// Tickets nobody used are of no further use: drop the expired ones.
	if _, err := s.cfg.DB.AccessTicket.Delete().Where(accessticket.ExpiresAtLT(now.Add(-time.Hour))).
		Exec(tenancy.System(ctx)); err != nil {
		s.log.Warn("drop expired access tickets", "err", err)
	}
	return t, nil
}

func hash(ticket string) string {
	h := sha256.Sum256([]byte(ticket))
	return hex.EncodeToString(h[:])
}

// errTicket is every refusal of a ticket: unknown, used, expired, for
// another run or kind. They are not told apart.
var errTicket = errcode.New(errcode.Unauthenticated, "the ticket is unknown, used or expired: ask for a new one")

// consume spends a ticket of kind for run id, once, whichever replica it
// reaches: an update that only the first caller can make. It returns the
// viewer the ticket was issued to and the run, with the rule applied again.
func (s *Service) consume(ctx context.Context, id int, kind accessticket.Kind, ticket string) (context.Context, run.Run, error) {
	if ticket == "" || len(ticket) > 128 {
		return ctx, run.Run{}, errTicket
	}
	sys := tenancy.System(ctx)
	h := hash(ticket)
	now := s.cfg.Clock.Now()
	n, err := s.cfg.DB.AccessTicket.Update().
		Where(accessticket.Hash(h), accessticket.RunID(id), accessticket.KindEQ(kind),
			accessticket.UsedAtIsNil(), accessticket.ExpiresAtGT(now)).
		SetUsedAt(now).Save(sys)
	if err != nil {
		return ctx, run.Run{}, fmt.Errorf("consume ticket: %w", err)
	}
	if n != 1 {
		return ctx, run.Run{}, errTicket
	}
	t, err := s.cfg.DB.AccessTicket.Query().Where(accessticket.Hash(h)).Only(sys)
	if err != nil {
		return ctx, run.Run{}, fmt.Errorf("read ticket: %w", err)
	}
	vctx := tenancy.NewContext(ctx, tenancy.Viewer{TenantID: t.TenantID, Subject: t.Subject, Role: tenancy.Role(t.Role), TokenID: t.TokenID})
	r, _, err := s.observable(vctx, id)
	return vctx, r, err
}

// Screen returns a PNG of run id's screen for the viewer in ctx.
func (s *Service) Screen(ctx context.Context, id int) ([]byte, error) {
	r, _, err := s.observable(ctx, id)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, r, ActionScreen, nil)
	return s.screen(ctx, r)
}

// ScreenByTicket returns a PNG of run id's screen for the holder of a
// SCREEN ticket (a browser's <img>, which cannot send a token).
func (s *Service) ScreenByTicket(ctx context.Context, id int, ticket string) ([]byte, error) {
	vctx, r, err := s.consume(ctx, id, KindScreen, ticket)
	if err != nil {
		return nil, err
	}
	s.audit(vctx, r, ActionScreen, nil)
	return s.screen(vctx, r)
}

// SaveScreen keeps a PNG of run id's screen now as a screenshot artifact of
// the run, for the viewer in ctx (the rule of Screen; audited), at most
// MaxFrames of an attempt.
func (s *Service) SaveScreen(ctx context.Context, id int) (artifacts.Artifact, error) {
	r, _, err := s.observable(ctx, id)
	if err != nil {
		return artifacts.Artifact{}, err
	}
	if s.cfg.Frames == nil {
		return artifacts.Artifact{}, errcode.New(errcode.FailedPrecondition, "this server keeps no artifacts")
	}
	s.audit(ctx, r, ActionScreen, map[string]string{"saved": "true"})
	png, err := s.screen(ctx, r)
	if err != nil {
		return artifacts.Artifact{}, err
	}
	a, err := s.cfg.Frames.KeepFrame(ctx, r.ID, r.TenantID, png, s.cfg.MaxFrames)
	switch {
	case errors.Is(err, artifacts.ErrFramesLimit):
		return artifacts.Artifact{}, errcode.Wrap(errcode.RateLimited, err, fmt.Sprintf("run %d has saved %d frames of its screen, the most an attempt may", r.ID, s.cfg.MaxFrames))
	case err != nil:
		return artifacts.Artifact{}, fmt.Errorf("save the screen of run %d: %w", r.ID, err)
	}
	return a, nil
}

func (s *Service) screen(ctx context.Context, r run.Run) ([]byte, error) {
	e, err := s.enter(ctx, r)
	if err != nil {
		return nil, err
	}
	png, err := e.Access.Screen(ctx, e.RunID)
	if err != nil {
		return nil, presentBackend(err)
	}
	return png, nil
}

// Screen watch limits.
const (
	// ScreenEveryDefault is the pace of a screen watch that names none.
	ScreenEveryDefault = time.Second
	// ScreenEveryMin is the fastest pace a watch may ask for.
	ScreenEveryMin = 250 * time.Millisecond
)

// Frame is one picture of a watched screen, or why there is none now.
type Frame struct {
	At  time.Time
	PNG []byte
	// Unavailable says why this frame has no picture (the browser is not
	// up yet); the watch goes on.
	Unavailable string
}

// WatchScreen streams run id's screen to the viewer in ctx, a frame every
// every (zero: ScreenEveryDefault), until ctx ends or the run's job stops
// running. It is audited once, when it starts.
func (s *Service) WatchScreen(ctx context.Context, id int, every time.Duration) (<-chan Frame, error) {
	switch {
	case every == 0:
		every = ScreenEveryDefault
	case every < ScreenEveryMin:
		return nil, errcode.New(errcode.BadUserInput, "a screen watch may ask for a frame every %s at the most", ScreenEveryMin)
	}
	r, _, err := s.observable(ctx, id)
	if err != nil {
		return nil, err
	}
	e, err := s.enter(ctx, r)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, r, ActionScreen, map[string]string{"watch": every.String()})
	out := make(chan Frame, 1)
	go func() {
		defer close(out)
		for {
			png, err := e.Access.Screen(ctx, e.RunID)
			f := Frame{At: s.cfg.Clock.Now(), PNG: png}
			switch {
			case err == nil:
			case errors.Is(err, backends.ErrNoScreen):
				f.Unavailable = "the run shows no screen yet"
			case ctx.Err() != nil:
				return
			default:
				s.log.Info("screen watch ends", "run_id", id, "err", err)
				return
			}
			select {
			case out <- f:
			case <-ctx.Done():
				return
			}
			select {
			case <-s.cfg.Clock.After(every):
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}
