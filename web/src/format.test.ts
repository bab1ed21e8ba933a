import { describe, expect, it } from 'vitest';
import { ago, correlationRunId, duration, elapsed, findTarget, safeHref, usd } from './format';
import { parseEnv } from './envlines';

describe('formatters', () => {
  it('renders durations at a useful precision', () => {
    expect(duration(850)).toBe('850ms');
    expect(duration(12_340)).toBe('12.3s');
    expect(duration(245_000)).toBe('4m 05s');
    expect(duration(7_380_000)).toBe('2h 03m');
    expect(duration(null)).toBe('—');
    expect(duration(-1)).toBe('—');
  });

  it('measures a running run against now and a settled one against its end', () => {
    const start = '2026-01-01T00:00:00Z';
    expect(elapsed(start, null, Date.parse('2026-01-01T00:00:30Z'))).toBe('30.0s');
    expect(elapsed(start, '2026-01-01T00:00:02Z', Date.parse('2026-01-02T00:00:00Z'))).toBe('2.0s');
    expect(elapsed(null, null, 0)).toBe('—');
  });

  it('renders money with cents, and sub-cent amounts with more digits', () => {
    expect(usd(1.5)).toBe('$1.50');
    expect(usd(0.0042)).toBe('$0.0042');
    expect(usd(0)).toBe('$0');
    expect(usd(null)).toBe('—');
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-01-01T01:00:00Z');
    expect(ago('2026-01-01T00:59:58Z', now)).toBe('just now');
    expect(ago('2026-01-01T00:59:30Z', now)).toBe('30s ago');
    expect(ago('2026-01-01T00:57:00Z', now)).toBe('3m ago');
    expect(ago('2025-12-31T23:00:00Z', now)).toBe('2h ago');
  });

  it('finds the run id in a correlation id or a bare id', () => {
    expect(correlationRunId('evd-run-42')).toBe('42');
    expect(correlationRunId(' EVD-RUN-7 ')).toBe('7');
    expect(correlationRunId('42')).toBe('42');
    expect(correlationRunId('evd-run-')).toBeNull();
    expect(correlationRunId('run 42')).toBeNull();
  });
});

describe('parseEnv', () => {
  it('reads literals and secret references, skipping blanks and comments', () => {
    expect(parseEnv('MODEL=small\n\n# note\nAPI_KEY=@openai\nEMPTY=')).toEqual({
      vars: [{ name: 'MODEL', value: 'small' }, { name: 'API_KEY', secretRef: 'openai' }, { name: 'EMPTY', value: '' }],
      problems: [],
    });
  });

  it('names the line of a bad variable', () => {
    expect(parseEnv('OK=1\n1BAD=2\nNOEQ').problems).toEqual(['line 2: "1BAD" is not a variable name', 'line 3: want NAME=value or NAME=@secret']);
  });
});

describe('findTarget', () => {
  it('reads a run id, a scorecard case run and a case id', () => {
    expect(findTarget('evd-run-42')).toEqual({ run: '42' });
    expect(findTarget('42')).toEqual({ run: '42' });
    expect(findTarget('evd-7-fix-the-bug-t2')).toEqual({ scorecard: '7', caseId: 'fix-the-bug', try: 2 });
    expect(findTarget('evd-7-fix-the-bug')).toEqual({ scorecard: '7', caseId: 'fix-the-bug' });
    expect(findTarget('api-8af86c06')).toEqual({ caseId: 'api-8af86c06' });
    expect(findTarget('  ')).toBeNull();
  });
});

describe('safeHref', () => {
  it('keeps http and https links and refuses every other scheme', () => {
    expect(safeHref('https://langfuse.example/project/p/traces/abc')).toBe('https://langfuse.example/project/p/traces/abc');
    expect(safeHref('http://127.0.0.1:3000/x')).toBe('http://127.0.0.1:3000/x');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', '/relative', '', null, undefined, 'not a url']) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});
