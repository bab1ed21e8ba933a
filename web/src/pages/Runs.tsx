import { useEffect, useState } from 'preact/hooks';
import { subscribe } from '../api';
import { Chart } from '../components/Chart';
import { ErrorBox, Loading, Status, Verdict } from '../components/ui';
import { ago, correlationRunId, elapsed, usd } from '../format';
import type { RunRowFragment, RunStatus, RunWhereInput } from '../gql/graphql';
import { useNow, useQuery } from '../hooks';
import { RunEventsSub, RunsQuery } from '../ops';
import { latencySeries } from '../latency';
import { decode, encode, next, pageNumber, prev } from '../pagination';
import { navigate, runPath, useLocation } from '../router';

export const PAGE_SIZE = 25;
const STATUSES: RunStatus[] = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'];

/** matches says whether a run belongs in a list with these filters. */
export function matches(r: Pick<RunRowFragment, 'status' | 'runtime'>, status: string, runtime: string): boolean {
  return (!status || r.status === status) && (!runtime || r.runtime === runtime || r.runtime.startsWith(`${runtime}@`));
}

function setParams(url: URL, p: Record<string, string>) {
  for (const [k, v] of Object.entries(p)) {
    if (v) url.searchParams.set(k, v);
    else url.searchParams.delete(k);
  }
  navigate(url.pathname + url.search, true);
}

export function Runs() {
  const url = useLocation();
  const status = url.searchParams.get('status') ?? '';
  const runtime = url.searchParams.get('runtime') ?? '';
  const pager = decode(url.searchParams.get('page'));
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState('');
  const now = useNow(5000);
  const where: RunWhereInput = {};
  if (status) where.status = status as RunStatus;
  if (runtime) where.runtimeRef = runtime;
  const q = useQuery(RunsQuery, { first: PAGE_SIZE, after: pager.after || null, where });

  // Live: update rows in place; new runs that match appear on the first page.
  useEffect(
    () =>
      subscribe(RunEventsSub, {}, {
        next: ({ runEvents: r }) =>
          q.set((d) => {
            const edges = d.runs.edges ?? [];
            const i = edges.findIndex((e) => e?.node?.id === r.id);
            if (i >= 0) {
              const copy = edges.slice();
              copy[i] = { ...copy[i]!, node: r };
              return { ...d, runs: { ...d.runs, edges: copy } };
            }
            if (pager.after || !matches(r, status, runtime)) return d;
            const fresh = [{ node: r }, ...edges].slice(0, PAGE_SIZE);
            return { ...d, runs: { ...d.runs, totalCount: d.runs.totalCount + 1, edges: fresh } };
          }),
      }),
    [status, runtime, pager.after],
  );

  function find(ev: Event) {
    ev.preventDefault();
    const id = correlationRunId(search);
    if (!id) {
      setSearchError('Enter a correlation id like evd-run-42, or a run id.');
      return;
    }
    navigate(runPath(id));
  }

  const runs = (q.data?.runs.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const latency = latencySeries(runs);
  return (
    <section>
      <div class="head">
        <h1>
          Runs <span class="live" title="updates live" aria-label="live" />
        </h1>
        <a class="button primary" href="/submit">
          Submit a run
        </a>
      </div>
      <div class="toolbar">
        <label>
          Status{' '}
          <select name="status" value={status} onChange={(e) => setParams(url, { status: e.currentTarget.value, page: '' })}>
            <option value="">any</option>
            {STATUSES.map((s) => (
              <option value={s}>{s.toLowerCase()}</option>
            ))}
          </select>
        </label>
        <label>
          Runtime{' '}
          <input
            name="runtime"
            placeholder="name"
            value={runtime}
            onChange={(e) => setParams(url, { runtime: e.currentTarget.value.trim(), page: '' })}
          />
        </label>
        <form onSubmit={find} class="inline" role="search">
          <input
            name="search"
            aria-label="Find a run by correlation id"
            placeholder="evd-run-42"
            value={search}
            onInput={(e) => (setSearch(e.currentTarget.value), setSearchError(''))}
          />
          <button>Find</button>
        </form>
      </div>
      {searchError && <p class="error">{searchError}</p>}
      <ErrorBox error={q.error} />
      {q.loading && !q.data ? (
        <Loading />
      ) : (
        <div class="scroll">
          <table class="runs" data-testid="runs">
            <thead>
              <tr>
                <th>Run</th>
                <th>Status</th>
                <th>Verdict</th>
                <th>Runtime</th>
                <th class="hide-sm">Harness</th>
                <th class="hide-sm">Duration</th>
                <th class="hide-sm">Cost</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} data-status={r.status}>
                  <td>
                    <a href={runPath(r.id)}>{r.correlationId}</a>
                  </td>
                  <td>
                    <Status status={r.status} />
                  </td>
                  <td>{r.error ? <span class="badge v-fail">{r.error.class}</span> : <Verdict verdict={r.result?.verdict} />}</td>
                  <td>
                    {r.runtime}
                    {r.runtimeVersion != null && <span class="muted">@{r.runtimeVersion}</span>}
                  </td>
                  <td class="hide-sm">{r.harnessName}</td>
                  <td class="hide-sm">{elapsed(r.startedAt, r.finishedAt, now)}</td>
                  <td class="hide-sm">{usd(r.costUsd)}</td>
                  <td title={r.createdAt}>{ago(r.createdAt, now)}</td>
                </tr>
              ))}
              {runs.length === 0 && (
                <tr>
                  <td colSpan={8} class="muted">
                    No runs{status || runtime ? ' match these filters' : ' yet'}.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {latency.t.length > 1 && (
        <details class="latency" open>
          <summary>Latency of the settled runs on this page</summary>
          <Chart
            testid="latency-chart"
            title="Seconds from start to finish"
            t={latency.t}
            series={[
              { label: 'pass', values: latency.pass, color: '#059669', points: true },
              { label: 'other', values: latency.fail, color: '#dc2626', points: true },
            ]}
            height={180}
          />
        </details>
      )}
      <nav class="pager" aria-label="pages">
        <button disabled={pager.back.length === 0} onClick={() => setParams(url, { page: encode(prev(pager)) })}>
          ← Newer
        </button>
        <span class="muted">
          page {pageNumber(pager)} · {q.data?.runs.totalCount ?? 0} runs
        </span>
        <button
          disabled={!q.data?.runs.pageInfo.hasNextPage}
          onClick={() => setParams(url, { page: encode(next(pager, q.data?.runs.pageInfo.endCursor)) })}
        >
          Older →
        </button>
      </nav>
    </section>
  );
}
