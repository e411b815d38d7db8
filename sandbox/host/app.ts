import { rmSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAnswerCompression } from './compress-answers';
import { readProxyAddresses, registerClientAddress, REVERSE_PROXY_ADDRESSES_ENV } from './client-address';
import { openSandboxDatabase } from '../storage/database';
import type { DrupalMode } from '../drupal/drupal-mode';
import { acceptLenientJson } from './json-body';
import { PREFIXES } from './prefixes';
import { drupalRoutes } from '../drupal/drupal-routes';
import { controlRoutes } from './control-routes';
import { membershipRoutes } from '../sewobe/membership-routes';
import { proposalRoutes } from '../proposals/proposal-routes';
import { registerCrawlerRoutes } from './crawler-routes';
import { registerFeedRoutes } from './feed-routes';
import { registerFieldDataRoute } from './field-data-route';
import { registerSinglePageApp } from './single-page-app';
import { registerSecurityHeaders } from './security-headers';
import { answerErrorsAs } from './server-errors';
import { uploadFolderFor, writeSeedUploads } from '../drupal/uploads';

export interface SandboxOptions {
  /** The SQLite file; created and seeded when new, reused as it is otherwise. */
  dbFile: string;
  /** The built single-page app (usually `dist`); without it the fallback explains how to build. */
  staticDir?: string;
  /** The `{app}` path segment of the content system's custom module. */
  appName?: string;
  /** Which Drupal the content system plays (see drupal-mode.ts); the association's site by default. */
  drupal?: DrupalMode;
  /**
   * The base URL of the content system's sitemap (simple_sitemap's `base_url`): the portal's public origin, which
   * a Drupal behind a proxy cannot know. Unset, each request's own origin, which is the portal's when the sandbox
   * serves it.
   */
  sitemapBaseUrl?: string;
  /** Fastify's logger; by default errors only, so every 500 is logged with its cause (server-errors.ts). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Origins the app may also call, beyond those of the served config.json (see security-headers.ts): browser
   * tests point the app at this sandbox's membership system under another host name, as a deployment whose
   * config.json names SEWOBE's own origin would.
   */
  extraConnectSources?: readonly string[];
  /**
   * Mounts the test controls under /__sandbox/, answering only requests that carry this secret (see
   * control-secret.ts). Only test runs set it; `npm start` never does, so there the controls do not exist.
   */
  controlSecret?: string;
  /**
   * Drupal's `reverse_proxy_addresses` (with `reverse_proxy` on): the proxies whose `X-Forwarded-For` tells
   * the client's address, which the login flood limits count against (client-address.ts). Unset, those of
   * SANDBOX_REVERSE_PROXY_ADDRESSES (comma-separated), else none: the connection's address is the client's.
   */
  reverseProxyAddresses?: readonly string[];
  /**
   * Drupal's `user.flood` `uid_only`: on, an account's failed logins count from every address and block it
   * everywhere; off (Drupal's default, and so here), per account and address (login-flood.ts).
   */
  drupalFloodUidOnly?: boolean;
}

/**
 * The local stand-in for the content system (under /cms/), the membership system (under
 * /membership/), the proposal system (under /proposals/), the test controls (under /__sandbox/, with
 * `controlSecret` only) and the single-page app. Does not listen.
 */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const db = await openSandboxDatabase(options.dbFile);
  const uploads = uploadFolderFor(options.dbFile);
  writeSeedUploads(uploads);
  const app = Fastify({ logger: options.logger ?? { level: 'error' } });
  app.addHook('onClose', async () => {
    db.close();
    // A database in memory had a throwaway upload folder; a file's folder stays with the file.
    if (options.dbFile === ':memory:') rmSync(uploads, { recursive: true, force: true });
  });

  try {
    answerErrorsAs(app, (message) => ({ message }));
    registerClientAddress(
      app,
      options.reverseProxyAddresses ?? readProxyAddresses(process.env[REVERSE_PROXY_ADDRESSES_ENV]),
    );
    registerSecurityHeaders(app, options.staticDir, options.extraConnectSources);
    registerAnswerCompression(app);
    acceptLenientJson(app);
    await app.register(fastifyCookie);
    await app.register(drupalRoutes, {
      prefix: PREFIXES.cms,
      db,
      appName: options.appName ?? 'necs',
      drupal: options.drupal ?? 'site',
      uploads,
      sitemapBaseUrl: options.sitemapBaseUrl,
      floodUidOnly: options.drupalFloodUidOnly ?? false,
    });
    await app.register(membershipRoutes, { prefix: `${PREFIXES.membership}/zugang/api`, db });
    await app.register(proposalRoutes, { prefix: PREFIXES.proposals, db });
    if (options.controlSecret)
      await app.register(controlRoutes, { prefix: PREFIXES.control, db, secret: options.controlSecret });
    registerCrawlerRoutes(app, {
      staticDir: options.staticDir,
      drupal: options.drupal ?? 'site',
      sitemapBaseUrl: options.sitemapBaseUrl,
    });
    registerFeedRoutes(app, options.staticDir);
    registerFieldDataRoute(app);
    await registerSinglePageApp(app, options.staticDir);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
