package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/everdict/everdict/client"
)

// MaxFileBytes bounds one --file the client reads and sends.
const MaxFileBytes = 512 << 10

// repeated is a flag that may be given many times.
type repeated []string

func (r *repeated) String() string     { return strings.Join(*r, ",") }
func (r *repeated) Set(v string) error { *r = append(*r, v); return nil }

func (c *cmd) runSubmit(ctx context.Context, args []string) error {
	f := c.flags("run submit")
	rt := f.String("runtime", "", `the runtime: "name", "name@3" or "name@tag"; several, comma-separated ("a,b"), or "auto": the server places the run on one when a slot frees (required)`)
	policy := f.String("placement", "", `with several runtimes: "spread" (the least-loaded one, the default) or "pack" (the most-loaded one with room)`)
	task := f.String("task", "", "the task the harness is given (required)")
	test := f.String("test", "", "a shell command run in the workspace after the harness; exit 0 passes")
	repo := f.String("repo", "", "a git repository cloned into the workspace, URL[@ref]")
	timeout := f.Duration("timeout", 0, "stop the harness after this long (it is still graded); default 5m")
	name := f.String("harness", "", `with a command after --: the one-off harness's name, as runs list it (default "cli"); without one: a registered harness, "name", "name@3" or "name@tag"`)
	model := f.String("model", "", `the run's model, "provider/name": {{model}} in the harness, and EVERDICT_MODEL`)
	caseID := f.String("case", "", "the case id (default: derived from the task)")
	wait := f.Bool("wait", false, "wait for the verdict; exit 0 PASS, 1 FAIL, 2 FAILED")
	follow := f.Bool("follow", false, "stream the run's logs until it settles; exit as --wait")
	var files repeated
	f.Var(&files, "file", "a seed file, path=localfile (repeatable)")
	command, err := c.parse(f, args)
	if err != nil {
		return err
	}
	switch {
	case *rt == "":
		return usageErr("run submit: --runtime is required")
	case *task == "":
		return usageErr("run submit: --task is required")
	case *policy != "" && !strings.EqualFold(*policy, "spread") && !strings.EqualFold(*policy, "pack"):
		return usageErr("run submit: --placement must be spread or pack")
	case len(command) == 0 && *name == "":
		return usageErr("run submit: name a registered harness with --harness name@tag, or give a harness command after --, like: -- sh -c 'make agent'")
	}
	in := client.SubmitRunInput{
		Runtime: *rt, Placement: strings.ToUpper(*policy), Trigger: Trigger, Model: *model,
		Case: client.CaseInput{ID: *caseID, Task: *task},
	}
	if len(command) == 0 {
		in.HarnessRef = *name
	} else {
		in.Harness = &client.HarnessInput{Name: cmp.Or(*name, "cli"), Command: command}
	}
	if *test != "" {
		in.Case.Graders = []client.GraderInput{{Kind: "TESTS_PASS", Command: []string{"sh", "-c", *test}}}
	}
	if *timeout < 0 {
		return usageErr("run submit: --timeout must be positive")
	}
	if *timeout > 0 {
		in.Case.TimeoutSec = int(math.Ceil(timeout.Seconds()))
	}
	if *repo != "" {
		u, ref := splitRepo(*repo)
		in.Case.Repo = &client.RepoInput{URL: u, Ref: ref}
	}
	for _, spec := range files {
		path, local, ok := strings.Cut(spec, "=")
		if !ok || path == "" || local == "" {
			return usageErr("run submit: --file %q: want path=localfile", spec)
		}
		content, err := readSmall(local)
		if err != nil {
			return err
		}
		in.Case.Files = append(in.Case.Files, client.FileInput{Path: path, Content: content})
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	r, err := cl.SubmitRun(ctx, in)
	if err != nil {
		return err
	}
	switch {
	case *follow:
		if !c.json {
			fmt.Fprintf(c.env.Stderr, "run %s submitted (%s) on %s\n", r.ID, r.CorrelationID, r.Runtime)
		}
		if err := c.streamLogs(ctx, cl, r.ID); err != nil {
			return err
		}
		return c.verdict(ctx, cl, r.ID, true)
	case *wait:
		if !c.json {
			fmt.Fprintf(c.env.Stderr, "run %s submitted (%s); waiting for its verdict\n", r.ID, r.CorrelationID)
		}
		if _, err := cl.WaitRun(ctx, r.ID, nil); err != nil {
			return err
		}
		return c.verdict(ctx, cl, r.ID, false)
	}
	return c.printRun(r)
}

// splitRepo splits URL@ref at its last "@" when what comes before is a URL
// with a path (so git@host:org/repo.git keeps its user).
func splitRepo(s string) (url, ref string) {
	i := strings.LastIndex(s, "@")
	if i < 0 {
		return s, ""
	}
	left := s[:i]
	if _, rest, ok := strings.Cut(left, "://"); ok {
		left = rest
	}
	if !strings.Contains(left, "/") {
		return s, ""
	}
	return s[:i], s[i+1:]
}

func readSmall(path string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("--file: %w", err)
	}
	if st.Size() > MaxFileBytes {
		return "", usageErr("--file %s is %d bytes; a seed file may be at most %d", path, st.Size(), MaxFileBytes)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("--file: %w", err)
	}
	return string(b), nil
}

