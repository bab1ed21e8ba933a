// What a queued run waits for: the runs holding its runtime's slots and an
// estimate of the wait, from the queue snapshot.

export interface Load {
  runtime: string;
  slots: number;
  inFlight: number;
  p50DurationMs?: number | null;
}

/** loadOf is the queue line of the runtime a run names (`name` or `name@version`); null for none (an unplaced run). */
export function loadOf<L extends Load>(loads: readonly L[], runtimeRef: string): L | null {
  const name = runtimeRef.split('@')[0];
  return loads.find((l) => l.runtime === name) ?? null;
}

/**
 * waitMs is the server's formula (RuntimeLoad.estimatedWaitMs) applied to a
 * run with `ahead` queued runs before it: 0 when a slot is free and nothing
 * is ahead, else p50 × ceil((ahead + 1) / slots); null when unknown.
 */
export function waitMs(ahead: number, l: Load): number | null {
  if (ahead === 0 && l.inFlight < l.slots) return 0;
  if (l.p50DurationMs == null || l.slots <= 0) return null;
  return l.p50DurationMs * Math.ceil((ahead + 1) / l.slots);
}
