import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { addMember, findGroup, removeMember } from './tables/groups';
import { parseEntityId } from '../host/entity-id';
import type { RouteRequirements } from './route-requirements';
import { isAssociationMember } from './discussion-access';

/**
 * `{app}-workgroup/join|leave/{id}`: state-changing GETs (the remote system's contract), so the module
 * declares `_user_is_logged_in` and the CSRF header on every method; core would let a GET pass.
 * Whole-number ids above 0 only, existing groups only (404 otherwise); a join by members of the association
 * only (403 otherwise). Both are idempotent.
 */
const MEMBERSHIP_CHANGE: RouteRequirements = { userIsLoggedIn: true, csrf: 'header-any-method' };

interface MembershipOptions {
  db: SandboxDatabase;
  appName: string;
}

/** The module's refusal of a join by someone who is not a member of the association (403). */
export const JOIN_REFUSALS = {
  notAssociationMember: 'Only members of the association can join a working group.',
} as const;

export const groupMembershipRoutes: FastifyPluginAsync<MembershipOptions> = async (app, { db, appName }) => {
  // Joining needs membership of the association (discussion-access.ts); leaving never does.
  const changes = {
    join: { apply: addMember, status: 'joined', forMembersOnly: true },
    leave: { apply: removeMember, status: 'left', forMembersOnly: false },
  } as const;
  for (const [action, { apply, status, forMembersOnly }] of Object.entries(changes)) {
    app.get<{ Params: { id: string } }>(
      `/${appName}-workgroup/${action}/:id`,
      { config: MEMBERSHIP_CHANGE },
      async (request, reply) => {
        const id = parseEntityId(request.params.id);
        const group = id === null ? undefined : findGroup(db, id);
        const uid = request.cmsSession?.uid;
        if (!group || uid === undefined) return reply.code(404).send({ message: 'Page not found.' });
        if (forMembersOnly && !isAssociationMember(db, uid))
          return reply.code(403).send({ message: JOIN_REFUSALS.notAssociationMember });
        apply(db, group.id, uid);
        return { status };
      },
    );
  }
};
