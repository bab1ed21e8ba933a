// The submit form's env box: one variable a line, NAME=value for a literal
// or NAME=@secret to set it from a tenant secret.

export interface EnvVar {
  name: string;
  value?: string;
  secretRef?: string;
}

export function parseEnv(text: string): { vars: EnvVar[]; problems: string[] } {
  const vars: EnvVar[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const eq = line.indexOf('=');
    const name = (eq < 0 ? line : line.slice(0, eq)).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      problems.push(`line ${i + 1}: "${name}" is not a variable name`);
      return;
    }
    if (eq < 0) {
      problems.push(`line ${i + 1}: want NAME=value or NAME=@secret`);
      return;
    }
    const v = line.slice(eq + 1);
    if (v.startsWith('@') && v.length > 1) vars.push({ name, secretRef: v.slice(1) });
    else vars.push({ name, value: v });
  });
  return { vars, problems };
}
