package traces

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/ent/tracecollection"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
)

// collectAll collects the rows of ids, which the outbox leased to this
// replica, one after another.
func (s *Service) collectAll(ctx context.Context, ids []int) {
	rows, err := s.db.TraceCollection.Query().
		Where(tracecollection.IDIn(ids...), tracecollection.LeaseOwner(s.id), tracecollection.StateEQ(tracecollection.StatePENDING)).
		All(ctx)
	if err != nil {
		s.log.Warn("traces: read claimed collections", "err", err)
		return
	}
	for _, r := range rows {
		s.collect(r)
	}
}

// outcome is what one fetch came to.
type outcome struct {
	state  tracecollection.State // DONE or PARTIAL when kept; "" otherwise
	final  bool                  // no further try: FAILED
	reason string                // short, never the provider's body or a key
}

// collect makes one fetch of row r, which this replica holds, and records
// the outcome in the row (only while it still holds it).
func (s *Service) collect(r *ent.TraceCollection) {
	log := s.log.With("run_id", r.RunID, "attempt", r.Attempt, "trace_id", r.TraceID)
	o := s.fetch(r, log)
	ctx := context.WithoutCancel(s.base)
	mine := s.db.TraceCollection.Update().Where(tracecollection.ID(r.ID), tracecollection.LeaseOwner(s.id))
	if s.base.Err() != nil && o.state == "" {
		if err := mine.ClearLeaseOwner().ClearLeaseUntil().Exec(ctx); err != nil {
			log.Warn("traces: release collection", "err", err)
		}
		return
	}
	now := s.cfg.Clock.Now()
	tries := r.Tries + 1
	u := mine.SetTries(tries).ClearLeaseOwner().ClearLeaseUntil()
	wait := s.cfg.Backoff << min(tries-1, 30)
	if wait <= 0 || wait > s.cfg.MaxBackoff {
		wait = s.cfg.MaxBackoff
	}
	switch {
	case o.state != "":
		u.SetState(o.state).SetDoneAt(now).SetLastError(short(o.reason))
		outcome := OutcomeDone
		if o.state == tracecollection.StatePARTIAL {
			outcome = OutcomePartial
		}
		log.Info("trace collected", "state", o.state, "tries", tries)
		s.observe(outcome)
	case o.final || now.Add(wait).After(r.Deadline):
		u.SetState(tracecollection.StateFAILED).SetDoneAt(now).SetLastError(short(o.reason))
		log.Warn("trace collection given up", "tries", tries, "reason", short(o.reason))
		s.observe(OutcomeFailed)
	default:
		u.SetNextAt(now.Add(wait)).SetLastError(short(o.reason))
		log.Info("trace collection retry", "tries", tries, "in", wait, "reason", short(o.reason))
		s.observe(OutcomeRetry)
	}
	n, err := u.Save(ctx)
	switch {
	case err != nil:
		log.Error("traces: record collection outcome", "err", err)
	case n == 0:
		log.Warn("traces: the collection's lease was lost before its outcome was recorded")
	}
}

func (s *Service) observe(outcome string) {
	if s.cfg.Observer != nil {
		s.cfg.Observer.TraceCollection(outcome)
	}
}

// fetch reads r's trace from its provider once and, on success, keeps it.
func (s *Service) fetch(r *ent.TraceCollection, log *slog.Logger) outcome {
	src := r.Source
	if !src.Collectable() {
		return outcome{final: true, reason: "the source cannot be collected"}
	}
	t, err := s.db.Tenant.Get(s.base, r.TenantID)
	if err != nil {
		return outcome{reason: "the tenant could not be read"}
	}
	keys, err := s.cfg.Secrets.Resolve(s.base, r.TenantID, secret.PurposeTRACE, []string{src.APIKeySecret})
	if err != nil {
		// Retried: the key may be set meanwhile.
		return outcome{reason: "the TRACE secret apiKeySecret names could not be read"}
	}
	public, private, ok := strings.Cut(keys[src.APIKeySecret], ":")
	if !ok || public == "" || private == "" {
		return outcome{final: true, reason: `the TRACE secret is not "<publicKey>:<secretKey>"`}
	}
	// The base URL is tenant input: connect only where the tenant may reach.
	client := guardhttp.Client(netguard.For(t.Trusted), s.cfg.Timeout)
	// The key goes to the base URL the tenant gave, never where a redirect points.
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	ctx, cancel := context.WithTimeout(s.base, s.cfg.Timeout)
	defer cancel()
	u := strings.TrimRight(src.BaseURL, "/") + "/api/public/traces/" + url.PathEscape(r.TraceID)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return outcome{final: true, reason: "the base URL is not valid"}
	}
	req.SetBasicAuth(public, private)
	req.Header.Set("Accept", "application/json")
	res, err := client.Do(req)
	switch {
	case errors.Is(err, netguard.ErrForbidden):
		return outcome{final: true, reason: "refused: the address is not one this tenant may reach"}
	case err != nil && ctx.Err() != nil && s.base.Err() == nil:
		return outcome{reason: "the provider did not answer within " + s.cfg.Timeout.String()}
	case err != nil:
		return outcome{reason: "the request failed: no HTTP answer"}
	}
	defer res.Body.Close()
	switch {
	case res.StatusCode == http.StatusNotFound:
		return outcome{reason: "the provider has no such trace yet (HTTP 404)"}
	case res.StatusCode/100 != 2:
		return outcome{reason: "the provider answered HTTP " + strconv.Itoa(res.StatusCode)}
	}
	var lf langfuseTrace
	// The provider's answer is bounded on read: 4 times the kept copy.
	body, err := io.ReadAll(io.LimitReader(res.Body, int64(4*s.cfg.MaxBytes)+1))
	if err != nil {
		return outcome{reason: "the provider's answer could not be read"}
	}
	if len(body) > 4*s.cfg.MaxBytes {
		return outcome{final: true, reason: "the provider's answer is over " + strconv.Itoa(4*s.cfg.MaxBytes) + " bytes"}
	}
	if err := json.Unmarshal(body, &lf); err != nil {
		return outcome{reason: "the provider's answer is not a trace"}
	}
	doc := normalize(r.TraceID, src, lf)
	data := bound(doc, s.cfg.MaxBytes)
	name := "trace-" + r.TraceID + ".json"
	dropped := s.cfg.Artifacts.Keep(s.base, r.RunID, r.TenantID, []backends.Artifact{{Seq: SeqTrajectory, Name: name,
		Kind: "trajectory", Size: int64(len(data)),
		Open: func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }}})
	if len(dropped) > 0 {
		log.Warn("traces: trajectory not kept", "reason", dropped[0].Reason)
		return outcome{reason: "the trajectory was not kept: " + dropped[0].Reason}
	}
	if doc.Partial {
		return outcome{state: tracecollection.StatePARTIAL, reason: "the trace has no root span"}
	}
	return outcome{state: tracecollection.StateDONE}
}

