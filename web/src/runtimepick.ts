// The submit form's runtime: which one it offers first, and how each is
// described in the picker (its capabilities and free slots, from the queue
// snapshot), kept free of the DOM so they can be unit-tested.

/** A runtime as the picker shows it. */
export interface PickRuntime {
  name: string;
  capabilities: string[];
}

/** A runtime's load, as the queue snapshot reports it. */
export interface PickLoad {
  runtime: string;
  slots: number;
  inFlight: number;
  circuit: string;
}

/** The localStorage key of the runtime this browser last submitted to. */
export const LAST_RUNTIME_KEY = 'everdict.lastRuntime';

/** free is a runtime's free slots (never negative), or null when the snapshot does not have it. */
export function free(name: string, loads: PickLoad[]): number | null {
  const l = loads.find((x) => x.runtime === name);
  return l ? Math.max(0, l.slots - l.inFlight) : null;
}

/**
 * defaultRuntime is the runtime the form offers: the one this browser last
 * submitted to while it is still listed (a reference like "pool@3", a list
 * "a,b" or "auto" is kept as typed), else the first runtime with a free slot
 * and a circuit that is not open, else the first one; "" when none is listed.
 */
export function defaultRuntime(runtimes: PickRuntime[], loads: PickLoad[], last: string | null): string {
  const names = runtimes.map((r) => r.name);
  if (last) {
    const parts = last.split(',').map((p) => p.trim().split('@')[0]);
    if (last === 'auto' || (parts.length > 0 && parts.every((p) => names.includes(p)))) return last;
  }
  const open = runtimes.find((r) => {
    const l = loads.find((x) => x.runtime === r.name);
    return l && l.slots - l.inFlight > 0 && l.circuit !== 'OPEN';
  });
  return open?.name ?? names[0] ?? '';
}

/** describe is a runtime's line in the picker: its capabilities and free slots. */
export function describe(r: PickRuntime, loads: PickLoad[]): string {
  const f = free(r.name, loads);
  const l = loads.find((x) => x.runtime === r.name);
  const parts = [r.capabilities.length ? r.capabilities.join(', ') : 'no capabilities'];
  if (f !== null && l) parts.push(`${f} of ${l.slots} slots free`);
  if (l?.circuit === 'OPEN') parts.push('circuit open');
  return parts.join(' · ');
}

/** unknownRuntime names the runtimes of a typed value that are not listed ("auto" and an empty value name none). */
export function unknownRuntime(value: string, runtimes: PickRuntime[]): string[] {
  const v = value.trim();
  if (!v || v === 'auto' || runtimes.length === 0) return [];
  const names = new Set(runtimes.map((r) => r.name));
  return v
    .split(',')
    .map((p) => p.trim().split('@')[0])
    .filter((p) => p && !names.has(p));
}
