import { describe, expect, it } from 'vitest';
import { emptyValues, type ProposalValues } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { validateProposal } from '@/domain/proposals/validate-proposal';

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(' ');
const issuesOf = (kind: ProposalKind, values: ProposalValues) =>
  validateProposal(PROPOSAL_SCHEMAS[kind], values).map(({ path, message }) => [path, message]);
const paperOfPanel = { presenter: 'A. Presenter', title: 'T', abstract: 'A.' };

describe('each kind of proposal as a member reads it', () => {
  it.each([
    ['paper', 'Paper'],
    ['panel', 'Panel'],
    ['workshop', 'Workshop'],
  ] as const)('calls the %s form "%s"', (kind, title) => {
    expect(PROPOSAL_SCHEMAS[kind].title).toBe(title);
  });

  // Every required field named by its label; an empty references field is fine, it is optional.
  it.each([
    [
      'paper',
      [
        ['title', 'Title is required.'],
        ['abstract', 'Abstract is required.'],
        ['keywords', 'Give at least 3 keywords (0 so far).'],
        ['bio', 'Short bio is required.'],
      ],
    ],
    [
      'panel',
      [
        ['title', 'Panel title is required.'],
        ['rationale', 'Rationale is required.'],
        ['chair', 'Chair is required.'],
        ...[1, 2, 3].flatMap((n) => [
          [`papers.${n - 1}.presenter`, `Paper ${n}: Presenter is required.`],
          [`papers.${n - 1}.title`, `Paper ${n}: Title is required.`],
          [`papers.${n - 1}.abstract`, `Paper ${n}: Abstract is required.`],
        ]),
      ],
    ],
    [
      'workshop',
      [
        ['title', 'Title is required.'],
        ['description', 'Description is required.'],
        ['format', 'Format is required.'],
        ['participants', 'Give at least 2 participants (0 so far).'],
      ],
    ],
  ] as const)('asks for every required field of an empty %s form', (kind, expected) => {
    expect(issuesOf(kind, emptyValues(PROPOSAL_SCHEMAS[kind]))).toEqual(expected);
  });

  // Each row: the kind, one value over its limit, then the message.
  it.each([
    [
      'panel',
      { title: 'x'.repeat(251) },
      ['title', 'Panel title has 251 characters, 1 over the limit of 250.'],
    ],
    ['panel', { rationale: words(301) }, ['rationale', 'Rationale has 301 words, 1 over the limit of 300.']],
    ['panel', { chair: 'x'.repeat(201) }, ['chair', 'Chair has 201 characters, 1 over the limit of 200.']],
    [
      'panel',
      { papers: [{ ...paperOfPanel, presenter: 'x'.repeat(201) }, paperOfPanel, paperOfPanel] },
      ['papers.0.presenter', 'Paper 1: Presenter has 201 characters, 1 over the limit of 200.'],
    ],
    [
      'panel',
      { papers: [paperOfPanel, { ...paperOfPanel, title: 'x'.repeat(251) }, paperOfPanel] },
      ['papers.1.title', 'Paper 2: Title has 251 characters, 1 over the limit of 250.'],
    ],
    ['workshop', { title: 'x'.repeat(251) }, ['title', 'Title has 251 characters, 1 over the limit of 250.']],
    [
      'workshop',
      { description: words(501) },
      ['description', 'Description has 501 words, 1 over the limit of 500.'],
    ],
    [
      'workshop',
      { participants: ['One', 'x'.repeat(201)] },
      ['participants.1', 'Participant 2 has 201 characters, 1 over the limit of 200.'],
    ],
  ] as const)('refuses a %s form with %j', (kind, change, expected) => {
    const values = { ...filled(kind), ...change } as ProposalValues;
    expect(issuesOf(kind, values)).toEqual([expected]);
  });

  // Lists and groups name no label in their messages ("Give at least 3 keywords"); the form heads them with it.
  it.each([
    ['paper', 'keywords', 'Keywords'],
    ['panel', 'papers', 'Papers'],
    ['workshop', 'participants', 'Participants'],
  ] as const)('heads the %s form\'s %s with "%s"', (kind, path, label) => {
    expect(fieldAt(kind, path)?.label).toBe(label);
  });

  // Each row: the kind, the field's path, then the hint shown under it.
  it.each([
    ['paper', 'keywords', 'Three to five.'],
    ['paper', 'references', 'Up to five key references, one per line.'],
    ['panel', 'chair', 'Name and affiliation of the person chairing the panel.'],
    ['panel', 'papers.presenter', 'Name and affiliation.'],
    ['workshop', 'format', 'How the session runs and how the audience takes part.'],
    ['workshop', 'participants', 'Two to five, each with name and affiliation.'],
  ] as const)('explains the %s form\'s %s field: "%s"', (kind, path, hint) => {
    expect(fieldAt(kind, path)?.hint).toBe(hint);
  });
});

/** A form of the kind that is ready to send, with short values inside every limit. */
function filled(kind: ProposalKind): ProposalValues {
  const values = { ...emptyValues(PROPOSAL_SCHEMAS[kind]) } as Record<string, unknown>;
  for (const field of PROPOSAL_SCHEMAS[kind].fields) {
    if (field.type === 'list') values[field.name] = Array.from({ length: field.min }, (_, i) => `E${i}`);
    else if (field.type === 'group')
      values[field.name] = Array.from({ length: field.min }, () => paperOfPanel);
    else values[field.name] = 'Text.';
  }
  return values as ProposalValues;
}

/** A field by dotted path ("papers.presenter": the presenter of each paper). */
function fieldAt(kind: ProposalKind, path: string) {
  const [name, inner] = path.split('.');
  const field = PROPOSAL_SCHEMAS[kind].fields.find((candidate) => candidate.name === name);
  return inner && field?.type === 'group'
    ? field.fields.find((candidate) => candidate.name === inner)
    : field;
}
