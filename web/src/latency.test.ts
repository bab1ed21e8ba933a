import { describe, expect, it } from 'vitest';
import { latencySeries } from './latency';

const run = (status: string, start: string | null, end: string | null, verdict?: string) => ({
  status,
  startedAt: start,
  finishedAt: end,
  result: verdict ? { verdict } : null,
});

describe('latencySeries', () => {
  it('orders settled runs by finish time and splits passes from the rest', () => {
    const got = latencySeries([
      run('FAILED', '2026-01-01T00:00:10Z', '2026-01-01T00:00:40Z'),
      run('SUCCEEDED', '2026-01-01T00:00:00Z', '2026-01-01T00:00:05Z', 'PASS'),
      run('SUCCEEDED', '2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z', 'FAIL'),
      run('RUNNING', '2026-01-01T00:00:00Z', null),
      run('FAILED', null, '2026-01-01T00:00:01Z'), // canceled while queued: never ran
    ]);
    const t0 = Date.parse('2026-01-01T00:00:00Z') / 1000;
    expect(got).toEqual({ t: [t0 + 5, t0 + 40, t0 + 60], pass: [5, null, null], fail: [null, 30, 60] });
  });
});
