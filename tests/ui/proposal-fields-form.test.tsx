import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { emptyValues, type ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { validateProposal, type ProposalIssue } from '@/domain/proposals/validate-proposal';
import { ServicesProvider } from '@/ui/app/services';
import { ProposalFieldsForm, type ProposalFieldsFormProps } from '@/ui/proposals/proposal-fields-form';
import { openWorldTab } from '../support/session-fakes';

const { paper: PAPER, panel: PANEL, workshop: WORKSHOP } = PROPOSAL_SCHEMAS;
const words = (count: number) => Array.from({ length: count }, (_, at) => `w${at}`).join(' ');

function show(kind: ProposalKind, props: Partial<ProposalFieldsFormProps> = {}) {
  const onChange = vi.fn<(values: ProposalValues) => void>();
  const schema = PROPOSAL_SCHEMAS[kind];
  const all: ProposalFieldsFormProps = {
    schema,
    values: emptyValues(schema),
    resetKey: 1,
    onChange,
    readOnly: false,
    issues: [],
    ...props,
  };
  // The form's words are read in the reader's language, from the services' preferences.
  const { container: services } = openWorldTab();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider container={services}>{children}</ServicesProvider>
  );
  const view = render(<ProposalFieldsForm {...all} />, { wrapper });
  const rerender = (next: Partial<ProposalFieldsFormProps>) =>
    view.rerender(<ProposalFieldsForm {...all} {...next} />);
  const user = userEvent.setup();
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  return { onChange, rerender, container: view.container, user, click };
}

const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });
const labelOf = (control: HTMLElement) => (control as HTMLInputElement).labels?.[0];
const group = (name: string) => screen.getByRole('group', { name });
const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const buttons = (name: RegExp) => screen.queryAllByRole('button', { name });
const entriesOf = (list: string) => within(group(list)).getAllByRole('textbox');
const lastValues = (onChange: ReturnType<typeof show>['onChange']) => onChange.mock.lastCall?.[0];

