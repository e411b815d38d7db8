import { describe, expect, it } from 'vitest';
import { mergeVersions, type MergeChoices } from '@/domain/proposals/merge-versions';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';

/**
 * Issue 81: two versions written from one they share, merged where they do not conflict. Every pair of changes
 * (unchanged, edit, remove, add, move) on a text, a list and a group field; a question only where both sides
 * changed the same field (of the same paper), each its own way.
 */
const paperSchema = PROPOSAL_SCHEMAS.paper;
const panelSchema = PROPOSAL_SCHEMAS.panel;

const BASE_PAPER = {
  title: 'Slow cinema',
  abstract: 'Duration.',
  keywords: ['archive', 'duration', 'slowness'],
  bio: 'Film scholar.',
  references: '',
};

const block = (id: string, title: string, abstract = `${title}: abstract.`, presenter = `${title} P.`) => ({
  id,
  presenter,
  title,
  abstract,
});
const BASE_PANEL = {
  title: 'Panel',
  rationale: 'Why.',
  chair: 'Chair',
  papers: [block('#1', 'One'), block('#2', 'Two'), block('#3', 'Three')],
};
type Panel = typeof BASE_PANEL;
type Block = ReturnType<typeof block>;

const merge = (
  base: ProposalValues,
  mine: ProposalValues,
  theirs: ProposalValues,
  choices?: MergeChoices,
  schema = paperSchema,
) => mergeVersions(schema, base, mine, theirs, choices);
const paper = (change: Partial<typeof BASE_PAPER>) => ({ ...BASE_PAPER, ...change });
const panel = (papers: Block[], change: Partial<Panel> = {}) => ({ ...BASE_PANEL, ...change, papers });
const mergePanel = (mine: Panel, theirs: Panel, choices?: MergeChoices) =>
  mergeVersions(panelSchema, BASE_PANEL, mine, theirs, choices);
const paths = (questions: readonly { path: string }[]) => questions.map(({ path }) => path);
const [one, two, three] = BASE_PANEL.papers as [Block, Block, Block];

describe('a text field', () => {
  it.each([
    ['unchanged on both sides', {}, {}, BASE_PAPER.title],
    ['edited on this side only', { title: 'Mine' }, {}, 'Mine'],
    ['edited on the other side only', {}, { title: 'Theirs' }, 'Theirs'],
    ['edited alike on both sides', { title: 'Same' }, { title: 'Same' }, 'Same'],
    ['emptied on one side only', { title: '' }, {}, ''],
    ['emptied on both sides', { title: '' }, { title: ' ' }, ''],
  ])('%s: merged without a question', (_case, mine, theirs, title) => {
    const merged = merge(BASE_PAPER, paper(mine), paper(theirs));
    expect(merged.questions).toEqual([]);
    expect(merged.values['title']).toBe(title);
  });

  it('edited on both sides, each its own way: asked, this tab’s words until answered', () => {
    const merged = merge(BASE_PAPER, paper({ abstract: 'Mine.' }), paper({ abstract: 'Theirs.' }));
    expect(merged.questions).toEqual([
      {
        path: 'abstract',
        field: 'abstract',
        entry: null,
        inner: null,
        mine: 'Mine.',
        theirs: 'Theirs.',
        canKeepBoth: true,
      },
    ]);
    expect(merged.values['abstract']).toBe('Mine.');
  });

  it('takes the answer given: the other’s words, or both where a long text holds both', () => {
    const [mine, theirs] = [paper({ abstract: 'Mine.' }), paper({ abstract: 'Theirs.' })];
    expect(merge(BASE_PAPER, mine, theirs, { abstract: 'theirs' }).values['abstract']).toBe('Theirs.');
    expect(merge(BASE_PAPER, mine, theirs, { abstract: 'both' }).values['abstract']).toBe('Mine.\n\nTheirs.');
  });

  it('offers no “both” for a one-line text, and keeps this tab’s words if asked for both', () => {
    const merged = merge(BASE_PAPER, paper({ title: 'Mine' }), paper({ title: 'Theirs' }), {
      title: 'both',
    });
    expect(merged.questions[0]).toMatchObject({ path: 'title', canKeepBoth: false });
    expect(merged.values['title']).toBe('Mine');
  });

  it('emptied on one side and edited on the other: asked, the words kept until answered', () => {
    const merged = merge(BASE_PAPER, paper({ bio: '' }), paper({ bio: 'Film scholar, Berlin.' }));
    expect(paths(merged.questions)).toEqual(['bio']);
    expect(merged.values['bio']).toBe('Film scholar, Berlin.');
  });

  it('edits of two different fields: both kept, no question', () => {
    const merged = merge(BASE_PAPER, paper({ title: 'Mine' }), paper({ bio: 'Theirs.' }));
    expect(merged).toEqual({ values: paper({ title: 'Mine', bio: 'Theirs.' }), questions: [] });
  });
});

