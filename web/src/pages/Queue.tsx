import { useEffect, useRef, useState } from 'preact/hooks';
import { request, subscribe } from '../api';
import type { ApiError } from '../api';
import { Chart, color, type ChartSeries } from '../components/Chart';
import { Holders, Wait } from '../components/Holders';
import { ErrorBox, Loading } from '../components/ui';
import { ago } from '../format';
import type { QueuedRunsQuery, QueueHistoryQuery, QueueSnapshotSubscription } from '../gql/graphql';
import { asApiError, useNow } from '../hooks';
import { QueuedRuns, QueuePast, QueueSub } from '../ops';
import { runPath } from '../router';
import { record, shareSeries, slotSeries, withPast, type Sample } from '../shares';

type Snapshot = QueueSnapshotSubscription['queueSnapshot'];

type Past = QueueHistoryQuery['queueHistory'][number];

function pastSample(p: Past): Sample {
  return {
    t: Date.parse(p.at) / 1000,
    tenants: p.tenants.map((x) => ({ ...x })),
    inFlight: Object.fromEntries(p.runtimes.map((r) => [r.runtime, r.inFlight])),
  };
}

function sampleOf(s: Snapshot, t: number): Sample {
  return {
    t,
    tenants: s.tenants.map((x) => ({ ...x })),
    inFlight: Object.fromEntries(s.runtimes.map((r) => [r.runtime, r.inFlight])),
  };
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

export function Queue() {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [history, setHistory] = useState<Sample[]>([]);
  const [waiting, setWaiting] = useState<QueuedRunsQuery['runs'] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const last = useRef<Snapshot | null>(null);
  const now = useNow(5000);

  useEffect(() => {
    let refresh = 0;
    const loadWaiting = () => {
      if (refresh) return;
      refresh = window.setTimeout(() => {
        refresh = 0;
        request(QueuedRuns, {})
          .then((d) => setWaiting(d.runs))
          .catch((e) => setError(asApiError(e)));
      }, 500);
    };
    // The charts open with the server's last hour, then go on live.
    request(QueuePast, {})
      .then((d) => setHistory((h) => withPast(h, d.queueHistory.map(pastSample))))
      .catch((e) => setError(asApiError(e)));
    const stop = subscribe(QueueSub, {}, {
      next: (d) => {
        last.current = d.queueSnapshot;
        setSnap(d.queueSnapshot);
        setHistory((h) => record(h, sampleOf(d.queueSnapshot, Date.now() / 1000)));
        loadWaiting();
      },
      error: setError,
    });
    // The snapshot only comes on change; sample the last one so the chart keeps time.
    const tick = setInterval(() => {
      if (last.current) setHistory((h) => record(h, sampleOf(last.current!, Date.now() / 1000)));
    }, 5000);
    return () => {
      stop();
      clearInterval(tick);
      clearTimeout(refresh);
    };
  }, []);

  const shares = shareSeries(history);
  const shareLines: ChartSeries[] = [];
  Object.keys(shares.share).forEach((tenant, i) => {
    shareLines.push({ label: `${tenant} share`, values: shares.share[tenant], color: color(i) });
    shareLines.push({ label: `${tenant} fair`, values: shares.fair[tenant], color: color(i), dash: true });
  });
  const slots = slotSeries(history);
  const slotLines: ChartSeries[] = Object.entries(slots.byRuntime).map(([rt, v], i) => ({ label: rt, values: v, color: color(i) }));

  return (
    <section>
      <h1>
        Queue <span class="live" title="updates live" aria-label="live" />
      </h1>
      <ErrorBox error={error} />
      {!snap && !error && history.length === 0 && <Loading />}
      {(snap || history.length > 0) && (
        <>
          <p class="muted">
            {snap ? <>Updated {ago(snap.generatedAt, now)}. </> : <>Connecting… </>}Solid: the tenant's share of running runs; dashed: its weight's share among
            tenants with work.
          </p>
          <div class="grid2">
            <Chart testid="share-chart" title="Share of running runs vs weight" t={shares.t} series={shareLines} yMax={1} yFormat={pct} />
            <Chart testid="slots-chart" title="Slots in use per runtime" t={slots.t} series={slotLines} integer />
          </div>
        </>
      )}
      {snap && (
        <>
          <div class="grid2">
            <div class="scroll">
              <table data-testid="tenants">
                <thead>
                  <tr>
                    <th>Tenant</th>
                    <th>Weight</th>
                    <th>Queued</th>
                    <th>Running</th>
                  </tr>
                </thead>
                <tbody>
                  {snap.tenants.map((t) => (
                    <tr>
                      <td>{t.tenant}</td>
                      <td>{t.weight}</td>
                      <td>{t.queued}</td>
                      <td>{t.running}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div class="scroll">
              <table data-testid="runtime-load">
                <thead>
                  <tr>
                    <th>Runtime</th>
                    <th>Slots in use</th>
                    <th>Circuit</th>
                    <th>Held by</th>
                    <th>Queued</th>
                    <th>Est. wait</th>
                  </tr>
                </thead>
                <tbody>
                  {snap.runtimes.map((r) => (
                    <tr>
                      <td>{r.runtime}</td>
                      <td>
                        <meter min={0} max={Math.max(1, r.slots)} value={r.inFlight} aria-label={`${r.runtime} slots in use`} /> {r.inFlight} / {r.slots}
                      </td>
                      <td>
                        <span class={`badge circuit-${r.circuit.toLowerCase()}`}>{r.circuit.replace('_', ' ')}</span>
                      </td>
                      <td>
                        <Holders load={r} />
                      </td>
                      <td>{r.queued}</td>
                      <td>
                        <Wait ms={r.estimatedWaitMs ?? null} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
      <h2>Waiting runs</h2>
      {waiting && (
        <div class="scroll">
          <table data-testid="waiting-runs">
            <thead>
              <tr>
                <th>Run</th>
                <th>Runtime</th>
                <th>Why</th>
                <th>Ahead</th>
                <th>Queued</th>
              </tr>
            </thead>
            <tbody>
              {(waiting.edges ?? []).flatMap((e) =>
                e?.node
                  ? [
                      <tr>
                        <td>
                          <a href={runPath(e.node.id)}>{e.node.correlationId}</a>
                        </td>
                        <td>{e.node.runtime}</td>
                        <td>
                          {e.node.waitingReason ? (
                            <>
                              <span class="chip">{e.node.waitingReason.code}</span> {e.node.waitingReason.message}
                            </>
                          ) : (
                            <span class="muted">starting</span>
                          )}
                        </td>
                        <td>{e.node.waitingReason?.position ?? '—'}</td>
                        <td>{ago(e.node.createdAt, now)}</td>
                      </tr>,
                    ]
                  : [],
              )}
              {waiting.totalCount === 0 && (
                <tr>
                  <td colSpan={5} class="muted">
                    Nothing is waiting.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
