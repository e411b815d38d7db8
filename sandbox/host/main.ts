import { buildSandbox } from './app';
import { readDrupalMode } from '../drupal/drupal-mode';

/** `npm run sandbox` / `npm start`: the portal and its three stand-in systems on one local origin. */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const drupal = readDrupalMode(process.env.SANDBOX_DRUPAL);
const app = await buildSandbox({
  dbFile: process.env.SANDBOX_DB ?? 'sandbox/data/sandbox.sqlite',
  staticDir: 'dist',
  drupal,
  // The portal's public origin for the sitemap's URLs, when it is not the origin requests arrive on (behind a proxy).
  sitemapBaseUrl: process.env.SANDBOX_SITEMAP_BASE_URL || undefined,
  // Every request with SANDBOX_LOG=1; otherwise errors only (buildSandbox's default), so a 500 is never silent.
  logger: process.env.SANDBOX_LOG === '1' ? true : undefined,
});
await app.listen({ port, host });
console.log(`Portal and sandbox (${drupal} Drupal) running at http://localhost:${port}/`);

// Closing lets SQLite fold its write-ahead log back into the database file.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
