package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/client"
)

// MaxCaseLineBytes bounds one line of a scorecard's cases file.
const MaxCaseLineBytes = 1 << 20

// ProgressIntervalDefault is how often scorecard run --wait prints a progress
// line when stderr is not a terminal (a terminal's bar is redrawn on every
// update).
const ProgressIntervalDefault = 5 * time.Second

func (c *cmd) scorecardRun(ctx context.Context, args []string) error {
	f := c.flags("scorecard run")
	rt := f.String("runtime", "", `"name", "name@3", "a,b,c" or "auto" (required)`)
	name := f.String("name", "", "the scorecard's name (default: the cases file's name)")
	harness := f.String("harness", "", `with a command after --: the one-off harness's name, as runs list it (default "cli"); without one: a registered harness, "name", "name@3" or "name@tag"`)
	models := f.String("models", "", `a model sweep, "provider/name,…": every case runs once per model`)
	maxAttempts := f.Int("max-attempts", 0, "tries per case (default 3, at most 10)")
	wait := f.Bool("wait", false, "follow it to the end; exit 0 all passed, 1 any failed, 2 any errored or canceled")
	compare := f.String("compare", "", "with --wait, compare the result against this scorecard id (the baseline)")
	pos, err := c.parse(f, args)
	if err != nil {
		return err
	}
	// The cases file comes first; the harness command follows "--".
	switch {
	case len(pos) == 0:
		return usageErr("scorecard run: give the cases file (JSONL), then -- CMD...")
	case *rt == "":
		return usageErr("scorecard run: --runtime is required")
	case len(pos) == 1 && *harness == "":
		return usageErr("scorecard run: name a registered harness with --harness name@tag, or give a harness command after --, like: -- sh -c 'make agent'")
	case *compare != "" && !*wait:
		return usageErr("scorecard run: --compare needs --wait")
	}
	file, command := pos[0], pos[1:]
	cases, err := readCases(file)
	if err != nil {
		return err
	}
	if *name == "" {
		*name = strings.TrimSuffix(baseName(file), ".jsonl")
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	in := client.SubmitScorecardInput{Name: *name, Runtime: *rt, MaxAttempts: *maxAttempts, Cases: cases, Models: splitList(*models)}
	if len(command) == 0 {
		in.HarnessRef = *harness
	} else {
		h := client.HarnessInput{Name: *harness, Command: command}
		if h.Name == "" {
			h.Name = "cli"
		}
		in.Harness = &h
	}
	sc, err := cl.SubmitScorecard(ctx, in)
	if err != nil {
		return err
	}
	if !*wait {
		return c.printScorecard(sc)
	}
	if !c.json {
		fmt.Fprintf(c.env.Stderr, "scorecard %s submitted: %d cases on %s\n", sc.ID, sc.Total, sc.Runtime)
	}
	p := c.newProgress()
	sc, err = cl.WaitScorecard(ctx, sc.ID, p.update)
	p.done()
	if err != nil {
		return err
	}
	var cmp *client.Comparison
	if *compare != "" {
		got, err := cl.CompareScorecards(ctx, *compare, sc.ID)
		if err != nil {
			return err
		}
		cmp = &got
	}
	if c.json {
		doc := map[string]any{"scorecard": sc}
		if cmp != nil {
			doc["comparison"] = cmp
		}
		if err := c.out.json(doc); err != nil {
			return err
		}
	} else {
		if err := c.printScorecard(sc); err != nil {
			return err
		}
		if cmp != nil {
			fmt.Fprintf(c.env.Stdout, "\ncompared with %s:\n", *compare)
			if err := c.printComparison(*cmp); err != nil {
				return err
			}
		}
	}
	return scorecardExit(sc)
}

// scorecardExit is a settled scorecard's exit code: nil when every case
// passed, ExitFail when any failed, ExitFailed when any errored or was
// canceled.
func scorecardExit(sc client.Scorecard) error {
	a := sc.Aggregate
	switch {
	case a.Errored > 0 || a.Canceled > 0 || sc.Status == "CANCELED":
		return &ExitError{Code: ExitFailed, Err: fmt.Errorf("%d cases errored, %d canceled", a.Errored, a.Canceled)}
	case a.Failed > 0:
		return &ExitError{Code: ExitFail, Err: fmt.Errorf("%d cases failed", a.Failed)}
	}
	return nil
}

func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// readCases reads one CaseInput JSON object a line (blank lines skipped);
// each needs an id. An error names the file and line.
func readCases(path string) ([]client.CaseInput, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cases file: %w", err)
	}
	defer fh.Close()
	return parseCases(path, fh)
}

