import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { findUserById } from './tables/users';
import type { RouteRequirements } from './route-requirements';
import { toUserEntity } from './wire/user-entity';

/**
 * The REST resource `entity:user`, GET only: `_format: json`, and the CSRF header a REST resource declares
 * (core's check lets a GET through). A user may read their own record, an administrator anyone's: the
 * association's site does not give 'access user profiles' to its members, whose names and addresses are
 * personal data; Drupal refuses another's record in the same words as a visitor's. Without
 * `?_format=json` a real site would show its HTML profile page; the sandbox has none, and answers 406.
 */
export const userRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  const config: RouteRequirements = { requestFormat: 'json', csrf: 'header' };
  app.get<{ Params: { uid: string } }>('/user/:uid', { config }, async (request, reply) => {
    const uid = Number(request.params.uid);
    const user = Number.isInteger(uid) ? findUserById(db, uid) : undefined;
    if (!user) {
      return reply.code(404).send({
        message:
          'The "user" parameter was not converted for the path "/user/{user}" (route name: "rest.entity.user.GET")',
      });
    }
    const viewer = request.cmsSession ? findUserById(db, request.cmsSession.uid) : undefined;
    const mayView = viewer !== undefined && (viewer.uid === uid || viewer.roles.includes('administrator'));
    if (!mayView) {
      return reply.code(403).send({ message: "The 'access user profiles' permission is required." });
    }
    return toUserEntity(user);
  });
};
