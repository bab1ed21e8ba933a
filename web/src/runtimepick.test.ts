import { describe as group, expect, it } from 'vitest';
import { defaultRuntime, describe, free, unknownRuntime, type PickLoad, type PickRuntime } from './runtimepick';

const rts: PickRuntime[] = [
  { name: 'alpha', capabilities: ['git'] },
  { name: 'beta', capabilities: ['git', 'browser'] },
  { name: 'gamma', capabilities: [] },
];
const loads: PickLoad[] = [
  { runtime: 'alpha', slots: 2, inFlight: 2, circuit: 'CLOSED' },
  { runtime: 'beta', slots: 4, inFlight: 1, circuit: 'OPEN' },
  { runtime: 'gamma', slots: 3, inFlight: 1, circuit: 'CLOSED' },
];

group('defaultRuntime', () => {
  it('is the runtime this browser last submitted to, while it is listed', () => {
    expect(defaultRuntime(rts, loads, 'beta')).toBe('beta');
    expect(defaultRuntime(rts, loads, 'alpha@3')).toBe('alpha@3');
    expect(defaultRuntime(rts, loads, 'alpha,gamma')).toBe('alpha,gamma');
    expect(defaultRuntime(rts, loads, 'auto')).toBe('auto');
  });
  it('is otherwise the first with a free slot and a circuit not open, not the alphabetically first', () => {
    expect(defaultRuntime(rts, loads, 'gone')).toBe('gamma');
    expect(defaultRuntime(rts, loads, null)).toBe('gamma');
  });
  it('falls back to the first listed, and to nothing', () => {
    expect(defaultRuntime(rts, [], null)).toBe('alpha');
    expect(defaultRuntime([], [], 'beta')).toBe('');
  });
});

group('the picker', () => {
  it('describes each runtime by its capabilities and free slots', () => {
    expect(describe(rts[0], loads)).toBe('git · 0 of 2 slots free');
    expect(describe(rts[1], loads)).toBe('git, browser · 3 of 4 slots free · circuit open');
    expect(describe(rts[2], [])).toBe('no capabilities');
    expect(free('alpha', [{ runtime: 'alpha', slots: 1, inFlight: 3, circuit: 'CLOSED' }])).toBe(0);
    expect(free('nope', loads)).toBeNull();
  });
  it('names a typed runtime that is not listed, as you type', () => {
    expect(unknownRuntime('alpha@3, nope ,beta', rts)).toEqual(['nope']);
    expect(unknownRuntime('auto', rts)).toEqual([]);
    expect(unknownRuntime('anything', [])).toEqual([]);
  });
});
