package scorecard_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/tenancy"
)

// BenchmarkScorecard10000 submits one 10,000-case scorecard over two
// runtimes of 32 slots each on an instant backend and reports the submit
// time, the dispatch throughput until it settles, and one aggregate read.
// Run it alone: go test -run '^$' -bench Scorecard10000 -benchtime 1x ./scorecard/
func BenchmarkScorecard10000(b *testing.B) {
	const n = 10000
	for range b.N {
		b.StopTimer()
		fakes := map[string]*fakebackend.Backend{"a": passing(), "b": passing()}
		be := newBenchWith(b, fakes, scorecard.OrchestratorConfig{})
		drain, stop := context.WithCancel(context.Background())
		for _, f := range fakes { // the fakes' start signals fill up after 4,096 jobs
			go func() {
				for {
					select {
					case <-f.Started():
					case <-drain.Done():
						return
					}
				}
			}()
		}
		be.register(b, "a", 32, nil)
		be.register(b, "b", 32, nil)
		ctx := be.app.Viewer(b, be.tok)
		cs := make([]evalcase.Case, n)
		for i := range cs {
			cs[i] = evalcase.Case{ID: fmt.Sprintf("case-%d", i), Task: "t"}
		}
		b.StartTimer()
		start := time.Now()
		sc, err := be.app.Scorecards.Submit(ctx, scorecard.Input{Name: "bench", Runtime: "a,b", Cases: cs,
			Harness: evalcase.Harness{Name: "h", Command: []string{"true"}}})
		if err != nil {
			b.Fatal(err)
		}
		submitted := time.Since(start)
		sys := tenancy.System(context.Background())
		tick := time.NewTicker(100 * time.Millisecond)
		for be.app.DB.Client.Scorecard.GetX(sys, sc.ID).Status != scorecard.Succeeded {
			<-tick.C
		}
		tick.Stop()
		settled := time.Since(start) - submitted
		aggStart := time.Now()
		a, err := be.app.Scorecards.Aggregate(ctx, sc.ID)
		if err != nil || a.Passed != n {
			b.Fatalf("aggregate = %+v, %v", a, err)
		}
		stop()
		b.ReportMetric(submitted.Seconds(), "submit-s")
		b.ReportMetric(float64(n)/settled.Seconds(), "cases/s")
		b.ReportMetric(float64(time.Since(aggStart).Milliseconds()), "aggregate-ms")
	}
}

// BenchmarkSummarize is the aggregate's pure cost as a batch grows.
func BenchmarkSummarize(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		kids := make([]run.Run, n)
		for i := range kids {
			kids[i] = run.Run{Status: run.Succeeded, Try: 1, Case: evalcase.Case{ID: fmt.Sprint(i)}, RuntimeName: "a", Result: &evalcase.Result{Verdict: evalcase.VerdictPass, LatencyMS: int64(i),
				Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true}}}}
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for range b.N {
				scorecard.Summarize(kids)
			}
		})
	}
}
