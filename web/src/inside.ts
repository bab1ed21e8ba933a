// What the run page needs to enter a live run: the terminal's websocket URL
// and its messages, kept free of the DOM so they can be unit-tested.

/** The websocket URL of a terminal ticket's path, sized cols × rows. */
export function terminalURL(loc: { protocol: string; host: string }, path: string, cols: number, rows: number): string {
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  const sep = path.includes('?') ? '&' : '?';
  return `${scheme}//${loc.host}${path}${sep}cols=${clamp(cols)}&rows=${clamp(rows)}`;
}

function clamp(n: number): number {
  return Math.max(1, Math.min(1000, Math.floor(n) || 1));
}

/** The control message that resizes a terminal (a text frame). */
export function resizeMessage(cols: number, rows: number): string {
  return JSON.stringify({ type: 'resize', cols: clamp(cols), rows: clamp(rows) });
}

/** Splits a command line into words the way a user expects of a one-line box:
 * whitespace separates, single and double quotes group, a backslash escapes. */
export function splitCommand(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: '"' | "'" | null = null;
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < line.length) cur += line[++i];
      else cur += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      started = true;
    } else if (c === '\\' && i + 1 < line.length) {
      cur += line[++i];
      started = true;
    } else if (/\s/.test(c)) {
      if (started) out.push(cur);
      cur = '';
      started = false;
    } else {
      cur += c;
      started = true;
    }
  }
  if (quote) throw new Error(`unclosed ${quote === '"' ? 'double' : 'single'} quote`);
  if (started) out.push(cur);
  return out;
}

/** Why the API refused an entry, in the words the run page shows. */
export function refusal(code: string, message: string): string {
  switch (code) {
    case 'NOT_FOUND':
      return "Only the run's creator or an admin of its tenant can look inside it.";
    case 'FAILED_PRECONDITION':
      return message;
    default:
      return message;
  }
}
