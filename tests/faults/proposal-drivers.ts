import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { expect } from 'vitest';
import { filter, firstValueFrom } from 'rxjs';
import type { ProposalDraft } from '@/application/proposals/proposal-draft';
import { readProposal } from '@/domain/proposals/read-form-json';
import { ANSWER_TIMEOUT_MS } from '@/infrastructure/http/http-client';
import { PROPOSAL_SEEDS } from '../../sandbox/demo-data/proposals';
import type { FaultBed } from './fault-bed';
import { MEMBER_ID } from './healthy-answers';
import { shownOr, type Driver } from './observation';
import { logOutAndSay, openDesk } from './session-drivers';
import { sendFailureInEnglish } from './proposal-words';

/** A paper that passes the paper form's checks, so Send goes out: the sandbox's seeded sent paper. */
const SEEDED_PAPER = PROPOSAL_SEEDS.find((seed) => seed.type === 'paper' && seed.sent);
const PAPER = readProposal('paper', SEEDED_PAPER?.formJson ?? '{}').values;

async function openPaper(bed: FaultBed): Promise<ProposalDraft> {
  expect(await openDesk(bed)).toEqual({ resolved: true });
  const desk = bed.container.get(ProposalDeskStore).snapshot();
  if (desk.phase !== 'open') throw new Error(`The desk did not open: ${desk.phase}`);
  return desk.drafts.paper;
}

/** The copy on this device (localStorage) still holds what was typed. */
function expectCopyKept(bed: FaultBed): void {
  const copies = bed.persistent.keys().filter((key) => key.startsWith(`necs.proposal-copies.${MEMBER_ID}.`));
  expect(copies.map((key) => bed.persistent.read(key))).toEqual([
    expect.stringContaining(String(PAPER.abstract)),
  ]);
}

const untilSettled = (draft: ProposalDraft) =>
  firstValueFrom(draft.store.state$.pipe(filter(({ sync }) => sync.state !== 'saving')));

export const PROPOSAL_DRIVERS: Record<string, Driver> = {
  'proposal-login': async (bed, arm) => {
    arm();
    return openDesk(bed);
  },
  'proposal-load': async (bed, arm) => {
    arm();
    return openDesk(bed);
  },
  'proposal-save': async (bed, arm) => {
    const draft = await openPaper(bed);
    arm();
    draft.autosave.edit(PAPER);
    const { sync, values } = await untilSettled(draft);
    expect(values).toEqual(PAPER);
    expectCopyKept(bed);
    return { sync };
  },
  'proposal-send': async (bed, arm) => {
    const draft = await openPaper(bed);
    draft.autosave.edit(PAPER);
    expect(await draft.autosave.flush()).toBe(true);
    arm();
    const outcome = await draft.send.execute();
    if (!outcome.ok) expect(draft.store.snapshot()).toMatchObject({ sent: false, values: PAPER });
    return shownOr(outcome.ok, () =>
      outcome.ok || outcome.error.kind === 'fix' ? 'needs fixing' : sendFailureInEnglish(outcome.error),
    );
  },
  'proposal-count': async (bed, arm) => {
    arm();
    const opened = await openDesk(bed);
    // The counts are read after the forms open; wait past any answer limit for them.
    await new Promise((resume) => setTimeout(resume, ANSWER_TIMEOUT_MS + 1_000));
    expect(bed.container.get(ProposalDeskStore).snapshot()).toMatchObject({
      phase: 'open',
      counts: null,
    });
    return opened;
  },
  'proposal-logout': async (bed, arm) => {
    await openPaper(bed);
    return logOutAndSay(bed, arm);
  },
};
