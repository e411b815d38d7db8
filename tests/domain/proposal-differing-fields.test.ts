import { describe, expect, it } from 'vitest';
import { differingFields, sameWords } from '@/domain/proposals/differing-fields';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';

const paper = PROPOSAL_SCHEMAS.paper;
const panel = PROPOSAL_SCHEMAS.panel;
const PAPER = { title: 'Slow cinema', abstract: 'Duration.', keywords: ['archive'], bio: '', references: '' };
const names = (fields: readonly { name: string }[]) => fields.map(({ name }) => name);

/** What a member is shown of two versions of one form (issue 73): the fields where they differ, in form order. */
describe('differingFields', () => {
  it.each([
    ['nothing when both say the same', PAPER, []],
    ['a changed text', { ...PAPER, title: 'Fast cinema' }, ['title']],
    ['a changed entry of a list', { ...PAPER, keywords: ['museum'] }, ['keywords']],
    [
      'two fields, in the form’s order',
      { ...PAPER, bio: 'Film scholar.', abstract: 'Time.' },
      ['abstract', 'bio'],
    ],
    ['no difference for spaces around the words', { ...PAPER, title: ' Slow cinema ' }, []],
    ['no difference for an empty entry left over', { ...PAPER, keywords: ['archive', '', ' '] }, []],
    ['a field one version lacks and the other fills', { ...PAPER, references: undefined }, []],
  ])('%s', (_case, other, expected) => {
    expect(names(differingFields(paper, PAPER, other as typeof PAPER))).toEqual(expected);
  });

  it('compares a panel’s papers block by block, ignoring empty blocks', () => {
    const one = {
      title: 'P',
      rationale: '',
      chair: '',
      papers: [{ presenter: 'A', title: 'T', abstract: '' }],
    };
    const empty = { presenter: '', title: '', abstract: '' };
    expect(names(differingFields(panel, one, { ...one, papers: [...one.papers, empty] }))).toEqual([]);
    const changed = { ...one, papers: [{ presenter: 'B', title: 'T', abstract: '' }] };
    expect(names(differingFields(panel, one, changed))).toEqual(['papers']);
  });

  it('sameWords says whether any field differs', () => {
    expect(sameWords(paper, PAPER, { ...PAPER })).toBe(true);
    expect(sameWords(paper, PAPER, { ...PAPER, title: 'Other' })).toBe(false);
  });
});
