import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import { editsOwnDiscussion } from './discussion-access';
import { findNodeById } from './tables/nodes';
import { findTopic, type SandboxTopic } from './tables/topics';
import { drupalNow } from './wire/drupal-time';
import { checkChanged, unreadableChanged, type ChangedCheck } from './wire/entity-changed';
import {
  administers,
  administrativeFieldChecks,
  asBoolean,
  editViolations,
  firstRefusedField,
} from './field-edit-access';
import { changesSomething } from './wire/entity-save';
import { nodeTitleRefusal } from './node-title';
import {
  ENTITY_RESOURCE,
  isTextValue,
  notConverted,
  validationFailed,
  type FieldList,
} from './wire/entity-resource';
import { toTopicEntity } from './wire/topic-entity';
import { textPlaceOf } from './wire/basic-html';

/** Drupal's words (tests/sandbox/recorded/drupal-10.3.7-discussions-and-flood.json, `article` there). */
export const TOPIC_EDIT_REFUSALS = {
  /** NodeAccessControlHandler's reasons when the node is not the user's own (`… own group_topic content`). */
  edit: (type: string) => `The 'edit any ${type} content' permission is required.`,
  delete: (type: string) => `The 'delete any ${type} content' permission is required.`,
  noBundle: 'Could not determine entity type bundle: "type" field is missing.',
  noContent: 'No entity content received.',
  emptyTitle: validationFailed('title: This value should not be null.'),
} as const;

interface NodePatch {
  type?: FieldList;
  title?: FieldList;
  changed?: FieldList;
  body?: FieldList;
  sticky?: FieldList;
  promote?: FieldList;
  uid?: FieldList;
}

type Found = { topic: SandboxTopic } | { type: string } | null;

/** The topic `nid` names, another node's type (the portal's pages and news), or nothing. */
function nodeOf(db: SandboxDatabase, nid: string): Found {
  if (!/^\d{1,10}$/.test(nid)) return null;
  const topic = findTopic(db, Number(nid));
  if (topic) return { topic };
  const node = findNodeById(db, Number(nid));
  return node ? { type: node.type } : null;
}

/**
 * `PATCH|DELETE node/{nid}?_format=json` for topics, as core's EntityResource answers them: an unknown node
 * 404; access first (the author alone, NodeAccessControlHandler's reason otherwise; no member edits another
 * type of node), then the body (its bundle `type`; a `changed` other than the stored one, entity-changed.ts;
 * a title of 1 to 255 characters; a text format the account may use). `changed` moves only when something
 * changes (entity-save.ts).
 */
export const topicEditingRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  app.patch<{ Params: { nid: string }; Body: NodePatch | undefined }>(
    '/node/:nid',
    { config: ENTITY_RESOURCE },
    async (request, reply) => {
      const found = nodeOf(db, request.params.nid);
      if (!found) return reply.code(404).send({ message: notConverted('node', 'PATCH') });
      const mayAdminister = administers(db, request.cmsSession?.uid);
      if (!('topic' in found) || !editsTopic(db, request.cmsSession?.uid, found.topic))
        return reply.code(403).send({ message: TOPIC_EDIT_REFUSALS.edit(typeOf(found)) });
      const { topic } = found;
      const body = request.body;
      if (typeof body !== 'object' || body === null)
        return reply.code(400).send({ message: TOPIC_EDIT_REFUSALS.noContent });
      if (body.type === undefined) return reply.code(422).send({ message: TOPIC_EDIT_REFUSALS.noBundle });
      const unreadable = unreadableChanged(body.changed);
      if (unreadable) return reply.code(422).send({ message: unreadable });
      const refused = refusedField(body, topic, mayAdminister);
      if (refused) return reply.code(refused.status).send({ message: refused.message });
      const title = body.title === undefined ? topic.title : body.title[0]?.value;
      if (!isTextValue(title)) return reply.code(422).send({ message: TOPIC_EDIT_REFUSALS.emptyTitle });
      const tooLong = nodeTitleRefusal(title);
      if (tooLong) return reply.code(422).send({ message: tooLong });
      const invalid = editViolations(db, body, 'body', body.body, mayAdminister);
      if (invalid !== undefined) return reply.code(422).send({ message: invalid });
      const edited = editedTopic(body, topic, title);
      const { sticky, promote, uid } = topic;
      if (changesSomething({ title: topic.title, body: topic.body, sticky, promote, uid }, edited))
        db.prepare(
          `UPDATE group_topics SET title = @title, body = @body, sticky = @sticky, promote = @promote, uid = @uid,
            changed = @changed WHERE nid = @nid`,
        ).run({ ...edited, changed: drupalNow(), nid: topic.nid });
      return toTopicEntity(db, findTopic(db, topic.nid)!, textPlaceOf(request));
    },
  );

  app.delete<{ Params: { nid: string } }>(
    '/node/:nid',
    { config: ENTITY_RESOURCE },
    async (request, reply) => {
      const found = nodeOf(db, request.params.nid);
      if (!found) return reply.code(404).send({ message: notConverted('node', 'DELETE') });
      if (!('topic' in found) || !editsTopic(db, request.cmsSession?.uid, found.topic))
        return reply.code(403).send({ message: TOPIC_EDIT_REFUSALS.delete(typeOf(found)) });
      deleteTopic(db, found.topic.nid);
      return reply.code(204).send();
    },
  );
};

/** What a PATCH leaves stored: the fields it names (the administrator's pin, promotion, author), else the stored. */
function editedTopic(body: NodePatch, topic: SandboxTopic, title: string) {
  const message = body.body?.[0]?.value;
  const flag = (items: FieldList, stored: number) =>
    items === undefined ? stored : Number(asBoolean(items[0]?.value));
  return {
    title,
    body: typeof message === 'string' ? message : topic.body,
    sticky: flag(body.sticky, topic.sticky),
    promote: flag(body.promote, topic.promote),
    uid: body.uid === undefined ? topic.uid : Number(body.uid[0]?.target_id),
  };
}

/** Its author, or the administrator (`bypass node access`, which Drupal's admin role holds). */
const editsTopic = (db: SandboxDatabase, uid: number | undefined, topic: SandboxTopic) =>
  administers(db, uid) || editsOwnDiscussion(db, uid, topic.uid);

/**
 * The first field the body names, in its order, that the account may not change: an administrative one
 * (field-edit-access.ts) with another value than stored, or a `changed` other than the stored one.
 */
function refusedField(body: NodePatch, topic: SandboxTopic, mayAdminister: boolean): ChangedCheck {
  const stored = {
    uid: topic.uid,
    status: true,
    created: topic.created,
    promote: topic.promote === 1,
    sticky: topic.sticky === 1,
  };
  return firstRefusedField(body, {
    ...administrativeFieldChecks('node', stored, mayAdminister),
    changed: (items) => checkChanged(items, topic.changed),
  });
}

const typeOf = (found: { topic: SandboxTopic } | { type: string }) =>
  'topic' in found ? 'group_topic' : found.type;

/** A topic goes with its comments, its files' records and its reads, as core deletes a node's. */
function deleteTopic(db: SandboxDatabase, nid: number): void {
  db.transaction(() => {
    db.prepare(
      'UPDATE topic_comments SET pid = NULL WHERE pid IN (SELECT cid FROM topic_comments WHERE nid = ?)',
    ).run(nid);
    for (const table of ['topic_comments', 'topic_files', 'history', 'group_topics'])
      db.prepare(`DELETE FROM ${table} WHERE nid = ?`).run(nid);
  })();
}
