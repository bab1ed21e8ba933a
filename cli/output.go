package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/everdict/everdict/client"
)

// printer writes a command's results: JSON documents, or aligned tables
// with colour when w is a terminal and NO_COLOR is unset.
type printer struct {
	w      io.Writer
	colour bool
}

func newPrinter(w io.Writer, getenv func(string) string) *printer {
	return &printer{w: w, colour: isTerminal(w) && getenv("NO_COLOR") == ""}
}

// json writes v as one line of JSON.
func (p *printer) json(v any) error {
	return json.NewEncoder(p.w).Encode(v)
}

// table writes rows under header, aligned. Colour codes are zero-width to
// the eye but not to tabwriter, so every cell of a column carries the same
// number of them (paint pads uncoloured cells).
func (p *printer) table(header []string, rows [][]string) error {
	tw := tabwriter.NewWriter(p.w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(header, "\t"))
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	return tw.Flush()
}

// fields writes key/value pairs, aligned.
func (p *printer) fields(kv [][2]string) error {
	tw := tabwriter.NewWriter(p.w, 0, 0, 2, ' ', 0)
	for _, f := range kv {
		if f[1] != "" {
			fmt.Fprintf(tw, "%s:\t%s\n", f[0], f[1])
		}
	}
	return tw.Flush()
}

const (
	red    = "\x1b[31m"
	green  = "\x1b[32m"
	yellow = "\x1b[33m"
	reset  = "\x1b[0m"
)

// paint colours s by what it says (PASS green, FAIL/FAILED red, QUEUED and
// RUNNING yellow) on a terminal. Every cell gets the same escape width, so
// columns stay aligned.
func (p *printer) paint(s string) string {
	if !p.colour {
		return s
	}
	c := ""
	switch s {
	case "PASS", "SUCCEEDED", "true":
		c = green
	case "FAIL", "false":
		c = red
	case "QUEUED", "RUNNING", "UNSCORED":
		c = yellow
	}
	if strings.HasPrefix(s, "FAILED") {
		c = red
	}
	if c == "" {
		return "\x1b[0m" + s + reset
	}
	return c + s + reset
}

// outcome is a run's one-word outcome: its verdict, FAILED with the error
// class, or its status while it has neither.
func outcome(r client.Run) string {
	switch {
	case r.Result != nil:
		return r.Result.Verdict
	case r.Status == "FAILED" && r.Error != nil:
		return "FAILED(" + r.Error.Class + ")"
	}
	return r.Status
}

func ago(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Local().Format("2006-01-02 15:04:05")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
