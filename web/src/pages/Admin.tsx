import { useState } from 'preact/hooks';
import { request } from '../api';
import type { ApiError } from '../api';
import { ErrorBox, Field, NotAvailable } from '../components/ui';
import { usd } from '../format';
import type { BudgetPeriod, SecretPurpose, TenantPolicyInput, ViewerQuery } from '../gql/graphql';
import { asApiError, useFeatures } from '../hooks';
import { RotateWebhookSecret, SetSecret, SetTenantPolicy } from '../ops';

type Viewer = ViewerQuery['viewer'];
type Tenant = Viewer['tenant'];

function TenantFacts({ t }: { t: Tenant }) {
  return (
    <dl class="facts" data-testid="tenant-policy">
      <dt>Tenant</dt>
      <dd>{t.slug}</dd>
      <dt>Weight</dt>
      <dd>{t.weight}</dd>
      <dt>Max concurrent</dt>
      <dd>{t.maxConcurrent || 'no quota'}</dd>
      <dt>Max queue depth</dt>
      <dd>{t.maxQueueDepth || 'no limit'}</dd>
      <dt>Budget</dt>
      <dd>
        {t.budgetUsd == null ? 'none' : usd(t.budgetUsd)} <span class="muted">({t.budgetPeriod.toLowerCase()})</span>
      </dd>
      <dt>Spent</dt>
      <dd>{usd(t.spentUsd)}</dd>
      <dt>Trusted</dt>
      <dd>{t.trusted ? 'yes' : 'no'}</dd>
    </dl>
  );
}

/** policyInput turns the policy form into the mutation's input, leaving blank fields unchanged. */
export function policyInput(f: Record<string, string>): TenantPolicyInput {
  const input: TenantPolicyInput = { tenant: f.tenant.trim() };
  const int = (s: string) => (s.trim() === '' ? undefined : Math.trunc(Number(s)));
  if (int(f.weight) != null) input.weight = int(f.weight);
  if (int(f.maxConcurrent) != null) input.maxConcurrent = int(f.maxConcurrent);
  if (int(f.maxQueueDepth) != null) input.maxQueueDepth = int(f.maxQueueDepth);
  if (f.budgetUsd.trim() === 'none') input.budgetUsd = null;
  else if (f.budgetUsd.trim() !== '') input.budgetUsd = Number(f.budgetUsd);
  if (f.budgetPeriod) input.budgetPeriod = f.budgetPeriod as BudgetPeriod;
  if (f.trusted) input.trusted = f.trusted === 'yes';
  return input;
}

function Policy({ viewer }: { viewer: Viewer }) {
  const [f, setF] = useState<Record<string, string>>({
    tenant: viewer.tenant.slug,
    weight: '',
    maxConcurrent: '',
    maxQueueDepth: '',
    budgetUsd: '',
    budgetPeriod: '',
    trusted: '',
  });
  const [result, setResult] = useState<Tenant | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const set = (k: string) => (e: Event) => {
    const v = (e.currentTarget as HTMLInputElement).value;
    setF((cur) => ({ ...cur, [k]: v }));
  };
  async function save(ev: Event) {
    ev.preventDefault();
    setError(null);
    try {
      const d = await request(SetTenantPolicy, { input: policyInput(f) });
      setResult(d.setTenantPolicy);
    } catch (e) {
      setError(asApiError(e));
    }
  }
  return (
    <form class="stack card" onSubmit={save} aria-label="Tenant policy">
      <h2>Tenant policy</h2>
      <p class="muted">Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.</p>
      <div class="row">
        <Field label="Tenant">
          <input name="tenant" required value={f.tenant} onInput={set('tenant')} />
        </Field>
        <Field label="Weight">
          <input name="weight" type="number" min={1} value={f.weight} onInput={set('weight')} />
        </Field>
        <Field label="Max concurrent">
          <input name="maxConcurrent" type="number" min={0} value={f.maxConcurrent} onInput={set('maxConcurrent')} />
        </Field>
        <Field label="Max queue depth">
          <input name="maxQueueDepth" type="number" min={0} value={f.maxQueueDepth} onInput={set('maxQueueDepth')} />
        </Field>
      </div>
      <div class="row">
        <Field label="Budget (USD or none)">
          <input name="budgetUsd" value={f.budgetUsd} onInput={set('budgetUsd')} />
        </Field>
        <Field label="Budget period">
          <select name="budgetPeriod" value={f.budgetPeriod} onChange={set('budgetPeriod')}>
            <option value="">unchanged</option>
            <option value="NONE">none</option>
            <option value="MONTH">month</option>
          </select>
        </Field>
        <Field label="Trusted">
          <select name="trusted" value={f.trusted} onChange={set('trusted')}>
            <option value="">unchanged</option>
            <option value="yes">yes</option>
            <option value="no">no</option>
          </select>
        </Field>
      </div>
      <button class="primary">Save policy</button>
      <ErrorBox error={error} />
      {result && <TenantFacts t={result} />}
    </form>
  );
}

