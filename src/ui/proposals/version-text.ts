import { ITEM_ID, type FieldValue, type GroupItemValues } from '@/domain/proposals/proposal-fields';

/** A field's value as one line of text, for comparing versions at a glance; a block's identity is no word. */
export const plainText = (value: FieldValue | GroupItemValues | undefined | null): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return blockText(value as GroupItemValues);
  return (value as readonly (string | GroupItemValues)[])
    .map((entry) => (typeof entry === 'string' ? entry : blockText(entry)))
    .filter(Boolean)
    .join('; ');
};

const blockText = (block: GroupItemValues) =>
  Object.entries(block)
    .filter(([key, text]) => key !== ITEM_ID && text !== '')
    .map(([, text]) => text)
    .join(' – ');
