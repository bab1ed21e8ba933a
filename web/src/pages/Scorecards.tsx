// Scorecards: the list (pick two to compare), a scorecard's live page
// (aggregate, pass rate with its interval, per-runtime chart, child runs,
// cancel) and the compare page.
import { useEffect, useRef, useState } from 'preact/hooks';
import { request, subscribe } from '../api';
import type { ApiError } from '../api';
import { BarChart, Chart } from '../components/Chart';
import { Confirm, ErrorBox, Loading, NotFound, Status, Verdict } from '../components/ui';
import { ago, count, duration, elapsed, usd } from '../format';
import type { CaseRunsQuery, RunRowFragment, ScorecardFullFragment } from '../gql/graphql';
import { asApiError, useNow, useQuery } from '../hooks';
import { CancelScorecard, CaseRuns, CompareScorecards, RunEventsSub, ScorecardQuery, ScorecardRuns, ScorecardsQuery, ScorecardTrend, ScorecardUpdatedSub } from '../ops';
import { decode, encode, next, pageNumber, prev } from '../pagination';
import { navigate, runPath, runtimePath, scorecardPath, useLocation } from '../router';
import {
  baselineFirst,
  compareView,
  comparePath,
  decided,
  interval,
  pct,
  pickTwo,
  progress,
  rate,
  readCompare,
  runtimeBars,
  settled,
  signedPts,
  trendSeries,
} from '../scorecards';

const PAGE_SIZE = 20;
/** The scorecards of one name the trend charts show. */
const TREND_LAST = 20;
const RUNS_PAGE_SIZE = 50;
/** The flipped cases whose runs the compare page links to. */
const CASE_LINKS = 50;

/** useThrottled calls f at most once every ms, trailing. */
function useThrottled(f: () => void, ms: number): () => void {
  const timer = useRef(0);
  const fn = useRef(f);
  fn.current = f;
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    if (timer.current) return;
    timer.current = window.setTimeout(() => {
      timer.current = 0;
      fn.current();
    }, ms);
  };
}

function setParam(url: URL, k: string, v: string) {
  if (v) url.searchParams.set(k, v);
  else url.searchParams.delete(k);
  navigate(url.pathname + url.search, true);
}

/** PassRate: the rate, its Wilson 95% interval in words and as a bar. */
function PassRate({ a }: { a: ScorecardFullFragment['aggregate'] }) {
  const none = decided(a) === 0;
  return (
    <div class="card passrate" data-testid="pass-rate">
      <h2>Pass rate</h2>
      {none ? (
        <p class="big muted">—</p>
      ) : (
        <p class="big">
          <span data-testid="rate">{pct(a.passRate)}</span> <span class="muted">of {count(decided(a))} decided</span>
        </p>
      )}
      {!none && (
        <>
          <div
            class="ci"
            role="img"
            aria-label={`95% interval ${interval(a.passRateLow, a.passRateHigh)}, pass rate ${pct(a.passRate)}`}
          >
            <span class="ci-range" style={{ left: `${a.passRateLow * 100}%`, width: `${(a.passRateHigh - a.passRateLow) * 100}%` }} />
            <span class="ci-mark" style={{ left: `${a.passRate * 100}%` }} />
          </div>
          <p class="muted">
            Wilson 95% interval <strong data-testid="interval">{interval(a.passRateLow, a.passRateHigh)}</strong>
          </p>
        </>
      )}
    </div>
  );
}

