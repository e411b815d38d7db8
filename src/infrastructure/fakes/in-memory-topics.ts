import type { CommentStatistics } from '@/domain/groups/comment-arrivals';
import type { EditOutcome, NewerComment, NewerTopic, TopicEdit } from '@/application/groups/group-gateway';
import type { GroupDetails, Topic, TopicComment, TopicSummary } from '@/domain/groups/group';
import { momentOf } from '@/domain/shared/moment';
import type { InMemoryReadingHistory } from './in-memory-reading-history';
import { refused, TOPIC_REFUSALS } from './topic-refusals';

/** What the topics ask of the gateway that holds them: who is logged in, and in which groups. */
export interface TopicAccess {
  /** The logged-in uid when they are a member of the association; 403 `refusal` otherwise. */
  associationMember(refusal?: string): number;
  /** The group, when the logged-in user is in it; 403 `refusal` otherwise. */
  memberGroup(groupId: number, refusal?: string): GroupDetails;
  nameOf(uid: number): string;
  /** Whether the logged-in user may moderate (`administer comments`, `administer nodes`). */
  moderates(): boolean;
}

const nowIso = () => new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
/** Drupal keeps `changed` to the second: two texts of one moment are one version. */
const sameVersion = (stored: string, sent: string) =>
  Math.floor(momentOf(stored) / 1000) === Math.floor(momentOf(sent) / 1000);

/**
 * The comment statistics' last comment, as core's `CommentStatistics::update` keeps it: the latest comment by
 * creation (of two created in one moment, the later id), at its last edit (`changed`: `last_comment_timestamp`),
 * with its author (`last_comment_name`), so an edit of the latest comment is activity and an edit of an earlier
 * one is not. Null without a comment. The sandbox's SQL reads it so too (sandbox/drupal/tables/topics.ts); the
 * group-writing contract holds the two together with an edited comment.
 */
function lastCommentOf(comments: readonly TopicComment[]): TopicComment | null {
  const isLater = (a: TopicComment, b: TopicComment) =>
    (momentOf(a.created) - momentOf(b.created) || a.id - b.id) > 0;
  return comments.reduce<TopicComment | null>(
    (last, comment) => (last && isLater(last, comment) ? last : comment),
    null,
  );
}

/**
 * Drupal's thread order (core's flat-with-indent display): top-level comments as posted, each followed by its
 * replies, depth first. A reply whose parent is not among them stands at the top level.
 */
export function threadOrder(comments: readonly TopicComment[]): TopicComment[] {
  const ids = new Set(comments.map(({ id }) => id));
  const repliesTo = (parent: number | null) =>
    comments
      .filter(({ parentId }) => (parentId !== null && ids.has(parentId) ? parentId : null) === parent)
      .sort((a, b) => a.id - b.id);
  const walk = (parent: number | null): TopicComment[] =>
    repliesTo(parent).flatMap((comment) => [comment, ...walk(comment.id)]);
  return walk(null);
}

/** A topic as the fake keeps it: whether it is pinned is kept apart, by nid (`pinned`), for list and page alike. */
export type StoredTopic = Omit<Topic, 'sticky'>;

/**
 * The topics of the in-memory groups and their comments: members of a topic's group comment and reply; the
 * author alone edits a comment or a topic and deletes a topic (403 in Drupal's words otherwise); a moderator
 * alone removes a comment (with its replies) and pins a topic. "New" comments are those changed after the reader's last read (`history`).
 */
export class InMemoryTopics {
  private readonly pinned: Set<number>;

  constructor(
    private readonly topics: StoredTopic[],
    private readonly access: TopicAccess,
    private readonly history: InMemoryReadingHistory | undefined,
    pinned: readonly number[] = [],
  ) {
    this.pinned = new Set(pinned);
  }