func parseCases(path string, r io.Reader) ([]client.CaseInput, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), MaxCaseLineBytes)
	var cases []client.CaseInput
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		var ci client.CaseInput
		if err := dec.Decode(&ci); err != nil {
			return nil, usageErr("%s:%d: not a case: %v", path, n, err)
		}
		if dec.More() {
			return nil, usageErr("%s:%d: one JSON object a line", path, n)
		}
		if ci.ID == "" {
			return nil, usageErr("%s:%d: the case has no \"id\"", path, n)
		}
		cases = append(cases, ci)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, usageErr("%s: a line is longer than %d bytes", path, MaxCaseLineBytes)
		}
		return nil, fmt.Errorf("cases file: %w", err)
	}
	if len(cases) == 0 {
		return nil, usageErr("%s: no cases", path)
	}
	return cases, nil
}

// progress prints a scorecard's progress on stderr: a redrawn bar on a
// terminal, otherwise a line at most every ProgressIntervalDefault.
type progress struct {
	c    *cmd
	tty  bool
	last time.Time
	drew bool
}

func (c *cmd) newProgress() *progress {
	return &progress{c: c, tty: isTerminal(c.env.Stderr)}
}

func (p *progress) update(sc client.Scorecard) {
	if p.c.json {
		return
	}
	a := sc.Aggregate
	doneN := a.Passed + a.Failed + a.Errored + a.Canceled + a.Unscored
	text := fmt.Sprintf("%d/%d done: %d passed, %d failed, %d errored, %d running, %d queued",
		doneN, a.Cases, a.Passed, a.Failed, a.Errored, a.Running, a.Queued)
	if p.tty {
		const width = 30
		fill := 0
		if a.Cases > 0 {
			fill = doneN * width / a.Cases
		}
		fmt.Fprintf(p.c.env.Stderr, "\r\x1b[K[%s%s] %s", strings.Repeat("#", fill), strings.Repeat(".", width-fill), text)
		p.drew = true
		return
	}
	now := p.c.env.Now()
	if !p.last.IsZero() && now.Sub(p.last) < ProgressIntervalDefault && !sc.Settled() {
		return
	}
	p.last = now
	fmt.Fprintf(p.c.env.Stderr, "scorecard %s: %s\n", sc.ID, text)
}

func (p *progress) done() {
	if p.drew {
		fmt.Fprintln(p.c.env.Stderr)
	}
}

func (c *cmd) printScorecard(sc client.Scorecard) error {
	if c.json {
		return c.out.json(sc)
	}
	a := sc.Aggregate
	kv := [][2]string{
		{"ID", sc.ID}, {"Name", sc.Name}, {"Status", c.out.paint(sc.Status)}, {"Runtime", sc.Runtime},
		{"Harness", sc.HarnessName}, {"Cases", strconv.Itoa(a.Cases)},
		{"Passed", strconv.Itoa(a.Passed)}, {"Failed", strconv.Itoa(a.Failed)},
		{"Errored", strconv.Itoa(a.Errored)},
	}
	if a.Canceled > 0 {
		kv = append(kv, [2]string{"Canceled", strconv.Itoa(a.Canceled)})
	}
	if a.Unscored > 0 {
		kv = append(kv, [2]string{"Unscored", strconv.Itoa(a.Unscored) + " (a judge could not grade them; not in the pass rate)"})
	}
	if a.JudgeCostUSD > 0 {
		kv = append(kv, [2]string{"Judge cost", fmt.Sprintf("$%.4f (apart from the agents')", a.JudgeCostUSD)})
	}
	if a.Queued+a.Running > 0 {
		kv = append(kv, [2]string{"Unfinished", fmt.Sprintf("%d queued, %d running", a.Queued, a.Running)})
	}
	kv = append(kv,
		[2]string{"Pass rate", fmt.Sprintf("%.1f%% (95%% CI %.1f–%.1f%%)", 100*a.PassRate, 100*a.PassRateLow, 100*a.PassRateHigh)},
		[2]string{"Retries", strconv.Itoa(a.Retries)},
		[2]string{"Cost", fmt.Sprintf("$%.4f", a.CostUSD)},
	)
	if a.InputTokens+a.OutputTokens > 0 {
		kv = append(kv, [2]string{"Tokens", fmt.Sprintf("%d in, %d out (as the harness reported them)", a.InputTokens, a.OutputTokens)})
	}
	if a.LatencyP50MS != nil && a.LatencyP95MS != nil {
		kv = append(kv, [2]string{"Latency", fmt.Sprintf("p50 %s, p95 %s", ms(*a.LatencyP50MS), ms(*a.LatencyP95MS))})
	}
	if err := c.out.fields(kv); err != nil {
		return err
	}
	if len(a.Runtimes) > 0 {
		fmt.Fprintln(c.env.Stdout)
		rows := make([][]string, 0, len(a.Runtimes))
		for _, r := range a.Runtimes {
			rows = append(rows, []string{r.Runtime, strconv.Itoa(r.Cases), strconv.Itoa(r.Passed), strconv.Itoa(r.Failed),
				strconv.Itoa(r.Errored), fmt.Sprintf("$%.4f", r.CostUSD), tokenPair(r.InputTokens, r.OutputTokens)})
		}
		if err := c.out.table([]string{"RUNTIME", "CASES", "PASSED", "FAILED", "ERRORED", "COST", "TOKENS IN/OUT"}, rows); err != nil {
			return err
		}
	}
	if len(sc.Models) > 0 && len(a.Models) > 0 {
		fmt.Fprintln(c.env.Stdout)
		rows := make([][]string, 0, len(a.Models))
		for _, m := range a.Models {
			rows = append(rows, []string{m.Model, strconv.Itoa(m.Cases), strconv.Itoa(m.Passed), strconv.Itoa(m.Failed),
				strconv.Itoa(m.Errored), fmt.Sprintf("%.1f%%", 100*m.PassRate), fmt.Sprintf("$%.4f", m.CostUSD),
				tokenPair(m.InputTokens, m.OutputTokens)})
		}
		if err := c.out.table([]string{"MODEL", "CASES", "PASSED", "FAILED", "ERRORED", "PASS RATE", "COST", "TOKENS IN/OUT"}, rows); err != nil {
			return err
		}
	}
	if len(a.Failures) > 0 {
		fmt.Fprintln(c.env.Stdout)
		rows := make([][]string, 0, len(a.Failures))
		for _, fc := range a.Failures {
			rows = append(rows, []string{fc.Class, fc.Code, strconv.Itoa(fc.Count)})
		}
		return c.out.table([]string{"FAILURE CLASS", "CODE", "CASES"}, rows)
	}
	return nil
}

