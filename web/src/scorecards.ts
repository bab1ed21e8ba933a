// The scorecard pages' logic: progress and pass rates as people read them,
// the per-runtime chart's data, and the compare view built from what
// compareScorecards and the two aggregates return.

export interface Outcomes {
  cases: number;
  passed: number;
  failed: number;
  errored: number;
}

export interface RuntimeOutcomes extends Outcomes {
  runtime: string;
}

export interface Aggregate extends Outcomes {
  queued: number;
  running: number;
  canceled: number;
  /** Cases a judge could not grade: done, but not decided (left out of the pass rate). */
  unscored?: number;
}

export const settled = (status: string) => status === 'SUCCEEDED' || status === 'CANCELED';

/** pct renders a rate in [0, 1] as a whole percentage ("62%"), one decimal under 10% or over 90% when it is not whole. */
export function pct(x: number | null | undefined): string {
  if (x == null || !Number.isFinite(x)) return '—';
  const v = x * 100;
  if (Number.isInteger(v) || (v >= 10 && v <= 90)) return `${Math.round(v)}%`;
  return `${v.toFixed(1)}%`;
}

/** interval renders a Wilson interval: "41–79%". */
export function interval(low: number, high: number): string {
  return `${pct(low).replace('%', '')}–${pct(high)}`;
}

/** decided is how many cases have an outcome the pass rate counts. */
export function decided(o: Outcomes): number {
  return o.passed + o.failed + o.errored;
}

/** rate is passed / (passed + failed + errored), the server's passRate; null before any outcome. */
export function rate(o: Outcomes): number | null {
  const d = decided(o);
  return d === 0 ? null : o.passed / d;
}

/** progress: the cases done (decided, unscored or canceled) of all, and that as a fraction. */
export function progress(a: Aggregate): { done: number; total: number; fraction: number } {
  const done = decided(a) + (a.unscored ?? 0) + a.canceled;
  return { done, total: a.cases, fraction: a.cases === 0 ? 0 : done / a.cases };
}

export interface Bars {
  labels: string[];
  series: { label: string; values: number[]; color: string }[];
}

/** runtimeBars is the per-runtime chart: each runtime's cases by outcome, runtimes by name. */
export function runtimeBars(rows: readonly RuntimeOutcomes[]): Bars {
  const sorted = [...rows].sort((a, b) => a.runtime.localeCompare(b.runtime));
  const pending = (r: RuntimeOutcomes) => Math.max(0, r.cases - decided(r));
  return {
    labels: sorted.map((r) => r.runtime),
    series: [
      { label: 'passed', values: sorted.map((r) => r.passed), color: '#059669' },
      { label: 'failed', values: sorted.map((r) => r.failed), color: '#dc2626' },
      { label: 'errored', values: sorted.map((r) => r.errored), color: '#d97706' },
      { label: 'not done', values: sorted.map(pending), color: '#94a3b8' },
    ],
  };
}

/** stack turns series into the running totals a bar chart draws, bottom series first. */
export function stack(values: readonly (readonly number[])[]): number[][] {
  const out: number[][] = [];
  values.forEach((v, i) => out.push(v.map((x, j) => x + (i > 0 ? out[i - 1][j] : 0))));
  return out;
}

