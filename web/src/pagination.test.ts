import { describe, expect, it } from 'vitest';
import { decode, encode, firstPage, next, pageNumber, prev } from './pagination';

describe('cursor pagination', () => {
  it('goes forward with each page’s end cursor and back the same way', () => {
    const p2 = next(firstPage, 'c1');
    const p3 = next(p2, 'c2');
    expect(p3).toEqual({ back: ['', 'c1'], after: 'c2' });
    expect(pageNumber(p3)).toBe(3);
    expect(prev(p3)).toEqual(p2);
    expect(prev(prev(p3))).toEqual(firstPage);
  });

  it('stays put without an end cursor or before the first page', () => {
    expect(next(firstPage, null)).toBe(firstPage);
    expect(prev(firstPage)).toBe(firstPage);
  });

  it('round-trips through the URL', () => {
    const p = next(next(firstPage, 'Y3Vyc29yMQ=='), 'Y3Vyc29yMg==');
    expect(decode(encode(p))).toEqual(p);
    expect(encode(firstPage)).toBe('');
    expect(decode(null)).toEqual(firstPage);
    expect(decode('')).toEqual(firstPage);
  });
});
