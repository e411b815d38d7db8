import { describe, expect, it } from 'vitest';
import { emptyValues, type ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { readProposal } from '@/domain/proposals/read-form-json';
import { validateProposal } from '@/domain/proposals/validate-proposal';
import { writeProposal } from '@/domain/proposals/write-form-json';

const json = (value: unknown) => JSON.stringify(value);
const emptyPapers = emptyValues(PROPOSAL_SCHEMAS.panel)['papers'];

// Each row: the kind, the stored form_json, values expected (in part), then the problems (path and reason).
const READS: readonly [string, ProposalKind, string, Partial<ProposalValues>, [string, string][]][] = [
  ['only blanks as nothing stored yet', 'paper', ' \n\t', emptyValues(PROPOSAL_SCHEMAS.paper), []],
  [
    'text that is no JSON, and says so',
    'paper',
    'title: Repair',
    {},
    [['', 'The stored form is not valid JSON; kept as it is.']],
  ],
  [
    'a JSON text as no form',
    'paper',
    json('Repair'),
    {},
    [['', 'The stored form is not a form; kept as it is.']],
  ],
  ['a JSON number as no form', 'paper', '42', {}, [['', 'The stored form is not a form; kept as it is.']]],
  [
    'null fields as missing ones',
    'paper',
    json({ title: null, keywords: null }),
    { title: '', keywords: ['', '', ''] },
    [],
  ],
  ['a panel without papers (an older form)', 'panel', json({ title: 'P' }), { papers: emptyPapers }, []],
  ['null papers as no papers', 'panel', json({ papers: null }), { papers: emptyPapers }, []],
  [
    'a number too large for JSON as no text',
    'paper',
    '{"title": 1e999}',
    { title: '' },
    [['title', 'Not text.']],
  ],
  [
    'a paper whose title is no text',
    'panel',
    json({ papers: [{ presenter: 'P', title: { en: 'T' }, abstract: 'A' }] }),
    {},
    [['papers.0.title', 'Not text.']],
  ],
  [
    'keywords as one text with empty parts',
    'paper',
    json({ keywords: 'archive,, repair;\n' }),
    { keywords: ['archive', 'repair', ''] },
    [],
  ],
  ['a version given as text as no newer version', 'paper', json({ _version: '2' }), {}, []],
];

describe('reading a stored form of another shape', () => {
  it.each(READS)('reads %s', (_, kind, formJson, values, problems) => {
    const document = readProposal(kind, formJson);
    expect(document.values).toMatchObject(values);
    expect(document.problems.map(({ path, reason }) => [path, reason])).toEqual(problems);
  });
});

describe('writing a form back', () => {
  const written = (formJson: string, change: (values: ProposalValues) => ProposalValues) => {
    const document = readProposal('paper', formJson);
    return JSON.parse(writeProposal(document, change(document.values))) as Record<string, unknown>;
  };
  const stored = json({ title: 'T', keywords: 'archive, repair, Lisbon', bio: 'Bio.' });

  it('keeps a stored field the edited values do not mention', () => {
    expect(written(stored, ({ bio: _, ...values }) => ({ ...values, title: 'New' }))).toMatchObject({
      title: 'New',
      bio: 'Bio.',
    });
  });

  // A form library hands back copies: equal lists are unchanged lists, and keep their stored form.
  it('keeps keywords stored as one text while the member leaves them as they were', () => {
    const copied = (values: ProposalValues) => ({
      ...values,
      keywords: [...(values['keywords'] as string[])],
    });
    expect(written(stored, copied)['keywords']).toBe('archive, repair, Lisbon');
  });

  it.each([
    ['one keyword changed', ['archive', 'repair', 'Porto']],
    ['a keyword added', ['archive', 'repair', 'Lisbon', 'film']],
    ['a keyword taken away', ['archive', 'repair']],
  ])('writes the keywords as a list once %s', (_, keywords) => {
    expect(written(stored, (values) => ({ ...values, keywords }))['keywords']).toEqual(keywords);
  });

  it('writes papers of another shape as no papers', () => {
    const document = readProposal('panel', json({ title: 'P' }));
    const values = { ...document.values, papers: 'none' } as unknown as ProposalValues;
    expect(JSON.parse(writeProposal(document, values))['papers']).toEqual([]);
  });
});

describe('checking a form holding values of another shape', () => {
  const issues = (kind: ProposalKind, values: Record<string, unknown>) =>
    validateProposal(PROPOSAL_SCHEMAS[kind], values as ProposalValues).map(({ path, message }) => [
      path,
      message,
    ]);
  const paper = { presenter: 'P', title: 'T', abstract: 'A.' };

  it('counts only the keywords that are text, and never fails on the others', () => {
    expect(
      issues('paper', { title: 'T', abstract: 'A.', bio: 'B.', keywords: ['a', 42, null, 'b'] }),
    ).toEqual([['keywords', 'Give at least 3 keywords (2 so far).']]);
  });

  it('counts only the papers that are blocks of fields', () => {
    expect(
      issues('panel', { title: 'P', rationale: 'R.', chair: 'C', papers: [paper, 'junk', null, paper] }),
    ).toEqual([['papers', 'Give at least 3 papers (2 so far).']]);
  });

  it('takes papers of another shape as none', () => {
    expect(issues('panel', { title: 'P', rationale: 'R.', chair: 'C', papers: 'three' })).toEqual([
      ['papers', 'Give at least 3 papers (0 so far).'],
    ]);
  });

  it('accepts a keyword of exactly 60 characters, the longest allowed', () => {
    expect(
      issues('paper', { title: 'T', abstract: 'A.', bio: 'B.', keywords: ['a', 'b', 'x'.repeat(60)] }),
    ).toEqual([]);
  });
});
