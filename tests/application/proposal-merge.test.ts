import { describe, expect, it, vi } from 'vitest';
import { EVENT, eachTestInADraftWorld, seeded, uid } from './proposal-draft-harness';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';

const AUTOSAVE_MS = 2000;

const paper = (n: number) => ({
  presenter: `Presenter ${n}`,
  title: `Title ${n}`,
  abstract: `Abstract ${n}.`,
});
/** A panel of three papers as an older form stored it: the papers without an identity of their own. */
const PANEL = {
  title: 'Archives',
  rationale: 'Why.',
  chair: 'Chair',
  papers: [paper(1), paper(2), paper(3)],
};
type Panel = typeof PANEL;
type Paper = Panel['papers'][number];

/** The panel with paper `n` (from 1) changed so, as a device's form holds it (papers with their identity). */
function withPaper(values: Readonly<Record<string, unknown>>, n: number, change: Partial<Paper>) {
  const papers = values['papers'] as Paper[];
  return { ...values, papers: papers.map((item, at) => (at === n - 1 ? { ...item, ...change } : item)) };
}

/**
 * Issue 81: a laptop and a phone edit one panel at once. What the two changed apart is merged and saved
 * without a question; only a field both changed, each its own way, is asked, named with its paper.
 */
describe('a panel edited on two devices at once', () => {
  const world = eachTestInADraftWorld();
  const onServer = () => world.gateway.stored(uid, EVENT, 'panel');
  const savedPanel = () => JSON.parse(onServer()!.formJson) as Panel;

  async function laptopAndPhone(stored: Panel = PANEL) {
    await world.reset([
      seeded(),
      { ...seeded(), kind: 'panel', formJson: JSON.stringify({ _version: 1, ...stored }) },
    ]);
    const laptop = await world.device.open('panel');
    const phone = await world.device.open('panel');
    return { laptop, phone };
  }

  /** The phone saves its edit first; then the laptop's save, from the older version, meets it. */
  async function phoneThenLaptop(
    phoneEdit: (values: ProposalValues) => ProposalValues,
    laptopEdit: (values: ProposalValues) => ProposalValues,
    stored: Panel = PANEL,
  ) {
    const { laptop, phone } = await laptopAndPhone(stored);
    phone.autosave.edit(phoneEdit(phone.store.snapshot().values));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    const phoneVersion = onServer()!.updated;
    laptop.autosave.edit(laptopEdit(laptop.store.snapshot().values));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    return { laptop, phone, phoneVersion };
  }

  it('keeps both when the laptop edits paper 2’s abstract and the phone paper 3’s title: saved, no question', async () => {
    const { laptop, phoneVersion } = await phoneThenLaptop(
      (values) => withPaper(values, 3, { title: 'Title 3, from the phone' }),
      (values) => withPaper(values, 2, { abstract: 'Abstract 2, from the laptop.' }),
    );
    expect(savedPanel().papers).toMatchObject([
      paper(1),
      { ...paper(2), abstract: 'Abstract 2, from the laptop.' },
      { ...paper(3), title: 'Title 3, from the phone' },
    ]);
    // The merged words went from the phone's version: the proposal system's check stays the guard.
    const saves = world.gateway.calls.filter(({ record }) => record.kind === 'panel');
    expect(saves.map(({ record }) => record.base)).toEqual([
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
      phoneVersion,
    ]);
    expect(laptop.store.snapshot()).toMatchObject({
      conflict: null,
      sync: { state: 'saved', at: onServer()?.updated },
      values: {
        papers: [
          paper(1),
          { abstract: 'Abstract 2, from the laptop.' },
          { title: 'Title 3, from the phone' },
        ],
      },
    });
    expect(world.device.copies().get('panel')).toMatchObject({ pending: false });
  });

  it('asks only the field both changed, the rest merged: the abstract of paper 2', async () => {
    const { laptop } = await phoneThenLaptop(
      (values) => withPaper({ ...values, chair: 'Chair, from the phone' }, 2, { abstract: 'Phone’s.' }),
      (values) => withPaper(withPaper(values, 1, { title: 'Title 1, laptop' }), 2, { abstract: 'Laptop’s.' }),
    );
    const { conflict, sync } = laptop.store.snapshot();
    expect(sync).toEqual({ state: 'conflict', met: 'save' });
    expect(conflict?.questions).toEqual([
      {
        path: 'papers.#2.abstract',
        field: 'papers',
        entry: { id: '#2', number: 2 },
        inner: 'abstract',
        mine: 'Laptop’s.',
        theirs: 'Phone’s.',
        canKeepBoth: true,
      },
    ]);
    expect(savedPanel()).toMatchObject({
      chair: 'Chair, from the phone',
      papers: [paper(1), { abstract: 'Phone’s.' }, paper(3)],
    });

    // "Keep the other" keeps the phone's abstract, and still the laptop's title of paper 1.
    laptop.autosave.chooseInConflict('newer');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(savedPanel()).toMatchObject({
      chair: 'Chair, from the phone',
      papers: [{ title: 'Title 1, laptop' }, { abstract: 'Phone’s.' }, paper(3)],
    });
    expect(laptop.store.snapshot()).toMatchObject({ conflict: null, sync: { state: 'saved' } });
  });

  it('keeps both texts of a field when the member asks for both', async () => {
    const { laptop } = await phoneThenLaptop(
      (values) => withPaper(values, 2, { abstract: 'Phone’s.' }),
      (values) => withPaper(values, 2, { abstract: 'Laptop’s.' }),
    );
    laptop.autosave.chooseInConflict({ keepMine: [], keepBoth: ['papers.#2.abstract'] });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(savedPanel().papers[1]).toMatchObject({ abstract: 'Laptop’s.\n\nPhone’s.' });
  });

  it('carries over a paper removed on the phone while the laptop edits another', async () => {
    const { laptop } = await phoneThenLaptop(
      (values) => ({ ...values, papers: (values['papers'] as Paper[]).filter((_, at) => at !== 0) }),
      (values) => withPaper(values, 3, { abstract: 'Abstract 3, laptop.' }),
      { ...PANEL, papers: [...PANEL.papers, paper(4)] },
    );
    expect(laptop.store.snapshot().conflict).toBeNull();
    expect(savedPanel().papers).toMatchObject([
      paper(2),
      { ...paper(3), abstract: 'Abstract 3, laptop.' },
      paper(4),
    ]);
  });

  it('merges again when a third device saved while the merged words were on their way', async () => {
    const { laptop, phone } = await laptopAndPhone();
    const tablet = await world.device.open('panel');
    phone.autosave.edit(withPaper(phone.store.snapshot().values, 3, { title: 'Phone' }));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    // The laptop's save meets the phone's version; its merged save is held while the tablet, from the phone's
    // version too (it caught up), saves first.
    await tablet.autosave.catchUp();
    await vi.advanceTimersByTimeAsync(0);
    laptop.autosave.edit(withPaper(laptop.store.snapshot().values, 2, { abstract: 'Laptop.' }));
    tablet.autosave.edit(withPaper(tablet.store.snapshot().values, 1, { presenter: 'Tablet' }));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(savedPanel().papers).toMatchObject([
      { presenter: 'Tablet' },
      { abstract: 'Laptop.' },
      { title: 'Phone' },
    ]);
    expect(laptop.store.snapshot()).toMatchObject({ conflict: null, sync: { state: 'saved' } });
    expect(tablet.store.snapshot().conflict).toBeNull();
  });
});
