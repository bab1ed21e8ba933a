// The GraphQL client: typed operations over fetch, subscriptions over one
// graphql-ws connection, and the token kept in localStorage (shared with
// GraphiQL under the same key).
import { createClient, type Client } from 'graphql-ws';
import type { TypedDocumentString } from './gql/graphql';

export const TOKEN_KEY = 'everdict.token';

export function getToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}

export function setToken(t: string): void {
  if (t) localStorage.setItem(TOKEN_KEY, t);
  else localStorage.removeItem(TOKEN_KEY);
  resetSocket();
}

const expired = new Set<() => void>();

function tokenRefused() {
  if (getToken()) expired.forEach((f) => f());
}

/** onTokenRefused calls f when the server refuses the signed-in token (revoked or expired). */
export function onTokenRefused(f: () => void): () => void {
  expired.add(f);
  return () => expired.delete(f);
}

/** An error the server returned, with its extensions.code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
  /** The server does not know the operation: its API predates this page. */
  get notAvailable(): boolean {
    return this.code === 'GRAPHQL_VALIDATION_FAILED';
  }
}

interface GqlError {
  message: string;
  extensions?: { code?: string };
}

export function toApiError(errors: readonly GqlError[]): ApiError {
  const e = errors[0];
  return new ApiError(e.message, e.extensions?.code ?? 'ERROR');
}

export async function request<R, V>(doc: TypedDocumentString<R, V>, variables?: V): Promise<R> {
  return requestRaw<R>(doc.toString(), variables ?? {});
}

/** An untyped request, for probing APIs this build does not know. */
export async function requestRaw<R>(query: string, variables: unknown = {}): Promise<R> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    setOutage(true);
    throw new ApiError('The server cannot be reached. It may be restarting: this page retries when it is back.', 'NETWORK');
  }
  if (res.status >= 502 && res.status <= 504) setOutage(true);
  else setOutage(false);
  if (res.status === 401 && token) tokenRefused();
  let body: { data?: R; errors?: GqlError[] };
  try {
    body = await res.json();
  } catch {
    throw new ApiError(`${res.status} ${res.statusText}`, res.status === 401 ? 'UNAUTHENTICATED' : 'HTTP');
  }
  if (body.errors?.length) throw toApiError(body.errors);
  if (!res.ok || body.data == null) throw new ApiError(`${res.status} ${res.statusText}`, 'HTTP');
  return body.data;
}

let socket: Client | null = null;
const socketListeners = new Set<(s: SocketState) => void>();
export type SocketState = 'connecting' | 'connected' | 'closed';
let socketState: SocketState = 'closed';

function setSocketState(s: SocketState) {
  socketState = s;
  socketListeners.forEach((f) => f(s));
}

// An outage: the socket closed other than by choice (the server stopped, the
// network dropped) and has not connected again. Pages show a banner while it
// lasts and refetch when it ends.
let outage = false;
const outageListeners = new Set<(down: boolean) => void>();
const reconnectListeners = new Set<() => void>();

let probe: ReturnType<typeof setInterval> | null = null;

function setOutage(down: boolean) {
  if (outage === down) return;
  outage = down;
  outageListeners.forEach((f) => f(down));
  if (down && !probe) {
    // Until the server answers again: ask its health every 2 s.
    probe = setInterval(() => {
      fetch('/healthz')
        .then((r) => r.ok && setOutage(false))
        .catch(() => {});
    }, 2000);
  }
  if (!down) {
    if (probe) clearInterval(probe);
    probe = null;
    reconnectListeners.forEach((f) => f());
  }
}

/** onOutage calls f with whether the server is unreachable now, and on every change. */
export function onOutage(f: (down: boolean) => void): () => void {
  outageListeners.add(f);
  f(outage);
  return () => outageListeners.delete(f);
}

/** onReconnect calls f each time the server is reachable again after an outage. */
export function onReconnect(f: () => void): () => void {
  reconnectListeners.add(f);
  return () => reconnectListeners.delete(f);
}

/** A close by choice: the client disposed the socket, or it closed idle (lazy). */
const normalClose = (e: unknown) => (e as { code?: number } | null)?.code === 1000;

export function onSocketState(f: (s: SocketState) => void): () => void {
  socketListeners.add(f);
  f(socketState);
  return () => socketListeners.delete(f);
}

function ws(): Client {
  if (!socket) {
    socket = createClient({
      url: `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`,
      connectionParams: () => ({ Authorization: `Bearer ${getToken()}` }),
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: async (n) => new Promise((r) => setTimeout(r, Math.min(1000 * 2 ** n, 15000))),
      on: {
        connecting: () => setSocketState('connecting'),
        connected: () => (setSocketState('connected'), setOutage(false)),
        closed: (e) => {
          setSocketState('closed');
          // 4401/4403: the server refused the token at connection_init.
          const code = (e as { code?: number } | null)?.code;
          if (code === 4401 || code === 4403) return tokenRefused();
          if (!normalClose(e)) setOutage(true);
        },
      },
    });
  }
  return socket;
}

function resetSocket() {
  socket?.dispose();
  socket = null;
}

export interface Sink<R> {
  next(data: R): void;
  error?(e: ApiError): void;
  complete?(): void;
}

/** Subscribe; returns the unsubscribe function. */
export function subscribe<R, V>(doc: TypedDocumentString<R, V>, variables: V, sink: Sink<R>): () => void {
  return ws().subscribe<R>(
    { query: doc.toString(), variables: variables as Record<string, unknown> },
    {
      next: (m) => {
        if (m.errors?.length) {
          const err = toApiError(m.errors as readonly GqlError[]);
          if (err.code === 'UNAUTHENTICATED') tokenRefused();
          sink.error?.(err);
        } else if (m.data) sink.next(m.data as R);
      },
      error: (e) => {
        if (Array.isArray(e)) {
          const err = toApiError(e as GqlError[]);
          if (err.code === 'UNAUTHENTICATED') tokenRefused();
          sink.error?.(err);
        } else sink.error?.(new ApiError(e instanceof Error ? e.message : 'subscription closed', 'SUBSCRIPTION'));
      },
      complete: () => sink.complete?.(),
    },
  );
}
