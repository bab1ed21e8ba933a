// Terminal text as a log viewer shows it: ANSI colour codes (SGR) become
// styled segments, every other escape sequence is dropped, and a line a
// progress bar rewrote with carriage returns shows its last state.

export interface Segment {
  text: string;
  /** Space-separated classes: ansi-fg-N, ansi-bg-N (0..15), ansi-bold, ansi-dim, ansi-italic, ansi-underline. */
  cls: string;
}

interface Style {
  fg: number | null;
  bg: number | null;
  bold: boolean;
  dim: boolean;
  italic: boolean;
  underline: boolean;
}

const plainStyle = (): Style => ({ fg: null, bg: null, bold: false, dim: false, italic: false, underline: false });

function classes(s: Style): string {
  const out: string[] = [];
  if (s.fg != null) out.push(`ansi-fg-${s.fg}`);
  if (s.bg != null) out.push(`ansi-bg-${s.bg}`);
  if (s.bold) out.push('ansi-bold');
  if (s.dim) out.push('ansi-dim');
  if (s.italic) out.push('ansi-italic');
  if (s.underline) out.push('ansi-underline');
  return out.join(' ');
}

function apply(s: Style, params: number[]): void {
  if (params.length === 0) params = [0];
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    if (p === 0) Object.assign(s, plainStyle());
    else if (p === 1) s.bold = true;
    else if (p === 2) s.dim = true;
    else if (p === 3) s.italic = true;
    else if (p === 4) s.underline = true;
    else if (p === 22) s.bold = s.dim = false;
    else if (p === 23) s.italic = false;
    else if (p === 24) s.underline = false;
    else if (p >= 30 && p <= 37) s.fg = p - 30;
    else if (p >= 90 && p <= 97) s.fg = p - 90 + 8;
    else if (p === 39) s.fg = null;
    else if (p >= 40 && p <= 47) s.bg = p - 40;
    else if (p >= 100 && p <= 107) s.bg = p - 100 + 8;
    else if (p === 49) s.bg = null;
    else if ((p === 38 || p === 48) && params[i + 1] === 5) {
      // 256 colours: the first 16 keep their class, the rest are left plain.
      const n = params[i + 2];
      if (n != null && n < 16) {
        if (p === 38) s.fg = n;
        else s.bg = n;
      }
      i += 2;
    } else if ((p === 38 || p === 48) && params[i + 1] === 2) i += 4; // true colour: not rendered
  }
}

/** lastState is what a terminal shows of a line rewritten with \r: the text after the last carriage return that has any. */
export function lastState(text: string): string {
  const t = text.replace(/\r+$/, '');
  const i = t.lastIndexOf('\r');
  return i < 0 ? t : t.slice(i + 1);
}

// CSI sequences (ESC [ … final byte), OSC (ESC ] … BEL or ESC \), and lone two-byte escapes.
// eslint-disable-next-line no-control-regex
const ESCAPE = /\x1b\[([0-9;?]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;

/** segments splits a line into styled runs of text; escapes other than colours are dropped. */
export function segments(raw: string): Segment[] {
  const text = lastState(raw);
  const out: Segment[] = [];
  const style = plainStyle();
  let last = 0;
  const push = (t: string) => {
    if (!t) return;
    const cls = classes(style);
    const prev = out[out.length - 1];
    if (prev && prev.cls === cls) prev.text += t;
    else out.push({ text: t, cls });
  };
  ESCAPE.lastIndex = 0;
  for (let m = ESCAPE.exec(text); m; m = ESCAPE.exec(text)) {
    push(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[2] === 'm') apply(style, m[1] ? m[1].split(';').map((x) => Number(x) || 0) : []);
  }
  push(text.slice(last));
  return out;
}

/** plainText is a line as searched and copied: no escapes, its last \r state. */
export function plainText(raw: string): string {
  return segments(raw)
    .map((s) => s.text)
    .join('');
}
