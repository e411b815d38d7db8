import { faultError } from './faults';
import { perFault, type FaultRow } from './fault-row';
import { loginMessage, logoutIncomplete, notCalled } from './outcomes';

/** SEWOBE's KP_* calls (docs/behaviour.md, Remote calls): form posts answered with JSON, HTTP 200 even on a refusal. */
export const SEWOBE_ROWS: readonly FaultRow[] = [
  {
    id: 'kp-login',
    system: 'sewobe',
    call: 'KP_LOGIN',
    usedBy: '/user/login and the login in place, after the Drupal login (LogIn)',
    route: /^POST zugang\/api\/KP_LOGIN$/,
    // An answer without STATUSCODE is one of another shape, not a refusal (sewobe/sewobe-wire.ts): said as the
    // content system's wrong shape is, never "login failed", which would send the member to their password.
    outcomes: perFault((fault) =>
      loginMessage({ kind: 'unreachable', message: faultError(fault, 'sewobe').message }),
    ),
  },
  {
    id: 'kp-logout',
    system: 'sewobe',
    call: 'KP_LOGOUT',
    usedBy: 'Logout in the header (LogOut)',
    route: /^POST zugang\/api\/KP_LOGOUT$/,
    // Only STATUSCODE 1 (or -2, a session SEWOBE does not know) ends it; an answer without one leaves the
    // SEWOBE session maybe open, and the notice names it (sewobe/sewobe-wire.ts).
    outcomes: perFault(() => logoutIncomplete(['sewobe'])),
  },
  {
    id: 'kp-check-session',
    system: 'sewobe',
    call: 'KP_CHECK_SESSION',
    usedBy: 'no screen yet: the port offers it (MembershipGateway.checkSession)',
    route: /^POST zugang\/api\/KP_CHECK_SESSION$/,
    outcomes: perFault((fault) =>
      fault === 'wrong-shape'
        ? notCalled('checkSession() answers false (no STATUSCODE 1)', { type: 'resolves' })
        : notCalled(`checkSession() throws: ${faultError(fault, 'sewobe').message}`, {
            type: 'throws',
            error: faultError(fault, 'sewobe'),
          }),
    ),
  },
];
