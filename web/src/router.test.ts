import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// router.ts registers a popstate listener; give it a window.
(globalThis as { window?: unknown }).window ??= { addEventListener: () => {} };
const { matchRoute, runPath, runtimePath } = await import('./router');

describe('matchRoute', () => {
  it('maps every page URL to its page', () => {
    expect(matchRoute('/')).toEqual({ page: 'runs' });
    expect(matchRoute('/runs/')).toEqual({ page: 'runs' });
    expect(matchRoute('/runs/42')).toEqual({ page: 'run', id: '42' });
    expect(matchRoute('/runtimes/gpu%20pool')).toEqual({ page: 'runtime', name: 'gpu pool' });
    expect(matchRoute('/queue')).toEqual({ page: 'queue' });
    expect(matchRoute('/providers')).toEqual({ page: 'providers' });
    expect(matchRoute('/runs/42/logs')).toEqual({ page: 'notfound' });
    expect(matchRoute('/queue/x')).toEqual({ page: 'notfound' });
    expect(matchRoute('/nope')).toEqual({ page: 'notfound' });
  });

  it('round-trips the paths it builds', () => {
    expect(matchRoute(runPath('7'))).toEqual({ page: 'run', id: '7' });
    expect(matchRoute(runtimePath('a/b'))).toEqual({ page: 'runtime', name: 'a/b' });
  });

  // The Go server serves index.html only at web.AppRoutes: every one must be
  // a page here, or a reload there would show "not found".
  it('draws a page at every route the Go server serves the app on', () => {
    const go = readFileSync(new URL('../web.go', import.meta.url), 'utf8');
    const block = /var AppRoutes = \[\]string\{([^}]*(?:\{[^}]*\}[^}]*)*)\n\}/.exec(go);
    expect(block).not.toBeNull();
    const routes = [...block![1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) {
      const path = r.replace('{$}', '').replace('{id}', '1').replace('{name}', 'x') || '/';
      expect(matchRoute(path).page, r).not.toBe('notfound');
    }
  });
});

describe('scorecard routes', () => {
  it('maps a scorecard and the compare page', async () => {
    const { scorecardPath } = await import('./router');
    expect(matchRoute('/scorecards')).toEqual({ page: 'scorecards' });
    expect(matchRoute(scorecardPath('12'))).toEqual({ page: 'scorecard', id: '12' });
    expect(matchRoute('/scorecards/compare')).toEqual({ page: 'compare' });
    expect(matchRoute('/scorecards/12/runs')).toEqual({ page: 'notfound' });
  });
});
