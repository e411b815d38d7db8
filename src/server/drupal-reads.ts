import type { Send } from '@/infrastructure/http/http-request';
import { nodeTransport } from './node-transport';
import { sharedReads } from './shared-reads';
import { uncompressed } from './uncompressed';

const transports = new Map<string, Send>();

/**
 * How the server reads the Drupal at `drupalUrl`: over Node's own HTTP, uncompressed, each read already on its
 * way shared. One transport per address for the process, so that every render shares what is in flight.
 */
export function drupalReads(drupalUrl: string): Send {
  let send = transports.get(drupalUrl);
  if (!send) transports.set(drupalUrl, (send = sharedReads(uncompressed(nodeTransport(drupalUrl)))));
  return send;
}
