import type { SandboxDatabase } from '../../storage/database';
import { THREAD_ORDER } from './comment-threads';
import { nextEntityId } from './id-sequences';

/** A group topic (a node of its own type), with its author's display name and its group's label. */
export interface SandboxTopic {
  nid: number;
  groupId: number;
  groupLabel: string;
  title: string;
  uid: number;
  authorName: string;
  created: string;
  /** Last edited; its `created` until then. */
  changed: string;
  body: string;
  /** Node `sticky` (core's "Sticky at top of lists"): 1 for a pinned topic, else 0. */
  sticky: number;
  /** Node `promote` (core's "Promoted to front page"): 1 when the administrator promoted it, else 0. */
  promote: number;
}

export interface SandboxTopicFile {
  nid: number;
  name: string;
  storedName: string;
  mime: string;
  size: number;
}

export interface SandboxComment {
  cid: number;
  nid: number;
  uid: number;
  authorName: string;
  created: string;
  /** Last edited; its `created` until then. */
  changed: string;
  subject: string;
  body: string;
  /**
   * The body's text format (text-formats.ts); null when its writer named none, which Drupal keeps as none and
   * draws through the fallback format.
   */
  format: string | null;
  /** The comment it replies to; null for a top-level comment. */
  pid: number | null;
  /** Drupal's thread (`01/`, `01.00/`: comment-threads.ts). */
  thread: string;
}

/** A topic's place in its group's list, with its comment statistics and what is new to the reader. */
export interface SandboxTopicListing extends SandboxTopic {
  commentCount: number;
  /**
   * The comment statistics' `last_comment_timestamp`, as core's `CommentStatistics::update` writes it: the latest
   * comment by creation, at its last edit (`changed`); null without one. The in-memory fake reads it so too
   * (tests/infrastructure/group-writing.contract.ts holds the two together).
   */
  lastCommentAt: string | null;
  /** That comment's author (`last_comment_uid`) and their name; null without a comment. */
  lastCommentUid: number | null;
  lastCommentName: string | null;
  /** Views' "New comments" for the reader: changed after their last read (history.ts); 0 for a visitor. */
  newComments: number;
}

/**
 * `t.*` rather than named columns: the site search indexes topics from migrations before topics had an edit
 * time (migration 8), so a missing `changed` reads as never edited.
 */
const TOPIC_SELECT = `SELECT t.*, t.group_id AS groupId, g.label AS groupLabel,
    u.first_name || ' ' || u.last_name AS authorName
  FROM group_topics t JOIN work_groups g ON g.id = t.group_id JOIN users u ON u.uid = t.uid`;

type TopicRow = Omit<SandboxTopic, 'changed'> & { changed?: string | null };

const toTopic = <T extends TopicRow>({ group_id: _, ...row }: T & { group_id?: number }) => ({
  ...row,
  changed: row.changed ?? row.created,
});

export function insertTopic(
  db: SandboxDatabase,
  topic: Omit<SandboxTopic, 'groupLabel' | 'authorName' | 'changed' | 'sticky' | 'promote'>,
): void {
  db.prepare(
    `INSERT INTO group_topics (nid, group_id, title, uid, created, body)
     VALUES (@nid, @groupId, @title, @uid, @created, @body)`,
  ).run(topic);
}

/** Topics are nodes: a new one takes the next nid of every node's, pages and news included, never a removed one's. */
export function nextTopicNid(db: SandboxDatabase): number {
  return nextEntityId(db, 'node');
}

export function findTopic(db: SandboxDatabase, nid: number): SandboxTopic | undefined {
  const row = db.prepare(`${TOPIC_SELECT} WHERE t.nid = ?`).get(nid) as TopicRow | undefined;
  return row && toTopic(row);
}

/**
 * The exposed sorts of the topics view: the node's creation, or the comment statistics' latest comment (a
 * topic without comments counts from its own creation, as core's statistics carry the node's time then).
 */
export interface TopicSort {
  column: 'created' | 'last_comment_timestamp';
  direction: 'ASC' | 'DESC';
}

/** Each sort's SQL over the listing's columns; moments, not text, so that offsets cannot mislead. */
const SORT_EXPRESSIONS: Record<TopicSort['column'], string> = {
  created: 'unixepoch(created)',
  last_comment_timestamp: 'unixepoch(COALESCE(lastCommentAt, created))',
};

export const NEWEST_TOPICS_FIRST: TopicSort = { column: 'created', direction: 'DESC' };

/**
 * Drupal's view sort: pinned (sticky) topics first, then the exposed sort (newest first unless asked
 * otherwise), then the later nid first, which the portal's compareTopics (src/domain/groups/topic-order.ts)
 * follows; tests/sandbox/group-views.test.ts holds the two together.
 */