func short(s string) string {
	if len(s) <= MaxErrorBytes {
		return s
	}
	return s[:MaxErrorBytes]
}

// langfuseTrace is what Langfuse's GET /api/public/traces/{traceId}
// answers (TraceWithFullDetails), as far as it is kept.
type langfuseTrace struct {
	ID           string                `json:"id"`
	Name         string                `json:"name"`
	Timestamp    *time.Time            `json:"timestamp"`
	Input        json.RawMessage       `json:"input"`
	Output       json.RawMessage       `json:"output"`
	Observations []langfuseObservation `json:"observations"`
}

type langfuseObservation struct {
	ID                  string          `json:"id"`
	ParentObservationID *string         `json:"parentObservationId"`
	Type                string          `json:"type"`
	Name                string          `json:"name"`
	StartTime           *time.Time      `json:"startTime"`
	EndTime             *time.Time      `json:"endTime"`
	Level               string          `json:"level"`
	StatusMessage       string          `json:"statusMessage"`
	Model               string          `json:"model"`
	Input               json.RawMessage `json:"input"`
	Output              json.RawMessage `json:"output"`
}

// Trajectory is the normalized copy of a trace kept as an artifact of kind
// trajectory: provider-neutral, spans ordered as the provider gave them.
type Trajectory struct {
	Version  string `json:"version"`
	Provider string `json:"provider"`
	TraceID  string `json:"traceId"`
	Name     string `json:"name,omitempty"`
	// Partial is set when no span is the root (a span without a parent).
	Partial bool `json:"partial"`
	// Truncated is set when inputs and outputs, or spans, were left out to
	// keep the copy within its bound.
	Truncated bool   `json:"truncated,omitempty"`
	Spans     []Span `json:"spans"`
}

// Span is one step of a trajectory.
type Span struct {
	ID       string          `json:"id"`
	ParentID string          `json:"parentId,omitempty"`
	Type     string          `json:"type,omitempty"`
	Name     string          `json:"name,omitempty"`
	Start    *time.Time      `json:"start,omitempty"`
	End      *time.Time      `json:"end,omitempty"`
	Level    string          `json:"level,omitempty"`
	Status   string          `json:"status,omitempty"`
	Model    string          `json:"model,omitempty"`
	Input    json.RawMessage `json:"input,omitempty"`
	Output   json.RawMessage `json:"output,omitempty"`
}

// TrajectoryVersion names the shape of Trajectory.
const TrajectoryVersion = "everdict.trajectory/v1"

func normalize(traceID string, src agenttrace.Source, lf langfuseTrace) Trajectory {
	doc := Trajectory{Version: TrajectoryVersion, Provider: string(src.Provider), TraceID: traceID, Name: lf.Name, Partial: true,
		Spans: make([]Span, 0, len(lf.Observations))}
	for _, o := range lf.Observations {
		sp := Span{ID: o.ID, Type: o.Type, Name: o.Name, Start: o.StartTime, End: o.EndTime, Level: o.Level,
			Status: o.StatusMessage, Model: o.Model, Input: nullless(o.Input), Output: nullless(o.Output)}
		if o.ParentObservationID != nil && *o.ParentObservationID != "" {
			sp.ParentID = *o.ParentObservationID
		} else {
			doc.Partial = false
		}
		doc.Spans = append(doc.Spans, sp)
	}
	return doc
}

func nullless(m json.RawMessage) json.RawMessage {
	if len(m) == 0 || string(m) == "null" {
		return nil
	}
	return m
}

// bound is doc as JSON within max bytes: whole if it fits, else without
// the spans' inputs and outputs, else with as many spans as fit.
func bound(doc Trajectory, max int) []byte {
	b, _ := json.Marshal(doc) // plain values and valid raw JSON
	if len(b) <= max {
		return b
	}
	doc.Truncated = true
	spans := make([]Span, len(doc.Spans))
	for i, sp := range doc.Spans {
		sp.Input, sp.Output = nil, nil
		spans[i] = sp
	}
	doc.Spans = spans
	for {
		b, _ = json.Marshal(doc)
		if len(b) <= max || len(doc.Spans) == 0 {
			return b
		}
		doc.Spans = doc.Spans[:len(doc.Spans)/2]
	}
}
