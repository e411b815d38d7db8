import type { SandboxDatabase } from '../storage/database';
import { findEditableVar, saveEditableVar } from '../drupal/tables/site-data';

/** The content system's editable variable that names the event of the call for proposals and its state. */
export const CALL_SETTINGS = 'proposal_submission';

interface CallSettings {
  event_id?: unknown;
  proposal_submission_form_status?: unknown;
}

/**
 * The event whose call for proposals is open, as the proposal system reads the content system's settings
 * (`GET /editablevar/json/proposal_submission`; in the sandbox the shared database): its `event_id`, as the
 * portal reads it (trimmed), while `proposal_submission_form_status` is `open`; otherwise none.
 */
export function openEventId(db: SandboxDatabase): string | null {
  const settings = findEditableVar(db, CALL_SETTINGS) as CallSettings | undefined;
  if (typeof settings !== 'object' || settings === null) return null;
  const { event_id: eventId, proposal_submission_form_status: status } = settings;
  if (status !== 'open') return null;
  const id = typeof eventId === 'string' || typeof eventId === 'number' ? String(eventId).trim() : '';
  return id === '' ? null : id;
}

/**
 * Whether forms of `eventId` may be saved and sent: only the open event, under its one spelling, so that
 * `" 2027"` or `"02027"` never opens a second, unlocked form beside a sent "2027".
 */
export function isOpenEvent(db: SandboxDatabase, eventId: string): boolean {
  return eventId === openEventId(db);
}

/** Opens (or closes) the call for `eventId`, as an editor changes the settings: for the tests' controls. */
export function setCall(db: SandboxDatabase, eventId: string, open: boolean): void {
  const settings = (findEditableVar(db, CALL_SETTINGS) ?? {}) as object;
  saveEditableVar(db, CALL_SETTINGS, {
    ...settings,
    event_id: eventId,
    proposal_submission_form_status: open ? 'open' : 'closed',
  });
}
