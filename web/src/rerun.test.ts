import { describe, expect, it } from 'vitest';
import { asCLI, asGraphQL, asLine, blankForm, formFromRun, shQuote, submitInput, type RecordedRun } from './rerun';

const recorded = (over: Partial<RecordedRun> = {}): RecordedRun => ({
  runtime: 'pool@2',
  priority: 'BATCH',
  model: 'openai/gpt-5',
  case: {
    task: "Fix the login test; don't break signup",
    image: '',
    browser: false,
    osUse: false,
    timeoutSec: 600,
    repo: { url: 'https://git.example/acme/app.git', ref: 'main' },
    files: [],
    resources: { memoryMb: 2048, cpu: 1.5 },
    graders: [
      { kind: 'TESTS_PASS', command: ['sh', '-c', 'make test'] },
      { kind: 'STEPS', max: 40 },
      { kind: 'JUDGE', rubric: 'says why', model: 'anthropic/claude', samples: 3, passThreshold: 0.7, inputs: ['ANSWER', 'EXPECTED'] },
    ],
    expected: '',
  },
  harness: {
    name: 'claude',
    version: '',
    command: ['sh', '-c', 'claude -p "$(cat $EVERDICT_TASK)"'],
    registered: false,
    env: [
      { name: 'API_KEY', secretRef: 'anthropic' },
      { name: 'MODE', secretRef: '' },
    ],
  },
  ...over,
});

describe('formFromRun', () => {
  it('fills the form with what the run recorded and carries what the form has no field for', () => {
    const { form, carried, lost } = formFromRun(recorded());
    expect(form).toEqual({
      runtime: 'pool@2',
      harnessRef: '',
      model: 'openai/gpt-5',
      task: "Fix the login test; don't break signup",
      harness: 'claude',
      command: 'claude -p "$(cat $EVERDICT_TASK)"',
      test: 'make test',
      env: 'API_KEY=@anthropic\nMODE=',
      timeout: '600',
      priority: 'BATCH',
      placement: '',
      image: '',
      repoUrl: 'https://git.example/acme/app.git',
      repoRef: 'main',
      cpu: '1.5',
      memoryMb: '2048',
      webhookUrl: '',
      judgeRubric: '',
      judgeModel: '',
      judgeThreshold: '',
    });
    expect(carried).toEqual({
      graders: [
        { kind: 'STEPS', max: 40 },
        { kind: 'JUDGE', rubric: 'says why', model: 'anthropic/claude', samples: 3, passThreshold: 0.7, inputs: ['ANSWER', 'EXPECTED'] },
      ],
    });
    expect(lost).toEqual(['the value of MODE (a literal value is never shown: type it again)']);
  });

  it('names a registered harness by its version and leaves the one-off fields empty', () => {
    const { form, lost } = formFromRun(recorded({ harness: { name: 'claude', version: '3', command: ['claude'], registered: true, env: [{ name: 'MODE', secretRef: '' }] } }));
    expect(form.harnessRef).toBe('claude@3');
    expect(form.command).toBe('');
    expect(form.env).toBe('');
    expect(lost).toEqual([]);
  });

  it('says seed files are not carried', () => {
    const r = recorded();
    r.case.files = [{ path: 'a.txt' }, { path: 'b/c.txt' }];
    expect(formFromRun(r).lost).toContain('the seed files a.txt, b/c.txt (their contents are never shown)');
  });

  it('round-trips: the rerun sends the recorded case and harness', () => {
    const { form, carried } = formFromRun(recorded());
    const input = submitInput({ ...form, env: 'API_KEY=@anthropic\nMODE=fast' }, carried);
    expect(input).toEqual({
      runtime: 'pool@2',
      priority: 'BATCH',
      trigger: 'web',
      model: 'openai/gpt-5',
      harness: { name: 'claude', command: ['sh', '-c', 'claude -p "$(cat $EVERDICT_TASK)"'], env: [{ name: 'API_KEY', secretRef: 'anthropic' }, { name: 'MODE', value: 'fast' }] },
      case: {
        task: "Fix the login test; don't break signup",
        timeoutSec: 600,
        repo: { url: 'https://git.example/acme/app.git', ref: 'main' },
        resources: { cpu: 1.5, memoryMb: 2048 },
        graders: [
          { kind: 'TESTS_PASS', command: ['sh', '-c', 'make test'] },
          { kind: 'STEPS', max: 40 },
          { kind: 'JUDGE', rubric: 'says why', model: 'anthropic/claude', samples: 3, passThreshold: 0.7, inputs: ['ANSWER', 'EXPECTED'] },
        ],
      },
    });
  });
});

