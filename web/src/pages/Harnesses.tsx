import { ErrorBox, Loading } from '../components/ui';
import { useQuery } from '../hooks';
import { HarnessesQuery } from '../ops';
import { decode, encode, next, prev } from '../pagination';
import { navigate, useLocation } from '../router';

/** Harnesses: the registered agents under test, each version with its tags, digest and env names (never a value). */
export function Harnesses() {
  const url = useLocation();
  const pager = decode(url.searchParams.get('page'));
  const q = useQuery(HarnessesQuery, { first: 25, after: pager.after || null });
  const list = (q.data?.harnesses.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const go = (p: string) => navigate(p ? `/harnesses?page=${encodeURIComponent(p)}` : '/harnesses', true);
  return (
    <section>
      <h1>Harnesses</h1>
      <p class="muted">
        Agents registered in immutable versions: run one by reference (<code>name</code>, <code>name@tag</code> or <code>name@3</code>)
        from <a href="/submit">Submit</a>, <code>everdict run submit --harness</code> or MCP. Register with{' '}
        <code>everdict harness register -f harness.yaml</code>.
      </p>
      <ErrorBox error={q.error} />
      {q.loading && !q.data ? (
        <Loading />
      ) : (
        <div class="scroll">
          <table data-testid="harnesses">
            <thead>
              <tr>
                <th>Harness</th>
                <th>Version</th>
                <th>Tags</th>
                <th>Digest</th>
                <th class="hide-sm">Command</th>
                <th class="hide-sm">Env</th>
                <th>Model</th>
              </tr>
            </thead>
            <tbody>
              {list.flatMap((h) =>
                [...h.versions]
                  .sort((a, b) => b.version - a.version)
                  .map((v, i) => (
                    <tr key={v.id} data-harness={h.name} data-version={v.version} class={v.archived ? 'muted' : undefined}>
                      <td>
                        {i === 0 && (
                          <>
                            <strong>{h.name}</strong> {h.shared && <span class="chip">shared</span>}
                            {!h.latest && <span class="chip">all archived</span>}
                          </>
                        )}
                      </td>
                      <td>
                        v{v.version}
                        {h.latest?.version === v.version && <span class="chip">latest</span>}
                        {v.archived && <span class="chip">archived</span>}
                      </td>
                      <td>
                        {v.tags.map((t) => (
                          <span class="chip">{t}</span>
                        ))}
                      </td>
                      <td>
                        <code title={v.digest}>{v.digest.slice(0, 12)}</code>
                      </td>
                      <td class="hide-sm">
                        <code>{v.spec.command.join(' ')}</code>
                      </td>
                      <td class="hide-sm" data-testid="env">
                        {v.spec.env.map((e) => (
                          <span class="chip">{e.secretRef ? `${e.name} ← @${e.secretRef}` : e.name}</span>
                        ))}
                      </td>
                      <td>
                        {v.spec.model.default || <span class="muted">—</span>}
                        {v.spec.model.required && <span class="chip">required</span>}
                      </td>
                    </tr>
                  )),
              )}
              {list.length === 0 && (
                <tr>
                  <td colSpan={7} class="muted">
                    No harnesses yet: register one with <code>everdict harness register -f harness.yaml</code>.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {(pager.back.length > 0 || q.data?.harnesses.pageInfo.hasNextPage) && (
        <nav class="pager" aria-label="pages">
          <button disabled={pager.back.length === 0} onClick={() => go(encode(prev(pager)))}>
            ← Previous
          </button>
          <button disabled={!q.data?.harnesses.pageInfo.hasNextPage} onClick={() => go(encode(next(pager, q.data?.harnesses.pageInfo.endCursor)))}>
            Next →
          </button>
        </nav>
      )}
    </section>
  );
}
