// The log viewer's arithmetic: which lines a #L link selects, which pages of
// lines to fetch, which rows a scrolled window shows.

/** One stored log line, as the API sends it. */
export interface Line {
  seq: number;
  stream: string;
  text: string;
  at: string;
}

/** A selected range of line sequences, from ≤ to. */
export interface LineRange {
  from: number;
  to: number;
}

/** parseLineHash reads #L12 or #L10-L20 (either order); anything else is null. */
export function parseLineHash(hash: string): LineRange | null {
  const m = /^#L(\d+)(?:-L?(\d+))?$/.exec(hash);
  if (!m) return null;
  const a = Number(m[1]);
  const b = m[2] ? Number(m[2]) : a;
  if (a < 1 || b < 1) return null;
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** lineHash is the URL fragment of a range. */
export function lineHash(r: LineRange): string {
  return r.from === r.to ? `#L${r.from}` : `#L${r.from}-L${r.to}`;
}

/** The lines one fetch of older lines asks for. */
export const PAGE = 1000;

/** pageOf is the first sequence of the page holding seq (pages start at 1, 1001, …). */
export function pageOf(seq: number): number {
  return Math.floor((seq - 1) / PAGE) * PAGE + 1;
}

/** visibleRows is the window of 1-based rows to draw for a scroll position, with overscan rows either side. */
export function visibleRows(scrollTop: number, height: number, rowHeight: number, total: number, overscan = 20): LineRange {
  const first = Math.max(1, Math.floor(scrollTop / rowHeight) + 1 - overscan);
  const last = Math.min(total, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { from: first, to: last };
}

/** missingPages lists the pages of a window with a line not yet held. */
export function missingPages(r: LineRange, has: (seq: number) => boolean): number[] {
  const out: number[] = [];
  for (let p = pageOf(r.from); p <= r.to; p += PAGE) {
    for (let s = Math.max(p, r.from); s <= Math.min(p + PAGE - 1, r.to); s++) {
      if (!has(s)) {
        out.push(p);
        break;
      }
    }
  }
  return out;
}
