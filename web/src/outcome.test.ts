import { describe, expect, it } from 'vitest';
import { isRecording, outcome, statusClass } from './outcome';

const rec = (kind: string) => ({ kind, passed: true, value: 12 });

describe('outcome', () => {
  it('says a harness that exited 3 with only recording graders failed with code 3', () => {
    const o = outcome({
      status: 'SUCCEEDED',
      case: { graders: [{ kind: 'STEPS' }, { kind: 'COST' }, { kind: 'LATENCY' }] },
      result: { verdict: 'FAIL', exitCode: 3, graders: [rec('STEPS'), rec('COST'), rec('LATENCY')] },
    });
    expect(`${o.lead}: ${o.text}`).toBe('FAIL: the harness exited with code 3');
  });
  it('names the failing tests and their exit code', () => {
    const o = outcome({
      status: 'SUCCEEDED',
      case: { graders: [{ kind: 'TESTS_PASS' }] },
      result: { verdict: 'FAIL', exitCode: 0, graders: [{ kind: 'TESTS_PASS', passed: false, value: 1 }] },
    });
    expect(`${o.lead}: ${o.text}`).toBe('FAIL: tests failed (exit 1)');
    expect(o.grader).toBe(0);
  });
  it('says the clone failed with the error message', () => {
    const o = outcome({ status: 'FAILED', error: { code: 'CLONE_FAILED', class: 'CONFIG', message: 'fatal: repository not found' } });
    expect(`${o.lead}: ${o.text}`).toBe('Error: the clone failed: fatal: repository not found');
  });
  it('says a judge that could not grade left the run unscored', () => {
    const o = outcome({
      status: 'SUCCEEDED',
      result: { verdict: 'UNSCORED', exitCode: 0, graders: [{ kind: 'JUDGE', passed: false, judge: { score: null, unscoredReason: '' } }] },
    });
    expect(`${o.lead}: ${o.text}`).toBe('UNSCORED: the judge could not grade');
  });
  it('says which limit a deciding grader exceeded', () => {
    const o = outcome({
      status: 'SUCCEEDED',
      case: { graders: [{ kind: 'STEPS', max: 10 }] },
      result: { verdict: 'FAIL', exitCode: 0, graders: [{ kind: 'STEPS', passed: false, value: 12 }] },
    });
    expect(`${o.lead}: ${o.text}`).toBe('FAIL: 12 steps, over the limit of 10');
  });
  it('keeps API wording about setSecret out of the sentence', () => {
    const o = outcome({ status: 'FAILED', error: { code: 'MISSING_SECRET', class: 'CONFIG', message: 'the secrets A and B are missing; set them with setSecret' } });
    expect(o.text).toBe('the secrets A and B are missing');
  });
});

describe('statusClass', () => {
  it('is never green for a FAIL verdict', () => {
    expect(statusClass('SUCCEEDED', 'FAIL')).not.toBe('st-succeeded');
    expect(statusClass('SUCCEEDED', 'UNSCORED')).not.toBe('st-succeeded');
    expect(statusClass('SUCCEEDED', 'PASS')).toBe('st-succeeded');
    expect(statusClass('RUNNING')).toBe('st-running');
  });
  it('tells recording graders from deciding ones', () => {
    expect(isRecording('STEPS', null)).toBe(true);
    expect(isRecording('STEPS', 5)).toBe(false);
    expect(isRecording('TESTS_PASS', null)).toBe(false);
  });
});
