// Formatters shared by the pages.

export function usd(v: number | null | undefined): string {
  if (v == null) return '—';
  if (v === 0) return '$0';
  if (Math.abs(v) < 0.01) return `$${v.toFixed(4)}`;
  return `$${v.toFixed(2)}`;
}

/** duration renders milliseconds as "850ms", "12.3s", "4m 05s", "2h 03m". */
export function duration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(Math.floor(s % 60)).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

/** elapsed is the time between two instants (now when `to` is absent). */
export function elapsed(from: string | null | undefined, to: string | null | undefined, now: number): string {
  if (!from) return '—';
  const end = to ? Date.parse(to) : now;
  return duration(end - Date.parse(from));
}

/** ago renders how long before now an instant was: "just now", "5s ago", "3m ago", "2h ago", "4d ago". */
export function ago(at: string, now: number): string {
  const s = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (s < 5) return 'just now';
  if (s < 60) return `${s}s ago`;
  if (s < 3600) return `${Math.floor(s / 60)}m ago`;
  if (s < 86400) return `${Math.floor(s / 3600)}h ago`;
  return `${Math.floor(s / 86400)}d ago`;
}

export function count(n: number | null | undefined): string {
  if (n == null) return '—';
  return n.toLocaleString('en-US');
}

/** correlationRunId extracts the run id from a correlation id ("evd-run-42") or a bare id. */
export function correlationRunId(q: string): string | null {
  const m = /^\s*(?:evd-run-)?(\d+)\s*$/i.exec(q);
  return m ? m[1] : null;
}

/** What the Find box was given: a run (by id or evd-run-N), a scorecard's case run (evd-<scorecard>-<case>[-t<n>]), or a case id. */
export type FindTarget = { run: string } | { scorecard: string; caseId: string; try?: number } | { caseId: string } | null;

/** findTarget reads the Find box. */
export function findTarget(q: string): FindTarget {
  const s = q.trim();
  if (!s) return null;
  const run = correlationRunId(s);
  if (run) return { run };
  const m = /^evd-(\d+)-(.+?)(?:-t(\d+))?$/.exec(s);
  if (m) return m[3] ? { scorecard: m[1], caseId: m[2], try: Number(m[3]) } : { scorecard: m[1], caseId: m[2] };
  return { caseId: s };
}

/** shellWords splits a command line for display-free round trips: sh -c keeps it whole. */
export function shCommand(line: string): string[] {
  return ['sh', '-c', line];
}

/** safeHref is url when it is an absolute http or https URL, else null: a link the page may render. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
