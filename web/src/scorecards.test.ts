import { describe, expect, it } from 'vitest';
import {
  baselineFirst,
  comparePath,
  compareView,
  formatP,
  interval,
  pct,
  pickTwo,
  progress,
  rate,
  readCompare,
  runtimeBars,
  signedPts,
  stack,
  trendSeries,
  type Comparison,
  type Side,
} from './scorecards';

const rt = (runtime: string, passed: number, failed: number, errored = 0, cases = passed + failed + errored) => ({ runtime, cases, passed, failed, errored });

describe('numbers as people read them', () => {
  it('renders rates, intervals, p-values and changes', () => {
    expect([pct(0.625), pct(0.5), pct(0.955), pct(0.055), pct(0.05), pct(1), pct(0), pct(null)]).toEqual(['63%', '50%', '95.5%', '5.5%', '5%', '100%', '0%', '—']);
    expect(interval(0.41, 0.79)).toBe('41–79%');
    expect([formatP(0.0312), formatP(0.0042), formatP(0.0001), formatP(1), formatP(0.5)]).toEqual(['p = 0.03', 'p = 0.004', 'p < 0.001', 'p = 1', 'p = 0.50']);
    expect([signedPts(0.12), signedPts(-0.035), signedPts(0), signedPts(null)]).toEqual(['+12 pts', '−3.5 pts', '±0 pts', '—']);
  });

  it('counts progress and the pass rate as the server does', () => {
    expect(progress({ cases: 10, passed: 2, failed: 1, errored: 1, canceled: 2, queued: 3, running: 1 })).toEqual({ done: 6, total: 10, fraction: 0.6 });
    // An unscored case is done, though the pass rate leaves it out.
    expect(progress({ cases: 10, passed: 2, failed: 1, errored: 1, canceled: 2, unscored: 2, queued: 1, running: 1 })).toEqual({ done: 8, total: 10, fraction: 0.8 });
    expect(rate({ cases: 4, passed: 1, failed: 1, errored: 2 })).toBe(0.25);
    expect(rate({ cases: 4, passed: 0, failed: 0, errored: 0 })).toBeNull();
  });
});

describe('the per-runtime chart', () => {
  it('shows each runtime by outcome, runtimes by name, what is not done on top', () => {
    const bars = runtimeBars([rt('b', 1, 0, 0, 3), rt('a', 2, 1, 1)]);
    expect(bars.labels).toEqual(['a', 'b']);
    expect(bars.series.map((s) => [s.label, s.values])).toEqual([
      ['passed', [2, 1]],
      ['failed', [1, 0]],
      ['errored', [1, 0]],
      ['not done', [0, 2]],
    ]);
  });

  it('stacks series into running totals', () => {
    expect(stack([[1, 2], [3, 0], [0, 5]])).toEqual([[1, 2], [4, 2], [4, 7]]);
    expect(stack([])).toEqual([]);
  });
});

