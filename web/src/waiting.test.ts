import { describe, expect, it } from 'vitest';
import { loadOf, waitMs } from './waiting';

const full = { runtime: 'pool', slots: 2, inFlight: 2, p50DurationMs: 10_000 };

describe('waitMs', () => {
  it('is zero with a free slot and nothing ahead', () => expect(waitMs(0, { ...full, inFlight: 1 })).toBe(0));
  it('is one median run while the first wave of slots is ahead', () => {
    expect(waitMs(0, full)).toBe(10_000);
    expect(waitMs(1, full)).toBe(10_000);
  });
  it('adds a median run per further wave', () => expect(waitMs(2, full)).toBe(20_000));
  it('is unknown without settled runs to go by', () => expect(waitMs(1, { ...full, p50DurationMs: null })).toBeNull());
});

describe('loadOf', () => {
  it('finds the line of a pinned version by the runtime name', () => expect(loadOf([full], 'pool@3')).toBe(full));
  it('is null for a runtime not in the snapshot', () => expect(loadOf([full], 'a,b')).toBeNull());
});
