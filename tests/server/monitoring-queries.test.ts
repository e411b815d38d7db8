import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '@/server/observability/metrics';
import {
  BLACKBOX_EXPORTER_SERIES,
  NGINX_EXPORTER_SERIES,
  NODE_EXPORTER_FILESYSTEM_LABELS,
  NODE_EXPORTER_FILESYSTEM_SERIES,
  SCRAPE_SERIES,
  TARGET_LABELS,
} from '../../deploy/monitoring/exported-series';
import { alertsExpectedToFire, readRules } from '../support/prometheus-rules';
import { seriesIn } from '../support/promql-names';

interface Panel {
  readonly title: string;
  readonly targets?: readonly { readonly expr: string }[];
  readonly panels?: readonly Panel[];
}

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const dashboard = JSON.parse(read('deploy/monitoring/necs-dashboard.json')) as { panels: Panel[] };
const rules = readRules(read('deploy/monitoring/necs-alerts.yml'));

/**
 * Every series a query may name, with the label names it has: the renderers' registry as it is (a histogram's
 * `_bucket` with `le`, its `_count` and `_sum`), the nginx, blackbox and node exporters' and Prometheus's
 * `up`, each with the target's labels.
 */
function exportedSeries(): Map<string, readonly string[]> {
  const known = new Map<string, readonly string[]>();
  for (const metric of registry.getMetricsAsArray()) {
    const { name, type, labelNames = [] } = metric as typeof metric & { labelNames?: readonly string[] };
    const labels = [...labelNames, ...TARGET_LABELS];
    if (String(type) !== 'histogram') known.set(name, labels);
    else {
      known.set(`${name}_bucket`, [...labels, 'le']);
      known.set(`${name}_count`, labels);
      known.set(`${name}_sum`, labels);
    }
  }
  for (const name of [...NGINX_EXPORTER_SERIES, ...BLACKBOX_EXPORTER_SERIES, ...SCRAPE_SERIES])
    known.set(name, TARGET_LABELS);
  for (const name of NODE_EXPORTER_FILESYSTEM_SERIES)
    known.set(name, [...NODE_EXPORTER_FILESYSTEM_LABELS, ...TARGET_LABELS]);
  return known;
}

const panelsOf = (panels: readonly Panel[]): Panel[] =>
  panels.flatMap((panel) => [panel, ...panelsOf(panel.panels ?? [])]);

describe('the Grafana dashboard (deploy/monitoring/necs-dashboard.json)', () => {
  const queries = panelsOf(dashboard.panels).flatMap(({ title, targets = [] }) =>
    targets.map(({ expr }) => ({ title, expr })),
  );

  it('asks only for series the renderers, nginx’s exporter or Prometheus export, by labels they have', () => {
    const known = exportedSeries();
    expect(queries.length).toBeGreaterThan(20);
    for (const { title, expr } of queries) {
      const named = seriesIn(expr);
      expect(named.length, `${title}: ${expr}`).toBeGreaterThan(0);
      for (const { name, labels } of named) {
        expect(known.has(name), `${title}: ${name} is exported by nothing`).toBe(true);
        for (const label of labels) expect(known.get(name), `${title}: ${name}{${label}}`).toContain(label);
      }
    }
  });

  it('asks each series of its scrape job only, not Prometheus’s own process or another exporter’s', () => {
    for (const { title, expr } of queries)
      for (const { name } of seriesIn(expr))
        expect(expr, `${title}: ${name} without its job`).toMatch(new RegExp(`${name}\\{job="[a-z-]+"`));
  });

  it('reads 0, not “No data”, where nothing failed', () => {
    const failures = queries.filter(({ title }) => /503|errors per/i.test(title));
    expect(failures.map(({ title }) => title)).toEqual([
      'Renders answered 503 or 500',
      'Uncaught errors per sampled page view',
    ]);
    for (const { title, expr } of failures) expect(expr, title).toMatch(/ or vector\(0\)\) \/ /);
  });

  it('shows every series of the renderers’ own (necs_*) somewhere', () => {
    const shown = new Set(queries.flatMap(({ expr }) => seriesIn(expr).map(({ name }) => name)));
    const own = [...exportedSeries().keys()].filter((name) => name.startsWith('necs_'));
    const families = new Set(own.map((name) => name.replace(/_(bucket|count|sum)$/, '')));
    for (const family of families)
      expect(
        [...shown].some((name) => name === family || name.startsWith(`${family}_`)),
        family,
      ).toBe(true);
  });
});

describe('the alert rules (deploy/monitoring/necs-alerts.yml)', () => {
  const alerts = rules.filter((rule) => rule.alert);

  it('are read whole: every rule with its expression (promtool is the authority on the file)', () => {
    expect(rules.length).toBe(
      read('deploy/monitoring/necs-alerts.yml').match(/^\s*- (record|alert):/gm)?.length,
    );
    for (const { alert, record, expr } of rules)
      expect(expr, alert ?? record).toMatch(/necs_|necs:|nginx_|probe_|node_|up\{/);
  });

  it('ask only for exported series or the series the file itself records', () => {
    const known = exportedSeries();
    for (const { record } of rules) if (record) known.set(record, []);
    for (const { alert, record, expr } of rules)
      for (const { name, labels } of seriesIn(expr)) {
        expect(known.has(name), `${alert ?? record}: ${name} is exported by nothing`).toBe(true);
        for (const label of labels)
          expect(known.get(name), `${alert ?? record}: ${name}{${label}}`).toContain(label);
      }
  });

  it('each have a test where they fire, and a section of docs/runbook.md', () => {
    const firing = alertsExpectedToFire(read('deploy/monitoring/necs-alerts.test.yml'));
    const runbook = read('docs/runbook.md');
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    for (const { alert } of alerts) {
      expect(firing, `${alert} never fires in necs-alerts.test.yml`).toContain(alert);
      expect(runbook, `docs/runbook.md has no section for ${alert}`).toMatch(
        new RegExp(`^## .*\`${alert}\``, 'm'),
      );
    }
  });

  it('name an SLO and a runbook section that exists', () => {
    const runbook = read('docs/runbook.md');
    for (const { alert, labels } of alerts) {
      expect(labels.severity, alert).toMatch(/^(page|ticket)$/);
      expect(labels.slo, alert).toMatch(/^[a-z-]+$/);
      expect(runbook, `${alert}: SLO ${labels.slo}`).toContain(`\`${labels.slo}\``);
      expect(runbook, `${alert}: runbook ${labels.runbook}`).toContain(`<a id="${labels.runbook}"></a>`);
    }
  });
});
