import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { viewerOf, type Viewer } from '@/domain/session/viewer';
import { AppConfig } from '../config/app-config';
import { type AuthState, SessionStore } from './session-store';

/**
 * Who is looking (anonymous, member, roles), derived once from the session so that views and use cases
 * read the same answer. The development flag "localhost counts as member" applies here only; the
 * configuration loader sets it only for development builds really served from localhost.
 */
@injectable()
export class CurrentViewer {
  readonly state$: Observable<Viewer>;
  private last: { state: AuthState; viewer: Viewer } | null = null;

  constructor(
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'localhostAsMember'>,
  ) {
    this.state$ = store.state$.pipe(
      map((state) => this.viewerFor(state)),
      distinctUntilChanged(),
    );
  }

  snapshot(): Viewer {
    return this.viewerFor(this.store.snapshot());
  }

  /** The same object for the same stored state, as `useSyncExternalStore` needs. */
  private viewerFor(state: AuthState): Viewer {
    if (this.last?.state !== state) {
      this.last = { state, viewer: viewerOf(state.session, state.user, this.config.localhostAsMember) };
    }
    return this.last.viewer;
  }
}
