// Rerun and copy: the submit form's state, the input it sends, that form
// prefilled from a recorded run, and the same input as a CLI command line or
// a GraphQL mutation to paste elsewhere. Everything here is pure.
import type { CaseInput, GraderInput, PlacementPolicy, Priority, SubmitRunInput } from './gql/graphql';
import { parseEnv } from './envlines';
import { harnessPart } from './harnesses';
import { shCommand } from './format';

/** SubmitForm is what the submit form's fields hold, as text. */
export interface SubmitForm {
  runtime: string;
  harnessRef: string;
  model: string;
  task: string;
  harness: string;
  command: string;
  test: string;
  env: string;
  timeout: string;
  priority: string;
  /** placement is SPREAD or PACK for a runtime field naming several ("a,b") or "auto"; "" is the server's default. */
  placement: string;
  /** The case's image; "" for the runtime's default. */
  image: string;
  /** The repository cloned into the workspace, and its ref ("" for the default branch). */
  repoUrl: string;
  repoRef: string;
  /** Resources the case claims; "" leaves each to the runtime (or harness) default. */
  cpu: string;
  memoryMb: string;
  /** The URL POSTed the settled run (signed with the tenant's webhook secret); "" for none. */
  webhookUrl: string;
  /** A JUDGE grader's rubric ("" for no judge), its model ("" for the default) and pass threshold ("" for the default). */
  judgeRubric: string;
  judgeModel: string;
  judgeThreshold: string;
}

/** severalRuntimes reports whether a runtime field names several candidates: "a,b" or "auto". */
export function severalRuntimes(runtime: string): boolean {
  const r = runtime.trim();
  return r === 'auto' || r.includes(',');
}

export const blankForm: SubmitForm = {
  runtime: '',
  harnessRef: '',
  model: '',
  task: 'Write 42 to answer.txt',
  harness: 'web',
  command: 'echo solving; echo 42 > answer.txt',
  test: 'grep -q 42 answer.txt',
  env: '',
  timeout: '60',
  priority: 'INTERACTIVE',
  placement: '',
  image: '',
  repoUrl: '',
  repoRef: '',
  cpu: '',
  memoryMb: '',
  webhookUrl: '',
  judgeRubric: '',
  judgeModel: '',
  judgeThreshold: '',
};

/**
 * Carried is the part of a recorded case the form has no field for (screens,
 * graders other than the test command, the reference answer): a rerun sends
 * it as it was recorded.
 */
export type Carried = Omit<CaseInput, 'task' | 'timeoutSec' | 'files' | 'id' | 'image' | 'repo' | 'resources'>;

/** submitInput is the input the form sends: its fields, then what a rerun carries. */
export function submitInput(form: SubmitForm, carried: Carried = {}): SubmitRunInput {
  const env = parseEnv(form.env).vars;
  const test: GraderInput[] = form.test.trim() ? [{ kind: 'TESTS_PASS' as GraderInput['kind'], command: shCommand(form.test) }] : [];
  const judge: GraderInput[] = [];
  if (form.judgeRubric.trim()) {
    const g: GraderInput = { kind: 'JUDGE' as GraderInput['kind'], rubric: form.judgeRubric.trim() };
    if (form.judgeModel.trim()) g.model = form.judgeModel.trim();
    if (form.judgeThreshold.trim() !== '' && !isNaN(Number(form.judgeThreshold))) g.passThreshold = Number(form.judgeThreshold);
    judge.push(g);
  }
  const graders = [...test, ...judge, ...(carried.graders ?? [])];
  const kase: CaseInput = { ...carried, task: form.task, timeoutSec: Number(form.timeout) || undefined, graders: graders.length ? graders : undefined };
  if (form.image.trim()) kase.image = form.image.trim();
  if (form.repoUrl.trim()) kase.repo = form.repoRef.trim() ? { url: form.repoUrl.trim(), ref: form.repoRef.trim() } : { url: form.repoUrl.trim() };
  const cpu = Number(form.cpu) || undefined;
  const memoryMb = Math.round(Number(form.memoryMb)) || undefined;
  if (cpu || memoryMb) kase.resources = { cpu, memoryMb };
  return {
    runtime: form.runtime.trim(),
    priority: form.priority as Priority,
    ...(form.webhookUrl.trim() ? { webhookUrl: form.webhookUrl.trim() } : {}),
    ...(severalRuntimes(form.runtime) && form.placement ? { placement: form.placement as PlacementPolicy } : {}),
    trigger: 'web',
    ...harnessPart(form.harnessRef, form.model, { name: form.harness || 'web', command: shCommand(form.command), env }),
    case: kase,
  };
}

