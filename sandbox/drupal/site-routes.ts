import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { findEditableVar, findMenu } from './tables/site-data';
import { findUserById } from './tables/users';
import { firstValue, type Query } from '../host/query';
import { findPageNode, normalizePath } from './wire/page-node';
import { toPageSession } from './wire/page-session';
import { translateMenu } from './wire/translated-menu';
import { menuLabelsIn } from './tables/translations';
import { DEFAULT_LANGCODE, languagePrefixOf, negotiatedLanguage } from './content-language';

interface SiteOptions {
  db: SandboxDatabase;
  appName: string;
}

/** The portal's custom module (`{app}-json/...`) and its editable variables: no `_format` requirement. */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, { db, appName }) => {
  app.get<{ Querystring: Query }>(`/${appName}-json/get/page`, async (request) => {
    const uri = firstValue(request.query.uri);
    const session = request.cmsSession;
    const user = session ? findUserById(db, session.uid) : undefined;
    // The content language from Drupal core's query parameter, or from the path's prefix (`/de/about-us`).
    const located = languagePrefixOf(normalizePath(uri ?? ''));
    const langcode = negotiatedLanguage(request.query, located.langcode);
    return {
      data: {
        node: uri === undefined ? null : findPageNode(db, located.path, langcode),
        session: toPageSession(user && session ? { user, session } : undefined),
      },
    };
  });

  // The session hooks already refreshed the session; this call exists only for that.
  app.get(`/${appName}-json/get/nothing`, async () => ({ status: 'ok' }));

  app.get<{ Params: { menu: string }; Querystring: Query }>(
    `/${appName}-json/get-menu/:menu`,
    async (request, reply) => {
      const { menu } = request.params;
      const items = findMenu(db, menu);
      if (!items) return reply.code(404).send({ message: `Menu "${menu}" does not exist.` });
      return translateMenu(items, menuLabelsIn(db, menu, negotiatedLanguage(request.query)));
    },
  );

  app.get<{ Params: { name: string } }>('/editablevar/json/:name', async (request, reply) => {
    const value = findEditableVar(db, request.params.name);
    if (value === undefined) {
      return reply.code(404).send({ message: `Variable "${request.params.name}" does not exist.` });
    }
    // The module names the language its texts are in: the site's default (editable variables have no
    // translations), so the portal can mark them inside an interface in another language (decided shape).
    return typeof value === 'object' && value !== null ? { ...value, langcode: DEFAULT_LANGCODE } : value;
  });
};
