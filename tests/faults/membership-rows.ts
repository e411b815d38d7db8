import { faultError } from './faults';
import { perFault, type FaultRow } from './fault-row';
import { answerNotRead, loginMessage, logoutIncomplete, notCalled } from './outcomes';

/** SEWOBE's KP_* calls (spec section 7): form posts answered with JSON, HTTP 200 even on a refusal. */
export const MEMBERSHIP_ROWS: readonly FaultRow[] = [
  {
    id: 'kp-login',
    system: 'membership',
    call: 'KP_LOGIN',
    usedBy: '/user/login and the login in place, after the content login (LogIn)',
    route: /^POST zugang\/api\/KP_LOGIN$/,
    outcomes: perFault((fault) =>
      // An answer without STATUSCODE reads as a refusal of unknown code (sewobe/wire.ts), hence "login failed".
      fault === 'wrong-shape'
        ? loginMessage({ kind: 'membership-refused', statusCode: null, status: '' })
        : loginMessage({ kind: 'unreachable', message: faultError(fault, 'membership').message }),
    ),
  },
  {
    id: 'kp-logout',
    system: 'membership',
    call: 'KP_LOGOUT',
    usedBy: 'Logout in the header (LogOut)',
    route: /^POST zugang\/api\/KP_LOGOUT$/,
    outcomes: perFault((fault) =>
      // Its answer must be JSON, but its STATUSCODE is not looked at (sewobe-membership-gateway.ts).
      fault === 'wrong-shape'
        ? answerNotRead('logged out everywhere (any JSON object ends the membership session here)')
        : logoutIncomplete(['membership']),
    ),
  },
  {
    id: 'kp-check-session',
    system: 'membership',
    call: 'KP_CHECK_SESSION',
    usedBy: 'no screen yet: the port offers it (MembershipGateway.checkSession)',
    route: /^POST zugang\/api\/KP_CHECK_SESSION$/,
    outcomes: perFault((fault) =>
      fault === 'wrong-shape'
        ? notCalled('checkSession() answers false (no STATUSCODE 1)', { type: 'resolves' })
        : notCalled(`checkSession() throws: ${faultError(fault, 'membership').message}`, {
            type: 'throws',
            error: faultError(fault, 'membership'),
          }),
    ),
  },
];
