import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { firstValue, type Query } from '../host/query';
import { drupalHtmlPage } from './wire/drupal-html-page';
import { permalinkComments } from './comment-pages';
import type { SandboxDatabase } from '../storage/database';
import { COMMENT_REFUSALS } from './comment-routes';
import { editsOwnDiscussion, readsDiscussions } from './discussion-access';
import { deleteCommentWithReplies } from './tables/comment-threads';
import { findComment, findTopic, storedFormat, type SandboxComment } from './tables/topics';
import { toCommentEntity } from './wire/comment-entity';
import { drupalNow } from './wire/drupal-time';
import { checkChanged, unreadableChanged, type ChangedCheck } from './wire/entity-changed';
import {
  administers,
  administrativeFieldChecks,
  editViolations,
  firstRefusedField,
  readOnlyRefusal,
} from './field-edit-access';
import { changesSomething } from './wire/entity-save';
import { textFormatOf } from './text-formats';
import { ENTITY_RESOURCE, isTextValue, notConverted, type FieldList } from './wire/entity-resource';
import { textPlaceOf, type TextPlace } from './wire/basic-html';

/** Drupal's words (tests/sandbox/recorded/drupal-10.3.7-discussions-and-flood.json). */
export const COMMENT_EDIT_REFUSALS = {
  /**
   * CommentAccessControlHandler's reason for `view`, set whenever it refuses: also when the comment's topic
   * is what the reader may not see (its access joins the host entity's).
   */
  view: "The 'access comments' permission is required and the comment must be published.",
  /** CommentAccessControlHandler's reason for `update`: the author's own published comment only. */
  notOwn:
    "The 'edit own comments' permission is required, the user must be the comment author, and the comment must be published.",
  /** Deleting needs 'administer comments', which only the administrator holds; core gives no reason. */
  delete: '',
} as const;

interface CommentPatch {
  comment_type?: FieldList;
  entity_id?: FieldList;
  pid?: FieldList;
  field_name?: FieldList;
  entity_type?: FieldList;
  uid?: FieldList;
  changed?: FieldList;
  subject?: FieldList;
  comment_body?: FieldList;
}

/**
 * Core's comment permalink (CommentController::commentPermalink): the topic's page drawn under the comment's
 * address at the comment's page of comments (comment-pages.ts), no redirect; Drupal's HTML error pages for a
 * comment that does not exist or may not be read.
 */
function permalinkPage(
  reply: FastifyReply,
  db: SandboxDatabase,
  comment: SandboxComment | undefined,
  readable: boolean,
  place: TextPlace,
) {
  const topic = comment && findTopic(db, comment.nid);
  if (!comment || !topic) return drupalHtmlPage(reply, 404);
  if (!readable) return drupalHtmlPage(reply, 403);
  return drupalHtmlPage(reply, 200, topic.title, permalinkComments(db, comment, place));
}

const commentOf = (db: SandboxDatabase, cid: string) =>
  /^\d{1,10}$/.test(cid) ? findComment(db, Number(cid)) : undefined;

/**
 * The first field the body names, in the body's order, with another value than the comment's: one only an
 * administrator may change (field-edit-access.ts), its topic, its parent, its host field or host type (core's
 * create-only fields: nobody changes them once the comment exists, the administrator neither), or `changed` when another save came between the
 * member's read and this one (entity-changed.ts). Its answer, or nothing.
 */
function refusedField(body: CommentPatch, comment: SandboxComment, mayAdminister: boolean): ChangedCheck {
  const stored = { uid: comment.uid, status: true, created: comment.created };
  return firstRefusedField(body, {
    ...administrativeFieldChecks('comment', stored, mayAdminister),
    entity_id: (items) =>
      Number(items?.[0]?.target_id) === comment.nid ? undefined : readOnlyRefusal('entity_id'),
    pid: (items) => (parentOf(items) === comment.pid ? undefined : readOnlyRefusal('pid')),
    // Every comment of the site hangs on a node's `comment` field (wire/comment-entity.ts).
    field_name: (items) => (items?.[0]?.value === 'comment' ? undefined : readOnlyRefusal('field_name')),
    entity_type: (items) => (items?.[0]?.value === 'node' ? undefined : readOnlyRefusal('entity_type')),
    changed: (items) => checkChanged(items, comment.changed),
  });
}

/** The parent a body's `pid` names: none for an empty list or item. */
function parentOf(items: FieldList): number | null {
  const target = items?.[0]?.target_id;
  return target === undefined || target === null ? null : Number(target);
}

