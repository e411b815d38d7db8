import { describe, expect, it } from 'vitest';
import {
  acceptsProposals,
  isMissingText,
  MISSING_TEXT,
  shownText,
  type EventSettings,
} from '@/domain/proposals/event-settings';
import {
  decideSave,
  decideSend,
  edited,
  hasUnsavedEdits,
  markedSent,
  proposalState,
  savedUpTo,
  summaryOf,
  type ProposalState,
} from '@/domain/proposals/proposal-lifecycle';
import { PROPOSAL_TIMING, sendDelay } from '@/domain/proposals/proposal-timing';
import { PROPOSAL_LOGIN_CODE } from '@/domain/session/roles';

const T1 = '2027-01-05T10:00:00.000Z';
const T2 = '2027-01-05T10:00:02.000Z';
const READY_WORKSHOP = { title: 'W', description: 'D', format: 'F', participants: ['A', 'B'] };

const draft = proposalState('workshop');
const twice = edited(edited(draft));
const sent = markedSent(twice, T2);

describe('the proposal lifecycle: draft, then sent for good', () => {
  it('waits 2 s to save and 100 ms or 2 s to send, and logs in with code 5 for organizers, 6 for others', () => {
    expect(PROPOSAL_TIMING).toEqual({
      autoSaveDelayMs: 2000,
      sendDelayMs: 100,
      sendDelayWhenSavePendingMs: 2000,
    });
    expect([sendDelay(false), sendDelay(true)]).toEqual([100, 2000]);
    expect(PROPOSAL_LOGIN_CODE).toEqual({ organizer: 5, other: 6 });
  });

  it.each([
    ['nothing stored', null, 'draft', null],
    ['a stored draft', { sent: false, updated: T1 }, 'draft', T1],
    ['a sent form', { sent: true, updated: T1 }, 'sent', T1],
  ] as const)('starts from %s', (_, stored, status, updated) => {
    expect(proposalState('paper', stored)).toEqual({
      kind: 'paper',
      status,
      revision: 0,
      savedRevision: 0,
      updated,
    });
  });

  // Each row: a state, then whether it has unsaved edits and what a save and a send (of a ready form) do.
  it.each([
    ['a fresh draft', draft, false, { action: 'ignore', reason: 'saved' }, { action: 'send', delayMs: 100 }],
    ['an edited draft', twice, true, { action: 'save', revision: 2 }, { action: 'send', delayMs: 2000 }],
    [
      'a draft saved up to its last edit',
      savedUpTo(twice, 2, T1),
      false,
      { action: 'ignore', reason: 'saved' },
      { action: 'send', delayMs: 100 },
    ],
    [
      'a draft edited while its save ran',
      savedUpTo(edited(twice), 2, T1),
      true,
      { action: 'save', revision: 3 },
      { action: 'send', delayMs: 2000 },
    ],
    ['a sent form', sent, false, { action: 'ignore', reason: 'sent' }, { action: 'ignore', reason: 'sent' }],
  ] as const)('%s', (_, state: ProposalState, unsaved, save, send) => {
    expect(hasUnsavedEdits(state)).toBe(unsaved);
    expect(decideSave(state)).toEqual(save);
    expect(decideSend(state, READY_WORKSHOP)).toEqual(send);
  });

  it('refuses to send a form with issues, and says which', () => {
    const decision = decideSend(twice, { ...READY_WORKSHOP, title: '' });
    expect(decision).toEqual({
      action: 'fix',
      issues: [{ path: 'title', message: 'Title is required.', problem: { kind: 'required' } }],
    });
  });

  it('ignores edits and saves once sent, and keeps the time of the send', () => {
    expect(edited(sent)).toBe(sent);
    expect(savedUpTo(sent, 9, T1)).toBe(sent);
    expect(sent).toMatchObject({ status: 'sent', updated: T2 });
  });

  it('never counts a late save answer back', () => {
    const saved = savedUpTo(savedUpTo(edited(twice), 3, T2), 2, T1);
    expect(saved.savedRevision).toBe(3);
  });

  it('counts edits typed before a send found the form already sent as gone, not unsaved', () => {
    expect(hasUnsavedEdits(markedSent(edited(twice)))).toBe(false);
    expect(markedSent(twice).updated).toBeNull();
  });

  it.each([
    [null, { state: 'none' }],
    [
      { sent: false, updated: T1 },
      { state: 'draft', savedAt: T1 },
    ],
    [
      { sent: true, updated: T2 },
      { state: 'sent', sentAt: T2 },
    ],
  ] as const)('sums up %j for My proposals', (stored, summary) => {
    expect(summaryOf(stored)).toEqual(summary);
  });
});

describe('event settings', () => {
  const settings: EventSettings = {
    eventId: '2027',
    eventTitle: 'NECS 2027',
    open: true,
    intros: { panel: '<p>Panel</p>', paper: null, workshop: null },
    submitText: null,
    completedText: null,
    errorText: null,
  };

  it('shows --- for a missing text', () => {
    expect(MISSING_TEXT).toBe('---');
    expect([shownText(null), shownText('<p>x</p>'), shownText(' \n')]).toEqual(['---', '<p>x</p>', '---']);
    expect([isMissingText(null), isMissingText(''), isMissingText(' \n'), isMissingText('<p>x</p>')]).toEqual(
      [true, true, true, false],
    );
  });

  it.each([
    [true, '2027', true],
    [false, '2027', false],
    [true, null, false],
  ] as const)('accepts proposals when open is %s and the event is %s: %s', (open, eventId, accepts) => {
    expect(acceptsProposals({ ...settings, open, eventId })).toBe(accepts);
  });
});
