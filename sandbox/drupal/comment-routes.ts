import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { isGroupMember } from './tables/groups';
import { findComment, findTopic, insertComment, setCommentFormat } from './tables/topics';
import type { RouteRequirements } from './route-requirements';
import { isAssociationMember } from './discussion-access';
import { threadComment } from './tables/comment-threads';
import { toCommentEntity } from './wire/comment-entity';
import { PREFIXES } from '../host/prefixes';
import { requestOrigin } from './sitemap-routes';
import { drupalNow } from './wire/drupal-time';
import { isTextValue, validationFailed, type FieldList } from './wire/entity-resource';
import { textPlaceOf } from './wire/basic-html';
import { administers } from './field-edit-access';
import { formatViolation, textFormatOf } from './text-formats';

/** Core's REST resource `entity:comment`, POST: json only, the CSRF header (cookie authentication). */
const COMMENT_RESOURCE: RouteRequirements = { requestFormat: 'json', csrf: 'header' };

const BODY_VIOLATION = 'comment_body: This value should not be null.';

export const COMMENT_REFUSALS = {
  noContent: 'No entity content received.',
  /** Drupal reads the bundle before anything else of the body: a body without it cannot become a comment. */
  noBundle: 'Could not determine entity type bundle: "comment_type" field is missing.',
  /**
   * CommentAccessControlHandler::checkCreateAccess: `post comments`, which the association's members hold and
   * nobody else, anonymous visitors (an ended session too) included.
   */
  notPermitted: "The 'post comments' permission is required.",
  /** The group's refusal of a member of the association outside the topic's group: core's words without a reason. */
  forbidden: 'You are not authorized to create this comment entity of bundle comment.',
  emptyBody: validationFailed(BODY_VIOLATION),
  noTarget: (nid: unknown) =>
    validationFailed(`entity_id.0.target_id: The referenced entity (node: ${String(nid)}) does not exist.`),
  /**
   * The ValidReference constraint on `pid` (a base field listed before the body, so its line comes first, and
   * the body's after it when that is empty too).
   */
  noParent: (cid: unknown, bodyViolation?: string) =>
    validationFailed(
      `pid.0.target_id: The referenced entity (comment: ${String(cid)}) does not exist.`,
      ...(bodyViolation === undefined ? [] : [bodyViolation]),
    ),
} as const;

interface CommentBody {
  comment_type?: FieldList;
  entity_id?: FieldList;
  subject?: FieldList;
  comment_body?: FieldList;
  pid?: FieldList;
}

/**
 * `POST comment?_format=json` with the portal's body (a reply names its parent as `pid`). The group module's access: members of the association
 * (discussion-access.ts) who are members of the topic's group only; others get 403 (core's permission words for
 * whoever is no member of the association, anonymous visitors included; the group's for the others). Then validation
 * (422): an existing topic, a body in a text format the account may use.
 */
export const commentRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  app.post<{ Body: CommentBody | undefined }>(
    '/comment',
    { config: COMMENT_RESOURCE },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null)
        return reply.code(400).send({ message: COMMENT_REFUSALS.noContent });
      if (body.comment_type === undefined)
        return reply.code(422).send({ message: COMMENT_REFUSALS.noBundle });
      const uid = request.cmsSession?.uid;
      if (!isAssociationMember(db, uid))
        return reply.code(403).send({ message: COMMENT_REFUSALS.notPermitted });
      const targetId = body.entity_id?.[0]?.target_id;
      const topic = findTopic(db, Number(targetId));
      if (!topic) return reply.code(422).send({ message: COMMENT_REFUSALS.noTarget(targetId) });
      if (!isGroupMember(db, topic.groupId, uid))
        return reply.code(403).send({ message: COMMENT_REFUSALS.forbidden });
      const html = body.comment_body?.[0]?.value;
      const text = isTextValue(html) ? html : null;
      const bodyViolation =
        text === null
          ? BODY_VIOLATION
          : formatViolation('comment_body', body.comment_body, administers(db, uid));
      const parentId = body.pid?.[0]?.target_id;
      const parent = parentId === undefined ? undefined : findComment(db, Number(parentId));
      if (parentId !== undefined && !parent)
        return reply.code(422).send({ message: COMMENT_REFUSALS.noParent(parentId, bodyViolation) });
      if (text === null || bodyViolation !== undefined)
        return reply.code(422).send({ message: validationFailed(bodyViolation ?? BODY_VIOLATION) });
      const subject = body.subject?.[0]?.value;
      const cid = insertComment(db, {
        nid: topic.nid,
        uid,
        created: drupalNow(),
        subject: typeof subject === 'string' ? subject : '',
        body: text,
      });
      // Core takes the parent as named, even one on another topic (the recording's step 5): its thread then
      // starts under that parent's number. A parent that does not exist fails its reference's validation.
      threadComment(db, cid, parent?.cid ?? null);
      setCommentFormat(db, cid, textFormatOf(body.comment_body));
      // EntityResource::post names the new entity's canonical address, absolute, as Drupal's root sees it.
      return reply
        .code(201)
        .header('location', `${requestOrigin(request)}${PREFIXES.cms}/comment/${cid}`)
        .send(toCommentEntity(findComment(db, cid)!, textPlaceOf(request)));
    },
  );
};
