import { useEffect, useState } from 'preact/hooks';
import { request, subscribe } from '../api';
import { Chart } from '../components/Chart';
import { ErrorBox, Loading, Status, Verdict } from '../components/ui';
import { ago, elapsed, findTarget, usd } from '../format';
import type { RunStatus, Verdict as VerdictT } from '../gql/graphql';
import { useNow, useQuery } from '../hooks';
import { FindCaseRun, RunEventsSub, RunsQuery, ScorecardNames } from '../ops';
import { latencySeries } from '../latency';
import { decode, encode, next, pageNumber, prev } from '../pagination';
import { navigate, runPath, scorecardPath, useLocation } from '../router';
import { active, includeChildren, matches, readFilters, search as filterSearch, STATUSES, toWhere, VERDICTS, withFilter, type RunFilters } from '../runfilters';

export const PAGE_SIZE = 25;

export function Runs() {
  const url = useLocation();
  const filters = readFilters(url.searchParams);
  const pager = decode(filters.page);
  const setFilters = (change: Partial<RunFilters>) => navigate(url.pathname + filterSearch(withFilter(filters, change)), true);
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState('');
  const now = useNow(5000);
  const q = useQuery(RunsQuery, {
    first: PAGE_SIZE,
    after: pager.after || null,
    where: toWhere(filters),
    includeChildren: includeChildren(filters),
  });

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
            if (pager.after || !matches(r, filters)) return d;
            const fresh = [{ node: r }, ...edges].slice(0, PAGE_SIZE);
            return { ...d, runs: { ...d.runs, edges: fresh } };
          }),
      }),
    [filterSearch(filters)],
  );

  async function find(ev: Event) {
    ev.preventDefault();
    const t = findTarget(search);
    if (!t) {
      setSearchError('Enter a run id, a correlation id (evd-run-42, evd-7-case-t2) or a case id.');
      return;
    }
    if ('run' in t) return navigate(runPath(t.run));
    if ('scorecard' in t) {
      const where = { scorecardID: Number(t.scorecard), caseID: t.caseId, ...(t.try ? { try: t.try } : {}) };
      try {
        const d = await request(FindCaseRun, { where });
        const id = d.runs.edges?.[0]?.node?.id;
        if (id) return navigate(runPath(id));
      } catch {
        // fall through: look for it as a case id
      }
    }
    setFilters({ case: t.caseId });
  }

  // Scorecard chips show the scorecard's name, read once per page of runs.
  const scIds = [...new Set((q.data?.runs.edges ?? []).flatMap((e) => (e?.node?.scorecardID != null ? [String(e.node.scorecardID)] : [])))].sort();
  const [scNames, setScNames] = useState<Record<string, string>>({});
  useEffect(() => {
    const missing = scIds.filter((i) => !(i in scNames));
    if (missing.length === 0) return;
    request(ScorecardNames, { ids: missing })
      .then((d) => {
        const names: Record<string, string> = {};
        for (const e of d.scorecards.edges ?? []) if (e?.node) names[e.node.id] = e.node.name;
        setScNames((cur) => ({ ...cur, ...names }));
      })
      .catch(() => {});
  }, [scIds.join(',')]);

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
          <select name="status" value={filters.status} onChange={(e) => setFilters({ status: e.currentTarget.value as RunStatus | '' })}>
            <option value="">any</option>
            {STATUSES.map((s) => (
              <option value={s}>{s.toLowerCase()}</option>
            ))}
          </select>
        </label>
        <label>
          Verdict{' '}
          <select name="verdict" value={filters.verdict} onChange={(e) => setFilters({ verdict: e.currentTarget.value as VerdictT | '' })}>
            <option value="">any</option>
            {VERDICTS.map((v) => (
              <option value={v}>{v.toLowerCase()}</option>
            ))}
          </select>
        </label>
        <label>
          Runtime{' '}
          <input
            name="runtime"
            placeholder="name"
            value={filters.runtime}
            onChange={(e) => setFilters({ runtime: e.currentTarget.value.trim() })}
          />
        </label>
        <label>
          Harness{' '}
          <input name="harness" placeholder="name" size={12} value={filters.harness} onChange={(e) => setFilters({ harness: e.currentTarget.value.trim() })} />
        </label>
        <label>
          Trigger{' '}
          <input
            name="trigger"
            placeholder="api, web, cli…"
            size={10}
            list="run-triggers"
            value={filters.trigger}
            onChange={(e) => setFilters({ trigger: e.currentTarget.value.trim().toLowerCase() })}
          />
          <datalist id="run-triggers">
            {['api', 'web', 'cli', 'mcp'].map((t) => (
              <option value={t} />
            ))}
          </datalist>
        </label>
        <label title="Created on or after this day (UTC)">
          From <input type="date" name="from" value={filters.from} onChange={(e) => setFilters({ from: e.currentTarget.value })} />
        </label>
        <label title="Created on or before this day (UTC)">
          To <input type="date" name="to" value={filters.to} onChange={(e) => setFilters({ to: e.currentTarget.value })} />
        </label>
        <label title="Runs of a scorecard are hidden unless this is on">
          <input
            type="checkbox"
            name="children"
            checked={filters.children === '1'}
            onChange={(e) => setFilters({ children: e.currentTarget.checked ? '1' : '' })}
          />{' '}
          Include scorecard runs
        </label>
        {filters.case && (
          <span class="chip" data-testid="case-filter">
            case {filters.case}{' '}
            <button class="link" onClick={() => setFilters({ case: '' })} aria-label="Clear the case filter">
              ×
            </button>
          </span>
        )}
        {active(filters) && (
          <button class="link" onClick={() => navigate(url.pathname, true)}>
            Clear filters
          </button>
        )}
        <form onSubmit={find} class="inline" role="search">
          <input
            name="search"
            aria-label="Find a run by correlation id"
            placeholder="run id, correlation id or case id"
            value={search}
            onInput={(e) => (setSearch(e.currentTarget.value), setSearchError(''))}
          />
          <button>Find</button>
        </form>
      </div>
      {searchError && <p class="error">{searchError}</p>}
      {q.data && (
        <p class="muted" data-testid="runs-count">
          {q.data.runs.totalCount.toLocaleString()} {q.data.runs.totalCount === 1 ? 'run' : 'runs'}
          {includeChildren(filters) ? '' : ' (standalone; turn on Include scorecard runs for a scorecard\'s)'}
        </p>
      )}
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
                <th class="hide-sm">Case</th>
                <th class="hide-sm">Harness</th>
                <th class="hide-sm">Model</th>
                <th class="hide-sm">Trigger</th>
                <th class="hide-sm">Duration</th>
                <th class="hide-sm">Exit</th>
                <th class="hide-sm">Cost</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} data-status={r.status}>
                  <td>
                    <a href={runPath(r.id)}>{r.correlationId}</a>
                    {r.scorecardID != null && (
                      <>
                        {' '}
                        <a class="chip" href={scorecardPath(String(r.scorecardID))} title="its scorecard">
                          {scNames[String(r.scorecardID)] ?? `scorecard #${r.scorecardID}`}
                        </a>
                      </>
                    )}
                  </td>
                  <td>
                    <Status status={r.status} verdict={r.result?.verdict} />
                    {r.phase === 'GRADING' && <> <span class="badge st-running">grading</span></>}
                  </td>
                  <td>{r.error ? <span class="badge v-fail">{r.error.class}</span> : <Verdict verdict={r.result?.verdict} />}</td>
                  <td>
                    {r.runtime}
                    {r.runtimeVersion != null && <span class="muted">@{r.runtimeVersion}</span>}
                  </td>
                  <td class="hide-sm case-id" title={r.caseID}>
                    <a href={filterSearch(withFilter(filters, { case: r.caseID }))} title="this case's runs">
                      {r.caseID}
                    </a>
                  </td>
                  <td class="hide-sm">
                    {r.harnessName}
                    {r.harnessVersion && <span class="muted">@{r.harnessVersion}</span>}
                  </td>
                  <td class="hide-sm" data-testid="run-model">
                    {r.model ? <code>{r.model}</code> : <span class="muted">—</span>}
                  </td>
                  <td class="hide-sm">{r.trigger}</td>
                  <td class="hide-sm">{elapsed(r.startedAt, r.finishedAt, now)}</td>
                  <td class="hide-sm" data-testid="run-exit">{r.result?.exitCode ?? '—'}</td>
                  <td class="hide-sm">{usd(r.costUsd)}</td>
                  <td title={r.createdAt}>{ago(r.createdAt, now)}</td>
                </tr>
              ))}
              {runs.length === 0 && (
                <tr>
                  <td colSpan={12} class="muted">
                    No runs{active(filters) ? ' match these filters' : ' yet'}.
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
        <button disabled={pager.back.length === 0} onClick={() => setFilters({ page: encode(prev(pager)) })}>
          ← Newer
        </button>
        {/* No total: counting every matching run would grow with the store on every page. */}
        <span class="muted">page {pageNumber(pager)}</span>
        <button
          disabled={!q.data?.runs.pageInfo.hasNextPage}
          onClick={() => setFilters({ page: encode(next(pager, q.data?.runs.pageInfo.endCursor)) })}
        >
          Older →
        </button>
      </nav>
    </section>
  );
}
