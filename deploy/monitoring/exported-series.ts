/**
 * The series the portal's deployment exports besides the renderers' own (src/server/observability/metrics.ts):
 * what Debian's prometheus-nginx-exporter (0.11, bookworm) makes of nginx's stub_status, and Prometheus's own
 * `up` for every scrape job. scripts/monitoring/try-nginx-status.ts checks the exporter's list against a real
 * nginx; tests/server/monitoring-queries.test.ts checks every query of the dashboard and the alert rules against
 * these and the renderers' registry.
 */
export const NGINX_EXPORTER_SERIES = [
  'nginx_up',
  'nginx_connections_accepted',
  'nginx_connections_active',
  'nginx_connections_handled',
  'nginx_connections_reading',
  'nginx_connections_waiting',
  'nginx_connections_writing',
  'nginx_http_requests_total',
] as const;

/** Prometheus's own series for each target of a scrape job (`job`, `instance`). */
export const SCRAPE_SERIES = ['up'] as const;

/** The labels Prometheus adds to every series it scrapes. */
export const TARGET_LABELS = ['job', 'instance'] as const;
