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
const metricsServer = listenForMetrics(metrics, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    metricsServer?.close();
    service.close(() => process.exit(0));
  });
}