  summaries(groupId: number, readerUid: number): TopicSummary[] {
    return this.topics
      .filter((topic) => topic.groupId === groupId)
      .map(({ nid, title, created, authorName, authorUid, comments }) => {
        const last = lastCommentOf(comments);
        return {
          nid,
          title,
          created,
          authorName,
          commentCount: comments.length,
          authorUid,
          lastCommentAt: last?.changed ?? null,
          lastCommentAuthor: last?.authorName ?? null,
          newComments: this.newCommentsOf(readerUid, nid, comments),
          sticky: this.pinned.has(nid),
        };
      });
  }

  find(nid: number): Topic | null {
    const topic = this.topics.find((candidate) => candidate.nid === nid);
    return topic ? { ...topic, comments: threadOrder(topic.comments), sticky: this.pinned.has(nid) } : null;
  }

  /** The comment statistics core keeps for the topic (the node's own time without a comment), or null. */
  statisticsOf(nid: number): CommentStatistics | null {
    const topic = this.topics.find((candidate) => candidate.nid === nid);
    if (!topic) return null;
    const last = lastCommentOf(topic.comments);
    return { count: topic.comments.length, lastCommentAt: last?.changed ?? topic.created };
  }

  add(topic: StoredTopic): void {
    this.topics.push(topic);
  }

  nextNid(): number {
    return Math.max(899, ...this.topics.map((topic) => topic.nid)) + 1;
  }

  comment(topicNid: number, html: string, replyTo?: number): void {
    const uid = this.access.associationMember(TOPIC_REFUSALS.commentNotPermitted);
    const topic = this.topics.find((candidate) => candidate.nid === topicNid);
    if (!topic) throw refused(422, TOPIC_REFUSALS.noTopic(topicNid));
    this.access.memberGroup(topic.groupId, TOPIC_REFUSALS.commentForbidden);
    const parentExists = this.topics.some((t) => t.comments.some(({ id }) => id === replyTo));
    if (replyTo !== undefined && !parentExists) throw refused(422, TOPIC_REFUSALS.noParent(replyTo));
    if (html.trim() === '') throw refused(422, TOPIC_REFUSALS.emptyComment);
    const id = Math.max(0, ...this.topics.flatMap((t) => t.comments.map((comment) => comment.id))) + 1;
    const created = nowIso();
    const comment: TopicComment = {
      id,
      authorName: this.access.nameOf(uid),
      authorUid: uid,
      created,
      changed: created,
      parentId: replyTo ?? null,
      bodyHtml: html,
    };
    this.replace({ ...topic, comments: [...topic.comments, comment] });
  }

  /** Saved when `changed` is the stored version (to the second, as Drupal compares); the newer one otherwise. */
  /** The topic comment `cid` is on, or null. */
  placeOf(cid: number): { cid: number; nid: number } | null {
    const topic = this.topics.find((candidate) => candidate.comments.some(({ id }) => id === cid));
    return topic ? { cid, nid: topic.nid } : null;
  }

  editComment(cid: number, html: string, changed: string): EditOutcome<NewerComment> {
    const topic = this.topics.find((candidate) => candidate.comments.some(({ id }) => id === cid));
    if (!topic) throw refused(404, notConverted('comment', 'PATCH'));
    const uid = this.access.associationMember(TOPIC_REFUSALS.editComment);
    const comment = topic.comments.find(({ id }) => id === cid)!;
    if (comment.authorUid !== uid) throw refused(403, TOPIC_REFUSALS.editComment);
    if (!sameVersion(comment.changed, changed))
      return { saved: false, newer: { html: comment.bodyHtml, changed: comment.changed } };
    if (html.trim() === '') throw refused(422, TOPIC_REFUSALS.emptyComment);
    // Core moves `changed` only when the save changes something (sandbox/drupal/wire/entity-save.ts).
    const edited = html === comment.bodyHtml ? comment : { ...comment, bodyHtml: html, changed: nowIso() };
    this.replace({ ...topic, comments: topic.comments.map((c) => (c.id === cid ? edited : c)) });
    return { saved: true };
  }

