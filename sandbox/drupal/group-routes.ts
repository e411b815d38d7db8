import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import type { DrupalMode } from './drupal-mode';
import { commentEditingRoutes } from './comment-editing-routes';
import { commentRoutes } from './comment-routes';
import { historyRoutes } from './history-routes';
import { topicEditingRoutes } from './topic-editing-routes';
import { groupMembershipRoutes } from './group-membership-routes';
import { groupViewRoutes } from './group-view-routes';
import { topicFileRoutes } from './topic-file-routes';
import { topicPostingRoutes } from './topic-posting-routes';

export interface GroupRouteOptions {
  db: SandboxDatabase;
  appName: string;
  /** Whether the group's topics come paged (the site) or all at once (a stock Drupal). */
  drupal: DrupalMode;
  /** The folder of topic attachments (uploads.ts), outside every served folder. */
  uploads: string;
}

/**
 * The working groups: views with an argument, join and leave, posting, comments and replies, editing and
 * deleting, the history of reads, attachments.
 */
export const groupRoutes: FastifyPluginAsync<GroupRouteOptions> = async (app, options) => {
  await app.register(groupViewRoutes, options);
  await app.register(groupMembershipRoutes, options);
  await app.register(topicPostingRoutes, options);
  await app.register(commentRoutes, options);
  await app.register(commentEditingRoutes, options);
  await app.register(topicEditingRoutes, options);
  await app.register(historyRoutes, options);
  await app.register(topicFileRoutes, options);
};
