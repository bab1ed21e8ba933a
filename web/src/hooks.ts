// Hooks shared by the pages: a query with reload, a ticking clock, and the
// root fields this server offers (for pages whose API may not be there yet).
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, onReconnect, request, requestRaw } from './api';
import type { TypedDocumentString } from './gql/graphql';

export interface QueryState<R> {
  data: R | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
  set: (f: (r: R) => R) => void;
}

export function useQuery<R, V>(doc: TypedDocumentString<R, V>, variables: V, skip = false): QueryState<R> {
  const [data, setData] = useState<R | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(!skip);
  const [n, setN] = useState(0);
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (skip) return;
    let live = true;
    setLoading(true);
    request(doc, variables)
      .then((d) => live && (setData(d), setError(null)))
      .catch((e) => live && setError(asApiError(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [key, n, skip]);
  const reload = useCallback(() => setN((x) => x + 1), []);
  // After an outage, fetch again: a list loaded while the server was down is not left empty.
  useEffect(() => onReconnect(reload), []);
  const set = useCallback((f: (r: R) => R) => setData((d) => (d ? f(d) : d)), []);
  return { data, error, loading, reload, set };
}

export function asApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  return new ApiError(e instanceof Error ? e.message : String(e), 'NETWORK');
}

/** useNow ticks every ms milliseconds, for live relative times. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

export interface Features {
  /** Root field names ("Query.tokens", "Mutation.revokeToken", …); null when the server would not say. */
  fields: Set<string> | null;
}

let featuresPromise: Promise<Features> | null = null;

/** useFeatures asks the server, once, which root fields it has. */
export function useFeatures(): Features | undefined {
  const [f, setF] = useState<Features>();
  useEffect(() => {
    featuresPromise ??= requestRaw<{
      __schema: { [k: string]: { name: string; fields: { name: string }[] } | null };
    }>(
      '{ __schema { queryType { name fields { name } } mutationType { name fields { name } } subscriptionType { name fields { name } } } }',
    )
      .then((d) => {
        const fields = new Set<string>();
        for (const t of Object.values(d.__schema)) t?.fields.forEach((x) => fields.add(`${t.name}.${x.name}`));
        return { fields };
      })
      .catch(() => ({ fields: null }));
    featuresPromise.then(setF);
  }, []);
  return f;
}

export function resetFeatures(): void {
  featuresPromise = null;
}

/** usePrevious-free mounted flag for async callbacks. */
export function useMounted(): { current: boolean } {
  const m = useRef(true);
  useEffect(
    () => () => {
      m.current = false;
    },
    [],
  );
  return m;
}
