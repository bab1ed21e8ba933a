// A scorecard's cases file, read in the browser: JSONL, one CaseInput a
// line, the shape `everdict scorecard run` reads (blank lines skipped, every
// case with an id, no unknown field). It checks each line as the server
// would (scorecard.Service's and run.ValidateSubmission's rules), so a bad
// file is refused line by line before anything is sent.
import type { CaseInput, GraderKind } from './gql/graphql';

/** The most cases one scorecard holds (scorecard.MaxCasesDefault). */
export const MAX_CASES = 10_000;
/** The longest line, in bytes (cli.MaxCaseLineBytes). */
export const MAX_LINE_BYTES = 1 << 20;
/** The longest case timeout, in seconds (run.MaxTimeoutSec). */
export const MAX_TIMEOUT_SEC = 24 * 60 * 60;
/** A case id is part of job names: 1 to 40 lowercase letters, digits and inner dashes. */
export const CASE_ID = /^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/;
/** At most this many problems are listed; the rest are counted. */
export const MAX_PROBLEMS = 50;

const GRADER_KINDS: GraderKind[] = ['TESTS_PASS', 'STEPS', 'COST', 'LATENCY'];
const CASE_FIELDS = ['id', 'task', 'image', 'repo', 'files', 'browser', 'osUse', 'isolation', 'timeoutSec', 'resources', 'graders'];

/** One problem of the file; line 0 is the file as a whole. */
export interface LineProblem {
  line: number;
  message: string;
}

export interface ParsedCases {
  /** Every case read; send them only when problems is empty. */
  cases: CaseInput[];
  problems: LineProblem[];
  /** Problems found beyond MAX_PROBLEMS. */
  more: number;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => isNum(v) && Number.isInteger(v);

function unknownFields(o: Obj, known: string[], where: string): string[] {
  return Object.keys(o)
    .filter((k) => !known.includes(k))
    .map((k) => `unknown field "${where}${k}"`);
}

/** checkCase returns what is wrong with one decoded line; [] when it is a valid case. */
export function checkCase(v: unknown): string[] {
  if (!isObj(v)) return ['not a case: want a JSON object'];
  const out = unknownFields(v, CASE_FIELDS, '');
  if (!('id' in v) || v.id === '') out.push('the case has no "id"');
  else if (!isStr(v.id) || !CASE_ID.test(v.id)) out.push(`"id" ${JSON.stringify(v.id)} must be 1 to 40 lowercase letters, digits and inner dashes`);
  if (!('task' in v)) out.push('the case has no "task"');
  else if (!isStr(v.task)) out.push('"task" must be a string');
  else if (v.task.trim() === '') out.push('"task" is empty');
  if ('image' in v && !isStr(v.image)) out.push('"image" must be a string');
  for (const b of ['browser', 'osUse', 'isolation']) if (b in v && typeof v[b] !== 'boolean') out.push(`"${b}" must be true or false`);
  if ('timeoutSec' in v && (!isInt(v.timeoutSec) || v.timeoutSec < 0 || v.timeoutSec > MAX_TIMEOUT_SEC))
    out.push(`"timeoutSec" must be a whole number of seconds, at most ${MAX_TIMEOUT_SEC}`);
  if ('repo' in v) {
    if (!isObj(v.repo)) out.push('"repo" must be an object: {"url": …, "ref": …}');
    else {
      out.push(...unknownFields(v.repo, ['url', 'ref'], 'repo.'));
      if (!isStr(v.repo.url) || v.repo.url.trim() === '') out.push('"repo.url" is required when a repo is given');
      if ('ref' in v.repo && !isStr(v.repo.ref)) out.push('"repo.ref" must be a string');
    }
  }
  if ('files' in v) {
    if (!Array.isArray(v.files)) out.push('"files" must be a list of {"path": …, "content": …}');
    else
      v.files.forEach((f, i) => {
        if (!isObj(f)) return out.push(`"files[${i}]" must be an object`);
        out.push(...unknownFields(f, ['path', 'content'], `files[${i}].`));
        if (!isStr(f.path) || !relativeInside(f.path)) out.push(`"files[${i}].path" must be a relative path inside the workspace`);
        if (!isStr(f.content)) out.push(`"files[${i}].content" must be a string`);
      });
  }
  if ('resources' in v) {
    if (!isObj(v.resources)) out.push('"resources" must be an object: {"memoryMb": …, "cpu": …}');
    else {
      out.push(...unknownFields(v.resources, ['memoryMb', 'cpu'], 'resources.'));
      if ('memoryMb' in v.resources && (!isInt(v.resources.memoryMb) || v.resources.memoryMb < 0)) out.push('"resources.memoryMb" must be a whole number, not negative');
      if ('cpu' in v.resources && (!isNum(v.resources.cpu) || v.resources.cpu < 0)) out.push('"resources.cpu" must be a number, not negative');
    }
  }
  if ('graders' in v) {
    if (!Array.isArray(v.graders)) out.push('"graders" must be a list');
    else v.graders.forEach((g, i) => out.push(...checkGrader(g, `graders[${i}]`)));
  }
  return out;
}

function checkGrader(g: unknown, where: string): string[] {
  if (!isObj(g)) return [`"${where}" must be an object`];
  const out = unknownFields(g, ['kind', 'command', 'max'], `${where}.`);
  if (!GRADER_KINDS.includes(g.kind as GraderKind)) out.push(`"${where}.kind" must be one of ${GRADER_KINDS.join(', ')}`);
  if ('command' in g && !(Array.isArray(g.command) && g.command.every(isStr))) out.push(`"${where}.command" must be a list of strings`);
  if (g.kind === 'TESTS_PASS' && !(Array.isArray(g.command) && g.command.length > 0)) out.push(`"${where}.command" is required for TESTS_PASS`);
  if ('max' in g && g.max !== null && (!isNum(g.max) || g.max < 0)) out.push(`"${where}.max" must be a number, not negative`);
  return out;
}

/** relativeInside mirrors the server's check of a seed file's path. */
function relativeInside(p: string): boolean {
  if (p === '' || p.startsWith('/')) return false;
  const parts: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return false;
      parts.pop();
    } else parts.push(seg);
  }
  return true;
}