describe('copying', () => {
  it('quotes for sh only what needs it', () => {
    expect(shQuote('make')).toBe('make');
    expect(shQuote("don't")).toBe(`'don'\\''t'`);
    expect(shQuote('')).toBe("''");
    expect(asLine(['python3', 'agent.py', '--task', 'a b'])).toBe("python3 agent.py --task 'a b'");
    expect(asLine(['sh', '-c', 'echo hi; exit 3'])).toBe('echo hi; exit 3');
  });

  it('writes the CLI command and names what the CLI cannot say', () => {
    const { form, carried } = formFromRun(recorded());
    const { command, left } = asCLI(submitInput(form, carried));
    expect(command).toBe(
      `everdict run submit --runtime pool@2 --task 'Fix the login test; don'\\''t break signup' --test 'make test' --timeout 600s ` +
        `--repo https://git.example/acme/app.git@main --model openai/gpt-5 --harness claude -- sh -c 'claude -p "$(cat $EVERDICT_TASK)"'`,
    );
    expect(left).toEqual(['graders other than one test command', 'priority BATCH', 'resources', 'env']);
  });

  it('writes a GraphQL mutation with enums bare and strings escaped', () => {
    const text = asGraphQL(submitInput({ ...blankForm, runtime: 'local', task: 'say "hi"' }));
    expect(text).toContain('submitRun(input: {');
    expect(text).toContain('priority: INTERACTIVE');
    expect(text).toContain('task: "say \\"hi\\""');
    expect(text).toContain('kind: TESTS_PASS');
    expect(text).toContain('command: ["sh", "-c", "grep -q 42 answer.txt"]');
    expect(text).not.toContain('undefined');
  });
});

describe('several runtimes', () => {
  it('sends a placement only for a runtime field naming several', () => {
    expect(submitInput({ ...blankForm, runtime: 'a,b', placement: 'PACK' }).placement).toBe('PACK');
    expect(submitInput({ ...blankForm, runtime: 'auto', placement: 'SPREAD' }).placement).toBe('SPREAD');
    expect(submitInput({ ...blankForm, runtime: 'a', placement: 'PACK' }).placement).toBeUndefined();
    expect(submitInput({ ...blankForm, runtime: 'a,b', placement: '' }).placement).toBeUndefined();
    expect(asCLI(submitInput({ ...blankForm, runtime: 'a,b', placement: 'PACK' })).command).toContain("--runtime a,b --task 'Write 42 to answer.txt'");
    expect(asCLI(submitInput({ ...blankForm, runtime: 'a,b', placement: 'PACK' })).command).toContain('--placement pack');
  });
});

describe('the case fields', () => {
  it('send the image, repository, resources and webhook typed, and leave out the empty ones', () => {
    const input = submitInput({ ...blankForm, runtime: 'pool', image: ' alpine:3.20 ', repoUrl: 'https://git.example/a.git', cpu: '2', memoryMb: '512', webhookUrl: 'https://hooks.example/x' });
    expect(input.case.image).toBe('alpine:3.20');
    expect(input.case.repo).toEqual({ url: 'https://git.example/a.git' });
    expect(input.case.resources).toEqual({ cpu: 2, memoryMb: 512 });
    expect(input.webhookUrl).toBe('https://hooks.example/x');
    const bare = submitInput({ ...blankForm, runtime: 'pool' });
    expect([bare.case.image, bare.case.repo, bare.case.resources, bare.webhookUrl]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('come back filled in from a recorded run with an image, and copy as GraphQL and CLI', () => {
    const r = recorded();
    r.case.image = 'ghcr.io/acme/env:1';
    const { form, carried } = formFromRun(r);
    expect(form.image).toBe('ghcr.io/acme/env:1');
    const input = submitInput({ ...form, webhookUrl: 'https://hooks.example/x', env: 'API_KEY=@anthropic\nMODE=fast' }, carried);
    const text = asGraphQL(input);
    expect(text).toContain('image: "ghcr.io/acme/env:1"');
    expect(text).toContain('webhookUrl: "https://hooks.example/x"');
    expect(text).toMatch(/resources: \{\n\s+cpu: 1.5\n\s+memoryMb: 2048/);
    const cli = asCLI(input);
    expect(cli.command).toContain('--repo https://git.example/acme/app.git@main');
    expect(cli.left).toEqual(expect.arrayContaining(['image', 'resources', 'webhookUrl']));
  });
});

describe('the judge fields', () => {
  it('send a JUDGE grader after the test command, and a recorded judge they can say whole comes back in them', () => {
    const input = submitInput({ ...blankForm, runtime: 'pool', judgeRubric: 'says 42', judgeModel: 'anthropic/claude', judgeThreshold: '0.6' });
    expect(input.case.graders).toEqual([
      { kind: 'TESTS_PASS', command: ['sh', '-c', 'grep -q 42 answer.txt'] },
      { kind: 'JUDGE', rubric: 'says 42', model: 'anthropic/claude', passThreshold: 0.6 },
    ]);
    const r = recorded();
    r.case.graders = [{ kind: 'JUDGE', rubric: 'says 42', model: 'anthropic/claude', passThreshold: 0.6 }];
    const { form, carried } = formFromRun(r);
    expect([form.judgeRubric, form.judgeModel, form.judgeThreshold, carried.graders]).toEqual(['says 42', 'anthropic/claude', '0.6', undefined]);
    expect(submitInput(form, carried).case.graders).toEqual([{ kind: 'JUDGE', rubric: 'says 42', model: 'anthropic/claude', passThreshold: 0.6 }]);
  });

  it('leave a judge with samples or inputs carried as recorded', () => {
    const { form, carried } = formFromRun(recorded());
    expect(form.judgeRubric).toBe('');
    expect(carried.graders?.map((g) => g.kind)).toEqual(['STEPS', 'JUDGE']);
  });
});