func ms(v float64) string { return (time.Duration(v) * time.Millisecond).String() }

func (c *cmd) printComparison(cm client.Comparison) error {
	if c.json {
		return c.out.json(cm)
	}
	sig := "not significant"
	if cm.Significant {
		sig = "significant"
	}
	return c.out.fields([][2]string{
		{"Paired cases", strconv.Itoa(cm.Paired)},
		{"Pass rate", fmt.Sprintf("%.1f%% → %.1f%%", 100*cm.PassRateA, 100*cm.PassRateB)},
		{"Regressed", orDash(strings.Join(cm.Regressed, ", "))},
		{"Fixed", orDash(strings.Join(cm.Fixed, ", "))},
		{"p-value", fmt.Sprintf("%.4g (%s at 0.05)", cm.PValue, sig)},
	})
}

// oneScorecard parses the single scorecard id a command takes.
func (c *cmd) oneScorecard(f *flags, args []string) (string, error) {
	pos, err := c.parse(f, args)
	if err != nil {
		return "", err
	}
	if len(pos) != 1 {
		return "", usageErr("%s: give one scorecard id", f.Name())
	}
	return pos[0], nil
}

func (c *cmd) scorecardGet(ctx context.Context, args []string) error {
	f := c.flags("scorecard get")
	id, err := c.oneScorecard(f, args)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	sc, err := cl.GetScorecard(ctx, id)
	if err != nil {
		return err
	}
	return c.printScorecard(sc)
}

func (c *cmd) scorecardCancel(ctx context.Context, args []string) error {
	f := c.flags("scorecard cancel")
	id, err := c.oneScorecard(f, args)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	sc, err := cl.CancelScorecard(ctx, id)
	if err != nil {
		return err
	}
	return c.printScorecard(sc)
}

func (c *cmd) scorecardCompare(ctx context.Context, args []string) error {
	f := c.flags("scorecard compare")
	pos, err := c.parse(f, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usageErr("scorecard compare: give two scorecard ids, the baseline first")
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	cm, err := cl.CompareScorecards(ctx, pos[0], pos[1])
	if err != nil {
		return err
	}
	return c.printComparison(cm)
}

// splitList splits a comma-separated flag value, dropping empty items; nil
// when none is left.
func splitList(s string) []string {
	var out []string
	for item := range strings.SplitSeq(s, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}

// tokenPair shows input and output tokens as "in/out", "-" when none were
// reported.
func tokenPair(in, out int) string {
	if in+out == 0 {
		return "-"
	}
	return strconv.Itoa(in) + "/" + strconv.Itoa(out)
}