const utf8 = new TextEncoder();

/** parseCases reads a JSONL cases file; every problem names its line (from 1). */
export function parseCases(text: string): ParsedCases {
  const cases: CaseInput[] = [];
  const problems: LineProblem[] = [];
  let more = 0;
  const add = (line: number, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, message });
    else more++;
  };
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    if (line === '') return;
    if (utf8.encode(line).length > MAX_LINE_BYTES) return add(n, `the line is longer than ${MAX_LINE_BYTES} bytes`);
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      return add(n, /^\{.*\}\s*[{[]/.test(line) ? 'one JSON object a line' : 'not a case: not valid JSON');
    }
    const wrong = checkCase(v);
    const id = isObj(v) && isStr(v.id) ? v.id : '';
    if (id && CASE_ID.test(id)) {
      const first = seen.get(id);
      if (first !== undefined) wrong.push(`"id" "${id}" repeats line ${first}`);
      else seen.set(id, n);
    }
    wrong.forEach((m) => add(n, m));
    if (wrong.length === 0) cases.push(v as CaseInput);
  });
  if (cases.length === 0 && problems.length === 0) add(0, 'the file holds no cases');
  if (cases.length > MAX_CASES) add(0, `a scorecard holds at most ${MAX_CASES.toLocaleString('en-US')} cases; this file has ${cases.length.toLocaleString('en-US')}`);
  return { cases, problems, more };
}

/** scorecardName is the default name of a scorecard from its file: "nightly.jsonl" → "nightly". */
export function scorecardName(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, '').replace(/\.jsonl$/i, '');
}
