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

/** A log group: the lines from a `::group::Title` (or `##[group]Title`) line
 * to its `::endgroup::` (or `##[endgroup]`) line, which the viewer folds under
 * a header. end is null while the end is not known: the group is still being
 * written, or a line after its start is not loaded yet. */
export interface Group {
  start: number;
  end: number | null;
  title: string;
}

const startRe = /^\s*(?:::group::|##\[group\])(.*)$/;
const endRe = /^\s*(?:::endgroup::|##\[endgroup\])\s*$/;

/** groupMarker reads a line's (ANSI-free) text as a group's start, its end, or neither. */
export function groupMarker(text: string): { start: string } | 'end' | null {
  if (!text.includes('group')) return null;
  const m = startRe.exec(text);
  if (m) return { start: m[1].trim() };
  return endRe.test(text) ? 'end' : null;
}

/** findGroups scans the held lines 1..total in order. Groups are flat, as on
 * GitHub: a start while a group is open ends that one before it (that group
 * then folds nothing but its own header). An end with no open group is an
 * ordinary line. A line not held yet leaves the open group's end unknown. */
export function findGroups(total: number, text: (seq: number) => string | undefined): Group[] {
  const out: Group[] = [];
  let open: Group | null = null;
  for (let s = 1; s <= total; s++) {
    const t = text(s);
    if (t === undefined) {
      open = null;
      continue;
    }
    const m = groupMarker(t);
    if (m === null) continue;
    if (m === 'end') {
      if (open) {
        open.end = s;
        open = null;
      }
      continue;
    }
    if (open) open.end = s - 1;
    open = { start: s, end: null, title: m.start };
    out.push(open);
  }
  return out;
}

/** The group holding seq (its header, a line in it, or its end line), if any. */
export function groupOf(groups: Group[], seq: number): Group | undefined {
  let lo = 0;
  let hi = groups.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (groups[mid].start > seq) hi = mid - 1;
    else lo = mid + 1;
  }
  const g = groups[hi];
  return g && (g.end === null || seq <= g.end) && seq >= g.start ? g : undefined;
}

/** RowMap maps sequences to the rows drawn when the lines of folded groups are
 * hidden: rows are 1-based and only visible lines have one. */
export class RowMap {
  readonly rows: number;
  private readonly hidden: LineRange[];
  /** before[i]: how many lines hidden[0..i) hide. */
  private readonly before: number[];

  /** hidden: the folded ranges, sorted and disjoint, within 1..total. */
  constructor(total: number, hidden: LineRange[]) {
    this.hidden = hidden;
    this.before = [0];
    for (const h of hidden) this.before.push(this.before[this.before.length - 1] + h.to - h.from + 1);
    this.rows = total - this.before[this.before.length - 1];
  }

  /** The ranges hidden by the folded (closed, ended, non-empty) groups. */
  static of(total: number, groups: Group[], isOpen: (g: Group) => boolean): RowMap {
    const hidden: LineRange[] = [];
    for (const g of groups) {
      if (g.end === null || g.end <= g.start || isOpen(g)) continue;
      hidden.push({ from: g.start + 1, to: Math.min(g.end, total) });
    }
    return new RowMap(total, hidden);
  }

  /** A key that changes exactly when the mapping does. */
  get key(): string {
    return this.hidden.map((h) => `${h.from}-${h.to}`).join(',');
  }

  /** The index of the last hidden range starting at or before seq, or -1. */
  private idx(seq: number): number {
    let lo = 0;
    let hi = this.hidden.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.hidden[mid].from > seq) hi = mid - 1;
      else lo = mid + 1;
    }
    return hi;
  }

  isHidden(seq: number): boolean {
    const i = this.idx(seq);
    return i >= 0 && seq <= this.hidden[i].to;
  }

  /** The row of seq; a hidden line's is its group header's. */
  rowOf(seq: number): number {
    const i = this.idx(seq);
    if (i < 0) return seq;
    const h = this.hidden[i];
    if (seq <= h.to) return h.from - 1 - this.before[i];
    return seq - this.before[i + 1];
  }

  /** The sequences drawn on rows r.from..r.to, in order. */
  seqs(r: LineRange): number[] {
    const out: number[] = [];
    if (r.to < r.from) return out;
    // The seq of row r.from: walk the hidden ranges before it.
    let seq = r.from;
    let i = 0;
    while (i < this.hidden.length && this.hidden[i].from <= seq) {
      seq += this.hidden[i].to - this.hidden[i].from + 1;
      i++;
    }
    for (let row = r.from; row <= r.to; row++) {
      out.push(seq);
      seq++;
      while (i < this.hidden.length && this.hidden[i].from === seq) {
        seq = this.hidden[i].to + 1;
        i++;
      }
    }
    return out;
  }
}
