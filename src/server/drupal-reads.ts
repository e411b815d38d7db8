import type { Send } from '@/infrastructure/http/http-request';
import { drupalCalls } from './drupal-calls';
import { sharedReads } from './shared-reads';

const transports = new Map<string, Send>();

/**
 * How the server reads the Drupal at `drupalUrl` for a visitor or a feed: each read already on its way shared,
 * through the process's calls to that Drupal (drupal-calls.ts). Shared before the policy, so a read many
 * renders wait for takes one of its places. One transport per address for the process, so that every render
 * shares what is in flight.
 */
export function drupalReads(drupalUrl: string): Send {
  let send = transports.get(drupalUrl);
  if (!send) transports.set(drupalUrl, (send = sharedReads(drupalCalls(drupalUrl))));
  return send;
}
