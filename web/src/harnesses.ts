// Registered harnesses as the submit page offers them: the references a run
// can name ("name", "name@tag", "name@3"), and the harness part of a submit.
import type { HarnessInput } from './gql/graphql';

export interface HarnessVersionLike {
  version: number;
  archived: boolean;
  tags: string[];
}

/**
 * harnessRefs lists the references to h a run may use: the bare name (its
 * newest unarchived version), then each tag, then each version, newest
 * first. An archived version takes no new runs, so neither it nor its tags
 * are offered; with every version archived, nothing is.
 */
export function harnessRefs(h: { name: string; versions: HarnessVersionLike[] }): string[] {
  const live = h.versions.filter((v) => !v.archived).sort((a, b) => b.version - a.version);
  if (live.length === 0) return [];
  const tags = live.flatMap((v) => v.tags).sort();
  return [h.name, ...tags.map((t) => `${h.name}@${t}`), ...live.map((v) => `${h.name}@${v.version}`)];
}

/**
 * harnessPart is the harness half of a submit: a registered harness by
 * reference when ref is given, else the one-off harness; the model, when
 * typed, goes with either. Blank fields are left out, so the server's
 * precedence (the harness's default, then the tenant's) applies.
 */
export function harnessPart(
  ref: string,
  model: string,
  inline: HarnessInput,
): { harnessRef?: string; harness?: HarnessInput; model?: string } {
  const m = model.trim();
  const r = ref.trim();
  const out: { harnessRef?: string; harness?: HarnessInput; model?: string } = r ? { harnessRef: r } : { harness: inline };
  if (m) out.model = m;
  return out;
}
