import type { Observable } from 'rxjs';
import { token } from '../token';

/**
 * Whether the device has a network at all. Proposal saves that failed for want of one wait for it to come
 * back and go then; it is only a hint (a captive portal counts as online), so a failed save still says so.
 */
export interface Connectivity {
  /** The current state first, then every change. */
  readonly online$: Observable<boolean>;
}
export const Connectivity = token<Connectivity>('Connectivity');