// streamLogs writes the run's log lines as they come until it settles.
func (c *cmd) streamLogs(ctx context.Context, cl *client.Client, id string) error {
	return cl.FollowLogs(ctx, id, 0, func(l client.LogLine) error {
		if c.json {
			return c.out.json(map[string]any{"log": l})
		}
		w := c.env.Stdout
		if l.Stream == "stderr" {
			w = c.env.Stderr
		}
		_, err := fmt.Fprintln(w, l.Text)
		return err
	})
}

// verdict reads the settled run, prints it and returns its exit code: nil
// for PASS, ExitFail for FAIL, ExitFailed for a run with no result. After
// streamed logs, its JSON is {"run": …}, told apart from the {"log": …}
// lines.
func (c *cmd) verdict(ctx context.Context, cl *client.Client, id string, afterLogs bool) error {
	r, err := cl.GetRun(ctx, id)
	if err != nil {
		return err
	}
	if !r.Settled() {
		// The log stream ended with the run; its status may trail by a beat.
		if r, err = cl.WaitRun(ctx, id, nil); err != nil {
			return err
		}
	}
	if c.json {
		var doc any = r
		if afterLogs {
			doc = map[string]any{"run": r}
		}
		if err := c.out.json(doc); err != nil {
			return err
		}
	} else {
		switch {
		case r.Result != nil:
			fmt.Fprintf(c.env.Stderr, "run %s: %s\n", r.ID, c.out.paint(r.Result.Verdict))
		case r.Error != nil:
			fmt.Fprintf(c.env.Stderr, "run %s: %s: %s %s: %s\n", r.ID, c.out.paint("FAILED"), r.Error.Class, r.Error.Code, r.Error.Message)
		}
	}
	switch {
	case r.Result != nil && r.Result.Verdict == "PASS":
		return nil
	case r.Result != nil && r.Result.Verdict == "UNSCORED":
		// Not a PASS, so the gate fails, but not a FAIL either: a judge
		// could not grade the run.
		return &ExitError{Code: ExitFail, Err: errors.New("verdict UNSCORED: a judge could not grade the run (not a pass)")}
	case r.Result != nil:
		return &ExitError{Code: ExitFail, Err: errors.New("verdict FAIL")}
	}
	return &ExitError{Code: ExitFailed, Err: errors.New("run failed")}
}

func (c *cmd) printRun(r client.Run) error {
	if c.json {
		return c.out.json(r)
	}
	kv := [][2]string{
		{"ID", r.ID}, {"Correlation", r.CorrelationID}, {"Status", c.out.paint(r.Status)},
		{"Runtime", runtimeOf(r)}, {"Harness", r.HarnessName}, {"Case", r.CaseID}, {"Trigger", r.Trigger},
		{"Created by", r.CreatedBy}, {"Created", ago(r.CreatedAt)},
	}
	if r.StartedAt != nil {
		kv = append(kv, [2]string{"Started", ago(*r.StartedAt)})
	}
	if r.FinishedAt != nil {
		kv = append(kv, [2]string{"Finished", ago(*r.FinishedAt)})
	}
	if w := r.WaitingReason; w != nil {
		kv = append(kv, [2]string{"Waiting", fmt.Sprintf("%s: %s (%d ahead)", w.Code, w.Message, w.Position)})
	}
	if res := r.Result; res != nil {
		kv = append(kv, [2]string{"Verdict", c.out.paint(res.Verdict)})
		var gs []string
		for _, g := range res.Graders {
			s := g.Kind + "=" + strconv.FormatBool(g.Passed)
			if g.Value != nil {
				s += fmt.Sprintf(" (%g)", *g.Value)
			}
			gs = append(gs, s)
		}
		kv = append(kv, [2]string{"Graders", strings.Join(gs, ", ")})
		if res.ExitCode != nil {
			kv = append(kv, [2]string{"Exit code", strconv.Itoa(*res.ExitCode)})
		}
		if res.LimitHit != nil {
			kv = append(kv, [2]string{"Limit hit", *res.LimitHit})
		}
	}
	if e := r.Error; e != nil {
		kv = append(kv, [2]string{"Error", fmt.Sprintf("%s %s: %s", e.Class, e.Code, e.Message)})
	}
	kv = append(kv, [2]string{"Cost", fmt.Sprintf("$%.4f", r.CostUSD)})
	return c.out.fields(kv)
}