/** formatP renders a p-value: "p = 0.031", "p < 0.001". */
export function formatP(p: number): string {
  if (!Number.isFinite(p)) return 'p = —';
  if (p < 0.001) return 'p < 0.001';
  if (p >= 0.995) return 'p = 1';
  return `p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

export interface Comparison {
  paired: number;
  regressed: string[];
  fixed: string[];
  passRateA: number;
  passRateB: number;
  pValue: number;
  significant: boolean;
}

export interface Side {
  id: string;
  name: string;
  aggregate: { runtimes: readonly RuntimeOutcomes[] };
}

export interface RuntimeDiff {
  runtime: string;
  a: Outcomes | null;
  b: Outcomes | null;
  rateA: number | null;
  rateB: number | null;
  /** rateB − rateA when both have outcomes. */
  delta: number | null;
}

export interface CaseDiff {
  caseId: string;
  change: 'regressed' | 'fixed';
}

export interface CompareView {
  paired: number;
  unchanged: number;
  passRateA: number;
  passRateB: number;
  delta: number;
  pValue: string;
  significant: boolean;
  /** better, worse or same: the direction of the flips, and whether McNemar's test calls it. */
  direction: 'better' | 'worse' | 'same' | 'none';
  /** One sentence for the reader. */
  verdict: string;
  runtimes: RuntimeDiff[];
  cases: CaseDiff[];
}

/** compareView lays out compareScorecards(a, b) with both scorecards' runtimes: b is the candidate, a the baseline. */
export function compareView(a: Side, b: Side, c: Comparison): CompareView {
  const names = [...new Set([...a.aggregate.runtimes.map((r) => r.runtime), ...b.aggregate.runtimes.map((r) => r.runtime)])].sort();
  const runtimes = names.map((runtime): RuntimeDiff => {
    const ra = a.aggregate.runtimes.find((r) => r.runtime === runtime) ?? null;
    const rb = b.aggregate.runtimes.find((r) => r.runtime === runtime) ?? null;
    const rateA = ra && rate(ra);
    const rateB = rb && rate(rb);
    return { runtime, a: ra, b: rb, rateA, rateB, delta: rateA != null && rateB != null ? rateB - rateA : null };
  });
  const cases: CaseDiff[] = [
    ...[...c.regressed].sort().map((caseId) => ({ caseId, change: 'regressed' as const })),
    ...[...c.fixed].sort().map((caseId) => ({ caseId, change: 'fixed' as const })),
  ];
  const flips = c.fixed.length - c.regressed.length;
  let direction: CompareView['direction'];
  let verdict: string;
  const p = formatP(c.pValue);
  if (c.paired === 0) {
    direction = 'none';
    verdict = 'No case was decided in both scorecards: nothing to compare yet.';
  } else if (c.significant && flips !== 0) {
    direction = flips > 0 ? 'better' : 'worse';
    verdict = `${b.name} is ${direction} than ${a.name}: ${c.fixed.length} fixed, ${c.regressed.length} regressed — significant (McNemar ${p}).`;
  } else {
    direction = 'same';
    verdict =
      c.fixed.length + c.regressed.length === 0
        ? `No paired case changed its outcome (McNemar ${p}).`
        : `${c.fixed.length} fixed, ${c.regressed.length} regressed — not significant (McNemar ${p}).`;
  }
  return {
    paired: c.paired,
    unchanged: c.paired - c.regressed.length - c.fixed.length,
    passRateA: c.passRateA,
    passRateB: c.passRateB,
    delta: c.passRateB - c.passRateA,
    pValue: p,
    significant: c.significant,
    direction,
    verdict,
    runtimes,
    cases,
  };
}

/** signedPts renders a change of rate in percentage points: "+12 pts", "−3.5 pts", "±0 pts". */
export function signedPts(d: number | null): string {
  if (d == null || !Number.isFinite(d)) return '—';
  const v = Math.round(d * 1000) / 10;
  if (v === 0) return '±0 pts';
  const s = Number.isInteger(v) ? String(Math.abs(v)) : Math.abs(v).toFixed(1);
  return `${v > 0 ? '+' : '−'}${s} pts`;
}

/** comparePath is the compare page's URL: a the baseline, b the candidate. */
export function comparePath(a: string, b: string): string {
  const p = new URLSearchParams();
  if (a) p.set('a', a);
  if (b) p.set('b', b);
  const s = p.toString();
  return `/scorecards/compare${s ? `?${s}` : ''}`;
}

/** readCompare reads the two ids from the compare page's query string; anything but a positive integer is none. */
export function readCompare(params: URLSearchParams): { a: string; b: string } {
  const id = (k: string) => {
    const v = (params.get(k) ?? '').trim();
    return /^[1-9]\d*$/.test(v) ? v : '';
  };
  return { a: id('a'), b: id('b') };
}

/** pickTwo toggles id in a selection of at most two (the oldest pick drops out). */
export function pickTwo(sel: readonly string[], id: string): string[] {
  if (sel.includes(id)) return sel.filter((x) => x !== id);
  return [...sel, id].slice(-2);
}

/** baselineFirst orders two picked scorecard ids older first: the older is the baseline a. */
export function baselineFirst(ids: readonly string[]): string[] {
  return [...ids].sort((x, y) => Number(x) - Number(y));
}

export interface TrendPoint {
  scorecard: { id: string };
  createdAt: string;
  decided: number;
  passRate: number;
  passRateLow: number;
  passRateHigh: number;
  latencyP50Ms?: number | null;
  latencyP95Ms?: number | null;
}

export interface TrendSeries {
  /** When each scorecard was created, seconds since the epoch, ascending. */
  t: number[];
  ids: string[];
  /** Pass rate and its Wilson 95% interval in percent; null for a scorecard with no decided case. */
  rate: (number | null)[];
  low: (number | null)[];
  high: (number | null)[];
  /** Case latency in seconds; null before a graded case. */
  p50: (number | null)[];
  p95: (number | null)[];
  /** Where the scorecard on the page is among them (-1 when not). */
  current: number;
}

/** trendSeries shapes scorecardTrend's points for the trend charts: oldest first, rates in percent, latency in seconds. */
export function trendSeries(points: readonly TrendPoint[], currentId = ''): TrendSeries {
  const sorted = [...points].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || Number(a.scorecard.id) - Number(b.scorecard.id));
  const pctOf = (p: TrendPoint, v: number) => (p.decided > 0 ? Math.round(v * 1000) / 10 : null);
  const secs = (ms: number | null | undefined) => (ms == null ? null : ms / 1000);
  return {
    t: sorted.map((p) => Date.parse(p.createdAt) / 1000),
    ids: sorted.map((p) => p.scorecard.id),
    rate: sorted.map((p) => pctOf(p, p.passRate)),
    low: sorted.map((p) => pctOf(p, p.passRateLow)),
    high: sorted.map((p) => pctOf(p, p.passRateHigh)),
    p50: sorted.map((p) => secs(p.latencyP50Ms)),
    p95: sorted.map((p) => secs(p.latencyP95Ms)),
    current: sorted.findIndex((p) => p.scorecard.id === currentId),
  };
}
