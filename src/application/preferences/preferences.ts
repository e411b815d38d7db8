import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { type KeyValueStorage, PersistentStorage } from '../storage/key-value-storage';
import { PersistedState } from '../storage/persisted-state';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';

/** Offered in the spec's order: German, English, French, Spanish. */
export const LANGUAGES = ['de', 'en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The site-state area: interface choices that outlive a login (never anything about the user). */
export interface SiteState {
  readonly language: Language;
}

const defaults: SiteState = { language: 'en' };

const isSiteState = (value: unknown): value is SiteState =>
  isRecord(value) && LANGUAGES.includes(value.language as Language);

@injectable()
export class Preferences {
  private readonly state: PersistedState<SiteState>;
  readonly state$: Observable<SiteState>;

  constructor(
    @inject(PersistentStorage) storage: KeyValueStorage,
    @inject(AppConfig) config: { appName: string },
  ) {
    this.state = new PersistedState(
      new StoredArea(storage, `${config.appName}.site`, 1, isSiteState, defaults),
    );
    this.state$ = this.state.state$;
  }

  snapshot(): SiteState {
    return this.state.snapshot();
  }

  setLanguage(language: Language): void {
    this.state.merge({ language });
  }
}