/** axe's violations (id and markup) and passed rules; jsdom draws nothing, so colours are left to the browser test. */
async function axeOf(container: HTMLElement) {
  const { violations, passes } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return {
    violations: violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`),
    passes: passes.map(({ id }) => id),
  };
}

describe('the proposal fields form', () => {
  it('draws a paper: labels, required marks, hints, three keywords, no form and no submit', () => {
    const { container } = show('paper');
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.querySelector('form')).toBeNull();
    expect(textbox('Title')).toHaveAttribute('aria-required', 'true');
    expect(textbox('Title')).not.toHaveAttribute('maxLength');
    expect(textbox('Abstract').tagName).toBe('TEXTAREA');
    expect(textbox('Abstract')).toHaveAccessibleDescription('0 / 300 words');
    expect(textbox('References')).not.toHaveAttribute('aria-required');
    expect(textbox('References')).toHaveAccessibleDescription(
      'Up to five key references, one per line. 0 / 250 words',
    );
    expect(labelOf(textbox('Title'))).toHaveTextContent(/^Title\s*\(required\)$/);
    expect(labelOf(textbox('References'))).toHaveTextContent(/^References$/);
    expect(group('Keywords')).toHaveAccessibleDescription('Three to five.');
    expect(entriesOf('Keywords').map((entry) => entry.getAttribute('name'))).toEqual([
      'keywords.0',
      'keywords.1',
      'keywords.2',
    ]);
    expect(textbox('Keyword 3')).not.toHaveAttribute('maxLength');
    expect(screen.getAllByRole('button').map((each) => each.textContent)).toEqual(['Add keyword']);
    expect(button('Add keyword')).toHaveAttribute('type', 'button');
  });

  it('draws a panel: three papers, each a group with presenter, title and abstract', () => {
    show('panel');
    expect(textbox('Panel title')).toBeInTheDocument();
    expect(textbox('Chair')).toHaveAccessibleDescription(
      'Name and affiliation of the person chairing the panel.',
    );
    const papers = within(group('Papers')).getAllByRole('group');
    expect(papers.map((paper) => paper.querySelector('legend')?.textContent)).toEqual([
      'Paper 1',
      'Paper 2',
      'Paper 3',
    ]);
    const abstract = textbox('Abstract of paper 2');
    expect(abstract).toHaveAttribute('name', 'papers.1.abstract');
    expect(textbox('Presenter of paper 3')).toHaveAttribute('name', 'papers.2.presenter');
    // Each paper's fields are named with their paper; the label shows the field's own word (issue 81).
    expect(labelOf(textbox('Presenter of paper 3'))).toHaveTextContent(
      /^Presenter of paper 3\s*\(required\)$/,
    );
    expect(labelOf(textbox('Presenter of paper 3'))?.querySelector('.visually-hidden')).toHaveTextContent(
      'of paper 3',
    );
    const ids = [...document.querySelectorAll('input, textarea')].map((control) => control.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws a workshop: description and format with their counts, two participants', () => {
    show('workshop');
    expect(textbox('Description')).toHaveAccessibleDescription('0 / 500 words');
    expect(textbox('Format')).toHaveAccessibleDescription(
      'How the session runs and how the audience takes part. 0 / 150 words',
    );
    expect(entriesOf('Participants')).toHaveLength(2);
    expect(button('Add participant')).toBeInTheDocument();
  });

  it('hands every keystroke to onChange at once, with the whole form in the ProposalValues shape', async () => {
    const { onChange, user } = show('paper');
    await user.type(textbox('Title'), 'Noir');
    expect(onChange).toHaveBeenCalledTimes(4);
    await user.type(textbox('Keyword 2'), 'city');
    expect(lastValues(onChange)).toEqual({
      ...emptyValues(PAPER),
      title: 'Noir',
      keywords: ['', 'city', ''],
    });
  });

  it('hands a panel paper’s edits back as text blocks, each with its identity (issue 81)', async () => {
    const { onChange, user } = show('panel');
    await user.type(textbox('Abstract of paper 2'), 'On light');
    const values = lastValues(onChange);
    expect(values?.papers).toEqual([
      { id: '#1', presenter: '', title: '', abstract: '' },
      { id: '#2', presenter: '', title: '', abstract: 'On light' },
      { id: '#3', presenter: '', title: '', abstract: '' },
    ]);
    expect(Object.keys(values ?? {})).toEqual(PANEL.fields.map((field) => field.name));
  });

  it('counts words as they are typed, and says calmly by how many a text is over its limit', async () => {
    const { user } = show('paper', { values: { ...emptyValues(PAPER), bio: words(99) } });
    const bio = textbox('Short bio');
    const count = () => document.getElementById(bio.getAttribute('aria-describedby') ?? '');
    const live = () => count()?.querySelector('[aria-live="polite"]');
    expect(count()).toHaveTextContent(/^99 \/ 100 words$/);
    expect(live()).toHaveTextContent('');
    const calm = count()?.className;
    await user.type(bio, ' one');
    expect(count()).toHaveTextContent(/^100 \/ 100 words$/);
    await user.type(bio, ' two');
    expect(live()).toHaveTextContent('1 word over the limit');
    await user.type(bio, ' three four');
    expect(bio).toHaveAccessibleDescription('103 / 100 words, 3 words over the limit');
    expect(count()?.className).not.toBe(calm);
    await user.type(bio, '{Backspace}'.repeat(' three four'.length));
    expect(count()).toHaveTextContent(/^101 \/ 100 words, 1 word over the limit$/);
  });

  it('adds keywords up to five and removes them down to three, keeping the others in order', async () => {
    const { onChange, user, click } = show('paper');
    expect(buttons(/Remove/)).toEqual([]);
    await click('Add keyword');
    expect(textbox('Keyword 4')).toHaveFocus();
    expect(lastValues(onChange)?.keywords).toEqual(['', '', '', '']);
    await user.type(textbox('Keyword 4'), 'd');
    await click('Add keyword');
    await user.type(textbox('Keyword 5'), 'e');
    expect(entriesOf('Keywords')).toHaveLength(5);
    expect(button('Add keyword')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Remove keyword \d$/ })).toHaveLength(5);

    await click('Remove keyword 4');
    expect(lastValues(onChange)?.keywords).toEqual(['', '', '', 'e']);
    expect(textbox('Keyword 4')).toHaveValue('e');
    expect(textbox('Keyword 4')).toHaveFocus();
    expect(button('Add keyword')).toBeInTheDocument();
    await click('Remove keyword 4');
    expect(lastValues(onChange)?.keywords).toEqual(['', '', '']);
    expect(buttons(/Remove/)).toEqual([]);
    expect(textbox('Keyword 3')).toHaveFocus();
  });

  it('keeps a workshop between two and five participants', async () => {
    const participants = ['A', 'B', 'C', 'D', 'E'];
    const { onChange, click } = show('workshop', { values: { ...emptyValues(WORKSHOP), participants } });
    expect(button('Add participant')).toBeNull();
    await click('Remove participant 1');
    await click('Remove participant 1');
    await click('Remove participant 3');
    expect(lastValues(onChange)?.participants).toEqual(['C', 'D']);
    expect(buttons(/Remove/)).toEqual([]);
    expect(button('Add participant')).toBeInTheDocument();
  });

  it('adds a fourth panel paper, then no more, and removes back down to three', async () => {
    const { onChange, user, click } = show('panel');
    expect(buttons(/Remove paper/)).toEqual([]);
    await click('Add paper');
    expect(textbox('Presenter of paper 4')).toHaveFocus();
    expect(button('Add paper')).toBeNull();
    expect(lastValues(onChange)?.papers).toHaveLength(4);
    await user.type(textbox('Title of paper 4'), 'Fourth');
    await click('Remove paper 3');
    expect(buttons(/Remove paper/)).toEqual([]);
    expect(textbox('Title of paper 3')).toHaveValue('Fourth');
    // The removal can be undone: the focus waits on Undo (issue 81).
    expect(button('Undo')).toHaveFocus();
    // The added paper has an identity of its own, not a place another paper may have elsewhere.
    expect(lastValues(onChange)?.papers).toEqual([
      { id: '#1', presenter: '', title: '', abstract: '' },
      { id: '#2', presenter: '', title: '', abstract: '' },
      { id: expect.not.stringMatching(/^#/) as string, presenter: '', title: 'Fourth', abstract: '' },
    ]);
  });

  it('when read-only has no buttons, and every field stays focusable but cannot be changed', async () => {
    const participants = ['A', 'B', 'C'];
    const values = { ...emptyValues(WORKSHOP), title: 'Sent', participants };
    const { onChange, user } = show('workshop', { values, readOnly: true });
    expect(screen.queryAllByRole('button')).toEqual([]);
    const fields = screen.getAllByRole('textbox');
    expect(fields).toHaveLength(2 + 1 + 3);
    for (const field of fields) {
      expect(field).toHaveAttribute('readonly');
      expect(field).toBeEnabled();
    }
    await user.type(textbox('Title'), 'x');
    expect(textbox('Title')).toHaveFocus();
    expect(textbox('Title')).toHaveValue('Sent');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows each issue next to its field, linked by aria-describedby and marked aria-invalid', () => {
    const values = { ...emptyValues(PAPER), keywords: ['noir', 'x'.repeat(61), ''] };
    show('paper', { values, issues: validateProposal(PAPER, values) });
    expect(textbox('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Title')).toHaveAccessibleDescription('Title is required.');
    expect(textbox('Abstract')).toHaveAccessibleDescription('Abstract is required. 0 / 300 words');
    expect(textbox('References')).not.toHaveAttribute('aria-invalid');
    expect(group('Keywords')).toHaveAccessibleDescription(
      'Three to five. Give at least 3 keywords (2 so far).',
    );
    expect(textbox('Keyword 2')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Keyword 2')).toHaveAccessibleDescription(
      // What Send found, then the live note, which goes once the keyword fits.
      'Keyword 2 has 61 characters, 1 over the limit of 60. 1 character over the limit of 60',
    );
    expect(textbox('Keyword 1')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the issue of one panel paper in that paper only', () => {
    const issue: ProposalIssue = {
      path: 'papers.1.abstract',
      message: 'Paper 2: Abstract is required.',
      problem: { kind: 'required' },
    };
    show('panel', { issues: [issue] });
    expect(textbox('Abstract of paper 2')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Abstract of paper 2')).toHaveAccessibleDescription(
      'Paper 2: Abstract is required. 0 / 300 words',
    );
    expect(textbox('Abstract of paper 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(issue.message)).toHaveLength(1);
  });

  it('resets to the then-current values when resetKey changes, and only then, without calling onChange', async () => {
    const { onChange, rerender, user } = show('paper');
    await user.type(textbox('Title'), 'Typed');
    onChange.mockClear();
    const saved = { ...emptyValues(PAPER), title: 'From the server', keywords: ['a', 'b', 'c', 'd'] };
    rerender({ values: saved });
    expect(textbox('Title')).toHaveValue('Typed');
    rerender({ values: saved, resetKey: 2 });
    expect(textbox('Title')).toHaveValue('From the server');
    expect(entriesOf('Keywords').map((entry) => (entry as HTMLInputElement).value)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(onChange).not.toHaveBeenCalled();
    await user.type(textbox('Keyword 4'), '!');
    expect(lastValues(onChange)).toEqual({ ...saved, keywords: ['a', 'b', 'c', 'd!'] });
  });
});

/** The live note a control names in its aria-describedby, if any: its polite part is what a screen reader hears. */
const politeNoteOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.querySelector('[aria-live="polite"]'))
    ?.querySelector('[aria-live="polite"]');

// Issue 73: `maxLength` cut a pasted text without a word; now it is kept whole and the field says by how much.
describe('a text over its character limit', () => {
  // Each row: the field, the pasted length, where it lands in ProposalValues, what the field then says.
  it.each([
    ['Title', 262, (values?: ProposalValues) => values?.title, '12 characters over the limit of 250'],
    [
      'Keyword 2',
      70,
      (values?: ProposalValues) => values?.keywords?.[1],
      '10 characters over the limit of 60',
    ],
  ] as const)(
    'keeps a pasted %s of %i characters whole, marks it and says politely by how much',
    async (name, length, valueIn, over) => {
      const { onChange, user } = show('paper');
      const control = textbox(name);
      await user.click(control);
      await user.paste('x'.repeat(length));
      expect(control).toHaveValue('x'.repeat(length));
      expect(valueIn(lastValues(onChange))).toHaveLength(length);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(over);
      expect(politeNoteOf(control)).toHaveTextContent(new RegExp(`^${over}$`));
      expect(textbox('Keyword 1')).not.toHaveAttribute('aria-invalid');
    },
  );

  it('says nothing far under the limit, the characters left quietly in its last tenth', async () => {
    const { user } = show('paper', { values: { ...emptyValues(PAPER), title: 'x'.repeat(200) } });
    const title = textbox('Title');
    expect(title).not.toHaveAttribute('aria-describedby');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/characters? (left|over)/)).toBeNull();
    await user.type(title, 'y'.repeat(40));
    expect(title).toHaveAccessibleDescription('10 characters left');
    expect(politeNoteOf(title)).toHaveTextContent(/^$/);
    await user.type(title, 'y'.repeat(11));
    expect(title).toHaveAccessibleDescription('1 character over the limit of 250');
    await user.type(title, '{Backspace}');
    expect(title).toHaveAccessibleDescription('0 characters left');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('has no axe violations over the limit', async () => {
    const values = { ...emptyValues(PAPER), title: 'x'.repeat(262), keywords: ['a', 'k'.repeat(70), 'c'] };
    const { container } = show('paper', { values });
    expect(textbox('Title')).toHaveAttribute('aria-invalid', 'true');
    const { violations, passes } = await axeOf(container);
    expect(violations).toEqual([]);
    expect(passes).toEqual(expect.arrayContaining(['aria-valid-attr-value', 'label']));
  });
});

// Issue 81: a paper removed by a mistaken tap comes back with Undo; papers move up and down.
describe('a panel’s papers', () => {
  const paper = (n: number) => ({
    id: `p${n}`,
    presenter: `Presenter ${n}`,
    title: `Title ${n}`,
    abstract: `Abstract ${n}.`,
  });
  const panel = (count: number): ProposalValues => ({
    ...emptyValues(PANEL),
    papers: Array.from({ length: count }, (_, at) => paper(at + 1)),
  });
  const said = () => within(group('Papers')).getByRole('status');
  const titles = (values?: ProposalValues) =>
    (values?.papers as readonly Record<string, string>[] | undefined)?.map(
      ({ id, title }) => `${id} ${title}`,
    );

  it('removes a paper with an undo offer, said politely; Undo brings it back whole, in its place', async () => {
    const { onChange, click, container } = show('panel', { values: panel(4) });
    expect(said()).toHaveTextContent(/^$/);
    await click('Remove paper 2');
    expect(titles(lastValues(onChange))).toEqual(['p1 Title 1', 'p3 Title 3', 'p4 Title 4']);
    expect(said()).toHaveTextContent(/^Paper 2 removed\.$/);
    expect(button('Undo')).toHaveFocus();
    expect(button('Undo')).toHaveAccessibleDescription('Paper 2 removed.');
    expect((await axeOf(container)).violations).toEqual([]);

    await click('Undo');
    expect(lastValues(onChange)?.papers).toEqual(panel(4).papers);
    expect(textbox('Presenter of paper 2')).toHaveFocus();
    expect(textbox('Abstract of paper 2')).toHaveValue('Abstract 2.');
    expect(said()).toHaveTextContent(/^Paper 2 is back\.$/);
    expect(button('Undo')).toBeNull();
  });

  it('keeps the offer while the member types elsewhere; another change of the papers ends it', async () => {
    const { onChange, user, click } = show('panel', { values: panel(4) });
    await click('Remove paper 4');
    await user.type(textbox('Title of paper 1'), '!');
    expect(button('Undo')).toBeInTheDocument();
    await click('Undo');
    expect(titles(lastValues(onChange))).toEqual(['p1 Title 1!', 'p2 Title 2', 'p3 Title 3', 'p4 Title 4']);

    await click('Remove paper 1');
    await click('Move paper 2 up');
    expect(button('Undo')).toBeNull();
    await click('Add paper');
    await click('Remove paper 3');
    await click('Add paper');
    expect(button('Undo')).toBeNull();
  });

  it('ends the offer when the form is reset to another version', async () => {
    const { rerender, click } = show('panel', { values: panel(4) });
    await click('Remove paper 2');
    rerender({ values: panel(4), resetKey: 2 });
    expect(button('Undo')).toBeNull();
    expect(textbox('Title of paper 2')).toHaveValue('Title 2');
  });

  it('moves a paper up and down by its buttons, named with it; the focus follows the paper', async () => {
    const { onChange, user, click, container } = show('panel', { values: panel(3) });
    expect(buttons(/^Move/).map((each) => each.textContent)).toEqual([
      'Move paper 1 down',
      'Move paper 2 up',
      'Move paper 2 down',
      'Move paper 3 up',
    ]);
    expect(button('Move paper 2 up')).toHaveAccessibleName('Move paper 2 up');
    expect((await axeOf(container)).violations).toEqual([]);

    await click('Move paper 3 up');
    // Each paper keeps its identity wherever it goes: a move here merges with an edit on another device.
    expect(titles(lastValues(onChange))).toEqual(['p1 Title 1', 'p3 Title 3', 'p2 Title 2']);
    expect(textbox('Title of paper 2')).toHaveValue('Title 3');
    expect(button('Move paper 2 up')).toHaveFocus();
    expect(said()).toHaveTextContent(/^Moved up: paper 3 is now paper 2\.$/);

    // By keyboard: at the top, Move up goes, and the focus stays with the paper on its Move down.
    await user.keyboard('{Enter}');
    expect(titles(lastValues(onChange))).toEqual(['p3 Title 3', 'p1 Title 1', 'p2 Title 2']);
    expect(button('Move paper 1 up')).toBeNull();
    expect(button('Move paper 1 down')).toHaveFocus();
    await user.keyboard(' ');
    expect(titles(lastValues(onChange))).toEqual(['p1 Title 1', 'p3 Title 3', 'p2 Title 2']);
    expect(button('Move paper 2 down')).toHaveFocus();
    expect(said()).toHaveTextContent(/^Moved down: paper 1 is now paper 2\.$/);
  });

  it('offers no move or undo when read-only', () => {
    show('panel', { values: panel(4), readOnly: true });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
