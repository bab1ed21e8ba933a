import { describe, expect, it } from 'vitest';
import { graderOutcome, score, verdictBadge } from './verdicts';

describe('verdicts', () => {
  it('an UNSCORED verdict gets its own badge, neither the pass nor the fail one', () => {
    expect(verdictBadge('PASS').cls).toBe('v-pass');
    expect(verdictBadge('FAIL').cls).toBe('v-fail');
    const u = verdictBadge('UNSCORED');
    expect(u.cls).toBe('v-unscored');
    expect(u.label).toBe('UNSCORED');
    expect(u.title).toContain('could not grade');
  });

  it('a verdict this app does not know is neutral, not green or red', () => {
    expect(verdictBadge('MAYBE')).toEqual({ cls: 'v-other', label: 'MAYBE', title: '' });
  });

  it('a judge with an unscored reason is unscored even though passed is false', () => {
    expect(graderOutcome({ passed: false, judge: { score: null, unscoredReason: 'provider "x" not found' } })).toBe('unscored');
    expect(graderOutcome({ passed: false, judge: { score: 0.2, unscoredReason: '' } })).toBe('failed');
    expect(graderOutcome({ passed: true, judge: { score: 0.9, unscoredReason: '' } })).toBe('passed');
  });

  it('graders other than a judge pass or fail by passed', () => {
    expect(graderOutcome({ passed: true, judge: null })).toBe('passed');
    expect(graderOutcome({ passed: false })).toBe('failed');
  });

  it('a score shows two decimals, and a dash when there is none', () => {
    expect(score(0.8)).toBe('0.80');
    expect(score(null)).toBe('—');
  });
});
