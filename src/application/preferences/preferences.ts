import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { DEFAULT_TOPIC_ORDER, isTopicOrder, type TopicOrder } from '@/domain/groups/topic-order-choice';
import { type KeyValueStorage, PersistentStorage } from '../storage/key-value-storage';
import { PersistedState } from '../storage/persisted-state';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';
import { token } from '../token';

/** Offered in this order: German, English, French, Spanish (docs/behaviour.md, 'Footer'). */
export const LANGUAGES = ['de', 'en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The site-state area: interface choices that outlive a login (never anything about the user). */
export interface SiteState {
  readonly language: Language;
  /** The order a group's topics are listed in; absent until chosen (and in what earlier versions stored). */
  readonly topicOrder?: TopicOrder;
}

/** The topic order chosen on this device, else the default (newest first). */
export const topicOrderOf = (state: SiteState): TopicOrder => state.topicOrder ?? DEFAULT_TOPIC_ORDER;

/** The reader's languages as the browser states them (`navigator.languages`), most wanted first. */
export const ReaderLanguages = token<readonly string[]>('ReaderLanguages');

/**
 * A first visit, before any choice: the first of the browser's languages the portal speaks (`de-AT` reads
 * as German), else English.
 */
export function firstLanguageOf(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.split('-')[0]!.toLowerCase();
    const offered = LANGUAGES.find((language) => language === primary);
    if (offered) return offered;
  }
  return 'en';
}

const isSiteState = (value: unknown): value is SiteState =>
  isRecord(value) &&
  LANGUAGES.includes(value.language as Language) &&
  (value.topicOrder === undefined || isTopicOrder(value.topicOrder));

@injectable()
export class Preferences {
  private readonly state: PersistedState<SiteState>;
  readonly state$: Observable<SiteState>;

  constructor(
    @inject(PersistentStorage) storage: KeyValueStorage,
    @inject(AppConfig) config: { appName: string },
    @inject(ReaderLanguages) wanted: readonly string[],
  ) {
    const defaults: SiteState = { language: firstLanguageOf(wanted) };
    const key = `${config.appName}.site`;
    this.state = new PersistedState(new StoredArea(storage, key, 1, isSiteState, defaults));
    this.state$ = this.state.state$;
    // A language chosen in another tab applies in this one too, as a reload would show it.
    storage.watch(key, () => this.state.reload());
  }

  snapshot(): SiteState {
    return this.state.snapshot();
  }

  setLanguage(language: Language): void {
    this.state.merge({ language });
  }

  /** Remembers how this device lists a group's topics (each tab follows, as with the language). */
  setTopicOrder(topicOrder: TopicOrder): void {
    if (topicOrder !== topicOrderOf(this.snapshot())) this.state.merge({ topicOrder });
  }
}