/**
 * What a PATCH that passed the access checks leaves stored: the fields it names (the administrator's `uid`
 * too), the stored ones otherwise; or core's 422 for a body, an author or a text format it may not have.
 */
function editedComment(
  db: SandboxDatabase,
  body: CommentPatch,
  comment: SandboxComment,
  mayAdminister: boolean,
) {
  const html = body.comment_body === undefined ? comment.body : body.comment_body[0]?.value;
  if (!isTextValue(html)) return { refusal: COMMENT_REFUSALS.emptyBody };
  const invalid = editViolations(db, body, 'comment_body', body.comment_body, mayAdminister);
  if (invalid !== undefined) return { refusal: invalid };
  const subject = body.subject === undefined ? comment.subject : body.subject[0]?.value;
  return {
    edited: {
      body: html,
      subject: typeof subject === 'string' ? subject : '',
      uid: body.uid === undefined ? comment.uid : Number(body.uid[0]?.target_id),
      format: textFormatOf(body.comment_body, comment.format),
    },
  };
}

/**
 * `GET|PATCH|DELETE comment/{cid}?_format=json` as core's EntityResource answers them: an unknown comment
 * 404; access first (to read: a reader of its topic's discussions; to change: the author's own published comment, `edit own comments`, which the association's
 * members hold, or any comment for the administrator; deleting is the administrator's alone, a comment with
 * its replies), then the body (its bundle, the fields a member may not change, a `changed` other than the
 * stored one, a text in a format the account may use). `changed` moves only when something changes
 * (entity-save.ts).
 */
export const commentEditingRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  app.get<{ Params: { cid: string }; Querystring: Query }>(
    '/comment/:cid',
    { config: { ...ENTITY_RESOURCE, htmlToo: true } },
    async (request, reply) => {
      const comment = commentOf(db, request.params.cid);
      const readable = readsDiscussions(db, request.cmsSession?.uid);
      if (firstValue(request.query._format) !== 'json')
        return permalinkPage(reply, db, comment, readable, textPlaceOf(request));
      if (!comment) return reply.code(404).send({ message: notConverted('comment', 'GET') });
      if (!readable) return reply.code(403).send({ message: COMMENT_EDIT_REFUSALS.view });
      return toCommentEntity(comment, textPlaceOf(request));
    },
  );

  app.patch<{ Params: { cid: string }; Body: CommentPatch | undefined }>(
    '/comment/:cid',
    { config: ENTITY_RESOURCE },
    async (request, reply) => {
      const comment = commentOf(db, request.params.cid);
      if (!comment) return reply.code(404).send({ message: notConverted('comment', 'PATCH') });
      const uid = request.cmsSession?.uid;
      const mayAdminister = administers(db, uid);
      if (!mayAdminister && !editsOwnDiscussion(db, uid, comment.uid))
        return reply.code(403).send({ message: COMMENT_EDIT_REFUSALS.notOwn });
      const body = request.body;
      if (typeof body !== 'object' || body === null)
        return reply.code(400).send({ message: COMMENT_REFUSALS.noContent });
      if (body.comment_type === undefined)
        return reply.code(422).send({ message: COMMENT_REFUSALS.noBundle });
      const unreadable = unreadableChanged(body.changed);
      if (unreadable) return reply.code(422).send({ message: unreadable });
      const field = refusedField(body, comment, mayAdminister);
      if (field) return reply.code(field.status).send({ message: field.message });
      const { refusal, edited } = editedComment(db, body, comment, mayAdminister);
      if (refusal !== undefined) return reply.code(422).send({ message: refusal });
      const stored = {
        body: comment.body,
        subject: comment.subject,
        uid: comment.uid,
        format: comment.format,
      };
      if (changesSomething(stored, edited))
        db.prepare(
          `UPDATE topic_comments SET body = @body, subject = @subject, uid = @uid, body_format = @format,
             changed = @changed WHERE cid = @cid`,
        ).run({ ...edited, format: storedFormat(edited.format), changed: drupalNow(), cid: comment.cid });
      return toCommentEntity(findComment(db, comment.cid)!, textPlaceOf(request));
    },
  );

  app.delete<{ Params: { cid: string } }>(
    '/comment/:cid',
    { config: ENTITY_RESOURCE },
    async (request, reply) => {
      const comment = commentOf(db, request.params.cid);
      if (!comment) return reply.code(404).send({ message: notConverted('comment', 'DELETE') });
      if (!administers(db, request.cmsSession?.uid))
        return reply.code(403).send({ message: COMMENT_EDIT_REFUSALS.delete });
      deleteCommentWithReplies(db, comment.cid);
      return reply.code(204).send();
    },
  );
};
