/** One rule of a Prometheus rules file: a recorded series or an alert, its expression and its labels. */
export interface PrometheusRule {
  readonly record?: string;
  readonly alert?: string;
  readonly expr: string;
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * The rules of a Prometheus rules file, read line by line for the part of YAML such a file uses: `- record:` or
 * `- alert:` opening a rule, `expr:` inline or folded (`>`), and `labels:` as `key: value` lines. promtool is the
 * authority on the file (scripts/monitoring/check-rules.sh); this reader is for tests that run without it, and
 * throws on a rule it cannot read rather than skip it.
 */
export function readRules(text: string): PrometheusRule[] {
  const lines = text.split('\n');
  const rules: PrometheusRule[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = /^(\s*)- (record|alert): (\S+)\s*$/.exec(lines[index]!);
    if (!opening) continue;
    const keyIndent = opening[1]!.length + 2;
    const body: string[] = [];
    while (index + 1 < lines.length && indentOf(lines[index + 1]!) >= keyIndent) body.push(lines[++index]!);
    rules.push({
      [opening[2]!]: opening[3]!,
      expr: exprOf(body, keyIndent),
      labels: labelsOf(body, keyIndent),
    });
  }
  return rules;
}

/** The alerts a `promtool test rules` file expects to fire somewhere (a non-empty `exp_alerts`). */
export function alertsExpectedToFire(text: string): Set<string> {
  const firing = new Set<string>();
  for (const [, name, alerts] of text.matchAll(/alertname: (\S+)\s*\n\s*exp_alerts:([^\n]*)/g))
    if (alerts!.trim() !== '[]') firing.add(name!);
  return firing;
}

const indentOf = (line: string) => (line.trim() === '' ? Infinity : line.length - line.trimStart().length);

function exprOf(body: readonly string[], keyIndent: number): string {
  const start = body.findIndex(
    (line) => indentOf(line) === keyIndent && line.trimStart().startsWith('expr:'),
  );
  if (start < 0) throw new Error(`a rule without expr: ${body.join('\n')}`);
  const inline = body[start]!.trim().slice('expr:'.length).trim();
  if (inline !== '>' && inline !== '|') return inline;
  const folded: string[] = [];
  for (const line of body.slice(start + 1)) {
    if (indentOf(line) <= keyIndent) break;
    folded.push(line.trim());
  }
  return folded.join(' ').trim();
}

function labelsOf(body: readonly string[], keyIndent: number): Record<string, string> {
  const start = body.findIndex((line) => indentOf(line) === keyIndent && line.trim() === 'labels:');
  if (start < 0) return {};
  const labels: Record<string, string> = {};
  for (const line of body.slice(start + 1)) {
    if (indentOf(line) <= keyIndent) break;
    const [, key, value] = /^\s*(\w+): (.+)$/.exec(line) ?? [];
    if (key && value) labels[key] = value.replace(/^(['"])(.*)\1$/, '$2');
  }
  return labels;
}
