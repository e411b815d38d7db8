import type { TopicDraft } from '@/application/groups/group-gateway';
import { validateAttachment } from '@/domain/files/attachment-policy';
import type { GroupDetails } from '@/domain/groups/group';
import { GROUP_REFUSALS } from './in-memory-group-options';
import type { StoredTopic } from './in-memory-topics';
import { refused } from './topic-refusals';

/** Refuses a draft as the server does before it stores anything: no title, or a file the policy refuses (400). */
export function checkTopicDraft(draft: TopicDraft): void {
  if (draft.title.trim() === '') throw refused(400, GROUP_REFUSALS.noTitle);
  for (const file of draft.files) {
    const checked = validateAttachment(file);
    if (!checked.ok) throw refused(400, checked.error.message);
  }
}

/** What posting a topic stores in its fields. */
export interface TopicPosting {
  readonly nid: number;
  readonly draft: TopicDraft;
  readonly group: Pick<GroupDetails, 'id' | 'title'>;
  readonly author: { readonly uid: number; readonly name: string };
  /** Drupal's origin, under which the topic's files are served from its private folder. */
  readonly drupalBase: string;
}

/** The topic as Drupal stores it: created now (to the second), no comments, each file under a name of its own. */
export function postedTopic({ nid, draft, group, author, drupalBase }: TopicPosting): StoredTopic {
  const created = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
  return {
    nid,
    groupId: group.id,
    groupTitle: group.title,
    title: draft.title,
    created,
    changed: created,
    authorName: author.name,
    authorUid: author.uid,
    messageHtml: draft.message,
    attachments: draft.files.map((file, index) => ({
      name: file.name,
      size: file.size,
      url: `${drupalBase}system/files/topics/posted-${nid}-${index}${file.name.slice(file.name.lastIndexOf('.'))}`,
    })),
    comments: [],
  };
}