describe('compareView', () => {
  const side = (id: string, name: string, runtimes: ReturnType<typeof rt>[]): Side => ({ id, name, aggregate: { runtimes } });
  const cmp = (over: Partial<Comparison>): Comparison => ({
    paired: 10,
    regressed: [],
    fixed: [],
    passRateA: 0.5,
    passRateB: 0.5,
    pValue: 1,
    significant: false,
    ...over,
  });

  it('pairs runtimes by name, with what only one side ran', () => {
    const v = compareView(side('1', 'base', [rt('pool', 3, 1), rt('old', 1, 1)]), side('2', 'cand', [rt('pool', 4, 0), rt('new', 0, 0, 0, 2)]), cmp({}));
    expect(v.runtimes).toEqual([
      { runtime: 'new', a: null, b: rt('new', 0, 0, 0, 2), rateA: null, rateB: null, delta: null },
      { runtime: 'old', a: rt('old', 1, 1), b: null, rateA: 0.5, rateB: null, delta: null },
      { runtime: 'pool', a: rt('pool', 3, 1), b: rt('pool', 4, 0), rateA: 0.75, rateB: 1, delta: 0.25 },
    ]);
  });

  it('lists the flipped cases, regressions first, and says which way a significant change went', () => {
    const v = compareView(
      side('1', 'base', []),
      side('2', 'cand', []),
      cmp({ paired: 30, fixed: ['z', 'f'], regressed: ['r2', 'r1', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10'], passRateA: 0.8, passRateB: 0.53, pValue: 0.0386, significant: true }),
    );
    expect(v.cases.slice(0, 3)).toEqual([
      { caseId: 'r1', change: 'regressed' },
      { caseId: 'r10', change: 'regressed' },
      { caseId: 'r2', change: 'regressed' },
    ]);
    expect(v.cases.slice(-2)).toEqual([
      { caseId: 'f', change: 'fixed' },
      { caseId: 'z', change: 'fixed' },
    ]);
    expect(v.unchanged).toBe(18);
    expect(v.direction).toBe('worse');
    expect(v.verdict).toBe('cand is worse than base: 2 fixed, 10 regressed — significant (McNemar p = 0.04).');
    expect(v.delta).toBeCloseTo(-0.27);
  });

  it('does not call a change the test does not', () => {
    const v = compareView(side('1', 'a', []), side('2', 'b', []), cmp({ fixed: ['x'], pValue: 1 }));
    expect(v.direction).toBe('same');
    expect(v.verdict).toBe('1 fixed, 0 regressed — not significant (McNemar p = 1).');
    expect(compareView(side('1', 'a', []), side('2', 'b', []), cmp({})).verdict).toBe('No paired case changed its outcome (McNemar p = 1).');
    expect(compareView(side('1', 'a', []), side('2', 'b', []), cmp({ paired: 0 })).direction).toBe('none');
  });
});

describe('the compare page URL and the picks', () => {
  it('round-trips a and b and ignores what is not an id', () => {
    expect(comparePath('3', '7')).toBe('/scorecards/compare?a=3&b=7');
    expect(comparePath('', '')).toBe('/scorecards/compare');
    const q = (p: string) => new URLSearchParams(p.split('?')[1] ?? '');
    expect(readCompare(q(comparePath('3', '7')))).toEqual({ a: '3', b: '7' });
    expect(readCompare(new URLSearchParams('a=0&b=x1'))).toEqual({ a: '', b: '' });
  });

  it('keeps at most two picks, the oldest pick dropping out, and makes the older scorecard the baseline', () => {
    expect(pickTwo(pickTwo(pickTwo([], '5'), '9'), '12')).toEqual(['9', '12']);
    expect(pickTwo(['5', '9'], '5')).toEqual(['9']);
    expect(baselineFirst(['12', '9'])).toEqual(['9', '12']);
  });
});

describe('the trend charts', () => {
  const point = (id: string, createdAt: string, decided: number, passRate: number, p50: number | null) => ({
    scorecard: { id },
    createdAt,
    decided,
    passRate,
    passRateLow: passRate / 2,
    passRateHigh: 1,
    latencyP50Ms: p50,
    latencyP95Ms: p50 == null ? null : p50 * 2,
  });

  it('orders the scorecards oldest first, rates in percent and latency in seconds, and finds the current one', () => {
    const s = trendSeries(
      [point('9', '2026-12-02T10:00:00Z', 4, 0.5, 3000), point('7', '2026-12-01T10:00:00Z', 3, 1, 1500)],
      '9',
    );
    expect(s.ids).toEqual(['7', '9']);
    expect(s.t).toEqual([Date.parse('2026-12-01T10:00:00Z') / 1000, Date.parse('2026-12-02T10:00:00Z') / 1000]);
    expect(s.rate).toEqual([100, 50]);
    expect(s.low).toEqual([50, 25]);
    expect(s.high).toEqual([100, 100]);
    expect(s.p50).toEqual([1.5, 3]);
    expect(s.p95).toEqual([3, 6]);
    expect(s.current).toBe(1);
  });

  it('leaves a gap for a scorecard with nothing decided or graded, not a 0%', () => {
    const s = trendSeries([point('1', '2026-12-01T10:00:00Z', 0, 0, null)], '2');
    expect(s.rate).toEqual([null]);
    expect(s.low).toEqual([null]);
    expect(s.p50).toEqual([null]);
    expect(s.current).toBe(-1);
  });

  it('breaks a tie of creation times by id', () => {
    const at = '2026-12-01T10:00:00Z';
    expect(trendSeries([point('12', at, 1, 1, 1), point('11', at, 1, 0, 1)]).ids).toEqual(['11', '12']);
  });
});