function Secrets({ hasList }: { hasList: boolean }) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [purpose, setPurpose] = useState<SecretPurpose>('HARNESS');
  const [done, setDone] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  async function save(ev: Event) {
    ev.preventDefault();
    setError(null);
    try {
      const d = await request(SetSecret, { name: name.trim(), value, purpose });
      setDone(`Secret ${d.setSecret.name} (${d.setSecret.purpose.toLowerCase()}) saved.`);
      setValue('');
    } catch (e) {
      setError(asApiError(e));
    }
  }
  return (
    <form class="stack card" onSubmit={save} aria-label="Secrets">
      <h2>Secrets</h2>
      <p class="muted">Write-only: setting an existing name rotates it. No value is ever shown again.</p>
      {!hasList && <p class="muted">Listing secret names is not available on this server.</p>}
      <div class="row">
        <Field label="Name">
          <input name="secretName" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </Field>
        <Field label="Value">
          <input name="secretValue" type="password" autocomplete="new-password" required value={value} onInput={(e) => setValue(e.currentTarget.value)} />
        </Field>
        <Field label="Purpose">
          <select name="purpose" value={purpose} onChange={(e) => setPurpose(e.currentTarget.value as SecretPurpose)}>
            <option value="HARNESS">harness env</option>
            <option value="CLUSTER">cluster credential</option>
          </select>
        </Field>
      </div>
      <button class="primary">Set secret</button>
      {done && <p class="ok">{done}</p>}
      <ErrorBox error={error} />
    </form>
  );
}

function Webhook() {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <div class="stack card">
      <h2>Webhook signing secret</h2>
      <p class="muted">Rotating makes a new secret at once; the old one stops verifying. It is shown once.</p>
      <button
        onClick={async () => {
          setError(null);
          try {
            setSecret((await request(RotateWebhookSecret, {})).rotateWebhookSecret);
          } catch (e) {
            setError(asApiError(e));
          }
        }}
      >
        Rotate webhook secret
      </button>
      {secret && (
        <p>
          New secret (copy it now): <code class="secret">{secret}</code>
        </p>
      )}
      <ErrorBox error={error} />
    </div>
  );
}

export function Admin({ viewer }: { viewer: Viewer }) {
  const features = useFeatures();
  const has = (f: string) => features?.fields?.has(f) ?? false;
  const admin = viewer.role === 'ADMIN' || viewer.role === 'OPERATOR';
  return (
    <section>
      <h1>Admin</h1>
      <div class="grid2">
        <div class="card">
          <h2>Your tenant</h2>
          <TenantFacts t={viewer.tenant} />
          <p class="muted">
            Signed in as {viewer.subject} ({viewer.role.toLowerCase()}).
          </p>
        </div>
        {viewer.role === 'OPERATOR' ? <Policy viewer={viewer} /> : <p class="muted">Tenant policy is set by an operator.</p>}
      </div>
      <h2>Tokens</h2>
      {has('Query.tokens') ? (
        <p class="muted">This server manages tokens; this build of the web app does not show them yet — use the API.</p>
      ) : (
        <NotAvailable what="Token management (list, create, revoke)">
          {' '}
          Create tokens with <code>everdict token create</code>.
        </NotAvailable>
      )}
      {admin ? (
        <div class="grid2">
          <Secrets hasList={has('Query.secrets')} />
          <Webhook />
        </div>
      ) : (
        <p class="muted">Secrets and the webhook secret need an admin token.</p>
      )}
    </section>
  );
}
