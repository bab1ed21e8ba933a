import { describe, expect, it } from 'vitest';
import { checkCase, MAX_CASES, MAX_PROBLEMS, parseCases, scorecardName } from './cases';

const line = (o: unknown) => JSON.stringify(o);

describe('parseCases', () => {
  it('reads one case a line, skipping blank lines and a byte-order mark', () => {
    const text = `\uFEFF${line({ id: 'a', task: 't' })}\r\n\n   \n${line({
      id: 'b-2',
      task: 'u',
      repo: { url: 'https://example.com/r.git', ref: 'main' },
      files: [{ path: 'src/x.txt', content: 'hi' }],
      timeoutSec: 60,
      resources: { memoryMb: 512, cpu: 0.5 },
      browser: true,
      graders: [{ kind: 'TESTS_PASS', command: ['sh', '-c', 'true'] }, { kind: 'STEPS', max: 10 }],
    })}\n`;
    const got = parseCases(text);
    expect(got.problems).toEqual([]);
    expect(got.cases.map((c) => c.id)).toEqual(['a', 'b-2']);
    expect(got.cases[1].graders?.[1]).toEqual({ kind: 'STEPS', max: 10 });
  });

  it('names the line of every problem, as the CLI does', () => {
    const text = [
      line({ id: 'a', task: 't' }),
      line({ task: 'no id' }),
      'nope',
      line({ id: 'b', taks: 't' }),
      `${line({ id: 'c', task: 't' })} ${line({ id: 'd', task: 't' })}`,
      line({ id: 'a', task: 'again' }),
      line({ id: 'Bad_ID', task: 't' }),
      line([1, 2]),
    ].join('\n');
    expect(parseCases(text).problems).toEqual([
      { line: 2, message: 'the case has no "id"' },
      { line: 3, message: 'not a case: not valid JSON' },
      { line: 4, message: 'unknown field "taks"' },
      { line: 4, message: 'the case has no "task"' },
      { line: 5, message: 'one JSON object a line' },
      { line: 6, message: '"id" "a" repeats line 1' },
      { line: 7, message: '"id" "Bad_ID" must be 1 to 40 lowercase letters, digits and inner dashes' },
      { line: 8, message: 'not a case: want a JSON object' },
    ]);
  });

  it('refuses an empty file and one with too many cases', () => {
    expect(parseCases('\n \n').problems).toEqual([{ line: 0, message: 'the file holds no cases' }]);
    const many = Array.from({ length: MAX_CASES + 1 }, (_, i) => line({ id: `c${i}`, task: 't' })).join('\n');
    const got = parseCases(many);
    expect(got.problems).toHaveLength(1);
    expect(got.problems[0].line).toBe(0);
    expect(got.problems[0].message).toMatch(/at most 10,000 cases; this file has 10,001/);
  });

  it('lists the first problems and counts the rest', () => {
    const bad = Array.from({ length: MAX_PROBLEMS + 7 }, () => line({ task: 't' })).join('\n');
    const got = parseCases(bad);
    expect(got.problems).toHaveLength(MAX_PROBLEMS);
    expect(got.more).toBe(7);
  });
});

describe('checkCase', () => {
  const ok = { id: 'x', task: 't' };
  const cases: [string, unknown, string[]][] = [
    ['a valid case', ok, []],
    ['an id of 40 characters', { ...ok, id: 'a'.repeat(40) }, []],
    ['an id of 41 characters', { ...ok, id: 'a'.repeat(41) }, [`"id" "${'a'.repeat(41)}" must be 1 to 40 lowercase letters, digits and inner dashes`]],
    ['an id ending in a dash', { ...ok, id: 'a-' }, ['"id" "a-" must be 1 to 40 lowercase letters, digits and inner dashes']],
    ['a numeric id', { ...ok, id: 7 }, ['"id" 7 must be 1 to 40 lowercase letters, digits and inner dashes']],
    ['a blank task', { ...ok, task: '  ' }, ['"task" is empty']],
    ['a task that is not text', { ...ok, task: 1 }, ['"task" must be a string']],
    ['a fractional timeout', { ...ok, timeoutSec: 1.5 }, ['"timeoutSec" must be a whole number of seconds, at most 86400']],
    ['a timeout over a day', { ...ok, timeoutSec: 86401 }, ['"timeoutSec" must be a whole number of seconds, at most 86400']],
    ['a repo without a url', { ...ok, repo: { ref: 'main' } }, ['"repo.url" is required when a repo is given']],
    ['a repo with an unknown field', { ...ok, repo: { url: 'u', token: 'x' } }, ['unknown field "repo.token"']],
    ['a seed file outside the workspace', { ...ok, files: [{ path: 'a/../../etc', content: '' }] }, ['"files[0].path" must be a relative path inside the workspace']],
    ['an absolute seed file', { ...ok, files: [{ path: '/etc/passwd', content: '' }] }, ['"files[0].path" must be a relative path inside the workspace']],
    ['a seed file without content', { ...ok, files: [{ path: 'a' }] }, ['"files[0].content" must be a string']],
    ['negative memory', { ...ok, resources: { memoryMb: -1 } }, ['"resources.memoryMb" must be a whole number, not negative']],
    ['a flag that is not a boolean', { ...ok, osUse: 'yes' }, ['"osUse" must be true or false']],
    ['an unknown grader', { ...ok, graders: [{ kind: 'VIBES' }] }, ['"graders[0].kind" must be one of TESTS_PASS, STEPS, COST, LATENCY']],
    ['TESTS_PASS without a command', { ...ok, graders: [{ kind: 'TESTS_PASS' }] }, ['"graders[0].command" is required for TESTS_PASS']],
    ['a command that is a string', { ...ok, graders: [{ kind: 'TESTS_PASS', command: 'make test' }] }, ['"graders[0].command" must be a list of strings', '"graders[0].command" is required for TESTS_PASS']],
    ['a negative max', { ...ok, graders: [{ kind: 'COST', max: -1 }] }, ['"graders[0].max" must be a number, not negative']],
  ];
  for (const [name, v, want] of cases) it(name, () => expect(checkCase(v)).toEqual(want));
});

describe('scorecardName', () => {
  it('is the file name without its directory and .jsonl', () => {
    expect(scorecardName('nightly.jsonl')).toBe('nightly');
    expect(scorecardName('C:\\evals\\smoke.JSONL')).toBe('smoke');
    expect(scorecardName('cases.txt')).toBe('cases.txt');
  });
});
