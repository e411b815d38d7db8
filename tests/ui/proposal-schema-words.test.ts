import { describe, expect, it } from 'vitest';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import english from '@/ui/i18n/catalogues/en/proposals.json';
import { catalogueReady, translator } from '@/ui/i18n/message-catalogues';
import { localSchema } from '@/ui/proposals/local-schema';
import { proposalsMessages } from '@/ui/proposals/proposals-messages';

const KEYS = new Set(Object.keys(english));

/** The catalogue words every field of the schemas by its names; English says exactly what the schema says. */
describe('the proposal schemas in the catalogue', () => {
  const expected = Object.values(PROPOSAL_SCHEMAS).flatMap((schema) =>
    schema.fields.flatMap((field) => {
      const path = `${schema.kind}.${field.name}`;
      const own = [`label.${path}`, ...(field.hint ? [`hint.${path}`] : [])];
      if (field.type === 'text' || field.type === 'long-text') return own;
      const repeated = [`entry.${field.name}`, `add.${field.name}`, `count.${field.name}`];
      if (field.type === 'list') return [...own, ...repeated, `entryInText.${field.name}`];
      const inner = field.fields.flatMap((each) => [
        `label.${path}.${each.name}`,
        ...(each.hint ? [`hint.${path}.${each.name}`] : []),
      ]);
      // A block is removed with an undo, moved up and down, and its fields are named with it (issue 81).
      const block = ['entryInText', 'removeBlock', 'moveUp', 'moveDown', 'moved', 'removed', 'restored'];
      return [
        ...own,
        ...repeated,
        ...block.map((word) => `${word}.${field.name}`),
        `conflict.inEntry.${field.name}`,
        ...inner,
      ];
    }),
  );

  it.each(expected)('has %s', (key) => {
    expect(KEYS.has(key)).toBe(true);
  });

  it.each(Object.values(PROPOSAL_SCHEMAS))(
    'reads the $kind schema in English as the schema has it',
    (schema) => {
      catalogueReady('en', proposalsMessages);
      expect(localSchema(schema, translator('en', proposalsMessages))).toEqual(schema);
    },
  );
});
