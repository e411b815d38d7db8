/**
 * The proposal form's timing (docs/behaviour.md, Saving and sending): a save goes 2 s after the last edit; a send waits 100 ms,
 * or 2 s when a save is still pending, so the send never overtakes the save of the last edits. The login
 * code (`o`: 5 organizer, 6 others) lives with the roles: `PROPOSAL_LOGIN_CODE` in domain/session/roles.ts.
 */
export const PROPOSAL_TIMING = {
  autoSaveDelayMs: 2000,
  sendDelayMs: 100,
  sendDelayWhenSavePendingMs: 2000,
} as const;

/** How long a send waits before it goes. */
export const sendDelay = (savePending: boolean): number =>
  savePending ? PROPOSAL_TIMING.sendDelayWhenSavePendingMs : PROPOSAL_TIMING.sendDelayMs;
