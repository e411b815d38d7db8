import * as z from 'zod/mini';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { langcodeField } from './content-language';

/**
 * `editablevar/json/proposal_submission` (docs/wire-drupal.md, "Editable variables"): editable variables an
 * editor fills in Drupal, so anything may be missing, empty or of another type. A text that is not a non-blank
 * string is null (shown as ---); the event id may be a number; the status reads as open for "open" and the
 * PHP-ish true values, closed for anything else.
 */

const text = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null)),
);

const eventId = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }),
);

const OPEN = new Set<unknown>(['open', 'opened', '1', 'true', 1, true]);

const open = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => OPEN.has(typeof value === 'string' ? value.trim().toLowerCase() : value)),
);

const settingsObject = z.object({
  event_id: eventId,
  event_title: text,
  proposal_submission_form_status: open,
  _panel_intro: text,
  _paper_intro: text,
  _workshop_intro: text,
  _submit_txt: text,
  _completed_txt: text,
  _error_txt: text,
  langcode: langcodeField,
});

/**
 * Any one of the variables may be missing, but an object with none of them is some other answer (an error
 * body, another module's JSON): read as "no event", it would tell members there is no call for proposals.
 */
const someSetting = z
  .unknown()
  .check(
    z.refine(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        Object.keys(settingsObject.shape).some((key) => key in value),
    ),
  );

const settingsFields = z.pipe(
  settingsObject,
  z.transform((wire): EventSettings => ({
    eventId: wire.event_id,
    eventTitle: wire.event_title,
    open: wire.proposal_submission_form_status,
    intros: { panel: wire._panel_intro, paper: wire._paper_intro, workshop: wire._workshop_intro },
    submitText: wire._submit_txt,
    completedText: wire._completed_txt,
    errorText: wire._error_txt,
    ...(wire.langcode && { language: wire.langcode }),
  })),
);

export const eventSettingsSchema = z.pipe(someSetting, settingsFields);