describe('a list field', () => {
  const keywords = (mine: string[], theirs: string[], choices?: MergeChoices) =>
    merge(BASE_PAPER, paper({ keywords: mine }), paper({ keywords: theirs }), choices);

  it.each([
    ['unchanged on both sides', BASE_PAPER.keywords, BASE_PAPER.keywords, BASE_PAPER.keywords],
    ['an entry added on this side only', [...BASE_PAPER.keywords, 'museum'], BASE_PAPER.keywords, null],
    ['an entry removed on the other side only', BASE_PAPER.keywords, ['archive', 'duration'], null],
    ['a blank entry left over on one side', [...BASE_PAPER.keywords, ' '], ['archive', 'time'], null],
    ['the same entry added on both sides', ['archive', 'time'], ['archive', 'time'], null],
  ])('%s: merged without a question', (_case, mine, theirs, expected) => {
    const merged = keywords(mine, theirs);
    expect(merged.questions).toEqual([]);
    const changed = mine.join() === BASE_PAPER.keywords.join() || mine.includes(' ') ? theirs : mine;
    expect(merged.values['keywords']).toEqual(expected ?? changed);
  });

  it('changed on both sides, each its own way: asked, and both lists can be kept without repeats', () => {
    const [mine, theirs] = [
      ['archive', 'museum'],
      ['archive', 'duration', 'time'],
    ];
    expect(keywords(mine, theirs).questions).toMatchObject([{ path: 'keywords', canKeepBoth: true }]);
    expect(keywords(mine, theirs).values['keywords']).toEqual(mine);
    expect(keywords(mine, theirs, { keywords: 'theirs' }).values['keywords']).toEqual(theirs);
    expect(keywords(mine, theirs, { keywords: 'both' }).values['keywords']).toEqual([
      'archive',
      'museum',
      'duration',
      'time',
    ]);
  });

  it('removed on both sides (emptied): no question', () => {
    expect(keywords([], ['', '']).questions).toEqual([]);
  });
});

