// End-to-end tests: the web app in real headless Chromium (Debian's
// /usr/bin/chromium driven by playwright-core; nothing is downloaded)
// against a real `everdict serve` on a temporary SQLite data dir. Any
// request to a host other than the server fails the run. Screenshots go to
// web/artifacts/. Run with: make e2e-web (EVERDICT_BIN names the binary).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const BIN = resolve(process.env.EVERDICT_BIN ?? '../bin/everdict');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARTIFACTS = resolve('artifacts');
const TIMEOUT = 60_000; // per step: generous, the CI machine is shared

const dataDir = mkdtempSync(join(tmpdir(), 'everdict-e2e-'));
const env = {
  ...process.env,
  EVERDICT_DATA_DIR: dataDir,
  EVERDICT_ADDR: '127.0.0.1:0',
  EVERDICT_DATABASE_URL: '',
  EVERDICT_REDIS_URL: '',
  EVERDICT_LOG_LEVEL: 'warn',
};
let server;
let base;
let browser;
let adminToken;
let operatorToken;
const foreign = [];

function token(tenant, role) {
  return execFileSync(BIN, ['token', 'create', '--tenant', tenant, '--role', role, '--subject', `${role}@${tenant}`], { env })
    .toString()
    .trim();
}

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  adminToken = token('acme', 'admin');
  operatorToken = token('platform', 'operator');
  server = spawn(BIN, ['serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise((ok, fail) => {
    let out = '';
    const t = setTimeout(() => fail(new Error(`everdict serve did not start: ${out}`)), TIMEOUT);
    server.stdout.on('data', (b) => {
      out += b;
      const m = /Everdict on (http:\/\/[0-9.:]+)/.exec(out);
      if (m) {
        clearTimeout(t);
        ok(m[1]);
      }
    });
    server.on('exit', (code) => fail(new Error(`everdict serve exited ${code}: ${out}`)));
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
});

after(async () => {
  await browser?.close();
  if (server && server.exitCode == null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  assert.deepEqual(foreign, [], 'the app requested another host');
});

/** A page signed in with tok (or not), refusing every request to another host. */
async function open(tok, { width = 1280, height = 860, colorScheme = 'light' } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height }, colorScheme });
  const origin = new URL(base).host;
  await ctx.route('**/*', (route) => {
    const u = new URL(route.request().url());
    if (u.host !== origin) {
      foreign.push(u.href);
      return route.abort();
    }
    return route.continue();
  });
  if (tok) await ctx.addInitScript((t) => localStorage.setItem('everdict.token', t), tok);
  const page = await ctx.newPage();
  page.setDefaultTimeout(TIMEOUT);
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).host !== origin) foreign.push(ws.url());
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.errors = errors;
  return page;
}

const shot = (page, name) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

test('signing in with a token lands on the page asked for', async () => {
  const page = await open(null);
  await page.goto(`${base}/queue`);
  await page.waitForURL(/\/signin\?next=%2Fqueue/);
  await page.getByLabel('API token').fill('evd_not-a-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('.error').waitFor();
  await page.getByLabel('API token').fill(adminToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/queue`);
  await page.getByTestId('viewer').getByText('admin@acme').waitFor();
  await shot(page, 'signin-done');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('every page has a URL that works on reload', async () => {
  const page = await open(adminToken);
  const pages = {
    '/': 'Runs',
    '/runs': 'Runs',
    '/runs?status=SUCCEEDED': 'Runs',
    '/submit': 'Submit a run',
    '/runtimes': 'Runtimes',
    '/runtimes/local': 'local',
    '/harnesses': 'Harnesses',
    '/queue': 'Queue',
    '/runs?status=SUCCEEDED&verdict=PASS': 'Runs',
    '/scorecards': 'Scorecards',
    '/scorecards/compare': 'Compare scorecards',
    '/admin': 'Admin',
    '/providers': 'Model providers',
    '/signin': 'Sign in',
    '/no/such/page': 'Not found',
  };
  for (const [path, heading] of Object.entries(pages)) {
    const res = await page.goto(`${base}${path}`);
    assert.equal(res.status(), path === '/no/such/page' ? 404 : 200, path);
    await page.locator('main h1').filter({ hasText: heading }).first().waitFor();
    await shot(page, `page${path.replace(/[/?=]/g, '_') || '_root'}`);
  }
  // Keyboard: the first Tab reaches the skip link, which moves focus to the page.
  await page.goto(`${base}/runs`);
  await page.locator('main h1').waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
  // Phone width: still readable, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${base}/runs`);
  await page.locator('main h1').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `the runs page is ${overflow}px wider than a phone`);
  await shot(page, 'phone-runs');
  assert.deepEqual(page.errors, []);
  await page.context().close();
  // Dark: the page follows prefers-color-scheme.
  const dark = await open(adminToken, { colorScheme: 'dark' });
  await dark.goto(`${base}/runs`);
  await dark.locator('main h1').waitFor();
  const bg = await dark.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(11, 17, 32)', 'dark mode background');
  await shot(dark, 'dark-runs');
  await dark.context().close();
});

