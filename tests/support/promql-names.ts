/** A series a PromQL expression names, with the label names its matchers use. */
export interface NamedSeries {
  readonly name: string;
  readonly labels: readonly string[];
}

/** PromQL's words that are no series: aggregations, functions, operators and their modifiers. */
const NOT_SERIES = new Set([
  ...['sum', 'min', 'max', 'avg', 'count', 'stddev', 'stdvar', 'topk', 'bottomk', 'quantile'],
  ...['rate', 'irate', 'increase', 'delta', 'histogram_quantile', 'abs', 'clamp_min', 'clamp_max'],
  ...['min_over_time', 'max_over_time', 'avg_over_time', 'absent', 'vector', 'scalar', 'time', 'printf'],
  ...[
    'by',
    'without',
    'on',
    'ignoring',
    'group_left',
    'group_right',
    'and',
    'or',
    'unless',
    'bool',
    'offset',
  ],
]);

/**
 * The series `expr` names, by a reading of PromQL that is enough for the rules and the dashboard: strings,
 * ranges and `by (…)`-style label lists are set aside, and what remains of names is a series or one of the words
 * above. A series followed by `{…}` carries that selector's label names.
 */
export function seriesIn(expr: string): NamedSeries[] {
  const plain = expr
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '$1');
  const found: NamedSeries[] = [];
  for (const match of plain.matchAll(/([A-Za-z_:][\w:]*)\s*(\{[^}]*\})?|\{[^}]*\}|"[^"]*"/g)) {
    const [whole, name, selector] = match;
    if (!name || whole.startsWith('"') || whole.startsWith('{')) continue;
    const next = plain.slice(match.index + whole.length).trimStart();
    if (NOT_SERIES.has(name) || (!selector && next.startsWith('('))) continue;
    if (/^\d/.test(name)) continue;
    const labels = [...(selector ?? '').matchAll(/([A-Za-z_]\w*)\s*(=~|!~|!=|=)/g)].map(
      ([, label]) => label!,
    );
    found.push({ name, labels });
  }
  return found;
}
