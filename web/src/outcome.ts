// The run page's first sentence: what happened to a run, said once, the way
// a CI page says "Process completed with exit code 3". Pure, so it is tested
// without a browser.

export interface OutcomeRun {
  status: string;
  error?: { code: string; class: string; message: string } | null;
  case?: { graders: ReadonlyArray<{ kind: string; max?: number | null }> } | null;
  result?: {
    verdict: string;
    exitCode?: number | null;
    limitHit?: string | null;
    graders: ReadonlyArray<{
      kind: string;
      passed: boolean;
      value?: number | null;
      judge?: { score?: number | null; unscoredReason: string } | null;
    }>;
  } | null;
}

export type Tone = 'pass' | 'fail' | 'error' | 'unscored' | 'pending' | 'canceled';

export interface Outcome {
  tone: Tone;
  /** The lead word: PASS, FAIL, Error, UNSCORED, Canceled, Queued, Running. */
  lead: string;
  /** The rest of the sentence, after "lead: ". */
  text: string;
  /** The index of the grader the sentence is about, when one is. */
  grader?: number;
}

/** isRecording reports whether a grader only records a value (STEPS, COST, LATENCY without a max): it cannot fail a run. */
export function isRecording(kind: string, max: number | null | undefined): boolean {
  return (kind === 'STEPS' || kind === 'COST' || kind === 'LATENCY') && max == null;
}

const plain = (msg: string) => msg.replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i, '').trim();

function fmt(kind: string, v: number | null | undefined): string {
  if (v == null) return 'nothing';
  if (kind === 'COST') return `$${v.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}`;
  if (kind === 'LATENCY') return v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v} ms`;
  return String(v);
}

/** outcome is the sentence the run page leads with. */
export function outcome(run: OutcomeRun): Outcome {
  const e = run.error;
  if (e) {
    if (e.class === 'CANCELED') return { tone: 'canceled', lead: 'Canceled', text: plain(e.message) || 'the run was canceled' };
    if (e.code === 'CLONE_FAILED') return { tone: 'error', lead: 'Error', text: `the clone failed: ${plain(e.message)}` };
    return { tone: 'error', lead: 'Error', text: plain(e.message) || e.code.toLowerCase().replace(/_/g, ' ') };
  }
  const r = run.result;
  if (!r) {
    if (run.status === 'QUEUED') return { tone: 'pending', lead: 'Queued', text: 'waiting for a slot on its runtime' };
    if (run.status === 'RUNNING') return { tone: 'pending', lead: 'Running', text: 'the harness is working' };
    return { tone: 'pending', lead: run.status, text: 'no result' };
  }
  const specs = run.case?.graders ?? [];
  const v = r.verdict.toUpperCase();
  if (v === 'UNSCORED') {
    const i = r.graders.findIndex((g) => g.judge && (g.judge.unscoredReason !== '' || g.judge.score == null));
    const why = i >= 0 ? r.graders[i].judge?.unscoredReason : '';
    return { tone: 'unscored', lead: 'UNSCORED', text: `the judge could not grade${why ? `: ${why}` : ''}`, grader: i >= 0 ? i : undefined };
  }
  if (v === 'PASS') {
    const deciding = r.graders.filter((g, i) => !isRecording(g.kind, specs[i]?.max)).length;
    return { tone: 'pass', lead: 'PASS', text: deciding ? `every grader passed (${deciding})` : 'the harness exited with code 0' };
  }
  // FAIL: the first deciding grader that failed says why.
  for (let i = 0; i < r.graders.length; i++) {
    const g = r.graders[i];
    const max = specs[i]?.max;
    if (g.passed || isRecording(g.kind, max)) continue;
    switch (g.kind) {
      case 'TESTS_PASS':
        return { tone: 'fail', lead: 'FAIL', text: g.value == null ? 'the tests did not run' : `tests failed (exit ${g.value})`, grader: i };
      case 'JUDGE':
        return { tone: 'fail', lead: 'FAIL', text: `the judge failed it (score ${g.judge?.score?.toFixed(2) ?? '—'})`, grader: i };
      case 'STEPS':
        return { tone: 'fail', lead: 'FAIL', text: `${fmt(g.kind, g.value)} steps, over the limit of ${max}`, grader: i };
      case 'COST':
        return { tone: 'fail', lead: 'FAIL', text: `cost ${fmt(g.kind, g.value)}, over the limit of ${fmt(g.kind, max)}`, grader: i };
      case 'LATENCY':
        return { tone: 'fail', lead: 'FAIL', text: `took ${fmt(g.kind, g.value)}, over the limit of ${fmt(g.kind, max)}`, grader: i };
    }
    return { tone: 'fail', lead: 'FAIL', text: `the ${g.kind} grader failed`, grader: i };
  }
  if (r.limitHit) return { tone: 'fail', lead: 'FAIL', text: `the harness hit its ${r.limitHit.toLowerCase()} limit` };
  if (r.exitCode == null) return { tone: 'fail', lead: 'FAIL', text: 'the harness ended without an exit code' };
  if (r.exitCode !== 0) return { tone: 'fail', lead: 'FAIL', text: `the harness exited with code ${r.exitCode}` };
  return { tone: 'fail', lead: 'FAIL', text: 'a grader failed' };
}

/** statusClass is a status badge's class: never the green of success for a run whose verdict is not PASS. */
export function statusClass(status: string, verdict?: string | null): string {
  const s = status.toLowerCase();
  if (s === 'succeeded' && verdict && verdict.toUpperCase() !== 'PASS') return 'st-finished';
  return `st-${s}`;
}
