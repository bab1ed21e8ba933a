// Protocol conformance, checked by the peers' own suites against a real
// `everdict serve` on a temporary SQLite data dir: the GraphQL-over-HTTP
// audit of the graphql-http package (serverAudits) must give no warning
// and no error on /graphql, and the official graphql-ws client must
// subscribe over /graphql's websocket. Run with: make protocol-web
// (EVERDICT_BIN names the binary).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAudits } from 'graphql-http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const BIN = resolve(process.env.EVERDICT_BIN ?? '../bin/everdict');
const TIMEOUT = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'everdict-protocol-'));
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
let token;

before(async () => {
  token = execFileSync(BIN, ['token', 'create', '--tenant', 'acme', '--role', 'member', '--subject', 'protocol@acme'], { env })
    .toString()
    .trim();
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
});

after(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the graphql-http audit of /graphql finds no warning and no error', async () => {
  const authorized = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
  const results = await Promise.all(
    serverAudits({ url: `${base}/graphql`, fetchFn: authorized }).map(async (audit) => {
      const r = await audit.fn();
      return { id: audit.id, name: audit.name, status: r.status, reason: r.reason };
    }),
  );
  const count = (s) => results.filter((r) => r.status === s).length;
  const bad = results.filter((r) => r.status !== 'ok');
  for (const r of bad) console.log(`${r.status}: ${r.name}: ${r.reason}`);
  console.log(`graphql-http serverAudits: ${count('ok')} ok, ${count('warn')} warn, ${count('error')} error`);
  assert.ok(results.length > 50, `only ${results.length} audits ran`);
  assert.deepEqual(bad, []);
});

test('the official graphql-ws client subscribes over /graphql', async () => {
  const client = createClient({
    url: `${base.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  try {
    const first = await new Promise((ok, fail) => {
      const t = setTimeout(() => fail(new Error('no queueSnapshot within a minute')), TIMEOUT);
      const stop = client.subscribe(
        { query: 'subscription { queueSnapshot { tenants { tenant queued running } } }' },
        {
          next: (v) => {
            clearTimeout(t);
            stop();
            ok(v);
          },
          error: (e) => {
            clearTimeout(t);
            fail(e instanceof Error ? e : new Error(JSON.stringify(e)));
          },
          complete: () => {},
        },
      );
    });
    assert.equal(first.errors, undefined);
    assert.deepEqual(first.data.queueSnapshot.tenants, [{ tenant: 'acme', queued: 0, running: 0 }]);

    // A subscription the token may not make is refused with the API's code.
    const refused = await new Promise((ok) => {
      client.subscribe(
        { query: 'subscription { runUpdated(id: "999999") { id } }' },
        { next: (v) => ok(v), error: (e) => ok({ errors: e }), complete: () => ok({}) },
      );
    });
    assert.ok(refused.errors, `runUpdated of a run that does not exist answered ${JSON.stringify(refused)}`);
  } finally {
    await client.dispose();
  }
});
