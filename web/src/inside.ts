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

/** The command that runs a one-line box in the sandbox: the line is handed to
 * `sh -c` whole, so `;`, pipes, redirections and quotes mean what they mean in
 * a shell. An empty (all-blank) line is no command. */
export function shellCommand(line: string): string[] | null {
  if (line.trim() === '') return null;
  return ['sh', '-c', line];
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