/** RecordedRun is what formFromRun reads of a run (the run page's RunFull fields). */
export interface RecordedRun {
  runtime: string;
  priority: string;
  placementPolicy?: string | null;
  model?: string | null;
  case: {
    task: string;
    image: string;
    browser: boolean;
    osUse: boolean;
    timeoutSec: number;
    repo?: { url: string; ref: string } | null;
    files: { path: string }[];
    resources: { memoryMb: number; cpu: number };
    graders: { kind: string; command?: string[] | null; max?: number | null; rubric?: string; model?: string; samples?: number; passThreshold?: number | null; inputs?: string[] }[];
    expected?: string;
  };
  harness: { name: string; version: string; command: string[]; registered?: boolean; env: { name: string; secretRef: string }[] };
}

/** Prefill is a form filled from a run, what it carries besides, and what could not be carried. */
export interface Prefill {
  form: SubmitForm;
  carried: Carried;
  /** lost names what the rerun cannot repeat as recorded, in words for the person. */
  lost: string[];
}

/** asLine is argv as the form's "sh -c" line: the script of sh -c, else argv quoted for sh. */
export function asLine(argv: string[] | null | undefined): string {
  if (!argv || argv.length === 0) return '';
  if (argv.length === 3 && (argv[0] === 'sh' || argv[0] === 'bash' || argv[0] === '/bin/sh') && argv[1] === '-c') {
    return argv[0] === 'sh' || argv[0] === '/bin/sh' ? argv[2] : argv.map(shQuote).join(' ');
  }
  return argv.map(shQuote).join(' ');
}

/** shQuote quotes s for a POSIX shell, leaving plain words as they are. */
export function shQuote(s: string): string {
  if (s !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * formFromRun fills the submit form from a recorded run: the same runtime,
 * priority, model, task, timeout, image, repository, resources and harness
 * (a registered one by its version), its first TESTS_PASS command in the
 * test field and every other grader carried. The webhook URL is not recorded
 * on the run, so it is not filled in. A literal env value is never shown, so its line is left
 * for the person to fill in; seed files' contents are not shown either.
 */
export function formFromRun(run: RecordedRun): Prefill {
  const lost: string[] = [];
  const c = run.case;
  const graders = c.graders.map(graderInput);
  const testAt = graders.findIndex((g) => g.kind === 'TESTS_PASS' && isShLine(g.command));
  const test = testAt >= 0 ? asLine(graders[testAt].command) : '';
  // The first judge the fields can say whole (rubric, model, threshold) goes in them.
  const judgeAt = graders.findIndex((g) => g.kind === 'JUDGE' && g.rubric && !g.samples && !g.inputs?.length && g.max == null);
  const judge = judgeAt >= 0 ? graders[judgeAt] : null;
  const rest = graders.filter((_, i) => i !== testAt && i !== judgeAt);
  const env = run.harness.env.map((e) => (e.secretRef ? `${e.name}=@${e.secretRef}` : `${e.name}=`));
  const literals = run.harness.env.filter((e) => !e.secretRef).map((e) => e.name);
  if (literals.length && !run.harness.registered) {
    lost.push(`the value of ${literals.join(', ')} (a literal value is never shown: type it again)`);
  }
  if (c.files.length) lost.push(`the seed files ${c.files.map((f) => f.path).join(', ')} (their contents are never shown)`);
  const carried: Carried = {};
  if (c.browser) carried.browser = true;
  if (c.osUse) carried.osUse = true;
  if (c.expected) carried.expected = c.expected;
  if (rest.length) carried.graders = rest;
  const registered = !!run.harness.registered;
  return {
    form: {
      runtime: run.runtime,
      harnessRef: registered ? `${run.harness.name}@${run.harness.version}` : '',
      model: run.model ?? '',
      task: c.task,
      harness: run.harness.name,
      command: registered ? '' : asLine(run.harness.command),
      test,
      env: registered ? '' : env.join('\n'),
      timeout: c.timeoutSec ? String(c.timeoutSec) : '',
      priority: run.priority,
      placement: run.placementPolicy ?? '',
      image: c.image,
      repoUrl: c.repo?.url ?? '',
      repoRef: c.repo?.ref ?? '',
      cpu: c.resources.cpu ? String(c.resources.cpu) : '',
      memoryMb: c.resources.memoryMb ? String(c.resources.memoryMb) : '',
      webhookUrl: '',
      judgeRubric: judge?.rubric ?? '',
      judgeModel: judge?.model ?? '',
      judgeThreshold: judge?.passThreshold != null ? String(judge.passThreshold) : '',
    },
    carried,
    lost,
  };
}

function isShLine(argv: string[] | null | undefined): boolean {
  return !!argv && argv.length === 3 && argv[0] === 'sh' && argv[1] === '-c';
}

function graderInput(g: RecordedRun['case']['graders'][number]): GraderInput {
  const out: GraderInput = { kind: g.kind as GraderInput['kind'] };
  if (g.command?.length) out.command = g.command;
  if (g.max != null) out.max = g.max;
  if (g.kind === 'JUDGE') {
    if (g.rubric) out.rubric = g.rubric;
    if (g.model) out.model = g.model;
    if (g.samples) out.samples = g.samples;
    if (g.passThreshold != null) out.passThreshold = g.passThreshold;
    if (g.inputs?.length) out.inputs = g.inputs as GraderInput['inputs'];
  }
  return out;
}

/** enumKeys are the input fields whose values are GraphQL enums, written bare. */
const enumKeys = new Set(['priority', 'kind', 'inputs']);

/** gqlValue writes v as a GraphQL input literal; key names the field it is the value of. */
function gqlValue(v: unknown, key = '', indent = ''): string {
  if (Array.isArray(v)) return `[${v.map((x) => gqlValue(x, key, indent)).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    const inner = indent + '  ';
    const fields = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${inner}${k}: ${gqlValue(x, k, inner)}`);
    return fields.length ? `{\n${fields.join('\n')}\n${indent}}` : '{}';
  }
  if (typeof v === 'string') return enumKeys.has(key) && /^[A-Z_]+$/.test(v) ? v : JSON.stringify(v);
  return String(v);
}

