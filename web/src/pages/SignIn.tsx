import { useState } from 'preact/hooks';
import { getToken, request, setToken } from '../api';
import { ErrorBox, Field } from '../components/ui';
import { asApiError, resetFeatures } from '../hooks';
import { ViewerQuery } from '../ops';
import type { ApiError } from '../api';
import { navigate } from '../router';

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setT] = useState(getToken());
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const params = new URL(location.href).searchParams;
  const next = params.get('next') || '/runs';
  const refused = params.get('reason') === 'refused' && !error;

  async function submit(ev: Event) {
    ev.preventDefault();
    setBusy(true);
    setToken(token.trim());
    resetFeatures();
    try {
      await request(ViewerQuery, {});
      onSignedIn();
      navigate(next.startsWith('/') && !next.startsWith('//') ? next : '/runs');
    } catch (e) {
      setToken('');
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="narrow">
      <h1>Sign in</h1>
      <p class="muted">
        Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with{' '}
        <code>everdict token create --tenant acme --role admin</code>.
      </p>
      {refused && (
        <p class="warn" role="alert" data-testid="signin-reason">
          Your token was refused: it was revoked or it expired. Sign in with another.
        </p>
      )}
      <form onSubmit={submit} class="stack">
        <Field label="API token">
          <input
            name="token"
            type="password"
            autocomplete="off"
            placeholder="evd_…"
            required
            value={token}
            onInput={(e) => setT(e.currentTarget.value)}
            autofocus
          />
        </Field>
        <button class="primary" disabled={busy}>
          Sign in
        </button>
        <ErrorBox error={error} />
      </form>
    </section>
  );
}
