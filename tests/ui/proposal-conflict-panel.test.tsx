import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConflictChoice, ProposalConflict } from '@/application/proposals/draft-view';
import { mergeVersions } from '@/domain/proposals/merge-versions';
import type { ProposalValues } from '@/domain/proposals/proposal-fields';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { ServicesProvider } from '@/ui/app/services';
import { ProposalConflictPanel } from '@/ui/proposals/proposal-conflict-panel';
import { openWorldTab } from '../support/session-fakes';
import { axeViolations } from '../support/jsdom-axe';

const schema = PROPOSAL_SCHEMAS.panel;
const paper = (n: number) => ({ id: `#${n}`, presenter: `P${n}`, title: `T${n}`, abstract: `A${n}.` });
const BASE = { title: 'Panel', rationale: 'Why.', chair: 'Chair', papers: [paper(1), paper(2), paper(3)] };

/** The conflict the draft store hands the panel: the questions are those of the merge. */
function conflictOf(mine: ProposalValues, theirs: ProposalValues): ProposalConflict {
  const { questions } = mergeVersions(schema, BASE, mine, theirs);
  return { met: 'save', mine, theirs, base: BASE, theirsUpdated: new Date().toISOString(), questions };
}

function show(conflict: ProposalConflict) {
  const onChoose = vi.fn<(choice: ConflictChoice) => void>();
  const { container: services } = openWorldTab();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider container={services}>{children}</ServicesProvider>
  );
  const view = render(<ProposalConflictPanel schema={schema} conflict={conflict} onChoose={onChoose} />, {
    wrapper,
  });
  return { onChoose, container: view.container, user: userEvent.setup() };
}

const withPapers = (...papers: (typeof BASE)['papers']) => ({ ...BASE, papers });

/** Issue 81: only the fields both versions changed are asked, each named with its paper and chosen on its own. */
describe('the conflict panel of a panel proposal', () => {
  it('asks one field named with its paper, both texts shown, and offers to keep both', async () => {
    const mine = withPapers(paper(1), { ...paper(2), abstract: 'Laptop’s.' }, { ...paper(3), title: 'Mine' });
    const theirs = withPapers(paper(1), { ...paper(2), abstract: 'Phone’s.' }, paper(3));
    const { onChoose, user, container } = show(conflictOf(mine, theirs));
    const panel = screen.getByRole('region', { name: 'This proposal was changed elsewhere' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Abstract of paper 2']);
    expect(panel).toHaveTextContent('Laptop’s.');
    expect(panel).toHaveTextContent('Phone’s.');
    // Paper 3's title, changed here only, is no question.
    expect(panel).not.toHaveTextContent('Mine');
    await user.click(within(panel).getByRole('button', { name: 'Keep both' }));
    expect(onChoose).toHaveBeenCalledWith({ keepMine: [], keepBoth: ['papers.#2.abstract'] });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers no Keep both for a one-line field', () => {
    const mine = withPapers(paper(1), { ...paper(2), title: 'Laptop' }, paper(3));
    const theirs = withPapers(paper(1), { ...paper(2), title: 'Phone' }, paper(3));
    show(conflictOf(mine, theirs));
    expect(screen.getByRole('heading', { level: 3, name: 'Title of paper 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep both' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep mine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep the other' })).toBeInTheDocument();
  });

  it('lets each asked field be chosen on its own, a paper removed on one side among them', async () => {
    const mine = { ...withPapers(paper(1), { ...paper(2), abstract: 'Laptop’s.' }), chair: 'Mine' };
    const theirs = {
      ...withPapers(paper(1), { ...paper(2), abstract: 'Phone’s.' }, { ...paper(3), title: 'T3, phone' }),
      chair: 'Theirs',
    };
    const { onChoose, user, container } = show(conflictOf(mine, theirs));
    const groups = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Chair', 'Abstract of paper 2', 'Paper 3']);
    const abstract = screen.getByRole('group', { name: 'Abstract of paper 2' });
    expect(within(abstract).getByRole('radio', { name: 'Yours (not saved)' })).toBeChecked();
    expect(within(abstract).getByRole('radio', { name: 'Yours (not saved)' })).toHaveAccessibleDescription(
      'Laptop’s.',
    );
    // Removed here and changed there: the other's paper is kept until the member says otherwise.
    const removed = screen.getByRole('group', { name: 'Paper 3' });
    expect(within(removed).getByRole('radio', { name: 'Yours (not saved)' })).toHaveAccessibleDescription(
      'Removed',
    );
    expect(within(removed).getByRole('radio', { name: /^The other/ })).toBeChecked();
    expect(within(removed).queryByRole('radio', { name: 'Both, one after the other' })).toBeNull();

    await user.click(within(abstract).getByRole('radio', { name: 'Both, one after the other' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Chair' })).getByRole('radio', { name: /^The other/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Keep as chosen' }));
    expect(onChoose).toHaveBeenCalledWith({ keepMine: [], keepBoth: ['papers.#2.abstract'] });
    expect(await axeViolations(container)).toEqual([]);
  });
});
