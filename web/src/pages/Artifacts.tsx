import { useEffect, useState } from 'preact/hooks';
import { request } from '../api';
import type { ApiError } from '../api';
import { ErrorBox } from '../components/ui';
import { baseName, bytes, split } from '../gallery';
import type { RunArtifactsQuery as Q } from '../gql/graphql';
import { asApiError } from '../hooks';
import { RunArtifactsQuery } from '../ops';

type Data = NonNullable<Q['run']>;

/** LinkRefreshMs re-reads the list, and with it fresh links, before the 5-minute links expire. */
const LinkRefreshMs = 4 * 60 * 1000;

/**
 * Artifacts is the run page's gallery of the files its harness left: allowlisted images inline,
 * every other file (HTML and SVG included) as a download, and the files dropped with why. Names are
 * rendered as text, never as markup; links open without the page's referrer.
 */
export function Artifacts({ id, version }: { id: string; version: string }) {
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      request(RunArtifactsQuery, { id })
        .then((d) => {
          if (!live) return;
          setData(d.run ?? null);
          setError(null);
        })
        .catch((e) => live && setError(asApiError(e)));
    load();
    const t = setInterval(load, LinkRefreshMs);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [id, version]);

  if (error) return <ErrorBox error={error} />;
  const dropped = data?.result?.artifactsDropped ?? [];
  if (!data || (data.artifacts.length === 0 && dropped.length === 0)) return null;
  const { images, files } = split(data.artifacts);
  const total = data.artifacts.reduce((n, a) => n + a.size, 0);
  return (
    <section class="artifacts" data-testid="artifacts">
      <h2>
        Artifacts{' '}
        <span class="muted">
          {data.artifacts.length} {data.artifacts.length === 1 ? 'file' : 'files'}, {bytes(total)}
        </span>
      </h2>
      {images.length > 0 && (
        <div class="gallery">
          {images.map((a) => (
            <figure data-testid="artifact-image" data-kind={a.kind}>
              <a href={a.url} target="_blank" rel="noopener noreferrer">
                <img src={a.url} alt={a.name} loading="lazy" referrerpolicy="no-referrer" />
              </a>
              <figcaption>
                {a.kind === 'screenshot' && <span class="badge">screenshot</span>} {a.name}{' '}
                <span class="muted">{bytes(a.size)}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <table class="compact" data-testid="artifact-files">
          <thead>
            <tr>
              <th>File</th>
              <th>Kind</th>
              <th>Size</th>
              <th>Type</th>
              <th>SHA-256</th>
            </tr>
          </thead>
          <tbody>
            {files.map((a) => (
              <tr>
                <td>
                  <a href={a.url} download={baseName(a.name)} rel="noopener noreferrer">
                    {a.name}
                  </a>
                  {a.attempt > 1 && <span class="muted"> (attempt {a.attempt})</span>}
                </td>
                <td>{a.kind}</td>
                <td>{bytes(a.size)}</td>
                <td>
                  <code>{a.contentType}</code>
                </td>
                <td>
                  <code title={a.sha256}>{a.sha256.slice(0, 12)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dropped.length > 0 && (
        <details data-testid="artifacts-dropped">
          <summary>
            {dropped.length} {dropped.length === 1 ? 'file was' : 'files were'} not kept
          </summary>
          <ul>
            {dropped.map((d) => (
              <li>
                <code>{d.name}</code>: {d.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
