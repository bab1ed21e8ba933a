import { describe, expect, it } from 'vitest';
import { record, shareSeries, slotSeries, withPast, type Sample } from './shares';

const s = (t: number, tenants: Sample['tenants'], inFlight: Record<string, number> = {}): Sample => ({ t, tenants, inFlight });

describe('queue history', () => {
  it('keeps only the samples inside the window', () => {
    let h: Sample[] = [];
    for (const t of [0, 100, 400, 650]) h = record(h, s(t, []), 600);
    expect(h.map((x) => x.t)).toEqual([100, 400, 650]);
  });

  it('opens with the server’s past samples before the live ones, none twice, within the window', () => {
    const live = [s(700, []), s(705, [])];
    const past = [s(705, []), s(690, []), s(50, []), s(100, [])];
    expect(withPast(live, past, 600).map((x) => x.t)).toEqual([690, 700, 705]);
    expect(withPast([], past, 600).map((x) => x.t)).toEqual([690, 705]);
    expect(withPast([], [], 600)).toEqual([]);
  });

  it('computes each tenant’s share of running runs against its weight among busy tenants', () => {
    const h = [
      s(1, [
        { tenant: 'a', queued: 3, running: 3, weight: 3 },
        { tenant: 'b', queued: 2, running: 1, weight: 1 },
        { tenant: 'idle', queued: 0, running: 0, weight: 4 },
      ]),
      s(2, [{ tenant: 'a', queued: 0, running: 0, weight: 3 }]),
    ];
    const got = shareSeries(h);
    expect(got.t).toEqual([1, 2]);
    expect(got.share).toEqual({ a: [0.75, null], b: [0.25, null], idle: [0, null] });
    expect(got.fair).toEqual({ a: [0.75, null], b: [0.25, null], idle: [0, null] });
  });

  it('lists slots in use per runtime, 0 where a runtime is absent', () => {
    const got = slotSeries([s(1, [], { local: 2 }), s(2, [], { local: 1, nomad: 3 })]);
    expect(got).toEqual({ t: [1, 2], byRuntime: { local: [2, 1], nomad: [0, 3] } });
  });
});
