import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../sandbox/storage/migrations';
import {
  countSentProposals,
  expireProposalTokens,
  findProposalForm,
  findProposalToken,
  issueProposalToken,
  PROPOSAL_TOKEN_LIFETIME_MS,
} from '../../sandbox/proposals/proposal-forms';
import { PROPOSAL_SEEDS } from '../../sandbox/demo-data/proposals';
import { PROPOSAL_SUBMISSION } from '../../sandbox/demo-data/event-settings';
import { findEditableVar, saveEditableVar } from '../../sandbox/drupal/tables/site-data';
import { startTestSandbox, type TestSandbox } from './sandbox-harness';

describe('migration 4: proposals', () => {
  // Read once, and the sandbox started once, before the tests' clocks start.
  let migrations: Awaited<ReturnType<typeof loadMigrations>>;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    [migrations, sandbox] = await Promise.all([loadMigrations(), startTestSandbox()]);
  });
  afterAll(() => sandbox.dispose());

  async function databaseAt(version: number) {
    const db = new Database(':memory:');
    migrate(db, migrations.slice(0, version));
    return { db, migrations };
  }

  it('gives a database of version 3 the proposal tables with their demo rows, and the new event settings', async () => {
    const { db, migrations } = await databaseAt(3);
    try {
      saveEditableVar(db, 'proposal_submission', { ...PROPOSAL_SUBMISSION, _workshop_intro: '<p>Old</p>' });
      migrate(db, migrations.slice(0, 4));
      expect(db.pragma('user_version', { simple: true })).toBe(4);
      expect(findProposalForm(db, 4, '2027', 'paper')).toEqual(PROPOSAL_SEEDS[1]);
      expect([countSentProposals(db, '2027', 'panel'), countSentProposals(db, '2027', 'paper')]).toEqual([
        1, 1,
      ]);
      expect(findEditableVar(db, 'proposal_submission')).toEqual(PROPOSAL_SUBMISSION);
    } finally {
      db.close();
    }
  });

  it('seeds no proposal of the member (7) or the organizer (5): the journeys draft their own', () => {
    expect(PROPOSAL_SEEDS.filter((seed) => seed.uid === 5 || seed.uid === 7)).toEqual([]);
  });

  it('lets a token live 30 minutes, unless a test expires it first', async () => {
    const { db } = await databaseAt(4);
    try {
      const now = Date.now();
      const token = issueProposalToken(db, { uid: 7, organizer: false }, now);
      const other = issueProposalToken(db, { uid: 5, organizer: true }, now);
      expect(PROPOSAL_TOKEN_LIFETIME_MS).toBe(30 * 60_000);
      expect(findProposalToken(db, token, now + PROPOSAL_TOKEN_LIFETIME_MS - 1)).toEqual({
        uid: 7,
        organizer: false,
      });
      expect(findProposalToken(db, token, now + PROPOSAL_TOKEN_LIFETIME_MS)).toBeUndefined();
      expireProposalTokens(db, 7, now);
      expect(findProposalToken(db, token, now)).toBeUndefined();
      expect(findProposalToken(db, other, now)).toEqual({ uid: 5, organizer: true });
    } finally {
      db.close();
    }
  });

  it('serves event settings with the workshop intro missing and an error text', async () => {
    const settings = (await sandbox.app.inject('/cms/editablevar/json/proposal_submission')).json();
    expect(settings).toMatchObject({
      event_id: '2027',
      proposal_submission_form_status: 'open',
      _workshop_intro: '',
    });
    expect(settings._paper_intro).toContain('300 words');
    expect(settings._error_txt).toContain('<p>');
  });
});