export function Scorecards() {
  const url = useLocation();
  const pager = decode(url.searchParams.get('page'));
  const q = useQuery(ScorecardsQuery, { first: PAGE_SIZE, after: pager.after || null });
  const [picked, setPicked] = useState<string[]>([]);
  const now = useNow(5000);
  // A child run's change moves its scorecard: reload the page, at most every two seconds.
  const reload = useThrottled(q.reload, 2000);
  useEffect(() => subscribe(RunEventsSub, {}, { next: ({ runEvents: r }) => r.scorecardID != null && reload() }), []);

  const list = (q.data?.scorecards.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const [a, b] = baselineFirst(picked);
  return (
    <section>
      <div class="head">
        <h1>
          Scorecards <span class="live" title="updates live" aria-label="live" />
        </h1>
        <a class="button primary" href="/submit#scorecard">
          Submit a scorecard
        </a>
      </div>
      <div class="toolbar">
        <button class="primary" disabled={picked.length !== 2} onClick={() => navigate(comparePath(a, b))}>
          Compare selected
        </button>
        <span class="muted" aria-live="polite">
          {picked.length === 2 ? `#${a} (baseline) with #${b}` : 'Pick two scorecards to compare.'}
        </span>
      </div>
      <ErrorBox error={q.error} />
      {q.loading && !q.data ? (
        <Loading />
      ) : (
        <div class="scroll">
          <table data-testid="scorecards">
            <thead>
              <tr>
                <th>
                  <span class="sr">Compare</span>
                </th>
                <th>Scorecard</th>
                <th>Status</th>
                <th>Pass rate</th>
                <th>Cases</th>
                <th class="hide-sm">Runtime</th>
                <th class="hide-sm">Harness</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id} data-status={s.status}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Compare ${s.name} #${s.id}`}
                      checked={picked.includes(s.id)}
                      onChange={() => setPicked((p) => pickTwo(p, s.id))}
                    />
                  </td>
                  <td>
                    <a href={scorecardPath(s.id)}>{s.name}</a> <span class="muted">#{s.id}</span>
                  </td>
                  <td>
                    <Status status={s.status} />
                  </td>
                  <td>{decided(s.aggregate) ? pct(s.aggregate.passRate) : <span class="muted">—</span>}</td>
                  <td>
                    <span class="ok">{s.aggregate.passed}</span>/<span class="error">{s.aggregate.failed}</span>/
                    <span class="warn">{s.aggregate.errored}</span>
                    {s.aggregate.unscored > 0 && (
                      <>
                        {' '}
                        <span class="badge v-unscored" title="unscored: a judge could not grade">
                          {s.aggregate.unscored} unscored
                        </span>
                      </>
                    )}{' '}
                    <span class="muted">of {s.total}</span>
                  </td>
                  <td class="hide-sm">{s.runtime}</td>
                  <td class="hide-sm">{s.harnessName}</td>
                  <td title={s.createdAt}>{ago(s.createdAt, now)}</td>
                </tr>
              ))}
              {list.length === 0 && (
                <tr>
                  <td colSpan={8} class="muted">
                    No scorecards yet: <a href="/submit#scorecard">upload a cases file</a>.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <p class="muted legend-line">
        Cases: <span class="ok">passed</span>/<span class="error">failed</span>/<span class="warn">errored</span> of all.
      </p>
      <nav class="pager" aria-label="pages">
        <button disabled={pager.back.length === 0} onClick={() => setParam(url, 'page', encode(prev(pager)))}>
          ← Newer
        </button>
        <span class="muted">
          page {pageNumber(pager)} · {q.data?.scorecards.totalCount ?? 0} scorecards
        </span>
        <button
          disabled={!q.data?.scorecards.pageInfo.hasNextPage}
          onClick={() => setParam(url, 'page', encode(next(pager, q.data?.scorecards.pageInfo.endCursor)))}
        >
          Older →
        </button>
      </nav>
    </section>
  );
}

/** Trend: pass rate and case latency across the tenant's last scorecards of this one's name (scorecardTrend). */
function Trend({ id, name, settledAt }: { id: string; name: string; settledAt: string | null }) {
  // Read once, and again when this scorecard settles (its own point moves until then).
  const q = useQuery(ScorecardTrend, { name, last: TREND_LAST });
  const loadedAt = useRef(settledAt);
  useEffect(() => {
    if (settledAt && settledAt !== loadedAt.current) (loadedAt.current = settledAt), q.reload();
  }, [settledAt]);
  if (q.error) return <ErrorBox error={q.error} />;
  const s = trendSeries(q.data?.scorecardTrend ?? [], id);
  if (s.t.length < 2) return null;
  const where = s.current >= 0 ? ` (this is #${s.current + 1})` : '';
  return (
    <details class="trend" open data-testid="trend" data-points={s.t.length}>
      <summary>
        Trend across the last {s.t.length} scorecards named <strong>{name}</strong>
        {where}
      </summary>
      <div class="grid2">
        <Chart
          testid="trend-pass-rate"
          title="Pass rate (%) with its 95% interval"
          t={s.t}
          yMax={100}
          series={[
            { label: 'pass rate', values: s.rate, color: '#059669' },
            { label: 'low', values: s.low, color: '#94a3b8', dash: true },
            { label: 'high', values: s.high, color: '#94a3b8', dash: true },
          ]}
          height={200}
        />
        <Chart
          testid="trend-latency"
          title="Case latency (s)"
          t={s.t}
          series={[
            { label: 'p50', values: s.p50, color: '#2563eb' },
            { label: 'p95', values: s.p95, color: '#d97706', dash: true },
          ]}
          height={200}
        />
      </div>
    </details>
  );
}

export function ScorecardDetail({ id }: { id: string }) {
  const q = useQuery(ScorecardQuery, { id });
  const [live, setLive] = useState<ScorecardFullFragment | null>(null);
  const [cancelError, setCancelError] = useState<ApiError | null>(null);
  const [canceling, setCanceling] = useState(false);
  const [subError, setSubError] = useState<ApiError | null>(null);
  useEffect(
    () =>
      subscribe(ScorecardUpdatedSub, { id }, {
        next: (d) => (setLive(d.scorecardUpdated), setSubError(null)),
        error: setSubError,
      }),
    [id],
  );
  const sc = live ?? q.data?.scorecard ?? null;

  async function cancel() {
    setCanceling(true);
    setCancelError(null);
    try {
      setLive((await request(CancelScorecard, { id })).cancelScorecard);
    } catch (e) {
      setCancelError(asApiError(e));
    } finally {
      setCanceling(false);
    }
  }

  if (q.loading && !sc) return <Loading />;
  if (q.error && !sc && q.error.code !== 'NOT_FOUND' && q.error.code !== 'BAD_USER_INPUT') return <ErrorBox error={q.error} />;
  if (!sc) return <NotFound what={<>There is no scorecard {id} in your tenant.</>} />;

  const a = sc.aggregate;
  const prog = progress(a);
  const bars = runtimeBars(a.runtimes);
  return (
    <section>
      <div class="head">
        <h1>
          {sc.name} <span class="muted">#{sc.id}</span> <Status status={sc.status} />
          {!settled(sc.status) && <span class="live" title="updates live" aria-label="live" />}
        </h1>
        {!settled(sc.status) && (
          <Confirm
            label="Cancel scorecard"
            question="Cancel this scorecard and every run of it not yet settled?"
            confirmLabel="Confirm cancel"
            onConfirm={cancel}
            busy={canceling && 'Canceling…'}
          />
        )}
      </div>
      <ErrorBox error={cancelError ?? subError} />
      {!settled(sc.status) && sc.waitingReason && (
        <div class="notice" data-testid="waiting">
          <strong>Waiting:</strong> {sc.waitingReason}
        </div>
      )}
      <div class="grid2">
        <PassRate a={a} />
        <div class="card">
          <h2>Progress</h2>
          <progress max={Math.max(1, prog.total)} value={prog.done} aria-label="cases done" />
          <p data-testid="aggregate" data-done={prog.done} data-cases={a.cases}>
            <strong>
              {prog.done}/{a.cases} done
            </strong>
            : <span class="ok">{a.passed} passed</span>, <span class="error">{a.failed} failed</span>,{' '}
            <span class="warn">{a.errored} errored</span>,{' '}
            {a.unscored > 0 && (
              <>
                <span class="badge v-unscored" data-testid="unscored" title="A judge could not grade these: left out of the pass rate.">
                  {a.unscored} unscored
                </span>
                ,{' '}
              </>
            )}
            {a.running} running, {a.queued} queued
            {a.canceled > 0 && `, ${a.canceled} canceled`}
          </p>
          <dl class="facts">
            <dt>Cost</dt>
            <dd>{usd(a.costUsd)}</dd>
            <dt>Judge cost</dt>
            <dd data-testid="judge-cost">
              {usd(a.judgeCostUsd)} <span class="muted">(apart from the agents' cost)</span>
            </dd>
            <dt>Latency</dt>
            <dd>
              p50 {duration(a.latencyP50Ms)} · p95 {duration(a.latencyP95Ms)}
            </dd>
            <dt>Retries</dt>
            <dd>
              {a.retries} <span class="muted">(up to {sc.maxAttempts} tries a case)</span>
            </dd>
            <dt>Runtime</dt>
            <dd>{sc.runtime}</dd>
            <dt>Harness</dt>
            <dd>{sc.harnessName}</dd>
            <dt>By</dt>
            <dd>
              {sc.createdBy} <span class="muted">· {sc.priority.toLowerCase()}</span>
            </dd>
            <dt>Created</dt>
            <dd title={sc.createdAt}>{new Date(sc.createdAt).toLocaleString()}</dd>
            {sc.finishedAt && (
              <>
                <dt>Took</dt>
                <dd>{elapsed(sc.createdAt, sc.finishedAt, Date.now())}</dd>
              </>
            )}
          </dl>
        </div>
      </div>

      <Trend id={sc.id} name={sc.name} settledAt={sc.finishedAt ?? null} />

      <h2>By runtime</h2>
      {bars.labels.length > 0 && <BarChart testid="runtime-chart" title="Cases by runtime and outcome" labels={bars.labels} series={bars.series} height={200} />}
      <div class="scroll">
        <table data-testid="runtimes-table">
          <thead>
            <tr>
              <th>Runtime</th>
              <th>Cases</th>
              <th>Passed</th>
              <th>Failed</th>
              <th>Errored</th>
              <th>Pass rate</th>
              <th class="hide-sm">Cost</th>
            </tr>
          </thead>
          <tbody>
            {a.runtimes.map((r) => (
              <tr key={r.runtime}>
                <td>
                  <a href={runtimePath(r.runtime.split('@')[0])}>{r.runtime}</a>
                </td>
                <td>{r.cases}</td>
                <td>{r.passed}</td>
                <td>{r.failed}</td>
                <td>{r.errored}</td>
                <td>{pct(rate(r))}</td>
                <td class="hide-sm">{usd(r.costUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {a.models.some((m) => m.model !== '') && (
        <>
          <h2>By model</h2>
          <div class="scroll">
            <table data-testid="models-table">
              <thead>
                <tr>
                  <th>Model</th>
                  <th>Cases</th>
                  <th>Passed</th>
                  <th>Failed</th>
                  <th>Errored</th>
                  <th>Pass rate</th>
                  <th class="hide-sm">Cost</th>
                </tr>
              </thead>
              <tbody>
                {a.models.map((m) => (
                  <tr key={m.model} data-model={m.model}>
                    <td>
                      <code>{m.model || '—'}</code>
                    </td>
                    <td>{m.cases}</td>
                    <td>{m.passed}</td>
                    <td>{m.failed}</td>
                    <td>{m.errored}</td>
                    <td>{pct(m.passRate)}</td>
                    <td class="hide-sm">{usd(m.costUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {(a.graders.length > 0 || a.failures.length > 0) && (
        <div class="grid2">
          {a.graders.length > 0 && (
            <div>
              <h2>Graders</h2>
              <table class="compact" data-testid="graders">
                <thead>
                  <tr>
                    <th>Grader</th>
                    <th>Passed</th>
                    <th>Failed</th>
                    <th>Unscored</th>
                  </tr>
                </thead>
                <tbody>
                  {a.graders.map((g) => (
                    <tr key={g.kind}>
                      <td>{g.kind}</td>
                      <td>{g.passed}</td>
                      <td>{g.failed}</td>
                      <td>{g.unscored}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {a.failures.length > 0 && (
            <div>
              <h2>Errors</h2>
              <table class="compact" data-testid="failures">
                <thead>
                  <tr>
                    <th>Class</th>
                    <th>Code</th>
                    <th>Cases</th>
                  </tr>
                </thead>
                <tbody>
                  {a.failures.map((f) => (
                    <tr key={`${f.class}/${f.code}`}>
                      <td>
                        <span class="badge v-fail">{f.class}</span>
                      </td>
                      <td>
                        <code>{f.code}</code>
                      </td>
                      <td>{f.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}

      <CompareWith id={sc.id} />
      <Children id={sc.id} />
    </section>
  );
}

/** CompareWith picks a baseline for this scorecard and opens the compare page. */
function CompareWith({ id }: { id: string }) {
  const list = useQuery(ScorecardsQuery, { first: 50, after: null });
  const others = (list.data?.scorecards.edges ?? []).flatMap((e) => (e?.node && e.node.id !== id ? [e.node] : []));
  const [baseline, setBaseline] = useState('');
  // Offer the latest scorecard before this one; the older of the two is the baseline.
  const chosen = baseline || others.find((s) => Number(s.id) < Number(id))?.id || others[0]?.id || '';
  if (!others.length) return null;
  return (
    <form
      class="toolbar"
      aria-label="Compare with another scorecard"
      onSubmit={(e) => {
        e.preventDefault();
        const [a, b] = baselineFirst([chosen, id]);
        navigate(comparePath(a, b));
      }}
    >
      <label>
        Compare with{' '}
        <select name="baseline" value={chosen} onChange={(e) => setBaseline(e.currentTarget.value)}>
          {others.map((s) => (
            <option value={s.id}>
              #{s.id} {s.name}
            </option>
          ))}
        </select>
      </label>
      <button>Compare</button>
      <span class="muted">(the older is the baseline)</span>
    </form>
  );
}

/** Children: the scorecard's child runs, a page at a time, updated live. */
function Children({ id }: { id: string }) {
  const url = useLocation();
  const pager = decode(url.searchParams.get('runs'));
  const q = useQuery(ScorecardRuns, { scorecard: Number(id), first: RUNS_PAGE_SIZE, after: pager.after || null });
  const now = useNow(5000);
  const lastPage = !!q.data && !q.data.runs.pageInfo.hasNextPage;
  useEffect(
    () =>
      subscribe(RunEventsSub, {}, {
        next: ({ runEvents: r }) => {
          if (r.scorecardID !== Number(id)) return;
          q.set((d) => {
            const edges = d.runs.edges ?? [];
            const i = edges.findIndex((e) => e?.node?.id === r.id);
            if (i >= 0) {
              const copy = edges.slice();
              copy[i] = { ...copy[i]!, node: r };
              return { ...d, runs: { ...d.runs, edges: copy } };
            }
            // A retry is a new child: it lands at the end of the list.
            if (!lastPage || edges.length >= RUNS_PAGE_SIZE) return d;
            return { ...d, runs: { ...d.runs, totalCount: d.runs.totalCount + 1, edges: [...edges, { node: r }] } };
          });
        },
      }),
    [id, pager.after, lastPage],
  );
  const runs: RunRowFragment[] = (q.data?.runs.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      <h2 id="runs">Runs</h2>
      <ErrorBox error={q.error} />
      {q.loading && !q.data ? (
        <Loading />
      ) : (
        <div class="scroll">
          <table data-testid="children">
            <thead>
              <tr>
                <th>Case</th>
                <th>Status</th>
                <th>Verdict</th>
                <th>Runtime</th>
                <th class="hide-sm">Duration</th>
                <th class="hide-sm">Cost</th>
                <th class="hide-sm">Created</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} data-status={r.status} data-case={r.caseID}>
                  <td>
                    <a href={runPath(r.id)}>{r.caseID}</a>
                    {r.try > 1 && <span class="muted"> try {r.try}</span>}
                  </td>
                  <td>
                    <Status status={r.status} verdict={r.result?.verdict} />
                    {r.phase === 'GRADING' && <> <span class="badge st-running">grading</span></>}
                  </td>
                  <td>{r.error ? <span class="badge v-fail">{r.error.class}</span> : <Verdict verdict={r.result?.verdict} />}</td>
                  <td>{r.runtime}</td>
                  <td class="hide-sm">{elapsed(r.startedAt, r.finishedAt, now)}</td>
                  <td class="hide-sm">{usd(r.costUsd)}</td>
                  <td class="hide-sm" title={r.createdAt}>
                    {ago(r.createdAt, now)}
                  </td>
                </tr>
              ))}
              {runs.length === 0 && (
                <tr>
                  <td colSpan={7} class="muted">
                    No runs.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {(pager.back.length > 0 || q.data?.runs.pageInfo.hasNextPage) && (
        <nav class="pager" aria-label="pages of runs">
          <button disabled={pager.back.length === 0} onClick={() => setParam(url, 'runs', encode(prev(pager)))}>
            ← Previous
          </button>
          <span class="muted">
            page {pageNumber(pager)} · {q.data?.runs.totalCount ?? 0} runs
          </span>
          <button disabled={!q.data?.runs.pageInfo.hasNextPage} onClick={() => setParam(url, 'runs', encode(next(pager, q.data?.runs.pageInfo.endCursor)))}>
            Next →
          </button>
        </nav>
      )}
    </>
  );
}

type CaseRun = NonNullable<NonNullable<NonNullable<CaseRunsQuery['a']['edges']>[number]>['node']>;

/** latestByCase keeps each case's latest try. */
function latestByCase(runs: readonly CaseRun[]): Map<string, CaseRun> {
  const out = new Map<string, CaseRun>();
  for (const r of runs) if ((out.get(r.caseID)?.try ?? 0) < r.try) out.set(r.caseID, r);
  return out;
}

function Outcome({ r }: { r: CaseRun | undefined }) {
  if (!r) return <span class="muted">—</span>;
  return (
    <a href={runPath(r.id)}>{r.error ? <span class="badge v-fail">{r.error.class}</span> : r.result ? <Verdict verdict={r.result.verdict} /> : r.status.toLowerCase()}</a>
  );
}

export function ScorecardCompare() {
  const url = useLocation();
  const { a, b } = readCompare(url.searchParams);
  const list = useQuery(ScorecardsQuery, { first: 50, after: null });
  const ready = !!a && !!b && a !== b;
  const q = useQuery(CompareScorecards, { a, b }, !ready);
  const options = (list.data?.scorecards.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const cmp = ready ? q.data : null;
  const view = cmp?.a && cmp.b ? compareView(cmp.a, cmp.b, cmp.compareScorecards) : null;
  const flipped = view?.cases.slice(0, CASE_LINKS).map((c) => c.caseId) ?? [];
  const runs = useQuery(CaseRuns, { a: Number(a), b: Number(b), cases: flipped }, !view || flipped.length === 0);
  const edges = (x: CaseRunsQuery['a'] | undefined) => (x?.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const runsA = latestByCase(edges(runs.data?.a));
  const runsB = latestByCase(edges(runs.data?.b));

  const pick = (k: 'a' | 'b') => (e: Event) => {
    const v = (e.currentTarget as HTMLSelectElement).value;
    navigate(comparePath(k === 'a' ? v : a, k === 'b' ? v : b), true);
  };
  const choices = (cur: string) => {
    const known = options.some((s) => s.id === cur);
    return (
      <>
        <option value="">choose…</option>
        {cur && !known && <option value={cur}>#{cur}</option>}
        {options.map((s) => (
          <option value={s.id}>
            #{s.id} {s.name} ({s.status.toLowerCase()})
          </option>
        ))}
      </>
    );
  };
  return (
    <section>
      <h1>Compare scorecards</h1>
      <form class="toolbar" aria-label="Scorecards to compare" onSubmit={(e) => e.preventDefault()}>
        <label>
          Baseline (a){' '}
          <select name="a" value={a} onChange={pick('a')}>
            {choices(a)}
          </select>
        </label>
        <label>
          Candidate (b){' '}
          <select name="b" value={b} onChange={pick('b')}>
            {choices(b)}
          </select>
        </label>
        <button type="button" disabled={!a && !b} onClick={() => navigate(comparePath(b, a), true)}>
          Swap
        </button>
      </form>
      <ErrorBox error={list.error} />
      {!ready && <p class="muted">{a && a === b ? 'Pick two different scorecards.' : 'Pick a baseline and a candidate: cases are paired by id.'}</p>}
      {ready && <ErrorBox error={q.error} />}
      {ready && q.loading && !q.data && <Loading />}
      {cmp && (!cmp.a || !cmp.b) && <p class="muted">No such scorecard in your tenant.</p>}
      {view && cmp?.a && cmp.b && (
        <>
          <p class={`notice compare-${view.direction}`} data-testid="compare-verdict" role="status">
            {view.verdict}
          </p>
          <div class="scroll">
            <table data-testid="compare-summary">
              <thead>
                <tr>
                  <th />
                  <th class="name">
                    a: <a href={scorecardPath(cmp.a.id)}>{cmp.a.name}</a> <span class="muted">#{cmp.a.id}</span>
                  </th>
                  <th class="name">
                    b: <a href={scorecardPath(cmp.b.id)}>{cmp.b.name}</a> <span class="muted">#{cmp.b.id}</span>
                  </th>
                  <th>Change</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Pass rate, paired cases ({view.paired})</th>
                  <td>{pct(view.passRateA)}</td>
                  <td>{pct(view.passRateB)}</td>
                  <td>{signedPts(view.delta)}</td>
                </tr>
                <tr>
                  <th scope="row">Pass rate, all (95% interval)</th>
                  <td>
                    {decided(cmp.a.aggregate) ? pct(cmp.a.aggregate.passRate) : '—'}{' '}
                    <span class="muted">({interval(cmp.a.aggregate.passRateLow, cmp.a.aggregate.passRateHigh)})</span>
                  </td>
                  <td>
                    {decided(cmp.b.aggregate) ? pct(cmp.b.aggregate.passRate) : '—'}{' '}
                    <span class="muted">({interval(cmp.b.aggregate.passRateLow, cmp.b.aggregate.passRateHigh)})</span>
                  </td>
                  <td />
                </tr>
                <tr>
                  <th scope="row">Status</th>
                  <td>
                    <Status status={cmp.a.status} />
                  </td>
                  <td>
                    <Status status={cmp.b.status} />
                  </td>
                  <td />
                </tr>
                <tr>
                  <th scope="row">McNemar's test</th>
                  <td colSpan={2}>
                    {view.pValue} · {view.cases.filter((c) => c.change === 'fixed').length} fixed, {view.cases.filter((c) => c.change === 'regressed').length}{' '}
                    regressed, {view.unchanged} unchanged
                  </td>
                  <td>{view.significant ? <strong>significant</strong> : <span class="muted">not significant</span>}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <h2>By runtime</h2>
          <div class="scroll">
            <table data-testid="compare-runtimes">
              <thead>
                <tr>
                  <th>Runtime</th>
                  <th>a: passed / decided</th>
                  <th>b: passed / decided</th>
                  <th>a</th>
                  <th>b</th>
                  <th>Change</th>
                </tr>
              </thead>
              <tbody>
                {view.runtimes.map((r) => (
                  <tr key={r.runtime}>
                    <td>{r.runtime}</td>
                    <td>{r.a ? `${r.a.passed} / ${decided(r.a)}` : '—'}</td>
                    <td>{r.b ? `${r.b.passed} / ${decided(r.b)}` : '—'}</td>
                    <td>{pct(r.rateA)}</td>
                    <td>{pct(r.rateB)}</td>
                    <td>{signedPts(r.delta)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>Cases that changed</h2>
          {view.cases.length === 0 ? (
            <p class="muted" data-testid="compare-cases">
              No paired case changed its outcome.
            </p>
          ) : (
            <div class="scroll">
              <table data-testid="compare-cases">
                <thead>
                  <tr>
                    <th>Case</th>
                    <th>Change</th>
                    <th>a</th>
                    <th>b</th>
                  </tr>
                </thead>
                <tbody>
                  {view.cases.map((c) => (
                    <tr key={c.caseId} data-change={c.change}>
                      <td>{c.caseId}</td>
                      <td>{c.change === 'fixed' ? <span class="badge v-pass">fixed</span> : <span class="badge v-fail">regressed</span>}</td>
                      <td>
                        <Outcome r={runsA.get(c.caseId)} />
                      </td>
                      <td>
                        <Outcome r={runsB.get(c.caseId)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
