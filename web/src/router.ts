// A small history router: the app's pages and their URLs. The Go server
// serves index.html for exactly these paths (web.AppRoutes), so a deep link
// works on reload.
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { page: 'signin' }
  | { page: 'runs' }
  | { page: 'run'; id: string }
  | { page: 'submit' }
  | { page: 'runtimes' }
  | { page: 'runtime'; name: string }
  | { page: 'harnesses' }
  | { page: 'queue' }
  | { page: 'scorecards' }
  | { page: 'scorecard'; id: string }
  | { page: 'compare' }
  | { page: 'admin' }
  | { page: 'providers' }
  | { page: 'notfound' };

/** matchRoute maps a pathname to a page; unknown paths are notfound. */
export function matchRoute(pathname: string): Route {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'runs' };
  const [head, arg, ...rest] = parts;
  if (rest.length > 0) return { page: 'notfound' };
  switch (head) {
    case 'signin':
    case 'submit':
    case 'queue':
    case 'admin':
    case 'providers':
    case 'harnesses':
      return arg === undefined ? { page: head } : { page: 'notfound' };
    case 'scorecards':
      if (arg === undefined) return { page: 'scorecards' };
      return arg === 'compare' ? { page: 'compare' } : { page: 'scorecard', id: arg };
    case 'runs':
      return arg === undefined ? { page: 'runs' } : { page: 'run', id: arg };
    case 'runtimes':
      return arg === undefined ? { page: 'runtimes' } : { page: 'runtime', name: arg };
  }
  return { page: 'notfound' };
}

export function runPath(id: string): string {
  return `/runs/${encodeURIComponent(id)}`;
}

export function scorecardPath(id: string): string {
  return `/scorecards/${encodeURIComponent(id)}`;
}

export function runtimePath(name: string): string {
  return `/runtimes/${encodeURIComponent(name)}`;
}

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => listeners.forEach((f) => f()));

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  listeners.forEach((f) => f());
  if (!to.includes('#')) window.scrollTo(0, 0);
}

/** useLocation re-renders on navigation and returns the current URL. */
export function useLocation(): URL {
  const [, setN] = useState(0);
  useEffect(() => {
    const f = () => setN((n) => n + 1);
    listeners.add(f);
    return () => {
      listeners.delete(f);
    };
  }, []);
  return new URL(location.href);
}

/** Links are plain anchors; this click handler keeps same-origin ones in the app. */
export function interceptLinks(root: HTMLElement): void {
  root.addEventListener('click', (ev) => {
    if (ev.defaultPrevented || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    const a = (ev.target as Element).closest('a');
    if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
    if (a.pathname === '/graphiql' || a.pathname.startsWith('/static/')) return;
    if (a.pathname === location.pathname && a.search === location.search && a.hash) return; // an anchor on this page
    ev.preventDefault();
    navigate(a.pathname + a.search + a.hash);
  });
}
