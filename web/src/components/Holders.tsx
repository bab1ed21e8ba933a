import { duration } from '../format';
import type { LoadFragment } from '../gql/graphql';
import { runPath } from '../router';

/** Holders names the runs holding a runtime's slots, as links, and counts other tenants' without naming them. */
export function Holders({ load }: { load: LoadFragment }) {
  if (load.holders.length === 0 && load.otherHolders === 0) return <span class="muted">no run</span>;
  return (
    <span data-testid="holders">
      {load.holders.map((h, i) => (
        <>
          {i > 0 && ', '}
          <a href={runPath(h.run)} data-testid="holder">
            {h.correlationId}
          </a>
        </>
      ))}
      {load.otherHolders > 0 && (
        <span class="muted">
          {load.holders.length > 0 && ' and '}
          {load.otherHolders} run{load.otherHolders === 1 ? '' : 's'} of other tenants
        </span>
      )}
    </span>
  );
}

/** Wait shows an estimated wait in ms, or "unknown". */
export function Wait({ ms }: { ms: number | null }) {
  if (ms == null) return <span class="muted" title="no run settled on this runtime in the last 24 hours">unknown</span>;
  if (ms === 0) return <span>none</span>;
  return <span title="the median run of this runtime, per wave of slots ahead">~{duration(ms)}</span>;
}
