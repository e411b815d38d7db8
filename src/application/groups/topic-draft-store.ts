import { inject, injectable } from 'inversify';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, SessionStorage } from '../storage/key-value-storage';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';
import { PostTopic } from './post-topic';
import { dropTopicDrafts, topicDraftKey } from './topic-draft-keys';

/** What of a New Topic form survives a reload: files cannot be stored, so they are not. */
export interface TopicFormDraft {
  readonly title: string;
  /** The editor's HTML. */
  readonly message: string;
}

const isTopicFormDraft = (value: unknown): value is TopicFormDraft =>
  isRecord(value) && typeof value.title === 'string' && typeof value.message === 'string';

/** Version 1: title and message. */
const STORED_VERSION = 1;

/**
 * Unsent New Topic forms, one per user and group, in this tab's sessionStorage so a reload does not cost
 * the member what they typed. A draft goes when its topic is posted, and every draft of a user goes when
 * they log out or another user takes over. An expired session keeps them: the member logs in again in
 * place and carries on. Drafts of anyone but the user saving one are dropped then, so a tab left behind
 * after an expiry does not hand its drafts on.
 */
@injectable()
export class TopicDraftStore {
  constructor(
    @inject(SessionStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: { appName: string },
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(PostTopic) posts: PostTopic,
  ) {
    // Dropping a user's drafts at logout is TopicDraftsAtLogout's, which is there before this code loads.
    posts.posted$.subscribe(({ groupId }) => this.drop(groupId));
  }

  /** The current user's draft for the group, or null (nobody logged in, nothing saved, unreadable). */
  load(groupId: number): TopicFormDraft | null {
    return this.areaOf(groupId)?.load() ?? null;
  }

  /** Keeps the draft; an empty one is removed rather than stored. Nothing is kept for a visitor. */
  save(groupId: number, draft: TopicFormDraft): void {
    const area = this.areaOf(groupId);
    if (!area) return;
    const { userId } = this.sessions.snapshot().session;
    this.dropWhere((owner) => owner !== userId);
    if (draft.title === '' && draft.message === '') area.clear();
    else area.save({ title: draft.title, message: draft.message });
  }

  drop(groupId: number): void {
    this.areaOf(groupId)?.clear();
  }

  private dropWhere(isOwnedBy: (userId: number) => boolean): void {
    dropTopicDrafts(this.storage, this.config.appName, isOwnedBy);
  }

  private areaOf(groupId: number): StoredArea<TopicFormDraft | null> | null {
    const { userId } = this.sessions.snapshot().session;
    if (userId <= 0) return null;
    const key = topicDraftKey(this.config.appName, userId, groupId);
    return new StoredArea(this.storage, key, STORED_VERSION, isTopicFormDraft, null);
  }
}
