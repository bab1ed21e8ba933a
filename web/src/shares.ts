// The queue page's history: each snapshot of the queue, kept for the last
// few minutes, turned into chart series of every tenant's share of the
// running runs against its share of the weight.

export interface TenantPoint {
  tenant: string;
  queued: number;
  running: number;
  weight: number;
}

export interface Sample {
  /** Seconds since the epoch. */
  t: number;
  tenants: TenantPoint[];
  /** Slots in use per runtime. */
  inFlight: Record<string, number>;
}

/** The charts show the last hour: the server's samples (queueHistory), then live ones. */
export const WINDOW_SECONDS = 60 * 60;

/** record appends a sample and drops those older than the window. */
export function record(history: readonly Sample[], s: Sample, window = WINDOW_SECONDS): Sample[] {
  const out = history.filter((h) => h.t > s.t - window && h.t < s.t);
  out.push(s);
  return out;
}

/**
 * withPast puts the server's samples before the live ones: those older than
 * the first live sample, in time order, within the window of the newest.
 */
export function withPast(history: readonly Sample[], past: readonly Sample[], window = WINDOW_SECONDS): Sample[] {
  const first = history.length ? history[0].t : Infinity;
  const all = [...past.filter((p) => p.t < first).sort((a, b) => a.t - b.t), ...history];
  if (all.length === 0) return all;
  const newest = all[all.length - 1].t;
  return all.filter((s) => s.t > newest - window);
}

export interface Series {
  t: number[];
  /** Per tenant: its share of running runs (0–1), null when nothing runs. */
  share: Record<string, (number | null)[]>;
  /** Per tenant: its weight's share of the weights of tenants with work (0–1). */
  fair: Record<string, (number | null)[]>;
}

export function tenantsOf(history: readonly Sample[]): string[] {
  const names = new Set<string>();
  for (const s of history) for (const t of s.tenants) names.add(t.tenant);
  return [...names].sort();
}

/** shareSeries computes, at each sample, every tenant's actual and fair share. */
export function shareSeries(history: readonly Sample[]): Series {
  const names = tenantsOf(history);
  const out: Series = { t: [], share: {}, fair: {} };
  for (const n of names) {
    out.share[n] = [];
    out.fair[n] = [];
  }
  for (const s of history) {
    out.t.push(s.t);
    const running = s.tenants.reduce((a, t) => a + t.running, 0);
    const active = s.tenants.filter((t) => t.running + t.queued > 0);
    const weights = active.reduce((a, t) => a + t.weight, 0);
    for (const n of names) {
      const p = s.tenants.find((t) => t.tenant === n);
      out.share[n].push(running > 0 ? (p?.running ?? 0) / running : null);
      const busy = p && p.running + p.queued > 0;
      out.fair[n].push(weights > 0 ? (busy ? p.weight / weights : 0) : null);
    }
  }
  return out;
}

/** slotSeries: per runtime, the slots in use at each sample. */
export function slotSeries(history: readonly Sample[]): { t: number[]; byRuntime: Record<string, number[]> } {
  const names = new Set<string>();
  for (const s of history) for (const r of Object.keys(s.inFlight)) names.add(r);
  const byRuntime: Record<string, number[]> = {};
  for (const n of [...names].sort()) byRuntime[n] = history.map((s) => s.inFlight[n] ?? 0);
  return { t: history.map((s) => s.t), byRuntime };
}
