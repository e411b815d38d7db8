import { describe, expect, it } from 'vitest';
import { emptyValues, type ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { validateProposal } from '@/domain/proposals/validate-proposal';

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(' ');
const paper = (n: number) => ({ presenter: `Presenter ${n}`, title: `Paper ${n}`, abstract: words(300) });

/** A form of each kind that is ready to send, at every limit. */
const READY: Record<ProposalKind, ProposalValues> = {
  paper: {
    title: 'x'.repeat(250),
    abstract: words(300),
    keywords: ['archive', 'repair', 'Lisbon', '', '  '],
    bio: words(100),
    references: '',
  },
  panel: {
    title: 'Repair',
    rationale: words(300),
    chair: 'A. Chair',
    papers: [paper(1), paper(2), paper(3), paper(4)],
  },
  workshop: {
    title: 'Hands on',
    description: words(500),
    format: 'Roundtable',
    participants: ['One', 'Two', 'Three', 'Four', 'Five'],
  },
};

// Each row: the kind, what changes from a ready form, then the issues expected (path and message).
const ROWS: readonly [ProposalKind, string, Partial<ProposalValues>, [string, string][]][] = [
  ['paper', 'a blank title', { title: '  \n' }, [['title', 'Title is required.']]],
  ['paper', 'a missing title', { title: undefined }, [['title', 'Title is required.']]],
  [
    'paper',
    'a title of 251 characters',
    { title: 'x'.repeat(251) },
    [['title', 'Title has 251 characters, 1 over the limit of 250.']],
  ],
  [
    'paper',
    'an abstract of 301 words',
    { abstract: words(301) },
    [['abstract', 'Abstract has 301 words, 1 over the limit of 300.']],
  ],
  [
    'paper',
    'two keywords and blanks',
    { keywords: ['a', ' ', 'b'] },
    [['keywords', 'Give at least 3 keywords (2 so far).']],
  ],
  [
    'paper',
    'six keywords',
    { keywords: ['a', 'b', 'c', 'd', 'e', 'f'] },
    [['keywords', 'Give at most 5 keywords (6 now).']],
  ],
  [
    'paper',
    'a keyword of 61 characters',
    { keywords: ['a', 'b', 'x'.repeat(61)] },
    [['keywords.2', 'Keyword 3 has 61 characters, 1 over the limit of 60.']],
  ],
  [
    'paper',
    'keywords of another shape',
    { keywords: 'a, b, c' },
    [['keywords', 'Give at least 3 keywords (0 so far).']],
  ],
  [
    'paper',
    'a bio of 101 words',
    { bio: words(101) },
    [['bio', 'Short bio has 101 words, 1 over the limit of 100.']],
  ],
  [
    'paper',
    'references of 251 words',
    { references: words(251) },
    [['references', 'References has 251 words, 1 over the limit of 250.']],
  ],
  [
    'panel',
    'two papers',
    { papers: [paper(1), paper(2)] },
    [['papers', 'Give at least 3 papers (2 so far).']],
  ],
  [
    'panel',
    'five papers',
    { papers: [1, 2, 3, 4, 5].map(paper) },
    [['papers', 'Give at most 4 papers (5 now).']],
  ],
  [
    'panel',
    'a paper without presenter and a long abstract',
    { papers: [paper(1), { title: 'T', abstract: words(301) }, paper(3)] },
    [
      ['papers.1.presenter', 'Paper 2: Presenter is required.'],
      ['papers.1.abstract', 'Paper 2: Abstract has 301 words, 1 over the limit of 300.'],
    ],
  ],
  ['panel', 'no chair', { chair: '' }, [['chair', 'Chair is required.']]],
  [
    'workshop',
    'one participant',
    { participants: ['One', ''] },
    [['participants', 'Give at least 2 participants (1 so far).']],
  ],
  [
    'workshop',
    'six participants',
    { participants: ['1', '2', '3', '4', '5', '6'] },
    [['participants', 'Give at most 5 participants (6 now).']],
  ],
  [
    'workshop',
    'a format of 151 words',
    { format: words(151) },
    [['format', 'Format has 151 words, 1 over the limit of 150.']],
  ],
];

describe('checking a proposal before it is sent', () => {
  it.each(Object.entries(READY))('finds nothing to fix in a ready %s at every limit', (kind, values) => {
    expect(validateProposal(PROPOSAL_SCHEMAS[kind as ProposalKind], values)).toEqual([]);
  });

  it.each(ROWS)('%s form with %s', (kind, _, change, expected) => {
    const issues = validateProposal(PROPOSAL_SCHEMAS[kind], { ...READY[kind], ...change } as ProposalValues);
    expect(issues.map(({ path, message }) => [path, message])).toEqual(expected);
  });

  // Issue 73: a pasted text is kept whole, so Send's check is where a member learns by how much it is over.
  it('names the limit and the excess of a pasted 262-character title and a 70-character keyword', () => {
    const values = { ...READY.paper, title: 'x'.repeat(262), keywords: ['noir', 'k'.repeat(70), 'city'] };
    expect(validateProposal(PROPOSAL_SCHEMAS.paper, values)).toEqual([
      {
        path: 'title',
        message: 'Title has 262 characters, 12 over the limit of 250.',
        problem: { kind: 'characters', count: 262, max: 250 },
      },
      {
        path: 'keywords.1',
        message: 'Keyword 2 has 70 characters, 10 over the limit of 60.',
        problem: { kind: 'characters', count: 70, max: 60 },
      },
    ]);
  });

  it('lists every required field of an empty panel, its three empty papers included', () => {
    const issues = validateProposal(PROPOSAL_SCHEMAS.panel, emptyValues(PROPOSAL_SCHEMAS.panel));
    expect(issues.map((issue) => issue.path)).toEqual([
      'title',
      'rationale',
      'chair',
      ...[0, 1, 2].flatMap((i) => [`papers.${i}.presenter`, `papers.${i}.title`, `papers.${i}.abstract`]),
    ]);
  });

  it('starts each kind with empty texts and the fewest entries it asks for', () => {
    expect(emptyValues(PROPOSAL_SCHEMAS.paper)).toEqual({
      title: '',
      abstract: '',
      keywords: ['', '', ''],
      bio: '',
      references: '',
    });
    expect(emptyValues(PROPOSAL_SCHEMAS.workshop)).toMatchObject({ participants: ['', ''] });
    expect(emptyValues(PROPOSAL_SCHEMAS.panel)['papers']).toEqual(
      Array.from({ length: 3 }, (_, at) => ({ id: `#${at + 1}`, presenter: '', title: '', abstract: '' })),
    );
  });

  it('names each kind after itself, with its own fields', () => {
    for (const [kind, schema] of Object.entries(PROPOSAL_SCHEMAS)) expect(schema.kind).toBe(kind);
    expect(PROPOSAL_SCHEMAS.paper.fields.map((field) => field.name)).toEqual([
      'title',
      'abstract',
      'keywords',
      'bio',
      'references',
    ]);
  });
});
