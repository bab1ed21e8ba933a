// The run's log: virtualized (only the rows in view are in the DOM), the
// whole stored log reachable (rows load by the page as they scroll into
// view), live lines appended, ANSI colours and \r progress lines rendered,
// search on the server over every line, #L links that scroll to and select
// lines, ::group:: / ##[group] sections folded under a header (a #L link or a
// search match inside one opens it), and the raw log as a download.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { getToken, request, requestRaw, subscribe } from '../api';
import { plainText, segments } from '../ansi';
import { findGroups, groupOf, lineHash, missingPages, PAGE, parseLineHash, RowMap, visibleRows, type Group, type Line, type LineRange } from '../loglines';
import { RunLogMeta, RunLogSearch, RunLogsSub } from '../ops';

/** The height of one row, in px: fixed, so a row's place is its sequence times it. */
const ROW = 20;
/** The live tail starts this many lines before the end; older ones load as they scroll into view. */
const TAIL = 2000;

const pageQuery = (() => {
  const parts = [];
  for (let i = 0; i < PAGE / 100; i++) parts.push(`p${i}: logs(fromSeq: $f${i}, first: 100) { seq stream text at }`);
  const vars = [...Array(PAGE / 100)].map((_, i) => `$f${i}: Int`).join(', ');
  return `query RunLogPage($id: ID!, ${vars}) { run(id: $id) { id ${parts.join(' ')} } }`;
})();

