import { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { useService } from '../app/services';
import { useQuery } from '../shared/data/use-query';

/**
 * The call for proposals as Drupal configures it (public: no session, no proposal-system token), through the
 * query cache: the server reads it too, so a member's proposal page arrives with the event, its kinds and the
 * kind's intro drawn, and the browser takes that answer over instead of asking again. The desk opens with it
 * (OpenProposals' `known`), so one screen load asks for it once.
 */
export function useCallSettings(): EventSettings {
  const settings = useService(EventSettingsGateway);
  return useQuery(CALL_SETTINGS_KEY, (signal) => settings.read({ signal })).data;
}

/** The call's key in the query cache: the desk, which reads the call again, writes what it read there too. */
export const CALL_SETTINGS_KEY = ['call-for-proposals'] as const;
