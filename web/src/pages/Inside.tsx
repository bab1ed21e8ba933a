// Inside a live run: a command in its sandbox, an interactive terminal
// (xterm.js, loaded when first opened) and, for a browser or osUse case, its
// screen, whose current frame can be kept as a screenshot artifact.
// The server decides who may (the run's creator or an admin of its tenant)
// and masks the run's secrets in everything shown here.
import { useEffect, useRef, useState } from 'preact/hooks';
import { request, subscribe } from '../api';
import { ErrorBox } from '../components/ui';
import type { ApiError } from '../api';
import { asApiError } from '../hooks';
import { refusal, resizeMessage, shellCommand, terminalURL } from '../inside';
import { ExecInRun, IssueTerminalTicket, RunScreenSub, SaveRunScreen } from '../ops';
import type { ExecInRunMutation } from '../gql/graphql';

/**
 * Inside is the live run's panel. screen is true for a case with a screen (browser or osUse);
 * onSaved is told when a frame was kept as an artifact, so the gallery re-reads its list.
 */
export function Inside({ id, screen, onSaved }: { id: string; screen: boolean; onSaved: () => void }) {
  return (
    <section class="inside" aria-labelledby="inside-title">
      <h2 id="inside-title">Inside the run</h2>
      <ExecBox id={id} />
      <TerminalPane id={id} />
      {screen && <ScreenPane id={id} onSaved={onSaved} />}
    </section>
  );
}

function Refused({ error }: { error: ApiError | null }) {
  if (!error) return null;
  if (error.notAvailable) return <ErrorBox error={error} />;
  return (
    <p class="error" role="alert" data-testid="inside-refused">
      <code>{error.code}</code> {refusal(error.code, error.message)}
    </p>
  );
}

function ExecBox({ id }: { id: string }) {
  const [line, setLine] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [bad, setBad] = useState('');
  const [res, setRes] = useState<ExecInRunMutation['execInRun'] | null>(null);

  async function run(e: Event) {
    e.preventDefault();
    const command = shellCommand(line);
    if (!command) {
      setBad('type a command');
      return;
    }
    setBad('');
    setBusy(true);
    setError(null);
    try {
      setRes((await request(ExecInRun, { id, command })).execInRun);
    } catch (err) {
      setError(asApiError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="exec" aria-label="Run a command in the sandbox" onSubmit={run}>
      <label>
        Command <span class="muted">(run as sh -c)</span>
        <input name="command" value={line} placeholder="ls -la; cat out.log | tail" onInput={(e) => setLine((e.target as HTMLInputElement).value)} />
      </label>
      <button type="submit" disabled={busy}>
        {busy ? 'Running…' : 'Run'}
      </button>
      {bad && <span class="error">{bad}</span>}
      <Refused error={error} />
      {res && (
        <div data-testid="exec-result">
          <p class="muted">
            exit code <strong data-testid="exec-exit">{res.exitCode}</strong>
            {res.timedOut && ' — killed at its timeout'}
            {res.truncated && ' — output cut at the limit'}
          </p>
          <pre class="output" data-testid="exec-stdout">{res.stdout}</pre>
          {res.stderr && <pre class="output stderr" data-testid="exec-stderr">{res.stderr}</pre>}
        </div>
      )}
    </form>
  );
}

type Term = { write(d: Uint8Array | string): void; dispose(): void; focus(): void };

function TerminalPane({ id }: { id: string }) {
  const box = useRef<HTMLDivElement>(null);
  const conn = useRef<{ ws: WebSocket; term: Term } | null>(null);
  const [state, setState] = useState<'closed' | 'opening' | 'open' | 'ended'>('closed');
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => () => close(), [id]);

  function close() {
    conn.current?.ws.close();
    conn.current?.term.dispose();
    conn.current = null;
  }

  async function open() {
    setState('opening');
    setError(null);
    try {
      const [{ issueTerminalTicket: t }, xterm] = await Promise.all([
        request(IssueTerminalTicket, { id }),
        import('@xterm/xterm'),
        import('@xterm/xterm/css/xterm.css'),
      ]).then(([a, b]) => [a, b] as const);
      const cols = 100;
      const rows = 24;
      const term = new xterm.Terminal({ cols, rows, cursorBlink: true, fontSize: 13 });
      term.open(box.current!);
      const ws = new WebSocket(terminalURL(location, t.url, cols, rows));
      ws.binaryType = 'arraybuffer';
      const enc = new TextEncoder();
      ws.onopen = () => {
        setState('open');
        term.focus();
      };
      ws.onmessage = (e) => term.write(typeof e.data === 'string' ? e.data : new Uint8Array(e.data as ArrayBuffer));
      ws.onclose = () => setState((s) => (s === 'closed' ? s : 'ended'));
      term.onData((d) => ws.readyState === WebSocket.OPEN && ws.send(enc.encode(d)));
      term.onResize(({ cols, rows }) => ws.readyState === WebSocket.OPEN && ws.send(resizeMessage(cols, rows)));
      conn.current = { ws, term };
    } catch (err) {
      setError(asApiError(err));
      setState('closed');
    }
  }

  return (
    <div class="terminal-pane">
      <div class="head">
        <h3>Terminal</h3>
        {state === 'closed' || state === 'ended' ? (
          <button
            onClick={() => {
              close();
              open();
            }}
          >
            {state === 'ended' ? 'Open a new terminal' : 'Open terminal'}
          </button>
        ) : (
          <button
            onClick={() => {
              close();
              setState('closed');
            }}
            disabled={state === 'opening'}
          >
            Close terminal
          </button>
        )}
      </div>
      <Refused error={error} />
      {state === 'ended' && <p class="muted" data-testid="terminal-ended">The session ended.</p>}
      <div ref={box} class="terminal" data-testid="terminal" data-state={state} />
    </div>
  );
}

function ScreenPane({ id, onSaved }: { id: string; onSaved: () => void }) {
  const [watch, setWatch] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [frame, setFrame] = useState<{ at: string; png?: string | null; unavailable?: string | null } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    if (!watch) return;
    setError(null);
    return subscribe(RunScreenSub, { id }, {
      next: (d) => setFrame(d.runScreen),
      error: (e) => {
        setError(e);
        setWatch(false);
      },
      complete: () => setWatch(false),
    });
  }, [id, watch]);
  return (
    <div class="screen-pane">
      <div class="head">
        <h3>Screen</h3>
        <button aria-pressed={watch} onClick={() => setWatch(!watch)}>
          {watch ? 'Stop watching' : 'Watch the screen'}
        </button>
        <button
          data-testid="save-screen"
          disabled={saving}
          title="Keep the screen as it is now among the run's artifacts"
          onClick={() => {
            setSaving(true);
            setError(null);
            setSaved(null);
            request(SaveRunScreen, { id })
              .then((d) => {
                setSaved(d.saveRunScreen.name);
                onSaved();
              })
              .catch((e) => setError(asApiError(e)))
              .finally(() => setSaving(false));
          }}
        >
          {saving ? 'Saving…' : 'Save this frame'}
        </button>
      </div>
      <Refused error={error} />
      {saved && (
        <p class="muted" data-testid="screen-saved">
          Kept as <code>{saved}</code> among the run's artifacts.
        </p>
      )}
      {frame?.png && <img data-testid="screen" alt="The run's browser, live" src={`data:image/png;base64,${frame.png}`} />}
      {frame?.unavailable && <p class="muted">{frame.unavailable}</p>}
    </div>
  );
}
