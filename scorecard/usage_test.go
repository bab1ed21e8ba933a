package scorecard_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/fakebackend"
)

// reporting is a fake cluster that passes every job, its harness having
// reported tokens by the job's model: 100 in and 10 out for p/small, 1000
// in and 100 out for any other.
func reporting() *fakebackend.Backend {
	f := fakebackend.New(true)
	f.Auto = func(j backends.Job) fakebackend.Outcome {
		in, out := 1000, 100
		if j.Harness.Model == "p/small" {
			in, out = 100, 10
		}
		o := fakebackend.Pass()
		o.Result.Usage = &evalcase.Usage{InputTokens: &in, OutputTokens: &out}
		return o
	}
	return f
}

// TestTheAggregateSumsTokensByModelAndRuntime: a sweep of two models over
// two runtimes, each child's harness reporting its tokens: the aggregate
// sums them in all, by model and by runtime, and each child's
// result.usage reads back over the API.
func TestTheAggregateSumsTokensByModelAndRuntime(t *testing.T) {
	t.Parallel()
	b := newBench(t, map[string]*fakebackend.Backend{"a": reporting(), "b": reporting()})
	b.register(t, "a", 2, nil)
	b.register(t, "b", 2, nil)
	var sub struct{ SubmitScorecard struct{ ID string } }
	b.app.Do(t, b.tok, `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"name": "sweep", "runtime": "a,b", "cases": cases(4, nil), "models": []string{"p/small", "p/large"},
		"harness": map[string]any{"name": "claude", "command": []string{"true"}},
	}}).Decode(t, &sub)
	var id int
	if _, err := fmt.Sscan(sub.SubmitScorecard.ID, &id); err != nil {
		t.Fatal(err)
	}
	b.waitSettled(t, id)

	type Tokens struct{ InputTokens, OutputTokens int }
	type runtimeRow struct {
		Runtime string
		Cases   int
		Tokens
	}
	var got struct {
		Scorecard struct {
			Aggregate struct {
				Tokens
				Models []struct {
					Model string
					Cases int
					Tokens
				}
				Runtimes []runtimeRow
			}
		}
	}
	b.app.Do(t, b.tok, `query($id: ID!) { scorecard(id: $id) { aggregate { inputTokens outputTokens
		models { model cases inputTokens outputTokens } runtimes { runtime cases inputTokens outputTokens } } } }`,
		map[string]any{"id": id}).Decode(t, &got)
	agg := got.Scorecard.Aggregate
	if diff := cmp.Diff(Tokens{4*100 + 4*1000, 4*10 + 4*100}, agg.Tokens); diff != "" {
		t.Errorf("Tokens in all (-want +got):\n%s", diff)
	}
	type modelRow struct {
		Model string
		Cases int
		Tokens
	}
	var models []modelRow
	for _, m := range agg.Models {
		models = append(models, modelRow{m.Model, m.Cases, m.Tokens})
	}
	if diff := cmp.Diff([]modelRow{{"p/large", 4, Tokens{4000, 400}}, {"p/small", 4, Tokens{400, 40}}}, models); diff != "" {
		t.Errorf("Tokens by model (-want +got):\n%s", diff)
	}
	// Each runtime's Tokens are those of the cases it ran, whichever model.
	var perRuntime [2]int
	for i, r := range agg.Runtimes {
		if r.Cases == 0 || r.InputTokens != r.OutputTokens*10 {
			t.Errorf("runtime %+v: want its cases' Tokens, ten in for each out", r)
		}
		perRuntime[i] = r.InputTokens
	}
	if len(agg.Runtimes) != 2 || perRuntime[0]+perRuntime[1] != agg.InputTokens {
		t.Errorf("runtimes %+v: want a and b, summing to the %d input Tokens in all", agg.Runtimes, agg.InputTokens)
	}

	var runs struct {
		Runs struct {
			Edges []struct {
				Node struct {
					Model  *string
					Result struct{ Usage *Tokens }
				}
			}
		}
	}
	b.app.Do(t, b.tok, `query($id: Int!) { runs(first: 100, where: {scorecardID: $id}) { edges { node {
		model result { usage { inputTokens outputTokens } } } } } }`, map[string]any{"id": id}).Decode(t, &runs)
	if len(runs.Runs.Edges) != 8 {
		t.Fatalf("%d children, want 8", len(runs.Runs.Edges))
	}
	for _, e := range runs.Runs.Edges {
		want, model := Tokens{1000, 100}, ""
		if e.Node.Model != nil {
			model = *e.Node.Model
		}
		if model == "p/small" {
			want = Tokens{100, 10}
		}
		if diff := cmp.Diff(&want, e.Node.Result.Usage); diff != "" {
			t.Errorf("result.usage of a %q child (-want +got):\n%s", model, diff)
		}
	}
}