export function LogViewer({ id }: { id: string }) {
  const lines = useRef(new Map<number, Line>());
  const loading = useRef(new Set<number>());
  const [version, setVersion] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [selected, setSelected] = useState<LineRange | null>(() => parseLineHash(location.hash));
  const [follow, setFollow] = useState(() => parseLineHash(location.hash) == null);
  const [stamps, setStamps] = useState(false);
  /** The rows (not sequences: folded lines have none) in view. */
  const [window_, setWindow] = useState<LineRange>({ from: 1, to: 0 });
  /** Groups the reader opened (true) or closed (false); the others are closed unless they hold the selection or the search match. */
  const [toggled, setToggled] = useState<Map<number, boolean>>(() => new Map());
  /** The first line in view and how far above the box's top it starts, to keep it in place when groups above it fold. */
  const anchor = useRef<{ seq: number; offset: number } | null>(null);
  const [pending, setPending] = useState<number | null>(() => parseLineHash(location.hash)?.from ?? null);
  const [error, setError] = useState('');
  const box = useRef<HTMLDivElement>(null);

  // Search: on the server, over every stored line.
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ q: string; total: number; seqs: number[] } | null>(null);
  const [hit, setHit] = useState(0);

  const bump = () => setVersion((v) => v + 1);

  // The size of the log, then the live tail from near its end.
  useEffect(() => {
    lines.current = new Map();
    loading.current = new Set();
    setTotal(null);
    setDone(false);
    let stop = () => {};
    let live = true;
    let frame = 0;
    let batch: Line[] = [];
    const flush = () => {
      frame = 0;
      let max = 0;
      for (const l of batch) {
        lines.current.set(l.seq, l);
        max = Math.max(max, l.seq);
      }
      batch = [];
      setTotal((t) => Math.max(t ?? 0, max));
      bump();
    };
    request(RunLogMeta, { id })
      .catch(() => null)
      .then((d) => {
        if (!live) return;
        const last = d?.run?.lastLogSeq ?? 0;
        setTotal((t) => Math.max(t ?? 0, last));
        stop = subscribe(RunLogsSub, { id, fromSeq: Math.max(0, last - TAIL) }, {
          next: (m) => {
            batch.push(m.runLogs);
            if (!frame) frame = requestAnimationFrame(flush);
          },
          complete: () => setDone(true),
        });
      });
    return () => {
      live = false;
      stop();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [id]);

  const n = total ?? 0;
  const [needle, current] = [found?.q.toLowerCase() ?? '', found?.seqs[hit]];

  // Groups, from the lines held; folded unless opened or holding what the reader went to.
  const groups = useMemo(
    () =>
      findGroups(n, (s) => {
        const l = lines.current.get(s);
        return l && (l.text.includes('group') ? plainText(l.text) : '');
      }),
    [n, version],
  );
  const groupsRef = useRef(groups);
  groupsRef.current = groups;
  const isOpen = (g: Group) => {
    const t = toggled.get(g.start);
    if (t !== undefined) return t;
    const inside = (s: number | null | undefined) => s != null && s > g.start && (g.end === null || s <= g.end);
    return inside(selected?.from) || inside(current) || inside(pending);
  };
  const map = useMemo(() => RowMap.of(n, groups, isOpen), [n, groups, toggled, selected?.from, current, pending]);

  // Load the pages of the rows in view that are not held yet.
  useEffect(() => {
    if (window_.to < window_.from) return;
    const seqs = map.seqs({ from: window_.from, to: Math.min(window_.to, map.rows) });
    if (seqs.length === 0) return;
    const span = { from: seqs[0], to: seqs[seqs.length - 1] };
    for (const p of missingPages(span, (s) => lines.current.has(s) || map.isHidden(s))) {
      if (loading.current.has(p)) continue;
      loading.current.add(p);
      const vars: Record<string, unknown> = { id };
      for (let i = 0; i < PAGE / 100; i++) vars[`f${i}`] = p - 1 + i * 100;
      requestRaw<{ run: Record<string, Line[]> | null }>(pageQuery, vars)
        .then((d) => {
          for (const [k, v] of Object.entries(d.run ?? {})) if (k.startsWith('p')) for (const l of v) lines.current.set(l.seq, l);
          bump();
        })
        .catch((e) => setError(`Could not load lines ${p}–${p + PAGE - 1}: ${e instanceof Error ? e.message : e}`))
        .finally(() => loading.current.delete(p));
    }
  }, [window_.from, window_.to, map, id]);

  const measure = () => {
    const el = box.current;
    if (!el) return;
    const w = visibleRows(el.scrollTop, el.clientHeight, ROW, map.rows);
    setWindow((cur) => (cur.from === w.from && cur.to === w.to ? cur : w));
    const top = Math.floor(el.scrollTop / ROW) + 1;
    anchor.current = top <= map.rows ? { seq: map.seqs({ from: top, to: top })[0], offset: el.scrollTop - (top - 1) * ROW } : null;
  };

  // Scroll: to a pending #L target once the log is that long, else to the end while following.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (pending != null && n >= pending) {
      el.scrollTop = Math.max(0, (map.rowOf(pending) - 1) * ROW - el.clientHeight / 2 + ROW);
      setPending(null);
    } else if (follow && pending == null) {
      el.scrollTop = el.scrollHeight;
    } else if (anchor.current) {
      // Groups above the view folded (their lines loaded) or opened: keep the line in view where it was.
      const want = (map.rowOf(anchor.current.seq) - 1) * ROW + anchor.current.offset;
      if (Math.abs(el.scrollTop - want) >= 1) el.scrollTop = want;
    }
    measure();
  }, [n, follow, pending, version, map.key]);

  useEffect(() => {
    const f = () => {
      const r = parseLineHash(location.hash);
      if (r) goTo(r);
    };
    window.addEventListener('hashchange', f);
    return () => window.removeEventListener('hashchange', f);
  }, []);

  function goTo(r: LineRange) {
    setFollow(false);
    // A group the reader closed opens again when they go to a line in it.
    setToggled((m) => {
      const g = groupOf(groupsRef.current, r.from);
      if (!g || g.start === r.from || !m.has(g.start)) return m;
      const out = new Map(m);
      out.delete(g.start);
      return out;
    });
    setSelected(r);
    setPending(r.from);
    history.replaceState(null, '', lineHash(r));
  }

  function onScroll() {
    const el = box.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < ROW;
    if (!atBottom && follow) setFollow(false);
    measure();
  }

  // Search as one types, debounced; the first match is shown.
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setFound(null);
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      request(RunLogSearch, { id, query: q })
        .then((d) => {
          if (!live || !d.run) return;
          const r = d.run.logSearch;
          setFound({ q, total: r.total, seqs: r.seqs });
          setHit(0);
          if (r.seqs.length) goTo({ from: r.seqs[0], to: r.seqs[0] });
        })
        .catch(() => live && setFound({ q, total: 0, seqs: [] }));
    }, 120);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [query, id]);

  async function step(dir: 1 | -1) {
    if (!found || found.total === 0) return;
    let i = hit + dir;
    let seqs = found.seqs;
    if (i >= seqs.length && seqs.length < found.total) {
      const d = await request(RunLogSearch, { id, query: found.q, after: seqs[seqs.length - 1] });
      seqs = [...seqs, ...(d.run?.logSearch.seqs ?? [])];
      setFound({ ...found, seqs });
    }
    if (i >= seqs.length) i = 0;
    if (i < 0) i = seqs.length - 1;
    setHit(i);
    goTo({ from: seqs[i], to: seqs[i] });
  }

  async function download() {
    setError('');
    const res = await fetch(`/runs/${encodeURIComponent(id)}/logs.txt`, { headers: { Authorization: `Bearer ${getToken()}` } });
    if (!res.ok) {
      setError(res.status === 404 ? 'The log is not there: the run may have been deleted.' : `The download failed (${res.status}).`);
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `evd-run-${id}.log`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  const rows = useMemo(() => map.seqs({ from: window_.from, to: Math.min(window_.to, map.rows) }), [window_.from, window_.to, map]);
  // Opening or folding a group keeps its header where it is (and stops following the tail).
  const toggle = (g: Group) => {
    const el = box.current;
    if (el) anchor.current = { seq: g.start, offset: el.scrollTop - (map.rowOf(g.start) - 1) * ROW };
    setFollow(false);
    setToggled((m) => new Map(m).set(g.start, !isOpen(g)));
  };

  return (
    <div class="logs-panel">
      <div class="head">
        <h2>
          Logs <span class="muted">{n.toLocaleString()} lines</span>
          {!done && <span class="live" title="streaming" aria-label="streaming" />}
        </h2>
        <div class="toolbar">
          <label>
            <input type="checkbox" checked={follow} onChange={(e) => (setFollow(e.currentTarget.checked), e.currentTarget.checked && setPending(null))} /> Follow
          </label>
          <label>
            <input type="checkbox" checked={stamps} onChange={(e) => setStamps(e.currentTarget.checked)} /> Timestamps
          </label>
          <input
            aria-label="Search the logs"
            placeholder="search the whole log"
            value={query}
            onInput={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void step(e.shiftKey ? -1 : 1);
            }}
          />
          {found && (
            <span class="muted" data-testid="log-hits">
              {found.total === 0 ? 'no match' : `${hit + 1} of ${found.total}`}
            </span>
          )}
          <JumpTo onGo={(s) => goTo({ from: s, to: s })} />
          <button type="button" onClick={() => void download()} data-testid="log-download">
            Download
          </button>
        </div>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="logs" ref={box} onScroll={onScroll} tabIndex={0} aria-label="log lines" data-testid="logs" style={{ position: 'relative' }}>
        <div style={{ height: `${map.rows * ROW}px`, position: 'relative' }}>
          {rows.map((s, i) => {
            const l = lines.current.get(s);
            const text = l ? plainText(l.text) : '';
            const isHit = l && needle && text.toLowerCase().includes(needle);
            const sel = selected && s >= selected.from && s <= selected.to;
            const g = groupOf(groups, s);
            const head = g?.start === s ? g : undefined;
            const inGroup = g && !head ? (s === g.end ? ' group-end' : ' in-group') : '';
            return (
              <div
                key={s}
                data-seq={s}
                class={`line ${l?.stream ?? 'pending'}${isHit ? ' hit' : ''}${s === current ? ' current' : ''}${sel ? ' selected' : ''}${head ? ' group-head' : ''}${inGroup}`}
                style={{ top: `${(window_.from + i - 1) * ROW}px` }}
              >
                <a
                  class="seq"
                  href={`#L${s}`}
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(e.shiftKey && selected ? { from: Math.min(selected.from, s), to: Math.max(selected.to, s) } : { from: s, to: s });
                  }}
                  tabIndex={-1}
                >
                  {s}
                </a>
                {stamps && <span class="at">{l ? new Date(l.at).toISOString().slice(11, 23) : ''}</span>}
                {head ? (
                  <button
                    type="button"
                    class="group-toggle"
                    aria-expanded={head.end === null || isOpen(head)}
                    disabled={head.end === null || head.end <= head.start}
                    title={head.end === null ? 'the group has not ended (or its end is not loaded yet)' : `lines ${head.start + 1}–${head.end}`}
                    onClick={() => toggle(head)}
                  >
                    {head.end === null || isOpen(head) ? '▾' : '▸'} {head.title || 'group'}
                    {head.end !== null && <span class="muted"> {(head.end - head.start - 1).toLocaleString()} lines</span>}
                  </button>
                ) : (
                  <span class="text">
                    {l ? segments(l.text).map((g) => (g.cls ? <span class={g.cls}>{g.text}</span> : g.text)) : <span class="muted">…</span>}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        {n === 0 && <span class="muted empty">{done ? 'No log lines.' : 'Waiting for log lines…'}</span>}
      </div>
    </div>
  );
}

function JumpTo({ onGo }: { onGo: (seq: number) => void }) {
  const [v, setV] = useState('');
  return (
    <form
      class="inline"
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(v);
        if (Number.isInteger(n) && n > 0) onGo(n);
      }}
    >
      <input aria-label="Jump to line" placeholder="line" inputMode="numeric" size={6} value={v} onInput={(e) => setV(e.currentTarget.value)} />
      <button>Go</button>
    </form>
  );
}
