// Model providers: where a tenant's judge models ("provider/model") are
// called. The list names each API key's MODEL secret, never its value;
// registering and deleting need an admin token.
import { useState } from 'preact/hooks';
import { request } from '../api';
import type { ApiError } from '../api';
import { ErrorBox, Field, Loading, NotAvailable } from '../components/ui';
import { ago } from '../format';
import type { ModelProviderInput, ModelProviderKind, ViewerQuery } from '../gql/graphql';
import { asApiError, useFeatures, useNow, useQuery } from '../hooks';
import { DeleteModelProvider, ModelProvidersQuery, RegisterModelProvider } from '../ops';

const KINDS: [ModelProviderKind, string][] = [
  ['OPENAI_COMPATIBLE', 'OpenAI-compatible'],
  ['ANTHROPIC', 'Anthropic'],
];

const empty = { name: '', kind: 'OPENAI_COMPATIBLE', baseUrl: '', apiKeySecret: '', inputUsdPerMTok: '', outputUsdPerMTok: '' };

/** providerInput turns the form into the mutation's input: names trimmed, blank prices left out. */
export function providerInput(f: typeof empty): ModelProviderInput {
  const input: ModelProviderInput = {
    name: f.name.trim(),
    kind: f.kind as ModelProviderKind,
    baseUrl: f.baseUrl.trim(),
    apiKeySecret: f.apiKeySecret.trim(),
  };
  if (f.inputUsdPerMTok.trim() !== '') input.inputUsdPerMTok = Number(f.inputUsdPerMTok);
  if (f.outputUsdPerMTok.trim() !== '') input.outputUsdPerMTok = Number(f.outputUsdPerMTok);
  return input;
}

export function Providers({ viewer }: { viewer: ViewerQuery['viewer'] }) {
  const features = useFeatures();
  const available = features?.fields == null || features.fields.has('Query.modelProviders');
  const admin = viewer.role === 'ADMIN' || viewer.role === 'OPERATOR';
  const list = useQuery(ModelProvidersQuery, {}, !available);
  const [f, setF] = useState(empty);
  const [done, setDone] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const now = useNow(30_000);
  const set = (k: keyof typeof empty) => (e: Event) => {
    const v = (e.currentTarget as HTMLInputElement).value;
    setF((cur) => ({ ...cur, [k]: v }));
  };

  if (!available)
    return (
      <section>
        <h1>Model providers</h1>
        <NotAvailable what="Model providers" />
      </section>
    );

  async function register(ev: Event) {
    ev.preventDefault();
    setError(null);
    setDone('');
    try {
      const d = await request(RegisterModelProvider, { input: providerInput(f) });
      setDone(`Model provider ${d.registerModelProvider.name} registered.`);
      setF(empty);
      list.reload();
    } catch (e) {
      setError(asApiError(e));
    }
  }
  async function remove(name: string) {
    if (!confirm(`Delete model provider ${name}? Judge graders naming it become unscored.`)) return;
    setError(null);
    setDone('');
    try {
      await request(DeleteModelProvider, { name });
      setDone(`Model provider ${name} deleted.`);
      list.reload();
    } catch (e) {
      setError(asApiError(e));
    }
  }

  const providers = list.data?.modelProviders ?? [];
  return (
    <section>
      <h1>Model providers</h1>
      <p class="muted">
        Where judge models are called: a JUDGE grader's model <code>provider/model</code> names a provider here by its first segment. Each
        provider's API key is a <a href="/admin">secret</a> of purpose <em>model</em>, named here and never shown.
      </p>
      {list.loading && !list.data && <Loading />}
      <ErrorBox error={list.error} />
      {list.data && (
        <div class="scroll">
          <table data-testid="providers">
            <thead>
              <tr>
                <th>Name</th>
                <th>Kind</th>
                <th>Base URL</th>
                <th>API key secret</th>
                <th class="hide-sm">USD / MTok in · out</th>
                <th class="hide-sm">Updated</th>
                {admin && (
                  <th>
                    <span class="sr">Delete</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {providers.map((p) => (
                <tr key={p.name}>
                  <td>
                    <code>{p.name}</code>
                  </td>
                  <td>{KINDS.find(([k]) => k === p.kind)?.[1] ?? p.kind}</td>
                  <td>
                    <code>{p.baseUrl}</code>
                  </td>
                  <td>
                    <code>{p.apiKeySecret}</code>
                  </td>
                  <td class="hide-sm">
                    {p.inputUsdPerMTok ?? '—'} · {p.outputUsdPerMTok ?? '—'}
                  </td>
                  <td class="hide-sm" title={p.updatedAt}>
                    {ago(p.updatedAt, now)}
                  </td>
                  {admin && (
                    <td>
                      <button type="button" class="danger" onClick={() => remove(p.name)} aria-label={`Delete ${p.name}`}>
                        Delete
                      </button>
                    </td>
                  )}
                </tr>
              ))}
              {providers.length === 0 && (
                <tr>
                  <td colSpan={admin ? 7 : 6} class="muted">
                    No model providers yet.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {done && <p class="ok">{done}</p>}
      {admin ? (
        <form class="stack card" onSubmit={register} aria-label="Register a model provider">
          <h2>Register a model provider</h2>
          <div class="row">
            <Field label="Name" hint="the first segment of its models: name/model">
              <input name="providerName" required value={f.name} onInput={set('name')} />
            </Field>
            <Field label="Kind">
              <select name="kind" value={f.kind} onChange={set('kind')}>
                {KINDS.map(([k, label]) => (
                  <option value={k}>{label}</option>
                ))}
              </select>
            </Field>
            <Field label="Base URL" hint="e.g. https://api.openai.com/v1">
              <input name="baseUrl" type="url" required value={f.baseUrl} onInput={set('baseUrl')} />
            </Field>
            <Field label="API key secret" hint="a secret of purpose model">
              <input name="apiKeySecret" required value={f.apiKeySecret} onInput={set('apiKeySecret')} />
            </Field>
          </div>
          <div class="row">
            <Field label="USD per M input tokens" hint="optional, for a provider that reports no cost">
              <input name="inputUsdPerMTok" inputMode="decimal" value={f.inputUsdPerMTok} onInput={set('inputUsdPerMTok')} />
            </Field>
            <Field label="USD per M output tokens">
              <input name="outputUsdPerMTok" inputMode="decimal" value={f.outputUsdPerMTok} onInput={set('outputUsdPerMTok')} />
            </Field>
          </div>
          <button class="primary">Register</button>
        </form>
      ) : (
        <p class="muted">Registering and deleting model providers needs an admin token.</p>
      )}
      <ErrorBox error={error} />
    </section>
  );
}
