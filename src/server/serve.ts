import { createFirstScreenService } from './first-screen-service';
import { listenForMetrics, type MetricsSettings } from './observability/metrics-listener';
import { serviceLogger } from './observability/service-log';
import {
  developmentBuildWarning,
  memoryFlagsWarning,
  type ServiceSettings,
  SettingsProblems,
} from './service-settings';
import { listenAddress, listening, startupSettings } from './startup-check';
import { useTracing } from './tracing/spans';
import { tracesEndpointFrom } from './tracing/traces-endpoint';

/**
 * `npm run serve` (node dist-server/serve.js): the production first-screen service, configured by its
 * environment (service-settings.ts). Wrong settings stop it at once, every one named (startup-check.ts).
 */
let settings: ServiceSettings;
let metrics: MetricsSettings;
try {
  ({ metrics, ...settings } = startupSettings(process.env));
} catch (error) {
  if (!(error instanceof SettingsProblems)) throw error;
  console.error(
    `The first-screen service cannot start (docs/deploy.md, "Settings"):\n- ${error.problems.join('\n- ')}`,
  );
  process.exit(1);
}

// JSON lines on stdout (observability/service-log.ts), for journald or a log shipper.
const logger = serviceLogger();

for (const warning of [developmentBuildWarning(process.env), memoryFlagsWarning(process.execArgv)])
  if (warning) logger.warn(warning);

// Traces only when OpenTelemetry's endpoint is set: otherwise the exporter is not even loaded (docs/deploy.md).
const tracesEndpoint = tracesEndpointFrom(process.env);
const sdk = tracesEndpoint === null ? null : await import('./tracing/otel-sdk');
const tracing = sdk?.startTracing(tracesEndpoint!, process.env.OTEL_SERVICE_NAME || 'necs-renderer') ?? null;
useTracing(tracing);
if (tracesEndpoint) logger.info(`Traces sent over OTLP/HTTP to ${tracesEndpoint}`);

const service = createFirstScreenService(settings, { logger });
// Longer than nginx's upstream keepalive_timeout (60 s): were Node to close an idle connection first, nginx
// could send a request down it as it closes, and answer the visitor 502.
service.keepAliveTimeout = 65_000;
void listening(service, settings).then((problem) => {
  if (problem !== null) {
    logger.fatal(`The first-screen service cannot start: ${problem}`);
    process.exit(1);
  }
  logger.info(
    `First-screen service at ${listenAddress(settings)}, drawing from ${settings.dist} with Drupal at ${settings.drupalUrl}`,
  );
});
listenForMetrics(metrics, logger);

// Stops gently (drain.ts): /readyz 503 at once, kept-alive connections closed after their answer, the renders
// under way finished, and out within DRAIN_GRACE_MS, long before systemd's SIGKILL. The metrics are served until
// the exit: a scrape meanwhile reads necs_ready 0.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info(`${signal}: stopping once the renders under way are answered`);
    void service.drain().then((end) => {
      if (end === 'cut') logger.warn('Stopped with answers still under way after the drain’s grace');
      else logger.info('Stopped: every answer sent');
      void (tracing?.shutdown() ?? Promise.resolve()).then(() => process.exit(0));
    });
  });
}
