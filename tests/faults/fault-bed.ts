import 'reflect-metadata';
import type { Container } from 'inversify';
import { Connectivity } from '@/application/proposals/connectivity';
import { DraftPresence } from '@/application/proposals/draft-presence';
import { SessionStore } from '@/application/session/session-store';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import { ProposalHttp } from '@/infrastructure/proposals/proposal-connection';
import { SewobeHttp } from '@/infrastructure/sewobe/sewobe-connection';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { bindGroups } from '@/infrastructure/groups-bindings';
import { bindLogIn } from '@/infrastructure/log-in-bindings';
import { bindProposals } from '@/infrastructure/proposals-bindings';
import { InMemoryDraftPresence } from '@/infrastructure/fakes/in-memory-draft-presence';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { ManualConnectivity } from '@/infrastructure/fakes/manual-connectivity';
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
    override(PersistentStorage, persistent),
    override(SessionStorage, session),
    override(Connectivity, new ManualConnectivity()),
    override(DraftPresence, new InMemoryDraftPresence()),
  ]);
  bindGroups(container);
  bindLogIn(container);
  bindProposals(container, defaultConfig);
  container.get(DrupalHttp).transport = world.transportFor('drupal');
  container.get(SewobeHttp).transport = world.transportFor('sewobe');
  container.get(ProposalHttp).transport = world.transportFor('proposals');
  container.get(SessionStore).update({
    session: aSession({
      userId: MEMBER_ID,
      userName: 'marta',
      roles: { member: 'member', organizer: 'organizer' },
    }),
  });
  return { container, world, persistent, session };
}