func runtimeOf(r client.Run) string {
	if r.RuntimeVersion != nil {
		return fmt.Sprintf("%s (v%d)", r.Runtime, *r.RuntimeVersion)
	}
	return r.Runtime
}

// oneID parses the single run id a command takes.
func (c *cmd) oneID(f *flags, args []string) (string, error) {
	pos, err := c.parse(f, args)
	if err != nil {
		return "", err
	}
	if len(pos) != 1 {
		return "", usageErr("%s: give one run id", f.Name())
	}
	return pos[0], nil
}

func (c *cmd) runGet(ctx context.Context, args []string) error {
	f := c.flags("run get")
	id, err := c.oneID(f, args)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	r, err := cl.GetRun(ctx, id)
	if err != nil {
		return err
	}
	return c.printRun(r)
}

func (c *cmd) runCancel(ctx context.Context, args []string) error {
	f := c.flags("run cancel")
	id, err := c.oneID(f, args)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	r, err := cl.CancelRun(ctx, id)
	if err != nil {
		return err
	}
	return c.printRun(r)
}

func (c *cmd) runList(ctx context.Context, args []string) error {
	f := c.flags("run list")
	status := f.String("status", "", "only runs of this status: QUEUED, RUNNING, SUCCEEDED, FAILED")
	rt := f.String("runtime", "", "only runs submitted to this runtime reference")
	limit := f.Int("limit", 20, "how many runs, newest first (at most 100)")
	scorecard := f.Int("scorecard", 0, "only the runs of this scorecard (its id)")
	children := f.Bool("include-children", false, "list scorecards' runs too (by default only standalone runs)")
	if pos, err := c.parse(f, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usageErr("run list: unexpected argument %q", pos[0])
	}
	if *limit < 1 || *limit > 100 {
		return usageErr("run list: --limit must be between 1 and 100")
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	runs, err := cl.ListRuns(ctx, client.ListRunsOptions{First: *limit, Status: strings.ToUpper(*status), Runtime: *rt,
		ScorecardID: *scorecard, IncludeChildren: *children})
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(runs)
	}
	rows := make([][]string, 0, len(runs))
	for _, r := range runs {
		rows = append(rows, []string{r.ID, c.out.paint(r.Status), c.out.paint(outcome(r)), runtimeOf(r),
			r.HarnessName, orDash(r.Trigger), ago(r.CreatedAt)})
	}
	return c.out.table([]string{"ID", "STATUS", "OUTCOME", "RUNTIME", "HARNESS", "TRIGGER", "CREATED"}, rows)
}

func (c *cmd) runLogs(ctx context.Context, args []string) error {
	f := c.flags("run logs")
	follow := f.Bool("f", false, "follow: stream new lines until the run settles")
	f.BoolVar(follow, "follow", false, "same as -f")
	id, err := c.oneID(f, args)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	if *follow {
		return c.streamLogs(ctx, cl, id)
	}
	lines, err := cl.AllLogs(ctx, id, 0)
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(lines)
	}
	for _, l := range lines {
		fmt.Fprintln(c.env.Stdout, l.Text)
	}
	return nil
}

func (c *cmd) runExec(ctx context.Context, args []string) error {
	f := c.flags("run exec")
	timeout := f.Int("timeout", 0, "seconds before the command is killed (default the server's, 30)")
	pos, err := c.parse(f, args)
	if err != nil {
		return err
	}
	if len(pos) < 2 {
		return usageErr("run exec: want a run id and a command: run exec ID -- CMD [ARG]...")
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	res, err := cl.ExecInRun(ctx, pos[0], pos[1:], *timeout)
	if err != nil {
		return err
	}
	if c.json {
		if err := c.out.json(res); err != nil {
			return err
		}
	} else {
		_, _ = io.WriteString(c.env.Stdout, res.Stdout)
		_, _ = io.WriteString(c.env.Stderr, res.Stderr)
		if res.Truncated {
			fmt.Fprintln(c.env.Stderr, "everdict: the output was cut at the server's limit")
		}
		if res.TimedOut {
			fmt.Fprintln(c.env.Stderr, "everdict: the command was killed at its timeout")
		}
	}
	if res.ExitCode != 0 {
		return &ExitError{Code: res.ExitCode}
	}
	return nil
}