/** asGraphQL is the mutation that submits input, to paste into GraphiQL or a client. */
export function asGraphQL(input: SubmitRunInput): string {
  return `mutation {\n  submitRun(input: ${gqlValue(input, '', '  ')}) {\n    id\n    correlationId\n  }\n}\n`;
}

/**
 * asCLI is `everdict run submit` for input. The CLI has flags for the
 * runtime, task, harness, model, timeout, repository and one test command;
 * what it cannot say (env, priority, image, other graders, …) is returned
 * in left, for a comment beside the command.
 */
export function asCLI(input: SubmitRunInput): { command: string; left: string[] } {
  const args = ['everdict', 'run', 'submit', '--runtime', input.runtime, '--task', input.case.task];
  const left: string[] = [];
  const c = input.case;
  const tests = (c.graders ?? []).filter((g) => g.kind === 'TESTS_PASS' && isShLine(g.command));
  if (tests.length) args.push('--test', tests[0].command![2]);
  if ((c.graders ?? []).length > tests.slice(0, 1).length) left.push('graders other than one test command');
  if (c.timeoutSec) args.push('--timeout', `${c.timeoutSec}s`);
  if (c.repo?.url) args.push('--repo', c.repo.ref ? `${c.repo.url}@${c.repo.ref}` : c.repo.url);
  if (input.model) args.push('--model', input.model);
  if (input.placement) args.push('--placement', input.placement.toLowerCase());
  if (input.priority && input.priority !== 'INTERACTIVE') left.push(`priority ${input.priority}`);
  if (input.webhookUrl) left.push('webhookUrl');
  for (const [k, v] of [['image', c.image], ['browser', c.browser], ['osUse', c.osUse], ['resources', c.resources], ['expected', c.expected]] as const) {
    if (v) left.push(k);
  }
  if (input.harnessRef) {
    args.push('--harness', input.harnessRef);
  } else if (input.harness) {
    if (input.harness.env?.length) left.push('env');
    args.push('--harness', input.harness.name, '--', ...input.harness.command);
  }
  return { command: args.map(shQuote).join(' '), left };
}
