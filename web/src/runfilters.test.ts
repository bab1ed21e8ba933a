import { describe, expect, it } from 'vitest';
import { active, includeChildren, matches, noFilters, readFilters, search, toWhere, withFilter } from './runfilters';

const params = (s: string) => new URLSearchParams(s);

describe('run filters in the URL', () => {
  it('round-trip through the query string, so a deep link reloads the same list', () => {
    const f = { ...noFilters, status: 'SUCCEEDED', runtime: 'pool', verdict: 'FAIL', page: 'c1~c2' } as const;
    expect(search(f)).toBe('?status=SUCCEEDED&runtime=pool&verdict=FAIL&page=c1%7Ec2');
    expect(readFilters(params(search(f)))).toEqual(f);
    expect(search(noFilters)).toBe('');
  });

  it('ignore values they do not know and accept any case', () => {
    expect(readFilters(params('status=bogus&verdict=pass&runtime=%20pool%20'))).toEqual({ ...noFilters, verdict: 'PASS', runtime: 'pool' });
  });

  it('go back to the first page when a filter changes, not when the page does', () => {
    const f = { ...noFilters, status: 'QUEUED' as const, page: 'c1' };
    expect(withFilter(f, { verdict: 'PASS' })).toEqual({ ...f, verdict: 'PASS', page: '' });
    expect(withFilter(f, { status: 'QUEUED' })).toEqual(f);
    expect(withFilter(f, { page: 'c2' })).toEqual({ ...f, page: 'c2' });
  });
});

describe('toWhere and matches agree', () => {
  it('a bare runtime name lists every version of it; a reference only itself', () => {
    expect(toWhere({ ...noFilters, runtime: 'pool' })).toEqual({ or: [{ runtimeRef: 'pool' }, { runtimeRefHasPrefix: 'pool@' }] });
    expect(toWhere({ ...noFilters, runtime: 'pool@3' })).toEqual({ runtimeRef: 'pool@3' });
    const run = (runtime: string) => ({ status: 'QUEUED', runtime, result: null });
    const bare = { ...noFilters, runtime: 'pool' };
    expect([run('pool'), run('pool@stable'), run('pool2'), run('other')].map((r) => matches(r, bare))).toEqual([true, true, false, false]);
    expect([run('pool'), run('pool@3')].map((r) => matches(r, { ...noFilters, runtime: 'pool@3' }))).toEqual([false, true]);
  });

  it('status and verdict filter together; a run without a result has no verdict', () => {
    const f = { ...noFilters, status: 'SUCCEEDED' as const, verdict: 'PASS' as const };
    expect(toWhere(f)).toEqual({ status: 'SUCCEEDED', verdict: 'PASS' });
    expect(matches({ status: 'SUCCEEDED', runtime: 'x', result: { verdict: 'PASS' } }, f)).toBe(true);
    expect(matches({ status: 'SUCCEEDED', runtime: 'x', result: { verdict: 'FAIL' } }, f)).toBe(false);
    expect(matches({ status: 'RUNNING', runtime: 'x', result: null }, { ...noFilters, verdict: 'FAIL' })).toBe(false);
    expect(toWhere(noFilters)).toEqual({});
    expect(includeChildren(noFilters)).toBe(false);
    expect(matches({ status: 'RUNNING', runtime: 'x', result: null }, noFilters)).toBe(true);
  });
});

describe('standalone runs by default', () => {
  it('lists a scorecard\'s runs only when asked, or when finding a case', () => {
    const child = { status: 'QUEUED', runtime: 'x', result: null, scorecardID: 3, caseID: 'c1' };
    const alone = { status: 'QUEUED', runtime: 'x', result: null, scorecardID: null, caseID: 'api-1' };
    expect([child, alone].map((r) => matches(r, noFilters))).toEqual([false, true]);
    expect([child, alone].map((r) => matches(r, { ...noFilters, children: '1' }))).toEqual([true, true]);
    expect([child, alone].map((r) => matches(r, { ...noFilters, case: 'c1' }))).toEqual([true, false]);
    expect(toWhere({ ...noFilters, children: '1' })).toEqual({});
    expect(includeChildren({ ...noFilters, children: '1' })).toBe(true);
    expect(toWhere({ ...noFilters, case: 'c1' })).toEqual({ caseID: 'c1' });
    expect(includeChildren({ ...noFilters, case: 'c1' })).toBe(true);
    expect(readFilters(new URLSearchParams('children=1&case=c1'))).toEqual({ ...noFilters, children: '1', case: 'c1' });
  });
});

describe('harness, trigger and dates', () => {
  it('round-trip through the query string and refuse a day that is not one', () => {
    const f = { ...noFilters, harness: 'claude-code', trigger: 'cli', from: '2026-11-30', to: '2026-12-02' };
    expect(search(f)).toBe('?harness=claude-code&trigger=cli&from=2026-11-30&to=2026-12-02');
    expect(readFilters(params(search(f)))).toEqual(f);
    expect(readFilters(params('from=2026-02-30&to=yesterday&trigger=%20CLI'))).toEqual({ ...noFilters, trigger: 'cli' });
  });

  it('become the where argument: the to day is whole', () => {
    expect(toWhere({ ...noFilters, harness: 'h', trigger: 'web', from: '2026-11-30', to: '2026-12-31' })).toEqual({
      harnessName: 'h',
      trigger: 'web',
      createdAtGTE: '2026-11-30T00:00:00.000Z',
      createdAtLT: '2027-01-01T00:00:00.000Z',
    });
  });

  it('match a pushed run as the server would', () => {
    const f = { ...noFilters, harness: 'h', trigger: 'web', from: '2026-12-01', to: '2026-12-01' };
    const r = { status: 'QUEUED', runtime: 'x', harnessName: 'h', trigger: 'web', createdAt: '2026-12-01T23:59:59Z' };
    expect(matches(r, f)).toBe(true);
    expect(matches({ ...r, createdAt: '2026-12-02T00:00:00Z' }, f)).toBe(false);
    expect(matches({ ...r, createdAt: '2026-11-30T23:59:59Z' }, f)).toBe(false);
    expect(matches({ ...r, harnessName: 'h2' }, f)).toBe(false);
    expect(matches({ ...r, trigger: 'api' }, f)).toBe(false);
  });

  it('are active, and a change of one goes back to the first page', () => {
    expect(active({ ...noFilters, to: '2026-12-01' })).toBe(true);
    expect(withFilter({ ...noFilters, page: 'c1' }, { harness: 'h' })).toEqual({ ...noFilters, harness: 'h', page: '' });
  });
});