describe('a group field (a panel’s papers)', () => {
  it('unchanged on one side takes the other’s papers whole', () => {
    const theirs = panel([two, block('#3', 'Three', 'New.'), one]);
    expect(mergePanel(BASE_PANEL, theirs)).toEqual({ values: theirs, questions: [] });
    expect(mergePanel(theirs, BASE_PANEL)).toEqual({ values: theirs, questions: [] });
  });

  it('edits of different papers: both kept, no question (laptop: paper 2’s abstract, phone: paper 3’s title)', () => {
    const laptop = panel([one, { ...two, abstract: 'Laptop.' }, three]);
    const phone = panel([one, two, { ...three, title: 'Phone' }]);
    expect(mergePanel(laptop, phone)).toEqual({
      values: panel([one, { ...two, abstract: 'Laptop.' }, { ...three, title: 'Phone' }]),
      questions: [],
    });
  });

  it('edits of different fields of one paper: both kept, no question', () => {
    const merged = mergePanel(
      panel([one, { ...two, title: 'T' }, three]),
      panel([one, { ...two, abstract: 'A' }, three]),
    );
    expect(merged).toEqual({
      values: panel([one, { ...two, title: 'T', abstract: 'A' }, three]),
      questions: [],
    });
  });

  it('edits of the same field of the same paper: only that field asked, named with its paper', () => {
    const mine = panel([one, { ...two, abstract: 'Laptop.' }, { ...three, title: 'Mine' }], { chair: 'C2' });
    const theirs = panel([one, { ...two, abstract: 'Phone.' }, three], { rationale: 'Why not.' });
    const merged = mergePanel(mine, theirs);
    expect(merged.questions).toEqual([
      {
        path: 'papers.#2.abstract',
        field: 'papers',
        entry: { id: '#2', number: 2 },
        inner: 'abstract',
        mine: 'Laptop.',
        theirs: 'Phone.',
        canKeepBoth: true,
      },
    ]);
    expect(merged.values).toEqual(
      panel([one, { ...two, abstract: 'Laptop.' }, { ...three, title: 'Mine' }], {
        chair: 'C2',
        rationale: 'Why not.',
      }),
    );
    expect(mergePanel(mine, theirs, { 'papers.#2.abstract': 'theirs' }).values['papers']).toEqual([
      one,
      { ...two, abstract: 'Phone.' },
      { ...three, title: 'Mine' },
    ]);
  });

  it('a paper removed on one side and left unchanged on the other: removed, no question', () => {
    expect(mergePanel(panel([one, three]), panel([one, two, { ...three, title: 'T' }]))).toEqual({
      values: panel([one, { ...three, title: 'T' }]),
      questions: [],
    });
    expect(mergePanel(panel([one, two, three], { title: 'Mine' }), panel([two, three]))).toEqual({
      values: panel([two, three], { title: 'Mine' }),
      questions: [],
    });
  });

  it('a paper removed on both sides: removed, no question', () => {
    expect(mergePanel(panel([one, three]), panel([one, three]))).toEqual({
      values: panel([one, three]),
      questions: [],
    });
  });

  it('a paper edited on one side and removed on the other: asked as a whole, kept until answered', () => {
    const edited = { ...two, abstract: 'Laptop.' };
    const merged = mergePanel(panel([one, edited, three]), panel([one, three]));
    expect(merged.questions).toEqual([
      {
        path: 'papers.#2',
        field: 'papers',
        entry: { id: '#2', number: 2 },
        inner: null,
        mine: edited,
        theirs: null,
        canKeepBoth: false,
      },
    ]);
    expect(merged.values['papers']).toEqual([one, edited, three]);
    expect(
      mergePanel(panel([one, edited, three]), panel([one, three]), { 'papers.#2': 'theirs' }).values[
        'papers'
      ],
    ).toEqual([one, three]);
    // Removed here, edited there: the other's words are kept until the member says otherwise.
    const other = mergePanel(panel([one, three]), panel([one, edited, three]));
    expect(other.questions).toMatchObject([
      { path: 'papers.#2', mine: null, theirs: edited, entry: { number: 2 } },
    ]);
    expect(other.values['papers']).toEqual([one, edited, three]);
  });

  it('papers added on both sides: each kept, where its side put it', () => {
    const [mine, theirs] = [block('m', 'Laptop’s'), block('t', 'Phone’s')];
    expect(
      mergePanel(panel([one, two, three, mine]), panel([one, theirs, two, three])).values['papers'],
    ).toEqual([one, theirs, two, three, mine]);
  });

  it('a paper moved on one side and edited on the other: moved and edited, no question', () => {
    const merged = mergePanel(panel([three, one, two]), panel([one, { ...two, title: 'T' }, three]));
    expect(merged).toEqual({ values: panel([three, one, { ...two, title: 'T' }]), questions: [] });
    const other = mergePanel(panel([one, { ...two, title: 'T' }, three]), panel([three, one, two]));
    expect(other).toEqual({ values: panel([three, one, { ...two, title: 'T' }]), questions: [] });
  });

  it('a paper moved on one side and removed on the other: removed, the rest in the moved order', () => {
    expect(mergePanel(panel([three, two, one]), panel([one, three])).values['papers']).toEqual([three, one]);
  });

  it('papers moved on both sides: this tab’s order', () => {
    expect(mergePanel(panel([three, one, two]), panel([two, one, three])).values['papers']).toEqual([
      three,
      one,
      two,
    ]);
  });

  it('unchanged on both sides: the papers as they were', () => {
    expect(mergePanel(BASE_PANEL, BASE_PANEL)).toEqual({ values: BASE_PANEL, questions: [] });
  });

  it('asks in form order, the papers’ fields in this tab’s order of papers', () => {
    const mine = panel([{ ...three, title: 'M3' }, { ...one, presenter: 'M1' }, two], { title: 'M' });
    const theirs = panel([{ ...one, presenter: 'T1' }, two, { ...three, title: 'T3' }], { title: 'T' });
    const merged = mergePanel(mine, theirs);
    expect(paths(merged.questions)).toEqual(['title', 'papers.#3.title', 'papers.#1.presenter']);
    expect(merged.questions.map(({ entry }) => entry?.number)).toEqual([undefined, 1, 2]);
  });
});

describe('the same rule for every kind', () => {
  it('merges a workshop’s participants and format', () => {
    const base = { title: 'W', description: 'D.', format: 'F.', participants: ['A', 'B'] };
    const merged = mergeVersions(
      PROPOSAL_SCHEMAS.workshop,
      base,
      { ...base, format: 'Round table.' },
      { ...base, participants: ['A', 'B', 'C'] },
    );
    expect(merged).toEqual({
      values: { ...base, format: 'Round table.', participants: ['A', 'B', 'C'] },
      questions: [],
    });
  });

  it('keeps what the other version holds beyond the form’s fields', () => {
    const theirs = { ...BASE_PAPER, extra: 'kept' } as ProposalValues;
    expect(merge(BASE_PAPER, paper({ title: 'M' }), theirs).values).toEqual({ ...theirs, title: 'M' });
  });
});
