package resolvers

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/url"
	"time"

	"github.com/everdict/everdict/access"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/graph/model"
)

func execRequest(command []string, timeoutSec, maxOutputBytes *int) backends.ExecRequest {
	return backends.ExecRequest{
		Command:        command,
		Timeout:        time.Duration(deref(timeoutSec)) * time.Second,
		MaxOutputBytes: deref(maxOutputBytes),
	}
}

func execResult(res backends.ExecResult) *model.ExecResult {
	return &model.ExecResult{
		Stdout: string(res.Stdout), Stderr: string(res.Stderr), ExitCode: res.ExitCode,
		TimedOut: res.TimedOut, Truncated: res.Truncated,
	}
}

// ticketURL is the path a ticket opens: /runs/{id}/{what}?ticket=….
func ticketURL(id int, what string, t access.Ticket) string {
	return fmt.Sprintf("/runs/%d/%s?ticket=%s", id, what, url.QueryEscape(t.Value))
}

// screenFrames maps a screen watch to the subscription's frames.
func screenFrames(ctx context.Context, in <-chan access.Frame) <-chan *model.ScreenFrame {
	out := make(chan *model.ScreenFrame)
	go func() {
		defer close(out)
		for f := range in {
			m := &model.ScreenFrame{At: f.At}
			if f.PNG != nil {
				png := base64.StdEncoding.EncodeToString(f.PNG)
				m.Png = &png
			}
			if f.Unavailable != "" {
				m.Unavailable = &f.Unavailable
			}
			select {
			case out <- m:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}
