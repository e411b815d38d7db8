import 'reflect-metadata';
import type { Container } from 'inversify';
import { TOKENS } from '@/application/tokens';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryDraftPresence } from '@/infrastructure/fakes/in-memory-draft-presence';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { ManualConnectivity } from '@/infrastructure/fakes/manual-connectivity';
import { INFRASTRUCTURE_TOKENS } from '@/infrastructure/infrastructure-tokens';
import { aSession } from '../support/builders';
import { FaultWorld } from './fault-world';
import { MEMBER_ID } from './healthy-answers';

export interface FaultBed {
  readonly container: Container;
  readonly world: FaultWorld;
  /** Stands in for localStorage: proposal copies on this device live here. */
  readonly persistent: InMemoryStorage;
  /** Stands in for sessionStorage: topic drafts live here. */
  readonly session: InMemoryStorage;
}

/**
 * The app's own container with its real adapters, every HTTP client's transport swapped for the fault
 * world's, storages in memory, and an organizer-member logged in (as a page answer would have said).
 */
export function faultBed(): FaultBed {
  const world = new FaultWorld();
  const persistent = new InMemoryStorage();
  const session = new InMemoryStorage();
  const container = createContainer(defaultConfig, [
    override(TOKENS.PersistentStorage, persistent),
    override(TOKENS.SessionStorage, session),
    override(TOKENS.Connectivity, new ManualConnectivity()),
    override(TOKENS.DraftPresence, new InMemoryDraftPresence()),
  ]);
  container.get(INFRASTRUCTURE_TOKENS.ContentHttp).transport = world.transportFor('content');
  container.get(INFRASTRUCTURE_TOKENS.MembershipHttp).transport = world.transportFor('membership');
  container.get(INFRASTRUCTURE_TOKENS.ProposalHttp).transport = world.transportFor('proposals');
  container.get(TOKENS.SessionStore).update({
    session: aSession({
      userId: MEMBER_ID,
      userName: 'marta',
      roles: { member: 'member', organizer: 'organizer' },
    }),
  });
  return { container, world, persistent, session };
}
