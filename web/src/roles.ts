// What the viewer's role lets it do, as the server decides it: the pages
// hide or disable a control the role cannot use instead of letting a click
// end in FORBIDDEN.

export type Role = 'MEMBER' | 'ADMIN' | 'OPERATOR' | string;

const rank = (r: Role) => (r === 'OPERATOR' ? 2 : r === 'ADMIN' ? 1 : 0);

/** atLeast reports whether role has min's rights. */
export function atLeast(role: Role | undefined, min: Role): boolean {
  return role != null && rank(role) >= rank(min);
}

/** canChangeRuntime: an ADMIN changes its tenant's runtimes; a shared or LOCAL one only an OPERATOR (runtime/registry's writable). */
export function canChangeRuntime(role: Role | undefined, rt: { kind: string; shared: boolean }): boolean {
  if (rt.shared || rt.kind === 'LOCAL') return role === 'OPERATOR';
  return atLeast(role, 'ADMIN');
}

let current: Role | undefined;
/** setRole records the signed-in viewer's role (app.tsx, once the viewer loads). */
export function setRole(r: Role | undefined): void {
  current = r;
}
/** role is the signed-in viewer's role, undefined before it loads. */
export function role(): Role | undefined {
  return current;
}
