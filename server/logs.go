package server

import (
	"bufio"
	"fmt"
	"net/http"
	"strconv"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
)

// logsBatch is how many stored lines one read of GET /runs/{id}/logs.txt
// takes: the response streams, so a 100,000-line log is never held whole.
const logsBatch = 5000

// rawLogs serves GET /runs/{id}/logs.txt: a run's whole stored log as plain
// text, one stored line a line, for the caller's tenant only (the bearer
// token, as /graphql), read through run.Service (View, then Lines) as the
// logs field reads it. Lines are masked when stored, so this serves nothing
// the logs field does not. An id that is not a number, or names no run the
// caller may read, is 404.
func (s *Server) rawLogs(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	if _, ok := tenancy.FromContext(ctx); !ok {
		// withAuth lets a websocket upgrade through to be authenticated in
		// its connection_init: this route has none.
		writeGraphQLError(w, http.StatusUnauthorized, errcode.New(errcode.Unauthenticated, "a bearer token is required"))
		return
	}
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || id <= 0 {
		http.Error(w, "no such run", http.StatusNotFound)
		return
	}
	runs := s.cfg.Resolver.Runs
	run, err := runs.View(ctx, id)
	if ent.IsNotFound(err) {
		http.Error(w, "no such run", http.StatusNotFound)
		return
	}
	if err != nil {
		s.log.ErrorContext(ctx, "raw log", "request_id", RequestID(ctx), "run", id, "err", err)
		http.Error(w, "internal error (request "+RequestID(ctx)+")", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="evd-run-%d.log"`, run.ID))
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	bw := bufio.NewWriterSize(w, 64<<10)
	var after int64
	for {
		lines, err := runs.Lines(ctx, run.ID, after, logsBatch)
		if err != nil {
			// The status is sent: the client sees a short body.
			s.log.ErrorContext(ctx, "raw log", "request_id", RequestID(ctx), "run", id, "err", err)
			return
		}
		for _, l := range lines {
			_, _ = bw.WriteString(l.Text)
			_ = bw.WriteByte('\n')
		}
		if len(lines) < logsBatch {
			break
		}
		after = lines[len(lines)-1].Seq
	}
	_ = bw.Flush()
}
