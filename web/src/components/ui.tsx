// Small shared pieces: status badges, error and "not available" notices.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { ApiError } from '../api';
import { humanError } from '../errors';
import { statusClass } from '../outcome';
import { verdictBadge } from '../verdicts';

/** Status is a run's or scorecard's status; given the verdict, a SUCCEEDED run that did not pass is never shown green. */
export function Status({ status, verdict }: { status: string; verdict?: string | null }) {
  const cls = statusClass(status, verdict);
  const title = cls === 'st-finished' ? `The run finished; its verdict is ${verdict}.` : undefined;
  return (
    <span class={`badge ${cls}`} title={title}>
      {status}
    </span>
  );
}

export function Verdict({ verdict }: { verdict: string | null | undefined }) {
  if (!verdict) return <span class="muted">—</span>;
  const b = verdictBadge(verdict);
  return (
    <span class={`badge ${b.cls}`} title={b.title || undefined}>
      {b.label}
    </span>
  );
}

export function ErrorBox({ error }: { error: ApiError | null | undefined }) {
  if (!error) return null;
  if (error.notAvailable) return <NotAvailable what="This part of the API" />;
  return (
    <p class="error" role="alert" title={error.code}>
      {humanError(error)}
    </p>
  );
}

/** NotFound is the in-app page for an unknown route or id. */
export function NotFound({ what, title = 'Not found' }: { what: ComponentChildren; title?: string }) {
  return (
    <section data-testid="not-found">
      <h1>{title}</h1>
      <p>{what}</p>
      <p>
        <a href="/runs">Go to runs</a> · <a href="/scorecards">scorecards</a> · <a href="/runtimes">runtimes</a>
      </p>
    </section>
  );
}

export function NotAvailable({ what, children }: { what: string; children?: ComponentChildren }) {
  return (
    <div class="notice" role="status" data-testid="not-available">
      <strong>Not available on this server.</strong> {what} is not part of this server's API yet.
      {children}
    </div>
  );
}

export function Field({ label, children, hint }: { label: string; children: ComponentChildren; hint?: string }) {
  return (
    <label class="field">
      <span>{label}</span>
      {children}
      {hint && <small class="muted">{hint}</small>}
    </label>
  );
}

export function Loading() {
  return (
    <p class="muted" aria-busy="true">
      Loading…
    </p>
  );
}

/**
 * Confirm is a destructive button that asks first: a click shows the
 * question with "Confirm …" and "Keep", and only the confirm acts.
 */
export function Confirm({
  label,
  question,
  confirmLabel,
  onConfirm,
  busy,
  disabled,
  title,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: string | false;
  disabled?: boolean;
  title?: string;
}) {
  const [asking, setAsking] = useState(false);
  if (busy) return <button class="danger" disabled>{busy}</button>;
  if (!asking)
    return (
      <button class="danger" onClick={() => setAsking(true)} disabled={disabled} title={title}>
        {label}
      </button>
    );
  return (
    <span class="confirm" role="group" aria-label={question}>
      <span>{question}</span>{' '}
      <button class="danger" ref={(el) => el?.focus()} onClick={() => (setAsking(false), onConfirm())}>
        {confirmLabel}
      </button>{' '}
      <button onClick={() => setAsking(false)}>Keep</button>
    </span>
  );
}

/** Copy puts text on the clipboard; without the Clipboard API (plain http) it selects the text for the user to copy. */
export function Copy({ text, target, label = 'Copy' }: { text: string; target: () => HTMLElement | null; label?: string }) {
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      const el = target();
      if (el) getSelection()?.selectAllChildren(el);
      setSaid('Selected: press Ctrl+C (⌘C) to copy.');
    }
  }
  return (
    <>
      <button type="button" onClick={copy}>
        {label}
      </button>
      <span class="muted" role="status">
        {said}
      </span>
    </>
  );
}