  editTopic(nid: number, { title, message }: TopicEdit, changed: string): EditOutcome<NewerTopic> {
    const topic = this.ownTopic(nid, 'PATCH', TOPIC_REFUSALS.editTopic);
    if (!sameVersion(topic.changed, changed))
      return {
        saved: false,
        newer: { title: topic.title, messageHtml: topic.messageHtml, changed: topic.changed },
      };
    if (title.trim() === '') throw refused(422, TOPIC_REFUSALS.emptyTitle);
    if ([...title].length > 255) throw refused(422, TOPIC_REFUSALS.longTitle);
    if (title !== topic.title || message !== topic.messageHtml)
      this.replace({ ...topic, title, messageHtml: message, changed: nowIso() });
    return { saved: true };
  }

  deleteTopic(nid: number): void {
    this.ownTopic(nid, 'DELETE', TOPIC_REFUSALS.deleteTopic);
    this.topics.splice(
      this.topics.findIndex((t) => t.nid === nid),
      1,
    );
  }

  /** A moderator's removal of any comment, with every reply under it, as core deletes a thread. */
  deleteComment(cid: number): void {
    const topic = this.topics.find((candidate) => candidate.comments.some(({ id }) => id === cid));
    if (!topic) throw refused(404, notConverted('comment', 'DELETE'));
    if (!this.access.moderates()) throw refused(403, TOPIC_REFUSALS.deleteComment);
    const gone = new Set([cid]);
    // Replies come after what they answer (ids grow), so one pass in id order finds the whole thread.
    for (const { id, parentId } of [...topic.comments].sort((a, b) => a.id - b.id))
      if (parentId !== null && gone.has(parentId)) gone.add(id);
    this.replace({ ...topic, comments: topic.comments.filter(({ id }) => !gone.has(id)) });
  }

  /**
   * A moderator's pin (`sticky`) on any topic. Anyone else is refused as core refuses: the update of another's
   * topic, or on their own the field `sticky`.
   */
  setPinned(nid: number, pinned: boolean): void {
    const topic = this.topics.find((candidate) => candidate.nid === nid);
    if (!topic) throw refused(404, notConverted('node', 'PATCH'));
    if (!this.access.moderates()) {
      const uid = this.access.associationMember(TOPIC_REFUSALS.editTopic);
      throw refused(403, topic.authorUid === uid ? TOPIC_REFUSALS.pinTopic : TOPIC_REFUSALS.editTopic);
    }
    if (pinned) this.pinned.add(nid);
    else this.pinned.delete(nid);
  }

  /** Views' "New comments": changed after the reader's last read of the topic; none for a visitor. */
  private newCommentsOf(uid: number, nid: number, comments: readonly TopicComment[]): number | null {
    if (!this.history) return null;
    if (uid <= 0) return 0;
    const readAt = momentOf(this.history.readAt(uid, nid) ?? '');
    return comments.filter((comment) => momentOf(comment.changed) > readAt).length;
  }

  private ownTopic(nid: number, method: 'PATCH' | 'DELETE', refusal: string): StoredTopic {
    const topic = this.topics.find((candidate) => candidate.nid === nid);
    if (!topic) throw refused(404, notConverted('node', method));
    const uid = this.access.associationMember(refusal);
    if (topic.authorUid !== uid) throw refused(403, refusal);
    return topic;
  }

  private replace(topic: StoredTopic): void {
    this.topics.splice(
      this.topics.findIndex((t) => t.nid === topic.nid),
      1,
      topic,
    );
  }
}

/** Core's answer for an id that names no entity (a parameter not converted). */
const notConverted = (entity: 'node' | 'comment', method: string) =>
  `The "${entity}" parameter was not converted for the path "/${entity}/{${entity}}" (route name: "rest.entity.${entity}.${method}")`;
