// The runs list's filters, kept in the URL's query string so a deep link
// reloads the same list: status, runtime, verdict, harness, trigger, a range of
// creation dates and the page's cursors.
import type { RunStatus, RunWhereInput, Verdict } from './gql/graphql';

export const STATUSES: RunStatus[] = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'];
export const VERDICTS: Verdict[] = ['PASS', 'FAIL', 'UNSCORED'];

export interface RunFilters {
  status: RunStatus | '';
  /** A runtime name (matching every version of it) or a reference as submitted ("pool@3"). */
  runtime: string;
  verdict: Verdict | '';
  /** A case id: the runs of that case, standalone or in a scorecard. */
  case: string;
  /** A harness name: the runs of every version of it. */
  harness: string;
  /** The interface a run came from: "api", "web", "cli", … */
  trigger: string;
  /** Created on or after this day (YYYY-MM-DD, UTC); "" for no bound. */
  from: string;
  /** Created on or before this day (YYYY-MM-DD, UTC); "" for no bound. */
  to: string;
  /** "1" lists a scorecard's runs too; "" (the default) only standalone runs. */
  children: '' | '1';
  /** The pager, encoded (pagination.encode); "" for the first page. */
  page: string;
}

export const noFilters: RunFilters = { status: '', runtime: '', verdict: '', harness: '', trigger: '', from: '', to: '', case: '', children: '', page: '' };

const KEYS: (keyof RunFilters)[] = ['status', 'runtime', 'verdict', 'harness', 'trigger', 'from', 'to', 'case', 'children', 'page'];

/** day is a YYYY-MM-DD that is a real date, else "". */
function day(v: string | null): string {
  const d = (v ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return '';
  const t = new Date(`${d}T00:00:00Z`);
  return !isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d ? d : '';
}

/** The instant a day (UTC) starts, and the one the next day does. */
const dayStart = (d: string) => `${d}T00:00:00.000Z`;
const dayEnd = (d: string) => new Date(Date.parse(dayStart(d)) + 86_400_000).toISOString();

/** readFilters reads the filters from a query string; a value it does not know is no filter. */
export function readFilters(params: URLSearchParams): RunFilters {
  const status = (params.get('status') ?? '').toUpperCase();
  const verdict = (params.get('verdict') ?? '').toUpperCase();
  return {
    status: STATUSES.includes(status as RunStatus) ? (status as RunStatus) : '',
    runtime: (params.get('runtime') ?? '').trim(),
    verdict: VERDICTS.includes(verdict as Verdict) ? (verdict as Verdict) : '',
    harness: (params.get('harness') ?? '').trim(),
    trigger: (params.get('trigger') ?? '').trim().toLowerCase(),
    from: day(params.get('from')),
    to: day(params.get('to')),
    case: (params.get('case') ?? '').trim(),
    children: params.get('children') === '1' ? '1' : '',
    page: params.get('page') ?? '',
  };
}

/** withFilter changes filters; any change but the page's goes back to the first page. */
export function withFilter(f: RunFilters, change: Partial<RunFilters>): RunFilters {
  const out = { ...f, ...change };
  if (KEYS.some((k) => k !== 'page' && k in change && change[k] !== f[k])) out.page = change.page ?? '';
  return out;
}

/** search is the query string of the filters ("" for none), in a fixed order so equal filters give equal URLs. */
export function search(f: RunFilters): string {
  const p = new URLSearchParams();
  for (const k of KEYS) if (f[k]) p.set(k, f[k]);
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function active(f: RunFilters): boolean {
  return !!(f.status || f.runtime || f.verdict || f.harness || f.trigger || f.from || f.to || f.case || f.children);
}

/**
 * includeChildren is the runs query's includeChildren argument: the server lists standalone runs unless asked.
 * A case's runs are mostly a scorecard's: a case filter lists them all.
 */
export function includeChildren(f: RunFilters): boolean {
  return !!(f.case || f.children);
}

/** toWhere is the runs query's where argument. */
export function toWhere(f: RunFilters): RunWhereInput {
  const where: RunWhereInput = {};
  if (f.status) where.status = f.status;
  if (f.verdict) where.verdict = f.verdict;
  if (f.case) where.caseID = f.case;
  if (f.harness) where.harnessName = f.harness;
  if (f.trigger) where.trigger = f.trigger;
  if (f.from) where.createdAtGTE = dayStart(f.from);
  if (f.to) where.createdAtLT = dayEnd(f.to);
  if (f.runtime) {
    // A bare name lists every version of the runtime ("pool", "pool@3", "pool@stable");
    // a reference with @ is matched as written.
    if (f.runtime.includes('@')) where.runtimeRef = f.runtime;
    else where.or = [{ runtimeRef: f.runtime }, { runtimeRefHasPrefix: `${f.runtime}@` }];
  }
  return where;
}

export interface Filterable {
  status: string;
  runtime: string;
  result?: { verdict: string } | null;
  scorecardID?: number | null;
  caseID?: string;
  harnessName?: string;
  trigger?: string;
  createdAt?: string;
}

/** matches says whether a run pushed by a subscription belongs in a list with these filters, as the server would decide (toWhere, includeChildren). */
export function matches(r: Filterable, f: RunFilters): boolean {
  if (f.status && r.status !== f.status) return false;
  if (f.verdict && r.result?.verdict !== f.verdict) return false;
  if (f.case && r.caseID !== f.case) return false;
  if (f.harness && r.harnessName !== f.harness) return false;
  if (f.trigger && r.trigger !== f.trigger) return false;
  if (f.from && (!r.createdAt || Date.parse(r.createdAt) < Date.parse(dayStart(f.from)))) return false;
  if (f.to && (!r.createdAt || Date.parse(r.createdAt) >= Date.parse(dayEnd(f.to)))) return false;
  if (!includeChildren(f) && r.scorecardID != null) return false;
  if (f.runtime) {
    if (f.runtime.includes('@')) return r.runtime === f.runtime;
    return r.runtime === f.runtime || r.runtime.startsWith(`${f.runtime}@`);
  }
  return true;
}
