import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { request, subscribe } from '../api';
import type { ApiError } from '../api';
import { ErrorBox, Loading, Status, Verdict } from '../components/ui';
import { count, duration, elapsed, usd } from '../format';
import type { RunFullFragment } from '../gql/graphql';
import { asApiError, useNow, useQuery } from '../hooks';
import { emptyTail, gaps, mergeLines, search, type Tail } from '../logtail';
import { CancelRun, RunLogsSub, RunQuery, RunUpdatedSub } from '../ops';
import { runtimePath, scorecardPath } from '../router';
import { isRecording, outcome, type Outcome } from '../outcome';
import { graderOutcome, score } from '../verdicts';
import { Inside } from './Inside';

type GraderRow = NonNullable<RunFullFragment['result']>['graders'][number];

const settled = (s: string) => s === 'SUCCEEDED' || s === 'FAILED';

export function RunDetail({ id }: { id: string }) {
  const q = useQuery(RunQuery, { id });
  const [live, setLive] = useState<RunFullFragment | null>(null);
  const [cancelError, setCancelError] = useState<ApiError | null>(null);
  const [canceling, setCanceling] = useState(false);
  const now = useNow(1000);
  useEffect(() => setLive(null), [id]);

  useEffect(
    () =>
      subscribe(RunUpdatedSub, { id }, {
        next: (d) => setLive(d.runUpdated),
      }),
    [id],
  );
  const run = live ?? q.data?.run ?? null;

  // waitingReason changes without a status change: refresh it while queued.
  useEffect(() => {
    if (run?.status !== 'QUEUED') return;
    const t = setInterval(() => {
      request(RunQuery, { id })
        .then((d) => d.run && setLive((cur) => (cur && cur.status !== 'QUEUED' ? cur : d.run)))
        .catch(() => {});
    }, 3000);
    return () => clearInterval(t);
  }, [id, run?.status]);

  async function cancel() {
    setCanceling(true);
    setCancelError(null);
    try {
      const d = await request(CancelRun, { id });
      setLive(d.cancelRun);
    } catch (e) {
      setCancelError(asApiError(e));
    } finally {
      setCanceling(false);
    }
  }

  if (q.loading && !run) return <Loading />;
  if (q.error && !run) return <ErrorBox error={q.error} />;
  if (!run)
    return (
      <section>
        <h1>Run {id}</h1>
        <p class="muted">No such run in your tenant.</p>
      </section>
    );

  const r = run.result;
  const o = outcome(run);
  return (
    <section>
      <div class="head">
        <h1>
          {run.correlationId} <Status status={run.status} verdict={r?.verdict} />
          {run.phase === 'GRADING' && (
            <>
              {' '}
              <span class="badge st-running" data-testid="phase" title="The harness ended; a judge is grading its evidence.">
                GRADING
              </span>
            </>
          )}
        </h1>
        {!settled(run.status) && (
          <button class="danger" onClick={cancel} disabled={canceling}>
            {canceling ? 'Canceling…' : 'Cancel run'}
          </button>
        )}
      </div>
      <ErrorBox error={cancelError} />
      <OutcomeLine o={o} />
      {run.status === 'QUEUED' && run.waitingReason && (
        <div class="notice" data-testid="waiting">
          <strong>Waiting: {run.waitingReason.code.replace('_', ' ').toLowerCase()}</strong> — {run.waitingReason.message}
          {run.waitingReason.position > 0 && <span> ({run.waitingReason.position} ahead on its runtime)</span>}
        </div>
      )}
      {run.error && (
        <div class="error-panel" role="alert" data-testid="run-error">
          <span class="badge v-fail">{run.error.class}</span> {run.error.code !== run.error.class && <code>{run.error.code}</code>} {run.error.message}
        </div>
      )}
      <div class="grid2">
        <dl class="facts">
          <dt>Runtime</dt>
          <dd>
            <a href={runtimePath(run.runtime.split('@')[0])}>{run.runtime}</a>
            {run.runtimeVersion != null && <span class="muted"> (version {run.runtimeVersion})</span>}
          </dd>
          <dt>Harness</dt>
          <dd>
            {run.harness.name}
            {run.harness.version && <span class="muted"> {run.harness.version}</span>}
          </dd>
          <dt>Case</dt>
          <dd>{run.case.id}</dd>
          {run.scorecardID != null && (
            <>
              <dt>Scorecard</dt>
              <dd>
                <a href={scorecardPath(String(run.scorecardID))}>#{run.scorecardID}</a>
                {run.try > 1 && <span class="muted"> (try {run.try})</span>}
              </dd>
            </>
          )}
          <dt>Trigger</dt>
          <dd>
            {run.trigger} <span class="muted">by {run.createdBy}</span>
          </dd>
          <dt>Priority</dt>
          <dd>{run.priority.toLowerCase()}</dd>
          <dt>Attempt</dt>
          <dd>{run.attemptCount}</dd>
          <dt>Created</dt>
          <dd title={run.createdAt}>{new Date(run.createdAt).toLocaleString()}</dd>
          <dt>Duration</dt>
          <dd>{elapsed(run.startedAt, run.finishedAt, now)}</dd>
          <dt>Cost</dt>
          <dd>{usd(run.costUsd)}</dd>
          {run.judgeCostUsd > 0 && (
            <>
              <dt>Judge cost</dt>
              <dd data-testid="judge-cost">
                {usd(run.judgeCostUsd)} <span class="muted">(apart from the agent's cost)</span>
              </dd>
            </>
          )}
        </dl>
        <div>
          <h2>
            Result <Verdict verdict={r?.verdict} />
          </h2>
          {r ? (
            <>
              <table class="compact" data-testid="graders">
                <thead>
                  <tr>
                    <th>Grader</th>
                    <th>Passed</th>
                    <th>Value</th>
                  </tr>
                </thead>
                <tbody>
                  {r.graders.map((g, i) => {
                    const recording = isRecording(g.kind, run.case.graders[i]?.max);
                    const go = recording ? 'recorded' : graderOutcome(g);
                    return (
                      <tr data-outcome={go} class={o.grader === i ? 'culprit' : undefined}>
                        <td>
                          {g.kind}
                          {run.case.graders[i]?.max != null && <span class="muted"> ≤ {run.case.graders[i].max}</span>}
                        </td>
                        <td>
                          {go === 'recorded' ? (
                            <span class="muted" title="Recorded only: this grader has no limit, so it cannot fail the run.">recorded</span>
                          ) : go === 'unscored' ? (
                            <span class="badge v-unscored">unscored</span>
                          ) : go === 'passed' ? (
                            '✓ yes'
                          ) : (
                            '✗ no'
                          )}
                        </td>
                        <td>{g.judge ? score(g.judge.score) : (g.value ?? '—')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {r.graders.map((g, i) => g.judge && <Judge key={i} g={g} judge={g.judge} />)}
              <dl class="facts">
                <dt>Latency</dt>
                <dd>{duration(r.latencyMs)}</dd>
                <dt>Exit code</dt>
                <dd>{r.exitCode ?? '—'}</dd>
                {r.limitHit && (
                  <>
                    <dt>Limit hit</dt>
                    <dd>{r.limitHit}</dd>
                  </>
                )}
                <dt>Tokens in / out</dt>
                <dd>
                  {count(r.usage?.inputTokens)} / {count(r.usage?.outputTokens)}
                </dd>
                <dt>Steps</dt>
                <dd>{r.steps ?? r.usage?.steps ?? '—'}</dd>
                <dt>Reported cost</dt>
                <dd>{usd(r.usage?.costUsd ?? r.costUsd)}</dd>
              </dl>
              {run.answer != null && (
                <div data-testid="answer">
                  <h3>Answer</h3>
                  {run.answerCut && <p class="muted" data-testid="answer-cut">The answer file was longer than 256 KiB: this is its start.</p>}
                  {run.answer === '' ? <p class="muted">The harness wrote no answer.</p> : <pre class="output">{run.answer}</pre>}
                </div>
              )}
              {r.output && (
                <details>
                  <summary>Output</summary>
                  <pre class="output">{r.output}</pre>
                </details>
              )}
            </>
          ) : (
            <p class="muted">{settled(run.status) ? 'No result.' : 'Not graded yet.'}</p>
          )}
        </div>
      </div>
      <details class="submitted">
        <summary>What was submitted</summary>
        <dl class="facts">
          <dt>Task</dt>
          <dd>
            <pre>{run.case.task}</pre>
          </dd>
          <dt>Command</dt>
          <dd>
            <code>{JSON.stringify(run.harness.command)}</code>
          </dd>
          {run.harness.image && (
            <>
              <dt>Image</dt>
              <dd>{run.harness.image}</dd>
            </>
          )}
          <dt>Env</dt>
          <dd>
            {run.harness.env.length === 0
              ? '—'
              : run.harness.env.map((e) => (
                  <span class="chip">
                    {e.name}
                    {e.secretRef && <span class="muted"> ← secret {e.secretRef}</span>}
                  </span>
                ))}
          </dd>
          {run.case.repo && (
            <>
              <dt>Repo</dt>
              <dd>
                {run.case.repo.url} {run.case.repo.ref}
              </dd>
            </>
          )}
          {run.case.files.length > 0 && (
            <>
              <dt>Files</dt>
              <dd>{run.case.files.map((f) => f.path).join(', ')}</dd>
            </>
          )}
          <dt>Timeout</dt>
          <dd>{run.case.timeoutSec || 300}s</dd>
          <dt>Graders</dt>
          <dd>
            {run.case.graders.map((g) => (
              <div>
                {g.kind}
                {g.command && <code> {JSON.stringify(g.command)}</code>}
                {g.max != null && <span> ≤ {g.max}</span>}
              </div>
            ))}
          </dd>
        </dl>
      </details>
      {run.status === 'RUNNING' && <Inside id={id} browser={!!run.case.browser} />}
      <Logs id={id} />
    </section>
  );
}

/** OutcomeLine is the run page's lead: what happened, in one sentence. */
function OutcomeLine({ o }: { o: Outcome }) {
  return (
    <p class={`outcome outcome-${o.tone}`} data-testid="outcome" role="status" aria-live="polite">
      <strong>{o.lead}:</strong> {o.text}
    </p>
  );
}

/** Judge shows what a JUDGE grader decided. Its reasoning is the model's text: rendered as text, never as HTML. */
function Judge({ g, judge }: { g: GraderRow; judge: NonNullable<GraderRow['judge']> }) {
  const o = graderOutcome(g);
  return (
    <div class="card" data-testid="judge" data-outcome={o}>
      <h3>
        Judge{' '}
        {o === 'unscored' ? (
          <span class="badge v-unscored">unscored</span>
        ) : (
          <span class={`badge ${o === 'passed' ? 'v-pass' : 'v-fail'}`}>{o === 'passed' ? 'pass' : 'fail'}</span>
        )}{' '}
        <span class="muted">score {score(judge.score)}</span>
      </h3>
      {judge.selfGraded && (
        <p class="notice" data-testid="self-graded">
          <strong>Self-graded:</strong> the judge model is the model under test.
        </p>
      )}
      {judge.unscoredReason && (
        <p class="warn" data-testid="unscored-reason">
          Not graded: {judge.unscoredReason}
        </p>
      )}
      {judge.reasoning && <pre class="output judge-reasoning" data-testid="reasoning">{judge.reasoning}</pre>}
      <dl class="facts">
        <dt>Model</dt>
        <dd>
          <code>{judge.judgeModel || '—'}</code>
        </dd>
        <dt>Template</dt>
        <dd>{judge.templateVersion || '—'}</dd>
        <dt>Calls</dt>
        <dd>{judge.attempts}</dd>
        <dt>Tokens in / out</dt>
        <dd>
          {count(judge.usage.inputTokens)} / {count(judge.usage.outputTokens)}
        </dd>
        <dt>Judge cost</dt>
        <dd>{usd(judge.usage.costUsd)}</dd>
      </dl>
    </div>
  );
}

function Logs({ id }: { id: string }) {
  const [tail, setTail] = useState<Tail>(emptyTail);
  const [follow, setFollow] = useState(true);
  const [done, setDone] = useState(false);
  const [query, setQuery] = useState('');
  const [hit, setHit] = useState(0);
  const [jump, setJump] = useState('');
  const [target, setTarget] = useState<number | null>(() => {
    const m = /^#L(\d+)$/.exec(location.hash);
    return m ? Number(m[1]) : null;
  });
  const box = useRef<HTMLPreElement>(null);
  const pending = useRef<Tail['lines']>([]);

  useEffect(() => {
    setTail(emptyTail);
    setDone(false);
    // Batch lines per animation frame: a fast harness must not re-render per line.
    let frame = 0;
    const flush = () => {
      frame = 0;
      const batch = pending.current;
      pending.current = [];
      setTail((t) => mergeLines(t, batch));
    };
    const stop = subscribe(RunLogsSub, { id, fromSeq: 0 }, {
      next: (d) => {
        pending.current.push(d.runLogs);
        if (!frame) frame = requestAnimationFrame(flush);
      },
      complete: () => setDone(true),
    });
    return () => {
      stop();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [id]);

  const hits = search(tail, query);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (target != null) {
      const line = el.querySelector(`[data-seq="${target}"]`);
      if (line) {
        line.scrollIntoView({ block: 'center' });
        setTarget(null);
      }
      return;
    }
    if (follow) el.scrollTop = el.scrollHeight;
  }, [tail, follow, target]);

  function goTo(seq: number) {
    setFollow(false);
    setTarget(seq);
    history.replaceState(null, '', `#L${seq}`);
  }

  function onScroll() {
    const el = box.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 8;
    if (!atBottom && follow) setFollow(false);
  }

  const missing = gaps(tail);
  const selected = /^#L(\d+)$/.exec(location.hash)?.[1];
  return (
    <div class="logs-panel">
      <div class="head">
        <h2>
          Logs <span class="muted">{tail.lines.length} lines</span>
          {!done && <span class="live" title="streaming" aria-label="streaming" />}
        </h2>
        <div class="toolbar">
          <label>
            <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.currentTarget.checked)} /> Follow
          </label>
          <input
            aria-label="Search the logs"
            placeholder="search"
            value={query}
            onInput={(e) => (setQuery(e.currentTarget.value), setHit(0))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && hits.length) {
                const i = (hit + (e.shiftKey ? hits.length - 1 : 1)) % hits.length;
                setHit(i);
                goTo(hits[i]);
              }
            }}
          />
          {query && (
            <span class="muted" data-testid="log-hits">
              {hits.length} {hits.length === 1 ? 'match' : 'matches'}
            </span>
          )}
          <form
            class="inline"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(jump);
              if (Number.isInteger(n) && n > 0) goTo(n);
            }}
          >
            <input aria-label="Jump to line" placeholder="seq" inputMode="numeric" size={6} value={jump} onInput={(e) => setJump(e.currentTarget.value)} />
            <button>Go</button>
          </form>
        </div>
      </div>
      {tail.dropped > 0 && <p class="muted">{tail.dropped} earlier lines are not kept in the browser.</p>}
      {missing.length > 0 && <p class="error">Lines missing: {missing.map(([a, b]) => (a === b ? a : `${a}–${b}`)).join(', ')}</p>}
      <pre class="logs" ref={box} onScroll={onScroll} tabIndex={0} aria-label="log lines" data-testid="logs">
        {tail.lines.map((l) => {
          const isHit = query && l.text.toLowerCase().includes(query.trim().toLowerCase());
          return (
            <div
              key={l.seq}
              data-seq={l.seq}
              class={`line ${l.stream}${isHit ? ' hit' : ''}${String(l.seq) === selected ? ' selected' : ''}`}
            >
              <a class="seq" href={`#L${l.seq}`} onClick={(e) => (e.preventDefault(), goTo(l.seq))} tabIndex={-1}>
                {l.seq}
              </a>
              <span class="text">{l.text}</span>
            </div>
          );
        })}
        {tail.lines.length === 0 && <span class="muted">{done ? 'No log lines.' : 'Waiting for log lines…'}</span>}
      </pre>
    </div>
  );
}
