import { createFirstScreenService } from './first-screen-service';
import {
  developmentBuildWarning,
  memoryFlagsWarning,
  serviceSettingsFrom,
  type ServiceSettings,
} from './service-settings';

/**
 * `npm run serve` (node dist-server/serve.js): the production first-screen service, configured by its
 * environment (service-settings.ts). A wrong setting stops it at once with the reason.
 */
let settings: ServiceSettings;
try {
  settings = serviceSettingsFrom(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

for (const warning of [developmentBuildWarning(process.env), memoryFlagsWarning(process.execArgv)])
  if (warning) console.warn(warning);

const service = createFirstScreenService(settings, (line) => console.log(line));
// Longer than nginx's upstream keepalive_timeout (60 s): were Node to close an idle connection first, nginx
// could send a request down it as it closes, and answer the visitor 502.
service.keepAliveTimeout = 65_000;
service.listen(settings.port, settings.host, () => {
  console.log(
    `First-screen service at http://${settings.host}:${settings.port}/, drawing from ${settings.dist} with Drupal at ${settings.drupalUrl}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => service.close(() => process.exit(0)));
}
