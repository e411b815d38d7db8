import { inject, injectable } from 'inversify';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, SessionStorage } from '../storage/key-value-storage';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';
import { topicsSeenKey } from './discussion-draft-keys';

/** What the page of a removed topic can still say of it: its title and where it belonged. */
export interface SeenTopic {
  readonly nid: number;
  readonly title: string;
  readonly groupId: number;
  readonly groupTitle: string;
}

/** Oldest first. */
type Seen = readonly SeenTopic[];

const isSeenTopic = (value: unknown): value is SeenTopic =>
  isRecord(value) &&
  typeof value.nid === 'number' &&
  typeof value.title === 'string' &&
  typeof value.groupId === 'number' &&
  typeof value.groupTitle === 'string';

const isSeen = (value: unknown): value is Seen => Array.isArray(value) && value.every(isSeenTopic);

/** Version 1: the topics, oldest first. */
const STORED_VERSION = 1;
/** Enough for a long session of reading; the oldest go first. */
const MOST_REMEMBERED = 200;

/**
 * The topics this tab has shown the user, in its sessionStorage (per user, gone with the tab), so that a
 * topic read again and found missing can be told as removed (issue 51): the tab saw it exist, so its absence
 * now is a removal. An id the tab never showed stays what it is, unknown (the not-found page): nothing tells a
 * removed topic from one that never was. A logout or another account's takeover drops it (topicsSeenKey).
 */
@injectable()
export class TopicsSeen {
  constructor(
    @inject(SessionStorage) private readonly storage: KeyValueStorage,
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'appName'>,
  ) {}

  remember(topic: SeenTopic): void {
    const area = this.area();
    if (!area) return;
    const seen = area.load();
    const last = seen.at(-1);
    if (last && JSON.stringify(last) === JSON.stringify(topic)) return;
    const others = seen.filter(({ nid }) => nid !== topic.nid).slice(-(MOST_REMEMBERED - 1));
    area.save([...others, topic]);
  }

  /** The topic as this tab last showed it to the user, or null when it never did. */
  find(nid: number): SeenTopic | null {
    return (
      this.area()
        ?.load()
        .find((topic) => topic.nid === nid) ?? null
    );
  }

  private area(): StoredArea<Seen> | null {
    const { userId } = this.sessions.snapshot().session;
    if (!userId) return null;
    return new StoredArea(
      this.storage,
      topicsSeenKey(this.config.appName, userId),
      STORED_VERSION,
      isSeen,
      [],
    );
  }
}
