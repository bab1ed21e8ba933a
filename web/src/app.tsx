// The app shell: navigation, the signed-in viewer, and the page for the URL.
import { useEffect, useState } from 'preact/hooks';
import { getToken, onOutage, onSocketState, onTokenRefused, request, setToken, type SocketState } from './api';
import { ErrorBox, Loading, NotFound } from './components/ui';
import type { ViewerQuery as ViewerResult } from './gql/graphql';
import { asApiError } from './hooks';
import { ViewerQuery } from './ops';
import type { ApiError } from './api';
import { Admin } from './pages/Admin';
import { Harnesses } from './pages/Harnesses';
import { Providers } from './pages/Providers';
import { Queue } from './pages/Queue';
import { RunDetail } from './pages/RunDetail';
import { Runs } from './pages/Runs';
import { RuntimeDetail, Runtimes } from './pages/Runtimes';
import { ScorecardCompare, ScorecardDetail, Scorecards } from './pages/Scorecards';
import { SignIn } from './pages/SignIn';
import { Submit } from './pages/Submit';
import { setRole } from './roles';
import { matchRoute, navigate, useLocation, type Route } from './router';

const NAV: Array<[string, string, Route['page'][]]> = [
  ['/runs', 'Runs', ['runs', 'run']],
  ['/submit', 'Submit', ['submit']],
  ['/runtimes', 'Runtimes', ['runtimes', 'runtime']],
  ['/harnesses', 'Harnesses', ['harnesses']],
  ['/queue', 'Queue', ['queue']],
  ['/scorecards', 'Scorecards', ['scorecards', 'scorecard', 'compare']],
  ['/providers', 'Models', ['providers']],
  ['/admin', 'Admin', ['admin']],
];

function title(r: Route): string {
  switch (r.page) {
    case 'run':
      return `Run ${r.id}`;
    case 'runtime':
      return `Runtime ${r.name}`;
    case 'scorecard':
      return `Scorecard ${r.id}`;
    case 'compare':
      return 'Compare scorecards';
    case 'providers':
      return 'Model providers';
    case 'notfound':
      return 'Not found';
    case 'signin':
      return 'Sign in';
  }
  return r.page[0].toUpperCase() + r.page.slice(1);
}

export function App() {
  const loc = useLocation();
  const route = matchRoute(loc.pathname);
  const [viewer, setViewer] = useState<ViewerResult['viewer'] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [n, setN] = useState(0);
  const [sock, setSock] = useState<SocketState>('closed');
  useEffect(() => onSocketState(setSock), []);
  // A token revoked or expired mid-session: back to sign-in, saying why.
  const [refused, setRefused] = useState(false);
  useEffect(
    () =>
      onTokenRefused(() => {
        if (location.pathname === '/signin') return; // the sign-in form says so itself
        setRefused(true);
        setToken('');
        setViewer(null);
      }),
    [],
  );
  const [down, setDown] = useState(false);
  useEffect(() => onOutage(setDown), []);

  useEffect(() => {
    if (!getToken()) {
      setViewer(null);
      return;
    }
    request(ViewerQuery, {})
      .then((d) => (setViewer(d.viewer), setError(null)))
      .catch((e) => {
        const err = asApiError(e);
        if (err.code === 'UNAUTHENTICATED') (setRefused(true), setToken(''));
        setError(err);
        setViewer(null);
      });
  }, [n]);

  useEffect(() => {
    document.title = `${title(route)} · Everdict`;
  }, [loc.pathname]);

  const signedIn = !!getToken();
  useEffect(() => {
    if (signedIn || route.page === 'signin') return;
    navigate(`/signin?${refused ? 'reason=refused&' : ''}next=${encodeURIComponent(loc.pathname + loc.search)}`, true);
    setRefused(false);
  }, [signedIn, route.page, refused]);

  setRole(viewer?.role);
  let page;
  if (route.page === 'signin') page = <SignIn onSignedIn={() => setN((x) => x + 1)} />;
  else if (!signedIn) page = null;
  else if (!viewer) page = error ? <ErrorBox error={error} /> : <Loading />;
  else
    switch (route.page) {
      case 'runs':
        page = <Runs />;
        break;
      case 'run':
        page = <RunDetail key={route.id} id={route.id} />;
        break;
      case 'submit':
        page = <Submit />;
        break;
      case 'runtimes':
        page = <Runtimes />;
        break;
      case 'runtime':
        page = <RuntimeDetail key={route.name} name={route.name} />;
        break;
      case 'harnesses':
        page = <Harnesses />;
        break;
      case 'queue':
        page = <Queue />;
        break;
      case 'scorecards':
        page = <Scorecards />;
        break;
      case 'scorecard':
        page = <ScorecardDetail key={route.id} id={route.id} />;
        break;
      case 'compare':
        page = <ScorecardCompare />;
        break;
      case 'providers':
        page = <Providers viewer={viewer} />;
        break;
      case 'admin':
        page = <Admin viewer={viewer} />;
        break;
      default:
        page = <NotFound what={<>No page at <code>{loc.pathname}</code>.</>} />;
    }

  return (
    <>
      <a
        class="skip"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <header class="top">
        <a class="brand" href="/runs">
          Everdict
        </a>
        <nav aria-label="main">
          {NAV.map(([href, label, pages]) => (
            <a href={href} aria-current={pages.includes(route.page) ? 'page' : undefined}>
              {label}
            </a>
          ))}
          <a href="/graphiql">GraphiQL</a>
        </nav>
        <div class="who">
          {signedIn && (
            <span class={`sock sock-${sock}`} title={`live updates: ${sock}`} aria-label={`live updates ${sock}`} />
          )}
          {viewer && (
            <span class="muted" data-testid="viewer">
              {viewer.subject} · {viewer.tenant.slug} · {viewer.role.toLowerCase()}
            </span>
          )}
          {signedIn ? (
            <button
              class="link"
              onClick={() => {
                setToken('');
                setViewer(null);
                navigate('/signin');
              }}
            >
              Sign out
            </button>
          ) : (
            route.page !== 'signin' && <a href="/signin">Sign in</a>
          )}
        </div>
      </header>
      {signedIn && down && (
        <div class="outage" role="status" aria-live="polite" data-testid="outage">
          <strong>Reconnecting…</strong> The server cannot be reached right now; live updates are paused. This page refreshes when it is back.
        </div>
      )}
      <main id="main" tabIndex={-1}>
        {page}
      </main>
    </>
  );
}
