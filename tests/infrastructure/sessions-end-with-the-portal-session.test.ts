import { describe, expect, it } from 'vitest';
import { LogOut } from '@/application/session/log-out';
import { SessionStore } from '@/application/session/session-store';
import { faultBed, type FaultBed } from '../faults/fault-bed';
import { logInAgain, openDesk } from '../faults/session-drivers';

/** Logged in to all three systems, as after the login form and a visit to a proposal page. */
async function loggedInEverywhere(): Promise<FaultBed> {
  const bed = faultBed();
  expect(await logInAgain(bed, () => undefined)).toEqual({ resolved: true });
  expect(await openDesk(bed)).toEqual({ resolved: true });
  return bed;
}

/** The logout calls to SEWOBE and the proposal system, in a fixed order (they go out at once). */
/** The logout calls to SEWOBE and the proposal system, sorted: they go out at once, in no fixed order. */
const logoutsOf = (bed: FaultBed) =>
  bed.world.calls.filter((call) => /KP_LOGOUT$|^proposals GET logout$/.test(call)).sort();

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the membership session and the proposal token end with the portal session', () => {
  it.each([
    ['it times out', { expired: true }],
    ['Logout in another tab ends it', {}],
  ] as const)('when %s, on their servers too, not only in this tab', async (_when, fresh) => {
    const bed = await loggedInEverywhere();
    bed.container.get(SessionStore).reset(fresh);
    await settled();
    expect(logoutsOf(bed)).toEqual(['membership POST zugang/api/KP_LOGOUT', 'proposals GET logout']);
  });

  it('after this tab’s own Logout, each system is asked once', async () => {
    const bed = await loggedInEverywhere();
    await bed.container.get(LogOut).execute();
    await settled();
    expect(logoutsOf(bed)).toEqual(['membership POST zugang/api/KP_LOGOUT', 'proposals GET logout']);
  });

  it('a visitor who never logged in to them asks neither', async () => {
    const bed = faultBed();
    bed.container.get(SessionStore).reset({ expired: true });
    await settled();
    expect(logoutsOf(bed)).toEqual([]);
  });
});
