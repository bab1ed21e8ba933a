// How verdicts and JUDGE graders read on the page: UNSCORED is its own
// outcome (a judge could not grade), never shown as PASS or as FAIL.

export interface Badge {
  /** The badge's CSS class: v-pass, v-fail, v-unscored. */
  cls: string;
  label: string;
  title: string;
}

const TITLES: Record<string, string> = {
  PASS: 'Every grader passed.',
  FAIL: 'A grader failed.',
  UNSCORED: 'A judge could not grade this run: neither pass nor fail, left out of pass rates.',
};

/** verdictBadge is the badge for a verdict; an unknown verdict gets a neutral class. */
export function verdictBadge(verdict: string): Badge {
  const v = verdict.toUpperCase();
  const known = v in TITLES;
  return { cls: known ? `v-${v.toLowerCase()}` : 'v-other', label: v, title: TITLES[v] ?? '' };
}

export interface GraderLike {
  passed: boolean;
  judge?: { score?: number | null; unscoredReason: string } | null;
}

/** graderOutcome says what a grader decided: passed, failed, or unscored (a judge that could not grade). */
export function graderOutcome(g: GraderLike): 'passed' | 'failed' | 'unscored' {
  if (g.judge && (g.judge.unscoredReason !== '' || g.judge.score == null)) return 'unscored';
  return g.passed ? 'passed' : 'failed';
}

/** score formats a judge's 0..1 score, "—" when it has none. */
export function score(s: number | null | undefined): string {
  return s == null ? '—' : s.toFixed(2);
}
