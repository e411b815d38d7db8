import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import { validateAttachment } from '@/domain/files/attachment-policy';
import { isGroupId } from '@/domain/groups/group';
import { MAX_TITLE_CHARACTERS, titleLength } from '@/domain/groups/topic-title';
import { hasVisibleText } from '@/domain/groups/visible-text';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { SessionStore } from '../session/session-store';
import { refusalOf, type ActionRefusal } from './group-action-failure';
import { refusalReasonOf, type RefusalReason } from './content-refusal';
import {
  type AttachmentFile,
  GroupGateway,
  type NewerTopic,
  type TopicDraft,
  type TopicEdit,
  type UploadOptions,
} from './group-gateway';
import { watchUpload, type BodySent } from './watch-upload';

/** Refused by Drupal (400/422) for a reason said in words; its message is kept for the record, never shown. */
type Rejected = { readonly kind: 'rejected'; readonly reason: RefusalReason; readonly message: string };
const rejected = (message: string): Rejected => ({
  kind: 'rejected',
  reason: refusalReasonOf(message),
  message,
});

/**
 * Why a topic was not posted (docs/behaviour.md, 'New Topic form'). No failure is swallowed: each reason is a
 * value the form shows, keeping what was typed: caught before sending (no title, a title longer than Drupal
 * stores, a file the policy refuses, an id that cannot be a group's), refused by Drupal with its reason (400/422),
 * cancelled by the member, or a refusal as for every group action (403 not allowed, 404 gone, unreachable, a
 * server error before the whole body had gone).
 *
 * `maybe-posted` is not a refusal: Drupal may well have stored the topic. Its 2xx answer could
 * not be read (`unreadable`); it failed with a 5xx once it had the request (`server-error`: Drupal saves the
 * node before what runs after it, and a proxy's 502/504 comes after forwarding); or the whole body had gone
 * when the connection broke, the answer limit passed or the member pressed Cancel (`no-answer`,
 * `cancelled`). Sending again blindly could post it twice, so the form says so and does not offer a retry.
 * A 5xx with no progress told counts as received: an answer came, so the request had arrived.
 */
export type PostTopicFailure =
  | TitleProblem
  | { readonly kind: 'invalid-file'; readonly fileName: string; readonly message: string }
  | { readonly kind: 'invalid-group' }
  | Rejected
  | { readonly kind: 'cancelled' }
  | {
      readonly kind: 'maybe-posted';
      readonly cause: 'unreadable' | 'server-error' | 'no-answer' | 'cancelled';
      readonly message: string;
    }
  | ActionRefusal;

/** A topic Drupal accepted: the parent shows it. */
export interface TopicPosted {
  readonly nid: number;
  readonly groupId: number;
}

/** Posts a New Topic form's draft to its group, as multipart with the files (docs/behaviour.md, New Topic form). */
@injectable()
export class PostTopic {
  private readonly posted = new Subject<TopicPosted>();
  /** The topic-posted event (docs/behaviour.md, New Topic form), for whatever else follows a group's topics. */
  readonly posted$: Observable<TopicPosted> = this.posted.asObservable();

