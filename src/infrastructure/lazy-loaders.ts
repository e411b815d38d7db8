import type { Container } from 'inversify';
import type { GroupsLoader } from '@/application/groups/groups-loader';
import type { ProposalDesk, ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import type { LogIn } from '@/application/session/log-in';
import type { LogInLoader } from '@/application/session/log-in-loader';

/*
 * The parts of the portal whose code arrives when first wanted (container.ts binds each loader): the login's,
 * the working groups' and the proposal desk's. Each is imported once, and bound into `container` as it arrives.
 */

/**
 * The login's code, with Drupal's account adapter its first call needs (loaded on demand otherwise, for zod's
 * sake): both asked for as the visitor reaches into the login form (use-log-in.ts), so Log in waits for no code
 * after the click, and no first load carries them.
 */
export function lazyLogIn(container: Container): LogInLoader {
  let loading: Promise<LogIn> | null = null;
  return {
    load: () =>
      (loading ??= Promise.all([import('./log-in-bindings'), import('./drupal/drupal-account-gateway')]).then(
        ([{ logInOf }]) => logInOf(container),
      )),
  };
}

/**
 * The working groups' code, bound once it has arrived: what reads them (group-reading-bindings.ts), and what a
 * member writes with (group-writing-bindings.ts), both asked for at once when the latter is wanted first.
 */
export function lazyGroups(container: Container): GroupsLoader {
  let reading: Promise<void> | null = null;
  let writing: Promise<void> | null = null;
  const load = () =>
    (reading ??= import('./group-reading-bindings').then(({ bindGroupReading }) =>
      bindGroupReading(container),
    ));
  const loadWriting = () =>
    (writing ??= Promise.all([load(), import('./group-writing-bindings')]).then(([, { bindGroupWriting }]) =>
      bindGroupWriting(container),
    ));
  return { load, loadWriting };
}

/** The proposal desk's code (use cases, store, lifecycle, form schemas), bound once it has arrived. */
export function lazyProposalDesk(container: Container): ProposalDeskLoader {
  let loading: ReturnType<ProposalDeskLoader['load']> | null = null;
  // One object for the two singletons, so a view that keeps it (or puts it in its deps) sees no change.
  let loaded: ProposalDesk | null = null;
  return {
    load: () =>
      (loading ??= import('./proposal-desk-bindings').then(
        ({ proposalDeskOf }) => (loaded ??= proposalDeskOf(container)),
      )),
    current: () => loaded,
  };
}
