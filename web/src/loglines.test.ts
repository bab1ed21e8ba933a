import { describe, expect, it } from 'vitest';
import { findGroups, groupMarker, groupOf, lineHash, missingPages, pageOf, parseLineHash, RowMap, visibleRows } from './loglines';

describe('parseLineHash', () => {
  it('reads one line and a range', () => {
    expect(parseLineHash('#L1200')).toEqual({ from: 1200, to: 1200 });
    expect(parseLineHash('#L10-L20')).toEqual({ from: 10, to: 20 });
    expect(parseLineHash('#L20-L10')).toEqual({ from: 10, to: 20 });
    expect(parseLineHash('#logs')).toBeNull();
    expect(parseLineHash('#L0')).toBeNull();
  });
  it('writes what it reads', () => {
    expect(lineHash({ from: 10, to: 20 })).toBe('#L10-L20');
    expect(lineHash({ from: 7, to: 7 })).toBe('#L7');
  });
});

describe('pages and windows', () => {
  it('pages lines by the thousand from 1', () => {
    expect(pageOf(1)).toBe(1);
    expect(pageOf(1000)).toBe(1);
    expect(pageOf(1001)).toBe(1001);
  });
  it('draws only the rows in view, with overscan, inside the log', () => {
    expect(visibleRows(0, 400, 20, 100000, 5)).toEqual({ from: 1, to: 25 });
    expect(visibleRows(20 * 1199, 400, 20, 100000, 0)).toEqual({ from: 1200, to: 1219 });
    expect(visibleRows(0, 400, 20, 3, 5)).toEqual({ from: 1, to: 3 });
  });
  it('asks for the pages of a window that miss a line', () => {
    const held = new Set([...Array(1000)].map((_, i) => i + 1001));
    expect(missingPages({ from: 990, to: 1010 }, (s) => held.has(s))).toEqual([1]);
    expect(missingPages({ from: 1001, to: 1010 }, (s) => held.has(s))).toEqual([]);
  });
});

describe('log groups', () => {
  const log = (texts: string[]) => (s: number) => texts[s - 1];
  // seq:        1      2                 3    4    5               6      7                   8    9               10
  const texts = ['top', '::group::Build x', 'b1', 'b2', '::endgroup::', 'mid', '##[group]Test  y ', 't1', '##[endgroup]', 'tail'];

  it('reads both spellings of a start and an end', () => {
    expect(groupMarker('::group::Build x')).toEqual({ start: 'Build x' });
    expect(groupMarker('##[group]Test')).toEqual({ start: 'Test' });
    expect(groupMarker('  ::endgroup::')).toBe('end');
    expect(groupMarker('##[endgroup]')).toBe('end');
    expect(groupMarker('a ::group:: in the middle')).toBeNull();
    expect(groupMarker('grouped')).toBeNull();
  });

  it('finds each group from its start to its end', () => {
    expect(findGroups(texts.length, log(texts))).toEqual([
      { start: 2, end: 5, title: 'Build x' },
      { start: 7, end: 9, title: 'Test  y' },
    ]);
  });

  it('leaves an end unknown while a line after the start is not held, and the last group open while it is written', () => {
    const held = log(texts);
    expect(findGroups(10, (s) => (s === 4 ? undefined : held(s)))).toEqual([
      { start: 2, end: null, title: 'Build x' },
      { start: 7, end: 9, title: 'Test  y' },
    ]);
    expect(findGroups(8, held)[1]).toEqual({ start: 7, end: null, title: 'Test  y' });
  });

  it('ends an open group at a new start (groups are flat) and ignores a stray end', () => {
    expect(findGroups(5, log(['::endgroup::', '::group::a', 'x', '::group::b', 'y']))).toEqual([
      { start: 2, end: 3, title: 'a' },
      { start: 4, end: null, title: 'b' },
    ]);
  });

  it('finds the group holding a line', () => {
    const groups = findGroups(texts.length, log(texts));
    expect([1, 2, 4, 5, 6, 8, 10].map((s) => groupOf(groups, s)?.start ?? null)).toEqual([null, 2, 2, 2, null, 7, null]);
  });

  it('maps rows to lines with the folded groups hidden', () => {
    const groups = findGroups(texts.length, log(texts));
    const m = RowMap.of(texts.length, groups, () => false);
    expect(m.rows).toBe(5);
    expect(m.seqs({ from: 1, to: 5 })).toEqual([1, 2, 6, 7, 10]);
    expect(m.seqs({ from: 3, to: 4 })).toEqual([6, 7]);
    expect([1, 2, 3, 5, 6, 7, 8, 10].map((s) => m.rowOf(s))).toEqual([1, 2, 2, 2, 3, 4, 4, 5]);
    expect([2, 3, 5, 6, 9].map((s) => m.isHidden(s))).toEqual([false, true, true, false, true]);
  });

  it('draws every line of an open group and of a group not yet ended', () => {
    const groups = findGroups(texts.length, log(texts));
    const m = RowMap.of(texts.length, groups, (g) => g.start === 2);
    expect(m.seqs({ from: 1, to: m.rows })).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
    const live = RowMap.of(8, findGroups(8, log(texts)), () => false);
    expect(live.seqs({ from: 1, to: live.rows })).toEqual([1, 2, 6, 7, 8]);
  });

  it('stays flat over a long log with many groups', () => {
    const big: string[] = [];
    for (let g = 0; g < 1000; g++) big.push(`::group::g${g}`, ...Array(98).fill('x'), '::endgroup::');
    const m = RowMap.of(big.length, findGroups(big.length, log(big)), (g) => g.start % 200 === 1);
    // groups at 1, 201, … (every other) are open; the others fold to their header.
    expect(m.rows).toBe(500 * 100 + 500);
    expect(m.seqs({ from: 101, to: 103 })).toEqual([101, 201, 202]);
    expect(m.rowOf(100_000)).toBe(m.rows);
  });
});
