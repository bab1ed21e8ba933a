// The log viewer on a 100,000-line run, measured in headless Chromium against
// a real everdict serve: the first render of the run page's log, the first
// render of a #L link deep in the log, a search per keystroke (server search
// and the redraw), and the page's JS heap. Run with:
//   go build -o bin/everdict ./cmd/everdict && cd web && EVERDICT_BIN=../bin/everdict node e2e/bench-logs.mjs
// The numbers go to BENCHMARKS.md by hand.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const BIN = resolve(process.env.EVERDICT_BIN ?? '../bin/everdict');
const LINES = Number(process.env.LINES ?? 100000);
const dataDir = mkdtempSync(join(tmpdir(), 'everdict-bench-'));
const env = { ...process.env, EVERDICT_DATA_DIR: dataDir, EVERDICT_ADDR: '127.0.0.1:0', EVERDICT_DATABASE_URL: '', EVERDICT_REDIS_URL: '', EVERDICT_LOG_LEVEL: 'error' };
const tok = (tenant, role) => execFileSync(BIN, ['token', 'create', '--tenant', tenant, '--role', role, '--subject', `${role}@${tenant}`], { env }).toString().trim();
const admin = tok('acme', 'admin');
const op = tok('platform', 'operator');
const server = spawn(BIN, ['serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((ok) => {
  let out = '';
  server.stdout.on('data', (b) => {
    out += b;
    const m = /Everdict on (http:\/\/[0-9.:]+)/.exec(out);
    if (m) ok(m[1]);
  });
});
const gql = async (t, query, variables) =>
  (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t}` }, body: JSON.stringify({ query, variables }) })).json();
try {
  await gql(op, `mutation { registerRuntime(input: {name: "bench", kind: LOCAL, local: {hardened: true}, admission: {maxConcurrent: 1}}, tenant: "acme") { version } }`);
  const script = `i=0; while [ $i -lt ${LINES} ]; do i=$((i+1)); echo "line $i of the bench"; done`;
  const sub = await gql(admin, `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`, {
    input: { runtime: 'bench', harness: { name: 'bench', command: ['sh', '-c', script] }, case: { task: 'bench', timeoutSec: 600 } },
  });
  const id = sub.data.submitRun.id;
  const t0 = Date.now();
  for (;;) {
    const d = await gql(admin, `query($id: ID!) { run(id: $id) { status lastLogSeq } }`, { id });
    if (d.data.run.status === 'SUCCEEDED' || d.data.run.status === 'FAILED') {
      console.log(`run ${id}: ${d.data.run.lastLogSeq} lines stored in ${Date.now() - t0} ms`);
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--enable-precise-memory-info'] });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript((t) => localStorage.setItem('everdict.token', t), admin);
  const page = await ctx.newPage();
  const measure = async (url, sel) => {
    const s = Date.now();
    await page.goto(url);
    await page.locator(sel).first().waitFor({ timeout: 120_000 });
    return Date.now() - s;
  };
  for (let i = 0; i < 3; i++) {
    const end = await measure(`${base}/runs/${id}`, `.line[data-seq="${LINES}"] .text`);
    const deep = await measure(`${base}/runs/${id}#L50000`, '.line.selected[data-seq="50000"] .text');
    const rows = await page.locator('.logs .line').count();
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    console.log(`load ${i + 1}: page to the last line ${end} ms; #L50000 ${deep} ms; ${rows} rows in the DOM; JS heap ${(heap / 1e6).toFixed(1)} MB`);
  }
  // A search per keystroke: type one more character, wait for the new count.
  const box = page.getByLabel('Search the logs');
  const times = [];
  for (const q of ['line 9', 'line 99', 'line 999', 'line 9999', 'line 99999']) {
    const before = await page.getByTestId('log-hits').textContent().catch(() => '');
    const s = Date.now();
    await box.fill(q);
    await page.waitForFunction((b) => {
      const t = document.querySelector('[data-testid="log-hits"]')?.textContent ?? '';
      return t !== '' && t !== b;
    }, before);
    times.push(Date.now() - s);
  }
  console.log(`search, keystroke to "n of m" (includes the 120 ms debounce): ${times.join(', ')} ms`);
  const s = Date.now();
  await gql(admin, `query($id: ID!) { run(id: $id) { logSearch(query: "line 99999") { total } } }`, { id });
  console.log(`logSearch alone over ${LINES} lines: ${Date.now() - s} ms`);
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