  constructor(
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async execute<F extends AttachmentFile>(
    draft: TopicDraft<F>,
    options: UploadOptions = {},
  ): Promise<Result<TopicPosted, PostTopicFailure>> {
    const invalid = checkDraft(draft);
    if (invalid) return fail(invalid);
    const writer = this.sessions.writer();
    const upload = watchUpload(options);
    try {
      const { nid } = await this.groups.postTopic(writer, draft, upload.options);
      const event = { nid, groupId: draft.groupId };
      this.posted.next(event);
      return ok(event);
    } catch (error) {
      return fail(failureOf(error, upload.sent()));
    }
  }
}

/** A title the content system would not store: none, or longer than it keeps. */
export type TitleProblem =
  | { readonly kind: 'missing-title' }
  | { readonly kind: 'title-too-long'; readonly length: number; readonly max: number };

/** The title's problem, caught before sending (a new topic's or an edited one's); null for a title that fits. */
export function titleProblem(title: string): TitleProblem | null {
  if (!hasVisibleText(title)) return { kind: 'missing-title' };
  const trimmed = title.trim();
  const length = titleLength(trimmed);
  return length > MAX_TITLE_CHARACTERS ? { kind: 'title-too-long', length, max: MAX_TITLE_CHARACTERS } : null;
}

/** What the server would refuse anyway, caught before any byte is sent. */
function checkDraft(draft: TopicDraft): PostTopicFailure | null {
  if (!isGroupId(draft.groupId)) return { kind: 'invalid-group' };
  const problem = titleProblem(draft.title);
  if (problem) return problem;
  for (const file of draft.files) {
    const checked = validateAttachment(file);
    if (!checked.ok) return { kind: 'invalid-file', fileName: file.name, message: checked.error.message };
  }
  return null;
}

function failureOf(error: unknown, sent: BodySent): PostTopicFailure {
  if (error instanceof RemoteSystemError) {
    const { reason, status, message } = error;
    const maybe = (cause: MaybePostedCause): PostTopicFailure => ({ kind: 'maybe-posted', cause, message });
    if (reason === 'unexpected-answer') return maybe('unreadable');
    if (reason === 'cancelled') return sent === 'all' ? maybe('cancelled') : { kind: 'cancelled' };
    if (reason === 'network' && sent === 'all') return maybe('no-answer');
    if (reason === 'status' && (status === 400 || status === 422))
      return rejected(error.serverMessage ?? message);
    if (reason === 'status' && status !== null && status >= 500 && sent !== 'part')
      return maybe('server-error');
  }
  return refusalOf(error);
}

type MaybePostedCause = Extract<PostTopicFailure, { kind: 'maybe-posted' }>['cause'];

/**
 * Why an edited topic was not saved: a title the content system would not store (caught before sending),
 * the topic removed meanwhile, refused by Drupal for a reason said in words (400/422; its message kept for the
 * record, never shown), a newer version saved meanwhile (answered with it, never overwritten), or refused as
 * group actions are. The editor keeps what was typed whatever the reason.
 */
export type EditTopicFailure =
  | TitleProblem
  | { readonly kind: 'topic-removed' }
  | Rejected
  | { readonly kind: 'conflict'; readonly newer: NewerTopic }
  | ActionRefusal;

/**
 * A member's changes to their own topic (issue 45): a new title and message (`PATCH node/{nid}`), or its
 * removal (`DELETE node/{nid}`). The server allows both to the author only and refuses the rest. Here beside
 * posting, so the two travel in one part of the members' code.
 */
@injectable()
export class ChangeTopic {
  constructor(
    @inject(GroupGateway) private readonly groups: GroupGateway,
    @inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  /** The edit is made from the version `changed`, as EditComment's: a newer save comes back as a `conflict`. */
  async edit(nid: number, edit: TopicEdit, changed: string): Promise<Result<void, EditTopicFailure>> {
    const problem = titleProblem(edit.title);
    if (problem) return fail(problem);
    try {
      const outcome = await this.groups.editTopic(
        this.sessions.writer(),
        nid,
        { title: edit.title.trim(), message: edit.message },
        changed,
      );
      return outcome.saved ? ok(undefined) : fail({ kind: 'conflict', newer: outcome.newer });
    } catch (error) {
      if (
        error instanceof RemoteSystemError &&
        error.reason === 'status' &&
        (error.status === 400 || error.status === 422)
      ) {
        return fail(rejected(error.serverMessage ?? error.message));
      }
      const refusal = refusalOf(error);
      // Only its author edits a topic, and nothing else removes one but a deletion: gone means removed.
      return fail(refusal.kind === 'not-found' ? { kind: 'topic-removed' } : refusal);
    }
  }

  async delete(nid: number): Promise<Result<void, ActionRefusal>> {
    try {
      await this.groups.deleteTopic(this.sessions.writer(), nid);
      return ok(undefined);
    } catch (error) {
      return fail(refusalOf(error));
    }
  }
}
