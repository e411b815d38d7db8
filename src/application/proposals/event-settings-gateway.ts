import type { EventSettings } from '@/domain/proposals/event-settings';
import type { ReadOptions } from '../read-options';
import { token } from '../token';

/**
 * The call for proposals as the content system configures it (`/editablevar/json/proposal_submission`).
 * Throws RemoteSystemError when it cannot be read (404 when the site has no such settings), of reason
 * `cancelled` once `signal` aborts.
 */
export interface EventSettingsGateway {
  read(options?: ReadOptions): Promise<EventSettings>;
}
export const EventSettingsGateway = token<EventSettingsGateway>('EventSettingsGateway');
