import { describe, expect, it } from 'vitest';
import { emptyValues, type GroupItemValues, type ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { readProposal } from '@/domain/proposals/read-form-json';
import { writeProposal } from '@/domain/proposals/write-form-json';

const PAPER: ProposalValues = {
  title: 'Repair',
  abstract: 'Words.',
  keywords: ['archive', 'repair', 'Lisbon'],
  bio: 'Bio.',
  references: '',
};
const paper = (n: number, extra: object = {}) => ({
  presenter: `P${n}`,
  title: `T${n}`,
  abstract: `A${n}`,
  ...extra,
});
const json = (value: unknown) => JSON.stringify(value);

// Each row: the kind, the stored form_json, values expected (in part), then the paths reported.
const READS: readonly [string, ProposalKind, string, Partial<ProposalValues>, string[]][] = [
  ['nothing stored yet', 'paper', '', emptyValues(PROPOSAL_SCHEMAS.paper), []],
  ['a JSON null', 'workshop', 'null', emptyValues(PROPOSAL_SCHEMAS.workshop), []],
  ['a form this version wrote', 'paper', json({ _version: 1, ...PAPER }), PAPER, []],
  [
    'an older form without bio and references',
    'paper',
    json({ title: 'T', abstract: 'A' }),
    { bio: '', references: '' },
    [],
  ],
  ['keywords as one text', 'paper', json({ keywords: 'a, b;c\n d' }), { keywords: ['a', 'b', 'c', 'd'] }, []],
  ['a number for a title', 'paper', json({ title: 2027 }), { title: '2027' }, []],
  ['an object for a title', 'paper', json({ title: { en: 'T' } }), { title: '' }, ['title']],
  [
    'odd keyword entries',
    'paper',
    json({ keywords: [1, 'x', {}, null] }),
    { keywords: ['1', 'x', ''] },
    ['keywords.2'],
  ],
  ['keywords that are no list', 'paper', json({ keywords: true }), { keywords: ['', '', ''] }, ['keywords']],
  [
    'a field this form does not have',
    'paper',
    json({ ...PAPER, affiliation: 'Uni' }),
    PAPER,
    ['affiliation'],
  ],
  ['a newer version', 'paper', json({ _version: 2, ...PAPER }), PAPER, ['_version']],
  ['text that is no JSON', 'paper', '{"title": "half', emptyValues(PROPOSAL_SCHEMAS.paper), ['']],
  ['a JSON list', 'paper', '[1, 2]', emptyValues(PROPOSAL_SCHEMAS.paper), ['']],
  [
    'papers with an unknown key and a stray entry',
    'panel',
    json({ papers: [paper(1, { email: 'a@b' }), 'junk', paper(2)] }),
    { papers: [paper(1), paper(2), { presenter: '', title: '', abstract: '' }] },
    ['papers.0.email', 'papers.1'],
  ],
  [
    'papers that are no list',
    'panel',
    json({ papers: {} }),
    { papers: emptyValues(PROPOSAL_SCHEMAS.panel)['papers'] },
    ['papers'],
  ],
];

describe('reading a stored form leniently', () => {
  it.each(READS)('reads %s', (_, kind, formJson, values, paths) => {
    const document = readProposal(kind, formJson);
    expect(document.values).toMatchObject(values);
    expect(document.problems.map((problem) => problem.path)).toEqual(paths);
    expect(document.problems.every((problem) => problem.reason.length > 0)).toBe(true);
  });
});

describe('writing a form back', () => {
  const written = (document: ReturnType<typeof readProposal>, values: ProposalValues) =>
    JSON.parse(writeProposal(document, values)) as Record<string, unknown>;

  it('writes a new form with its version, and reads it back as it was', () => {
    const formJson = writeProposal(readProposal('paper', ''), PAPER);
    expect(JSON.parse(formJson)).toEqual({ _version: 1, ...PAPER });
    expect(readProposal('paper', formJson)).toMatchObject({ values: PAPER, problems: [] });
  });

  it.each([
    ['a hand-edited form', json({ title: { en: 'T' }, keywords: 'a, b', affiliation: 'Uni', abstract: 'A' })],
    ['text that is no JSON', '{"title": "half'],
    ['a newer version', json({ _version: 3, ...PAPER, extra: [1] })],
  ])('keeps %s as it was while nothing changed, adding only the empty fields it lacked', (_, formJson) => {
    const document = readProposal('paper', formJson);
    const stored = formJson.startsWith('{"title": "half') ? { _unreadable: formJson } : JSON.parse(formJson);
    expect(written(document, document.values)).toEqual({
      ...emptyValues(PROPOSAL_SCHEMAS.paper),
      ...stored,
      _version: Math.max(1, stored._version ?? 1),
    });
  });

  it('replaces only what the member changed, the parts it could not read included', () => {
    const document = readProposal(
      'paper',
      json({ title: { en: 'T' }, keywords: 'a, b', affiliation: 'Uni' }),
    );
    const changed = { ...document.values, title: 'New title', bio: 'Bio.' };
    expect(written(document, changed)).toEqual({
      _version: 1,
      title: 'New title',
      keywords: 'a, b',
      affiliation: 'Uni',
      abstract: '',
      bio: 'Bio.',
      references: '',
    });
  });

  it('keeps unknown keys of the papers left unchanged, wherever they moved, and drops the stray entry once papers change', () => {
    const stored = [paper(1, { email: 'one@x' }), 'junk', paper(2, { email: 'two@x' }), paper(3)];
    const document = readProposal('panel', json({ title: 'P', papers: stored }));
    const [first, second, third] = document.values['papers'] as GroupItemValues[];
    const papers = [second, { ...third, title: 'T3 revised' }, first] as GroupItemValues[];
    // Each with its identity (issue 81), so that it keeps it wherever it moved.
    expect(written(document, { ...document.values, papers })['papers']).toEqual([
      paper(2, { email: 'two@x', id: '#2' }),
      paper(3, { title: 'T3 revised', id: '#3' }),
      paper(1, { email: 'one@x', id: '#1' }),
    ]);
  });

  it('reads each paper’s identity, or gives it its place, never the same to two papers (issue 81)', () => {
    const stored = [paper(1, { id: 'b-one' }), paper(2), paper(3, { id: 'b-one' }), paper(4, { id: '#2' })];
    const document = readProposal('panel', json({ title: 'P', papers: stored }));
    expect((document.values['papers'] as GroupItemValues[]).map((item) => item['id'])).toEqual([
      'b-one',
      '#2',
      '#3',
      '#4',
    ]);
    expect(document.problems).toEqual([]);
    const unchanged = readProposal('panel', writeProposal(document, document.values));
    expect(unchanged.values).toEqual(document.values);
  });
});
