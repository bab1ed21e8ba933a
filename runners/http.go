package runners

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/runnerapi"
)

// Handler serves the runners' HTTP API, under /runner/. Every request
// carries the bearer token the runner registered with; the server
// authenticates it before the handler (the viewer is in the context). Bodies
// and answers are JSON; an error answers {"error": {"code", "message"}}.
//
//	POST   /runner/register                     RegisterInput → Runner
//	GET    /runner/runners                      → [Runner]
//	POST   /runner/{id}/heartbeat               → {runner, runs: {runId: status}}
//	POST   /runner/{id}/lease                   → Job, or 204 after LeaseWait
//	POST   /runner/{id}/runs/{run}/logs         {lines: [LogLine]} → 204
//	POST   /runner/{id}/runs/{run}/complete     Outcome → {applied}
//	POST   /runner/{id}/drain                   → Runner
//	DELETE /runner/{id}                         → 204
func (s *Service) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /runner/register", func(w http.ResponseWriter, r *http.Request) {
		var in runnerapi.RegisterInput
		if !s.decode(w, r, &in) {
			return
		}
		out, err := s.Register(r.Context(), in)
		s.answer(w, r, out, err)
	})
	mux.HandleFunc("GET /runner/runners", func(w http.ResponseWriter, r *http.Request) {
		out, err := s.List(r.Context())
		s.answer(w, r, out, err)
	})
	mux.HandleFunc("POST /runner/{id}/heartbeat", s.withID(func(w http.ResponseWriter, r *http.Request, id, _ int) {
		rv, held, err := s.Heartbeat(r.Context(), id)
		runs := make(map[int]runnerapi.RunStatus, len(held))
		for id, st := range held {
			runs[id] = runnerapi.RunStatus(st)
		}
		s.answer(w, r, runnerapi.HeartbeatAnswer{Runner: rv, Runs: runs}, err)
	}))
	mux.HandleFunc("POST /runner/{id}/lease", s.withID(func(w http.ResponseWriter, r *http.Request, id, _ int) {
		job, err := s.Lease(r.Context(), id)
		if err == nil && job == nil {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		s.answer(w, r, job, err)
	}))
	mux.HandleFunc("POST /runner/{id}/runs/{run}/logs", s.withID(func(w http.ResponseWriter, r *http.Request, id, runID int) {
		var in struct {
			Lines []backends.LogLine `json:"lines"`
		}
		if !s.decode(w, r, &in) {
			return
		}
		if err := s.Logs(r.Context(), id, runID, in.Lines); err != nil {
			s.answer(w, r, nil, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	mux.HandleFunc("POST /runner/{id}/runs/{run}/complete", s.withID(func(w http.ResponseWriter, r *http.Request, id, runID int) {
		var in runnerapi.Outcome
		if !s.decode(w, r, &in) {
			return
		}
		applied, err := s.Complete(r.Context(), id, runID, in)
		s.answer(w, r, map[string]bool{"applied": applied}, err)
	}))
	mux.HandleFunc("POST /runner/{id}/drain", s.withID(func(w http.ResponseWriter, r *http.Request, id, _ int) {
		out, err := s.Drain(r.Context(), id)
		s.answer(w, r, out, err)
	}))
	mux.HandleFunc("DELETE /runner/{id}", s.withID(func(w http.ResponseWriter, r *http.Request, id, _ int) {
		if err := s.Remove(r.Context(), id); err != nil {
			s.answer(w, r, nil, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	return mux
}

func (s *Service) withID(h func(w http.ResponseWriter, r *http.Request, id, runID int)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.Atoi(r.PathValue("id"))
		runID := 0
		if err == nil && r.PathValue("run") != "" {
			runID, err = strconv.Atoi(r.PathValue("run"))
		}
		if err != nil {
			s.answer(w, r, nil, errcode.New(errcode.NotFound, "no such runner or run"))
			return
		}
		h(w, r, id, runID)
	}
}

func (s *Service) decode(w http.ResponseWriter, r *http.Request, into any) bool {
	if err := json.NewDecoder(r.Body).Decode(into); err != nil {
		s.answer(w, r, nil, errcode.New(errcode.BadUserInput, "the body is not the JSON this call takes"))
		return false
	}
	return true
}

// statuses maps an error code to its HTTP status.
var statuses = map[string]int{
	string(errcode.BadUserInput):    http.StatusBadRequest,
	string(errcode.Unauthenticated): http.StatusUnauthorized,
	string(errcode.Forbidden):       http.StatusForbidden,
	string(errcode.NotFound):        http.StatusNotFound,
	string(errcode.Conflict):        http.StatusConflict,
	string(errcode.RateLimited):     http.StatusTooManyRequests,
	string(errcode.Unavailable):     http.StatusServiceUnavailable,
}

// answer writes out as JSON, or err: its code and message when it has a
// code, else INTERNAL with the message masked (and logged).
func (s *Service) answer(w http.ResponseWriter, r *http.Request, out any, err error) {
	w.Header().Set("Content-Type", "application/json")
	if err == nil {
		_ = json.NewEncoder(w).Encode(out)
		return
	}
	var body runnerapi.ErrorBody
	var c errcode.Coder
	status := http.StatusInternalServerError
	if errors.As(err, &c) && statuses[c.Code()] != 0 {
		status = statuses[c.Code()]
		body.Error.Code, body.Error.Message = c.Code(), err.Error()
	} else {
		s.log.ErrorContext(r.Context(), "runner API", "path", r.URL.Path, "err", err)
		body.Error.Code, body.Error.Message = string(errcode.Internal), "internal error"
	}
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}
