import { useEffect, useRef, useState } from 'preact/hooks';
import { request, subscribe } from '../api';
import type { ApiError } from '../api';
import { Confirm, Copy, ErrorBox, Loading, NotFound, Status, Verdict } from '../components/ui';
import { count, duration, elapsed, safeHref, usd } from '../format';
import type { LoadFragment, RunFullFragment } from '../gql/graphql';
import { asApiError, useNow, useQuery } from '../hooks';
import { CancelRun, QueueLoadQuery, RunQuery, RunUpdatedSub } from '../ops';
import { loadOf, waitMs } from '../waiting';
import { Holders, Wait } from '../components/Holders';
import { runtimePath, scorecardPath } from '../router';
import { isRecording, outcome, type Outcome } from '../outcome';
import { asCLI, asGraphQL, formFromRun, submitInput } from '../rerun';
import { graderOutcome, score } from '../verdicts';
import { Artifacts } from './Artifacts';
import { Inside } from './Inside';
import { LogViewer } from './LogViewer';

type GraderRow = NonNullable<RunFullFragment['result']>['graders'][number];

const settled = (s: string) => s === 'SUCCEEDED' || s === 'FAILED';

export function RunDetail({ id }: { id: string }) {
  const q = useQuery(RunQuery, { id });
  const [live, setLive] = useState<RunFullFragment | null>(null);
  const [cancelError, setCancelError] = useState<ApiError | null>(null);
  const [canceling, setCanceling] = useState(false);
  const [savedFrames, setSavedFrames] = useState(0);
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

  // waitingReason and the slots' holders change without a status change:
  // refresh them while queued.
  const [load, setLoad] = useState<LoadFragment | null>(null);
  useEffect(() => {
    if (run?.status !== 'QUEUED') return;
    const loadQueue = () =>
      request(QueueLoadQuery, {})
        .then((d) => setLoad(loadOf(d.queue.runtimes, run.runtime)))
        .catch(() => {});
    loadQueue();
    const t = setInterval(() => {
      request(RunQuery, { id })
        .then((d) => d.run && setLive((cur) => (cur && cur.status !== 'QUEUED' ? cur : d.run)))
        .catch(() => {});
      loadQueue();
    }, 3000);
    return () => clearInterval(t);
  }, [id, run?.status, run?.runtime]);

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
  if (q.error && !run && q.error.code !== 'NOT_FOUND' && q.error.code !== 'BAD_USER_INPUT') return <ErrorBox error={q.error} />;
  if (!run) return <NotFound what={<>There is no run {id} in your tenant.</>} />;

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
        <div class="actions">
          <a class="button" href={`/submit?from=${encodeURIComponent(id)}`} data-testid="rerun" title="The submit form, filled in with what this run was given">
            Rerun…
          </a>
          <CopyAs run={run} />
        </div>
        {!settled(run.status) && (
          <Confirm
            label="Cancel run"
            question="Cancel this run? Its harness is stopped and it fails as CANCELED."
            confirmLabel="Confirm cancel"
            onConfirm={cancel}
            busy={canceling && 'Canceling…'}
          />
        )}
      </div>
      <ErrorBox error={cancelError} />
      <OutcomeLine o={o} />
      {run.status === 'QUEUED' && run.waitingReason && (
        <div class="notice" data-testid="waiting">
          <strong>Waiting: {run.waitingReason.code.replace('_', ' ').toLowerCase()}</strong> — {run.waitingReason.message}
          {run.waitingReason.position > 0 && <span> ({run.waitingReason.position} ahead on its runtime)</span>}
          {load && (
            <div data-testid="waiting-holders">
              {load.runtime}'s {load.slots} slot{load.slots === 1 ? '' : 's'} held by <Holders load={load} />; estimated wait{' '}
              <Wait ms={waitMs(run.waitingReason.position, load)} />
            </div>
          )}
        </div>
      )}
      {run.error && (
        <div class="error-panel" role="alert" data-testid="run-error">
          <span class="badge v-fail">{run.error.class}</span> {run.error.code !== run.error.class && <code>{run.error.code}</code>} {run.error.message}
        </div>
      )}
      <Timeline steps={run.timeline} status={run.status} now={now} />
      <div class="grid2">
        <dl class="facts">
          <dt>Runtime</dt>
          <dd>
            {run.runtimeVersion != null || !run.placementPolicy ? (
              <a href={runtimePath(run.runtime.split('@')[0])}>{run.runtime}</a>
            ) : (
              <span data-testid="unplaced">
                one of {run.runtime} <span class="muted">({run.placementPolicy.toLowerCase()}, chosen at dispatch)</span>
              </span>
            )}
            {run.runtimeVersion != null && <span class="muted"> (version {run.runtimeVersion})</span>}
          </dd>
          <dt>Harness</dt>
          <dd>
            {run.harness.name}
            {run.harness.version && <span class="muted"> {run.harness.version}</span>}
          </dd>
          {run.model && (
            <>
              <dt>Model</dt>
              <dd data-testid="run-model">
                <code>{run.model}</code>
              </dd>
            </>
          )}
          {run.liveTrace && (
            <>
              <dt>Agent trace</dt>
              <dd data-testid="live-trace">
                {safeHref(run.liveTrace.url) ? (
                  <a href={safeHref(run.liveTrace.url)!} target="_blank" rel="noopener noreferrer" referrerpolicy="no-referrer">
                    {run.liveTrace.provider.toLowerCase()} <code>{run.liveTrace.traceId}</code>
                  </a>
                ) : (
                  <>
                    <code>{run.liveTrace.traceId}</code> <span class="muted">({run.liveTrace.provider.toLowerCase()}: no link from a trace id)</span>
                  </>
                )}
              </dd>
            </>
          )}
          <dt>Case</dt>
          <dd>{run.case.id}</dd>
          {(run.case.image || run.harness.image) && (
            <>
              <dt>Image</dt>
              <dd data-testid="case-image">
                <code>{run.case.image || run.harness.image}</code>
                {!run.case.image && <span class="muted"> (the harness's)</span>}
              </dd>
            </>
          )}
          {run.case.repo && (
            <>
              <dt>Repository</dt>
              <dd data-testid="case-repo">
                <code>{run.case.repo.url}</code>
                {run.case.repo.ref && (
                  <>
                    {' '}
                    at <code>{run.case.repo.ref}</code>
                  </>
                )}
              </dd>
            </>
          )}
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
      <Artifacts id={id} version={`${run.status}/${run.attemptCount}/${savedFrames}`} />
      {run.status === 'RUNNING' && (
        <Inside id={id} screen={!!run.case.browser || run.case.osUse} onSaved={() => setSavedFrames((n) => n + 1)} />
      )}
      <LogViewer id={id} />
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

/** CopyAs offers the run's submission as a CLI command line and as a GraphQL mutation, to run again elsewhere. */
function CopyAs({ run }: { run: RunFullFragment }) {
  const cliBox = useRef<HTMLPreElement>(null);
  const gqlBox = useRef<HTMLPreElement>(null);
  const { form, carried, lost } = formFromRun(run);
  const input = submitInput(form, carried);
  const cli = asCLI(input);
  const gql = asGraphQL(input);
  const notes = [...lost.map((l) => `not carried: ${l}`), ...(cli.left.length ? [`the CLI has no flag for: ${cli.left.join(', ')}`] : [])];
  return (
    <details class="copy-as" data-testid="copy-as">
      <summary>Copy as…</summary>
      <div class="stack">
        <div>
          <Copy label="Copy as CLI" text={cli.command} target={() => cliBox.current} />
          <pre ref={cliBox} class="output" data-testid="copy-cli">
            {cli.command}
          </pre>
        </div>
        <div>
          <Copy label="Copy as GraphQL" text={gql} target={() => gqlBox.current} />
          <pre ref={gqlBox} class="output" data-testid="copy-graphql">
            {gql}
          </pre>
        </div>
        {notes.map((n) => (
          <p class="muted">{n}</p>
        ))}
      </div>
    </details>
  );
}

const stepLabel: Record<string, string> = {
  QUEUED: 'queued',
  DISPATCHED: 'dispatched',
  HARNESS: 'harness',
  GRADERS: 'graders',
  SETTLED: 'settled',
};

/** Timeline is the run's path: each step, when it began, and how long it took (the current one still counting). */
function Timeline({ steps, status, now }: { steps: RunFullFragment['timeline']; status: string; now: number }) {
  return (
    <ol class="timeline" data-testid="timeline">
      {steps.map((s, i) => {
        const last = i === steps.length - 1;
        const ms = s.durationMs ?? (last && !settled(status) ? now - Date.parse(s.at) : null);
        return (
          <li data-phase={s.phase} title={new Date(s.at).toLocaleString()}>
            <strong>{stepLabel[s.phase] ?? s.phase}</strong> {ms != null && <span class="muted">{duration(ms)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
