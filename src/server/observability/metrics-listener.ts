import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { registry } from './metrics';
import { SettingsProblems } from '../service-settings';

/** Where the metrics are served; null when they are not (METRICS_PORT unset or 0). */
export type MetricsSettings = { readonly port: number; readonly host: string } | null;

/**
 * METRICS_PORT and METRICS_HOST (docs/deploy.md, section 7). Off unless a port is given: several renderers on one
 * machine would otherwise fight over one default port, and a listener nobody scrapes is one more open port.
 * On 127.0.0.1 unless METRICS_HOST says otherwise (a Prometheus on another machine, a pod's address).
 */
export function metricsSettingsFrom(env: Readonly<Record<string, string | undefined>>): MetricsSettings {
  const value = env.METRICS_PORT ?? '';
  if (value === '' || value === '0') return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new SettingsProblems([
      `METRICS_PORT must be a port from 1 to 65535, or 0 for none, not ${JSON.stringify(value)}`,
    ]);
  return { port, host: env.METRICS_HOST || '127.0.0.1' };
}

/**
 * `GET /metrics` in Prometheus's text format, on a listener of its own: nginx proxies the service's port, never
 * this one, so no reader reaches the metrics through the public site. Anything else is 404.
 */
export function metricsListener(): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') return response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
}

/**
 * Starts the listener `settings` ask for, saying where in the log; none for null. A port in use or a host that
 * is none stops the service with one line: metrics asked for and silently missing would go unnoticed.
 */
export function listenForMetrics(settings: MetricsSettings, logger: Logger): Server | null {
  if (settings === null) return null;
  const { port, host } = settings;
  const server = metricsListener();
  server.once('error', (error) => {
    logger.fatal(`Metrics cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => logger.info(`Metrics at http://${host}:${port}/metrics`));
  return server;
}
