import type { LongTextField, ProposalSchema, TextField } from './proposal-fields';
import type { ProposalKind } from './proposal-kind';

/**
 * The fields of each kind, as calls for papers in film and media studies usually ask for them. No rule of
 * the portal fixes them; the abstract's limit follows the seeded call ("Abstracts should not exceed 300 words").
 * Changing a limit here changes the form, its live counts and its checks together.
 */

export const ABSTRACT_MAX_WORDS = 300;

const title = (label = 'Title'): TextField => ({
  type: 'text',
  name: 'title',
  label,
  required: true,
  maxLength: 250,
});

const longText = (name: string, label: string, maxWords: number, required = true): LongTextField => ({
  type: 'long-text',
  name,
  label,
  required,
  maxWords,
});

const abstract = longText('abstract', 'Abstract', ABSTRACT_MAX_WORDS);

const PAPER: ProposalSchema = {
  kind: 'paper',
  title: 'Paper',
  fields: [
    title(),
    abstract,
    {
      type: 'list',
      name: 'keywords',
      label: 'Keywords',
      itemLabel: 'keyword',
      itemsLabel: 'keywords',
      min: 3,
      max: 5,
      maxLength: 60,
      hint: 'Three to five.',
    },
    longText('bio', 'Short bio', 100),
    {
      type: 'long-text',
      name: 'references',
      label: 'References',
      required: false,
      maxWords: 250,
      hint: 'Up to five key references, one per line.',
    },
  ],
};

const PANEL: ProposalSchema = {
  kind: 'panel',
  title: 'Panel',
  fields: [
    title('Panel title'),
    longText('rationale', 'Rationale', 300),
    {
      type: 'text',
      name: 'chair',
      label: 'Chair',
      required: true,
      maxLength: 200,
      hint: 'Name and affiliation of the person chairing the panel.',
    },
    {
      type: 'group',
      name: 'papers',
      label: 'Papers',
      itemLabel: 'paper',
      itemsLabel: 'papers',
      min: 3,
      max: 4,
      fields: [
        {
          type: 'text',
          name: 'presenter',
          label: 'Presenter',
          required: true,
          maxLength: 200,
          hint: 'Name and affiliation.',
        },
        title(),
        abstract,
      ],
    },
  ],
};

const WORKSHOP: ProposalSchema = {
  kind: 'workshop',
  title: 'Workshop',
  fields: [
    title(),
    longText('description', 'Description', 500),
    {
      type: 'long-text',
      name: 'format',
      label: 'Format',
      required: true,
      maxWords: 150,
      hint: 'How the session runs and how the audience takes part.',
    },
    {
      type: 'list',
      name: 'participants',
      label: 'Participants',
      itemLabel: 'participant',
      itemsLabel: 'participants',
      min: 2,
      max: 5,
      maxLength: 200,
      hint: 'Two to five, each with name and affiliation.',
    },
  ],
};

export const PROPOSAL_SCHEMAS: Readonly<Record<ProposalKind, ProposalSchema>> = {
  panel: PANEL,
  paper: PAPER,
  workshop: WORKSHOP,
};
