import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import { cmsCommentRoutes } from './cms-comments';
import { cmsGroupMembershipRoutes } from './cms-group-membership';
import { cmsGroupViewRoutes } from './cms-group-views';
import { cmsTopicFileRoutes } from './cms-topic-files';
import { cmsTopicPostingRoutes } from './cms-topic-posting';

export interface GroupRouteOptions {
  db: SandboxDatabase;
  appName: string;
  /** The folder of topic attachments (uploads.ts), outside every served folder. */
  uploads: string;
}

/** The working groups: views with an argument, join and leave, posting, comments, attachments. */
export const cmsGroupRoutes: FastifyPluginAsync<GroupRouteOptions> = async (app, options) => {
  await app.register(cmsGroupViewRoutes, options);
  await app.register(cmsGroupMembershipRoutes, options);
  await app.register(cmsTopicPostingRoutes, options);
  await app.register(cmsCommentRoutes, options);
  await app.register(cmsTopicFileRoutes, options);
};
