import { expect } from 'vitest';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { LogIn } from '@/application/session/log-in';
import { LogOut } from '@/application/session/log-out';
import { MembershipGateway } from '@/application/session/membership-gateway';
import { SessionStore } from '@/application/session/session-store';
import { loginErrorMessage } from '@/ui/session/login-error-message';
// A member's tab has SEWOBE's adapter, loaded on demand, from their login: loaded here with the tests, so that a
// logout's wait, run on fake timers, does not run out while the module is still being read.
import '@/infrastructure/sewobe/sewobe-membership-gateway';
import type { FaultBed } from './fault-bed';
import { attempt, shownOr, type Driver, type Observation } from './observation';
import { logoutIncomplete, sessionWords } from './outcomes';

const CREDENTIALS = { mail: 'marta@example.org', password: 'secret' };

/** The login form's submit from an anonymous tab; a failed login leaves nobody logged in. */
export async function logInAgain({ container }: FaultBed, arm: () => void): Promise<Observation> {
  const store = container.get(SessionStore);
  store.reset();
  arm();
  const result = await container.get(LogIn).execute(CREDENTIALS);
  if (!result.ok) expect(store.snapshot().session.userId).toBe(0);
  return shownOr(result.ok, () => (result.ok ? '' : loginErrorMessage(result.error, sessionWords)));
}

/** Logout; whatever the systems answer, nothing of the member stays in this tab. */
export async function logOutAndSay({ container }: FaultBed, arm: () => void): Promise<Observation> {
  arm();
  const result = await container.get(LogOut).execute();
  expect(container.get(SessionStore).snapshot()).toMatchObject({ session: { userId: 0 }, user: null });
  return shownOr(result.ok, () => (result.ok ? '' : logoutIncomplete(result.error.systems).message));
}

/** Logged in to Drupal and SEWOBE with everything healthy, as after the login form. */
async function loggedInToBoth(bed: FaultBed): Promise<void> {
  const result = await logInAgain(bed, () => undefined);
  expect(result).toEqual({ resolved: true });
}

/** Opens the proposal desk as the proposal pages do; a failure is what its state says failed. */
export async function openDesk({ container }: FaultBed): Promise<Observation> {
  const desk = await container.get(ProposalDeskLoader).load();
  await desk.open.execute();
  const state = desk.store.snapshot();
  if (state.phase === 'failed') return { thrown: state.error };
  expect(state.phase).toBe('open');
  return { resolved: true };
}

export const MEMBERSHIP_DRIVERS: Record<string, Driver> = {
  'kp-login': logInAgain,
  'kp-logout': async (bed, arm) => {
    await loggedInToBoth(bed);
    return logOutAndSay(bed, arm);
  },
  'kp-check-session': async (bed, arm) => {
    await loggedInToBoth(bed);
    arm();
    return attempt(() => bed.container.get(MembershipGateway).checkSession());
  },
};
