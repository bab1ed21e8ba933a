// Cursor pagination over a Relay connection: the page's `after` cursor and
// the stack of the pages before it, kept in the URL so a page survives reload.

export interface Pager {
  /** The cursors of the pages before this one; the first page's is "". */
  back: string[];
  /** This page's `after` cursor; "" for the first page. */
  after: string;
}

export const firstPage: Pager = { back: [], after: '' };

export function next(p: Pager, endCursor: string | null | undefined): Pager {
  if (!endCursor) return p;
  return { back: [...p.back, p.after], after: endCursor };
}

export function prev(p: Pager): Pager {
  if (p.back.length === 0) return p;
  return { back: p.back.slice(0, -1), after: p.back[p.back.length - 1] };
}

export function pageNumber(p: Pager): number {
  return p.back.length + 1;
}

/** encode puts the pager in a query-string value; decode reverses it. */
export function encode(p: Pager): string {
  return p.after ? [...p.back, p.after].join('~') : '';
}

export function decode(s: string | null): Pager {
  if (!s) return firstPage;
  const parts = s.split('~');
  return { back: parts.slice(0, -1), after: parts[parts.length - 1] };
}
