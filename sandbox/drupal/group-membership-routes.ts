import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { addMember, findGroup, removeMember } from './tables/groups';
import { parseEntityId } from '../host/entity-id';
import type { RouteRequirements } from './route-requirements';

/**
 * `{app}-workgroup/join|leave/{id}`: state-changing GETs (the remote system's contract), so the module
 * declares `_user_is_logged_in` and the CSRF header on every method; core would let a GET pass.
 * Whole-number ids above 0 only, existing groups only (404 otherwise). Both are idempotent.
 */
const MEMBERSHIP_CHANGE: RouteRequirements = { userIsLoggedIn: true, csrf: 'header-any-method' };

interface MembershipOptions {
  db: SandboxDatabase;
  appName: string;
}

export const groupMembershipRoutes: FastifyPluginAsync<MembershipOptions> = async (app, { db, appName }) => {
  const changes = {
    join: { apply: addMember, status: 'joined' },
    leave: { apply: removeMember, status: 'left' },
  } as const;
  for (const [action, { apply, status }] of Object.entries(changes)) {
    app.get<{ Params: { id: string } }>(
      `/${appName}-workgroup/${action}/:id`,
      { config: MEMBERSHIP_CHANGE },
      async (request, reply) => {
        const id = parseEntityId(request.params.id);
        const group = id === null ? undefined : findGroup(db, id);
        const uid = request.cmsSession?.uid;
        if (!group || uid === undefined) return reply.code(404).send({ message: 'Page not found.' });
        apply(db, group.id, uid);
        return { status };
      },
    );
  }
};
