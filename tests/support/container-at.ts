import 'reflect-metadata';
import type { Container } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override, type Override } from '@/infrastructure/container';
import { bindGroups } from '@/infrastructure/groups-bindings';
import { bindLogIn } from '@/infrastructure/log-in-bindings';
import { bindProposals } from '@/infrastructure/proposals-bindings';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';

/**
 * The app's own container with its real adapters, pointed at a server of the test's (a recording server
 * or a sandbox) and with in-memory storages: what a wire test asks of an adapter goes through the real
 * wiring (CSRF, credentials, session checks), not a hand-built copy of it. The working groups' code, which
 * the browser loads with their first screen, is bound at once.
 */
export function containerAt(
  origin: string,
  config: Partial<AppConfig> = {},
  overrides: readonly Override[] = [],
): Container {
  const container = createContainer(
    {
      ...defaultConfig,
      cmsUrl: `${origin}/cms/`,
      membershipUrl: `${origin}/membership/`,
      proposalsUrl: `${origin}/proposals/`,
      ...config,
    },
    [
      override(PersistentStorage, new InMemoryStorage()),
      override(SessionStorage, new InMemoryStorage()),
      ...overrides,
    ],
  );
  bindGroups(container);
  bindLogIn(container);
  bindProposals(container, container.get(AppConfig));
  return container;
}