/** The topics of the groups `groupIds` (one, or several as views' "1+2+3" asks). */
export function topicsOfGroup(
  db: SandboxDatabase,
  groupIds: readonly number[],
  readerUid: number,
  sort: TopicSort = NEWEST_TOPICS_FIRST,
  limit = -1,
  offset = 0,
): SandboxTopicListing[] {
  return db
    .prepare(
      `SELECT * FROM (SELECT x.*, (SELECT COUNT(*) FROM topic_comments c WHERE c.nid = x.nid) AS commentCount,
         (SELECT COALESCE(c.changed, c.created) FROM topic_comments c WHERE c.nid = x.nid
           ORDER BY c.created DESC, c.cid DESC LIMIT 1) AS lastCommentAt,
         (SELECT c.uid FROM topic_comments c WHERE c.nid = x.nid
           ORDER BY c.created DESC, c.cid DESC LIMIT 1) AS lastCommentUid,
         (SELECT u.first_name || ' ' || u.last_name FROM topic_comments c JOIN users u ON u.uid = c.uid
           WHERE c.nid = x.nid ORDER BY c.created DESC, c.cid DESC LIMIT 1) AS lastCommentName,
         CASE WHEN @reader = 0 THEN 0 ELSE (SELECT COUNT(*) FROM topic_comments c WHERE c.nid = x.nid
           AND unixepoch(COALESCE(c.changed, c.created)) > COALESCE(
             (SELECT h.timestamp FROM history h WHERE h.uid = @reader AND h.nid = x.nid), 0)) END AS newComments
       FROM (${TOPIC_SELECT} WHERE t.group_id IN (SELECT value FROM json_each(@groupIds))) x)
       ORDER BY sticky DESC, ${SORT_EXPRESSIONS[sort.column]} ${sort.direction}, nid DESC
       LIMIT @limit OFFSET @offset`,
    )
    .all({ groupIds: JSON.stringify(groupIds), reader: readerUid, limit, offset })
    .map((row) => toTopic(row as SandboxTopicListing));
}

export function countTopicsOfGroup(db: SandboxDatabase, groupIds: readonly number[]): number {
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM group_topics WHERE group_id IN (SELECT value FROM json_each(?))')
    .get(JSON.stringify(groupIds)) as { n: number };
  return n;
}

export function insertTopicFile(db: SandboxDatabase, file: SandboxTopicFile): void {
  db.prepare(
    `INSERT INTO topic_files (nid, name, stored_name, mime, size) VALUES (@nid, @name, @storedName, @mime, @size)`,
  ).run(file);
}

export function filesOfTopic(db: SandboxDatabase, nid: number): SandboxTopicFile[] {
  return db
    .prepare(
      'SELECT nid, name, stored_name AS storedName, mime, size FROM topic_files WHERE nid = ? ORDER BY fid',
    )
    .all(nid) as SandboxTopicFile[];
}

/** A stored file by its server-made name, with the group whose members may download it. */
export function findTopicFile(
  db: SandboxDatabase,
  storedName: string,
): (SandboxTopicFile & { groupId: number }) | undefined {
  return db
    .prepare(
      `SELECT f.nid, f.name, f.stored_name AS storedName, f.mime, f.size, t.group_id AS groupId
       FROM topic_files f JOIN group_topics t ON t.nid = f.nid WHERE f.stored_name = ?`,
    )
    .get(storedName) as (SandboxTopicFile & { groupId: number }) | undefined;
}

/**
 * Stores a comment; `cid` is given by seeds, and is the next never given otherwise. Returns the cid. Its thread is
 * threadComment's (comment-threads.ts), set once the table has threads (migration 8).
 */
export function insertComment(
  db: SandboxDatabase,
  comment: Pick<SandboxComment, 'nid' | 'uid' | 'created' | 'subject' | 'body'> & { cid?: number },
): number {
  const result = db
    .prepare(
      `INSERT INTO topic_comments (cid, nid, uid, created, subject, body) VALUES (@cid, @nid, @uid, @created, @subject, @body)`,
    )
    .run({ ...comment, cid: comment.cid ?? nextEntityId(db, 'comment') });
  return Number(result.lastInsertRowid);
}

/** A comment's text format, kept once the table has formats (migration 14); `basic_html` until set. */
export function setCommentFormat(db: SandboxDatabase, cid: number, format: string | null): void {
  db.prepare('UPDATE topic_comments SET body_format = ? WHERE cid = ?').run(storedFormat(format), cid);
}

/**
 * A format as the column keeps it: none as '', which names no format (their names are machine names), since the
 * column, added NOT NULL by migration 14, takes no NULL. COMMENT_SELECT reads '' back as null.
 */
export const storedFormat = (format: string | null): string => format ?? '';

const COMMENT_SELECT = `SELECT c.cid, c.nid, c.uid, c.created, COALESCE(c.changed, c.created) AS changed,
    c.subject, c.body, NULLIF(c.body_format, '') AS format, c.pid, c.thread,
    u.first_name || ' ' || u.last_name AS authorName
  FROM topic_comments c JOIN users u ON u.uid = c.uid`;

export function commentsOfTopic(db: SandboxDatabase, nid: number): SandboxComment[] {
  return db
    .prepare(`${COMMENT_SELECT} WHERE c.nid = ? ORDER BY ${THREAD_ORDER}, c.cid`)
    .all(nid) as SandboxComment[];
}

export function findComment(db: SandboxDatabase, cid: number): SandboxComment | undefined {
  return db.prepare(`${COMMENT_SELECT} WHERE c.cid = ?`).get(cid) as SandboxComment | undefined;
}
