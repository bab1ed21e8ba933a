import { useEffect, useState } from 'preact/hooks';
import { request } from '../api';
import type { ApiError } from '../api';
import { Confirm, ErrorBox, Field, Loading, NotFound } from '../components/ui';
import { usd } from '../format';
import type { RuntimeKind, RuntimeSpecInput, ValidateRuntimeMutation } from '../gql/graphql';

type RuntimeValidation = ValidateRuntimeMutation['validateRuntime'];
import { asApiError, useQuery } from '../hooks';
import { ArchiveVersion, ProbeRuntime, RegisterRuntime, RuntimeQuery, RuntimesQuery, SetTags, UnarchiveVersion, ValidateRuntime } from '../ops';
import { decode, encode, next, prev } from '../pagination';
import { navigate, runtimePath, useLocation } from '../router';
import { atLeast, canChangeRuntime, role } from '../roles';

export function Runtimes() {
  const url = useLocation();
  const pager = decode(url.searchParams.get('page'));
  const q = useQuery(RuntimesQuery, { first: 25, after: pager.after || null });
  const list = (q.data?.runtimes.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const go = (p: string) => navigate(p ? `/runtimes?page=${encodeURIComponent(p)}` : '/runtimes', true);
  return (
    <section>
      <h1>Runtimes</h1>
      <ErrorBox error={q.error} />
      {q.loading && !q.data ? (
        <Loading />
      ) : (
        <div class="scroll">
          <table data-testid="runtimes">
            <thead>
              <tr>
                <th>Name</th>
                <th>Kind</th>
                <th>Latest</th>
                <th class="hide-sm">Capabilities</th>
                <th>Tags</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td>
                    <a href={runtimePath(r.name)}>{r.name}</a> {r.shared && <span class="chip">shared</span>}
                  </td>
                  <td>{r.kind}</td>
                  <td>{r.latest ? `v${r.latest.version}` : <span class="muted">all archived</span>}</td>
                  <td class="hide-sm">
                    {r.latest?.capabilities.map((c) => (
                      <span class="chip">{c}</span>
                    ))}
                  </td>
                  <td>{r.latest?.tags.join(', ')}</td>
                </tr>
              ))}
              {list.length === 0 && (
                <tr>
                  <td colSpan={5} class="muted">
                    No runtimes yet: register one below.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {(pager.back.length > 0 || q.data?.runtimes.pageInfo.hasNextPage) && (
        <nav class="pager" aria-label="pages">
          <button disabled={pager.back.length === 0} onClick={() => go(encode(prev(pager)))}>
            ← Previous
          </button>
          <button disabled={!q.data?.runtimes.pageInfo.hasNextPage} onClick={() => go(encode(next(pager, q.data?.runtimes.pageInfo.endCursor)))}>
            Next →
          </button>
        </nav>
      )}
      {atLeast(role(), 'ADMIN') ? (
        <Register onRegistered={q.reload} />
      ) : (
        <p class="muted" data-testid="register-needs-admin">
          Registering a runtime needs the ADMIN role.
        </p>
      )}
    </section>
  );
}

interface RegForm {
  name: string;
  kind: RuntimeKind;
  capabilities: string;
  maxConcurrent: string;
  costPerHourUsd: string;
  hardened: boolean;
  addr: string;
  authSecret: string;
  driver: string;
  apiServer: string;
  namespace: string;
  kubeconfigSecret: string;
  runtimeClass: string;
  url: string;
  timeoutSec: string;
  heartbeatSec: string;
}

/** specOf turns the register form into the API's input, leaving out what is blank. */
export function specOf(f: RegForm): RuntimeSpecInput {
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  const str = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const caps = f.capabilities
    .split(/[\s,]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const spec: RuntimeSpecInput = { name: f.name.trim(), kind: f.kind, capabilities: caps.length ? caps : undefined };
  if (num(f.maxConcurrent) != null) spec.admission = { maxConcurrent: num(f.maxConcurrent) };
  if (num(f.costPerHourUsd) != null) spec.costPerHourUsd = num(f.costPerHourUsd);
  if (f.kind === 'LOCAL') spec.local = { hardened: f.hardened };
  if (f.kind === 'NOMAD') spec.nomad = { addr: f.addr.trim(), authSecret: str(f.authSecret), driver: str(f.driver) };
  if (f.kind === 'HTTP')
    spec.http = { url: f.url.trim(), authSecret: str(f.authSecret), timeoutSec: num(f.timeoutSec), heartbeatSec: num(f.heartbeatSec) };
  if (f.kind === 'K8S')
    spec.k8s = {
      apiServer: str(f.apiServer),
      namespace: str(f.namespace),
      kubeconfigSecret: str(f.kubeconfigSecret),
      runtimeClass: str(f.runtimeClass),
    };
  return spec;
}

function Register({ onRegistered }: { onRegistered: () => void }) {
  const [f, setF] = useState<RegForm>({
    name: '',
    kind: 'LOCAL',
    capabilities: '',
    maxConcurrent: '',
    costPerHourUsd: '',
    hardened: false,
    addr: '',
    authSecret: '',
    driver: '',
    apiServer: '',
    namespace: '',
    kubeconfigSecret: '',
    runtimeClass: '',
    url: '',
    timeoutSec: '',
    heartbeatSec: '',
  });
  const [check, setCheck] = useState<RuntimeValidation | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState('');
  const spec = specOf(f);
  const key = JSON.stringify(spec);

  // Validate as the user types (debounced), through the server's own rules.
  useEffect(() => {
    if (!f.name.trim()) {
      setCheck(null);
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      request(ValidateRuntime, { input: spec })
        .then((d) => live && (setCheck(d.validateRuntime), setError(null)))
        .catch((e) => live && setError(asApiError(e)));
    }, 250);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [key]);

  async function register(ev: Event) {
    ev.preventDefault();
    setError(null);
    try {
      const d = await request(RegisterRuntime, { input: spec });
      setDone(`Registered ${spec.name} version ${d.registerRuntime.version}.`);
      onRegistered();
    } catch (e) {
      setError(asApiError(e));
    }
  }

  const set = (k: keyof RegForm) => (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    setDone('');
    const v = el.type === 'checkbox' ? el.checked : el.value;
    setF((cur) => ({ ...cur, [k]: v }));
  };
  const problem = (field: string) =>
    check?.problems
      .filter((p) => p.field === field || p.field.startsWith(`${field}.`))
      .map((p) => <small class="error">{p.message}</small>);
  return (
    <form class="stack card" onSubmit={register} aria-label="Register a runtime">
      <h2>Register a runtime</h2>
      <p class="muted">Registering an existing name makes its next version.</p>
      <div class="row">
        <Field label="Name">
          <input name="name" required value={f.name} onInput={set('name')} placeholder="gpu-pool" />
          {problem('name')}
        </Field>
        <Field label="Kind">
          <select name="kind" value={f.kind} onChange={set('kind')}>
            <option>LOCAL</option>
            <option>NOMAD</option>
            <option>K8S</option>
            <option>HTTP</option>
          </select>
          {problem('kind')}
        </Field>
        <Field label="Max concurrent">
          <input name="maxConcurrent" type="number" min={0} value={f.maxConcurrent} onInput={set('maxConcurrent')} placeholder="default" />
          {problem('admission')}
        </Field>
        <Field label="Cost per hour (USD)">
          <input name="costPerHourUsd" type="number" min={0} step="any" value={f.costPerHourUsd} onInput={set('costPerHourUsd')} />
          {problem('costPerHourUsd')}
        </Field>
      </div>
      <Field label="Capabilities" hint="Space or comma separated, from the capability vocabulary.">
        <input name="capabilities" value={f.capabilities} onInput={set('capabilities')} placeholder="browser gpu" />
        {problem('capabilities')}
      </Field>
      {f.kind === 'LOCAL' && (
        <label class="check">
          <input type="checkbox" name="hardened" checked={f.hardened} onChange={set('hardened')} /> Hardened (bubblewrap)
        </label>
      )}
      {f.kind === 'NOMAD' && (
        <div class="row">
          <Field label="Address">
            <input name="addr" value={f.addr} onInput={set('addr')} placeholder="https://nomad.example:4646" />
            {problem('nomad.addr')}
          </Field>
          <Field label="ACL token secret (name)">
            <input name="authSecret" value={f.authSecret} onInput={set('authSecret')} />
            {problem('nomad.authSecret')}
          </Field>
          <Field label="Driver">
            <input name="driver" value={f.driver} onInput={set('driver')} placeholder="docker" />
          </Field>
        </div>
      )}
      {f.kind === 'HTTP' && (
        <div class="row">
          <Field label="Front door URL" hint="Each run is POSTed here; the agent calls back when done.">
            <input name="url" value={f.url} onInput={set('url')} placeholder="https://agent.example.com/everdict" />
            {problem('http.url')}
          </Field>
          <Field label="Auth secret (name)">
            <input name="authSecret" value={f.authSecret} onInput={set('authSecret')} />
            {problem('http.authSecret')}
          </Field>
          <Field label="Callback timeout (s)">
            <input name="timeoutSec" type="number" min={0} value={f.timeoutSec} onInput={set('timeoutSec')} placeholder="3600" />
            {problem('http.timeoutSec')}
          </Field>
          <Field label="Heartbeat window (s)">
            <input name="heartbeatSec" type="number" min={0} value={f.heartbeatSec} onInput={set('heartbeatSec')} placeholder="none" />
            {problem('http.heartbeatSec')}
          </Field>
        </div>
      )}
      {f.kind === 'K8S' && (
        <div class="row">
          <Field label="API server">
            <input name="apiServer" value={f.apiServer} onInput={set('apiServer')} />
          </Field>
          <Field label="Namespace">
            <input name="namespace" value={f.namespace} onInput={set('namespace')} />
          </Field>
          <Field label="Kubeconfig secret (name)">
            <input name="kubeconfigSecret" value={f.kubeconfigSecret} onInput={set('kubeconfigSecret')} />
          </Field>
          <Field label="RuntimeClass">
            <input name="runtimeClass" value={f.runtimeClass} onInput={set('runtimeClass')} placeholder="gvisor" />
          </Field>
        </div>
      )}
      <div role="status" aria-live="polite" data-testid="validation">
        {check &&
          (check.valid ? (
            <p class="ok">
              Valid. Capabilities:{' '}
              {check.capabilities.map((c) => (
                <span class="chip">{c}</span>
              ))}
            </p>
          ) : (
            <ul class="error">
              {check.problems.map((p) => (
                <li>
                  <code>{p.field}</code> {p.message}
                </li>
              ))}
            </ul>
          ))}
      </div>
      <button class="primary" disabled={!check?.valid}>
        Register
      </button>
      {done && <p class="ok">{done}</p>}
      <ErrorBox error={error} />
    </form>
  );
}

export function RuntimeDetail({ name }: { name: string }) {
  const q = useQuery(RuntimeQuery, { name });
  const [probe, setProbe] = useState<{ ref: string; text: string; ok: boolean } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [tags, setTags] = useState<Record<number, string>>({});

  async function act(f: () => Promise<unknown>) {
    setError(null);
    try {
      await f();
      q.reload();
    } catch (e) {
      setError(asApiError(e));
    }
  }

  async function doProbe(ref?: string) {
    setProbe({ ref: ref ?? 'latest', text: 'probing…', ok: true });
    try {
      const d = await request(ProbeRuntime, { name, ref: ref ?? null });
      const p = d.probeRuntime;
      setProbe({
        ref: ref ?? 'latest',
        ok: p.reachable && p.authenticated,
        text: `${p.reachable ? 'reachable' : 'unreachable'}, ${p.authenticated ? 'authenticated' : 'not authenticated'}, ${p.hardened ? 'hardened' : 'not hardened'}${p.message ? ` — ${p.message}` : ''}${p.capabilities.length ? `; capabilities: ${p.capabilities.join(', ')}` : ''}`,
      });
    } catch (e) {
      setProbe(null);
      setError(asApiError(e));
    }
  }

  if (q.loading && !q.data) return <Loading />;
  const rt = q.data?.runtime;
  if (!rt && q.error && q.error.code !== 'NOT_FOUND' && q.error.code !== 'BAD_USER_INPUT')
    return (
      <section>
        <h1>Runtime {name}</h1>
        <ErrorBox error={q.error} />
      </section>
    );
  if (!rt) return <NotFound title={`No runtime ${name}`} what={<>No runtime named {name} is visible to your tenant.</>} />;
  const canProbe = atLeast(role(), 'ADMIN');
  const canChange = canChangeRuntime(role(), rt);
  const probeTitle = canProbe ? undefined : 'Probing a runtime needs the ADMIN role.';
  return (
    <section>
      <div class="head">
        <h1>
          {rt.name} <span class="chip">{rt.kind}</span> {rt.shared && <span class="chip">shared</span>}
        </h1>
        <button onClick={() => doProbe()} disabled={!canProbe} title={probeTitle}>
          Probe latest
        </button>
      </div>
      {probe && (
        <p class={probe.ok ? 'ok' : 'error'} role="status" data-testid="probe">
          Probe ({probe.ref}): {probe.text}
        </p>
      )}
      <ErrorBox error={error} />
      <p>
        <a href={`/runs?runtime=${encodeURIComponent(rt.name)}`}>Runs on this runtime →</a>
      </p>
      <div class="scroll">
        <table data-testid="versions">
          <thead>
            <tr>
              <th>Version</th>
              <th>Capabilities</th>
              <th class="hide-sm">Admission</th>
              <th class="hide-sm">Cost/h</th>
              <th>Tags</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {[...rt.versions].reverse().map((v) => (
              <tr key={v.id} class={v.archived ? 'archived' : ''}>
                <td>
                  v{v.version} {v.archived && <span class="chip">archived</span>}
                </td>
                <td>
                  {v.capabilities.map((c) => (
                    <span class="chip">{c}</span>
                  ))}
                </td>
                <td class="hide-sm">
                  {v.spec.admission.maxConcurrent || 'default'} slots
                  {v.spec.admission.memoryBudgetMb > 0 && `, ${v.spec.admission.memoryBudgetMb} MB`}
                  {v.spec.admission.cpuBudget > 0 && `, ${v.spec.admission.cpuBudget} CPU`}
                </td>
                <td class="hide-sm">{usd(v.spec.costPerHourUsd)}</td>
                <td>
                  {!canChange ? (
                    v.tags.join(', ')
                  ) : (
                  <form
                    class="inline"
                    onSubmit={(e) => {
                      e.preventDefault();
                      const list = (tags[v.version] ?? v.tags.join(' ')).split(/[\s,]+/).filter(Boolean);
                      act(() => request(SetTags, { name, version: v.version, tags: list }));
                    }}
                  >
                    <input
                      aria-label={`Tags of version ${v.version}`}
                      size={12}
                      value={tags[v.version] ?? v.tags.join(' ')}
                      onInput={(e) => setTags({ ...tags, [v.version]: e.currentTarget.value })}
                    />
                    <button>Set</button>
                  </form>
                  )}
                </td>
                <td class="actions">
                  <button onClick={() => doProbe(String(v.version))} disabled={!canProbe} title={probeTitle}>
                    Probe
                  </button>
                  {canChange && v.archived && (
                    <button onClick={() => act(() => request(UnarchiveVersion, { name, version: v.version }))}>Unarchive</button>
                  )}
                  {canChange && !v.archived && (
                    <Confirm
                      label="Archive"
                      question={`Archive v${v.version}? New runs stop resolving to it.`}
                      confirmLabel="Confirm archive"
                      onConfirm={() => act(() => request(ArchiveVersion, { name, version: v.version }))}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
