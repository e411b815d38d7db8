import { useMemo } from 'react';
import type { ProposalField, ProposalSchema } from '@/domain/proposals/proposal-fields';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { PROPOSAL_SCHEMAS } from '@/domain/proposals/proposal-schemas';
import { useMessages } from '../i18n/use-messages';
import { isProposalsKey, proposalsMessages, type ProposalsTranslate } from './proposals-messages';

/**
 * A kind's schema with its labels and hints in the reader's language, read from the catalogue by the
 * schema's own names (`label.panel.papers.title`, `hint.paper.keywords`). A field the catalogue does not
 * know keeps the schema's words, so a field added to the schema shows at once, in English.
 */
export function useLocalSchema(kind: ProposalKind): ProposalSchema {
  const t = useMessages(proposalsMessages);
  return useMemo(() => localSchema(PROPOSAL_SCHEMAS[kind], t), [kind, t]);
}

export function localSchema(schema: ProposalSchema, t: ProposalsTranslate): ProposalSchema {
  const local = <F extends ProposalField>(field: F, path: string): F => {
    const label = `label.${path}`;
    const hint = `hint.${path}`;
    return {
      ...field,
      label: isProposalsKey(label) ? t(label) : field.label,
      ...(field.hint !== undefined && { hint: isProposalsKey(hint) ? t(hint) : field.hint }),
    };
  };
  return {
    ...schema,
    title: t(`kind.${schema.kind}`),
    fields: schema.fields.map((field) => {
      const path = `${schema.kind}.${field.name}`;
      if (field.type !== 'group') return local(field, path);
      return {
        ...local(field, path),
        fields: field.fields.map((inner) => local(inner, `${path}.${inner.name}`)),
      };
    }),
  };
}
