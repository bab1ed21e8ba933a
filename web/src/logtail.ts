// The live log tail's state: lines in sequence order, with no duplicate
// and any gap known, whatever order the backlog query and the subscription
// deliver them in (a reconnect resumes from the last sequence seen).

export interface Line {
  seq: number;
  stream: string;
  text: string;
  at: string;
}

export interface Tail {
  lines: Line[];
  /** The highest sequence with every line up to it present (0: none). */
  contiguous: number;
  /** Lines dropped because the tail holds at most this many. */
  dropped: number;
}

export const emptyTail: Tail = { lines: [], contiguous: 0, dropped: 0 };

/** The most lines kept in the browser; older ones fall off the front. */
export const MAX_LINES = 20000;

/**
 * mergeLines adds incoming lines to the tail: sorted by seq, duplicates
 * dropped (the first copy wins), capped at max lines.
 */
export function mergeLines(tail: Tail, incoming: readonly Line[], max = MAX_LINES): Tail {
  if (incoming.length === 0) return tail;
  const last = tail.lines.length ? tail.lines[tail.lines.length - 1].seq : 0;
  let lines: Line[];
  const sorted = [...incoming].sort((a, b) => a.seq - b.seq);
  if (sorted[0].seq > last) {
    lines = tail.lines.slice();
    for (const l of sorted) if (lines.length === 0 || l.seq > lines[lines.length - 1].seq) lines.push(l);
  } else {
    const bySeq = new Map<number, Line>();
    for (const l of tail.lines) bySeq.set(l.seq, l);
    for (const l of sorted) if (!bySeq.has(l.seq)) bySeq.set(l.seq, l);
    lines = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  }
  let dropped = tail.dropped;
  if (lines.length > max) {
    dropped += lines.length - max;
    lines = lines.slice(lines.length - max);
  }
  let contiguous = tail.contiguous;
  const start = lines.findIndex((l) => l.seq > contiguous);
  if (start >= 0) {
    for (let i = start; i < lines.length && lines[i].seq === contiguous + 1; i++) contiguous = lines[i].seq;
  }
  return { lines, contiguous, dropped };
}

/** resumeFrom is the fromSeq a (re)subscription asks for: after the last line held. */
export function resumeFrom(tail: Tail): number {
  return tail.lines.length ? tail.lines[tail.lines.length - 1].seq : 0;
}

/** gaps lists the missing [from, to] sequence ranges between lines held. */
export function gaps(tail: Tail): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 1; i < tail.lines.length; i++) {
    const a = tail.lines[i - 1].seq;
    const b = tail.lines[i].seq;
    if (b > a + 1) out.push([a + 1, b - 1]);
  }
  return out;
}

/** search returns the seqs of lines containing q (case-insensitive). */
export function search(tail: Tail, q: string): number[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  return tail.lines.filter((l) => l.text.toLowerCase().includes(needle)).map((l) => l.seq);
}
