package controlplane_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/everdict/everdict/backends/frontdoor"
)

// EnvFrontDoorAgent turns the test binary into a front door's agent: a
// separate process serving HTTP, which TestMain runs instead of the tests.
const EnvFrontDoorAgent = "EVERDICT_TEST_FRONT_DOOR_AGENT"

// runFrontDoorAgent is the agent. It accepts a run (202) when the request's
// bearer token and signature verify under $AGENT_SECRET, works on it until
// the test says go (POST /go with {correlationId, base}), then heartbeats
// and calls back to base (any replica), and reports each event on stdout:
//
//	AGENT <url>
//	RECEIVED <correlationId> <attempt>
//	CANCELED <correlationId>
//
// POST /go answers with the callback's own status code.
func runFrontDoorAgent() {
	secret := []byte(os.Getenv("AGENT_SECRET"))
	var mu sync.Mutex
	runs := map[string]frontdoor.Request{}
	out := bufio.NewWriter(os.Stdout)
	say := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(out, format+"\n", args...)
		out.Flush()
	}
	mux := http.NewServeMux()
	verified := func(r *http.Request) ([]byte, bool) {
		body, _ := io.ReadAll(r.Body)
		return body, r.Header.Get("Authorization") == "Bearer "+string(secret) &&
			frontdoor.Verify(secret, body, r.Header.Get(frontdoor.HeaderSignature))
	}
	mux.HandleFunc("POST /run", func(w http.ResponseWriter, r *http.Request) {
		body, ok := verified(r)
		var req frontdoor.Request
		if !ok || json.Unmarshal(body, &req) != nil {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		mu.Lock()
		runs[req.CorrelationID] = req
		mu.Unlock()
		w.WriteHeader(http.StatusAccepted)
		say("RECEIVED %s %d", req.CorrelationID, req.Attempt)
	})
	mux.HandleFunc("POST /run/cancel", func(w http.ResponseWriter, r *http.Request) {
		body, ok := verified(r)
		var c frontdoor.CancelRequest
		if !ok || json.Unmarshal(body, &c) != nil {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusNoContent)
		say("CANCELED %s", c.CorrelationID)
	})
	mux.HandleFunc("POST /go", func(w http.ResponseWriter, r *http.Request) {
		var g struct {
			CorrelationID, Base, Answer string
			Heartbeat                   bool
		}
		_ = json.NewDecoder(r.Body).Decode(&g)
		mu.Lock()
		req, ok := runs[g.CorrelationID]
		mu.Unlock()
		if !ok {
			w.WriteHeader(http.StatusNotFound)
			return
		}
		send := func(url string, body []byte) int {
			hr, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
			hr.Header.Set("Authorization", "Bearer "+req.CallbackToken)
			res, err := http.DefaultClient.Do(hr)
			if err != nil {
				return 0
			}
			res.Body.Close()
			return res.StatusCode
		}
		rebase := func(u string) string { return g.Base + u[strings.Index(u, frontdoor.CallbackPath):] }
		if g.Heartbeat {
			if code := send(rebase(req.HeartbeatURL), nil); code != http.StatusOK {
				w.WriteHeader(code)
				return
			}
		}
		answer := g.Answer
		if answer == "" {
			answer = "done: " + req.Task
		}
		cost := 0.5
		body, _ := json.Marshal(frontdoor.Callback{Status: frontdoor.StatusCompleted, Answer: answer, CostUSD: &cost,
			Usage: map[string]float64{"inputTokens": 10, "outputTokens": 5}})
		w.WriteHeader(send(rebase(req.CallbackURL), body))
	})
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	say("AGENT http://%s", l.Addr())
	_ = http.Serve(l, mux)
}
