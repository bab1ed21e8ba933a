import { describe, expect, it } from 'vitest';
import { lineHash, missingPages, pageOf, parseLineHash, visibleRows } from './loglines';

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