test('registering a runtime validates as you type', async () => {
  const page = await open(adminToken);
  await page.goto(`${base}/runtimes`);
  const form = page.getByRole('form', { name: 'Register a runtime' });
  await form.getByLabel('Name').fill('e2e-pool');
  await form.getByLabel('Kind').selectOption('NOMAD');
  await form.getByTestId('validation').locator('.error').waitFor(); // NOMAD without an address
  await form.getByLabel('Kind').selectOption('LOCAL');
  await form.getByLabel('Max concurrent').fill('1');
  // An untrusted tenant may register only hardened LOCAL runtimes: the server says so as you type.
  await form.getByTestId('validation').getByText('local.hardened').waitFor();
  await form.getByLabel('Hardened (bubblewrap)').check();
  // LOCAL is the control plane's own host: only an operator registers one, granting it to acme.
  await form.getByTestId('validation').getByText(/only an OPERATOR may register/).waitFor();
  const granted = await gql(operatorToken, `mutation { registerRuntime(input: {name: "e2e-pool", kind: LOCAL,
    local: {hardened: true}, admission: {maxConcurrent: 1}}, tenant: "acme") { version } }`);
  assert.equal(granted.data?.registerRuntime?.version, 1, JSON.stringify(granted));
  await page.reload();
  await page.getByTestId('runtimes').getByRole('link', { name: 'e2e-pool' }).click();
  await page.waitForURL(`${base}/runtimes/e2e-pool`);
  await page.getByTestId('versions').getByText('v1').waitFor();
  await page.getByRole('button', { name: 'Probe latest' }).click();
  await page.getByTestId('probe').waitFor();
  await shot(page, 'runtime-detail');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

async function submit(page, runtime, command) {
  await page.goto(`${base}/submit`);
  const form = page.getByRole('form', { name: 'Submit a run' });
  // The form offers the first runtime once the list loads; wait for that,
  // then fill until the field holds exactly what we typed: a re-render that
  // lands between fill's select-all and its typing appends instead.
  await page.waitForFunction(() => document.querySelector('form input[name="runtime"]')?.value !== '');
  const field = form.getByLabel('Runtime');
  for (let i = 0; i < 5 && (await field.inputValue()) !== runtime; i++) await field.fill(runtime);
  assert.equal(await field.inputValue(), runtime);
  await form.getByLabel('Harness command (sh -c)').fill(command);
  await form.getByRole('button', { name: 'Submit' }).click();
  const refused = form.locator('.error').first();
  await Promise.race([page.waitForURL(/\/runs\/\d+$/), refused.waitFor()]);
  if (!/\/runs\/\d+$/.test(page.url())) {
    await shot(page, 'submit-refused');
    throw new Error(`submit refused: ${await refused.textContent()}`);
  }
  return page.url();
}

test('a run is watched live from QUEUED to SUCCEEDED, and another is canceled', async () => {
  const queue = await open(adminToken);
  await queue.goto(`${base}/queue`);
  await queue.getByTestId('share-chart').waitFor();
  const pointsBefore = Number(await queue.getByTestId('share-chart').getAttribute('data-points'));

  // Run A holds e2e-pool's one slot, so run B waits behind it.
  const a = await open(adminToken);
  const urlA = await submit(a, 'e2e-pool', 'echo holding the slot; sleep 120');
  await a.locator('h1 .badge').filter({ hasText: 'RUNNING' }).waitFor();
  await a.getByTestId('logs').getByText('holding the slot').waitFor();

  const b = await open(adminToken);
  // Record every status the page shows, as it shows it.
  await b.addInitScript(() => {
    window.__statuses = [];
    new MutationObserver(() => {
      const s = document.querySelector('h1 .badge')?.textContent;
      if (s && window.__statuses.at(-1) !== s) window.__statuses.push(s);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await submit(b, 'e2e-pool', 'for i in 1 2 3 4 5 6; do echo step $i; sleep 0.4; done; echo 42 > answer.txt');
  await b.getByTestId('waiting').getByText(/capacity/i).waitFor();
  // It names the run holding the slot, with a link to it.
  const holder = b.getByTestId('waiting-holders').getByTestId('holder');
  await holder.waitFor();
  assert.equal(await holder.getAttribute('href'), new URL(urlA).pathname);
  assert.equal(await holder.textContent(), `evd-run-${new URL(urlA).pathname.split('/').pop()}`);
  await shot(b, 'run-queued');

  // The queue page saw the change.
  await queue.getByTestId('tenants').getByText('acme').waitFor();
  await queue.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="share-chart"]')?.getAttribute('data-points')) > n,
    pointsBefore,
  );
  await queue.getByTestId('waiting-runs').getByText(/CAPACITY/).waitFor();
  await shot(queue, 'queue');

  // Cancel A from its page: it asks first, then B gets the slot.
  await a.getByRole('button', { name: 'Cancel run' }).click();
  await a.getByRole('button', { name: 'Keep' }).click();
  assert.equal(await a.locator('h1 .badge').first().textContent(), 'RUNNING', 'Keep must not cancel');
  await a.getByRole('button', { name: 'Cancel run' }).click();
  await a.getByRole('button', { name: 'Confirm cancel' }).click();
  await a.getByTestId('run-error').getByText('CANCELED').waitFor();
  await a.locator('h1 .badge').filter({ hasText: 'FAILED' }).waitFor();
  assert.equal(await a.getByRole('button', { name: 'Cancel run' }).count(), 0);
  await shot(a, 'run-canceled');

  // B runs: its log lines arrive while it is still RUNNING, then it passes.
  await b.getByTestId('logs').getByText('step 1', { exact: true }).waitFor();
  const whileRunning = await b.locator('h1 .badge').textContent();
  await b.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor();
  await b.getByTestId('logs').getByText('step 6', { exact: true }).waitFor();
  await b.getByTestId('graders').getByText('TESTS_PASS').waitFor();
  // Its timeline went queued → dispatched → harness → settled.
  await b.getByTestId('timeline').locator('li[data-phase="SETTLED"]').waitFor();
  assert.deepEqual(await b.getByTestId('timeline').locator('li').evaluateAll((ls) => ls.map((l) => l.dataset.phase)), ['QUEUED', 'DISPATCHED', 'HARNESS', 'SETTLED']);
  assert.equal(whileRunning, 'RUNNING', 'the first log line should appear before the run settles');
  assert.deepEqual(await b.evaluate(() => window.__statuses), ['QUEUED', 'RUNNING', 'SUCCEEDED']);
  // Search and jump to a sequence number.
  await b.getByLabel('Search the logs').fill('step 3');
  await b.getByTestId('log-hits').getByText('1 of 1').waitFor();
  await b.getByLabel('Jump to line').fill('2');
  await b.getByLabel('Jump to line').press('Enter');
  await b.locator('.line.selected[data-seq="2"]').waitFor();
  assert.match(b.url(), /#L2$/);
  await shot(b, 'run-succeeded');

  // A reload of the run's URL shows the same run.
  await b.reload();
  await b.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor();

  // The runs list pictures their latency.
  await b.goto(`${base}/runs`);
  await b.getByTestId('latency-chart').waitFor();
  await shot(b, 'runs');
  // The runs list shows both, filterable by status; the correlation id finds A.
  await b.goto(`${base}/runs?status=FAILED`);
  await b.getByTestId('runs').locator('tbody tr[data-status="FAILED"]').first().waitFor();
  assert.equal(await b.getByTestId('runs').locator('tbody tr[data-status="SUCCEEDED"]').count(), 0);
  const idA = urlA.split('/').pop();
  await b.getByLabel('Find a run by correlation id').fill(`evd-run-${idA}`);
  await b.getByRole('button', { name: 'Find' }).click();
  await b.waitForURL(urlA);
  for (const p of [queue, a, b]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test("the queue charts open with the server's last hour, before any live update", async () => {
  const past = await gql(adminToken, '{ queueHistory { at } }');
  assert.ok(past.data.queueHistory.length >= 1, `the server has sampled its queue: ${JSON.stringify(past)}`);
  const page = await open(adminToken);
  // No live feed: whatever the charts show came from queueHistory.
  await page.routeWebSocket(/\/graphql/, () => {});
  await page.goto(`${base}/queue`);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="slots-chart"]')?.getAttribute('data-points')) >= 1);
  await shot(page, 'queue-history');
  await page.context().close();
});

test('an operator sets a tenant policy; an admin rotates a secret', async () => {
  const op = await open(operatorToken);
  await op.goto(`${base}/admin`);
  const policy = op.getByRole('form', { name: 'Tenant policy' });
  await policy.getByLabel('Tenant').fill('acme');
  await policy.getByLabel('Weight').fill('3');
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await policy.getByTestId('tenant-policy').getByText('acme').waitFor();
  await shot(op, 'admin-operator');
  const admin = await open(adminToken);
  await admin.goto(`${base}/admin`);
  const secrets = admin.getByRole('form', { name: 'Secrets' });
  await secrets.getByLabel('Name').fill('openai');
  await secrets.getByLabel('Value').fill('sk-e2e');
  await secrets.getByRole('button', { name: 'Set secret' }).click();
  await secrets.getByText('Secret openai (harness) saved.').waitFor();
  assert.equal(await admin.getByText('sk-e2e').count(), 0, 'a secret value is never shown');
  // The list shows it by name; Rotate takes you to its value, empty.
  await secrets.getByTestId('secrets').getByText('openai').waitFor();
  await secrets.getByRole('button', { name: 'Rotate openai' }).click();
  assert.equal(await secrets.getByLabel('Name').inputValue(), 'openai');
  assert.equal(await admin.evaluate(() => document.activeElement?.getAttribute('name')), 'secretValue');
  for (const p of [op, admin]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('a registered harness is listed, run by reference with a model from the submit page, and swept by model', async () => {
  const register = async (description) => {
    const r = await gql(
      adminToken,
      'mutation($in: HarnessSpecInput!) { registerHarness(input: $in) { version digest } }',
      {
        in: {
          name: 'picky',
          description,
          command: ['/bin/sh', '-c', 'test "$1" = right', 'sh', '{{model.name}}'],
          env: [{ name: 'GREETING', value: 'hush-literal' }],
        },
      },
    );
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    return r.data.registerHarness;
  };
  const v1 = await register('first');
  const v2 = await register('second');
  assert.deepEqual([v1.version, v2.version], [1, 2]);
  const tagged = await gql(adminToken, 'mutation { setHarnessVersionTags(name: "picky", version: 1, tags: ["stable"]) { tags } }');
  assert.equal(tagged.errors, undefined, JSON.stringify(tagged.errors));

  const page = await open(adminToken);
  await page.goto(`${base}/harnesses`);
  const table = page.getByTestId('harnesses');
  const row1 = table.locator('tr[data-harness="picky"][data-version="1"]');
  const row2 = table.locator('tr[data-harness="picky"][data-version="2"]');
  await row1.getByText('stable').waitFor();
  await row2.getByText('latest').waitFor();
  await row1.getByText(v1.digest.slice(0, 12)).waitFor();
  await row1.getByTestId('env').getByText('GREETING').waitFor();
  assert.ok(!(await page.content()).includes('hush-literal'), 'the Harnesses page shows an env value');
  await shot(page, 'harnesses');

  // The picker: a registered harness by tag and a model; the one-off command is set aside.
  await page.goto(`${base}/submit`);
  const form = page.getByRole('form', { name: 'Submit a run' });
  await page.waitForFunction(() => document.querySelector('form input[name="runtime"]')?.value !== '');
  const runtime = form.getByLabel('Runtime');
  for (let i = 0; i < 5 && (await runtime.inputValue()) !== 'e2e-pool'; i++) await runtime.fill('e2e-pool');
  await page.locator('#harness-refs option[value="picky@stable"]').waitFor({ state: 'attached' });
  await form.getByLabel('Registered harness').fill('picky@stable');
  await form.getByLabel('Model').fill('p/right');
  assert.ok(await form.getByLabel('Harness command (sh -c)').isDisabled(), 'the one-off command is not disabled with a registered harness');
  await form.getByLabel('Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)').fill('');
  await shot(page, 'submit-registered');
  await form.getByRole('button', { name: 'Submit' }).click();
  const refused = form.locator('.error, [role="alert"]').first();
  await Promise.race([page.waitForURL(/\/runs\/\d+$/), refused.waitFor()]);
  assert.match(page.url(), /\/runs\/\d+$/, `submit by reference refused: ${await refused.textContent().catch(() => '')}`);
  await page.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor();
  await page.locator('.badge').filter({ hasText: 'PASS' }).first().waitFor();
  const id = page.url().split('/').pop();
  const run = await gql(adminToken, `{ run(id: "${id}") { model modelSource harness { name version digest registered } } }`);
  assert.deepEqual(run.data.run, {
    model: 'p/right',
    modelSource: 'RUN',
    harness: { name: 'picky', version: '1', digest: v1.digest, registered: true },
  });

  // A sweep's scorecard page breaks its results down by model.
  const sc = await gql(
    adminToken,
    'mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }',
    { in: { name: 'sweep', runtime: 'e2e-pool', harnessRef: 'picky@stable', models: ['p/right', 'p/wrong'], cases: [{ id: 'one', task: 't' }] } },
  );
  assert.equal(sc.errors, undefined, JSON.stringify(sc.errors));
  await page.goto(`${base}/scorecards/${sc.data.submitScorecard.id}`);
  await page.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor();
  const models = page.getByTestId('models-table');
  await models.locator('tr[data-model="p/right"]').getByText('100%').waitFor();
  await models.locator('tr[data-model="p/wrong"]').getByText('0%').waitFor();
  await shot(page, 'scorecard-models');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** gql posts one operation as tok, outside the browser. */
async function gql(tok, query, variables) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tok}` },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

const jsonl = (...cases) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';
const grader = (cmd) => [{ kind: 'TESTS_PASS', command: ['sh', '-c', cmd] }];

/** submitScorecard fills the scorecard form (cases from a file, or pasted) and returns the scorecard's URL. */
async function submitScorecard(page, { name, cases, file, command }) {
  if (!page.url().endsWith('/submit#scorecard')) await page.goto(`${base}/submit#scorecard`);
  const form = page.getByRole('form', { name: 'Submit a scorecard' });
  await page.waitForFunction(() => document.querySelector('input[name="scorecardRuntime"]')?.value !== '');
  const runtime = form.getByLabel('Runtimes');
  for (let i = 0; i < 5 && (await runtime.inputValue()) !== 'e2e-pool'; i++) await runtime.fill('e2e-pool');
  assert.equal(await runtime.inputValue(), 'e2e-pool');
  if (file) await form.getByLabel('Cases file (JSONL)').setInputFiles({ name: file, mimeType: 'application/jsonl', buffer: Buffer.from(cases) });
  else await form.getByLabel('Or paste the cases').fill(cases);
  await form.getByTestId('cases-summary').waitFor();
  await form.getByLabel('Scorecard name').fill(name);
  await form.getByLabel('Harness command for every case (sh -c)').fill(command);
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  const refused = form.locator('[role="alert"]').first();
  await Promise.race([page.waitForURL(/\/scorecards\/\d+$/), refused.waitFor()]);
  if (!/\/scorecards\/\d+$/.test(page.url())) {
    await shot(page, 'scorecard-refused');
    throw new Error(`scorecard refused: ${await refused.textContent()}`);
  }
  return page.url();
}

test('a scorecard uploaded as JSONL settles live, compares with another, and is canceled', async () => {
  const page = await open(adminToken);
  // Record every status the scorecard page shows, as it shows it.
  await page.addInitScript(() => {
    window.__statuses = [];
    new MutationObserver(() => {
      if (!location.pathname.startsWith('/scorecards/')) return;
      const s = document.querySelector('h1 .badge')?.textContent;
      if (s && window.__statuses.at(-1) !== s) window.__statuses.push(s);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  // A bad file is refused line by line, before anything is sent.
  await page.goto(`${base}/submit#scorecard`);
  const form = page.getByRole('form', { name: 'Submit a scorecard' });
  await form.getByLabel('Cases file (JSONL)').setInputFiles({
    name: 'broken.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(jsonl({ id: 'passes', task: 't' }, { task: 'no id' }) + '{"id": "x", "task": \n' + jsonl({ id: 'passes', task: 'again' })),
  });
  const problems = form.getByTestId('case-problems');
  await problems.getByText('line 2: the case has no "id"').waitFor();
  await problems.getByText('line 3: not a case: not valid JSON').waitFor();
  await problems.getByText('line 4: "id" "passes" repeats line 1').waitFor();
  assert.equal(await form.getByLabel('Scorecard name').inputValue(), 'broken', 'the name comes from the file');
  assert.ok(await form.getByRole('button', { name: 'Submit scorecard' }).isDisabled());
  await shot(page, 'scorecard-upload-problems');

  // Two cases on e2e-pool: one passes, one fails.
  const first = await submitScorecard(page, {
    name: 'e2e-smoke',
    file: 'e2e-smoke.jsonl',
    cases: jsonl({ id: 'passes', task: 'pass', graders: grader('true') }, { id: 'fails', task: 'fail', graders: grader('false') }),
    command: 'sleep 1; true',
  });
  const agg = page.getByTestId('aggregate');
  await page.waitForFunction(() => document.querySelector('[data-testid="aggregate"]')?.getAttribute('data-done') === '2');
  await page.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor();
  const seen = await page.evaluate(() => window.__statuses);
  assert.equal(seen.at(-1), 'SUCCEEDED');
  assert.ok(['QUEUED', 'RUNNING'].includes(seen[0]), `the page saw the scorecard before it settled: ${seen}`);
  await agg.getByText('1 passed').waitFor();
  await agg.getByText('1 failed').waitFor();
  await page.getByTestId('rate').getByText('50%', { exact: true }).waitFor();
  await page.getByTestId('interval').waitFor();
  await page.getByTestId('runtime-chart').locator('canvas').waitFor();
  assert.equal(await page.getByTestId('runtime-chart').getAttribute('data-total'), '2');
  await page.getByTestId('runtimes-table').getByText('e2e-pool').waitFor();
  const children = page.getByTestId('children');
  await children.locator('tr[data-case="fails"] .badge').filter({ hasText: 'FAIL' }).waitFor();
  await children.locator('tr[data-case="passes"] .badge').filter({ hasText: 'PASS' }).waitFor();
  await shot(page, 'scorecard');
  await page.screenshot({ path: join(ARTIFACTS, 'scorecard-viewport.png') }); // docs/web-scorecard.png

  // A child run links to its run page, which links back.
  await children.getByRole('link', { name: 'fails' }).click();
  await page.waitForURL(/\/runs\/\d+$/);
  await page.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor();
  await page.getByRole('link', { name: `#${first.split('/').pop()}` }).click();
  await page.waitForURL(first);

  // The scorecard's URL works on reload.
  await page.reload();
  await page.getByTestId('rate').getByText('50%', { exact: true }).waitFor();

  // The runs list filters by verdict, in the URL: a reload keeps it.
  // A scorecard's runs are listed only when asked for; their chips name the scorecard.
  await page.goto(`${base}/runs`);
  await page.getByTestId('runs-count').waitFor();
  await page.getByLabel('Verdict').selectOption('FAIL');
  await page.waitForURL(/[?&]verdict=FAIL/);
  await page.getByLabel('Include scorecard runs').check();
  await page.waitForURL(/[?&]children=1/);
  const runs = page.getByTestId('runs');
  await runs.locator('tbody tr[data-status="SUCCEEDED"]').first().waitFor();
  await runs.locator('a.chip').filter({ hasText: 'e2e-smoke' }).first().waitFor();
  await page.reload();
  assert.equal(await page.getByLabel('Verdict').inputValue(), 'FAIL');
  assert.equal(await page.getByLabel('Include scorecard runs').isChecked(), true);
  await runs.locator('tbody tr[data-status="SUCCEEDED"]').first().waitFor();
  const verdicts = await runs.locator('tbody tr td:nth-child(3)').allTextContents();
  assert.ok(verdicts.length > 0 && verdicts.every((v) => v === 'FAIL'), `verdicts on /runs?verdict=FAIL: ${verdicts}`);
  // Find takes a case id: the case's runs, a scorecard's included.
  await page.goto(`${base}/runs`);
  await page.getByLabel('Find a run by correlation id').fill('fails');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.waitForURL(/[?&]case=fails/);
  await page.getByTestId('case-filter').waitFor();
  await runs.locator('a.chip').filter({ hasText: 'e2e-smoke' }).first().waitFor();

  // A second scorecard of the same cases, pasted: now both pass.
  const second = await submitScorecard(page, {
    name: 'e2e-smoke-fixed',
    cases: jsonl({ id: 'passes', task: 'pass', graders: grader('true') }, { id: 'fails', task: 'fail', graders: grader('true') }),
    command: 'true',
  });
  await page.getByTestId('rate').getByText('100%', { exact: true }).waitFor();
  await page.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor();

  // Compare the two from the list: the older is the baseline.
  await page.goto(`${base}/scorecards`);
  const list = page.getByTestId('scorecards');
  await list.getByRole('link', { name: 'e2e-smoke-fixed' }).waitFor();
  const [idA, idB] = [first, second].map((u) => u.split('/').pop());
  await list.getByLabel(`Compare e2e-smoke #${idA}`, { exact: true }).check();
  await list.getByLabel(`Compare e2e-smoke-fixed #${idB}`, { exact: true }).check();
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await page.waitForURL(`${base}/scorecards/compare?a=${idA}&b=${idB}`);
  const verdict = page.getByTestId('compare-verdict');
  await verdict.getByText('1 fixed, 0 regressed — not significant (McNemar p = 1).').waitFor();
  await page.getByTestId('compare-summary').getByText('+50 pts').waitFor();
  await page.getByTestId('compare-runtimes').getByText('e2e-pool').waitFor();
  const fixed = page.getByTestId('compare-cases').locator('tr[data-change="fixed"]');
  await fixed.getByText('fails').waitFor();
  await fixed.getByRole('link', { name: 'PASS' }).waitFor(); // b's run of the case
  await shot(page, 'scorecard-compare');
  await page.reload();
  await verdict.getByText('1 fixed, 0 regressed').waitFor();
  // At a phone's width the compare page and the scorecard still fit.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const u of [page.url(), first]) {
    await page.goto(u);
    await page.locator('main h1').waitFor();
    await page.locator('main table').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${u} is ${overflow}px wider than a phone`);
  }
  await shot(page, 'phone-scorecard');
  await page.setViewportSize({ width: 1280, height: 860 });

  // A long one is canceled from its page.
  await submitScorecard(page, {
    name: 'e2e-long',
    cases: jsonl({ id: 'slow-1', task: 'wait', graders: grader('true') }, { id: 'slow-2', task: 'wait', graders: grader('true') }),
    command: 'sleep 120',
  });
  await page.getByRole('button', { name: 'Cancel scorecard' }).click();
  await page.getByRole('button', { name: 'Confirm cancel' }).click();
  await page.locator('h1 .badge').filter({ hasText: 'CANCELED' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Cancel scorecard' }).count(), 0);
  await page.waitForFunction(() => document.querySelector('[data-testid="aggregate"]')?.getAttribute('data-done') === '2');
  await shot(page, 'scorecard-canceled');

  const dark = await open(adminToken, { colorScheme: 'dark' });
  await dark.goto(first);
  await dark.getByTestId('runtime-chart').locator('canvas').waitFor();
  await shot(dark, 'dark-scorecard');
  for (const p of [page, dark]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('a token is created, shown once with a copy button, works, and is revoked', async () => {
  const page = await open(adminToken);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await page.goto(`${base}/admin`);
  const create = page.getByRole('form', { name: 'Create a token' });
  await create.getByLabel('Subject').fill('ci-bot');
  await create.getByLabel('Role').selectOption('MEMBER');
  await create.getByLabel('Expires').selectOption({ label: 'in 7 days' });
  await create.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByTestId('new-token');
  const value = (await shown.locator('code.secret').textContent()).trim();
  assert.match(value, /^evd_/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await shown.getByText('Copied.').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), value);
  const me = await gql(value, '{ viewer { subject role } }');
  assert.deepEqual(me.data?.viewer, { subject: 'ci-bot', role: 'MEMBER' });

  const row = page.getByTestId('tokens').locator('tr', { hasText: 'ci-bot' });
  await row.locator('[data-state="active"], .tok-active').first().waitFor();
  await shot(page, 'admin-tokens');
  // Hidden once dismissed; never listed.
  await shown.getByRole('button', { name: 'Done, hide it' }).click();
  assert.equal(await page.getByText(value).count(), 0, 'the token is shown once');
  // Revoke asks once more, then the token is refused.
  await row.getByRole('button', { name: /^Revoke the token of ci-bot/ }).click();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Confirm revoke', 'the confirmation takes the focus');
  await page.keyboard.press('Enter');
  await page.getByTestId('tokens').locator('tr[data-state="revoked"]', { hasText: 'ci-bot' }).waitFor();
  const after = await gql(value, '{ viewer { subject } }');
  assert.equal(after.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  // The list survives a reload, revoked.
  await page.reload();
  await page.getByTestId('tokens').locator('tr[data-state="revoked"]', { hasText: 'ci-bot' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an admin registers a model provider and deletes it', async () => {
  const secret = await gql(adminToken, 'mutation { setSecret(name: "judge-key", value: "sk-e2e", purpose: MODEL) { name } }');
  assert.deepEqual(secret.errors, undefined);
  const page = await open(adminToken);
  page.on('dialog', (d) => d.accept());
  await page.goto(`${base}/providers`);
  const form = page.getByRole('form', { name: 'Register a model provider' });
  await form.getByLabel('Name').fill('acmeai');
  await form.getByLabel('Kind').selectOption('ANTHROPIC');
  await form.getByLabel('Base URL').fill('https://api.anthropic.com/v1');
  await form.getByLabel('API key secret').fill('judge-key');
  await form.getByRole('button', { name: 'Register' }).click();
  const row = page.getByTestId('providers').locator('tr', { hasText: 'acmeai' });
  await row.getByText('judge-key').waitFor();
  assert.equal(await page.getByText('sk-e2e').count(), 0, 'the key itself is never shown');
  await shot(page, 'providers');
  await row.getByRole('button', { name: 'Delete acmeai' }).click();
  await page.getByText('Model provider acmeai deleted.').waitFor();
  await row.waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a judge that cannot grade leaves the run UNSCORED, its answer shown as text', async () => {
  // A provider the run may name at submit, deleted before it grades: its judge cannot grade.
  const reg = await gql(
    adminToken,
    `mutation { registerModelProvider(input: {name: "gone", kind: OPENAI_COMPATIBLE, baseUrl: "https://judge.invalid/v1", apiKeySecret: "judge-key"}) { name } }`,
  );
  assert.deepEqual(reg.errors, undefined);
  const sub = await gql(
    adminToken,
    `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`,
    {
      input: {
        runtime: 'e2e-pool',
        harness: { name: 'answers', command: ['sh', '-c', 'printf "<b>hi</b>" > "$EVERDICT_ANSWER_FILE"'] },
        case: { task: 'say hi', graders: [{ kind: 'JUDGE', rubric: 'says hi', model: 'gone/model' }] },
      },
    },
  );
  assert.deepEqual(sub.errors, undefined);
  assert.deepEqual((await gql(adminToken, 'mutation { deleteModelProvider(name: "gone") }')).errors, undefined);
  const page = await open(adminToken);
  await page.goto(`${base}/runs/${sub.data.submitRun.id}`);
  await page.locator('h2 .badge.v-unscored').waitFor({ timeout: TIMEOUT });
  await page.getByTestId('unscored-reason').waitFor();
  assert.equal((await page.getByTestId('answer').locator('pre').textContent()).trim(), '<b>hi</b>');
  assert.equal(await page.getByTestId('answer').locator('b').count(), 0, 'the answer is text, never HTML');
  await shot(page, 'run-unscored');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a running run is entered: a command in its sandbox, then a terminal', async () => {
  const page = await open(adminToken);
  await submit(page, 'e2e-pool', 'echo inside > marker; echo ready; sleep 120');
  await page.getByTestId('logs').getByText('ready', { exact: true }).waitFor();

  const form = page.getByRole('form', { name: 'Run a command in the sandbox' });
  // The line is a shell line: `;` separates, `|` pipes, `>&2` redirects.
  await form.getByLabel('Command').fill(`cat marker; echo piped | tr a-z A-Z; echo oops >&2; exit 3`);
  await form.getByRole('button', { name: 'Run' }).click();
  await page.getByTestId('exec-stdout').getByText('inside').waitFor();
  assert.equal((await page.getByTestId('exec-stdout').textContent()).trim(), 'inside\nPIPED');
  assert.equal(await page.getByTestId('exec-exit').textContent(), '3');
  assert.equal((await page.getByTestId('exec-stderr').textContent()).trim(), 'oops');

  // The terminal: keystrokes go in, the shell's answer comes out.
  await page.getByRole('button', { name: 'Open terminal' }).click();
  await page.locator('[data-testid="terminal"][data-state="open"]').waitFor();
  await page.keyboard.type('echo sum=$((40+2)) in $(cat marker)');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="terminal"] .xterm-rows')?.textContent.includes('sum=42 in inside'),
  );
  await shot(page, 'run-terminal');
  await page.keyboard.type('exit');
  await page.keyboard.press('Enter');
  await page.getByTestId('terminal-ended').waitFor();

  await page.getByRole('button', { name: 'Cancel run' }).click();
  await page.getByRole('button', { name: 'Confirm cancel' }).click();
  await page.locator('h1 .badge').filter({ hasText: 'FAILED' }).waitFor();
  assert.equal(await page.getByRole('form', { name: 'Run a command in the sandbox' }).count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the submit form offers the runtime this browser last submitted to, with its capabilities and free slots', async () => {
  const page = await open(adminToken);
  await submit(page, 'e2e-pool', 'true');
  await page.goto(`${base}/submit`);
  const form = page.getByRole('form', { name: 'Submit a run' });
  await page.waitForFunction(() => (document.querySelector('form input[name="runtime"]')?.value ?? '') !== '');
  assert.equal(await form.getByLabel('Runtime').inputValue(), 'e2e-pool');
  await page.getByTestId('runtime-info').getByText(/slots free/).waitFor();
  await form.getByLabel('Runtime').fill('e2e-pool,no-such-pool');
  assert.equal((await page.getByTestId('runtime-unknown').textContent()).trim(), 'Not a registered runtime: no-such-pool.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a failing run says why, and its 30,000-line log is whole: #L links, ANSI, search and download', async () => {
  const script = [
    "printf '\\033[32mgreen ok\\033[0m plain\\n'",
    "printf 'progress 10%%\\rprogress 100%%\\n'",
    'i=0; while [ $i -lt 30000 ]; do i=$((i+1)); echo "line $i"; done',
    'exit 3',
  ].join('; ');
  const sub = await gql(
    adminToken,
    `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`,
    { input: { runtime: 'e2e-pool', harness: { name: 'loud', command: ['sh', '-c', script] }, case: { task: 'print a lot' } } },
  );
  const id = sub.data?.submitRun?.id;
  assert.ok(id, JSON.stringify(sub));
  const page = await open(adminToken);
  await page.goto(`${base}/runs/${id}`);
  await page.getByTestId('outcome').getByText('FAIL: the harness exited with code 3').waitFor({ timeout: 180_000 });
  const badge = page.locator('h1 .badge').first();
  assert.equal(await badge.textContent(), 'SUCCEEDED');
  assert.doesNotMatch(await badge.getAttribute('class'), /st-succeeded/, 'a FAIL is never green');
  // The runner writes lines of its own around the harness's: find where the harness's start.
  const meta = await gql(adminToken, `query($id: ID!) { run(id: $id) { lastLogSeq logSearch(query: "green ok") { seqs } } }`, { id });
  const last = meta.data.run.lastLogSeq;
  const ansi = meta.data.run.logSearch.seqs[0];
  const seqOf = (k) => ansi + 1 + k; // the seq of "line k"
  assert.equal(last, seqOf(30000) + 2, JSON.stringify(meta));
  await page.waitForFunction((n) => (document.querySelector('.logs-panel h2')?.textContent ?? '').includes(`${n.toLocaleString('en-US')} lines`), last);

  // #L1200 scrolls to line 1200, selects it and turns Follow off.
  await page.goto(`${base}/runs/${id}#L1200`);
  const target = page.locator('.line.selected[data-seq="1200"]');
  await target.getByText(`line ${1200 - ansi - 1}`, { exact: true }).waitFor();
  const [box, row] = [await page.getByTestId('logs').boundingBox(), await target.boundingBox()];
  assert.ok(row.y >= box.y && row.y + row.height <= box.y + box.height, 'line 1200 is in view');
  assert.equal(await page.getByLabel('Follow').isChecked(), false);
  assert.ok((await page.locator('.logs .line').count()) < 300, 'only the rows in view are in the DOM');
  await page.goto(`${base}/runs/${id}#L10-L20`);
  await page.locator('.line.selected[data-seq="20"]').waitFor();
  assert.equal(await page.locator('.line.selected').count(), 11);

  // ANSI colours and a \r progress line, as a terminal shows them.
  await page.goto(`${base}/runs/${id}#L${ansi}`);
  await page.locator(`.line[data-seq="${ansi}"] .ansi-fg-2`).getByText('green ok').waitFor();
  assert.equal(await page.locator(`.line[data-seq="${ansi + 1}"] .text`).textContent(), 'progress 100%');

  // Search runs on the server, over lines far from the ones in view.
  await page.getByLabel('Search the logs').fill('line 29990');
  await page.getByTestId('log-hits').getByText('1 of 1').waitFor();
  await page.locator(`.line.current[data-seq="${seqOf(29990)}"]`).getByText('line 29990').waitFor();

  // The raw log downloads whole.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('log-download').click()]);
  const { readFile } = await import('node:fs/promises');
  const raw = (await readFile(await download.path())).toString();
  const lines = raw.trimEnd().split('\n');
  assert.equal(lines.length, last);
  assert.equal(lines[seqOf(29998) - 1], 'line 29998');
  await shot(page, 'run-long-log');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a run whose clone failed says so in one sentence, with the reason', async () => {
  const sub = await gql(
    adminToken,
    `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`,
    {
      input: {
        runtime: 'e2e-pool',
        harness: { name: 'never-runs', command: ['sh', '-c', 'echo ran'] },
        case: { task: 'clone a repository the platform does not fetch from', repo: { url: 'https://127.0.0.1:1/nowhere.git' } },
      },
    },
  );
  const id = sub.data?.submitRun?.id;
  assert.ok(id, JSON.stringify(sub));
  const page = await open(adminToken);
  await page.goto(`${base}/runs/${id}`);
  const outcome = page.getByTestId('outcome');
  await outcome.getByText(/^Error: the clone failed: cloning https:\/\/127\.0\.0\.1:1\/nowhere\.git at .* failed: /).waitFor({ timeout: 180_000 });
  assert.match(await outcome.textContent(), /not reachable for this tenant/);
  await page.context().close();
});

test('a log folds its ::group:: sections: closed by default, opened by a click, a #L link or a search match', async () => {
  const script = [
    'echo before',
    "echo '::group::Install deps'",
    'i=0; while [ $i -lt 1500 ]; do i=$((i+1)); echo "dep $i"; done',
    "echo '::endgroup::'",
    "echo '##[group]Run tests'",
    'echo tests-ok',
    "echo '##[endgroup]'",
    'echo after',
  ].join('; ');
  const sub = await gql(
    adminToken,
    `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`,
    { input: { runtime: 'e2e-pool', harness: { name: 'grouped', command: ['sh', '-c', script] }, case: { task: 'print groups' } } },
  );
  const id = sub.data?.submitRun?.id;
  assert.ok(id, JSON.stringify(sub));
  const page = await open(adminToken);
  await page.goto(`${base}/runs/${id}`);
  const logs = page.getByTestId('logs');
  await logs.getByText('after', { exact: true }).waitFor({ timeout: TIMEOUT });
  const install = logs.getByRole('button', { name: /Install deps/ });
  const tests = logs.getByRole('button', { name: /Run tests/ });
  await install.waitFor();
  assert.equal(await install.getAttribute('aria-expanded'), 'false');
  assert.equal(await tests.getAttribute('aria-expanded'), 'false');
  assert.match(await install.textContent(), /1,500 lines/);
  assert.equal(await logs.getByText('dep 1', { exact: true }).count(), 0, 'a closed group hides its lines');
  assert.equal(await logs.getByText('tests-ok', { exact: true }).count(), 0);

  // A click opens it; the 1,500 lines scroll virtualized; a second click folds it again.
  await install.click();
  await logs.getByText('dep 1', { exact: true }).waitFor();
  assert.equal(await install.getAttribute('aria-expanded'), 'true');
  assert.ok((await page.locator('.logs .line').count()) < 300, 'only the rows in view are in the DOM');
  await install.click();
  assert.equal(await logs.getByText('dep 1', { exact: true }).count(), 0);

  // A #L link into a closed group opens it and selects the line.
  const find = async (q) =>
    (await gql(adminToken, `query($id: ID!, $q: String!) { run(id: $id) { logSearch(query: $q) { seqs } } }`, { id, q })).data.run.logSearch.seqs[0];
  const ok = await find('tests-ok');
  await page.goto(`${base}/runs/${id}#L${ok}`);
  await page.locator(`.line.selected[data-seq="${ok}"]`).getByText('tests-ok').waitFor();
  assert.equal(await tests.getAttribute('aria-expanded'), 'true');

  // A search match inside a closed group opens it and scrolls to the match.
  await page.getByLabel('Search the logs').fill('dep 1400');
  await page.getByTestId('log-hits').getByText('1 of 1').waitFor();
  const match = page.locator(`.line.current.in-group[data-seq="${await find('dep 1400')}"]`);
  await match.getByText('dep 1400').waitFor();
  const [box, row] = [await logs.boundingBox(), await match.boundingBox()];
  assert.ok(row.y >= box.y && row.y + row.height <= box.y + box.height, 'the match is in view');
  await shot(page, 'run-log-groups');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a run page shows its artifacts: an image inline, HTML only as a download, the refused link named', async () => {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const script = [
    'mkdir -p "$EVERDICT_ARTIFACTS_DIR/out"',
    `echo ${png} | base64 -d > "$EVERDICT_ARTIFACTS_DIR/dot.png"`,
    `printf '<script>alert(document.domain)</script>' > "$EVERDICT_ARTIFACTS_DIR/out/page.html"`,
    'ln -s /etc/passwd "$EVERDICT_ARTIFACTS_DIR/passwd"',
  ].join(' && ');
  const sub = await gql(
    adminToken,
    `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`,
    { input: { runtime: 'e2e-pool', harness: { name: 'artist', command: ['sh', '-c', script] }, case: { task: 'leave files' } } },
  );
  const id = sub.data?.submitRun?.id;
  assert.ok(id, JSON.stringify(sub));
  const page = await open(adminToken);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    d.dismiss();
  });
  await page.goto(`${base}/runs/${id}`);
  const gallery = page.getByTestId('artifacts');
  await gallery.waitFor({ timeout: 180_000 });
  const img = gallery.getByTestId('artifact-image').locator('img');
  await img.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=artifact-image] img')?.naturalWidth === 1);
  const link = gallery.getByTestId('artifact-files').getByRole('link', { name: 'out/page.html' });
  assert.equal(await link.getAttribute('download'), 'page.html');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.equal(download.suggestedFilename(), 'page.html');
  assert.equal(new URL(page.url()).pathname, `/runs/${id}`, 'the HTML file was downloaded, not opened');
  await gallery.getByTestId('artifacts-dropped').locator('summary').click();
  await gallery.getByTestId('artifacts-dropped').getByText('passwd').waitFor();
  await shot(page, 'run-artifacts');
  assert.equal(dialogs, 0, 'an artifact ran script');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a running osUse case's screen is watched, and a frame is kept among its artifacts", async () => {
  // A display stack is declared by whoever registers the runtime (computer-use is never detected).
  const desk = await gql(operatorToken, `mutation { registerRuntime(input: {name: "e2e-desktop", kind: LOCAL,
    local: {hardened: true}, capabilities: ["computer-use"], admission: {maxConcurrent: 1}}, tenant: "acme") { version } }`);
  assert.equal(desk.data?.registerRuntime?.version, 1, JSON.stringify(desk));
  const script = 'while ! test -S /tmp/.X11-unix/X99; do sleep 0.1; done; echo ready; exec sleep 300';
  const sub = await gql(
    adminToken,
    `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`,
    { input: { runtime: 'e2e-desktop', harness: { name: 'desktop', command: ['sh', '-c', script] }, case: { task: 'show a desktop', osUse: true } } },
  );
  const id = sub.data?.submitRun?.id;
  assert.ok(id, JSON.stringify(sub));
  const page = await open(adminToken);
  await page.goto(`${base}/runs/${id}`);
  await page.getByTestId('logs').getByText('ready', { exact: true }).waitFor({ timeout: TIMEOUT });
  await page.getByRole('button', { name: 'Watch the screen' }).click();
  await page.getByTestId('screen').waitFor({ timeout: TIMEOUT });
  await page.getByTestId('save-screen').click();
  await page.getByTestId('screen-saved').getByText('screen-1.png').waitFor({ timeout: TIMEOUT });
  // The gallery re-reads its list: the kept frame is a picture of the whole 1280×800 display.
  await page.getByTestId('artifacts').locator('img[alt="screen-1.png"]').waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(() => document.querySelector('[data-testid=artifacts] img[alt="screen-1.png"]')?.naturalWidth === 1280);
  await shot(page, 'run-screen-saved');
  await page.getByRole('button', { name: 'Cancel run' }).click();
  await page.getByRole('button', { name: 'Confirm cancel' }).click();
  await page.locator('h1 .badge').filter({ hasText: 'FAILED' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a run is rerun from its page: the form comes filled in, and the run copies as CLI and GraphQL', async () => {
  const sub = await gql(
    adminToken,
    `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`,
    {
      input: {
        runtime: 'e2e-pool',
        priority: 'BATCH',
        harness: { name: 'again', command: ['sh', '-c', 'echo again'], env: [{ name: 'MODE', value: 'fast' }] },
        case: { task: 'rerun me', timeoutSec: 77, graders: [{ kind: 'TESTS_PASS', command: ['sh', '-c', 'true'] }, { kind: 'STEPS', max: 5 }] },
      },
    },
  );
  const id = sub.data?.submitRun?.id;
  assert.ok(id, JSON.stringify(sub));
  const page = await open(adminToken);
  await page.goto(`${base}/runs/${id}`);
  await page.getByTestId('copy-as').locator('summary').click();
  assert.equal(
    await page.getByTestId('copy-cli').textContent(),
    "everdict run submit --runtime e2e-pool --task 'rerun me' --test true --timeout 77s --harness again -- sh -c 'echo again'",
  );
  const mutation = await page.getByTestId('copy-graphql').textContent();
  assert.match(mutation, /priority: BATCH/);
  assert.match(mutation, /kind: STEPS\n\s+max: 5/);

  await page.getByTestId('rerun').click();
  await page.waitForURL(`${base}/submit?from=${id}`);
  await page.getByTestId('prefilled').getByText(/Not carried: the value of MODE/).waitFor();
  const form = page.getByRole('form', { name: 'Submit a run' });
  const values = {};
  for (const label of ['Runtime', 'Task', 'Harness command (sh -c)', 'Timeout (s)', 'Environment']) values[label] = await form.getByLabel(label).inputValue();
  assert.deepEqual(values, { Runtime: 'e2e-pool', Task: 'rerun me', 'Harness command (sh -c)': 'echo again', 'Timeout (s)': '77', Environment: 'MODE=' });
  await form.getByLabel('Environment').fill('MODE=slow');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/runs\/\d+$/);
  const again = new URL(page.url()).pathname.split('/').pop();
  assert.notEqual(again, id);
  const got = await gql(adminToken, `query($id: ID!) { run(id: $id) { priority case { task timeoutSec graders { kind max } } harness { command env { name } } } }`, { id: again });
  assert.deepEqual(got.data.run, {
    priority: 'BATCH',
    case: { task: 'rerun me', timeoutSec: 77, graders: [{ kind: 'TESTS_PASS', max: null }, { kind: 'STEPS', max: 5 }] },
    harness: { command: ['sh', '-c', 'echo again'], env: [{ name: 'MODE' }] },
  });
  await shot(page, 'run-rerun');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the submit form sends a repository, and the run page shows the recorded case', async () => {
  const page = await open(adminToken);
  await page.goto(`${base}/submit`);
  const form = page.getByRole('form', { name: 'Submit a run' });
  await page.waitForFunction(() => document.querySelector('form input[name="runtime"]')?.value !== '');
  const field = form.getByLabel('Runtime');
  for (let i = 0; i < 5 && (await field.inputValue()) !== 'e2e-pool'; i++) await field.fill('e2e-pool');
  await form.getByLabel('Repository').fill('https://git.example.invalid/acme/app.git');
  await form.getByLabel('Ref').fill('release-1');
  await form.getByLabel('Harness command (sh -c)').fill('true');
  await form.locator('summary').filter({ hasText: 'Copy as…' }).click();
  await form.getByText(/--repo https:\/\/git\.example\.invalid\/acme\/app\.git@release-1/).waitFor();
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/runs\/\d+$/, { timeout: TIMEOUT });
  await page.getByTestId('case-repo').getByText('https://git.example.invalid/acme/app.git', { exact: true }).waitFor();
  assert.equal(await page.getByTestId('case-repo').textContent(), 'https://git.example.invalid/acme/app.git at release-1');
  await page.locator('summary').filter({ hasText: 'What was submitted' }).click();
  await page.locator('dd').filter({ hasText: 'https://git.example.invalid/acme/app.git release-1' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a scorecard's page charts the pass rate and latency of its tenant's scorecards of that name; the runs list leaves children out by default and names the model", async () => {
  const ids = [];
  for (const cmd of ['true', 'false']) {
    const sc = await gql(adminToken, 'mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }', {
      in: {
        name: 'e2e-trend',
        runtime: 'e2e-pool',
        models: ['p/trend'],
        harness: { name: 'trendy', command: ['true'] },
        cases: [{ id: 'trend-case', task: 't', graders: grader(cmd) }],
      },
    });
    assert.equal(sc.errors, undefined, JSON.stringify(sc.errors));
    ids.push(sc.data.submitScorecard.id);
  }
  const page = await open(adminToken);
  for (const id of ids) {
    await page.goto(`${base}/scorecards/${id}`);
    await page.locator('h1 .badge').filter({ hasText: 'SUCCEEDED' }).waitFor({ timeout: TIMEOUT });
  }
  // The second's page: both scorecards, the newest marked as this one, in two charts.
  await page.reload();
  const trend = page.getByTestId('trend');
  await trend.locator('[data-testid="trend-pass-rate"] canvas').waitFor();
  await trend.locator('[data-testid="trend-latency"] canvas').waitFor();
  assert.equal(await trend.getAttribute('data-points'), '2');
  await trend.getByText('(this is #2)').waitFor();
  await shot(page, 'scorecard-trend');

  // The runs list is of standalone runs by default: the scorecards' children are left out until asked for.
  await page.goto(`${base}/runs?harness=trendy`);
  await page.getByTestId('runs-count').getByText(/^0 runs \(standalone;/).waitFor();
  await page.getByLabel('Include scorecard runs').check();
  await page.waitForURL(/[?&]children=1/);
  await page.getByTestId('runs-count').getByText(/^2 runs$/).waitFor();
  await page.goto(`${base}/runs?children=1&case=trend-case`);
  // The runs list has a model column.
  await page.getByTestId('run-model').first().getByText('p/trend').waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a run's page links the agent's trace in its provider, and the job has the trace id", async () => {
  const reg = await gql(adminToken, 'mutation($in: HarnessSpecInput!) { registerHarness(input: $in) { version } }', {
    in: {
      name: 'traced',
      command: ['sh', '-c', 'echo "trace=$EVERDICT_TRACE_ID"'],
      trace: { provider: 'LANGFUSE', baseUrl: 'http://127.0.0.1:3999', project: 'proj-1' },
    },
  });
  assert.equal(reg.errors, undefined, JSON.stringify(reg.errors));
  const sub = await gql(adminToken, 'mutation { submitRun(input: {runtime: "e2e-pool", harnessRef: "traced", case: {task: "trace me"}}) { id liveTrace { traceId url } } }');
  assert.equal(sub.errors, undefined, JSON.stringify(sub.errors));
  const { id, liveTrace } = sub.data.submitRun;
  assert.match(liveTrace.traceId, /^[0-9a-f]{32}$/);
  const page = await open(adminToken);
  await page.goto(`${base}/runs/${id}`);
  const link = page.getByTestId('live-trace').getByRole('link');
  await link.waitFor({ timeout: TIMEOUT });
  assert.equal(await link.getAttribute('href'), `http://127.0.0.1:3999/project/proj-1/traces/${liveTrace.traceId}`);
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  // The harness printed the id it was given: the same the link names.
  await page.getByTestId('logs').getByText(`trace=${liveTrace.traceId}`, { exact: true }).waitFor({ timeout: TIMEOUT });
  await shot(page, 'run-trace');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a MEMBER sets a personal secret from the admin page, and sees their own alone', async () => {
  const page = await open(token('acme', 'member'));
  await page.goto(`${base}/admin`);
  const form = page.getByRole('form', { name: 'Secrets' });
  const personal = form.getByRole('checkbox', { name: /Personal/ });
  assert.equal(await personal.isChecked(), true);
  assert.equal(await personal.isDisabled(), true, 'a member sets only personal secrets');
  await form.getByLabel('Name').fill('MY_KEY');
  await form.getByLabel('Value').fill('member-value-5e1');
  await form.getByRole('button', { name: 'Set secret' }).click();
  await form.getByText('Your personal secret MY_KEY (harness) saved.').waitFor();
  const rows = page.getByTestId('secrets').locator('tbody tr');
  await rows.filter({ hasText: 'MY_KEY' }).getByTestId('secret-owner').waitFor();
  assert.equal(await rows.count(), 1, "a member sees no one else's secrets");
  assert.doesNotMatch(await page.locator('main').textContent(), /member-value-5e1/);
  await shot(page, 'admin-personal-secret');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an unknown run is a not-found page in the app', async () => {
  const page = await open(adminToken);
  for (const path of ['/runs/abc', '/runs/987654321', '/foo']) {
    await page.goto(`${base}${path}`);
    await page.getByTestId('not-found').waitFor();
  }
  assert.doesNotMatch(await page.locator('main').textContent(), /ent:|NOT_FOUND|INTERNAL/);
  // The app's script, named by its content hash, goes gzipped to a browser that accepts it, to be kept for good.
  const html = await (await page.request.get(`${base}/runs`)).text();
  const src = /src="(\/static\/app\/app-[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(src, html);
  const js = await page.request.get(`${base}${src}`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(js.headers()['content-encoding'], 'gzip');
  assert.equal(js.headers()['cache-control'], 'public, max-age=31536000, immutable');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a MEMBER sees no admin controls on runtimes', async () => {
  const page = await open(token('acme', 'member'));
  await page.goto(`${base}/runtimes`);
  await page.getByTestId('register-needs-admin').waitFor();
  assert.equal(await page.getByRole('form', { name: 'Register a runtime' }).count(), 0);
  await page.goto(`${base}/runtimes/e2e-pool`);
  await page.getByTestId('versions').getByText('v1').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Probe latest' }).isDisabled(), true);
  assert.equal(await page.getByRole('button', { name: 'Archive' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Set' }).count(), 0);
  await shot(page, 'runtime-member');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the runs list filters by harness, trigger and date in the URL, and the count follows', async () => {
  const tag = `f${Date.now().toString(36)}`;
  for (const [harness, trigger] of [[`${tag}-a`, 'cli'], [`${tag}-a`, 'web'], [`${tag}-b`, 'cli']]) {
    const sub = await gql(adminToken, `mutation($input: SubmitRunInput!) { submitRun(input: $input) { id } }`, {
      input: { runtime: 'e2e-pool', trigger, harness: { name: harness, command: ['true'] }, case: { task: 'be filtered' } },
    });
    assert.deepEqual(sub.errors, undefined);
  }
  const page = await open(adminToken);
  const count = page.getByTestId('runs-count');
  const rows = page.getByTestId('runs').locator('tbody tr[data-status]');
  await page.goto(`${base}/runs`);
  await count.waitFor();
  await page.getByLabel('Harness').fill(`${tag}-a`);
  await page.getByLabel('Harness').press('Enter');
  await page.waitForURL(new RegExp(`[?&]harness=${tag}-a`));
  await count.getByText(/^2 runs/).waitFor();
  assert.equal(await rows.count(), 2);
  await page.getByLabel('Trigger').fill('cli');
  await page.getByLabel('Trigger').press('Enter');
  await page.waitForURL(/[?&]trigger=cli/);
  await count.getByText(/^1 run\b/).waitFor();
  assert.equal(await rows.count(), 1);
  const row = rows.first();
  assert.match(await row.textContent(), new RegExp(`${tag}-a`));
  const trigger = (await page.getByTestId('runs').locator('thead th').allTextContents()).indexOf('Trigger');
  assert.match(await row.locator('td').nth(trigger).textContent(), /^cli$/);

  // A reload keeps the filters; a date range after today empties the list.
  await page.reload();
  assert.equal(await page.getByLabel('Trigger').inputValue(), 'cli');
  await count.getByText(/^1 run\b/).waitFor();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`${base}/runs?harness=${tag}-a&from=${tomorrow}`);
  await count.getByText(/^0 runs/).waitFor();
  await page.goto(`${base}/runs?harness=${tag}-a&to=${tomorrow}`);
  await count.getByText(/^2 runs/).waitFor();
  await shot(page, 'runs-filtered');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a token revoked mid-session leads to sign-in with the reason', async () => {
  const tok = execFileSync(BIN, ['token', 'create', '--tenant', 'acme', '--role', 'member', '--subject', 'leaver@acme'], { env })
    .toString()
    .trim();
  const page = await open(tok);
  await page.goto(`${base}/runs`);
  await page.getByTestId('runs-count').waitFor();
  const list = await gql(adminToken, `{ tokens { id subject revokedAt } }`);
  const mine = list.data.tokens.filter((t) => t.subject === 'leaver@acme' && !t.revokedAt);
  assert.equal(mine.length, 1, JSON.stringify(list));
  await gql(adminToken, `mutation($id: ID!) { revokeToken(id: $id) { id } }`, { id: mine[0].id });
  // The open page's live stream ends with UNAUTHENTICATED: the app goes to sign-in at once.
  await page.getByTestId('signin-reason').waitFor();
  assert.match(page.url(), /\/signin\?reason=refused&next=%2Fruns/);
  await shot(page, 'signin-refused');
  await page.context().close();
});

/** startServer runs everdict serve with extra env and resolves its base URL. */
function startServer(extra = {}) {
  server = spawn(BIN, ['serve'], { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok, fail) => {
    let out = '';
    const t = setTimeout(() => fail(new Error(`everdict serve did not start: ${out}`)), TIMEOUT);
    server.stdout.on('data', (b) => {
      out += b;
      const m = /Everdict on (http:\/\/[0-9.:]+)/.exec(out);
      if (m) {
        clearTimeout(t);
        ok(m[1]);
      }
    });
  });
}

test('a server restart shows a reconnecting banner, then the list refetches', async () => {
  const page = await open(adminToken);
  await page.goto(`${base}/runs`);
  await page.getByTestId('runs').locator('tbody tr').first().waitFor();
  assert.equal(await page.getByTestId('outage').count(), 0);
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  await page.getByTestId('outage').getByText('Reconnecting…').waitFor();
  await shot(page, 'outage');
  const refetch = page.waitForRequest((r) => r.url().endsWith('/graphql') && /query Runs\b/.test(r.postData() ?? ''));
  const again = await startServer({ EVERDICT_ADDR: new URL(base).host });
  assert.equal(again, base);
  await page.getByTestId('outage').waitFor({ state: 'detached' });
  await refetch;
  await page.getByTestId('runs').locator('tbody tr').first().waitFor();
  await page.context().close();
});

test('GraphiQL works offline at /graphiql, fonts and subscriptions included', async () => {
  const page = await open(adminToken);
  await page.goto(`${base}/graphiql`);
  await page.locator('.graphiql-container').waitFor();
  await page.locator('.graphiql-execute-button').click();
  await page.locator('.result-window').getByText('"slug": "acme"').waitFor();
  await shot(page, 'graphiql');
  assert.deepEqual(page.errors, [], 'GraphiQL logged errors (a CSP violation?)');
  await page.context().close();
});
