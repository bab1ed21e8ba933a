package access

import (
	"context"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/secrets"
)

// flushAfter is how long a terminal's output may pause before what the
// masker held back (what could begin a secret) is shown anyway.
const flushAfter = 50 * time.Millisecond

// Session is an open terminal into a run: keystrokes in, masked output out.
type Session struct {
	// Tenant is the run's tenant, whose limits the session counts against.
	Tenant int
	term   backends.Terminal
	mask   *secrets.StreamMasker
	once   sync.Once
}

// OpenTerminal spends a TERMINAL ticket for run id and opens a shell in its
// sandbox of size, as the viewer the ticket was issued to. The session is
// audited before it starts.
func (s *Service) OpenTerminal(ctx context.Context, id int, ticket string, size backends.TermSize) (*Session, error) {
	vctx, r, err := s.consume(ctx, id, KindTerminal, ticket)
	if err != nil {
		return nil, err
	}
	e, err := s.enter(vctx, r)
	if err != nil {
		return nil, err
	}
	s.audit(vctx, r, ActionTerminal, nil)
	term, err := e.Access.Terminal(vctx, e.RunID, backends.TerminalRequest{Size: size})
	if err != nil {
		return nil, presentBackend(err)
	}
	return &Session{Tenant: r.TenantID, term: term, mask: secrets.NewMasker(e.Secrets).Stream()}, nil
}

// Write types p into the terminal.
func (t *Session) Write(p []byte) (int, error) { return t.term.Write(p) }

// Resize resizes the terminal.
func (t *Session) Resize(size backends.TermSize) error { return t.term.Resize(size) }

// Close ends the session.
func (t *Session) Close() error {
	var err error
	t.once.Do(func() { err = t.term.Close() })
	return err
}

// Pump sends the terminal's output, masked, to emit until the session ends
// (nil) or emit or ctx fails. A tail held back because it could begin a
// secret is shown once the output pauses for flushAfter.
func (t *Session) Pump(ctx context.Context, emit func([]byte) error) error {
	chunks := make(chan string)
	readErr := make(chan error, 1)
	go func() {
		buf := make([]byte, 32<<10)
		for {
			n, err := t.term.Read(buf)
			if n > 0 {
				select {
				case chunks <- string(buf[:n]):
				case <-ctx.Done():
					readErr <- ctx.Err()
					return
				}
			}
			if err != nil {
				readErr <- err
				return
			}
		}
	}()
	send := func(s string) error {
		if s == "" {
			return nil
		}
		return emit([]byte(s))
	}
	var flush <-chan time.Time
	for {
		select {
		case c := <-chunks:
			if err := send(t.mask.Write(c)); err != nil {
				return err
			}
			flush = nil
			if t.mask.Pending() {
				flush = time.After(flushAfter)
			}
		case <-flush:
			flush = nil
			if err := send(t.mask.Flush()); err != nil {
				return err
			}
		case err := <-readErr:
			if ferr := send(t.mask.Flush()); ferr != nil {
				return ferr
			}
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// ResizeMessage is the control message a terminal's client sends as a text
// frame: {"type":"resize","cols":120,"rows":40}. Binary frames are
// keystrokes.
type ResizeMessage struct {
	Type string `json:"type"`
	Cols uint16 `json:"cols"`
	Rows uint16 `json:"rows"`
}
