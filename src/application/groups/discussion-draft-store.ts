import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, skip } from 'rxjs';
import { isLoggedIn } from '@/domain/session/session';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, SessionStorage } from '../storage/key-value-storage';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';
import { PostTopic } from './post-topic';
import { DRAFT_PLACES, draftKey, dropDrafts } from './discussion-draft-keys';

/**
 * What a member typed in one place and has not sent, by field: a New Topic form's or a topic edit's `title`
 * and `message` (the editor's HTML), a comment's, a reply's or a comment edit's `text`. Files cannot be
 * stored, so they are not.
 */
export type DraftFields = Readonly<Record<string, string>>;

const isDraftFields = (value: unknown): value is DraftFields =>
  isRecord(value) && Object.values(value).every((field) => typeof field === 'string');

/** Version 1: the fields by name. */
const STORED_VERSION = 1;

/**
 * Every unsent word of a member in the working groups (DRAFT_PLACES), one draft per user and place, in this
 * tab's sessionStorage so a reload or Back does not cost the member what they typed. Only the logged-in user's
 * own drafts are ever read: a visitor, a tab whose session expired, or another account finds none of them.
 * Without a logged-in user (a development build's "localhost counts as member") drafts are held in memory
 * only, and forgotten at the next change of user.
 *
 * A draft goes when it is sent (its editor drops it; a posted topic's here), and every draft of a user goes
 * when they log out or another user takes over (DiscussionDraftsAtLogout). An expired session keeps them: the
 * member logs in again in place and carries on. Drafts of anyone but the user saving one are dropped at their
 * first save, so a tab left behind by an older build does not hand its drafts on.
 *
 * Read on every render of every comment, a draft is read from storage once and then from memory, which
 * starts afresh whenever the user changes; `watch` tells the editors of one place of its changes, and all of
 * them of a change of user.
 */
@injectable()
export class DiscussionDraftStore {
  private readonly read = new Map<string, DraftFields | null>();
  private readonly watchers = new Map<string, Set<() => void>>();
  private sweptFor = 0;

  constructor(
    @inject(SessionStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: { appName: string },
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(PostTopic) posts: PostTopic,
  ) {
    // Dropping a user's drafts at logout is DiscussionDraftsAtLogout's, which is there before this code loads.
    posts.posted$.subscribe(({ groupId }) => this.drop(DRAFT_PLACES.newTopic(groupId)));
    sessions.state$
      .pipe(
        map(({ session }) => session.userId),
        distinctUntilChanged(),
        skip(1),
      )
      .subscribe(() => {
        this.read.clear();
        this.watchers.forEach((watching) => watching.forEach((changed) => changed()));
      });
  }

  /** The user whose drafts `load` and `save` reach now (0: none logged in). */
  owner(): number {
    return this.sessions.snapshot().session.userId;
  }

  /** The current user's draft in the place, or null (nothing saved, unreadable). */
  load(place: string): DraftFields | null {
    const key = this.keyOf(place);
    if (!this.read.has(key)) this.read.set(key, this.stored() ? this.areaOf(key).load() : null);
    return this.read.get(key) ?? null;
  }

  /** Keeps the draft, as typed (an empty one too: an editor in place is open while it holds one). */
  save(place: string, fields: DraftFields): void {
    const key = this.keyOf(place);
    const userId = this.owner();
    if (this.stored() && this.sweptFor !== userId) {
      dropDrafts(this.storage, this.config.appName, (owner) => owner !== userId);
      this.sweptFor = userId;
    }
    if (this.stored()) this.areaOf(key).save(fields);
    this.changed(place, key, fields);
  }

  drop(place: string): void {
    const key = this.keyOf(place);
    if (this.stored()) this.areaOf(key).clear();
    this.changed(place, key, null);
  }

  /** Calls `changed` when the draft in the place may have changed, until the returned function is called. */
  watch(place: string, changed: () => void): () => void {
    const watching = this.watchers.get(place) ?? new Set();
    this.watchers.set(place, watching.add(changed));
    return () => {
      watching.delete(changed);
      if (watching.size === 0) this.watchers.delete(place);
    };
  }

  private changed(place: string, key: string, fields: DraftFields | null): void {
    this.read.set(key, fields);
    this.watchers.get(place)?.forEach((changed) => changed());
  }

  private keyOf(place: string): string {
    return draftKey(this.config.appName, this.owner(), place);
  }

  /** Whether drafts go to storage: only a logged-in user's, under their user id. */
  private stored(): boolean {
    return isLoggedIn(this.sessions.snapshot().session);
  }

  private areaOf(key: string): StoredArea<DraftFields | null> {
    return new StoredArea(this.storage, key, STORED_VERSION, isDraftFields, null);
  }
}
