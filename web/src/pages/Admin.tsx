import { useRef, useState } from 'preact/hooks';
import { request } from '../api';
import type { ApiError } from '../api';
import { Copy, ErrorBox, Field, Loading, NotAvailable } from '../components/ui';
import { ago, usd } from '../format';
import type { BudgetPeriod, Role, SecretPurpose, TenantPolicyInput, TokenRowFragment, ViewerQuery } from '../gql/graphql';
import { asApiError, useFeatures, useNow, useQuery } from '../hooks';
import { CreateToken, RevokeToken, RotateWebhookSecret, SecretsQuery, SetSecret, SetTenantPolicy, TokensQuery } from '../ops';

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

/**
 * Secrets lists and sets secrets. An admin sets the tenant's (any purpose) or a personal one; a member
 * only their own personal HARNESS secrets, which shadow the tenant's of that name in their runs.
 */
function Secrets({ hasList, admin }: { hasList: boolean; admin: boolean }) {
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [purpose, setPurpose] = useState<SecretPurpose>('HARNESS');
  const [personal, setPersonal] = useState(!admin);
  const [done, setDone] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const list = useQuery(SecretsQuery, {}, !hasList);
  const valueField = useRef<HTMLInputElement>(null);
  const now = useNow(30_000);
  async function save(ev: Event) {
    ev.preventDefault();
    setError(null);
    try {
      const d = await request(SetSecret, { name: name.trim(), value, purpose: personal ? 'HARNESS' : purpose, personal: personal || undefined });
      setDone(`${d.setSecret.owner ? 'Your personal secret' : 'Secret'} ${d.setSecret.name} (${d.setSecret.purpose.toLowerCase()}) saved.`);
      setValue('');
      list.reload();
    } catch (e) {
      setError(asApiError(e));
    }
  }
  function rotate(n: string, p: SecretPurpose, owned: boolean) {
    setName(n);
    setPurpose(p);
    setPersonal(owned);
    setValue('');
    setDone('');
    valueField.current?.focus();
  }
  const secrets = list.data?.secrets ?? [];
  return (
    <form class="stack card" onSubmit={save} aria-label="Secrets">
      <h2>Secrets</h2>
      <p class="muted">
        Write-only: setting an existing name rotates it. No value is ever shown again. A personal secret is yours alone: it
        shadows the tenant's of that name in the runs you submit, and no other member sees it.
      </p>
      {!hasList && <p class="muted">Listing secret names is not available on this server.</p>}
      {hasList && <ErrorBox error={list.error} />}
      {hasList && list.data && (
        <div class="scroll">
          <table class="compact" data-testid="secrets">
            <thead>
              <tr>
                <th>Name</th>
                <th>Purpose</th>
                <th>Owner</th>
                <th>Set</th>
                <th>
                  <span class="sr">Rotate</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {secrets.map((x) => (
                <tr key={`${x.owner ?? ''}/${x.name}`}>
                  <td>
                    <code>{x.name}</code>
                  </td>
                  <td>{x.purpose.toLowerCase()}</td>
                  <td>{x.owner ? <span data-testid="secret-owner">{x.owner} (personal)</span> : <span class="muted">the tenant</span>}</td>
                  <td title={x.updatedAt}>{ago(x.updatedAt, now)}</td>
                  <td>
                    {(admin || x.owner) && (
                      <button type="button" onClick={() => rotate(x.name, x.purpose, !!x.owner)} aria-label={`Rotate ${x.name}`}>
                        Rotate
                      </button>
                    )}
                  </td>
                </tr>
              ))}
              {secrets.length === 0 && (
                <tr>
                  <td colSpan={5} class="muted">
                    No secrets yet.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <div class="row">
        <Field label="Name">
          <input name="secretName" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </Field>
        <Field label="Value">
          <input
            ref={valueField}
            name="secretValue"
            type="password"
            autocomplete="new-password"
            required
            value={value}
            onInput={(e) => setValue(e.currentTarget.value)}
          />
        </Field>
        <Field label="Purpose">
          <select name="purpose" value={personal ? 'HARNESS' : purpose} disabled={personal} onChange={(e) => setPurpose(e.currentTarget.value as SecretPurpose)}>
            <option value="HARNESS">harness env</option>
            <option value="CLUSTER">cluster credential</option>
            <option value="MODEL">model API key</option>
            <option value="TRACE">trace API key</option>
          </select>
        </Field>
      </div>
      <label class="check">
        <input
          type="checkbox"
          name="personal"
          checked={personal}
          disabled={!admin}
          onChange={(e) => setPersonal(e.currentTarget.checked)}
        />{' '}
        Personal: mine alone, for a harness env{!admin && ' (a member sets only personal secrets)'}
      </label>
      <button class="primary">Set secret</button>
      {done && <p class="ok">{done}</p>}
      <ErrorBox error={error} />
    </form>
  );
}

const ROLES: Role[] = ['MEMBER', 'ADMIN', 'OPERATOR'];

/** The lifetimes offered for a new token, in seconds (0: no expiry). */
const LIFETIMES: [string, number][] = [
  ['never', 0],
  ['1 day', 86_400],
  ['7 days', 7 * 86_400],
  ['30 days', 30 * 86_400],
  ['90 days', 90 * 86_400],
  ['1 year', 365 * 86_400],
];

/** focusOnMount is a stable ref callback: it focuses its element once, when it appears. */
const focusOnMount = (el: HTMLElement | null) => el?.focus();

function tokenState(t: TokenRowFragment, now: number): 'revoked' | 'expired' | 'active' {
  if (t.revokedAt) return 'revoked';
  if (t.expiresAt && Date.parse(t.expiresAt) <= now) return 'expired';
  return 'active';
}

function Tokens({ viewer }: { viewer: Viewer }) {
  const q = useQuery(TokensQuery, {});
  const now = useNow(30_000);
  const mayChoose = viewer.role !== 'MEMBER';
  const roles = ROLES.slice(0, ROLES.indexOf(viewer.role) + 1);
  const [f, setF] = useState({ subject: '', role: 'MEMBER' as Role, lifetime: '0' });
  const [created, setCreated] = useState<{ token: string; subject: string; role: Role } | null>(null);
  const [confirming, setConfirming] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const secret = useRef<HTMLElement>(null);

  async function create(ev: Event) {
    ev.preventDefault();
    setError(null);
    try {
      const lifetime = Number(f.lifetime);
      const d = await request(CreateToken, {
        role: f.role,
        subject: mayChoose && f.subject.trim() ? f.subject.trim() : null,
        expiresIn: lifetime > 0 ? lifetime : null,
      });
      const t = d.createToken;
      setCreated({ token: t.token, subject: t.apiToken.subject, role: t.apiToken.role });
      q.set((cur) => ({ tokens: [t.apiToken, ...cur.tokens] }));
    } catch (e) {
      setError(asApiError(e));
    }
  }
  async function revoke(id: string) {
    setError(null);
    setConfirming('');
    try {
      const d = await request(RevokeToken, { id });
      q.set((cur) => ({ tokens: cur.tokens.map((t) => (t.id === id ? d.revokeToken : t)) }));
    } catch (e) {
      setError(asApiError(e));
    }
  }

  const tokens = q.data?.tokens ?? [];
  return (
    <div class="card" data-testid="tokens-card">
      <h2 id="tokens">Tokens</h2>
      <p class="muted">
        {mayChoose ? `Your tenant's tokens.` : 'Your own tokens.'} A token's value is shown once, when it is made; revoking one refuses it from its next
        request on.
      </p>
      <form class="row align-end" onSubmit={create} aria-label="Create a token">
        <Field label="Subject">
          <input
            name="tokenSubject"
            value={mayChoose ? f.subject : viewer.subject}
            disabled={!mayChoose}
            placeholder={viewer.subject}
            onInput={(e) => setF({ ...f, subject: e.currentTarget.value })}
          />
        </Field>
        <Field label="Role">
          <select name="tokenRole" value={f.role} onChange={(e) => setF({ ...f, role: e.currentTarget.value as Role })}>
            {roles.map((r) => (
              <option value={r}>{r.toLowerCase()}</option>
            ))}
          </select>
        </Field>
        <Field label="Expires">
          <select name="tokenLifetime" value={f.lifetime} onChange={(e) => setF({ ...f, lifetime: e.currentTarget.value })}>
            {LIFETIMES.map(([label, secs]) => (
              <option value={String(secs)}>{secs ? `in ${label}` : label}</option>
            ))}
          </select>
        </Field>
        <button class="primary">Create token</button>
      </form>
      {created && (
        <div class="notice" data-testid="new-token" role="status">
          <p>
            <strong>
              New {created.role.toLowerCase()} token for {created.subject}.
            </strong>{' '}
            Copy it now: it is not shown again.
          </p>
          <p class="secret-line">
            <code class="secret" ref={secret}>
              {created.token}
            </code>{' '}
            <Copy text={created.token} target={() => secret.current} />
          </p>
          <button type="button" class="link" onClick={() => setCreated(null)}>
            Done, hide it
          </button>
        </div>
      )}
      <ErrorBox error={error ?? q.error} />
      {q.loading && !q.data ? (
        <Loading />
      ) : (
        <div class="scroll">
          <table data-testid="tokens">
            <thead>
              <tr>
                <th>Subject</th>
                <th>Role</th>
                <th>State</th>
                <th class="hide-sm">Created</th>
                <th class="hide-sm">Last used</th>
                <th class="hide-sm">Expires</th>
                <th>
                  <span class="sr">Revoke</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => {
                const state = tokenState(t, now);
                return (
                  <tr key={t.id} data-token={t.id} data-state={state} class={state === 'active' ? undefined : 'archived'}>
                    <td>{t.subject}</td>
                    <td>{t.role.toLowerCase()}</td>
                    <td>
                      <span class={`badge tok-${state}`}>{state}</span>
                    </td>
                    <td class="hide-sm" title={t.createdAt}>
                      {ago(t.createdAt, now)}
                    </td>
                    <td class="hide-sm" title={t.lastUsedAt ?? undefined}>
                      {t.lastUsedAt ? ago(t.lastUsedAt, now) : <span class="muted">never</span>}
                    </td>
                    <td class="hide-sm" title={t.expiresAt ?? undefined}>
                      {t.expiresAt ? new Date(t.expiresAt).toLocaleDateString() : <span class="muted">never</span>}
                    </td>
                    <td class="actions">
                      {state === 'active' &&
                        (confirming === t.id ? (
                          <>
                            <button class="danger" ref={focusOnMount} onClick={() => revoke(t.id)}>
                              Confirm revoke
                            </button>
                            <button onClick={() => setConfirming('')}>Keep</button>
                          </>
                        ) : (
                          <button onClick={() => setConfirming(t.id)} aria-label={`Revoke the token of ${t.subject} made ${new Date(t.createdAt).toLocaleString()}`}>
                            Revoke
                          </button>
                        ))}
                    </td>
                  </tr>
                );
              })}
              {tokens.length === 0 && (
                <tr>
                  <td colSpan={7} class="muted">
                    No tokens.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
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
      {has('Query.tokens') ? (
        <Tokens viewer={viewer} />
      ) : (
        <>
          <h2>Tokens</h2>
          <NotAvailable what="Token management (list, create, revoke)">
            {' '}
            Create tokens with <code>everdict token create</code>.
          </NotAvailable>
        </>
      )}
      {admin ? (
        <div class="grid2">
          <Secrets hasList={has('Query.secrets')} admin />
          <Webhook />
        </div>
      ) : (
        <>
          <Secrets hasList={has('Query.secrets')} admin={false} />
          <p class="muted">The tenant's secrets and the webhook secret need an admin token.</p>
        </>
      )}
    </section>
  );
}
