import { faultError, type Fault } from './faults';
import { isUnreadable, perFault, type FaultRow } from './fault-row';
import {
  answerNotRead,
  errorState,
  logoutIncomplete,
  proposalNotSent,
  proposalStatus,
  silentlyIgnored,
  withSessionCheck,
  type Outcome,
  type SyncWithoutTime,
} from './outcomes';

/** Opening the proposals: the page's error state, with Try again. */
const opening = perFault((fault) =>
  errorState(
    'Your proposals could not be loaded',
    fault,
    'proposals',
    'the header and the menus; copies of proposals on this device, offered once the forms open',
  ),
);

const isOffline = (fault: Fault) => fault === 'network' || fault === 'stalled';

/**
 * Where a failed save leaves the edits: on this device, waiting for the network or a new login (a 401
 * after the one renewal), or "Not saved" with the reason.
 */
function afterSave(fault: Fault): Outcome {
  if (isOffline(fault)) return proposalStatus({ state: 'device', waitingFor: 'network' });
  if (fault === 'status-401')
    return withSessionCheck(proposalStatus({ state: 'device', waitingFor: 'login' }));
  const failed: SyncWithoutTime = { state: 'failed', message: faultError(fault, 'proposals').message };
  return proposalStatus(failed);
}

function afterSend(fault: Fault): Outcome {
  if (isUnreadable(fault)) return answerNotRead('sent: the kind is locked as sent');
  if (isOffline(fault)) return proposalNotSent({ kind: 'offline' });
  if (fault === 'status-401') return withSessionCheck(proposalNotSent({ kind: 'login' }));
  return proposalNotSent({ kind: 'refused', message: faultError(fault, 'proposals').message });
}

function afterLogout(fault: Fault): Outcome {
  if (isUnreadable(fault)) return answerNotRead('logged out everywhere');
  // An expired token (401) is ended already (http-proposal-gateway.ts).
  if (fault === 'status-401')
    return silentlyIgnored('logged out everywhere: a token the system refuses is ended');
  return logoutIncomplete(['proposals']);
}

/** The proposal system's calls (docs/behaviour.md, Remote calls), bearer token renewed once and retried once on a 401. */
export const PROPOSAL_ROWS: readonly FaultRow[] = [
  {
    id: 'proposal-login',
    system: 'proposals',
    call: 'POST login',
    usedBy: '/conference-proposals/*, member area “My proposals” (OpenProposals); the renewal after a 401',
    route: /^POST login$/,
    outcomes: opening,
  },
  {
    id: 'proposal-load',
    system: 'proposals',
    call: 'GET forms-data/single/{uid}/{eventId}/{type}',
    usedBy: 'the same, once per kind (OpenProposals)',
    route: /^GET forms-data\/single\//,
    outcomes: opening,
  },
  {
    id: 'proposal-save',
    system: 'proposals',
    call: 'PUT forms-data/update',
    usedBy: 'proposal form, auto-save 2 s after the last edit (ProposalAutosave)',
    route: /^PUT forms-data\/update$/,
    outcomes: perFault(afterSave),
  },
  {
    id: 'proposal-send',
    system: 'proposals',
    call: 'PUT forms-data/send',
    usedBy: 'proposal form, Send (SendProposal)',
    route: /^PUT forms-data\/send$/,
    outcomes: perFault(afterSend),
  },
  {
    id: 'proposal-count',
    system: 'proposals',
    call: 'GET count/{eventId}/{type}',
    usedBy: 'proposal forms of an organizer, sent counts (OpenProposals)',
    route: /^GET count\//,
    outcomes: perFault(() => silentlyIgnored('the forms, without the organizer’s counts')),
  },
  {
    id: 'proposal-logout',
    system: 'proposals',
    call: 'GET logout',
    usedBy: 'Logout in the header (LogOut)',
    route: /^GET logout$/,
    outcomes: perFault(afterLogout),
  },
];
