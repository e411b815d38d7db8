/** The event the seeded call for proposals is for. */
export const PROPOSAL_EVENT_ID = '2027';

/**
 * Event settings for the proposal form (`/editablevar/json/proposal_submission`). `_workshop_intro` is
 * empty on purpose: the form shows "---" for a missing text (migration 4 brings older databases here).
 */
export const PROPOSAL_SUBMISSION = {
  event_id: PROPOSAL_EVENT_ID,
  event_title: 'NECS 2027 Conference: Screens of Repair (Lisbon, 10–13 June 2027)',
  proposal_submission_form_status: 'open',
  _panel_intro:
    '<p>A panel brings together three or four papers around a shared question. The panel chair submits ' +
    'the proposal for the whole panel.</p>',
  _paper_intro: '<p>Propose an individual paper of 20 minutes. Abstracts should not exceed 300 words.</p>',
  _workshop_intro: '',
  _submit_txt: '<p>Please check your proposal before sending: a sent proposal can no longer be changed.</p>',
  _completed_txt:
    '<p>Thank you! Your proposal has been sent. You will hear from the programme committee in March.</p>',
  _error_txt:
    '<p>Your proposal could not be sent. Your text is kept; please try again, or write to ' +
    '<a href="mailto:office@necs.org">office@necs.org</a> if it keeps failing.</p>',
};
