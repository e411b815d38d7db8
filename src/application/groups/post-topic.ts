import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import { validateAttachment } from '@/domain/files/attachment-policy';
import { isGroupId } from '@/domain/groups/group';
import { MAX_TITLE_CHARACTERS, titleLength } from '@/domain/groups/topic-title';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { TOKENS } from '../tokens';
import { refusalOf, type ActionRefusal } from './group-action';
import type { AttachmentFile, GroupGateway, TopicDraft, UploadOptions } from './group-gateway';

/**
 * Why a topic was not posted. The spec swallows a failed post; here each reason is a value the form shows,
 * keeping what was typed: caught before sending (no title, a title longer than Drupal stores, a file the
 * policy refuses, an id that cannot be a group's), refused by the content system with its reason
 * (400/422), cancelled by the member, or a refusal as for every group action (403 not allowed, 404 gone,
 * unreachable).
 */
export type PostTopicFailure =
  | { readonly kind: 'missing-title' }
  | { readonly kind: 'title-too-long'; readonly length: number; readonly max: number }
  | { readonly kind: 'invalid-file'; readonly fileName: string; readonly message: string }
  | { readonly kind: 'invalid-group' }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'cancelled' }
  | ActionRefusal;

/** A topic the content system accepted: the parent shows it. */
export interface TopicPosted {
  readonly nid: number;
  readonly groupId: number;
}

/** Posts a New Topic form's draft to its group, as multipart with the files (spec section 7). */
@injectable()
export class PostTopic {
  private readonly posted = new Subject<TopicPosted>();
  /** The topic-posted event (spec section 4), for whatever else follows a group's topics. */
  readonly posted$: Observable<TopicPosted> = this.posted.asObservable();

  constructor(@inject(TOKENS.GroupGateway) private readonly groups: GroupGateway) {}

  async execute<F extends AttachmentFile>(
    draft: TopicDraft<F>,
    options: UploadOptions = {},
  ): Promise<Result<TopicPosted, PostTopicFailure>> {
    const invalid = checkDraft(draft);
    if (invalid) return fail(invalid);
    try {
      const { nid } = await this.groups.postTopic(draft, options);
      const event = { nid, groupId: draft.groupId };
      this.posted.next(event);
      return ok(event);
    } catch (error) {
      return fail(failureOf(error));
    }
  }
}

/** What the server would refuse anyway, caught before any byte is sent. */
function checkDraft(draft: TopicDraft): PostTopicFailure | null {
  if (!isGroupId(draft.groupId)) return { kind: 'invalid-group' };
  const title = draft.title.trim();
  if (title === '') return { kind: 'missing-title' };
  if (titleLength(title) > MAX_TITLE_CHARACTERS)
    return { kind: 'title-too-long', length: titleLength(title), max: MAX_TITLE_CHARACTERS };
  for (const file of draft.files) {
    const checked = validateAttachment(file);
    if (!checked.ok) return { kind: 'invalid-file', fileName: file.name, message: checked.error.message };
  }
  return null;
}

function failureOf(error: unknown): PostTopicFailure {
  if (error instanceof RemoteSystemError) {
    if (error.reason === 'cancelled') return { kind: 'cancelled' };
    if (error.reason === 'status' && (error.status === 400 || error.status === 422))
      return { kind: 'rejected', message: error.serverMessage ?? error.message };
  }
  return refusalOf(error);
}
