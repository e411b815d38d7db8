/**
 * The series the portal's deployment exports besides the renderers' own (src/server/observability/metrics.ts):
 * what Debian's prometheus-nginx-exporter (0.11, bookworm) makes of nginx's stub_status, its blackbox and node
 * exporters' probes of the pages and file systems, and Prometheus's own `up` for every scrape job. scripts/monitoring/try-nginx-status.ts checks the exporter's list against a real
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

/**
 * What Debian's prometheus-blackbox-exporter (0.23, bookworm) answers for a probe of a page over https (module
 * `necs_page`, deploy/monitoring/necs-blackbox.yml), each series with the target's labels only.
 */
export const BLACKBOX_EXPORTER_SERIES = [
  'probe_success',
  'probe_http_status_code',
  'probe_ssl_earliest_cert_expiry',
] as const;

/** What Debian's prometheus-node-exporter (1.5, bookworm) says of each mounted file system, by its labels. */
export const NODE_EXPORTER_FILESYSTEM_SERIES = [
  'node_filesystem_avail_bytes',
  'node_filesystem_size_bytes',
] as const;
export const NODE_EXPORTER_FILESYSTEM_LABELS = ['device', 'fstype', 'mountpoint'] as const;

/** Prometheus's own series for each target of a scrape job (`job`, `instance`). */
export const SCRAPE_SERIES = ['up'] as const;

/** The labels Prometheus adds to every series it scrapes. */
export const TARGET_LABELS = ['job', 'instance'] as const;
