import { useEffect, useState } from 'preact/hooks';
import { request } from '../api';
import type { ApiError } from '../api';
import { ErrorBox, Field, NotAvailable } from '../components/ui';
import { parseEnv } from '../envlines';
import { shCommand } from '../format';
import type { Priority, SubmitRunInput } from '../gql/graphql';
import { asApiError, useFeatures, useQuery } from '../hooks';
import { RuntimesQuery, SubmitRun } from '../ops';
import { navigate, runPath } from '../router';

export function Submit() {
  const runtimes = useQuery(RuntimesQuery, { first: 100, after: null });
  const features = useFeatures();
  const names = (runtimes.data?.runtimes.edges ?? []).flatMap((e) => (e?.node ? [e.node.name] : []));
  const [form, setForm] = useState({
    runtime: '',
    task: 'Write 42 to answer.txt',
    harness: 'web',
    command: 'echo solving; echo 42 > answer.txt',
    test: 'grep -q 42 answer.txt',
    env: '',
    timeout: '60',
    priority: 'INTERACTIVE',
  });
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const env = parseEnv(form.env);
  // Offer the first runtime once the list loads, unless the user already chose.
  useEffect(() => {
    if (names.length) setForm((f) => (f.runtime ? f : { ...f, runtime: names[0] }));
  }, [names[0]]);
  const runtime = form.runtime;
  const upd = (k: keyof typeof form) => (e: Event) => {
    const v = (e.currentTarget as HTMLInputElement).value;
    setForm((f) => ({ ...f, [k]: v }));
  };

  async function submit(ev: Event) {
    ev.preventDefault();
    if (env.problems.length) return;
    setBusy(true);
    setError(null);
    const input: SubmitRunInput = {
      runtime,
      priority: form.priority as Priority,
      trigger: 'web',
      harness: { name: form.harness || 'web', command: shCommand(form.command), env: env.vars },
      case: {
        task: form.task,
        timeoutSec: Number(form.timeout) || undefined,
        graders: form.test.trim() ? [{ kind: 'TESTS_PASS', command: shCommand(form.test) }] : undefined,
      },
    };
    try {
      const d = await request(SubmitRun, { input });
      navigate(runPath(d.submitRun.id));
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  }

  const scorecards = features?.fields?.has('Mutation.submitScorecard');
  return (
    <section class="narrow">
      <h1>Submit a run</h1>
      <form onSubmit={submit} class="stack" aria-label="Submit a run">
        <Field label="Runtime">
          <input name="runtime" list="runtime-names" required value={runtime} onInput={upd('runtime')} placeholder="name, name@3 or name@tag" />
          <datalist id="runtime-names">
            {names.map((n) => (
              <option value={n} />
            ))}
          </datalist>
        </Field>
        <Field label="Task">
          <textarea name="task" rows={3} required value={form.task} onInput={upd('task')} />
        </Field>
        <div class="row">
          <Field label="Harness name">
            <input name="harness" value={form.harness} onInput={upd('harness')} />
          </Field>
          <Field label="Priority">
            <select name="priority" value={form.priority} onChange={upd('priority')}>
              <option value="INTERACTIVE">interactive</option>
              <option value="BATCH">batch</option>
            </select>
          </Field>
          <Field label="Timeout (s)">
            <input name="timeout" type="number" min={1} value={form.timeout} onInput={upd('timeout')} />
          </Field>
        </div>
        <Field label="Harness command (sh -c)">
          <input name="command" required value={form.command} onInput={upd('command')} />
        </Field>
        <Field label="Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)">
          <input name="test" value={form.test} onInput={upd('test')} />
        </Field>
        <Field label="Environment" hint="One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).">
          <textarea name="env" rows={2} value={form.env} onInput={upd('env')} placeholder="MODEL=small&#10;API_KEY=@openai" />
        </Field>
        {env.problems.map((p) => (
          <p class="error">{p}</p>
        ))}
        <button class="primary" disabled={busy || env.problems.length > 0}>
          Submit
        </button>
        <ErrorBox error={error} />
      </form>
      <h2>Scorecard from JSONL</h2>
      {scorecards ? (
        <p class="muted">This server accepts scorecards; this build of the web app does not submit them yet — use the API.</p>
      ) : (
        <NotAvailable what="Scorecards (many cases from a JSONL upload)" />
      )}
    </section>
  );
}
