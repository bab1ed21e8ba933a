import { describe, expect, it } from 'vitest';
import { emptyTail, gaps, mergeLines, resumeFrom, search, type Line } from './logtail';

const line = (seq: number, text = `line ${seq}`): Line => ({ seq, stream: 'stdout', text, at: '2026-01-01T00:00:00Z' });
const seqs = (t: { lines: Line[] }) => t.lines.map((l) => l.seq);
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => line(a + i));

describe('mergeLines', () => {
  it('appends lines that arrive in order', () => {
    const t = mergeLines(mergeLines(emptyTail, range(1, 3)), range(4, 5));
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5]);
    expect(t.contiguous).toBe(5);
  });

  it('drops the duplicates a resubscription from seq 0 replays', () => {
    let t = mergeLines(emptyTail, range(1, 4));
    t = mergeLines(t, range(1, 6)); // the socket reconnected and the backlog came again
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('drops a line repeated within one batch after the tail', () => {
    const t = mergeLines(mergeLines(emptyTail, range(1, 4)), [line(5), line(5), line(6)]);
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the first copy of a line when a duplicate differs', () => {
    const t = mergeLines(mergeLines(emptyTail, [line(1, 'first')]), [line(1, 'second')]);
    expect(t.lines[0].text).toBe('first');
  });

  it('sorts lines that arrive out of order and fills a gap when its lines come', () => {
    let t = mergeLines(emptyTail, [line(1), line(2), line(5)]);
    expect(gaps(t)).toEqual([[3, 4]]);
    expect(t.contiguous).toBe(2);
    t = mergeLines(t, [line(4), line(3)]);
    expect(seqs(t)).toEqual([1, 2, 3, 4, 5]);
    expect(gaps(t)).toEqual([]);
    expect(t.contiguous).toBe(5);
  });

  it('keeps at most max lines, counting those dropped from the front', () => {
    const t = mergeLines(emptyTail, range(1, 10), 4);
    expect(seqs(t)).toEqual([7, 8, 9, 10]);
    expect(t.dropped).toBe(6);
  });

  it('returns the same tail for an empty batch', () => {
    const t = mergeLines(emptyTail, range(1, 2));
    expect(mergeLines(t, [])).toBe(t);
  });
});

describe('resumeFrom', () => {
  it('resumes after the last line held, or from 0', () => {
    expect(resumeFrom(emptyTail)).toBe(0);
    expect(resumeFrom(mergeLines(emptyTail, range(1, 7)))).toBe(7);
  });
});

describe('search', () => {
  it('finds lines case-insensitively and ignores a blank query', () => {
    const t = mergeLines(emptyTail, [line(1, 'Solving'), line(2, 'done'), line(3, 'solved: 42')]);
    expect(search(t, 'SOLV')).toEqual([1, 3]);
    expect(search(t, '  ')).toEqual([]);
  });
});
