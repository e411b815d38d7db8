import type { Observable } from 'rxjs';
import { token } from '../token';

/**
 * Other tabs of this browser that have the same drafts open. Two tabs saving the same form overwrite each
 * other's edits on the server, so the form warns while another one is open.
 */
export interface DraftPresence {
  /**
   * Announces this tab as having `key` open for as long as the subscription lasts, and tells whether any
   * other tab has it open (false first, then every change).
   */
  watch(key: string): Observable<boolean>;
}
export const DraftPresence = token<DraftPresence>('DraftPresence');
