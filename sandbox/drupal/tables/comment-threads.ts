import type { SandboxDatabase } from '../../storage/database';

/**
 * Drupal's comment `thread` (core's Comment::preSave): a top-level comment takes the next number after the
 * topic's greatest thread (`01/`, `02/`…), a reply the next under its parent's (`02.00/`, `02.01/`…), each
 * number a "vancode" (its base-36 digits led by their count less one), so that the text order is the
 * thread order.
 */

export function int2vancode(value: number): string {
  const digits = value.toString(36);
  return `${String.fromCharCode('0'.charCodeAt(0) + digits.length - 1)}${digits}`;
}

export const vancode2int = (code: string): number => parseInt(code.slice(1), 36);

/** Core's sort key of threads (`torder`): the thread without its closing slash, compared as text. */
export const THREAD_ORDER = 'SUBSTR(c.thread, 1, LENGTH(c.thread) - 1)';

/**
 * The thread of a new comment on topic `nid`; `parentThread` is its parent's thread for a reply (which core
 * takes as it is, even from another topic's comment).
 */
export function nextThread(db: SandboxDatabase, nid: number, parentThread: string | null): string {
  if (parentThread === null) {
    const { max } = db.prepare('SELECT MAX(thread) AS max FROM topic_comments WHERE nid = ?').get(nid) as {
      max: string | null;
    };
    const first = max === null ? 0 : vancode2int(max.replace(/\/$/, '').split('.')[0]!);
    return `${int2vancode(first + 1)}/`;
  }
  const prefix = parentThread.replace(/\/$/, '');
  const { max } = db
    .prepare('SELECT MAX(thread) AS max FROM topic_comments WHERE nid = ? AND thread LIKE ?')
    .get(nid, `${prefix}.%`) as { max: string | null };
  if (max === null) return `${prefix}.${int2vancode(0)}/`;
  const depth = prefix.split('.').length;
  const last = vancode2int(max.replace(/\/$/, '').split('.')[depth]!);
  return `${prefix}.${int2vancode(last + 1)}/`;
}

/** Places comment `cid` in its topic's thread, under `pid` when it is a reply. */
export function threadComment(db: SandboxDatabase, cid: number, pid: number | null): void {
  const { nid } = db.prepare('SELECT nid FROM topic_comments WHERE cid = ?').get(cid) as { nid: number };
  const parent =
    pid === null
      ? undefined
      : (db.prepare('SELECT thread FROM topic_comments WHERE cid = ?').get(pid) as
          { thread: string | null } | undefined);
  const thread = nextThread(db, nid, parent?.thread ?? null);
  db.prepare('UPDATE topic_comments SET pid = ?, thread = ? WHERE cid = ?').run(
    parent ? pid : null,
    thread,
    cid,
  );
}

/**
 * Deletes comment `cid` and every reply under it, as core's Comment::postDelete deletes a comment's children
 * (CommentStorage::getChildCids, by `pid`, each child's own children in turn). The topic's statistics are read
 * from the remaining comments, so they fall back to the previous one as core's CommentStatistics::update does.
 */
export function deleteCommentWithReplies(db: SandboxDatabase, cid: number): void {
  db.prepare(
    `WITH RECURSIVE thread(cid) AS (SELECT ? UNION SELECT c.cid FROM topic_comments c JOIN thread t ON c.pid = t.cid)
     DELETE FROM topic_comments WHERE cid IN (SELECT cid FROM thread)`,
  ).run(cid);
}
