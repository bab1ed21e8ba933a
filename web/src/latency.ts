// The runs page's latency picture: how long each settled run on the page
// took (start to finish), by when it finished, passes and failures apart.

export interface Timed {
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
  result: { verdict: string } | null;
}

export interface LatencySeries {
  /** Finish times, seconds since the epoch, ascending. */
  t: number[];
  pass: (number | null)[];
  fail: (number | null)[];
}

/** latencySeries: seconds from start to finish of every settled run that started. */
export function latencySeries(runs: readonly Timed[]): LatencySeries {
  const points = runs
    .filter((r) => r.startedAt && r.finishedAt)
    .map((r) => ({
      t: Date.parse(r.finishedAt!) / 1000,
      secs: (Date.parse(r.finishedAt!) - Date.parse(r.startedAt!)) / 1000,
      pass: r.status === 'SUCCEEDED' && r.result?.verdict === 'PASS',
    }))
    .sort((a, b) => a.t - b.t);
  return {
    t: points.map((p) => p.t),
    pass: points.map((p) => (p.pass ? p.secs : null)),
    fail: points.map((p) => (p.pass ? null : p.secs)),
  };
}
