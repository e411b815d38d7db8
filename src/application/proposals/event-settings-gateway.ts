import type { EventSettings } from '@/domain/proposals/event-settings';

/**
 * The call for proposals as the content system configures it (`/editablevar/json/proposal_submission`).
 * Throws RemoteSystemError when it cannot be read (404 when the site has no such settings).
 */
export interface EventSettingsGateway {
  read(): Promise<EventSettings>;
}
