import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { request } from '../api';
import type { ApiError } from '../api';
import { Copy, ErrorBox, Field, NotAvailable } from '../components/ui';
import { parseEnv } from '../envlines';
import { parseCases, scorecardName } from '../cases';
import { harnessRefs } from '../harnesses';
import { count, shCommand } from '../format';
import type { Priority, SubmitScorecardInput } from '../gql/graphql';
import { asApiError, useFeatures, useQuery } from '../hooks';
import { HarnessesQuery, RunQuery, RuntimesQuery, SubmitRun, SubmitRuntimeLoads, SubmitScorecard } from '../ops';
import { defaultRuntime, describe, LAST_RUNTIME_KEY, unknownRuntime } from '../runtimepick';
import { asCLI, asGraphQL, blankForm, formFromRun, severalRuntimes, submitInput, type Carried, type Prefill, type SubmitForm } from '../rerun';
import { navigate, runPath, scorecardPath } from '../router';

export function Submit() {
  const runtimes = useQuery(RuntimesQuery, { first: 100, after: null });
  const features = useFeatures();
  const names = (runtimes.data?.runtimes.edges ?? []).flatMap((e) => (e?.node ? [e.node.name] : []));
  const picks = (runtimes.data?.runtimes.edges ?? []).flatMap((e) => (e?.node ? [{ name: e.node.name, capabilities: e.node.latest?.capabilities ?? [] }] : []));
  const loadsQ = useQuery(SubmitRuntimeLoads, {});
  const loads = loadsQ.data?.queue.runtimes ?? [];
  const registered = useQuery(HarnessesQuery, { first: 100, after: null });
  const refs = (registered.data?.harnesses.edges ?? []).flatMap((e) => (e?.node ? harnessRefs(e.node) : []));
  const [form, setForm] = useState<SubmitForm>(blankForm);
  // /submit?from=<run id> starts from that run's recorded submission (Rerun on a run page).
  const from = new URL(location.href).searchParams.get('from') ?? '';
  const source = useQuery(RunQuery, { id: from }, !from);
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  useEffect(() => {
    const run = source.data?.run;
    if (!run) return;
    const p = formFromRun(run);
    setPrefill(p);
    setForm(p.form);
  }, [source.data?.run?.id]);
  const cliBox = useRef<HTMLPreElement>(null);
  const gqlBox = useRef<HTMLPreElement>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const env = parseEnv(form.env);
  // Once the runtimes and their loads are known, offer the one this browser last submitted to,
  // else the first with a free slot, unless the user already chose.
  const loadsKnown = !!(loadsQ.data || loadsQ.error);
  useEffect(() => {
    if (names.length && loadsKnown) setForm((f) => (f.runtime ? f : { ...f, runtime: defaultRuntime(picks, loads, localStorage.getItem(LAST_RUNTIME_KEY)) }));
  }, [names.join(','), loadsKnown]);
  const chosen = picks.find((p) => p.name === form.runtime.trim().split('@')[0]);
  const unknown = unknownRuntime(form.runtime, picks);
  const runtime = form.runtime;
  // A registered harness replaces the one-off form's harness.
  const oneOffOff = form.harnessRef.trim();
  const upd = (k: keyof typeof form) => (e: Event) => {
    const v = (e.currentTarget as HTMLInputElement).value;
    setForm((f) => ({ ...f, [k]: v }));
  };

  async function submit(ev: Event) {
    ev.preventDefault();
    if (env.problems.length) return;
    setBusy(true);
    setError(null);
    const input = submitInput(form, prefill?.carried);
    try {
      const d = await request(SubmitRun, { input });
      localStorage.setItem(LAST_RUNTIME_KEY, form.runtime.trim());
      navigate(runPath(d.submitRun.id));
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  }

  const scorecards = features?.fields?.has('Mutation.submitScorecard');
  // /submit#scorecard opens at the scorecard form.
  useEffect(() => {
    if (location.hash === '#scorecard') document.getElementById('scorecard')?.scrollIntoView();
  }, []);
  return (
    <section class="narrow">
      <h1>Submit a run</h1>
      {from && source.error && <ErrorBox error={source.error} />}
      {prefill && source.data?.run && (
        <div class="notice" data-testid="prefilled">
          Filled in from run <a href={runPath(source.data.run.id)}>{source.data.run.correlationId}</a>: change what you like, then submit.
          {carriedNames(prefill.carried).length > 0 && <> Also sent as recorded: {carriedNames(prefill.carried).join(', ')}.</>}
          {prefill.lost.map((l) => (
            <p class="warn">Not carried: {l}.</p>
          ))}
        </div>
      )}
      <form onSubmit={submit} class="stack" aria-label="Submit a run">
        <Field label="Runtime">
          <input name="runtime" list="runtime-names" required value={runtime} onInput={upd('runtime')} placeholder='name, name@3, name@tag; "a,b" or "auto" to let the scheduler choose' />
          <datalist id="runtime-names">
            {picks.map((p) => (
              <option value={p.name} label={describe(p, loads)} />
            ))}
            {picks.length > 1 && <option value="auto" label="the scheduler chooses" />}
          </datalist>
          {chosen && (
            <span class="muted" data-testid="runtime-info">
              {describe(chosen, loads)}
            </span>
          )}
          {unknown.length > 0 && (
            <span class="warn" data-testid="runtime-unknown">
              Not a registered runtime: {unknown.join(', ')}.
            </span>
          )}
        </Field>
        <Field label="Task">
          <textarea name="task" rows={3} required value={form.task} onInput={upd('task')} />
        </Field>
        <div class="row">
          <Field label="Registered harness" hint="name, name@tag or name@3 (see Harnesses); empty: the one-off harness below">
            <input name="harnessRef" list="harness-refs" value={form.harnessRef} onInput={upd('harnessRef')} placeholder="one-off" />
            <datalist id="harness-refs">
              {refs.map((r) => (
                <option value={r} />
              ))}
            </datalist>
          </Field>
          <Field label="Model" hint='"provider/name", {{model}} in the harness; empty: its default'>
            <input name="model" value={form.model} onInput={upd('model')} placeholder="anthropic/claude-sonnet-4" />
          </Field>
        </div>
        <div class="row">
          <Field label="Harness name">
            <input name="harness" value={form.harness} onInput={upd('harness')} disabled={!!oneOffOff} />
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
          {severalRuntimes(form.runtime) && (
            <Field label="Placement" hint="Which of the runtimes takes it, when a slot frees">
              <select name="placement" value={form.placement} onChange={upd('placement')}>
                <option value="">spread (least loaded)</option>
                <option value="PACK">pack (fullest that fits)</option>
              </select>
            </Field>
          )}
        </div>
        <Field label="Harness command (sh -c)">
          <input name="command" required={!oneOffOff} disabled={!!oneOffOff} value={form.command} onInput={upd('command')} />
        </Field>
        <Field label="Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)">
          <input name="test" value={form.test} onInput={upd('test')} />
        </Field>
        <div class="row">
          <Field label="Judge rubric" hint="a JUDGE grader: what a passing answer does; empty: no judge">
            <input name="judgeRubric" value={form.judgeRubric} onInput={upd('judgeRubric')} placeholder="writes 42 and says why" />
          </Field>
          <Field label="Judge" hint={'"provider/name"; empty: the tenant\'s default judge'}>
            <input name="judgeModel" value={form.judgeModel} onInput={upd('judgeModel')} disabled={!form.judgeRubric.trim()} />
          </Field>
          <Field label="Pass threshold" hint="0–1; empty: the default">
            <input name="judgeThreshold" type="number" min={0} max={1} step="any" value={form.judgeThreshold} onInput={upd('judgeThreshold')} disabled={!form.judgeRubric.trim()} />
          </Field>
        </div>
        <div class="row">
          <Field label="Image" hint="the case's container image; empty: the harness's or none">
            <input name="image" value={form.image} onInput={upd('image')} placeholder="ghcr.io/acme/env:1" />
          </Field>
          <Field label="CPU" hint="cores; empty: the default">
            <input name="cpu" type="number" min={0} step="any" value={form.cpu} onInput={upd('cpu')} />
          </Field>
          <Field label="Memory (MB)" hint="empty: the default">
            <input name="memoryMb" type="number" min={0} step={1} value={form.memoryMb} onInput={upd('memoryMb')} />
          </Field>
        </div>
        <div class="row">
          <Field label="Repository" hint="a git URL cloned into the workspace; empty: none">
            <input name="repoUrl" value={form.repoUrl} onInput={upd('repoUrl')} placeholder="https://github.com/acme/app" />
          </Field>
          <Field label="Ref" hint="branch, tag or commit; empty: the default branch">
            <input name="repoRef" value={form.repoRef} onInput={upd('repoRef')} disabled={!form.repoUrl.trim()} />
          </Field>
        </div>
        <Field label="Webhook URL" hint="POSTed the settled run, signed with the tenant's webhook secret (Admin); empty: none">
          <input name="webhookUrl" type="url" value={form.webhookUrl} onInput={upd('webhookUrl')} placeholder="https://hooks.example/everdict" />
        </Field>
        <Field label="Environment" hint="One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).">
          <textarea name="env" rows={2} value={form.env} onInput={upd('env')} placeholder="MODEL=small&#10;API_KEY=@openai" />
        </Field>
        {env.problems.map((p) => (
          <p class="error">{p}</p>
        ))}
        <div class="row">
          <button class="primary" disabled={busy || env.problems.length > 0}>
            Submit
          </button>
          <details class="copy-as" data-testid="form-copy-as">
            <summary>Copy as…</summary>
            <div class="stack">
              <div>
                <Copy label="Copy as CLI" text={asCLI(submitInput(form, prefill?.carried)).command} target={() => cliBox.current} />
                <pre ref={cliBox} class="output">
                  {asCLI(submitInput(form, prefill?.carried)).command}
                </pre>
              </div>
              <div>
                <Copy label="Copy as GraphQL" text={asGraphQL(submitInput(form, prefill?.carried))} target={() => gqlBox.current} />
                <pre ref={gqlBox} class="output">
                  {asGraphQL(submitInput(form, prefill?.carried))}
                </pre>
              </div>
            </div>
          </details>
        </div>
        <ErrorBox error={error} />
      </form>
      <h2 id="scorecard">Submit a scorecard from JSONL</h2>
      {features && !scorecards ? <NotAvailable what="Scorecards (many cases from a JSONL upload)" /> : <ScorecardUpload names={names} />}
    </section>
  );
}

const EXAMPLE = `{"id": "answer-42", "task": "Write 42 to answer.txt", "graders": [{"kind": "TESTS_PASS", "command": ["sh", "-c", "grep -q 42 answer.txt"]}]}
{"id": "fix-login", "task": "Fix the login test", "repo": {"url": "https://github.com/acme/app", "ref": "main"}, "timeoutSec": 600}`;

/** ScorecardUpload: a cases file (or pasted lines), checked line by line here, then one harness over all of them. */
function ScorecardUpload({ names }: { names: string[] }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [form, setForm] = useState({ name: '', runtime: '', harness: 'web', command: 'echo solving; echo 42 > answer.txt', maxAttempts: '', priority: 'BATCH' });
  const [speculate, setSpeculate] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = useMemo(() => (text.trim() ? parseCases(text) : null), [text]);
  useEffect(() => {
    if (names.length) setForm((f) => (f.runtime ? f : { ...f, runtime: names[0] }));
  }, [names[0]]);
  const upd = (k: keyof typeof form) => (e: Event) => {
    const v = (e.currentTarget as HTMLInputElement).value;
    setForm((f) => ({ ...f, [k]: v }));
  };

  async function load(e: Event) {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
    setForm((f) => (f.name ? f : { ...f, name: scorecardName(file.name) }));
  }

  async function submit(ev: Event) {
    ev.preventDefault();
    if (!parsed || parsed.problems.length) return;
    setBusy(true);
    setError(null);
    const input: SubmitScorecardInput = {
      name: form.name.trim(),
      runtime: form.runtime.trim(),
      priority: form.priority as Priority,
      harness: { name: form.harness || 'web', command: shCommand(form.command) },
      cases: parsed.cases,
      maxAttempts: form.maxAttempts ? Number(form.maxAttempts) : undefined,
      speculate: speculate || undefined,
    };
    try {
      const d = await request(SubmitScorecard, { input });
      navigate(scorecardPath(d.submitScorecard.id));
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  }

  const ok = !!parsed && parsed.problems.length === 0;
  return (
    <form onSubmit={submit} class="stack" aria-label="Submit a scorecard">
      <p class="muted">
        One case a line, as <code>everdict scorecard run</code> reads them: a JSON object with an <code>id</code> (1 to 40 lowercase
        letters, digits and inner dashes, unique) and a <code>task</code>, and optionally <code>repo</code>, <code>files</code>,{' '}
        <code>image</code>, <code>timeoutSec</code>, <code>resources</code> and <code>graders</code>. Each case becomes a run of the
        harness below.
      </p>
      <details>
        <summary>Example</summary>
        <pre class="output">{EXAMPLE}</pre>
      </details>
      <Field label="Cases file (JSONL)">
        <input name="cases" type="file" accept=".jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,text/plain" onChange={load} />
      </Field>
      <Field label="Or paste the cases" hint={fileName ? `Loaded from ${fileName}; edits here are what is sent.` : undefined}>
        <textarea
          name="casesText"
          rows={4}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          placeholder='{"id": "case-1", "task": "…"}'
          spellcheck={false}
        />
      </Field>
      {parsed && (
        <div aria-live="polite">
          {ok ? (
            <p class="ok" data-testid="cases-summary">
              {parsed.cases.length === 1 ? '1 case' : `${count(parsed.cases.length)} cases`}:{' '}
              {parsed.cases
                .slice(0, 8)
                .map((c) => c.id)
                .join(', ')}
              {parsed.cases.length > 8 && ', …'}
            </p>
          ) : (
            <ul class="problems error" data-testid="case-problems">
              {parsed.problems.map((p) => (
                <li>
                  {p.line > 0 ? `line ${p.line}: ` : ''}
                  {p.message}
                </li>
              ))}
              {parsed.more > 0 && <li>… and {parsed.more} more</li>}
            </ul>
          )}
        </div>
      )}
      <div class="row">
        <Field label="Scorecard name">
          <input name="scorecardName" required value={form.name} onInput={upd('name')} placeholder="nightly" />
        </Field>
        <Field label="Runtimes" hint='"name", "a,b" to shard, or "auto"'>
          <input name="scorecardRuntime" list="scorecard-runtimes" required value={form.runtime} onInput={upd('runtime')} />
          <datalist id="scorecard-runtimes">
            {[...names, 'auto'].map((n) => (
              <option value={n} />
            ))}
          </datalist>
        </Field>
      </div>
      <div class="row">
        <Field label="Harness name">
          <input name="scorecardHarness" value={form.harness} onInput={upd('harness')} />
        </Field>
        <Field label="Tries per case">
          <input name="maxAttempts" type="number" min={1} max={10} placeholder="3" value={form.maxAttempts} onInput={upd('maxAttempts')} />
        </Field>
        <Field label="Priority">
          <select name="scorecardPriority" value={form.priority} onChange={upd('priority')}>
            <option value="BATCH">batch</option>
            <option value="INTERACTIVE">interactive</option>
          </select>
        </Field>
      </div>
      <Field label="Harness command for every case (sh -c)">
        <input name="scorecardCommand" required value={form.command} onInput={upd('command')} />
      </Field>
      <label class="check">
        <input type="checkbox" name="speculate" checked={speculate} onChange={(e) => setSpeculate(e.currentTarget.checked)} /> Speculate:
        once the last 5% of cases straggle past the batch's p95, run a duplicate of each elsewhere; the first result wins
      </label>
      <button class="primary" disabled={busy || !ok}>
        Submit scorecard
      </button>
      <ErrorBox error={error} />
    </form>
  );
}

/** carriedNames names, for the prefill notice, the recorded parts the form has no field for. */
function carriedNames(c: Carried): string[] {
  const out: string[] = [];
  if (c.browser) out.push('a browser');
  if (c.osUse) out.push('a display (osUse)');
  if (c.expected) out.push('the reference answer');
  if (c.graders?.length) out.push(`${c.graders.length === 1 ? 'a grader' : `${c.graders.length} graders`} (${c.graders.map((g) => g.kind).join(', ')})`);
  return out;
}
