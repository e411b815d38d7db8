import type { Observable } from 'rxjs';
import { token } from '../token';

/**
 * What one tab tells the other tabs of its browser about the content-system session they all share (one
 * cookie): its member logged out, or an account logged in.
 */
export interface TabNews {
  readonly kind: 'logged-out' | 'logged-in';
  /** Who logged out, or who logged in. */
  readonly userId: number;
}

/** The other open tabs of this browser, on this origin. */
export interface OtherTabs {
  /**
   * Tells every other open tab, never this one. Nothing is waited for and nothing is thrown: a browser that
   * offers no way to reach its other tabs tells nobody, and they learn it from their next page answer.
   */
  tell(news: TabNews): void;
  /** What the other tabs told, as it arrives (well within a second); never what this tab told. */
  readonly news$: Observable<TabNews>;
}
export const OtherTabs = token<OtherTabs>('OtherTabs');
